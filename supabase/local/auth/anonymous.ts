import { unprocessable } from "./errors.ts"
import type { Json } from "./request.ts"

/**
 * A /signup without e-mail and phone is an anonymous sign-in (auth-js `signInAnonymously`).
 * Anonymous users are off here, as in a new hosted project, so it fails as GoTrue does when
 * GOTRUE_EXTERNAL_ANONYMOUS_USERS_ENABLED is false (supabase/auth internal/api/api.go, the /signup
 * route: after the captcha check, before the sign-up rate limit).
 */
export function refuseAnonymousSignup(body: Json) {
  const blank = (value: unknown) => value === undefined || value === null || value === ""
  if (blank(body.email) && blank(body.phone))
    throw unprocessable("anonymous_provider_disabled", "Anonymous sign-ins are disabled")
}
