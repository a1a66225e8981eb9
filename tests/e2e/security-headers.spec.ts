import { expect, test } from "@playwright/test"

import { signInThroughForm } from "./helpers/accounts"
import { isPhone } from "./helpers/site"

// One path per kind of response: static page, dynamic page, feed, route handler, redirect, 404.
const PATHS = ["/", "/sobre", "/convergindo", "/auth", "/rss", "/sitemap.xml", "/blog", "/nao-existe"]

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
      // Scripts from this origin only (Turnstile's too on the auth screens), never eval.
      const scripts = /script-src ([^;]+)/.exec(headers["content-security-policy"] ?? "")?.[1]?.split(" ")
      const expectedScripts = ["'self'", "'unsafe-inline'"]
      if (path.startsWith("/auth")) expectedScripts.push("https://challenges.cloudflare.com")
      expect(scripts).toEqual(expectedScripts)
      expect(headers["x-content-type-options"]).toBe("nosniff")
      expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin")
      expect(headers["x-frame-options"]).toBe("DENY")
      expect(headers["permissions-policy"]).toContain("camera=()")
      expect(headers["x-powered-by"]).toBeUndefined()
      // The e2e build is served over http, where HSTS must not be sent.
      expect(headers["strict-transport-security"]).toBeUndefined()
    })
  }

  test("session cookies are HttpOnly and SameSite=Lax", async ({ page, context }) => {
    // Through the form: the flags checked are those of the sign-in's own Set-Cookie.
    await signInThroughForm(page, "member")
    const session = (await context.cookies()).filter((cookie) => /^sb-.+-auth-token(\.\d+)?$/.test(cookie.name))
    expect(session.length).toBeGreaterThan(0)
    for (const cookie of session) {
      expect(cookie.httpOnly).toBe(true)
      expect(cookie.sameSite).toBe("Lax")
      // Secure follows the site URL: http here, https in production (lib/supabase/cookies.ts).
      expect(cookie.secure).toBe(false)
    }
    // The readable "signed in" hint (lib/viewer-state.ts) carries no token, only that a session exists.
    const hint = (await context.cookies()).find((cookie) => cookie.name === "ce-sessao")
    expect(hint).toMatchObject({ value: "1", httpOnly: false, sameSite: "Lax", path: "/" })
  })
})
