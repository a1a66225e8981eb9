import { pageMetadata } from "@/lib/metadata"
import { SITE_SEARCH_PATH } from "@/lib/site-search-url"

/** Both renderings answer at /busca; a page of results is never indexed (issue #42). */
export const searchMetadata = pageMetadata({
  title: "Buscar no site",
  description: "Busque posts, negócios, produtos, projetos, materiais, a comunidade e associadas da rede.",
  path: SITE_SEARCH_PATH,
  noIndex: true,
})
