import { loadBlogListing } from "@/lib/data/posts"
import { parseListParams } from "@/lib/search"
import { BlogList } from "@/components/blog/blog-list"
import { BlogListPage, blogListMetadata } from "@/components/blog/blog-list-page"

export const metadata = blogListMetadata

/**
 * The unfiltered list, prerendered and kept until a post changes (tag TAGS.posts), so visitors get
 * a static page. A URL with ?busca, ?categoria or ?pagina is rendered by /convergindo/-lista instead
 * (proxy.ts). When the page has to be rendered on demand (just after a post changed, or while the
 * backend is failing) it blocks rather than streams, so the cards are in the HTML without JavaScript.
 */
export const instant = false

export default async function BlogPage() {
  const state = parseListParams({})
  return <BlogListPage list={<BlogList state={state} listing={await loadBlogListing(state)} />} />
}
