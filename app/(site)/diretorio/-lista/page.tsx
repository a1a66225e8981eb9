import { loadDirectoryListing } from "@/lib/data/directory"
import { loadDirectoryMap } from "@/lib/data/directory-map"
import { parseDirectoryParams } from "@/lib/directory-url"
import { BrazilMapSection } from "@/components/directory/brazil-map"
import { DirectoryList } from "@/components/directory/directory-list"
import { DirectoryListPage, directoryListMetadata } from "@/components/directory/directory-list-page"

export const metadata = directoryListMetadata

/**
 * /diretorio with filters or ?pagina, rewritten here by proxy.ts (the address stays /diretorio?…).
 * It blocks on the URL rather than streaming, so the cards are in the HTML itself; the reads come
 * from the tagged cache, per query, so rendering per request stays cheap.
 */
export const instant = false

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

export default async function FilteredDirectoryPage({ searchParams }: Props) {
  const state = parseDirectoryParams(await searchParams)
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
