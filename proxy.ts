import { type NextRequest, NextResponse } from "next/server"
import { decideRoute } from "@/lib/route-rules"
import { updateSession } from "@/lib/supabase/proxy"

export async function proxy(request: NextRequest) {
  const { response, userId } = await updateSession(request)
  const { pathname, search } = request.nextUrl
  // Optimistic: only the session is known here; the layouts repeat the rule with the profile.
  const decision = decideRoute({ pathname, search, viewer: userId ? { profile: null } : null })
  if (decision.action === "redirect") {
    const redirect = NextResponse.redirect(new URL(decision.to, request.url))
    for (const cookie of response.cookies.getAll()) redirect.cookies.set(cookie)
    return redirect
  }
  return response
}

export const config = {
  // Skip static assets and machine endpoints that never need a session.
  matcher: [
    "/((?!_next/static|_next/image|favicon.ico|images/|fonts/|rss|feed.xml|sitemap.xml|robots.txt|.*\\.(?:svg|png|jpg|jpeg|gif|webp|avif|ico|txt|xml)$).*)",
  ],
}
