import type { RouteHandler } from "../context.ts"
import { sendJson } from "../http.ts"
import { getUser, logout, updateUser } from "./account.ts"
import { admin, invite } from "./admin.ts"
import { authClientIp } from "./client-address.ts"
import { AuthError, sendAuthError } from "./errors.ts"
import { otp } from "./otp.ts"
import { recover, resend } from "./recover.ts"
import { externalUrl } from "./request.ts"
import { signup } from "./signup.ts"
import { token } from "./token.ts"
import type { AuthRequest } from "./types.ts"
import { verifyLink, verifyOtp } from "./verify.ts"

export { handleOutbox } from "./outbox.ts"

type Handler = (h: AuthRequest) => Promise<void>

const ROUTES: Record<string, Partial<Record<string, Handler>>> = {
  "/signup": { POST: signup },
  "/token": { POST: token },
  "/user": { GET: getUser, PUT: updateUser },
  "/logout": { POST: logout },
  "/recover": { POST: recover },
  "/resend": { POST: resend },
  "/otp": { POST: otp },
  "/verify": { GET: verifyLink, POST: verifyOtp },
  "/invite": { POST: invite },
}

function settings(h: AuthRequest) {
  const { auth } = h.ctx.config
  sendJson(h.res, 200, {
    external: { email: true, phone: false, anonymous_users: false },
    disable_signup: false,
    mailer_autoconfirm: auth.autoconfirm,
    phone_autoconfirm: false,
    sms_provider: "",
    saml_enabled: false,
  })
}

/** The GoTrue subset behind /auth/v1; every failure leaves as a GoTrue-shaped JSON error. */
export const handleAuth: RouteHandler = async (req, res, url, path, ctx) => {
  const issuer = `${externalUrl(req, ctx)}/auth/v1`
  const ip = authClientIp(req, ctx.config)
  const h: AuthRequest = {
    req,
    res,
    url,
    ctx,
    ip,
    externalUrl: externalUrl(req, ctx),
    meta: { issuer, ip, userAgent: req.headers["user-agent"] },
  }
  const method = req.method ?? "GET"
  try {
    if (path === "/health")
      return sendJson(res, 200, { version: "local", name: "GoTrue", description: "Local GoTrue subset on PGlite" })
    if (path === "/settings") return settings(h)
    if (path === "/.well-known/jwks.json") return sendJson(res, 200, { keys: [] })
    if (path.startsWith("/admin/")) return await admin(h, path)
    const route = ROUTES[path]
    if (!route) throw new AuthError(404, "not_found", "Not found")
    const handler = route[method]
    if (!handler) throw new AuthError(405, "method_not_allowed", "Method not allowed")
    await handler(h)
  } catch (error) {
    if (error instanceof AuthError) {
      // The unread rest of an oversized body would poison a kept-alive connection.
      if (error.status === 413) res.setHeader("Connection", "close")
      if (!res.headersSent) sendAuthError(res, error, req.headers["x-supabase-api-version"])
      else res.end()
      return
    }
    // Never the stack to the client; a 500 keeps auth-js's "retryable" semantics for real failures.
    console.error(
      `[local-supabase] auth: unexpected error on ${method} ${path}: ${error instanceof Error ? error.message : String(error)}`
    )
    if (!res.headersSent)
      sendAuthError(
        res,
        new AuthError(500, "unexpected_failure", "Unexpected failure, please check server logs for more information"),
        req.headers["x-supabase-api-version"]
      )
    else res.end()
  }
}
