import { loadBlogListing } from "@/lib/data/posts"
import { parseListParams } from "@/lib/search"
import { BlogList } from "@/components/blog/blog-list"
import { BlogListPage, blogListMetadata } from "@/components/blog/blog-list-page"

export const metadata = blogListMetadata

/**
 * /convergindo with ?busca, ?categoria or ?pagina, rewritten here by proxy.ts (the address stays
 * /convergindo?…). Streamed behind Suspense the list would stay hidden without JavaScript, so the page
 * blocks on the URL instead, like /auth: the cards are in the HTML itself. The reads come from the
 * tagged cache, per query, so rendering per request stays cheap.
 */
export const instant = false

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

export default async function FilteredBlogPage({ searchParams }: Props) {
  const state = parseListParams(await searchParams)
  return <BlogListPage list={<BlogList state={state} listing={await loadBlogListing(state)} />} />
}
