import { NextRequest, NextResponse } from "next/server"
import { decideCommunityRoute } from "@/lib/data/community-route"
import { readReferralWindowDays, referralCodeOfHome, withoutReferral } from "@/lib/data/referral-link"
import { isMissingManagedPage } from "@/lib/data/managed-route"
import { getRouteRights } from "@/lib/data/route-rights"
import {
  DIRECTORY_PATH,
  FILTERED_DIRECTORY_PATH,
  hasDirectoryParams,
  isMalformedListingPath,
} from "@/lib/directory-url"
import { FILTERED_PROJECTS_PATH, hasProjectParams, PROJECTS_PATH } from "@/lib/projects"
import { FLASH_COOKIE } from "@/lib/messages"
import { isRefusedPreviewPath } from "@/lib/preview-route"
import { addressOfSignedInVersion, signedInVersionOf } from "@/lib/signed-in-pages"
import { referralCookie } from "@/lib/referral"
import { decideRoute } from "@/lib/route-rules"
import { BLOG_PATH, FILTERED_LIST_PATH } from "@/lib/routes"
import { hasListParams } from "@/lib/search"
import { FILTERED_SHOP_PATH, hasShopParams, SHOP_PATH } from "@/lib/shop"
import { createReadOnlyProxyClient, updateSession } from "@/lib/supabase/proxy"

const ADMIN_PATH = /^\/admin(\/|$)/

/**
 * The signed-in user's rights, read only on admin routes. With Cache Components a page's status
 * is fixed once the static shell streams, so the admin redirects (one 307 each) and the 403 of
 * /admin/newsletter have to be decided here, before rendering starts. The cookies were just
 * refreshed into `request` by updateSession(), so this client only reads them.
 */
function readRights(request: NextRequest, userId: string) {
  return getRouteRights(createReadOnlyProxyClient(request), userId)
}

function withCookies(target: NextResponse, source: NextResponse) {
  for (const cookie of source.cookies.getAll()) target.cookies.set(cookie)
  return target
}

export async function proxy(request: NextRequest) {
  const { response, userId } = await updateSession(request)
  const { pathname, search } = request.nextUrl
  const profile = userId && ADMIN_PATH.test(pathname) ? await readRights(request, userId).catch(() => null) : null
  const decision = decideRoute({ pathname, search, viewer: userId ? { profile } : null })
  if (decision.action === "redirect") {
    const redirect = withCookies(NextResponse.redirect(new URL(decision.to, request.url)), response)
    // A cookie, not a query: the landing page stays static; FlashToast reads it once and deletes it.
    if (decision.notice) {
      redirect.cookies.set(FLASH_COOKIE, decision.notice, { path: "/", maxAge: 60, sameSite: "lax", httpOnly: false })
    }
    return redirect
  }
  if (decision.action === "forbidden") {
    // The page still renders (its own "Acesso Negado" view, by the same rule); Next copies this
    // status onto the response before rendering, so it goes out as a real 403.
    const denied = NextResponse.next({ request: { headers: request.headers }, status: 403 })
    return withCookies(denied, response)
  }
  // An ambassador's `/?ref=CODE` link: the same cookie as /convite/CODE, then the clean home page
  // (which stays static). A `ref` that cannot be a code is ignored.
  const referralCode = referralCodeOfHome(request.nextUrl)
  if (referralCode) {
    const days = await readReferralWindowDays(createReadOnlyProxyClient(new NextRequest(request.url)))
    const redirect = withCookies(NextResponse.redirect(withoutReferral(request.nextUrl), 303), response)
    redirect.cookies.set(referralCookie(referralCode, days, request.nextUrl.protocol === "https:"))
    return redirect
  }
  // A community group's pages: the 404s and the sign-in redirect that depend on who is asking.
  if (pathname.startsWith("/comunidade/")) {
    // Without a valid session the lookups run as a visitor: a forged or expired cookie's token would
    // only make them fail.
    const reader = createReadOnlyProxyClient(userId ? request : new NextRequest(request.url))
    const community = await decideCommunityRoute(reader, pathname, userId).catch(() => null)
    if (community?.action === "redirect") {
      return withCookies(NextResponse.redirect(new URL(community.to, request.url)), response)
    }
    if (community?.action === "not_found") {
      return withCookies(NextResponse.next({ request: { headers: request.headers }, status: 404 }), response)
    }
  }
  // The member version's internal path, named directly: read at the page's own address, whoever
  // asks. Posts go on to the page, whose actions check for themselves.
  const address = request.method === "GET" || request.method === "HEAD" ? addressOfSignedInVersion(pathname) : null
  if (address) return withCookies(NextResponse.redirect(new URL(`${address}${search}`, request.url), 308), response)
  // A project's or a group's page: prerendered for visitors, rendered per request for a signed-in
  // member at another path (lib/signed-in-pages.ts).
  const memberVersion = userId ? signedInVersionOf(pathname) : null
  if (memberVersion) {
    const target = new URL(`${memberVersion}${search}`, request.url)
    return withCookies(NextResponse.rewrite(target, { request: { headers: request.headers } }), response)
  }
  // A blog preview link that was changed or has expired: a real 404, decided before the page streams.
  if (isRefusedPreviewPath(pathname, process.env.PREVIEW_TOKEN_SECRET)) {
    return withCookies(NextResponse.next({ request: { headers: request.headers }, status: 404 }), response)
  }
  if (isMalformedListingPath(pathname)) {
    // The page still renders its not-found view; the status has to be set before it streams.
    const missing = NextResponse.next({ request: { headers: request.headers }, status: 404 })
    return withCookies(missing, response)
  }
  // The same for a project or product page that is not hers to manage (unknown ids included); the
  // actions posted to these pages check for themselves.
  const readsPage = request.method === "GET" || request.method === "HEAD"
  if (
    userId &&
    readsPage &&
    (await isMissingManagedPage(createReadOnlyProxyClient(request), pathname, userId).catch(() => false))
  ) {
    return withCookies(NextResponse.next({ request: { headers: request.headers }, status: 404 }), response)
  }
  if (pathname === BLOG_PATH && hasListParams(request.nextUrl.searchParams)) {
    const target = new URL(`${FILTERED_LIST_PATH}${search}`, request.url)
    return withCookies(NextResponse.rewrite(target, { request: { headers: request.headers } }), response)
  }
  // The same for the directory: /diretorio stays static, its filtered states render per request.
  if (pathname === DIRECTORY_PATH && hasDirectoryParams(request.nextUrl.searchParams)) {
    const target = new URL(`${FILTERED_DIRECTORY_PATH}${search}`, request.url)
    return withCookies(NextResponse.rewrite(target, { request: { headers: request.headers } }), response)
  }
  // And for projects and the shop window.
  if (pathname === PROJECTS_PATH && hasProjectParams(request.nextUrl.searchParams)) {
    const target = new URL(`${FILTERED_PROJECTS_PATH}${search}`, request.url)
    return withCookies(NextResponse.rewrite(target, { request: { headers: request.headers } }), response)
  }
  if (pathname === SHOP_PATH && hasShopParams(request.nextUrl.searchParams)) {
    const target = new URL(`${FILTERED_SHOP_PATH}${search}`, request.url)
    return withCookies(NextResponse.rewrite(target, { request: { headers: request.headers } }), response)
  }
  return response
}

export const config = {
  // Skip static assets and machine endpoints that never need a session.
  matcher: [
    "/((?!_next/static|_next/image|favicon.ico|images/|fonts/|rss|feed.xml|sitemap.xml|robots.txt|.*\\.(?:svg|png|jpg|jpeg|gif|webp|avif|ico|txt|xml)$).*)",
  ],
}
