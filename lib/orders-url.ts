/**
 * Addresses of orders ("encomendas", issue #38). Dependency-free: the route table, the proxy's
 * rules, pages, actions and tests name them from here.
 */

/** The buyer's orders, in the member area. */
export const MY_ORDERS_PATH = "/dashboard/encomendas"
/** The seller's orders, beside her business pages. */
export const SELLER_ORDERS_PATH = "/dashboard/negocio/encomendas"
/** Where a member builds an order from one business (signed-in only, by lib/route-rules.ts). */
export const ORDER_BUILDER_PATH = "/encomendar"
/** Every order, for admins. */
export const ADMIN_ORDERS_PATH = "/admin/encomendas"
/** The admins' CSV of the same list (a route handler). */
export const ADMIN_ORDERS_CSV_PATH = `${ADMIN_ORDERS_PATH}/exportar`

export const myOrderPath = (id: string) => `${MY_ORDERS_PATH}/${id}`
export const sellerOrderPath = (id: string) => `${SELLER_ORDERS_PATH}/${id}`
/** "Receber encomendas": the seller's settings of one business. */
export const orderSettingsPath = (businessId: string) => `/dashboard/negocio/${businessId}/encomendas`

/** The order builder's query: the product she came from and how many (kept through sign-in). */
export const ORDER_PRODUCT_PARAM = "produto"
export const ORDER_QUANTITY_PARAM = "quantidade"

/**
 * The order builder of one business, optionally with a product and its quantity already chosen
 * (the product page's "Encomendar"). A visitor is sent to sign in and comes back to this address.
 */
export function orderBuilderPath(businessSlug: string, pick?: { product?: string; quantity?: number }) {
  const query = new URLSearchParams()
  if (pick?.product) query.set(ORDER_PRODUCT_PARAM, pick.product)
  if (pick?.product && pick.quantity && pick.quantity > 1) query.set(ORDER_QUANTITY_PARAM, String(pick.quantity))
  const search = query.toString()
  const path = `${ORDER_BUILDER_PATH}/${encodeURIComponent(businessSlug)}`
  return search ? `${path}?${search}` : path
}

/** A wa.me link to talk about one order, its code in the message; null without a usable number. */
export function orderWhatsappHref(phone: string | null, code: string): string | null {
  const digits = (phone ?? "").replace(/\D/g, "")
  if (digits.length < 10) return null
  const number = digits.length <= 11 ? `55${digits}` : digits
  const text = `Olá! Escrevo sobre a encomenda ${code}, feita pela Convergência Empreendedora.`
  return `https://wa.me/${number}?text=${encodeURIComponent(text)}`
}
