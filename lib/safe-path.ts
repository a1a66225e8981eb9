import { safeDecode } from "@/lib/safe-decode.mjs"

const BASE = "http://same.site"
const MAX_LENGTH = 2048

// Controls, every kind of Unicode space and the backslash: browsers strip tabs and newlines from
// URLs and read "\" as "/", so "/\t/evil.example" or "/\\evil.example" would lead off-site.
const UNSAFE_CHARS = /[\s\u0000-\u001f\u007f-\u009f\u200b-\u200f\u2060\ufeff\\]/

// Escapes no path of this site needs, but which a server, proxy or second decoder may turn into
// "/", "\" or ".." after our check: encoded slash, backslash, dot, percent (double encoding) and
// controls. Only the path is held to this; a query may carry any escape ("?busca=50%25").
const ENCODED_TRICK = /%(?:2f|5c|2e|25|[01][0-9a-f]|7f)/i

/** A path (no query or fragment) that cannot be read as another host, before or after decoding. */
function isPlainPath(pathname: string) {
  if (!pathname.startsWith("/") || pathname.startsWith("//")) return false
  if (ENCODED_TRICK.test(pathname)) return false
  const decoded = safeDecode(pathname)
  return decoded !== null && !decoded.startsWith("//") && !UNSAFE_CHARS.test(decoded)
}

const pathOf = (value: string) => value.split(/[?#]/, 1)[0] ?? ""

/**
 * Returns `candidate` as a same-site path (one leading "/", then not "/" or "\"), else `fallback`.
 * Every redirect target derived from input goes through here: `from`/`next` after sign-in, sign-up,
 * e-mail confirmation and password reset, and the guards' return path.
 *
 * The check runs twice: on the input, and on the path a URL parser makes of it. Parsing removes dot
 * segments, so "/.//evil.example" or "/a/..//evil.example" become "//evil.example", which a browser
 * follows to another host. The returned value is that parsed, percent-encoded form.
 */
export function safeNextPath(candidate: unknown, fallback = "/dashboard"): string {
  if (typeof candidate !== "string" || candidate.length === 0 || candidate.length > MAX_LENGTH) return fallback
  if (UNSAFE_CHARS.test(candidate) || !isPlainPath(pathOf(candidate))) return fallback
  let url: URL
  try {
    url = new URL(candidate, BASE)
  } catch {
    return fallback
  }
  if (url.origin !== BASE) return fallback
  const path = `${url.pathname}${url.search}${url.hash}`
  if (path.length > MAX_LENGTH || !isPlainPath(url.pathname)) return fallback
  return path
}
