import { type NextRequest, NextResponse } from "next/server"

import { getPublicSettings } from "@/lib/data/settings"
import { normalizeReferralCode, REFERRAL_COOKIE } from "@/lib/referral"

type Context = { params: Promise<{ code: string }> }

/**
 * An ambassador's link: remembers her code in a first-party, HttpOnly, Lax cookie for the referral
 * window, then goes home. An unusable code just goes home; the database ignores unknown ones.
 */
export async function GET(request: NextRequest, ctx: Context) {
  const code = normalizeReferralCode((await ctx.params).code)
  const response = NextResponse.redirect(new URL("/", request.url), 303)
  if (!code) return response
  const { referralWindowDays } = await getPublicSettings()
  response.cookies.set(REFERRAL_COOKIE, code, {
    path: "/",
    maxAge: referralWindowDays * 24 * 60 * 60,
    httpOnly: true,
    sameSite: "lax",
    secure: request.nextUrl.protocol === "https:",
  })
  return response
}
