import { getViewer } from "@/lib/auth"
import { listMemberProfilesForViewer, listPublicMemberProfiles } from "@/lib/data/member-profiles"
import { parseMembersParams } from "@/lib/members-url"

import { directoryMetadata, MembersDirectoryPage } from "../_shared/directory-page"

export const metadata = directoryMetadata

/**
 * /associadas with ?busca, ?oferece, ?procura, ?cidade, ?uf or ?pagina, rewritten here by proxy.ts
 * (the address stays /associadas?…), for visitors and members alike. A visitor's states come from
 * the tagged cache; a member's are read per request under her session (members-only profiles, and
 * nobody across a block), never cached.
 */
export const instant = false

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

export default async function FilteredMembersPage({ searchParams }: Props) {
  const state = parseMembersParams(await searchParams)
  const viewer = await getViewer()
  const listing = viewer ? await listMemberProfilesForViewer(state) : await listPublicMemberProfiles(state)
  return <MembersDirectoryPage state={state} listing={listing} signedIn={viewer !== null} />
}
