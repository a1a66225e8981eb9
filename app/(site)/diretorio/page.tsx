import { loadDirectoryListing } from "@/lib/data/directory"
import { loadDirectoryMap } from "@/lib/data/directory-map"
import { parseDirectoryParams } from "@/lib/directory-url"
import { BrazilMapSection } from "@/components/directory/brazil-map"
import { DirectoryList } from "@/components/directory/directory-list"
import { DirectoryListPage, directoryListMetadata } from "@/components/directory/directory-list-page"

export const metadata = directoryListMetadata

/**
 * The unfiltered directory, prerendered and kept until a listing or review changes (tag
 * TAGS.directory), so visitors get a static page. A URL with filters or ?pagina is rendered by
 * /diretorio/-lista instead (lib/routing/table.ts). Rendered on demand it blocks rather than streams, so the
 * cards are in the HTML without JavaScript.
 */
export const instant = false

export default async function DirectoryPage() {
  const state = parseDirectoryParams({})
  const [listing, map] = await Promise.all([loadDirectoryListing(state), loadDirectoryMap()])
  return (
    <DirectoryListPage
      list={
        <>
          <DirectoryList state={state} listing={listing} />
          <BrazilMapSection data={map} current={state.state} />
        </>
      }
    />
  )
}
