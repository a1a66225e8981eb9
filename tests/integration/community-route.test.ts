/**
 * The proxy's decisions for a community group's pages (lib/routing/community-route.ts), against the
 * real local backend with each viewer's own session: which answers must go out as real 404s and
 * 307s before the page streams. The browser-level twin is tests/e2e/authorization-matrix.spec.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { decideCommunityRoute } from "@/lib/routing/community-route"
import { startLocalSupabase, type LocalSupabase } from "@/supabase/local/server"
import { actingAs, clientOf, type Db, DEMO } from "../helpers/community"

let local: LocalSupabase
const viewers = {} as Record<"visitor" | "member" | "editor" | "admin", { db: Db; id: string | null }>

const FINANCE_TOPIC = "/comunidade/financas-para-mei/c2000000-0000-4000-a000-000000000002"
const REQUEST_TOPIC = "/comunidade/economia-solidaria-no-nordeste/c2000000-0000-4000-a000-000000000007"
const HIDDEN_TOPIC = "/comunidade/circulo-de-liderancas/c2000000-0000-4000-a000-000000000014"

beforeAll(async () => {
  local = await startLocalSupabase({ dataDir: "memory://", port: 0, quiet: true })
  viewers.visitor = { db: clientOf(local, local.config.anonKey), id: null }
  for (const role of ["member", "editor", "admin"] as const) {
    viewers[role] = { db: await actingAs(local, DEMO[role].id, DEMO[role].email), id: DEMO[role].id }
  }
})

afterAll(async () => {
  await local?.close()
})

const ALLOW = { action: "allow" }
const NOT_FOUND = { action: "not_found" }
const SIGN_IN = (path: string) => ({ action: "redirect", to: `/auth?from=${encodeURIComponent(path)}` })

const CASES: [path: string, expected: Record<keyof typeof viewers, unknown>][] = [
  ["/comunidade/financas-para-mei", { visitor: ALLOW, member: ALLOW, editor: ALLOW, admin: ALLOW }],
  // A visitor's group page is prerendered and answers unknown and hidden groups with 404 itself
  // (the authorization matrix checks the statuses end to end).
  ["/comunidade/grupo-que-nao-existe", { visitor: ALLOW, member: NOT_FOUND, editor: NOT_FOUND, admin: NOT_FOUND }],
  ["/comunidade/Maiusculas", { visitor: NOT_FOUND, member: NOT_FOUND, editor: NOT_FOUND, admin: NOT_FOUND }],
  ["/comunidade/circulo-de-liderancas", { visitor: ALLOW, member: NOT_FOUND, editor: ALLOW, admin: ALLOW }],
  [FINANCE_TOPIC, { visitor: SIGN_IN(FINANCE_TOPIC), member: ALLOW, editor: ALLOW, admin: ALLOW }],
  [REQUEST_TOPIC, { visitor: SIGN_IN(REQUEST_TOPIC), member: NOT_FOUND, editor: NOT_FOUND, admin: ALLOW }],
  [HIDDEN_TOPIC, { visitor: SIGN_IN(HIDDEN_TOPIC), member: NOT_FOUND, editor: ALLOW, admin: ALLOW }],
  [
    "/comunidade/financas-para-mei/c2000000-0000-4000-a000-000000000007",
    {
      visitor: SIGN_IN("/comunidade/financas-para-mei/c2000000-0000-4000-a000-000000000007"),
      member: NOT_FOUND,
      editor: NOT_FOUND,
      admin: NOT_FOUND,
    },
  ],
  [
    "/comunidade/financas-para-mei/nao-e-um-topico",
    { visitor: NOT_FOUND, member: NOT_FOUND, editor: NOT_FOUND, admin: NOT_FOUND },
  ],
  [
    "/comunidade/financas-para-mei/moderacao",
    {
      visitor: SIGN_IN("/comunidade/financas-para-mei/moderacao"),
      member: NOT_FOUND,
      editor: ALLOW,
      admin: ALLOW,
    },
  ],
  [
    "/comunidade/economia-solidaria-no-nordeste/moderacao",
    {
      visitor: SIGN_IN("/comunidade/economia-solidaria-no-nordeste/moderacao"),
      member: NOT_FOUND,
      editor: NOT_FOUND,
      admin: ALLOW,
    },
  ],
]

describe("decideCommunityRoute", () => {
  it.each(CASES)("%s", async (path, expected) => {
    const observed: Record<string, unknown> = {}
    for (const [name, viewer] of Object.entries(viewers)) {
      observed[name] = await decideCommunityRoute(viewer.db, path, viewer.id)
    }
    expect(observed).toEqual(expected)
  })

  it("leaves every other address to the rest of the proxy", async () => {
    for (const path of ["/comunidade", "/comunidade/", "/comunidade/a/b/c", "/convergindo/x"]) {
      expect(await decideCommunityRoute(viewers.member.db, path, viewers.member.id), path).toBeNull()
    }
  })
})
