import { describe, expect, it } from "vitest"
import { decideRoute, postAuthPath, type RouteDecision, type RouteViewer } from "./route-rules"

const visitor: RouteViewer = null
const session: RouteViewer = { profile: null }
const member: RouteViewer = { profile: { isAdmin: false, canEditBlog: false } }
const editor: RouteViewer = { profile: { isAdmin: false, canEditBlog: true } }
const admin: RouteViewer = { profile: { isAdmin: true, canEditBlog: false } }

const allow: RouteDecision = { action: "allow" }
// Signed-in users sent home from a page they may not open are told why (a flash toast).
const home: RouteDecision = { action: "redirect", to: "/", notice: "restrito" }
const forbidden: RouteDecision = { action: "forbidden" }
const toAuth = (from: string): RouteDecision => ({ action: "redirect", to: `/auth?from=${encodeURIComponent(from)}` })

const ADMIN_PAGES = ["/admin/usuarios", "/admin/mailrelay", "/admin/test", "/admin/negocios", "/admin/configuracoes"]

type Case = [who: string, viewer: RouteViewer, pathname: string, expected: RouteDecision]

// Every admin-only page answers one viewer alike; the expected decision may depend on the page.
const onAdminPages = (who: string, viewer: RouteViewer, expected: (path: string) => RouteDecision): Case[] =>
  ADMIN_PAGES.map((path) => [who, viewer, path, expected(path)])

describe("decideRoute", () => {
  const table: Case[] = [
    // Public pages are never touched, whoever asks.
    ["visitor", visitor, "/", allow],
    ["visitor", visitor, "/auth", allow],
    ["visitor", visitor, "/auth/reset-password", allow],
    ["visitor", visitor, "/convergindo", allow],
    ["visitor", visitor, "/dashboards", allow],
    ["visitor", visitor, "/administracao", allow],
    ["member", member, "/sobre", allow],
    // Visitors go to sign-in, carrying where they wanted to go.
    ["visitor", visitor, "/dashboard", toAuth("/dashboard")],
    ["visitor", visitor, "/dashboard/", toAuth("/dashboard")],
    ["visitor", visitor, "/admin", toAuth("/admin")],
    ["visitor", visitor, "/admin/blog", toAuth("/admin/blog")],
    ["visitor", visitor, "/admin/newsletter", toAuth("/admin/newsletter")],
    // Direct messages (issue #37) are the member area's; "/mensagensx" is not under them.
    ["visitor", visitor, "/mensagens", toAuth("/mensagens")],
    ["visitor", visitor, "/mensagens/nova", toAuth("/mensagens/nova")],
    ["visitor", visitor, "/mensagensx", allow],
    ["member", member, "/mensagens", allow],
    ["editor", editor, "/mensagens/nova", allow],
    ["admin", admin, "/mensagens", allow],
    // The order builder (issue #38) is the member area's; "/encomendarx" is not under it.
    ["visitor", visitor, "/encomendar/atelie-da-ana", toAuth("/encomendar/atelie-da-ana")],
    ["visitor", visitor, "/encomendarx", allow],
    ["member", member, "/encomendar/atelie-da-ana", allow],
    ["admin", admin, "/encomendar/atelie-da-ana", allow],
    ["visitor", visitor, "/dashboard/encomendas", toAuth("/dashboard/encomendas")],
    ...onAdminPages("visitor", visitor, toAuth),
    // The proxy knows only that a session exists: it lets the layouts decide with the profile.
    ["session", session, "/dashboard", allow],
    ["session", session, "/admin", allow],
    ["session", session, "/admin/newsletter", allow],
    // Members.
    ["member", member, "/dashboard", allow],
    ["member", member, "/admin", home],
    ["member", member, "/admin/blog", home],
    ["member", member, "/admin/newsletter", forbidden],
    ...onAdminPages("member", member, () => home),
    // Blog editors.
    ["editor", editor, "/dashboard", allow],
    ["editor", editor, "/admin", { action: "redirect", to: "/admin/blog" }],
    ["editor", editor, "/admin/", { action: "redirect", to: "/admin/blog" }],
    ["editor", editor, "/admin/blog", allow],
    ["editor", editor, "/admin/blog/novo", allow],
    ["editor", editor, "/admin/blogx", home],
    ["editor", editor, "/admin/newsletter", forbidden],
    ...onAdminPages("editor", editor, () => home),
    // Admins see everything.
    ["admin", admin, "/dashboard", allow],
    ["admin", admin, "/admin", allow],
    ["admin", admin, "/admin/blog", allow],
    ["admin", admin, "/admin/newsletter", allow],
    ...onAdminPages("admin", admin, () => allow),
  ]

  it.each(table)("%s on %s", (_who, viewer, pathname, expected) => {
    expect(decideRoute({ pathname, viewer })).toEqual(expected)
  })

  it("tells only signed-in viewers that they were sent away, never visitors", () => {
    expect(decideRoute({ pathname: "/admin/usuarios", viewer: member })).toEqual(home)
    const toSignIn = decideRoute({ pathname: "/admin/usuarios", viewer: visitor })
    expect(toSignIn).toEqual(toAuth("/admin/usuarios"))
    expect(toSignIn).not.toHaveProperty("notice")
    expect(decideRoute({ pathname: "/admin", viewer: editor })).not.toHaveProperty("notice")
  })

  it("keeps the query string of a deep link in from", () => {
    expect(decideRoute({ pathname: "/admin/blog", search: "?status=draft&q=a b", viewer: null })).toEqual(
      toAuth("/admin/blog?status=draft&q=a b")
    )
    expect(decideRoute({ pathname: "/dashboard", search: "?", viewer: null })).toEqual(toAuth("/dashboard"))
    // A product page's "Encomendar": she comes back to the same product and quantity (issue #38).
    expect(
      decideRoute({ pathname: "/encomendar/atelie-da-ana", search: "?produto=bolsa&quantidade=2", viewer: null })
    ).toEqual(toAuth("/encomendar/atelie-da-ana?produto=bolsa&quantidade=2"))
  })

  it("never redirects to a page the same viewer would be redirected from (no loops)", () => {
    const viewers = { visitor, session, member, editor, admin }
    const paths = ["/", "/dashboard", "/admin", "/admin/blog", "/admin/newsletter", ...ADMIN_PAGES]
    for (const viewer of Object.values(viewers)) {
      for (const pathname of paths) {
        const first = decideRoute({ pathname, viewer })
        if (first.action !== "redirect") continue
        const target = new URL(first.to, "http://x").pathname
        expect(decideRoute({ pathname: target, viewer }).action).not.toBe("redirect")
      }
    }
  })
})

describe("postAuthPath", () => {
  it.each([
    [undefined, "/dashboard"],
    ["", "/dashboard"],
    ["/admin/blog?status=draft", "/admin/blog?status=draft"],
    ["/auth/reset-password", "/auth/reset-password"],
    ["/auth", "/dashboard"],
    ["/auth?tab=cadastrar", "/dashboard"],
    ["/auth/confirm?next=/x", "/dashboard"],
    ["https://evil.example/", "/dashboard"],
    ["//evil.example/path", "/dashboard"],
    ["/\\evil.example", "/dashboard"],
    ["javascript:alert(1)", "/dashboard"],
    ["/\r\nLocation: https://evil.example", "/dashboard"],
    [" /dashboard", "/dashboard"],
  ])("%j -> %s", (from, expected) => {
    expect(postAuthPath(from)).toBe(expected)
  })
})
