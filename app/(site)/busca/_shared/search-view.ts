import { HITS_PER_KIND, HITS_PER_PAGE, type SiteSearchAnswer } from "@/lib/data/site-search"
import type { SiteSearchState } from "@/lib/site-search-url"
import type { SiteSearchView } from "@/components/search/site-search-page"

/** The page's view of the data layer's answer. */
export function searchView(state: SiteSearchState, answer: SiteSearchAnswer): SiteSearchView {
  return { ...answer, perPage: state.kind ? HITS_PER_PAGE : HITS_PER_KIND }
}
