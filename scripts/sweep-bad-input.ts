/**
 * The bad-input sweep (issue #32, "no 5xx for bad input"): sends malformed, oversized, unicode and
 * broken-encoding input to every route and every server action of the production build, as a
 * visitor and as the admin, and prints how many answers fell in each status class. A 5xx is a
 * defect: the script lists each one and exits with 1.
 *
 *   npm run sweep:bad-input                      builds if .next has no build, serves it, sweeps
 *   BASE_URL=http://127.0.0.1:3500 npm run sweep:bad-input   sweeps a server already running
 *
 * Against a running server, SUPABASE_URL names its backend (for the admin's session; without it,
 * NEXT_PUBLIC_SUPABASE_URL). The sweep writes: run it against a disposable database (the server it
 * starts itself has an in-memory one). About a minute against a running server on two cores.
 */
import { readFileSync } from "node:fs"
import { request as httpRequest } from "node:http"
import { createRequire } from "node:module"
import path from "node:path"

import { LOCAL_ANON_KEY } from "../supabase/local/config.ts"
import { root, startProductionServer, stopChildren } from "./lib/production-server.ts"

const ADMIN = { email: "admin@convergencia.test", password: "demo-convergencia" }
const CONCURRENCY = 4
const TIMEOUT_MS = 60_000

interface Probe {
  label: string
  method: string
  path: string
  headers?: Record<string, string>
  body?: Buffer | string
  session?: boolean
}

interface Outcome {
  probe: Probe
  status: number | "error"
  detail?: string
}

// ---------------------------------------------------------------- inputs

/** Values for path segments: broken and overlong UTF-8, unicode, traversal, NUL, huge numbers. */
const SEGMENTS = [
  "%C3%28",
  "%ff",
  "%E0%80%AF",
  "%ED%A0%80",
  "%F0%9F%98%80%E2%80%AE%E2%80%8B",
  "a".repeat(2000),
  "..%2F..%2Fetc%2Fpasswd",
  "%00",
  "-1",
  "99999999999999999999999",
  "%3Cscript%3Ealert(1)%3C%2Fscript%3E",
  "%",
]

/** Query strings: the same, plus numbers pages parse, open redirects and a thousand repeats. */
const QUERIES = [
  "?page=-1&pagina=0&p=1e309",
  "?q=%C3%28&busca=%ff&categoria=%00",
  `?q=${"%F0%9F%98%80".repeat(300)}`,
  `?busca=${"a".repeat(6000)}`,
  "?next=%2F%2Fevil.example&redirect=https%3A%2F%2Fevil.example",
  "?token=%ff&token_hash=%C3%28&type=nada&code=%00",
  `?${"x=1&".repeat(1500)}`,
  "?page[]=1&page[x]=2&%ZZ=1",
  "?cidade=S%C3%A3o%20Paulo&estado=%C3",
]

const HOSTILE = [
  "a".repeat(100_000),
  "nome\u0000com\u0007controle\u001b[31m",
  "👩🏽‍💼🌱✨".repeat(200),
  "'; drop table public.profiles; --",
  '<script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:alert(1)">x</a>',
  "\u202egnp.exe\u200b\ufeff\ud800",
]

/** Field names the app's forms use, each given every hostile value. */
const FIELDS = [
  "email",
  "password",
  "name",
  "full_name",
  "title",
  "slug",
  "content",
  "excerpt",
  "id",
  "postId",
  "groupId",
  "topicId",
  "code",
  "token",
  "next",
  "role",
  "url",
  "website",
  "phone",
  "status",
  "rating",
  "body",
  "message",
  "city",
  "state",
  // Notification e-mails (issue #39): an unsubscribe link's parameters, the digest's hour.
  "u",
  "c",
  "t",
  "digest_hour",
]

/** Raw action bodies that are no React reply, or only just one. */
const RAW_ACTION_BODIES: Array<[string, string | Buffer]> = [
  ["empty", ""],
  ["null", "null"],
  ["object", '{"a":1}'],
  ["broken JSON", '[{"sem fim'],
  ["string root", '"$Q1"'],
  ["missing row", '["$Q1","$@2","$h3"]'],
  ["server reference junk", '["$F1"]'],
  ["big bigint", `["$n${"9".repeat(400)}"]`],
  ["too many arguments", JSON.stringify(Array.from({ length: 500 }, (_, i) => i))],
  ["deep", `${"[".repeat(30_000)}${"]".repeat(30_000)}`],
  ["invalid UTF-8", Buffer.from([0x5b, 0x22, 0xc3, 0x28, 0xff, 0xfe, 0x22, 0x5d])],
  ["lone surrogate", '["\\ud800"]'],
  ["hostile string", JSON.stringify([{ status: "idle" }, HOSTILE[0]])],
]

/** Argument lists of the wrong shape for any action. */
const WRONG_SHAPES: unknown[][] = [
  [],
  [null, null],
  [{ status: "idle" }, "texto"],
  [{ status: "idle" }, { a: 1 }],
  [42],
  ["%C3%28", -1, 1e308, true],
]

type EncodeReply = (value: unknown[]) => Promise<string | FormData>
// React's own encoder for server function arguments: the exact bytes a browser would send.
const { encodeReply } = createRequire(import.meta.url)("next/dist/compiled/react-server-dom-webpack/client.edge") as {
  encodeReply: EncodeReply
}

function hostileForm(value: string) {
  const data = new FormData()
  for (const field of FIELDS) data.append(field, value)
  data.append("file", new Blob([Buffer.from("GIF89a\u0000\u0000<script>")], { type: "image/png" }), "../../x.png")
  return data
}

const BROKEN_MULTIPARTS: Array<[string, Record<string, string>, string]> = [
  ["truncated multipart", { "Content-Type": "multipart/form-data; boundary=xyz" }, "--xyz\r\nContent-Dispo"],
  ["multipart without boundary", { "Content-Type": "multipart/form-data" }, "--xyz\r\n\r\n--xyz--"],
  [
    "multipart with a wrong boundary",
    { "Content-Type": "multipart/form-data; boundary=abc" },
    '--xyz\r\nContent-Disposition: form-data; name="0"\r\n\r\n[]\r\n--xyz--\r\n',
  ],
  [
    "multipart with a broken header",
    { "Content-Type": "multipart/form-data; boundary=----sweep" },
    '------sweep\r\nContent-Disposition: form-data; name="0\r\n\r\n[]\r\n------sweep--\r\n',
  ],
  [
    "multipart naming a form action that does not exist",
    { "Content-Type": "multipart/form-data; boundary=----sweep" },
    '------sweep\r\nContent-Disposition: form-data; name="$ACTION_ID_00ff"\r\n\r\n\r\n------sweep--\r\n',
  ],
  [
    "multipart with an action reference that is not JSON",
    { "Content-Type": "multipart/form-data; boundary=----sweep" },
    '------sweep\r\nContent-Disposition: form-data; name="$ACTION_REF_1"\r\n\r\n\r\n------sweep\r\nContent-Disposition: form-data; name="$ACTION_1:0"\r\n\r\n{x\r\n------sweep--\r\n',
  ],
]

// ---------------------------------------------------------------- the build

function buildRoutes(): string[] {
  const manifest = JSON.parse(readFileSync(path.join(root, ".next/app-path-routes-manifest.json"), "utf8")) as Record<
    string,
    string
  >
  return [...new Set(Object.values(manifest))].filter((route) => !["/_global-error", "/_not-found"].includes(route))
}

function callableActions(): { id: string; name: string }[] {
  const manifest = JSON.parse(readFileSync(path.join(root, ".next/server/server-reference-manifest.json"), "utf8")) as {
    node: Record<string, { exportedName: string; filename: string }>
  }
  return Object.entries(manifest.node).map(([id, entry]) => ({ id, name: `${entry.filename}#${entry.exportedName}` }))
}

// ---------------------------------------------------------------- probes

function routeProbes(routes: string[]): Probe[] {
  const probes: Probe[] = []
  for (const route of routes) {
    const params = route.match(/\[[^\]]+\]/g) ?? []
    if (params.length === 0) {
      for (const query of QUERIES) probes.push({ label: "query", method: "GET", path: `${route}${query}` })
      probes.push({ label: "trailing segment", method: "GET", path: `${route === "/" ? "" : route}/%C3%28` })
    }
    for (const segment of SEGMENTS) {
      if (params.length === 0) continue
      probes.push({ label: "segment", method: "GET", path: route.replace(/\[[^\]]+\]/g, segment) })
    }
    if (params.length > 0) {
      const sample = route.replace(/\[[^\]]+\]/g, "nao-existe")
      for (const query of QUERIES.slice(0, 3)) probes.push({ label: "query", method: "GET", path: `${sample}${query}` })
    }
  }
  return probes
}

function headerProbes(): Probe[] {
  const pages = ["/", "/sobre", "/convergindo", "/dashboard", "/admin", "/auth", "/rss", "/api/viewer"]
  const junk: Array<[string, Record<string, string>]> = [
    ["broken session cookie", { Cookie: "sb-api-auth-token=base64-%%%; sb-127-auth-token=base64-e30; a=%ff" }],
    ["huge cookie", { Cookie: `x=${"a".repeat(12_000)}` }],
    ["chunked session cookie junk", { Cookie: "sb-api-auth-token.0=base64-eyJ; sb-api-auth-token.1=%C3%28" }],
    ["RSC with a broken router tree", { RSC: "1", "Next-Router-State-Tree": "%%%" }],
    ["RSC with a JSON router tree of junk", { RSC: "1", "Next-Router-State-Tree": encodeURIComponent('{"a":[1]}') }],
    ["prefetch with junk", { RSC: "1", "Next-Router-Prefetch": "1", "Next-Router-Segment-Prefetch": "/%ff/../x" }],
    ["Next-Url junk", { RSC: "1", "Next-Url": "%ff%C3%28" }],
    ["range past the end", { Range: "bytes=999999999-" }],
    ["conditional junk", { "If-None-Match": '"%ff"', "If-Modified-Since": "ontem" }],
    ["accept junk", { Accept: "text/x-component, */*;q=banana", "Accept-Encoding": "br;q=-1, gzip;q=NaN" }],
    ["forwarded junk", { "X-Forwarded-Host": "%ff", "X-Forwarded-Proto": "gopher", "X-Forwarded-For": "not-an-ip" }],
    ["content on a GET", { "Content-Type": "multipart/form-data; boundary=x", "Content-Length": "0" }],
  ]
  const probes: Probe[] = []
  for (const page of pages)
    for (const [label, headers] of junk) probes.push({ label, method: "GET", path: page, headers })
  return probes
}

function methodProbes(routes: string[]): Probe[] {
  const probes: Probe[] = []
  const statics = routes.filter((route) => !route.includes("["))
  for (const route of statics) {
    for (const method of ["TRACE", "PUT", "PATCH", "DELETE", "OPTIONS", "PROPFIND"])
      probes.push({ label: `method ${method}`, method, path: route })
    probes.push({
      label: "urlencoded POST",
      method: "POST",
      path: route,
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "a=%ff&b=%C3%28&c=" + "x".repeat(5000),
    })
    probes.push({
      label: "JSON POST of junk",
      method: "POST",
      path: route,
      headers: { "Content-Type": "application/json" },
      body: '{"postId": "%C3%28", "x": [',
    })
    for (const [label, headers, body] of BROKEN_MULTIPARTS)
      probes.push({ label, method: "POST", path: route, headers, body })
  }
  probes.push({ label: "very long URL", method: "GET", path: `/convergindo/${"a".repeat(20_000)}` })
  probes.push({ label: "very long query", method: "GET", path: `/?q=${"%C3%A7".repeat(3000)}` })
  return probes
}

function apiProbes(): Probe[] {
  const json = { "Content-Type": "application/json" }
  const bodies = [
    "",
    "null",
    "[]",
    '{"postId":"%C3%28"}',
    '{"postId":"00000000-0000-4000-a000-000000000000"}',
    `{"postId":"${"a".repeat(5000)}"}`,
    '{"postId":',
    Buffer.from([0x7b, 0x22, 0xc3, 0x28, 0x22, 0x3a, 0x31, 0x7d]).toString("latin1"),
  ]
  const probes: Probe[] = []
  const routes = [
    "/api/views",
    "/api/cron",
    "/api/mailrelay/sync",
    "/newsletter/descadastrar/um-clique",
    "/notificacoes/descadastrar/um-clique",
  ]
  for (const route of routes) {
    for (const body of bodies) probes.push({ label: "API body", method: "POST", path: route, headers: json, body })
    probes.push({
      label: "API with a wrong secret",
      method: "POST",
      path: route,
      headers: { ...json, Authorization: "Bearer %ff", "X-Cron-Secret": "\u00ff" },
      body: "{}",
    })
  }
  return probes
}

async function actionProbes(
  actions: { id: string; name: string }[],
  origin: string
): Promise<Array<Probe & { formData?: FormData }>> {
  const probes: Array<Probe & { formData?: FormData }> = []
  const base = { Accept: "text/x-component", Origin: origin }
  for (const action of actions) {
    const headers = { ...base, "Next-Action": action.id }
    for (const [label, body] of RAW_ACTION_BODIES) {
      probes.push({
        label: `action ${label} ${action.name}`,
        method: "POST",
        path: "/",
        headers: { ...headers, "Content-Type": "text/plain;charset=UTF-8" },
        body,
      })
    }
    for (const [label, multipartHeaders, body] of BROKEN_MULTIPARTS.slice(0, 4)) {
      probes.push({
        label: `action ${label} ${action.name}`,
        method: "POST",
        path: "/",
        headers: { ...headers, ...multipartHeaders },
        body,
      })
    }
    probes.push({
      label: `cross-origin action ${action.name}`,
      method: "POST",
      path: "/",
      headers: { ...headers, Origin: "https://evil.example", "Content-Type": "text/plain;charset=UTF-8" },
      body: "[]",
    })
    const argumentLists: unknown[][] = [
      ...WRONG_SHAPES,
      ...HOSTILE.map((value) => [{ status: "idle" }, hostileForm(value)]),
    ]
    for (const session of [false, true]) {
      // Signing out as the admin would end the session the rest of the sweep uses.
      if (session && action.name.endsWith("#signOut")) continue
      for (const args of argumentLists) {
        const encoded = await encodeReply(args)
        probes.push({
          label: `action args ${action.name}${session ? " (admin)" : ""}`,
          method: "POST",
          path: "/",
          headers: typeof encoded === "string" ? { ...headers, "Content-Type": "text/plain;charset=UTF-8" } : headers,
          body: typeof encoded === "string" ? encoded : undefined,
          formData: typeof encoded === "string" ? undefined : encoded,
          session,
        })
      }
    }
  }
  return probes
}

// ---------------------------------------------------------------- sending

/** A raw HTTP request: the path, method and bytes go out exactly as written. */
function sendRaw(base: URL, probe: Probe, cookie: string | null): Promise<number> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { ...probe.headers }
    if (probe.session && cookie) headers.Cookie = cookie
    const body =
      probe.body === undefined ? undefined : Buffer.isBuffer(probe.body) ? probe.body : Buffer.from(probe.body)
    if (body !== undefined) headers["Content-Length"] = String(body.length)
    const req = httpRequest({
      host: base.hostname,
      port: base.port,
      method: probe.method,
      path: probe.path,
      headers,
      timeout: TIMEOUT_MS,
    })
    req.on("response", (res) => {
      res.resume()
      res.on("end", () => resolve(res.statusCode ?? 0))
      res.on("error", reject)
    })
    req.on("timeout", () => req.destroy(new Error("timed out")))
    req.on("error", reject)
    req.end(body)
  })
}

async function send(base: URL, probe: Probe & { formData?: FormData }, cookie: string | null): Promise<Outcome> {
  try {
    if (probe.formData) {
      const headers: Record<string, string> = { ...probe.headers }
      if (probe.session && cookie) headers.Cookie = cookie
      const response = await fetch(new URL(probe.path, base), {
        method: "POST",
        headers,
        body: probe.formData,
        redirect: "manual",
        signal: AbortSignal.timeout(TIMEOUT_MS),
      })
      await response.arrayBuffer()
      return { probe, status: response.status }
    }
    return { probe, status: await sendRaw(base, probe, cookie) }
  } catch (error) {
    return { probe, status: "error", detail: error instanceof Error ? error.message : String(error) }
  }
}

/** The admin's session cookie as @supabase/ssr writes it, or null when signing in fails. */
async function adminCookie(supabaseUrl: string): Promise<string | null> {
  try {
    const response = await fetch(`${supabaseUrl}/auth/v1/token?grant_type=password`, {
      method: "POST",
      headers: { apikey: LOCAL_ANON_KEY, "Content-Type": "application/json" },
      body: JSON.stringify(ADMIN),
    })
    if (!response.ok) return null
    const session = (await response.json()) as Record<string, unknown>
    // Named after the public backend URL the build carries, which may not be the one reached
    // here: the loopback and the e2e names both go, and the app reads only its own.
    const value = `base64-${Buffer.from(JSON.stringify(session)).toString("base64url")}`
    const names = new Set([new URL(supabaseUrl).hostname.split(".")[0], "127", "api", "localhost"])
    return [...names].map((name) => `sb-${name}-auth-token=${value}`).join("; ")
  } catch {
    return null
  }
}

async function main() {
  let baseUrl = process.env.BASE_URL
  if (!baseUrl) {
    // A disposable database: the sweep's actions write, and must not write into .data/.
    process.env.LOCAL_SUPABASE_DATA_DIR ??= "memory://"
    process.env.LOCAL_BACKEND_REUSE ??= "0"
    baseUrl = await startProductionServer(3500 + Math.floor(Math.random() * 400))
  }
  const base = new URL(baseUrl)
  const supabaseUrl = process.env.SUPABASE_URL || process.env.NEXT_PUBLIC_SUPABASE_URL || "http://127.0.0.1:54321"
  const cookie = await adminCookie(supabaseUrl)
  const routes = buildRoutes()
  const probes: Array<Probe & { formData?: FormData }> = [
    ...routeProbes(routes),
    ...headerProbes(),
    ...methodProbes(routes),
    ...apiProbes(),
    ...(await actionProbes(callableActions(), base.origin)),
  ].filter((probe) => !probe.session || cookie !== null)
  console.log(
    `Sweeping ${baseUrl}: ${probes.length} requests (${routes.length} routes, ${callableActions().length} server functions; admin session: ${cookie ? "yes" : "no"})`
  )

  const outcomes: Outcome[] = []
  let next = 0
  const started = Date.now()
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < probes.length) {
        const probe = probes[next++]!
        outcomes.push(await send(base, probe, cookie))
        if (outcomes.length % 500 === 0) console.log(`  ${outcomes.length}/${probes.length}`)
      }
    })
  )

  const classes = new Map<string, number>()
  for (const outcome of outcomes) {
    const key = outcome.status === "error" ? "no answer" : `${String(outcome.status)[0]}xx`
    classes.set(key, (classes.get(key) ?? 0) + 1)
  }
  const failures = outcomes.filter((outcome) => outcome.status === "error" || outcome.status >= 500)
  console.log(`\nAnswers in ${((Date.now() - started) / 1000).toFixed(0)} s:`)
  for (const key of ["2xx", "3xx", "4xx", "5xx", "no answer"])
    console.log(`  ${key.padEnd(9)} ${classes.get(key) ?? 0}`)
  for (const { probe, status, detail } of failures.slice(0, 100)) {
    console.log(`  ${status} ${probe.method} ${probe.path.slice(0, 120)} [${probe.label}]${detail ? ` ${detail}` : ""}`)
  }
  if (failures.length > 100) console.log(`  … and ${failures.length - 100} more`)
  stopChildren()
  process.exit(failures.length > 0 ? 1 : 0)
}

await main()
