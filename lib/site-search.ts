/**
 * What the site search page shows of a result (issue #42): its link, its kind's words, the
 * highlighted snippet and the line that says what it is. Isomorphic: no database access.
 */
import { businessPath } from "@/lib/directory-url"
import { LEARNING_ACCESS, LEARNING_KINDS, LEARNING_TOPICS } from "@/lib/learning/vocabulary"
import { formatDate } from "@/lib/format"
import { materialPath } from "@/lib/learning-url"
import { memberProfilePath } from "@/lib/members-url"
import { formatCents, formatInteger } from "@/lib/number-format"
import { PROJECT_FORMATS, PROJECT_KINDS, projectPath } from "@/lib/projects"
import { blogPostPath } from "@/lib/routes"
import { PRODUCT_CATEGORIES, productPath } from "@/lib/shop"
import type { SearchKind } from "@/lib/site-search-url"

/** One row of public.search_site. */
/**
 * The engine ranks at most this many matches of each kind (supabase/migrations/…_site_search.sql,
 * private.search_hits), so a count that reaches it means "this many or more".
 */
export const SEARCH_RESULTS_CAP = 100

/** A kind's count as the page shows it: "100+" once the engine stopped counting. */
export const formatSearchCount = (count: number, capped = count >= SEARCH_RESULTS_CAP) =>
  `${formatInteger(count)}${capped ? "+" : ""}`

export interface SiteSearchHit {
  kind: SearchKind
  id: string
  title: string
  /** ts_headline's text: U+E000 opens a match, U+E001 closes it; never HTML. */
  snippet: string
  slug: string
  parentSlug: string | null
  meta: Record<string, unknown>
  happenedAt: string | null
}

/** Each kind's words: the tab, the group's heading, the badge on a result, the list it links to. */
export const KIND_LABELS: Record<SearchKind, { tab: string; one: string; list: { href: string; label: string } }> = {
  posts: { tab: "Posts", one: "Post do blog", list: { href: "/convergindo", label: "Todos os posts" } },
  businesses: { tab: "Negócios", one: "Negócio", list: { href: "/diretorio", label: "O diretório de negócios" } },
  products: { tab: "Produtos", one: "Produto", list: { href: "/loja", label: "A loja" } },
  projects: { tab: "Projetos", one: "Projeto", list: { href: "/projetos", label: "Todos os projetos" } },
  materials: { tab: "Materiais", one: "Material", list: { href: "/aprender", label: "Os materiais e trilhas" } },
  groups: {
    tab: "Grupos",
    one: "Grupo da comunidade",
    list: { href: "/comunidade", label: "Os grupos da comunidade" },
  },
  topics: { tab: "Tópicos", one: "Tópico da comunidade", list: { href: "/comunidade", label: "A comunidade" } },
  members: { tab: "Associadas", one: "Associada", list: { href: "/associadas", label: "As associadas" } },
}

const COMMUNITY_PATH = "/comunidade"

/**
 * The page a result leads to. Topics carry their id in `slug` and their group's slug in
 * `parentSlug` (search_site's contract); members their handle.
 */
export function hitHref(hit: Pick<SiteSearchHit, "kind" | "slug" | "parentSlug">): string {
  const slug = encodeURIComponent(hit.slug)
  switch (hit.kind) {
    case "posts":
      return blogPostPath(slug)
    case "businesses":
      return businessPath(slug)
    case "products":
      return productPath(slug)
    case "projects":
      return projectPath(slug)
    case "materials":
      return materialPath(slug)
    case "groups":
      return `${COMMUNITY_PATH}/${slug}`
    case "topics":
      return `${COMMUNITY_PATH}/${encodeURIComponent(hit.parentSlug ?? "")}/${slug}`
    case "members":
      return memberProfilePath(slug)
  }
}

export interface SnippetPart {
  text: string
  marked: boolean
}

const OPEN = "\uE000"
const CLOSE = "\uE001"

/** The snippet split at its match markers, so the page renders matches in <mark> as text, never as HTML. */
export function snippetParts(snippet: string): SnippetPart[] {
  const parts: SnippetPart[] = []
  let marked = false
  let text = ""
  const flush = () => {
    if (text) parts.push({ text, marked })
    text = ""
  }
  for (const char of snippet) {
    if (char === OPEN || char === CLOSE) {
      flush()
      marked = char === OPEN
    } else text += char
  }
  flush()
  return parts
}

const text = (value: unknown) => (typeof value === "string" && value.trim() ? value.trim() : null)
const cents = (value: unknown) => (typeof value === "number" && Number.isInteger(value) && value >= 0 ? value : null)
/** A vocabulary's words for a stored value ("alimentacao" → "Alimentação"), or null. */
const labelIn = (labels: Record<string, string>, value: unknown) =>
  typeof value === "string" && Object.hasOwn(labels, value) ? labels[value]! : null

/** What search_site's `meta` says of each kind, in reading order (see the migration for its keys). */
function metaParts(hit: Pick<SiteSearchHit, "kind" | "meta" | "happenedAt">): (string | null)[] {
  const { meta } = hit
  const place = [text(meta.city), text(meta.state)].filter(Boolean).join("/") || null
  const price = cents(meta.price_cents)
  switch (hit.kind) {
    case "posts":
      return [text(meta.category), hit.happenedAt ? formatDate(hit.happenedAt) : null]
    case "businesses":
      return [text(meta.category), place]
    case "products":
      return [
        labelIn(PRODUCT_CATEGORIES, meta.category),
        text(meta.business_name),
        price === null ? null : formatCents(price),
      ]
    case "projects":
      return [
        labelIn(PROJECT_KINDS, meta.kind),
        labelIn(PROJECT_FORMATS, meta.format),
        place,
        text(meta.starts_at) ? formatDate(text(meta.starts_at)!) : null,
      ]
    case "materials":
      return [
        labelIn(LEARNING_KINDS, meta.kind),
        labelIn(LEARNING_TOPICS, meta.topic),
        labelIn(LEARNING_ACCESS, meta.access),
      ]
    case "groups":
      return [text(meta.category)]
    case "topics":
      return [text(meta.group_name), hit.happenedAt ? formatDate(hit.happenedAt) : null]
    case "members":
      return [place]
  }
}

/**
 * The line above a result's title that says what it is: its kind, then what `meta` holds of its
 * category, place, price and date ("Produto · Alimentação · Doces da Cláudia · R$ 65,00").
 */
export function hitDescription(hit: Pick<SiteSearchHit, "kind" | "meta" | "happenedAt">): string {
  return [KIND_LABELS[hit.kind].one, ...metaParts(hit)].filter(Boolean).join(" · ")
}
