import type { NextRequest } from "next/server"
import { cookies } from "next/headers"
import { redirect } from "next/navigation"
import type { EmailOtpType } from "@supabase/supabase-js"
import { FLASH_COOKIE, type FlashKey, type LinkErrorKey } from "@/lib/messages"
import { postAuthPath } from "@/lib/route-rules"
import { createClient } from "@/lib/supabase/server"

const OTP_TYPES = new Set<EmailOtpType>(["signup", "invite", "magiclink", "recovery", "email_change", "email"])
const RESET_PATH = "/auth/reset-password"
/** The first of the two e-mail change links was accepted; the other address's link is still due. */
const EMAIL_CHANGE_PENDING_PATH = "/auth/email-pendente"

/**
 * Landing for e-mail links. Hosted Supabase's default template goes through /auth/v1/verify and
 * arrives here with `?code=` (PKCE, @supabase/ssr's flow; the verifier cookie was set when the
 * form was sent); the SSR template links here directly with `token_hash` and `type`. Either way
 * the session cookie is written here, then the visitor continues to a safe `next` path.
 */
export async function GET(request: NextRequest): Promise<never> {
  const params = request.nextUrl.searchParams
  const next = postAuthPath(params.get("next"))
  const type = params.get("type")
  const recovery = type === "recovery" || next.split("?", 1)[0] === RESET_PATH

  const fail = (reason: LinkErrorKey) => {
    // A failed recovery link shows its own message on the reset page; anything else on /auth.
    const target = recovery ? `${RESET_PATH}?erro=${reason}` : `/auth?erro=${reason}`
    return redirect(target)
  }
  const reason: LinkErrorKey = recovery ? "recuperacao" : "confirmacao"

  // The auth server reports a used, expired or tampered link in the query (PKCE) before we try anything.
  if (params.has("error") || params.has("error_code")) return fail(reason)
  // GoTrue's /verify answers the first of two e-mail change links (secure e-mail change) with a
  // redirect carrying only `message` (supabase/auth internal/api/verify.go prepRedirectURL).
  if (!params.has("code") && !params.has("token_hash") && params.has("message")) redirect(EMAIL_CHANGE_PENDING_PATH)

  const supabase = await createClient()
  const tokenHash = params.get("token_hash")
  const code = params.get("code")
  let error: { code?: string; status?: number } | null = null
  if (tokenHash && type && OTP_TYPES.has(type as EmailOtpType) && tokenHash.length <= 512) {
    const verified = await supabase.auth.verifyOtp({ token_hash: tokenHash, type: type as EmailOtpType })
    error = verified.error
    // Secure e-mail change: the first of the two links answers without a session (GoTrue's
    // "Confirmation link accepted. Please proceed to confirm link sent to the other email").
    if (!error && type === "email_change" && !verified.data.session) redirect(EMAIL_CHANGE_PENDING_PATH)
  } else if (code && code.length <= 512) {
    ;({ error } = await supabase.auth.exchangeCodeForSession(code))
  } else {
    return fail(reason)
  }
  if (error) {
    console.error("[auth.confirm]", error.code, error.status)
    return fail(reason)
  }
  if (type === "email_change") {
    // Both links opened: the address changed, and she is signed in with it.
    const flash: FlashKey = "email-alterado"
    ;(await cookies()).set(FLASH_COOKIE, flash, { path: "/", maxAge: 60, sameSite: "lax", httpOnly: false })
  }
  // next/navigation's redirect keeps the cookies the client just set (a new NextResponse might not).
  redirect(next)
}
