/**
 * Contract: the gateway in front of the services answers as hosted Supabase's does. Source:
 * github:supabase/supabase docker/volumes/api/kong.yml — `rest-v1`, `auth-v1`, `graphql-v1` and
 * `realtime-v1-ws` carry the `key-auth` plugin with the `anon` (anon + publishable keys) and
 * `service_role` (service_role + secret keys) consumers; `auth-v1-open` (`/auth/v1/verify`),
 * `-callback`, `-authorize`, `-jwks` and `storage-v1` do not. Kong's key-auth
 * (kong/plugins/key-auth/handler.lua) answers 401 "No API key found in request" when neither the
 * `apikey` header nor the `?apikey=` parameter is there, and 401 when the key is no consumer's
 * (hosted Supabase's body: "Invalid API key"). Issue #33.
 */
import { randomUUID } from "node:crypto"
import { describe, expect, it } from "vitest"
import WebSocket from "ws"
import { clientFor } from "../helpers/backend"
import { PNG } from "../helpers/storage"
import { contractBackend } from "./backend"

const backend = contractBackend()

const NO_KEY = { message: "No API key found in request", hint: "No `apikey` request header or url param was found." }
const BAD_KEY = { message: "Invalid API key", hint: "Double check your Supabase `anon` or `service_role` API key." }
const FOREIGN_KEY = "sb_publishable_not-this-projects-key"

async function call(path: string, headers: Record<string, string> = {}, init: RequestInit = {}) {
  const res = await fetch(`${backend.url}${path}`, { ...init, headers })
  const text = await res.text()
  let body: unknown = text
  try {
    body = JSON.parse(text)
  } catch {
    // not JSON: kept as text
  }
  return { status: res.status, body, headers: res.headers }
}

/** Opens the Realtime socket as realtime-js does (key in the query) and says how the upgrade went. */
function upgrade(query: string, headers: Record<string, string> = {}) {
  const url = `${backend.url.replace(/^http/, "ws")}/realtime/v1/websocket?vsn=1.0.0${query}`
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const ws = new WebSocket(url, { headers })
    ws.on("open", () => {
      ws.close()
      resolve({ status: 101, body: "" })
    })
    ws.on("unexpected-response", (_req, res) => {
      let body = ""
      res.on("data", (chunk: Buffer) => (body += chunk.toString()))
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body }))
    })
    ws.on("error", (error) => {
      if (!String(error.message).includes("Unexpected server response")) reject(error)
    })
  })
}

describe("key-auth on /rest/v1, /auth/v1, /graphql/v1, /realtime/v1", () => {
  it("answers 401 'No API key found in request' to a request without an apikey", async () => {
    for (const path of ["/rest/v1/projects?select=id", "/auth/v1/settings", "/auth/v1/health", "/graphql/v1"]) {
      const res = await call(path)
      expect({ path, status: res.status, body: res.body }).toEqual({ path, status: 401, body: NO_KEY })
      expect(res.headers.get("www-authenticate")).toBe('Key realm="kong"')
    }
  })

  it("does not take a Bearer token alone for a key (key-auth reads only apikey)", async () => {
    const res = await call("/rest/v1/projects?select=id", { Authorization: `Bearer ${backend.local.config.anonKey}` })
    expect(res).toMatchObject({ status: 401, body: NO_KEY })
  })

  it("answers 401 'Invalid API key' to a key that is none of the project's", async () => {
    for (const path of ["/rest/v1/projects?select=id", "/auth/v1/settings"]) {
      expect(await call(path, { apikey: FOREIGN_KEY })).toMatchObject({ status: 401, body: BAD_KEY })
      expect(await call(`${path}${path.includes("?") ? "&" : "?"}apikey=${FOREIGN_KEY}`)).toMatchObject({
        status: 401,
        body: BAD_KEY,
      })
    }
    // A well-formed JWT signed with this project's secret is still not a key a consumer holds.
    const { anonKey } = backend.local.config
    expect(await call("/rest/v1/projects?select=id", { apikey: `${anonKey}x` })).toMatchObject({
      status: 401,
      body: BAD_KEY,
    })
  })

  it("refuses the Realtime socket upgrade without a key or with a foreign one, and opens it with the anon key", async () => {
    const missing = await upgrade("")
    expect({ status: missing.status, body: JSON.parse(missing.body) }).toEqual({ status: 401, body: NO_KEY })
    const foreign = await upgrade(`&apikey=${FOREIGN_KEY}`)
    expect({ status: foreign.status, body: JSON.parse(foreign.body) }).toEqual({ status: 401, body: BAD_KEY })
    expect((await upgrade(`&apikey=${backend.local.config.anonKey}`)).status).toBe(101)
    expect((await upgrade("", { apikey: backend.local.config.anonKey })).status).toBe(101)
    expect((await upgrade(`&apikey=${backend.local.config.publishableKey}`)).status).toBe(101)
  })

  it("passes each of the project's four keys, in the header or the query", async () => {
    const { anonKey, serviceRoleKey, publishableKey, secretKey } = backend.local.config
    for (const key of [anonKey, serviceRoleKey, publishableKey, secretKey]) {
      expect((await call("/rest/v1/projects?select=id", { apikey: key })).status).toBe(200)
      expect((await call(`/rest/v1/projects?select=id&apikey=${key}`)).status).toBe(200)
      expect((await call("/auth/v1/settings", { apikey: key })).status).toBe(200)
    }
  })

  it("lets OPTIONS preflights through without a key (Kong's cors plugin answers them)", async () => {
    const res = await call(
      "/rest/v1/projects",
      { Origin: "http://localhost:3000", "Access-Control-Request-Method": "GET" },
      { method: "OPTIONS" }
    )
    expect(res.status).toBeLessThan(300)
  })
})

describe("the open routes need no key", () => {
  it("serves GoTrue's /verify link without a key (auth-v1-open)", async () => {
    const res = await fetch(`${backend.url}/auth/v1/verify?token=nope&type=signup&redirect_to=http://localhost:3000`, {
      redirect: "manual",
    })
    // GoTrue answers a bad link by redirecting with the error in the fragment: not the gateway's 401.
    expect(res.status).not.toBe(401)
    expect(res.status).toBe(303)
  })

  it("serves public Storage objects and the maintenance health check without a key", async () => {
    const path = `${randomUUID()}/gateway.png`
    const service = backend.service()
    expect((await service.storage.from("avatars").upload(path, PNG, { contentType: "image/png" })).error).toBeNull()
    const publicUrl = service.storage.from("avatars").getPublicUrl(path).data.publicUrl
    const res = await fetch(publicUrl)
    expect(res.status).toBe(200)
    expect(Buffer.from(await res.arrayBuffer()).equals(PNG)).toBe(true)
    expect(await call("/_local/health")).toMatchObject({ status: 200, body: { status: "ok" } })
  })
})

describe("the official clients are unaffected", () => {
  it("reads, signs in and subscribes through supabase-js with the anon key", async () => {
    const anon = backend.anon()
    expect((await anon.from("projects").select("id").limit(1)).error).toBeNull()
    const member = await backend.member("membro@convergencia.test")
    expect((await member.auth.getUser()).error).toBeNull()
    const status = await new Promise<string>((resolve) => {
      const channel = member.channel(`gateway-${randomUUID()}`)
      channel.subscribe((state) => {
        if (state !== "SUBSCRIBED" && state !== "CHANNEL_ERROR" && state !== "TIMED_OUT") return
        resolve(state)
        void member.removeChannel(channel)
      })
    })
    expect(status).toBe("SUBSCRIBED")
  })

  it("works with the publishable key, which the gateway turns into the anon role", async () => {
    const client = clientFor(backend.local, backend.local.config.publishableKey)
    const { error } = await client.from("projects").select("id").limit(1)
    expect(error).toBeNull()
    // The anon role, not the service role: writes RLS refuses to anon are still refused.
    const write = await client.from("projects").insert({ title: "x" })
    expect(write.error).not.toBeNull()
    // Storage is not behind key-auth but its route maps opaque keys the same way (kong.yml storage-v1).
    const path = `${randomUUID()}/publishable.png`
    expect(
      (await backend.service().storage.from("avatars").upload(path, PNG, { contentType: "image/png" })).error
    ).toBeNull()
    const listed = await client.storage.from("avatars").list(path.split("/")[0])
    expect(listed).toEqual(await backend.anon().storage.from("avatars").list(path.split("/")[0]))
    expect(listed.error).toBeNull()
  })
})
