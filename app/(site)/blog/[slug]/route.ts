import { BLOG_PATH } from "@/lib/routes"

/** /blog/{slug} (the feed's links, older shares) points for good to the canonical /convergindo/{slug}. */
export async function GET(request: Request, { params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params
  const { search } = new URL(request.url)
  return new Response(null, {
    status: 308,
    headers: { Location: `${BLOG_PATH}/${encodeURIComponent(slug)}${search}` },
  })
}
