/**
 * Pages with two renderings at one address: visitors get the prerendered page (the same bytes for
 * everyone, served from the cache), signed-in members a version rendered per request with their
 * own state and forms that work without JavaScript. proxy.ts rewrites a signed-in request, of any
 * method (server actions post to the page's address), to the member version; the address stays.
 * Dependency-free, so the proxy can import it.
 */
const SIGNED_IN_VERSIONS: { page: RegExp; prefix: string; memberPrefix: string }[] = [
  { page: /^\/projetos\/([^/]+)\/?$/, prefix: "/projetos", memberPrefix: "/projetos-membro" },
  { page: /^\/comunidade\/([^/]+)\/?$/, prefix: "/comunidade", memberPrefix: "/comunidade-membro" },
]

/** Where a signed-in request for `pathname` is rendered, or null when the page has one version. */
export function signedInVersionOf(pathname: string): string | null {
  for (const { page, memberPrefix } of SIGNED_IN_VERSIONS) {
    const match = page.exec(pathname)
    if (match) return `${memberPrefix}/${match[1]}`
  }
  return null
}

/**
 * The page's own address for a request that named the member version's internal path itself (the
 * proxy redirects it there, so the page answers with its one status and canonical URL), or null.
 */
export function addressOfSignedInVersion(pathname: string): string | null {
  for (const { prefix, memberPrefix } of SIGNED_IN_VERSIONS) {
    if (pathname === memberPrefix || pathname.startsWith(`${memberPrefix}/`)) {
      return `${prefix}${pathname.slice(memberPrefix.length)}`
    }
  }
  return null
}
