/**
 * The visitors' cached twin of a list searched with ?busca (issue #42): /convergindo?busca=mei is
 * rewritten for a visitor to /convergindo/-visitante/<consulta>, whose one param carries the list's
 * own parameters (normalised: the list's names only, first value each, sorted, the term case-folded
 * and tidied). Next renders it once and serves it from its page cache like a prerendered page;
 * lib/cache/bounded-pages.mjs keeps those pages in memory, at most 500 for at most 60 s. Members and
 * lists without a term keep the filtered twin rendered per request. Dependency-light, for the proxy.
 */
import { fromBase64Url, toBase64Url } from "@/lib/base64url"
import { searchTerm } from "@/lib/search"

export const VISITOR_TWIN_SEGMENT = "-visitante"
const SEARCH_PARAM = "busca"
const MAX_PARAM_LENGTH = 600

/** The visitors' twin route of a list page: "/loja" → "/loja/-visitante/[consulta]". */
export const visitorTwinRoute = (page: string) => `${page}/${VISITOR_TWIN_SEGMENT}/[consulta]`

/** Whether a list's query carries a search term (the only state worth a cached page per query). */
export const hasListSearch = (query: URLSearchParams) => searchTerm(query.get(SEARCH_PARAM)) !== null

/** The list's own parameters of a query, normalised, in the twin's param. */
export function encodeListQuery(query: URLSearchParams, names: readonly string[]): string {
  const kept: [string, string][] = []
  for (const name of [...new Set(names)].sort()) {
    const value = query.get(name)
    if (value === null) continue
    const clean = name === SEARCH_PARAM ? (searchTerm(value) ?? "").toLocaleLowerCase("pt-BR") : value.trim()
    if (clean) kept.push([name, clean.slice(0, 100)])
  }
  return toBase64Url(new URLSearchParams(kept).toString())
}

/** The parameters a twin's param carries, or null when it is not one encodeListQuery() makes. */
export function decodeListQuery(param: string): Record<string, string> | null {
  if (!param || param.length > MAX_PARAM_LENGTH) return null
  const text = fromBase64Url(param)
  if (text === null) return null
  const query = new URLSearchParams(text)
  if (!hasListSearch(query)) return null
  return Object.fromEntries(query)
}

/** The route-table entry of a list's visitor twin. */
export function listVisitorTwin(page: string, params: Record<string, string>) {
  const names = Object.values(params)
  const prefix = `${page}/${VISITOR_TWIN_SEGMENT}/`
  return {
    route: visitorTwinRoute(page),
    when: hasListSearch,
    path: (query: URLSearchParams) => `${prefix}${encodeListQuery(query, names)}`,
    address: (param: string) => {
      const query = decodeListQuery(param)
      return query ? `${page}?${new URLSearchParams(query).toString()}` : null
    },
  }
}
