/**
 * Pages with two renderings at one address: visitors get the prerendered page (the same bytes for
 * everyone, served from the cache), signed-in members a version rendered per request with their
 * own state and forms that work without JavaScript. proxy.ts rewrites a signed-in request, of any
 * method (server actions post to the page's address), to the member version; the address stays.
 * Dependency-free, so the proxy can import it.
 */
const SIGNED_IN_VERSIONS: { page: RegExp; memberPrefix: string }[] = [
  { page: /^\/projetos\/([^/]+)\/?$/, memberPrefix: "/projetos-membro" },
  { page: /^\/comunidade\/([^/]+)\/?$/, memberPrefix: "/comunidade-membro" },
]

/** Where a signed-in request for `pathname` is rendered, or null when the page has one version. */
export function signedInVersionOf(pathname: string): string | null {
  for (const { page, memberPrefix } of SIGNED_IN_VERSIONS) {
    const match = page.exec(pathname)
    if (match) return `${memberPrefix}/${match[1]}`
  }
  return null
}
