import { BLOG_PATH, FILTERED_LIST_PATH } from "@/lib/routes"

/** Longest search term kept from the URL; anything past it is ignored (titles are at most 200 characters). */
export const MAX_SEARCH_LENGTH = 100

/**
 * The search term as typed, tidied for the URL and the input: whitespace collapsed, trimmed and capped.
 * Accents and case are kept, so the box shows what the visitor wrote.
 */
export function cleanSearchTerm(raw: string | string[] | null | undefined): string {
  const value = Array.isArray(raw) ? raw[0] : raw
  return (value ?? "").replace(/\s+/g, " ").trim().slice(0, MAX_SEARCH_LENGTH)
}

/**
 * The term the database's search engine gets (the lists' ?busca, issue #42): tidied, without control
 * characters (Postgres text refuses NUL); null when nothing is left. The engine reads any text
 * (websearch_to_tsquery), so nothing else is escaped.
 */
export function searchTerm(raw: string | string[] | null | undefined): string | null {
  const value = Array.isArray(raw) ? raw[0] : raw
  return cleanSearchTerm(value?.replace(/[\u0000-\u001f\u007f]/g, " ")) || null
}

/**
 * The term as blog_posts.search_text stores text: lowercase, without accents ("Gestão" → "gestao"),
 * so an ilike on that column finds "Gestão" from "gestao", "GESTÃO" or "gestão".
 */
export function normalizeSearchTerm(raw: string): string {
  return cleanSearchTerm(raw)
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
}

/**
 * An ilike pattern matching the term anywhere: %, _ and \ in the term are escaped so they match
 * themselves; * is dropped, since PostgREST reads it as a wildcard and has no escape for it.
 * Null when nothing is left to search for.
 */
export function searchPattern(raw: string): string | null {
  const term = normalizeSearchTerm(raw.replace(/\*/g, " "))
  if (!term) return null
  return `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`
}

/** Query parameters of the list (pt-BR, shareable): ?busca=…&categoria=<slug>&pagina=N. */
export const LIST_PARAMS = { search: "busca", category: "categoria", page: "pagina" } as const

/** Whether a query string asks for anything but the list's default state. */
export function hasListParams(query: URLSearchParams) {
  return Object.values(LIST_PARAMS).some((name) => query.has(name))
}

/**
 * The address the client router should fetch for a list address. Next's router serves a static
 * page's cached payload for the same path whatever the query, so a client navigation to
 * /convergindo?categoria=x would show the unfiltered list without asking the server: it goes to
 * the filtered route's own path instead (the address bar is put back by BlogNavigation).
 */
export function routedListHref(href: string) {
  const url = new URL(href, "http://app.invalid")
  if (url.pathname !== BLOG_PATH || !hasListParams(url.searchParams)) return href
  return `${FILTERED_LIST_PATH}${url.search}`
}

export interface ListState {
  search: string
  categorySlug: string
  page: number
}

type RawParams = Record<string, string | string[] | undefined>

const MAX_PAGE = 10_000

/** A list's ?pagina: a whole number from 1 to 10,000; anything else is the first page. */
export function parsePageParam(raw: string | string[] | undefined): number {
  const text = cleanSearchTerm(raw)
  const page = /^\d+$/.test(text) ? Number(text) : 1
  return page >= 1 && page <= MAX_PAGE ? page : 1
}

/** Reads the list's URL state; anything malformed falls back to its default (no search, all categories, page 1). */
export function parseListParams(params: RawParams): ListState {
  const category = cleanSearchTerm(params[LIST_PARAMS.category]).toLowerCase()
  return {
    search: cleanSearchTerm(params[LIST_PARAMS.search]),
    categorySlug: category,
    page: parsePageParam(params[LIST_PARAMS.page]),
  }
}

/** The list's address for a state, leaving defaults out: {} → "/convergindo", page 2 of "mei" → "/convergindo?busca=mei&pagina=2". */
export function blogListHref(state: Partial<ListState>): string {
  const query = new URLSearchParams()
  if (state.search) query.set(LIST_PARAMS.search, state.search)
  if (state.categorySlug) query.set(LIST_PARAMS.category, state.categorySlug)
  if (state.page && state.page > 1) query.set(LIST_PARAMS.page, String(state.page))
  const search = query.toString()
  return search ? `${BLOG_PATH}?${search}` : BLOG_PATH
}
