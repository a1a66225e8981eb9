import type { LocalConfig } from "../config.ts"
import { badRequest } from "./errors.ts"
import type { Json } from "./request.ts"

interface SiteverifyAnswer {
  success?: boolean
  "error-codes"?: string[]
}

/** Turnstile check GoTrue does when captcha protection is on; a no-op without a secret. */
export async function verifyCaptcha(config: LocalConfig, body: Json, ip: string) {
  const secret = config.auth.turnstileSecret
  if (!secret) return
  const security = body.gotrue_meta_security
  const token =
    typeof security === "object" && security !== null ? (security as Record<string, unknown>).captcha_token : undefined
  if (typeof token !== "string" || token === "") {
    throw badRequest("captcha_failed", "captcha protection: request disallowed (no captcha_token found)")
  }
  let answer: SiteverifyAnswer
  try {
    const response = await fetch(config.auth.turnstileVerifyUrl, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ secret, response: token, remoteip: ip }),
      signal: AbortSignal.timeout(10_000),
    })
    answer = (await response.json()) as SiteverifyAnswer
  } catch {
    throw badRequest("captcha_failed", "captcha protection: request disallowed (siteverify unreachable)")
  }
  if (answer.success !== true) {
    const codes = Array.isArray(answer["error-codes"]) ? answer["error-codes"].join(", ") : "unknown"
    throw badRequest("captcha_failed", `captcha protection: request disallowed (${codes || "unknown"})`)
  }
}
