/**
 * Issue #32, "no 5xx for bad input" and the probe's findings on the local backend's HTTP surface:
 * methods it does not serve get 405, its developer tools answer only to requests that name it
 * (DNS rebinding), and stored objects are served with nosniff and a sandboxing policy.
 */
import { request } from "node:http"
import { randomUUID } from "node:crypto"
import { createClient, type SupabaseClient } from "@supabase/supabase-js"
import type { WebSocketLikeConstructor } from "@supabase/realtime-js"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import WebSocket from "ws"
import { startLocalSupabase, type LocalSupabase } from "@/supabase/local/server"

const PASSWORD = "demo-convergencia"
const MEMBER = "00000000-0000-4000-a000-000000000003"
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64"
)

let local: LocalSupabase

beforeAll(async () => {
  local = await startLocalSupabase({
    dataDir: "memory://",
    port: 0,
    quiet: true,
    apiExternalUrl: "http://api.convergencia.test:54321",
  })
})

afterAll(async () => {
  await local?.close()
})

/** A raw request, so the method and the Host header go out exactly as written. */
function send(path: string, options: { method?: string; host?: string } = {}) {
  const url = new URL(local.url)
  return new Promise<{ status: number; headers: Record<string, unknown>; body: string }>((resolve, reject) => {
    const req = request({
      host: url.hostname,
      port: url.port,
      path,
      method: options.method ?? "GET",
      // The project's key, as the gateway requires on the APIs (hosted Kong's key-auth).
      headers: { apikey: local.config.anonKey, ...(options.host ? { Host: options.host } : {}) },
    })
    req.on("response", (res) => {
      const chunks: Buffer[] = []
      res.on("data", (chunk: Buffer) => chunks.push(chunk))
      res.on("end", () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString("utf8") })
      )
    })
    req.on("error", reject)
    req.end()
  })
}

describe("methods the backend does not serve", () => {
  it.each([
    ["TRACE", "/rest/v1/blog_posts"],
    ["TRACE", "/auth/v1/health"],
    ["TRACE", "/storage/v1/object/public/avatars/x.png"],
    ["PROPFIND", "/rest/v1/rpc/increment_post_views"],
    ["MKCOL", "/storage/v1/object/avatars/x"],
  ])("answers %s %s with 405", async (method, path) => {
    const answer = await send(path, { method })
    expect(answer.status).toBe(405)
    expect(answer.headers.allow).toBe("GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS")
  })
})

describe("developer tools answer only to a request that names this server (DNS rebinding)", () => {
  const port = () => new URL(local.url).port

  it.each(["attacker.example", `rebind.attacker.example:${54321}`, "convergencia.test", "10.0.0.5"])(
    "refuses /_outbox and /_local to Host %s",
    async (host) => {
      for (const path of ["/_outbox", "/_outbox/messages", "/_local/health"]) {
        const answer = await send(path, { host })
        expect(answer.status, path).toBe(403)
        expect(JSON.parse(answer.body)).toEqual({ message: "only reachable through a local host name" })
      }
    }
  )

  it("still serves the APIs to any Host", async () => {
    expect((await send("/auth/v1/health", { host: "attacker.example" })).status).toBe(200)
  })

  it.each([
    () => `127.0.0.1:${port()}`,
    () => `localhost:${port()}`,
    () => `[::1]:${port()}`,
    () => "api.convergencia.test:54321",
  ])("serves them to a loopback name or the configured external host (%#)", async (host) => {
    expect((await send("/_local/health", { host: host() })).status).toBe(200)
    expect((await send("/_outbox", { host: host() })).status).toBe(200)
  })
})

describe("stored objects", () => {
  let member: SupabaseClient
  let service: SupabaseClient
  const path = `${MEMBER}/${randomUUID().slice(0, 8)}-avatar.png`

  const client = (key: string) =>
    createClient(local.url, key, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      realtime: { transport: WebSocket as unknown as WebSocketLikeConstructor },
    })

  beforeAll(async () => {
    member = client(local.config.anonKey)
    service = client(local.config.serviceRoleKey)
    const { error } = await member.auth.signInWithPassword({ email: "membro@convergencia.test", password: PASSWORD })
    if (error) throw error
    const upload = await member.storage.from("avatars").upload(path, PNG, { contentType: "image/png" })
    if (upload.error) throw upload.error
  })

  const expectSandboxed = (response: Response) => {
    expect(response.status).toBe(200)
    expect(response.headers.get("x-content-type-options")).toBe("nosniff")
    expect(response.headers.get("content-security-policy")).toBe("default-src 'none'; sandbox")
  }

  it("serves a public object with nosniff and a sandboxing policy", async () => {
    const { data } = member.storage.from("avatars").getPublicUrl(path)
    expectSandboxed(await fetch(data.publicUrl))
  })

  it("serves an authenticated download the same way", async () => {
    const token = (await member.auth.getSession()).data.session!.access_token
    const response = await fetch(`${local.url}/storage/v1/object/authenticated/avatars/${path}`, {
      headers: { Authorization: `Bearer ${token}`, apikey: local.config.anonKey },
    })
    expectSandboxed(response)
  })

  it("serves a signed URL the same way", async () => {
    const { data, error } = await service.storage.from("avatars").createSignedUrl(path, 60)
    if (error) throw error
    expectSandboxed(await fetch(data.signedUrl))
  })
})

describe("database functions answer a missing row with 404, not 500", () => {
  it("raises no P0002 anywhere: PostgREST answers that code with 500", async () => {
    const { rows } = await local.db.query<{ name: string }>(
      `select n.nspname || '.' || p.proname as name
       from pg_proc p join pg_namespace n on n.oid = p.pronamespace
       where n.nspname in ('public', 'private') and p.prosrc ~ $re$errcode\\s*=\\s*'P0002'$re$
       order by 1`
    )
    expect(rows).toEqual([])
  })

  it("answers a member's reply to a topic that does not exist with 404 and PT404", async () => {
    const member = createClient(local.url, local.config.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      realtime: { transport: WebSocket as unknown as WebSocketLikeConstructor },
    })
    const { error: signInError } = await member.auth.signInWithPassword({
      email: "membro@convergencia.test",
      password: PASSWORD,
    })
    if (signInError) throw signInError
    const answer = await member.rpc("create_community_reply", { p_topic_id: randomUUID(), p_body: "Olá!" })
    expect(answer.status).toBe(404)
    expect(answer.error).toMatchObject({ code: "PT404", hint: "not_found" })
  })
})
