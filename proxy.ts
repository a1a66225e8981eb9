import { type NextRequest, NextResponse } from "next/server"
import { updateSession } from "@/lib/supabase/proxy"

const PROTECTED = [/^\/dashboard(\/|$)/, /^\/admin(\/|$)/]

export async function proxy(request: NextRequest) {
  const { response, userId } = await updateSession(request)
  const { pathname, search } = request.nextUrl
  if (!userId && PROTECTED.some((pattern) => pattern.test(pathname))) {
    // Optimistic: saves a render. The pages check again on the server with the profile.
    const target = request.nextUrl.clone()
    target.pathname = "/auth"
    target.search = `?from=${encodeURIComponent(`${pathname}${search}`)}`
    const redirect = NextResponse.redirect(target)
    for (const cookie of response.cookies.getAll()) redirect.cookies.set(cookie)
    return redirect
  }
  return response
}

export const config = {
  // Skip static assets and machine endpoints that never need a session.
  matcher: ["/((?!_next/static|_next/image|favicon.ico|images/|fonts/|rss|feed.xml|sitemap.xml|robots.txt|.*\\.(?:svg|png|jpg|jpeg|gif|webp|avif|ico|txt|xml)$).*)"],
}
