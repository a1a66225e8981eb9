import { notFound } from "next/navigation"

import { searchSiteAsVisitor } from "@/lib/data/site-search"
import { decodeSearchState } from "@/lib/site-search-url"
import { SiteSearchPage } from "@/components/search/site-search-page"
import { searchMetadata } from "../../_shared/search-metadata"
import { searchView } from "../../_shared/search-view"

export const metadata = searchMetadata

/**
 * A visitor's /busca?q=…, rewritten here by proxy.ts with the normalised query in the param
 * (lib/site-search-url.ts): rendered once on its first request and then served from Next's page
 * cache like a prerendered page, the same bytes for every visitor. Those pages live in a bounded
 * in-memory cache for at most 60 s (lib/cache/bounded-pages.mjs), never on disk. The path itself,
 * named directly, is redirected to /busca by the proxy.
 */
export const unstable_paramMatching = { consulta: "blocking" }

// Cache Components needs one param at build time; it decodes to no search (a 404).
export function generateStaticParams() {
  return [{ consulta: "_" }]
}

type Props = { params: Promise<{ consulta: string }> }

export default async function VisitorSearchRoute({ params }: Props) {
  const state = decodeSearchState((await params).consulta)
  if (!state) notFound()
  return <SiteSearchPage state={state} view={searchView(state, await searchSiteAsVisitor(state))} />
}
