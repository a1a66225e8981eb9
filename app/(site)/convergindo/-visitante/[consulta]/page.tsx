import { notFound } from "next/navigation"

import { loadBlogListing } from "@/lib/data/posts"
import { decodeListQuery } from "@/lib/list-visitor-twin"
import { parseListParams } from "@/lib/search"
import { BlogList } from "@/components/blog/blog-list"
import { BlogListPage, blogListMetadata } from "@/components/blog/blog-list-page"

export const metadata = blogListMetadata

/**
 * A visitor's /convergindo?busca=…, rewritten here by proxy.ts with the list's parameters in the
 * param (lib/list-visitor-twin.ts): the same list as /convergindo/-lista, cached as a page for every
 * visitor (at most 60 s, in memory: lib/cache/bounded-pages.mjs).
 */
// Cache Components needs one param at build time; it decodes to no search (a 404).
export function generateStaticParams() {
  return [{ consulta: "_" }]
}

/** Rendered once per query on its first request, then served from the page cache (issue #42). */
export const unstable_paramMatching = { consulta: "blocking" }

type Props = { params: Promise<{ consulta: string }> }

export default async function VisitorBlogSearchPage({ params }: Props) {
  const query = decodeListQuery((await params).consulta)
  if (!query) notFound()
  const state = parseListParams(query)
  return (
    <BlogListPage list={<BlogList state={state} listing={await loadBlogListing(state, { deferFailure: false })} />} />
  )
}
