// No "server-only" marker: proxy bundles have rejected it (vercel/next.js#75904). Only proxy.ts imports this.
import { NextRequest } from "next/server"

import { isMalformedListingPath } from "@/lib/directory-url"
import { FLASH_COOKIE } from "@/lib/messages"
import { referralCookie } from "@/lib/referral"
import { decideRoute } from "@/lib/route-rules"
import { requestClientAddress } from "@/lib/security/client-address.mjs"
import { createReadOnlyProxyClient, createServiceProxyClient, proxyServiceRoleKey } from "@/lib/supabase/proxy"
import { certificateRouteChecks, decideCertificateRoute } from "@/lib/routing/certificate-route"
import { decideCommunityRoute } from "@/lib/routing/community-route"
import { isMissingConversation } from "@/lib/routing/conversation-route"
import { isMissingManagedPage } from "@/lib/routing/managed-route"
import { isMissingMemberProfile, visitorMentoringRequest } from "@/lib/routing/member-route"
import { isMissingOrderPage } from "@/lib/routing/order-route"
import { isRefusedPreviewPath } from "@/lib/routing/preview-route"
import { readReferralWindowDays, referralCodeOfHome, withoutReferral } from "@/lib/routing/referral-link"
import { getRouteRights } from "@/lib/routing/route-rights"
import {
  addressOfMemberTwin,
  addressOfVisitorTwin,
  listAddressWithoutEmptyParams,
  twinRouteFor,
} from "@/lib/routing/table"

/** A cookie the answer sets, in NextResponse's cookie shape. */
export interface RouteCookie {
  name: string
  value: string
  path?: string
  maxAge?: number
  httpOnly?: boolean
  sameSite?: "lax" | "strict" | "none"
  secure?: boolean
}

/**
 * What the proxy answers. `to` is always a path of this site ("/…"), resolved against the request's
 * own URL by routeTarget(), never an address a request could choose.
 * - next: the route of the address renders it; `status` is set before it streams (with Cache
 *   Components a page's status is fixed once its shell streams, so 403s and 404s that depend on
 *   who asks are decided here, and the page renders its own view by the same rule);
 * - rewrite: a twin route renders it (lib/routing/table.ts), the address stays;
 * - redirect: another address, with cookies to set.
 */
export type RouteAnswer =
  | { action: "next"; status?: 403 | 404 | 429 }
  | { action: "rewrite"; to: string }
  | { action: "redirect"; to: string; status: 303 | 307 | 308; cookies?: RouteCookie[] }

const NEXT: RouteAnswer = { action: "next" }
const NOT_FOUND: RouteAnswer = { action: "next", status: 404 }
const ADMIN_PATH = /^\/admin(\/|$)/

const reads = (method: string) => method === "GET" || method === "HEAD"

/**
 * The answer for a request whose session updateSession() has just refreshed (its cookies are in
 * `request`). Each step reads the database only for the paths it owns, under the request's own
 * session or as a visitor, and any failed read leaves the decision to the page, which checks again.
 */
export async function decideRequest(request: NextRequest, userId: string | null): Promise<RouteAnswer> {
  const { pathname, search, searchParams } = request.nextUrl
  // Without a valid session lookups run as a visitor: a forged or expired cookie's token would
  // only make them fail. With one, the client only reads the refreshed cookies.
  const reader = () => createReadOnlyProxyClient(userId ? request : new NextRequest(request.url))

  // Protected areas. The rights are read only on admin routes: the admin redirects and the 403 of
  // /admin/newsletter have to be decided before rendering starts.
  const profile = userId && ADMIN_PATH.test(pathname) ? await getRouteRights(reader(), userId).catch(() => null) : null
  const guard = decideRoute({ pathname, search, viewer: userId ? { profile } : null })
  if (guard.action === "forbidden") return { action: "next", status: 403 }
  if (guard.action === "redirect") {
    // A cookie, not a query: the landing page stays static; FlashToast reads it once and deletes it.
    const cookies: RouteCookie[] = guard.notice
      ? [{ name: FLASH_COOKIE, value: guard.notice, path: "/", maxAge: 60, sameSite: "lax", httpOnly: false }]
      : []
    return { action: "redirect", to: guard.to, status: 307, cookies }
  }

  // An ambassador's `/?ref=CODE` link: the same cookie as /convite/CODE, then the clean home page
  // (which stays static). A `ref` that cannot be a code is ignored.
  const referralCode = referralCodeOfHome(request.nextUrl)
  if (referralCode) {
    const days = await readReferralWindowDays(createReadOnlyProxyClient(new NextRequest(request.url)))
    const clean = withoutReferral(request.nextUrl)
    const cookie = referralCookie(referralCode, days, request.nextUrl.protocol === "https:")
    return { action: "redirect", to: `${clean.pathname}${clean.search}`, status: 303, cookies: [cookie] }
  }

  // A member twin's internal path, named directly: read at the page's own address, whoever asks.
  // Posts go on to the twin, whose actions check for themselves. Before the community step, since
  // /comunidade/-membro/… is no group.
  const address = reads(request.method) ? addressOfMemberTwin(pathname) : null
  if (address) return { action: "redirect", to: `${address}${search}`, status: 308 }
  // The visitors' cached search (issue #42), named directly: its address carries the query itself.
  const searchAddress = reads(request.method) ? addressOfVisitorTwin(pathname) : null
  if (searchAddress) return { action: "redirect", to: searchAddress, status: 308 }

  // A community group's pages: the 404s and the sign-in redirect that depend on who is asking.
  if (pathname.startsWith("/comunidade/")) {
    const community = await decideCommunityRoute(reader(), pathname, userId).catch(() => null)
    if (community?.action === "redirect") return { action: "redirect", to: community.to, status: 307 }
    if (community?.action === "not_found") return NOT_FOUND
  }

  // The public certificate page (issue #36): an unknown code is a 404, an address over its
  // lookups a 429. Needs the service role (both functions are the server's alone); without its key
  // the page decides alone.
  const serviceKey = reads(request.method) && pathname.startsWith("/certificados/") ? proxyServiceRoleKey() : null
  if (serviceKey) {
    const checks = certificateRouteChecks(() => createServiceProxyClient(serviceKey), serviceKey)
    const status = await decideCertificateRoute(pathname, requestClientAddress(request.headers), checks).catch(
      (error: unknown) => {
        console.error("[routing.certificate]", error)
        return null
      }
    )
    if (status) return { action: "next", status }
  }

  // A blog preview link that was changed or has expired. The secret is read here: lib/server-env.ts
  // is server-only, which proxy bundles reject.
  if (isRefusedPreviewPath(pathname, process.env.PREVIEW_TOKEN_SECRET)) return NOT_FOUND
  // The member area streams behind its layout: a listing id that cannot be one, or a project or
  // product page that is not hers to manage, is answered 404 up front. Actions check for themselves.
  if (isMalformedListingPath(pathname)) return NOT_FOUND
  if (userId && reads(request.method) && pathname.startsWith("/dashboard/")) {
    const missing = await isMissingManagedPage(reader(), pathname, userId).catch(() => false)
    if (missing) return NOT_FOUND
  }

  // A member profile a signed-in member may not see (hidden and not hers, unknown, blocked): her
  // twin renders per request, so its 404 is decided here (issue #37).
  const mentoring = reads(request.method) ? visitorMentoringRequest(pathname, userId) : null
  if (mentoring?.action === "redirect") return { action: "redirect", to: mentoring.to, status: 307 }
  if (mentoring?.action === "not_found") return NOT_FOUND
  if (userId && reads(request.method) && pathname.startsWith("/associadas/")) {
    const missing = await isMissingMemberProfile(reader(), pathname, userId).catch(() => false)
    if (missing) return NOT_FOUND
  }

  // A conversation that is not hers, or an id that cannot be one (issue #37): the same 404.
  if (userId && reads(request.method) && pathname.startsWith("/mensagens/")) {
    const missing = await isMissingConversation(reader(), pathname, userId).catch(() => false)
    if (missing) return NOT_FOUND
  }

  // An order that is not hers, or a business she cannot order from (issue #38): the same 404.
  if (userId && reads(request.method) && (pathname.startsWith("/dashboard/") || pathname.startsWith("/encomendar/"))) {
    const missing = await isMissingOrderPage(reader(), pathname, userId).catch(() => false)
    if (missing) return NOT_FOUND
  }

  // A list's filter form sent with its empty fields (before its JavaScript ran, or without any).
  const clean = reads(request.method) ? listAddressWithoutEmptyParams(pathname, searchParams) : null
  if (clean) return { action: "redirect", to: clean, status: 307 }

  // A page with a twin: a signed-in member's version, or a list's filtered state.
  const twin = twinRouteFor({ pathname, query: searchParams, signedIn: userId !== null })
  return twin ? { action: "rewrite", to: `${twin}${search}` } : NEXT
}

/**
 * The absolute URL of an answer's `to`, on the request's own origin. Every `to` is built from fixed
 * prefixes, so this never fails; if one ever named another site, refusing beats redirecting there.
 */
export function routeTarget(to: string, request: NextRequest): URL {
  const target = new URL(to, request.url)
  if (!to.startsWith("/") || target.origin !== new URL(request.url).origin) {
    throw new Error(`routeTarget: ${to} leaves the site`)
  }
  return target
}
