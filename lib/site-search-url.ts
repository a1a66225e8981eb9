/**
 * The site search's address (/busca?q=…&tipo=…&pagina=…, issue #42) and the visitors' cached twin
 * that renders it. Dependency-light (lib/search only), so the proxy bundle can import it through
 * lib/routing/table.ts.
 *
 * A visitor's search is the same for every visitor, so the proxy rewrites it to a route whose one
 * param carries the whole normalised query (/busca/-visitante/<consulta>): Next renders it once
 * and serves it from its page cache, like a prerendered page (lib/cache/incremental-handler.mjs
 * keeps those pages in a small in-memory LRU for at most 60 s). Signed-in members are rendered
 * per request: what they may find depends on who they are (members-only profiles and materials,
 * blocks).
 */
import { fromBase64Url, toBase64Url } from "@/lib/base64url"
import { cleanSearchTerm, parsePageParam } from "@/lib/search"

export const SITE_SEARCH_PATH = "/busca"
export const VISITOR_SEARCH_SEGMENT = "-visitante"
export const VISITOR_SEARCH_ROUTE = `${SITE_SEARCH_PATH}/${VISITOR_SEARCH_SEGMENT}/[consulta]`
const VISITOR_SEARCH_PREFIX = `${SITE_SEARCH_PATH}/${VISITOR_SEARCH_SEGMENT}/`

/** Query parameters of /busca (pt-BR, shareable). */
export const SITE_SEARCH_PARAMS = { query: "q", kind: "tipo", page: "pagina" } as const

/** The kinds search_site returns (its p_kind), in the order the page shows them. */
export const SEARCH_KINDS = [
  "posts",
  "businesses",
  "products",
  "projects",
  "materials",
  "groups",
  "topics",
  "members",
] as const
export type SearchKind = (typeof SEARCH_KINDS)[number]

/** Each kind's value of ?tipo (pt-BR words in the address). */
export const KIND_PARAM: Record<SearchKind, string> = {
  posts: "posts",
  businesses: "negocios",
  products: "produtos",
  projects: "projetos",
  materials: "materiais",
  groups: "grupos",
  topics: "topicos",
  members: "associadas",
}

const KIND_OF_PARAM = new Map(SEARCH_KINDS.map((kind) => [KIND_PARAM[kind], kind]))

export interface SiteSearchState {
  /** The term as typed (whitespace collapsed, capped), "" for none. */
  query: string
  /** One kind's tab, or null for "Tudo". */
  kind: SearchKind | null
  /** Page of one kind's tab (the "Tudo" tab has only the first). */
  page: number
}

type RawParams = Record<string, string | string[] | undefined>

/**
 * Control characters (Postgres text refuses NUL) and the private-use characters the database marks
 * matches with: never part of a term.
 */
const UNSEARCHABLE = /[\u0000-\u001f\u007f-\u009f\ue000\ue001]/g

const firstValue = (raw: string | string[] | undefined) => (Array.isArray(raw) ? raw[0] : raw)

/** Reads /busca's parameters; an unknown ?tipo is "Tudo", a malformed ?pagina the first page. */
export function parseSiteSearchParams(params: RawParams): SiteSearchState {
  const kind = KIND_OF_PARAM.get(cleanSearchTerm(params[SITE_SEARCH_PARAMS.kind]).toLowerCase()) ?? null
  return {
    query: cleanSearchTerm(firstValue(params[SITE_SEARCH_PARAMS.query])?.replace(UNSEARCHABLE, " ")),
    kind,
    page: kind ? parsePageParam(params[SITE_SEARCH_PARAMS.page]) : 1,
  }
}

/** /busca's address for a state, without the parameters at their default. */
export function siteSearchHref({ query, kind, page }: Partial<SiteSearchState>): string {
  const params = new URLSearchParams()
  if (query) params.set(SITE_SEARCH_PARAMS.query, query)
  if (kind) params.set(SITE_SEARCH_PARAMS.kind, KIND_PARAM[kind])
  if (kind && page && page > 1) params.set(SITE_SEARCH_PARAMS.page, String(page))
  const search = params.toString()
  return search ? `${SITE_SEARCH_PATH}?${search}` : SITE_SEARCH_PATH
}

/** Whether a /busca query string asks for a search (a term that is not blank). */
export function hasSiteSearchQuery(query: URLSearchParams): boolean {
  return parseSiteSearchParams({ q: query.get(SITE_SEARCH_PARAMS.query) ?? undefined }).query !== ""
}

/**
 * The state in the visitors' twin's one param. Case is folded (the search ignores it) so "Bolo"
 * and "bolo" share one cached page; base64url keeps every character of the term out of the
 * path's syntax.
 */
export function encodeSearchState(state: SiteSearchState): string {
  const text = [state.query.toLocaleLowerCase("pt-BR"), state.kind ? KIND_PARAM[state.kind] : "", String(state.page)]
  return toBase64Url(text.join("\n"))
}

/** The state a twin's param carries, or null when it is not one encodeSearchState() makes. */
export function decodeSearchState(param: string): SiteSearchState | null {
  if (!/^[A-Za-z0-9_-]{1,400}$/.test(param)) return null
  const text = fromBase64Url(param)
  if (text === null) return null
  const [query = "", kind = "", page = "1", ...rest] = text.split("\n")
  if (rest.length) return null
  const state = parseSiteSearchParams({ q: query, tipo: kind, pagina: page })
  return state.query ? state : null
}

/** The visitors' twin for a /busca query string (with a term), as a path. */
export function visitorSearchPath(query: URLSearchParams): string {
  const state = parseSiteSearchParams(Object.fromEntries(query))
  return `${VISITOR_SEARCH_PREFIX}${encodeSearchState(state)}`
}

/**
 * /busca's own address for a request that named the visitors' twin itself with a param the proxy
 * makes, or null (anything else is the twin's 404).
 */
export function addressOfVisitorSearch(pathname: string): string | null {
  if (!pathname.startsWith(VISITOR_SEARCH_PREFIX)) return null
  const state = decodeSearchState(pathname.slice(VISITOR_SEARCH_PREFIX.length).replace(/\/$/, ""))
  return state ? siteSearchHref(state) : null
}
