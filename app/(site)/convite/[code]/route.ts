import { type NextRequest, NextResponse } from "next/server"

import { getPublicSettings } from "@/lib/data/settings"
import { normalizeReferralCode, referralCookie } from "@/lib/referral"

type Context = { params: Promise<{ code: string }> }

const notAnInvitation = () =>
  new Response("Página Não Encontrada: este endereço não é um convite válido.", {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  })

/**
 * An ambassador's link: remembers her code in a first-party, HttpOnly, Lax cookie for the referral
 * window, then goes home. Something that cannot be a code is a 404; a well-formed but unknown
 * code still goes home (the database ignores it at sign-up, and nothing tells codes apart here).
 */
export async function GET(request: NextRequest, ctx: Context) {
  let code: string | null
  try {
    code = normalizeReferralCode((await ctx.params).code)
  } catch {
    code = null
  }
  if (!code) return notAnInvitation()
  const { referralWindowDays } = await getPublicSettings()
  // Relative: behind server.mjs, request.url names the address Next listens on (localhost), not the
  // host the visitor typed, and the cookie must land on her host.
  const response = new NextResponse(null, { status: 303, headers: { Location: "/" } })
  response.cookies.set(referralCookie(code, referralWindowDays, request.nextUrl.protocol === "https:"))
  return response
}
