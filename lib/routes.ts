/**
 * Paths of our pages that code builds links, redirects and canonical URLs from. Dependency-free, so
 * the proxy, route handlers and client components can all import it.
 */

/** Where the blog list lives; /blog redirects here. */
export const BLOG_PATH = "/convergindo"

/**
 * Where the list is rendered when its URL carries list parameters: /convergindo itself is a static
 * page, this route reads the query per request. proxy.ts rewrites to it; its canonical address is
 * /convergindo, so the internal path never competes in search results. (Redirecting direct hits
 * back made a server action's redirect to /convergindo?… loop.)
 */
export const FILTERED_LIST_PATH = "/convergindo/-lista"

/** A post's canonical address: "/convergindo/<slug>". */
export function blogPostPath(slug: string): string {
  return `${BLOG_PATH}/${slug}`
}
