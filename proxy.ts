import { type NextRequest, NextResponse } from "next/server"
import { decideRequest, routeTarget } from "@/lib/routing/decide"
import { updateSession } from "@/lib/supabase/proxy"

/**
 * Refreshes the session cookie, then carries out what lib/routing decided for the request: the
 * route table (lib/routing/table.ts) says which route renders an address, lib/routing/decide.ts
 * which answer a request gets. Every answer carries the refreshed cookies. Only those two modules
 * may be imported here (eslint.config.mjs), so the proxy stays a dispatcher.
 */
export async function proxy(request: NextRequest) {
  const { response, userId } = await updateSession(request)
  const answer = await decideRequest(request, userId)
  const forward = { request: { headers: request.headers } }
  let result: NextResponse
  switch (answer.action) {
    case "next":
      // Next copies this status onto the response before rendering, so it goes out as a real 403/404.
      if (!answer.status) return response
      result = NextResponse.next({ ...forward, status: answer.status })
      break
    case "rewrite":
      result = NextResponse.rewrite(routeTarget(answer.to, request), forward)
      break
    case "redirect":
      result = NextResponse.redirect(routeTarget(answer.to, request), answer.status)
      for (const cookie of answer.cookies ?? []) result.cookies.set(cookie)
      break
  }
  for (const cookie of response.cookies.getAll()) result.cookies.set(cookie)
  return result
}

export const config = {
  // Skip static assets and machine endpoints that never need a session. Also the CSV upload of
  // /admin/importar (issue #43): Next clones a request body for the proxy, holding up to 10 MB in
  // memory (cut beyond), which would defeat streaming it; that route checks the admin itself.
  matcher: [
    "/((?!_next/static|_next/image|favicon.ico|images/|fonts/|rss|feed.xml|sitemap.xml|robots.txt|sw.js|manifest.webmanifest|admin/importar/arquivo$|.*\\.(?:svg|png|jpg|jpeg|gif|webp|avif|ico|txt|xml)$).*)",
  ],
}
