import type { LocalConfig } from "../config.ts"

const LOOPBACK_NAMES = new Set(["localhost", "127.0.0.1", "[::1]", "::1"])

/** GoTrue's allow-list globs: `*` stays within one host label or path segment, `**` spans any. */
export function globToRegExp(glob: string) {
  let source = ""
  for (let i = 0; i < glob.length; i++) {
    const char = glob[i]!
    if (char === "*" && glob[i + 1] === "*") {
      source += ".*"
      i++
    } else if (char === "*") source += "[^./]*"
    else if (char === "?") source += "[^./]"
    else source += char.replace(/[.+^${}()|[\]\\]/g, "\\$&")
  }
  return new RegExp(`^${source}$`)
}

/**
 * GoTrue's redirect check: SITE_URL's host (port ignored for loopback names), a loopback IP,
 * or an allow-list glob. Anything else falls back to SITE_URL so links cannot phish.
 */
export function isAllowedRedirect(config: LocalConfig, target: string): boolean {
  let url: URL
  try {
    url = new URL(target)
  } catch {
    return false
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return false
  if (/[\r\n]/.test(target)) return false
  const site = new URL(config.siteUrl)
  if (url.hostname === site.hostname && (LOOPBACK_NAMES.has(url.hostname) || url.port === site.port)) return true
  if (url.hostname === "127.0.0.1" || url.hostname === "[::1]") return true
  return config.redirectAllowList.some((glob) => globToRegExp(glob).test(target))
}

export function resolveRedirect(config: LocalConfig, requested: string | null | undefined): string {
  return requested && isAllowedRedirect(config, requested) ? requested : config.siteUrl
}
