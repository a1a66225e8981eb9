/**
 * What the site search page shows of a result (issue #42): its link, its kind's words, the
 * highlighted snippet and the line that says what it is. Isomorphic: no database access.
 */
import { businessPath } from "@/lib/directory-url"
import { formatDate } from "@/lib/format"
import { materialPath } from "@/lib/learning-url"
import { memberProfilePath } from "@/lib/members-url"
import { formatCents } from "@/lib/number-format"
import { projectPath } from "@/lib/projects"
import { blogPostPath } from "@/lib/routes"
import { productPath } from "@/lib/shop"
import type { SearchKind } from "@/lib/site-search-url"

/** One row of public.search_site. */
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

/**
 * The line under a result's title that says what it is: its kind, then what `meta` holds of its
 * category, place, price and date ("Produto · Doces · R$ 12,00", "Post do blog · 3 de mar. de 2026").
 */
export function hitDescription(hit: Pick<SiteSearchHit, "kind" | "meta" | "happenedAt">): string {
  const { meta } = hit
  const place = [text(meta.city), text(meta.state) ?? text(meta.uf)].filter(Boolean).join("/")
  const price = cents(meta.price_cents)
  const parts = [
    KIND_LABELS[hit.kind].one,
    text(meta.category) ?? text(meta.group) ?? text(meta.headline),
    place || null,
    price === null ? null : formatCents(price),
    hit.happenedAt && (hit.kind === "posts" || hit.kind === "projects" || hit.kind === "topics")
      ? formatDate(hit.happenedAt)
      : null,
  ]
  return parts.filter(Boolean).join(" · ")
}
