import {
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  expect,
  request as playwrightRequest,
} from "@playwright/test"

import { ACCOUNTS, DEMO_PASSWORD, type Role } from "./accounts"

export type Viewer = "visitor" | Role

/**
 * A session cookie in the right shape whose access token claims to be the admin but is signed
 * with another key, and whose refresh token was never issued: it must count as no session.
 */
export function forgedSessionCookie() {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url")
  const now = Math.floor(Date.now() / 1000)
  const accessToken = [
    encode({ alg: "HS256", typ: "JWT" }),
    encode({
      sub: "00000000-0000-4000-a000-000000000001",
      role: "authenticated",
      aud: "authenticated",
      exp: now + 3600,
    }),
    "c2lnbmVkLXdpdGgtYW5vdGhlci1rZXk",
  ].join(".")
  const session = {
    access_token: accessToken,
    token_type: "bearer",
    expires_in: 3600,
    expires_at: now + 3600,
    refresh_token: "forgedrefresh",
    user: { id: "00000000-0000-4000-a000-000000000001", email: ACCOUNTS.admin },
  }
  return `base64-${Buffer.from(JSON.stringify(session)).toString("base64url")}`
}

/** A request context carrying only the forged session cookie. */
export function forgedContext(baseURL: string) {
  return playwrightRequest.newContext({
    baseURL,
    storageState: {
      cookies: [
        {
          // The session cookie of the local backend URL (lib/supabase/cookies.ts).
          name: "sb-127-auth-token",
          value: forgedSessionCookie(),
          domain: new URL(baseURL).hostname,
          path: "/",
          expires: -1,
          httpOnly: true,
          secure: false,
          sameSite: "Lax",
        },
      ],
      origins: [],
    },
  })
}

/** Each role signed in once through the real /auth form; its saved state (cookies) for reuse. */
export async function signedInStates(browser: Browser, baseURL: string) {
  const states = new Map<Role, Awaited<ReturnType<BrowserContext["storageState"]>>>()
  for (const role of Object.keys(ACCOUNTS) as Role[]) {
    const page = await browser.newPage({ baseURL })
    await page.goto("/auth")
    const form = page.getByRole("form", { name: "Entrar" })
    await form.getByLabel("Email").fill(ACCOUNTS[role])
    await form.getByLabel("Senha", { exact: true }).fill(DEMO_PASSWORD)
    await form.getByRole("button", { name: "Entrar" }).click()
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 })
    states.set(role, await page.context().storageState())
    await page.close()
  }
  return states
}

/** One request context per viewer: none for the visitor, each role's saved state otherwise. */
export async function viewerContexts(browser: Browser, baseURL: string) {
  const contexts = new Map<Viewer, APIRequestContext>()
  contexts.set("visitor", await playwrightRequest.newContext({ baseURL }))
  for (const [role, storageState] of await signedInStates(browser, baseURL)) {
    contexts.set(role, await playwrightRequest.newContext({ baseURL, storageState }))
  }
  return contexts
}
