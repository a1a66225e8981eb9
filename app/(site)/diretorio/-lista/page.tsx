import { parseDirectoryParams } from "@/lib/directory-url"
import { DirectoryListWithMap } from "@/components/directory/directory-list-with-map"
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
  return <DirectoryListPage list={<DirectoryListWithMap state={state} />} />
}
