import { notFound } from "next/navigation"

import { listPublicMemberProfiles } from "@/lib/data/member-profiles"
import { decodeListQuery } from "@/lib/list-visitor-twin"
import { parseMembersParams } from "@/lib/members-url"
import { directoryMetadata, MembersDirectoryPage } from "../../_shared/directory-page"

export const metadata = directoryMetadata

/**
 * A visitor's /associadas?busca=…, rewritten here by proxy.ts with the list's parameters in the
 * param (lib/list-visitor-twin.ts): public profiles only, as /associadas/-lista shows a visitor,
 * cached as a page for every visitor (at most 60 s, in memory: lib/cache/bounded-pages.mjs).
 * Members are rendered by -lista, per request.
 */
// Cache Components needs one param at build time; it decodes to no search (a 404).
export function generateStaticParams() {
  return [{ consulta: "_" }]
}

/** Rendered once per query on its first request, then served from the page cache (issue #42). */
export const unstable_paramMatching = { consulta: "blocking" }

type Props = { params: Promise<{ consulta: string }> }

export default async function VisitorMembersSearchPage({ params }: Props) {
  const query = decodeListQuery((await params).consulta)
  if (!query) notFound()
  const state = parseMembersParams(query)
  return <MembersDirectoryPage state={state} listing={await listPublicMemberProfiles(state)} signedIn={false} />
}
