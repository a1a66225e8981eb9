import "server-only"
import type { ActionState, FormValues } from "@/lib/action-state"
import { authErrorMessage, authErrorOf, emailWaitMessage, type AuthErrorLike, type AuthFlow } from "@/lib/messages"
import { rateLimits, type RateLimitStore } from "@/lib/rate-limit/store"
import { serverEnv } from "@/lib/server-env"

/** The auth e-mails a visitor can ask for again: the account's confirmation and password recovery. */
export type AuthEmailKind = "signup" | "recovery"

/**
 * GoTrue sends one e-mail of each kind per address per minute (SMTP max frequency, 60 s by
 * default on hosted projects) and answers a second request with 429 and the seconds left, but
 * only for addresses that have an account: an unknown one gets 200 every time. So the app keeps
 * its own minute per address and kind, and answers from it before asking the auth server.
 * `AUTH_EMAIL_INTERVAL_SECONDS` (default 60) must equal the project's SMTP max frequency.
 */
export const AUTH_EMAIL_INTERVAL_SECONDS = 60

/**
 * When each address may ask again for each kind of e-mail, kept in the database
 * (lib/rate-limit/store.ts) so every server instance answers every address alike (issue #34).
 * When the database cannot answer, the request goes on to the auth server (logged): its own 429
 * still holds for addresses with an account, so an outage costs at worst the "same answer for
 * every address" for its duration, never password recovery itself.
 */
export interface AuthEmailLimiter {
  /** Whole seconds until `email` may ask for `kind` again; 0 when it may now. */
  secondsLeft(kind: AuthEmailKind, email: string): Promise<number>
  /** Remembers a request made now; `seconds` is the wait when the auth server named another. */
  remember(kind: AuthEmailKind, email: string, seconds?: number): Promise<void>
}

export function createAuthEmailLimiter(
  store: RateLimitStore,
  intervalSeconds = AUTH_EMAIL_INTERVAL_SECONDS
): AuthEmailLimiter {
  const key = (kind: AuthEmailKind, email: string) => `auth-email:${kind}|${email.trim().toLowerCase()}`
  return {
    async secondsLeft(kind, email) {
      try {
        const { over, retryAfter } = await store.check(key(kind, email), 1)
        return over ? Math.max(1, retryAfter) : 0
      } catch (error) {
        console.error("[rate-limit.auth-email] check failed; asking the auth server", error)
        return 0
      }
    },
    async remember(kind, email, seconds = intervalSeconds) {
      try {
        await store.hit([{ key: key(kind, email), max: 1 }], seconds)
      } catch (error) {
        console.error("[rate-limit.auth-email] request not remembered", error)
      }
    },
  }
}

export const authEmailLimiter = createAuthEmailLimiter(rateLimits, serverEnv.authEmailIntervalSeconds)

export type AuthEmailOutcome =
  { status: "sent" } | { status: "wait"; seconds: number } | { status: "failed"; error: AuthErrorLike }

type AuthCallError = { code?: string | undefined; status?: number | undefined; name?: string; message?: string }

/**
 * Asks the auth server (`send`) for an e-mail unless this address asked for one of this kind in the
 * last minute, and tells a wait the same way whether or not the address has an account: from the
 * app's shared count, or from the auth server's 429 (whose seconds are then remembered). A sent request
 * (which for an unknown address sends nothing) starts the address's minute; other failures do not.
 */
export async function requestAuthEmail(
  limiter: AuthEmailLimiter,
  kind: AuthEmailKind,
  email: string,
  send: () => Promise<{ error: AuthCallError | null }>
): Promise<AuthEmailOutcome> {
  const left = await limiter.secondsLeft(kind, email)
  if (left > 0) return { status: "wait", seconds: left }
  const { error } = await send()
  if (!error) {
    await limiter.remember(kind, email)
    return { status: "sent" }
  }
  const described = authErrorOf(error)
  if (described.code === "over_email_send_rate_limit" && described.waitSeconds) {
    await limiter.remember(kind, email, described.waitSeconds)
    return { status: "wait", seconds: described.waitSeconds }
  }
  return { status: "failed", error: described }
}

/**
 * What the form shows: the flow's success text once sent (no values, so the field is cleared), the
 * seconds to wait (the same text for every address), or the flow's message for the failure. The
 * wait is a notice, not an error: an e-mail did go out a moment ago, and the address stays typed.
 */
export function authEmailAnswer(
  outcome: AuthEmailOutcome,
  flow: AuthFlow,
  sentMessage: string,
  values: FormValues
): ActionState {
  if (outcome.status === "sent") return { status: "success", message: sentMessage }
  if (outcome.status === "wait")
    return { status: "success", code: "email_wait", message: emailWaitMessage(outcome.seconds), values }
  const { error } = outcome
  return {
    status: "error",
    message: authErrorMessage(flow, error),
    values,
    ...(error.code ? { code: error.code } : {}),
  }
}
