import { notFound } from "next/navigation"

import { parseDirectoryParams } from "@/lib/directory-url"
import { decodeListQuery } from "@/lib/list-visitor-twin"
import { DirectoryListWithMap } from "@/components/directory/directory-list-with-map"
import { DirectoryListPage, directoryListMetadata } from "@/components/directory/directory-list-page"

export const metadata = directoryListMetadata

/**
 * A visitor's /diretorio?busca=…, rewritten here by proxy.ts with the list's parameters in the
 * param (lib/list-visitor-twin.ts): the same body as /diretorio/-lista, cached as a page for every
 * visitor (at most 60 s, in memory: lib/cache/bounded-pages.mjs).
 */
// Cache Components needs one param at build time; it decodes to no search (a 404).
export function generateStaticParams() {
  return [{ consulta: "_" }]
}

/** Rendered once per query on its first request, then served from the page cache (issue #42). */
export const unstable_paramMatching = { consulta: "blocking" }

type Props = { params: Promise<{ consulta: string }> }

export default async function VisitorDirectorySearchPage({ params }: Props) {
  const query = decodeListQuery((await params).consulta)
  if (!query) notFound()
  const state = parseDirectoryParams(query)
  return <DirectoryListPage list={<DirectoryListWithMap state={state} deferFailure={false} />} />
}
