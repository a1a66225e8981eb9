import { type APIRequestContext, request as playwrightRequest } from "@playwright/test"
import { API_HOST } from "../../../scripts/lib/e2e-hosts.mjs"

import { ACCOUNTS, type Role, ROLES, sessionFile } from "./accounts"

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
          // The session cookie of the backend URL the build carries (lib/supabase/cookies.ts).
          name: `sb-${API_HOST.split(".")[0]}-auth-token`,
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

/** One request context per viewer: no cookies for the visitor, each role's saved session otherwise. */
export async function viewerContexts(baseURL: string) {
  const contexts = new Map<Viewer, APIRequestContext>()
  contexts.set("visitor", await playwrightRequest.newContext({ baseURL }))
  for (const role of ROLES) {
    contexts.set(role, await playwrightRequest.newContext({ baseURL, storageState: sessionFile(role) }))
  }
  return contexts
}
