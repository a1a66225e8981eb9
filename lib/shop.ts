/**
 * The shop window's labels, addresses, price formatting, buy links and the catalogue's URL state.
 * Client-safe: the proxy, pages and forms import it.
 */
import { formatCents } from "@/lib/number-format"
import { hasQueryParams, listHref } from "@/lib/projects"
import { cleanSearchTerm, parsePageParam } from "@/lib/search"

export const SHOP_PATH = "/loja"
/** /loja?… is rewritten here by proxy.ts, so /loja itself stays static. */
export const FILTERED_SHOP_PATH = "/loja/-lista"
export const OWNER_PRODUCTS_PATH = "/dashboard/negocio/produtos"

export const productPath = (slug: string) => `${SHOP_PATH}/${slug}`

export const PRODUCT_CATEGORIES = {
  alimentacao: "Alimentação",
  artesanato: "Artesanato",
  moda: "Moda e acessórios",
  beleza: "Beleza",
  casa: "Casa e decoração",
  servicos: "Serviços",
  agricultura: "Agricultura familiar",
  outros: "Outros",
} as const
export type ProductCategory = keyof typeof PRODUCT_CATEGORIES

export const PRODUCT_AVAILABILITY = {
  disponivel: "Disponível",
  sob_encomenda: "Sob encomenda",
  esgotado: "Esgotado",
} as const
export type ProductAvailability = keyof typeof PRODUCT_AVAILABILITY

/** schema.org availability for the Product JSON-LD offer. */
export const SCHEMA_AVAILABILITY: Record<ProductAvailability, string> = {
  disponivel: "https://schema.org/InStock",
  sob_encomenda: "https://schema.org/PreOrder",
  esgotado: "https://schema.org/OutOfStock",
}

/** 4990 → "R$ 49,90" (prices are stored as integer centavos). */
export const formatPrice = formatCents

/** "49,90", "49.90" or "R$ 1.234,50" → centavos; null when it is not a price. */
export function parsePriceToCents(raw: string): number | null {
  const cleaned = raw.replace(/R\$|\s/g, "")
  if (!/^\d{1,3}(\.\d{3})*(,\d{1,2})?$|^\d+([.,]\d{1,2})?$/.test(cleaned)) return null
  const normalized = cleaned.includes(",") ? cleaned.replace(/\./g, "").replace(",", ".") : cleaned
  const cents = Math.round(Number(normalized) * 100)
  return Number.isFinite(cents) ? cents : null
}

/** A wa.me link with the message pre-filled with the product name; null without a usable number. */
export function whatsappHref(phone: string | null, productName: string): string | null {
  const digits = (phone ?? "").replace(/\D/g, "")
  if (digits.length < 10) return null
  const number = digits.length <= 11 ? `55${digits}` : digits
  const text = `Olá! Vi "${productName}" na loja da Convergência Empreendedora e gostaria de comprar.`
  return `https://wa.me/${number}?text=${encodeURIComponent(text)}`
}

export const SHOP_PARAMS = { search: "busca", category: "categoria", state: "uf", page: "pagina" } as const

/** Four rows of the widest grid: the window stays quick to load as the network's catalogue grows. */
export const PRODUCTS_PER_PAGE = 24

export interface ShopListState {
  search: string
  category: ProductCategory | ""
  state: string
  page: number
}

type RawParams = Record<string, string | string[] | undefined>

export function parseShopParams(params: RawParams): ShopListState {
  const category = cleanSearchTerm(params[SHOP_PARAMS.category])
  const state = cleanSearchTerm(params[SHOP_PARAMS.state]).toUpperCase()
  return {
    search: cleanSearchTerm(params[SHOP_PARAMS.search]),
    category: Object.hasOwn(PRODUCT_CATEGORIES, category) ? (category as ProductCategory) : "",
    state: /^[A-Z]{2}$/.test(state) ? state : "",
    page: parsePageParam(params[SHOP_PARAMS.page]),
  }
}

export const hasShopParams = (query: URLSearchParams) => hasQueryParams(SHOP_PARAMS, query)

/** The catalogue's address for a state, leaving defaults out (page 1 included). */
export const shopHref = ({ page, ...state }: Partial<ShopListState>) =>
  listHref(SHOP_PATH, SHOP_PARAMS, { ...state, page: page && page > 1 ? String(page) : "" })
