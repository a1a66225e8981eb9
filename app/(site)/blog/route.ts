import { BLOG_PATH } from "@/lib/routes"

/** /blog is the spec's second address of the list: a permanent redirect keeps one canonical URL, with the query. */
export function GET(request: Request) {
  const { search } = new URL(request.url)
  return new Response(null, { status: 308, headers: { Location: `${BLOG_PATH}${search}` } })
}
