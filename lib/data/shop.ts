import "server-only"
import { cache } from "react"
import { randomUUID } from "node:crypto"
import { cacheLife, cacheTag } from "next/cache"

import { TAGS } from "@/lib/cache-tags"
import type { Tables } from "@/lib/database.types"
import { uploadPublicImage } from "@/lib/data/storage"
import type { ReencodedBytes, StoredImageType } from "@/lib/images/reencode"
import { IMAGE_EXTENSIONS } from "@/lib/images/sniff"
import { storedObjectPath } from "@/lib/images/storage-url"
import { searchTerm } from "@/lib/search"
import { listCacheLife } from "@/lib/data/search-cache-life"
import { listQuery } from "@/lib/data/list-query"
import { type ProductAvailability, type ProductCategory, PRODUCTS_PER_PAGE, type ShopListState } from "@/lib/shop"
import { createClient, createPublicClient } from "@/lib/supabase/server"
import type { ProductInput } from "@/lib/validations/shop"
import { isSeedImage } from "@/lib/images/seed-images"
import type { WriteResult } from "@/lib/data/write-result"

// One file (~350 lines) on purpose: the shop's public, owner and admin reads and writes share the
// product row, its columns and its photo bucket; each part is small, and the owner's writes
// check against the same business list the reads use.

export const PRODUCT_PHOTO_BUCKET = "product-photos"
export const MAX_PRODUCT_PHOTOS = 4

export interface ProductBusiness {
  id: string
  name: string
  slug: string
  city: string | null
  state: string | null
  whatsapp: string | null
  websiteUrl: string | null
  instagramUrl: string | null
}

/** What every view of a product shows, the public card and the owner's list alike. */
interface ProductFields {
  id: string
  slug: string
  name: string
  description: string
  category: ProductCategory
  priceCents: number
  availability: ProductAvailability
  photos: string[]
}

const PRODUCT_COLUMNS = "id, slug, name, description, category, price_cents, availability, photos"

type ProductRow = Pick<
  Tables<"products">,
  "id" | "slug" | "name" | "description" | "category" | "price_cents" | "availability" | "photos"
>

const toProductFields = (row: ProductRow): ProductFields => ({
  id: row.id,
  slug: row.slug,
  name: row.name,
  description: row.description,
  category: row.category as ProductCategory,
  priceCents: row.price_cents,
  availability: row.availability as ProductAvailability,
  photos: row.photos,
})

export interface ProductCard extends ProductFields {
  updatedAt: string
  business: ProductBusiness
}

const COLUMNS = `${PRODUCT_COLUMNS}, updated_at, business:businesses(id, name, slug, city, state, whatsapp, website_url, instagram_url)`

type Row = ProductRow & {
  updated_at: string
  business: Pick<
    Tables<"businesses">,
    "id" | "name" | "slug" | "city" | "state" | "whatsapp" | "website_url" | "instagram_url"
  > | null
}

function toCard(row: Row): ProductCard | null {
  // RLS hides businesses that are not listed: a product whose business is not readable is not shown.
  const b = Array.isArray(row.business) ? row.business[0] : row.business
  if (!b) return null
  return {
    ...toProductFields(row),
    // photos is the owner's own column, writable through the API: only her business's stored files
    // are shown, never an address typed in (a tracking pixel, another site's image).
    photos: row.photos.filter((url) => storedObjectPath(url, PRODUCT_PHOTO_BUCKET, b.id) !== null || isSeedImage(url)),
    updatedAt: row.updated_at,
    business: {
      id: b.id,
      name: b.name,
      slug: b.slug,
      city: b.city,
      state: b.state,
      whatsapp: b.whatsapp,
      websiteUrl: b.website_url,
      instagramUrl: b.instagram_url,
    },
  }
}

export interface ProductPage {
  products: ProductCard[]
  total: number
  page: number
  pageCount: number
}

// `!inner`: a product whose business RLS hides (not listed) drops out of the page and the count.
const LISTED_COLUMNS = `${PRODUCT_COLUMNS}, updated_at, business:businesses!inner(id, name, slug, city, state, whatsapp, website_url, instagram_url)`

type FilterableQuery<Q> = {
  eq: (column: "category" | "business.state", value: string) => Q
}

/**
 * One page of the public catalogue for a filter state, by name. Products of unlisted businesses
 * never come back (RLS). A page past the end is empty, with the count of what there is.
 */
export async function listProducts(state: ShopListState): Promise<ProductPage> {
  "use cache"
  cacheTag(TAGS.shop, TAGS.directory)
  listCacheLife(state.search)
  const page = Math.max(1, Math.floor(state.page))
  // A search runs on the database's engine (search_products, issue #42): rows in rank order, so no
  // order of our own; the same filters (the business embedded as before), range and count apply.
  const term = searchTerm(state.search)
  const filtered = <Q extends FilterableQuery<Q>>(request: Q) => {
    let query = request
    if (state.category) query = query.eq("category", state.category)
    if (state.state) query = query.eq("business.state", state.state)
    return query
  }
  const rows = (columns: string, options: { count: "exact"; head?: boolean }) =>
    filtered(
      listQuery(
        term
          ? createPublicClient().rpc("search_products", { p_query: term }, options).select(columns)
          : createPublicClient().from("products").select(columns, options)
      )
    )

  const from = (page - 1) * PRODUCTS_PER_PAGE
  const listed = term
    ? rows(LISTED_COLUMNS, { count: "exact" })
    : rows(LISTED_COLUMNS, { count: "exact" }).order("name").order("id")
  const { data, error, count } = await listed.range(from, from + PRODUCTS_PER_PAGE - 1)
  let total = count ?? 0
  if (error) {
    // A page past the end answers 416 (PGRST103): an empty page, not a failure.
    if (error.code !== "PGRST103") throw new Error(`listProducts: ${error.message}`, { cause: error })
    const counted = await rows("id, business:businesses!inner(state)", { count: "exact", head: true })
    if (counted.error) throw new Error(`listProducts: ${counted.error.message}`, { cause: counted.error })
    total = counted.count ?? 0
  }
  return {
    products: ((data ?? []) as unknown as Row[]).map(toCard).filter((card) => card !== null),
    total,
    page,
    pageCount: Math.ceil(total / PRODUCTS_PER_PAGE),
  }
}

async function loadProduct(slug: string): Promise<ProductCard | null> {
  "use cache"
  cacheTag(TAGS.shop, TAGS.directory)
  cacheLife("hours")
  // Reachable as a server function with any arguments: only a string is looked up.
  if (typeof slug !== "string" || !slug) return null
  const { data, error } = await createPublicClient().from("products").select(COLUMNS).eq("slug", slug).maybeSingle()
  if (error) throw new Error(`getProduct: ${error.message}`, { cause: error })
  return data ? toCard(data as unknown as Row) : null
}

/** A shown product by slug, or null. Shared by generateMetadata and the page. */
export const getProduct = cache(loadProduct)

/** The shown products of one business (its directory page). */
export async function listBusinessProducts(businessId: string): Promise<ProductCard[]> {
  "use cache"
  cacheTag(TAGS.shop, TAGS.directory)
  cacheLife("hours")
  if (typeof businessId !== "string" || !/^[0-9a-f-]{36}$/.test(businessId)) return []
  const { data, error } = await createPublicClient()
    .from("products")
    .select(COLUMNS)
    .eq("business_id", businessId)
    .order("name")
  if (error) throw new Error(`listBusinessProducts: ${error.message}`, { cause: error })
  return (data as unknown as Row[]).map(toCard).filter((card): card is ProductCard => card !== null)
}

/** Every shown product's address, for the sitemap. */
export async function listProductRefs(): Promise<{ slug: string; updatedAt: string }[]> {
  "use cache"
  cacheTag(TAGS.shop, TAGS.directory)
  cacheLife("hours")
  const { data, error } = await createPublicClient().from("products").select(COLUMNS).limit(5000)
  if (error) throw new Error(`listProductRefs: ${error.message}`, { cause: error })
  return (data as unknown as Row[])
    .map(toCard)
    .flatMap((card) => (card ? [{ slug: card.slug, updatedAt: card.updatedAt }] : []))
}

// ------------------------------------------------------------------------------------------------
// The owner's side, under her session: RLS lets her write her own businesses' products only.
// ------------------------------------------------------------------------------------------------

export interface OwnerBusiness {
  id: string
  name: string
  slug: string
  listed: boolean
}

export interface OwnerProduct extends ProductFields {
  businessId: string
  hidden: boolean
  hiddenReason: string | null
}

/** The businesses the user owns (any status). */
export async function listOwnerBusinesses(userId: string): Promise<OwnerBusiness[]> {
  const supabase = await createClient()
  const { data, error } = await supabase
    .from("businesses")
    .select("id, name, slug, status, active")
    .eq("owner_id", userId)
    .order("name")
  if (error) throw new Error(`listOwnerBusinesses: ${error.message}`, { cause: error })
  return data.map((b) => ({ id: b.id, name: b.name, slug: b.slug, listed: b.status === "approved" && b.active }))
}

const OWNER_COLUMNS = `${PRODUCT_COLUMNS}, business_id, hidden, hidden_reason` as const

type OwnerRow = ProductRow & Pick<Tables<"products">, "business_id" | "hidden" | "hidden_reason">

const toOwnerProduct = (row: OwnerRow): OwnerProduct => ({
  ...toProductFields(row),
  businessId: row.business_id,
  hidden: row.hidden,
  hiddenReason: row.hidden_reason,
})

/** The columns an owner writes, from her form (photos are stored first, then passed in). */
const productWrite = (input: ProductInput, photos: string[]) => ({
  name: input.name,
  description: input.description,
  category: input.category,
  price_cents: input.price,
  availability: input.availability,
  photos,
})

/** The products of the given businesses (the caller's own), by name. */
export async function listOwnerProducts(businessIds: string[]): Promise<OwnerProduct[]> {
  if (!businessIds.length) return []
  const supabase = await createClient()
  const { data, error } = await supabase
    .from("products")
    .select(OWNER_COLUMNS)
    .in("business_id", businessIds)
    .order("name")
  if (error) throw new Error(`listOwnerProducts: ${error.message}`, { cause: error })
  return data.map(toOwnerProduct)
}

/** One of the caller's products, or null (not hers, or absent). */
export async function getOwnerProduct(productId: string, businessIds: string[]): Promise<OwnerProduct | null> {
  if (!businessIds.length) return null
  const supabase = await createClient()
  const { data, error } = await supabase
    .from("products")
    .select(OWNER_COLUMNS)
    .eq("id", productId)
    .in("business_id", businessIds)
    .maybeSingle()
  if (error) throw new Error(`getOwnerProduct: ${error.message}`, { cause: error })
  return data ? toOwnerProduct(data) : null
}

/** Whether a product slug is taken (a unique index covers every product, shown or not). */
export async function productSlugTaken(slug: string): Promise<boolean> {
  const supabase = await createClient()
  const { data, error } = await supabase.from("products").select("id").eq("slug", slug).maybeSingle()
  if (error) throw new Error(`productSlugTaken: ${error.message}`, { cause: error })
  return data !== null
}

export async function createProduct(
  input: ProductInput,
  slug: string,
  photos: string[]
): Promise<WriteResult<{ id: string; slug: string }>> {
  const supabase = await createClient()
  return supabase
    .from("products")
    .insert({ business_id: input.business_id, slug, ...productWrite(input, photos) })
    .select("id, slug")
    .single()
}

export async function updateProduct(
  productId: string,
  input: ProductInput,
  photos: string[]
): Promise<WriteResult<{ id: string; slug: string }>> {
  const supabase = await createClient()
  return supabase
    .from("products")
    .update(productWrite(input, photos))
    .eq("id", productId)
    .eq("business_id", input.business_id)
    .select("id, slug")
    .maybeSingle()
}

export async function deleteProduct(productId: string): Promise<WriteResult<{ id: string }>> {
  const supabase = await createClient()
  return supabase.from("products").delete().eq("id", productId).select("id").maybeSingle()
}

/** Stores a photo in the business's folder (the bucket's policy: its owner only); returns its public address. */
export function storeProductPhoto(businessId: string, bytes: ReencodedBytes, type: StoredImageType) {
  const path = `${businessId}/produto-${randomUUID()}.${IMAGE_EXTENSIONS[type]}`
  return uploadPublicImage(PRODUCT_PHOTO_BUCKET, path, bytes, type)
}

// ------------------------------------------------------------------------------------------------
// Admins.
// ------------------------------------------------------------------------------------------------

export interface AdminProduct extends OwnerProduct {
  businessName: string
}

/** Every product for /admin/projetos' shop tab (admins read all through RLS). */
export async function listAllProducts(): Promise<AdminProduct[]> {
  const supabase = await createClient()
  const { data, error } = await supabase
    .from("products")
    .select(`${OWNER_COLUMNS}, business:businesses(name)`)
    .order("name")
  if (error) throw new Error(`listAllProducts: ${error.message}`, { cause: error })
  return data.map((row) => {
    const b = Array.isArray(row.business) ? row.business[0] : row.business
    return { ...toOwnerProduct(row), businessName: b?.name ?? "" }
  })
}

/** Hides (with a reason) or shows a product: set_product_hidden checks is_admin() and audits. */
export async function setProductHidden(
  productId: string,
  hidden: boolean,
  reason: string | null
): Promise<WriteResult<undefined>> {
  const supabase = await createClient()
  return supabase.rpc("set_product_hidden", {
    p_product_id: productId,
    p_hidden: hidden,
    p_reason: reason ?? undefined,
  })
}
