import { loadDirectoryListing } from "@/lib/data/directory"
import { loadDirectoryMap } from "@/lib/data/directory-map"
import type { DirectoryState } from "@/lib/directory-url"
import { BrazilMapSection } from "@/components/directory/brazil-map"
import { DirectoryList } from "@/components/directory/directory-list"

/**
 * The directory's list and the map below it, the one body of /diretorio and its two twins: a member's
 * or a filter's (-lista, per request) and a visitor's search (-visitante, cached as a page).
 */
export async function DirectoryListWithMap({ state, deferFailure }: { state: DirectoryState; deferFailure?: boolean }) {
  const [listing, map] = await Promise.all([
    loadDirectoryListing(state, { deferFailure }),
    loadDirectoryMap({ deferFailure }),
  ])
  return (
    <>
      <DirectoryList state={state} listing={listing} />
      <BrazilMapSection data={map} current={state.state} />
    </>
  )
}
