/**
 * Returns `candidate` when it is a same-site path (one leading "/", no scheme, no "//" or
 * backslash tricks, no control characters), else `fallback`. Guards every `from`/`next` redirect.
 */
export function safeNextPath(candidate: unknown, fallback = "/dashboard"): string {
  if (typeof candidate !== "string" || candidate.length === 0 || candidate.length > 2048) return fallback
  if (!candidate.startsWith("/") || candidate.startsWith("//") || candidate.startsWith("/\\")) return fallback
  if (/[\u0000-\u001f\u007f\\]/.test(candidate)) return fallback
  try {
    const url = new URL(candidate, "http://same.site")
    if (url.origin !== "http://same.site") return fallback
    return `${url.pathname}${url.search}${url.hash}`
  } catch {
    return fallback
  }
}
