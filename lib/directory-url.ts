/**
 * The directory's addresses and the list's URL state. Dependency-free apart from the search and
 * slug helpers, so the proxy, pages and client components can all import it.
 */
import { cleanSearchTerm, parsePageParam } from "@/lib/search"
import { slugify } from "@/lib/slug"

/** The public list; static when unfiltered. */
export const DIRECTORY_PATH = "/diretorio"

/**
 * Where the list is rendered when its URL carries list parameters (proxy.ts rewrites /diretorio?…
 * here, as /convergindo?… goes to /convergindo/-lista): /diretorio stays a static page, this route
 * reads the query per request from the tagged cache. Its canonical address is /diretorio.
 */
export const FILTERED_DIRECTORY_PATH = "/diretorio/-lista"

/** The owner's side. */
export const OWNER_PATH = "/dashboard/negocio"
export const ADMIN_DIRECTORY_PATH = "/admin/negocios"

/** A business's public page: "/diretorio/<slug>". */
export const businessPath = (slug: string) => `${DIRECTORY_PATH}/${slug}`

/** Reviews past the first page live at their own path, so the business page itself stays static. */
export const businessReviewsPath = (slug: string, page: number) =>
  page > 1 ? `${businessPath(slug)}/avaliacoes/${page}` : businessPath(slug)

export const ownerBusinessPath = (id: string) => `${OWNER_PATH}/${id}`

const LISTING_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const OWNER_LISTING_PATH = /^\/dashboard\/negocio\/([^/]+)(?:\/previa|\/encomendas)?\/?$/
/** The owner side's own pages beside the listings' ids (her orders: issue #38). */
const OWNER_PAGES = new Set(["novo", "produtos", "encomendas"])

/**
 * Whether a path of the owner side names a listing by something that cannot be a listing id
 * (/dashboard/negocio/%ff): proxy.ts answers those 404 up front, since the member area streams
 * before its pages could set a status.
 */
export function isMalformedListingPath(pathname: string) {
  const id = OWNER_LISTING_PATH.exec(pathname)?.[1]
  return id !== undefined && !OWNER_PAGES.has(id) && !LISTING_ID.test(id)
}
/** The owner's (and admins') preview of a listing, whatever its status. */
/** A listing's view pixel and contact redirect (issue #43): they count, then answer or send on. */
export const businessViewPixelPath = (id: string) => `/api/negocios/${id}/visita`
export const businessContactPath = (id: string, channel: "whatsapp" | "instagram" | "website") =>
  `/api/negocios/${id}/contato/${channel}`

export const businessPreviewPath = (id: string) => `${OWNER_PATH}/${id}/previa`

/** Query parameters of the list (pt-BR, shareable). */
export const DIRECTORY_PARAMS = {
  search: "busca",
  category: "categoria",
  state: "uf",
  city: "cidade",
  orders: "encomendas",
  online: "online",
  page: "pagina",
} as const

export interface DirectoryState {
  search: string
  categorySlug: string
  /** Two capital letters, or "". */
  state: string
  /** slugify(city), or "". */
  citySlug: string
  acceptsOrders: boolean
  sellsOnline: boolean
  page: number
}

type RawParams = Record<string, string | string[] | undefined>

const flag = (raw: string | string[] | undefined) =>
  ["1", "sim", "true", "on"].includes(cleanSearchTerm(raw).toLowerCase())

/** Reads the list's URL state; anything malformed falls back to its default. */
export function parseDirectoryParams(params: RawParams): DirectoryState {
  const state = cleanSearchTerm(params[DIRECTORY_PARAMS.state]).toUpperCase()
  return {
    search: cleanSearchTerm(params[DIRECTORY_PARAMS.search]),
    categorySlug: slugify(cleanSearchTerm(params[DIRECTORY_PARAMS.category])),
    state: /^[A-Z]{2}$/.test(state) ? state : "",
    citySlug: slugify(cleanSearchTerm(params[DIRECTORY_PARAMS.city])),
    acceptsOrders: flag(params[DIRECTORY_PARAMS.orders]),
    sellsOnline: flag(params[DIRECTORY_PARAMS.online]),
    page: parsePageParam(params[DIRECTORY_PARAMS.page]),
  }
}

/** The list's address for a state, leaving defaults out: {} → "/diretorio". */
export function directoryHref(state: Partial<DirectoryState>): string {
  const query = new URLSearchParams()
  if (state.search) query.set(DIRECTORY_PARAMS.search, state.search)
  if (state.categorySlug) query.set(DIRECTORY_PARAMS.category, state.categorySlug)
  if (state.state) query.set(DIRECTORY_PARAMS.state, state.state)
  if (state.citySlug) query.set(DIRECTORY_PARAMS.city, state.citySlug)
  if (state.acceptsOrders) query.set(DIRECTORY_PARAMS.orders, "1")
  if (state.sellsOnline) query.set(DIRECTORY_PARAMS.online, "1")
  if (state.page && state.page > 1) query.set(DIRECTORY_PARAMS.page, String(state.page))
  const search = query.toString()
  return search ? `${DIRECTORY_PATH}?${search}` : DIRECTORY_PATH
}

/** Whether a state differs from the unfiltered first page. */
export const isFiltered = (state: DirectoryState) =>
  Boolean(
    state.search || state.categorySlug || state.state || state.citySlug || state.acceptsOrders || state.sellsOnline
  )

/** Whether a query string asks for anything but the list's default state. */
export function hasDirectoryParams(query: URLSearchParams) {
  return Object.values(DIRECTORY_PARAMS).some((name) => query.has(name))
}

/**
 * The address the client router should fetch for a list address: the filtered route's own path
 * (Next's router would serve the static /diretorio payload whatever the query); the address bar
 * is put back to /diretorio?… by the list's navigation.
 */
export function routedDirectoryHref(href: string) {
  const url = new URL(href, "http://app.invalid")
  if (url.pathname !== DIRECTORY_PATH || !hasDirectoryParams(url.searchParams)) return href
  return `${FILTERED_DIRECTORY_PATH}${url.search}`
}
