/**
 * Every page of the product and the routes that render it, in one table: the route tree shows
 * where the files are, this shows which of them a request for an address reaches.
 *
 * A page is rendered by its own route ("page", the static rendering where a page has twins). Some
 * public pages have twins, rendered per request so the page itself can stay prerendered and the
 * same bytes for everyone:
 * - "filtered": a list whose address carries a filter or page query (/convergindo?busca=…);
 * - "member": a signed-in member's version of a page, with her own state and forms that work
 *   without JavaScript;
 * - "visitor": a visitor's read of a page that depends on its query (/busca?q=…), rewritten to a
 *   route whose param carries the query, so Next caches it as a page (ISR) for every visitor.
 * proxy.ts rewrites to a twin (lib/routing/decide.ts), so the address stays the page's own. A twin
 * lives beside its page under a segment that starts with "-": no slug can take it (lib/slug.ts),
 * and Next's private `_folders` cannot be rewrite targets. tests/lint/route-table.test.ts fails on
 * a page file missing here.
 *
 * Dependency-light (path constants and query predicates only), so the proxy bundle can import it.
 */
import { CERTIFICATES_PATH, MY_LEARNING_PATH } from "@/lib/certificate-paths"
import { DIRECTORY_PARAMS, DIRECTORY_PATH, FILTERED_DIRECTORY_PATH, hasDirectoryParams } from "@/lib/directory-url"
import {
  FILTERED_LEARNING_PATH,
  hasLearningParams,
  LEARNING_PARAMS,
  LEARNING_PATH,
  TRACKS_PATH,
} from "@/lib/learning-url"
import {
  FILTERED_MEMBERS_PATH,
  hasMembersParams,
  MEMBERS_MEMBER_PATH,
  MEMBERS_PARAMS,
  MEMBERS_PATH,
  PUBLIC_PROFILE_EDIT_PATH,
} from "@/lib/members-url"
import { MENTOR_OFFER_PATH, MENTORING_PATH } from "@/lib/mentoring/paths"
import { NOTIFICATION_PREFERENCES_PATH, NOTIFICATION_UNSUBSCRIBE_PATH } from "@/lib/notifications/paths"
import { ADMIN_ORDERS_PATH, MY_ORDERS_PATH, ORDER_BUILDER_PATH, SELLER_ORDERS_PATH } from "@/lib/orders-url"
import { FILTERED_PROJECTS_PATH, hasProjectParams, PROJECTS_PATH } from "@/lib/projects"
import { OFFLINE_PATH } from "@/lib/pwa/paths"
import { BLOG_PATH, FILTERED_LIST_PATH } from "@/lib/routes"
import { hasListParams, LIST_PARAMS } from "@/lib/search"
import { FILTERED_SHOP_PATH, hasShopParams, SHOP_PARAMS, SHOP_PATH } from "@/lib/shop"
import { listVisitorTwin } from "@/lib/list-visitor-twin"
import {
  addressOfVisitorSearch,
  hasSiteSearchQuery,
  SITE_SEARCH_PATH,
  VISITOR_SEARCH_ROUTE,
  visitorSearchPath,
} from "@/lib/site-search-url"

export type RenderingKind = "page" | "filtered" | "member" | "visitor"

export interface PageRoute {
  /** The address people use and share, as a route pattern: "/projetos/[slug]". */
  page: string
  /** The route for an address whose query asks for a filtered state of the list. */
  filtered?: { route: string; when: (query: URLSearchParams) => boolean }
  /** The route for a signed-in member's request, of any method (actions post to the address). */
  member?: { route: string }
  /**
   * A visitor's read of a query-dependent page, cached like a prerendered page: the route has one
   * param, `path` builds the filled path from the query (the site search, issue #42). Members are
   * rendered by the page itself, per request.
   */
  visitor?: {
    route: string
    when: (query: URLSearchParams) => boolean
    path: (query: URLSearchParams) => string
    /** The page's own address for the twin's param, or null for a param `path` never makes. */
    address: (param: string) => string | null
  }
}

export interface Rendering {
  kind: RenderingKind
  /** The route pattern of the page file that renders it (app/ without route groups). */
  route: string
}

/** The segment that marks a twin's route: one no slug can take. */
export const INTERNAL_SEGMENT = /^-[a-z]+$/

export const ROUTE_TABLE: readonly PageRoute[] = [
  // The site: public pages.
  { page: "/" },
  { page: "/sobre" },
  { page: "/diretrizes" },
  { page: "/conta-excluida" },
  // What the service worker shows when a navigation fails offline (issue #41).
  { page: OFFLINE_PATH },
  // A list searched with ?busca (issue #42): visitors read a cached twin, members the filtered one.
  {
    page: BLOG_PATH,
    filtered: { route: FILTERED_LIST_PATH, when: hasListParams },
    visitor: listVisitorTwin(BLOG_PATH, LIST_PARAMS),
  },
  { page: `${BLOG_PATH}/[slug]` },
  { page: "/previa/[token]" },
  {
    page: DIRECTORY_PATH,
    filtered: { route: FILTERED_DIRECTORY_PATH, when: hasDirectoryParams },
    visitor: listVisitorTwin(DIRECTORY_PATH, DIRECTORY_PARAMS),
  },
  { page: `${DIRECTORY_PATH}/[slug]` },
  { page: `${DIRECTORY_PATH}/[slug]/avaliacoes/[pagina]` },
  { page: PROJECTS_PATH, filtered: { route: FILTERED_PROJECTS_PATH, when: hasProjectParams } },
  { page: `${PROJECTS_PATH}/[slug]`, member: { route: `${PROJECTS_PATH}/-membro/[slug]` } },
  {
    page: SHOP_PATH,
    filtered: { route: FILTERED_SHOP_PATH, when: hasShopParams },
    visitor: listVisitorTwin(SHOP_PATH, SHOP_PARAMS),
  },
  { page: `${SHOP_PATH}/[slug]` },
  {
    page: LEARNING_PATH,
    filtered: { route: FILTERED_LEARNING_PATH, when: hasLearningParams },
    visitor: listVisitorTwin(LEARNING_PATH, LEARNING_PARAMS),
  },
  { page: `${LEARNING_PATH}/[slug]`, member: { route: `${LEARNING_PATH}/-membro/[slug]` } },
  { page: `${TRACKS_PATH}/[slug]`, member: { route: `${TRACKS_PATH}/-membro/[slug]` } },
  // The members' directory and profiles (issue #37): a member's twins show members-only profiles.
  {
    page: MEMBERS_PATH,
    filtered: { route: FILTERED_MEMBERS_PATH, when: hasMembersParams },
    member: { route: MEMBERS_MEMBER_PATH },
    visitor: listVisitorTwin(MEMBERS_PATH, MEMBERS_PARAMS),
  },
  { page: `${MEMBERS_PATH}/[handle]`, member: { route: `${MEMBERS_MEMBER_PATH}/[handle]` } },
  // Mentoring (issue #40): asking a member for mentoring, per request for signed-in members only.
  { page: `${MEMBERS_PATH}/[handle]/mentoria` },
  // The site search (issue #42): members per request, visitors from the page cache.
  {
    page: SITE_SEARCH_PATH,
    visitor: {
      route: VISITOR_SEARCH_ROUTE,
      when: hasSiteSearchQuery,
      path: visitorSearchPath,
      address: (param) => addressOfVisitorSearch(`${SITE_SEARCH_PATH}/-visitante/${param}`),
    },
  },
  { page: "/comunidade" },
  { page: "/comunidade/[grupo]", member: { route: "/comunidade/-membro/[grupo]" } },
  { page: "/comunidade/[grupo]/[topico]" },
  { page: "/comunidade/[grupo]/moderacao" },
  { page: CERTIFICATES_PATH },
  { page: `${CERTIFICATES_PATH}/[code]` },
  { page: "/newsletter/[resultado]" },
  { page: "/newsletter/descadastrar" },
  // Notification e-mails (issue #39): an e-mail's unsubscribe link (its one-click POST address,
  // /notificacoes/descadastrar/um-clique, is a route handler, not a page).
  { page: NOTIFICATION_UNSUBSCRIBE_PATH },
  // Sign-in (app/(auth)).
  { page: "/auth" },
  { page: "/auth/email-pendente" },
  { page: "/auth/reset-password" },
  // The member area (app/(member)): signed-in only, by lib/route-rules.ts.
  { page: "/dashboard" },
  { page: "/dashboard/boas-vindas" },
  { page: NOTIFICATION_PREFERENCES_PATH },
  { page: "/dashboard/perfil" },
  { page: PUBLIC_PROFILE_EDIT_PATH },
  { page: "/dashboard/negocio" },
  { page: "/dashboard/negocio/novo" },
  { page: "/dashboard/negocio/[id]" },
  { page: "/dashboard/negocio/[id]/previa" },
  { page: "/dashboard/negocio/produtos" },
  { page: "/dashboard/negocio/produtos/[produto]" },
  // Orders with Pix (issue #38): her settings per business, the orders she received and placed.
  { page: "/dashboard/negocio/[id]/encomendas" },
  { page: SELLER_ORDERS_PATH },
  { page: `${SELLER_ORDERS_PATH}/[id]` },
  { page: MY_ORDERS_PATH },
  { page: `${MY_ORDERS_PATH}/[id]` },
  { page: MY_LEARNING_PATH },
  { page: "/dashboard/projetos" },
  { page: "/dashboard/projetos/novo" },
  { page: "/dashboard/projetos/[id]" },
  { page: "/dashboard/projetos/[id]/presenca" },
  { page: "/dashboard/ensino" },
  { page: "/dashboard/ensino/novo-material" },
  { page: "/dashboard/ensino/materiais/[id]" },
  { page: "/dashboard/ensino/nova-trilha" },
  { page: "/dashboard/ensino/trilhas/[id]" },
  // Mentoring (issue #40): her requests and sessions, and her offer.
  { page: MENTORING_PATH },
  { page: MENTOR_OFFER_PATH },
  // Direct messages (issue #37): signed-in only, by lib/route-rules.ts.
  { page: "/mensagens" },
  { page: "/mensagens/nova" },
  { page: "/mensagens/[id]" },
  // The order builder (issue #38): signed-in only, by lib/route-rules.ts.
  { page: `${ORDER_BUILDER_PATH}/[businessSlug]` },
  // Administration (app/(admin)): admins, and blog editors for /admin/blog, by lib/route-rules.ts.
  { page: "/admin" },
  { page: "/admin/blog" },
  { page: "/admin/certificados" },
  { page: "/admin/comunidade" },
  { page: "/admin/configuracoes" },
  { page: "/admin/emails" },
  { page: "/admin/embaixadoras" },
  { page: "/admin/importar" },
  { page: ADMIN_ORDERS_PATH },
  { page: "/admin/mailrelay" },
  { page: "/admin/mensagens" },
  { page: "/admin/negocios" },
  { page: "/admin/newsletter" },
  { page: "/admin/projetos" },
  { page: "/admin/relatorios" },
  { page: "/admin/test" },
  { page: "/admin/usuarios" },
]

/** Every route of one page, the page's own first. */
export function renderingsOf(entry: PageRoute): Rendering[] {
  const renderings: Rendering[] = [{ kind: "page", route: entry.page }]
  if (entry.filtered) renderings.push({ kind: "filtered", route: entry.filtered.route })
  if (entry.member) renderings.push({ kind: "member", route: entry.member.route })
  if (entry.visitor) renderings.push({ kind: "visitor", route: entry.visitor.route })
  return renderings
}

/**
 * A route pattern as a regular expression over a request's pathname (one trailing slash allowed).
 * A dynamic segment takes anything but a twin's segment, so /projetos/-lista is never a project.
 */
function patternOf(route: string): RegExp {
  const source = route
    .split("/")
    .filter(Boolean)
    .map((segment) => (/^\[[^\]]+\]$/.test(segment) ? "((?!-)[^/]+)" : segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")))
    .join("/")
  return new RegExp(`^/${source}/?$`)
}

/** The route with its dynamic segments filled, in order, by `values`. */
function fill(route: string, values: string[]): string {
  let index = 0
  return route.replace(/\[[^\]]+\]/g, () => values[index++] ?? "")
}

/** The part of a twin's route up to and including its internal segment: "/projetos/-membro". */
function internalPrefix(route: string): string {
  const segments = route.split("/")
  const at = segments.findIndex((segment) => INTERNAL_SEGMENT.test(segment))
  return segments.slice(0, at + 1).join("/")
}

// A visitor's twin comes first: where it applies (a visitor, a search term) it is the cached one.
const TWINS = ROUTE_TABLE.flatMap((entry) => [
  ...(entry.visitor ? [{ entry, kind: "visitor" as const, pattern: patternOf(entry.page) }] : []),
  ...(entry.filtered ? [{ entry, kind: "filtered" as const, pattern: patternOf(entry.page) }] : []),
  ...(entry.member ? [{ entry, kind: "member" as const, pattern: patternOf(entry.page) }] : []),
])

const MEMBER_PREFIXES = ROUTE_TABLE.flatMap((entry) => {
  if (!entry.member) return []
  const internal = internalPrefix(entry.member.route)
  return [{ internal, address: internal.slice(0, internal.lastIndexOf("/")) }]
})

const VISITOR_PREFIXES = ROUTE_TABLE.flatMap((entry) =>
  entry.visitor ? [{ prefix: entry.visitor.route.replace(/\[[^\]]+\]$/, ""), address: entry.visitor.address }] : []
)

export interface RenderingRequest {
  pathname: string
  query: URLSearchParams
  signedIn: boolean
}

/**
 * The twin route that renders this request, with its dynamic segments filled ("/projetos/-membro/x"),
 * or null when the page's own route does (or no page of the table is asked for).
 */
export function twinRouteFor({ pathname, query, signedIn }: RenderingRequest): string | null {
  for (const { entry, kind, pattern } of TWINS) {
    const match = pattern.exec(pathname)
    if (!match) continue
    if (kind === "member" && signedIn && entry.member) return fill(entry.member.route, match.slice(1))
    if (kind === "filtered" && entry.filtered?.when(query)) return entry.filtered.route
    if (kind === "visitor" && !signedIn && entry.visitor?.when(query)) return entry.visitor.path(query)
  }
  return null
}

/**
 * The page's own address for a request that named a member twin's internal path itself
 * ("/projetos/-membro/x" → "/projetos/x"), or null. The proxy redirects reads there, so the page
 * answers with its one status and canonical URL. The filtered twins are left alone: the client
 * router fetches them by their own path (lib/search.ts routedListHref).
 */
export function addressOfMemberTwin(pathname: string): string | null {
  for (const { internal, address } of MEMBER_PREFIXES) {
    if (pathname === internal || pathname.startsWith(`${internal}/`)) {
      return `${address}${pathname.slice(internal.length)}` || "/"
    }
  }
  return null
}

/**
 * The page's own address for a request that named a visitor twin's path itself
 * ("/busca/-visitante/…" → "/busca?q=…"), or null: its param is only ever the proxy's, and a
 * member asking for it must get her own rendering. A param the proxy never makes is the twin's 404.
 */
export function addressOfVisitorTwin(pathname: string): string | null {
  for (const { prefix, address } of VISITOR_PREFIXES) {
    if (!pathname.startsWith(prefix)) continue
    const param = pathname.slice(prefix.length).replace(/\/$/, "")
    return param && !param.includes("/") ? address(param) : null
  }
  return null
}
/**
 * A list's address without its empty parameters ("/loja?busca=&categoria=x&uf=" → "/loja?categoria=x"),
 * or null when it has none or the page is no list. A filter form sent before its JavaScript ran, or
 * without any, carries every field; the proxy redirects reads to the address the form means.
 */
export function listAddressWithoutEmptyParams(pathname: string, query: URLSearchParams): string | null {
  const isList = TWINS.some(({ kind, pattern }) => kind === "filtered" && pattern.test(pathname))
  if (!isList || ![...query.values()].some((value) => value.trim() === "")) return null
  const kept = new URLSearchParams([...query].filter(([, value]) => value.trim() !== ""))
  const search = kept.toString()
  return search ? `${pathname}?${search}` : pathname
}
