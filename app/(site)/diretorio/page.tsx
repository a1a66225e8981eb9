import { parseDirectoryParams } from "@/lib/directory-url"
import { DirectoryListWithMap } from "@/components/directory/directory-list-with-map"
import { DirectoryListPage, directoryListMetadata } from "@/components/directory/directory-list-page"

export const metadata = directoryListMetadata

/**
 * The unfiltered directory, prerendered and kept until a listing or review changes (tag
 * TAGS.directory), so visitors get a static page. A URL with filters or ?pagina is rendered by
 * /diretorio/-lista instead (lib/routing/table.ts). Rendered on demand it blocks rather than streams, so the
 * cards are in the HTML without JavaScript.
 */
export const instant = false

export default function DirectoryPage() {
  return <DirectoryListPage list={<DirectoryListWithMap state={parseDirectoryParams({})} />} />
}
