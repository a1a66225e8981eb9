import { searchSiteAsViewer } from "@/lib/data/site-search"
import { parseSiteSearchParams } from "@/lib/site-search-url"
import { SiteSearchPage } from "@/components/search/site-search-page"
import { searchMetadata } from "./_shared/search-metadata"
import { searchView } from "./_shared/search-view"

export const metadata = searchMetadata

/**
 * /busca for signed-in members (and for anyone without a term), per request under the viewer's
 * session: members-only profiles and materials, and blocks, depend on who asks. A visitor's search
 * is rewritten by proxy.ts to the cached twin, /busca/-visitante/[consulta]. The page blocks on the
 * URL, like the lists' twins, so results are in the HTML itself.
 */
export const instant = false

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

export default async function SiteSearchRoute({ searchParams }: Props) {
  const state = parseSiteSearchParams(await searchParams)
  const view = state.query ? searchView(state, await searchSiteAsViewer(state)) : null
  return <SiteSearchPage state={state} view={view} />
}
