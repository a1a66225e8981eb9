// No "server-only" marker: proxy bundles have rejected it (vercel/next.js#75904). Only lib/routing/ imports this.
import { verifyPreviewToken } from "@/lib/preview-token"

const PREVIEW_PAGE = /^\/previa\/([^/]+)\/?$/

/**
 * Whether a request for a blog preview link (/previa/<token>) must be answered 404 before the page
 * renders: with Cache Components a page's status is fixed once its shell streams, so a changed or
 * expired token is refused here (the page refuses it again by the same check, and shows its
 * not-found view). False for any other path. The secret is PREVIEW_TOKEN_SECRET, read by the
 * caller (lib/server-env.ts is server-only, which proxy bundles reject); without one, every link is refused.
 */
export function isRefusedPreviewPath(pathname: string, secret: string | undefined, now = new Date()): boolean {
  if (!pathname.startsWith("/previa/")) return false
  const match = PREVIEW_PAGE.exec(pathname)
  if (!match || !secret || secret.length < 32) return true
  return !verifyPreviewToken(match[1], secret, now).ok
}
