import { expect, test } from "./helpers/test"

import { signInThroughForm } from "./helpers/accounts"
import { isPhone } from "./helpers/site"

// One path per kind of response: static page, dynamic page, feed, route handler, redirect, 404.
const PATHS = ["/", "/sobre", "/convergindo", "/auth", "/rss", "/sitemap.xml", "/blog", "/nao-existe"]
// Served from Next's cache, the same bytes for everyone: their inline scripts are allowed by hash.
// A project's and a group's page are prerendered for visitors (members get them per request).
const PRERENDERED = [
  "/",
  "/sobre",
  "/convergindo",
  "/convergindo/bancos-comunitarios-e-moedas-sociais",
  "/projetos/financas-para-mei",
  "/comunidade/financas-para-mei",
  "/nao-existe",
  // A visitor's search (issue #42): the site search's and a list's cached twins.
  "/busca?q=moeda",
  "/diretorio?busca=doce",
]
// Rendered for each request (in full, or the dynamic rest of a prerendered shell): by nonce.
// A visitor's list filtered without a search term still is (a search has a cached twin, issue #42).
const PER_REQUEST = ["/auth", "/convergindo?categoria=economia-solidaria", "/diretorio?uf=MG"]

function scriptSources(policy: string | undefined) {
  const directives = (policy ?? "").split(";").map((directive) => directive.trim())
  const scriptSrc = directives.filter((directive) => directive.startsWith("script-src "))
  expect(scriptSrc, "exactly one script-src directive").toHaveLength(1)
  return scriptSrc[0]?.split(/\s+/).slice(1) ?? []
}

const isHash = (source: string) => /^'sha256-[A-Za-z0-9+/]{43}='$/.test(source)
const nonceOf = (sources: string[]) => sources.find((source) => source.startsWith("'nonce-"))

test.describe("security headers", () => {
  test.beforeEach(({}, testInfo) => {
    test.skip(isPhone(testInfo), "headers do not depend on the viewport")
  })

  for (const path of PATHS) {
    test(`${path} carries them`, async ({ request }) => {
      const response = await request.get(path, { maxRedirects: 0 })
      const headers = response.headers()
      expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'")
      expect(headers["content-security-policy"]).toContain("object-src 'none'")
      expect(headers["content-security-policy"]).toContain("base-uri 'self'")
      // Only the privacy-enhanced video players and Turnstile may be framed (issue #36).
      expect(headers["content-security-policy"]).toContain(
        "frame-src https://www.youtube-nocookie.com https://player.vimeo.com https://challenges.cloudflare.com"
      )
      // The service worker and the manifest from this origin only (issue #41).
      expect(headers["content-security-policy"]).toContain("worker-src 'self'")
      expect(headers["content-security-policy"]).toContain("manifest-src 'self'")
      // Scripts from this origin only, never eval, and inline ones only by nonce or hash.
      const scripts = scriptSources(headers["content-security-policy"])
      expect(scripts[0]).toBe("'self'")
      expect(scripts).not.toContain("'unsafe-inline'")
      expect(scripts).not.toContain("'unsafe-eval'")
      // Turnstile's origin only where the captcha is configured: not in this project (auth-captcha.spec.ts).
      expect(scripts).not.toContain("https://challenges.cloudflare.com")
      expect(headers["x-content-type-options"]).toBe("nosniff")
      expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin")
      expect(headers["x-frame-options"]).toBe("DENY")
      expect(headers["permissions-policy"]).toContain("camera=()")
      expect(headers["x-powered-by"]).toBeUndefined()
      // The e2e build is served over https (scripts/lib/e2e-tls.mjs), so browsers are told to stay
      // on it (an http site URL sends none: next.config.ts).
      expect(headers["strict-transport-security"]).toBe("max-age=63072000; includeSubDomains; preload")
    })
  }

  for (const path of PRERENDERED) {
    test(`${path} allows its own inline scripts by hash, with no nonce`, async ({ request }) => {
      const response = await request.get(path)
      expect(response.headers()["x-nextjs-cache"]).toBeDefined()
      const sources = scriptSources(response.headers()["content-security-policy"])
      expect(nonceOf(sources)).toBeUndefined()
      expect(sources.slice(1).length).toBeGreaterThan(0)
      expect(sources.slice(1).every(isHash)).toBe(true)
    })
  }

  for (const path of PER_REQUEST) {
    test(`${path} gets a fresh nonce per request, stamped on its scripts`, async ({ request }) => {
      // A nonce the client sends is not the one the page gets.
      const forged = "'nonce-AAAAAAAAAAAAAAAAAAAAAA=='"
      const first = await request.get(path, { headers: { "content-security-policy": `script-src ${forged}` } })
      const second = await request.get(path)
      const nonces = [first, second].map((response) =>
        nonceOf(scriptSources(response.headers()["content-security-policy"]))
      )
      expect(nonces[0]).toMatch(/^'nonce-[A-Za-z0-9+/]{22}=='$/)
      expect(nonces[0]).not.toBe(forged)
      expect(nonces[1]).not.toBe(nonces[0])
      const nonce = nonces[0]?.slice("'nonce-".length, -1)
      expect(await first.text()).toContain(`nonce="${nonce}"`)
    })
  }

  test("a 304 leaves the policy of the browser's copy in place", async ({ request }) => {
    const first = await request.get("/sobre")
    const etag = first.headers()["etag"]
    expect(etag).toBeTruthy()
    const revalidated = await request.get("/sobre", { headers: { "if-none-match": etag ?? "" } })
    expect(revalidated.status()).toBe(304)
    expect(revalidated.headers()["content-security-policy"]).toBeUndefined()
  })

  test("a page keeps working under its policy: hydrated, menus open, nothing blocked", async ({ page }) => {
    // The suite's fixture (helpers/test.ts) fails the test on any policy message in the console.
    await page.goto("/")
    await page.getByRole("button", { name: /tema/i }).first().click()
    await expect(page.getByRole("menu")).toBeVisible()
  })

  test("session cookies are HttpOnly and SameSite=Lax", async ({ page, context }) => {
    // Through the form: the flags checked are those of the sign-in's own Set-Cookie.
    await signInThroughForm(page, "member")
    const session = (await context.cookies()).filter((cookie) => /^sb-.+-auth-token(\.\d+)?$/.test(cookie.name))
    expect(session.length).toBeGreaterThan(0)
    for (const cookie of session) {
      expect(cookie.httpOnly).toBe(true)
      expect(cookie.sameSite).toBe("Lax")
      // Secure follows the site URL, https here as in production (lib/supabase/cookies.ts).
      expect(cookie.secure).toBe(true)
    }
    // The readable "signed in" hint (lib/viewer-state.ts) carries no token, only that a session exists.
    const hint = (await context.cookies()).find((cookie) => cookie.name === "ce-sessao")
    expect(hint).toMatchObject({ value: "1", httpOnly: false, sameSite: "Lax", path: "/" })
  })
})
