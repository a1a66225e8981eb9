import { createRequire } from "node:module"

import { type APIRequestContext, type Page, request as playwrightRequest } from "@playwright/test"
import { E2E_SITE_URL, E2E_SUPABASE_URL } from "../../scripts/lib/e2e-hosts.mjs"
import { expect, test } from "./helpers/test"

import { ACCOUNTS, DEMO_PASSWORD } from "./helpers/accounts"
import { actionId, callAction, formData } from "./helpers/server-actions"
import { isPhone } from "./helpers/site"

/**
 * Issue #18: every redirect target that comes from input (`from` on sign-in, `next` on the e-mail
 * confirmation) must stay on this site. A URL parser collapses dot segments, so "/.//evil.example/x"
 * became "//evil.example/x", which a browser follows to another host with a fresh session cookie.
 */

const BACKEND_URL = E2E_SUPABASE_URL
const OFF_SITE = "evil.example"
// Each one came back as "//evil.example/…" from the old check.
const DOT_SEGMENT_PAYLOADS = ["/.//evil.example/x", "/a/..//evil.example", "/%2e//evil.example"]
const PAYLOADS = [
  ...DOT_SEGMENT_PAYLOADS,
  "/..//evil.example",
  "//evil.example",
  "/\\evil.example",
  "/\t/evil.example",
  "/%2f%2fevil.example",
  "/%5c%5cevil.example",
  "/%252f%252fevil.example",
  "https://evil.example/",
  "javascript:alert(1)",
]
const SAME_ON_PHONES = "the redirect does not depend on the viewport"
const ON_SITE_DASHBOARD = `${E2E_SITE_URL}/dashboard`

type EncodeReply = (value: unknown[]) => Promise<string | FormData>
// React's encoder for action arguments, as helpers/server-actions.ts uses it: the browser's bytes.
const { encodeReply } = createRequire(import.meta.url)("next/dist/compiled/react-server-dom-webpack/client.edge") as {
  encodeReply: EncodeReply
}

/** Every host the page asked for, so a visit to the attacker's host fails the test even if it errors. */
function watchHosts(page: Page) {
  const hosts = new Set<string>()
  page.on("request", (request) => {
    const { hostname } = new URL(request.url())
    if (hostname) hosts.add(hostname)
  })
  return hosts
}

async function submitSignIn(page: Page) {
  const form = page.getByRole("form", { name: "Entrar" })
  await form.getByLabel("Email").fill(ACCOUNTS.member)
  await form.getByLabel("Senha", { exact: true }).fill(DEMO_PASSWORD)
  await form.getByRole("button", { name: "Entrar" }).click()
}

/** The raw redirect header of a sign-in call (callAction resolves it against a base, hiding "//host"). */
async function signInRedirect(context: APIRequestContext, origin: string, from: string) {
  const id = actionId("app/(auth)/auth/actions.ts", "signIn")
  const body = await encodeReply([
    { status: "idle" },
    formData({ email: ACCOUNTS.member, password: DEMO_PASSWORD, from, captchaToken: "" }),
  ])
  const headers = { "Next-Action": id, Accept: "text/x-component", Origin: origin }
  const response =
    typeof body === "string"
      ? await context.post("/auth", { headers, data: body, maxRedirects: 0 })
      : await context.post("/auth", { headers, multipart: body, maxRedirects: 0 })
  return { status: response.status(), target: response.headers()["x-action-redirect"] ?? null }
}

test.describe("redirect targets from input stay on the site", () => {
  test("signing in through /auth?from=<dot-segment trick> lands on the dashboard", async ({ page }, testInfo) => {
    test.skip(isPhone(testInfo), SAME_ON_PHONES)
    const hosts = watchHosts(page)
    for (const from of DOT_SEGMENT_PAYLOADS) {
      await page.context().clearCookies()
      await page.goto(`/auth?from=${encodeURIComponent(from)}`)
      await submitSignIn(page)
      await expect(page, from).toHaveURL(ON_SITE_DASHBOARD, { timeout: 15_000 })
    }
    expect([...hosts]).not.toContain(OFF_SITE)
  })

  test("a form sent before JavaScript runs is redirected on the site too", async ({ browser }, testInfo) => {
    test.skip(isPhone(testInfo), SAME_ON_PHONES)
    const context = await browser.newContext({
      baseURL: testInfo.project.use.baseURL,
      javaScriptEnabled: false,
    })
    const page = await context.newPage()
    const hosts = watchHosts(page)
    try {
      // The page drops an unsafe `from` itself; the action must hold even when the posted field is forged.
      const marker = "/convergindo?origem=sem-js"
      await page.route("**/auth*", async (route) => {
        const body = route.request().postData()
        if (route.request().method() !== "POST" || body === null) return route.continue()
        return route.continue({ postData: body.replace(marker, "/.//evil.example/x") })
      })
      await page.goto(`/auth?from=${encodeURIComponent(marker)}`)
      await submitSignIn(page)
      await expect(page).toHaveURL(ON_SITE_DASHBOARD, { timeout: 15_000 })
      expect([...hosts]).not.toContain(OFF_SITE)
    } finally {
      await context.close()
    }
  })

  test("the sign-in action answers every hostile `from` with /dashboard", async ({}, testInfo) => {
    test.skip(isPhone(testInfo), SAME_ON_PHONES)
    const baseURL = testInfo.project.use.baseURL ?? E2E_SITE_URL
    const origin = new URL(baseURL).origin
    for (const from of PAYLOADS) {
      const context = await playwrightRequest.newContext({ baseURL })
      try {
        const answer = await signInRedirect(context, origin, from)
        expect(answer.status, JSON.stringify(from)).toBeLessThan(400)
        expect(answer.target?.split(";")[0], JSON.stringify(from)).toBe("/dashboard")
      } finally {
        await context.dispose()
      }
    }
  })

  test("the e-mail confirmation route ignores a hostile `next`", async ({}, testInfo) => {
    test.skip(isPhone(testInfo), SAME_ON_PHONES)
    const baseURL = testInfo.project.use.baseURL ?? E2E_SITE_URL
    const origin = new URL(baseURL).origin
    const context = await playwrightRequest.newContext({ baseURL })
    try {
      for (const next of ["/.//evil.example/x", "/a/..//evil.example"]) {
        const email = `e2e-redirect-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`
        const signUp = await callAction(
          context,
          origin,
          actionId("app/(auth)/auth/actions.ts", "signUp"),
          [
            { status: "idle" },
            formData({
              fullName: "Conta Redirecionamento",
              email,
              phone: "",
              password: "senha-segura-1",
              confirmPassword: "senha-segura-1",
              captchaToken: "",
            }),
          ],
          "/auth"
        )
        expect(signUp.status).toBeLessThan(400)
        const mail = await fetch(`${BACKEND_URL}/_outbox/latest?email=${encodeURIComponent(email)}`)
        const { token_hash: tokenHash } = (await mail.json()) as { token_hash: string }
        expect(tokenHash).toBeTruthy()

        const query = new URLSearchParams({ token_hash: tokenHash, type: "email", next })
        const answer = await context.get(`/auth/confirm?${query}`, { maxRedirects: 0 })
        expect(answer.status(), next).toBeGreaterThanOrEqual(300)
        expect(answer.status(), next).toBeLessThan(400)
        // Confirmed and signed in (no error page), and sent to the default, not off-site.
        expect(answer.headers()["location"], next).toBe("/dashboard")
      }
    } finally {
      await context.dispose()
    }
  })
})
