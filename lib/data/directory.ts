import "server-only"
import { cacheLife, cacheTag } from "next/cache"
import { unstable_rethrow } from "next/navigation"
import { connection } from "next/server"

import { TAGS } from "@/lib/cache-tags"
import type { Tables } from "@/lib/database.types"
import type { DirectoryState } from "@/lib/directory-url"
import { displayableAvatarUrl } from "@/lib/images/avatar"
import { searchTerm } from "@/lib/search"
import { listCacheLife } from "@/lib/data/search-cache-life"
import { listQuery } from "@/lib/data/list-query"
import { slugify } from "@/lib/slug"
import { createPublicClient } from "@/lib/supabase/server"
import type { ListingLoadOptions } from "@/lib/data/posts"
import {
  BRAZILIAN_STATES,
  BUSINESS_CATEGORIES,
  categoryBySlug,
  type CategorySlug,
  type StateCode,
} from "@/lib/validations/directory"

// One file (~410 lines) on purpose: the public directory's reads (list, facets, page, reviews,
// prerender list) share the row shapes and mappers (toBusinessCard, toPublicReview) that
// directory-owner.ts and directory-admin.ts import; splitting would scatter the shapes they agree on.

/** Cards per list page. */
export const BUSINESSES_PER_PAGE = 12
/** Reviews per page of a business page. */
export const REVIEWS_PER_PAGE = 10

/** What every view of a listing shows, the public card and the admin table alike. */
export interface BusinessBasics {
  id: string
  slug: string
  name: string
  category: string | null
  city: string | null
  state: string | null
  ratingAverage: number | null
  ratingCount: number
  description: string | null
}

export type BasicsRow = Pick<
  Tables<"businesses">,
  "id" | "slug" | "name" | "category" | "city" | "state" | "rating_count" | "description"
> & { rating_average: number | string | null }

/** Numeric arrives as a number or a string, depending on the server. */
export const toBusinessBasics = (row: BasicsRow): BusinessBasics => ({
  id: row.id,
  slug: row.slug,
  name: row.name,
  category: row.category,
  city: row.city,
  state: row.state,
  ratingAverage: row.rating_average === null ? null : Number(row.rating_average),
  ratingCount: row.rating_count,
  description: row.description,
})

export interface BusinessCard extends BusinessBasics {
  /** As stored: lib/directory.ts displayableLogoUrl() decides whether it is shown. */
  logoUrl: string | null
  acceptsOrders: boolean
  sellsOnline: boolean
}

export interface BusinessDetail extends BusinessCard {
  websiteUrl: string | null
  instagramUrl: string | null
  whatsapp: string | null
  contactEmail: string | null
  createdAt: string
  updatedAt: string
  /** The owner's public name and picture, or null (no owner, or one the visitor may not see). */
  owner: { name: string; avatarUrl: string | null } | null
}

export interface PublicReview {
  id: string
  /** Her account, or null once deleted; the page links her name when her profile is public (issue #37). */
  authorId: string | null
  /** Set by the page (withAuthorHandles) when her profile may be linked. */
  authorHandle?: string | null
  authorName: string
  /** Her picture from the avatars bucket, or null (initials). */
  authorAvatarUrl: string | null
  rating: number
  comment: string
  createdAt: string
  ownerReply: string | null
  ownerRepliedAt: string | null
  /** She had a delivered order from this business (issue #38): "Compra verificada". */
  verifiedPurchase: boolean
}

export interface ReviewPage {
  reviews: PublicReview[]
  total: number
  page: number
  pageCount: number
}

export interface DirectoryFacets {
  categories: { slug: CategorySlug; name: string; count: number }[]
  states: { code: StateCode; name: string; count: number }[]
  cities: { slug: string; name: string; state: string; count: number }[]
}

export interface DirectoryPage {
  businesses: BusinessCard[]
  total: number
  page: number
  pageCount: number
}

export interface DirectoryListing {
  facets: DirectoryFacets
  list: DirectoryPage
}

export interface ListedBusinessRef {
  slug: string
  updatedAt: string
}

export const CARD_COLUMNS =
  "id, slug, name, category, city, state, logo_url, rating_average, rating_count, accepts_orders, sells_online, description"
const DETAIL_COLUMNS = `${CARD_COLUMNS}, website_url, instagram_url, whatsapp, contact_email, created_at, updated_at, owner:profiles!businesses_owner_id_fkey(full_name, avatar_url)`

export type CardRow = BasicsRow & Pick<Tables<"businesses">, "logo_url" | "accepts_orders" | "sells_online">

/** A row's columns as the card needs them. */
export function toBusinessCard(row: CardRow): BusinessCard {
  return {
    ...toBusinessBasics(row),
    logoUrl: row.logo_url,
    acceptsOrders: row.accepts_orders,
    sellsOnline: row.sells_online,
  }
}

type One<T> = T | T[] | null
const one = <T>(value: One<T>): T | null => (Array.isArray(value) ? (value[0] ?? null) : value)

export function toBusinessDetail(
  row: CardRow & {
    website_url: string | null
    instagram_url: string | null
    whatsapp: string | null
    contact_email: string | null
    created_at: string
    updated_at: string
    owner: unknown
  }
): BusinessDetail {
  const owner = one(row.owner as One<{ full_name: string | null; avatar_url: string | null }>)
  const ownerName = owner?.full_name?.trim()
  return {
    ...toBusinessCard(row),
    websiteUrl: row.website_url,
    instagramUrl: row.instagram_url,
    whatsapp: row.whatsapp,
    contactEmail: row.contact_email,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    // A name that is an e-mail address (profiles default to it) is never shown.
    owner: ownerName && !ownerName.includes("@") ? { name: ownerName, avatarUrl: owner?.avatar_url ?? null } : null,
  }
}

export const REVIEW_COLUMNS =
  "id, author_id, author_name, author_avatar_url, rating, comment, created_at, owner_reply, owner_replied_at, verified_purchase"

export interface ReviewRow {
  id: string
  author_id: string | null
  author_name: string
  author_avatar_url: string | null
  rating: number
  comment: string
  created_at: string
  owner_reply: string | null
  owner_replied_at: string | null
  verified_purchase: boolean
}

export const toPublicReview = (row: ReviewRow): PublicReview => ({
  id: row.id,
  authorId: row.author_id,
  authorName: row.author_name,
  authorAvatarUrl: displayableAvatarUrl(row.author_avatar_url),
  rating: row.rating,
  comment: row.comment,
  createdAt: row.created_at,
  ownerReply: row.owner_reply,
  ownerRepliedAt: row.owner_replied_at,
  verifiedPurchase: row.verified_purchase === true,
})

function fail(where: string, error: { message: string }): never {
  throw new Error(`${where}: ${error.message}`, { cause: error })
}

/**
 * Categories, states and cities that have listed businesses, with counts, for the filters. One read
 * of three short columns of the listed rows (read in pages: hosted PostgREST caps at 1,000 rows).
 * Cached under TAGS.directory; throws when the backend fails.
 */
export async function listDirectoryFacets(): Promise<DirectoryFacets> {
  "use cache"
  cacheTag(TAGS.directory)
  cacheLife("hours")
  const rows: { category: string | null; state: string | null; city: string | null }[] = []
  for (let from = 0; ; from += 1000) {
    const { data, error } = await createPublicClient()
      .from("businesses")
      .select("category, state, city")
      .order("id")
      .range(from, from + 999)
    if (error) fail("listDirectoryFacets", error)
    rows.push(...data)
    if (data.length < 1000) break
  }
  const count = <K>(keys: K[]) => keys.reduce((map, key) => map.set(key, (map.get(key) ?? 0) + 1), new Map<K, number>())
  const categories = count(rows.map((row) => row.category))
  const states = count(rows.map((row) => row.state))
  const cities = new Map<string, { slug: string; name: string; state: string; count: number }>()
  for (const row of rows) {
    const name = row.city?.trim()
    if (!name || !row.state) continue
    const slug = slugify(name)
    const key = `${row.state}/${slug}`
    const city = cities.get(key) ?? { slug, name, state: row.state, count: 0 }
    city.count++
    cities.set(key, city)
  }
  return {
    categories: BUSINESS_CATEGORIES.flatMap((category) => {
      const n = categories.get(category.name) ?? 0
      return n ? [{ slug: category.slug, name: category.name, count: n }] : []
    }),
    states: BRAZILIAN_STATES.flatMap((state) => {
      const n = states.get(state.code) ?? 0
      return n ? [{ code: state.code, name: state.name, count: n }] : []
    }),
    cities: [...cities.values()].sort((a, b) => a.name.localeCompare(b.name, "pt-BR")),
  }
}

type FilterableQuery<Q> = {
  eq: (column: "category" | "state" | "accepts_orders" | "sells_online", value: string | boolean) => Q
  in: (column: "city", values: string[]) => Q
}

/**
 * One page of listed businesses (approved and active: RLS shows visitors nothing else), by name,
 * filtered by search over name, description, category and city (accent- and case-insensitive),
 * category, state, city and tags. An unknown category, or a city with no listed business, yields
 * an empty page. Cached per query under TAGS.directory; throws when the backend fails.
 */
export async function listListedBusinesses(state: DirectoryState): Promise<DirectoryPage> {
  "use cache"
  cacheTag(TAGS.directory)
  listCacheLife(state.search)
  const page = Math.max(1, Math.floor(state.page))
  const empty = { businesses: [], total: 0, page, pageCount: 0 }

  const category = state.categorySlug ? categoryBySlug(state.categorySlug) : null
  if (state.categorySlug && !category) return empty
  let cityNames: string[] | null = null
  if (state.citySlug) {
    const { cities } = await listDirectoryFacets()
    cityNames = [
      ...new Set(
        cities
          .filter((city) => city.slug === state.citySlug && (!state.state || city.state === state.state))
          .map((city) => city.name)
      ),
    ]
    if (cityNames.length === 0) return empty
  }
  // A search runs on the database's engine (search_businesses, issue #42): rows in rank order, so
  // no order of our own; the same filters, range and count apply to them.
  const term = searchTerm(state.search)
  const filtered = <Q extends FilterableQuery<Q>>(request: Q) => {
    let query = request
    if (category) query = query.eq("category", category.name)
    if (state.state) query = query.eq("state", state.state)
    if (cityNames) query = query.in("city", cityNames)
    if (state.acceptsOrders) query = query.eq("accepts_orders", true)
    if (state.sellsOnline) query = query.eq("sells_online", true)
    return query
  }
  const rows = (columns: string, options: { count: "exact"; head?: boolean }) =>
    filtered(
      listQuery(
        term
          ? createPublicClient().rpc("search_businesses", { p_query: term }, options).select(columns)
          : createPublicClient().from("businesses").select(columns, options)
      )
    )

  const from = (page - 1) * BUSINESSES_PER_PAGE
  const listed = term
    ? rows(CARD_COLUMNS, { count: "exact" })
    : rows(CARD_COLUMNS, { count: "exact" }).order("name", { ascending: true }).order("id", { ascending: true })
  const { data, error, count } = await listed.range(from, from + BUSINESSES_PER_PAGE - 1)
  let total = count ?? 0
  if (error) {
    // A page past the end answers 416 (PGRST103): an empty page, not a failure.
    if (error.code !== "PGRST103") fail("listListedBusinesses", error)
    const counted = await rows("id", { count: "exact", head: true })
    if (counted.error) fail("listListedBusinesses", counted.error)
    total = counted.count ?? 0
  }
  return {
    businesses: ((data ?? []) as unknown as Parameters<typeof toBusinessCard>[0][]).map(toBusinessCard),
    total,
    page,
    pageCount: Math.ceil(total / BUSINESSES_PER_PAGE),
  }
}

/**
 * The list page's data for one state of its URL, or null when the backend failed. A failure is never
 * prerendered: connection() leaves the page to request time, so it recovers by itself (see
 * lib/data/posts.ts loadBlogListing).
 */
export async function loadDirectoryListing(
  state: DirectoryState,
  { deferFailure = true }: ListingLoadOptions = {}
): Promise<DirectoryListing | null> {
  try {
    const [facets, list] = await Promise.all([listDirectoryFacets(), listListedBusinesses(state)])
    return { facets, list }
  } catch (error) {
    unstable_rethrow(error)
    console.error("[directory.list]", error)
    if (deferFailure) await connection()
    return null
  }
}

/**
 * The listed business with this slug, with its owner's public name and picture; null when there is
 * none (unknown, pending, rejected or paused: read as a visitor, so RLS shows listed ones only).
 * Cached under TAGS.directory; throws when the backend fails.
 */
export async function getListedBusiness(slug: string): Promise<BusinessDetail | null> {
  "use cache"
  cacheTag(TAGS.directory)
  cacheLife("hours")
  const { data, error } = await createPublicClient()
    .from("businesses")
    .select(DETAIL_COLUMNS)
    .eq("slug", slug)
    .maybeSingle()
  if (error) fail("getListedBusiness", error)
  return data ? toBusinessDetail(data) : null
}

/** One page of a listed business's approved reviews, newest first. Cached under TAGS.directory. */
export async function listBusinessReviews(businessId: string, page = 1): Promise<ReviewPage> {
  "use cache"
  cacheTag(TAGS.directory)
  cacheLife("hours")
  const current = Math.max(1, Math.floor(page))
  const from = (current - 1) * REVIEWS_PER_PAGE
  const { data, error, count } = await createPublicClient()
    .from("business_reviews")
    .select(REVIEW_COLUMNS, { count: "exact" })
    .eq("business_id", businessId)
    .eq("approved", true)
    .order("created_at", { ascending: false })
    .order("id", { ascending: true })
    .range(from, from + REVIEWS_PER_PAGE - 1)
  let total = count ?? 0
  if (error) {
    if (error.code !== "PGRST103") fail("listBusinessReviews", error)
    const counted = await createPublicClient()
      .from("business_reviews")
      .select("id", { count: "exact", head: true })
      .eq("business_id", businessId)
      .eq("approved", true)
    if (counted.error) fail("listBusinessReviews", counted.error)
    total = counted.count ?? 0
  }
  return {
    reviews: (data ?? []).map(toPublicReview),
    total,
    page: current,
    pageCount: Math.ceil(total / REVIEWS_PER_PAGE),
  }
}

/** Business pages the build prerenders; others render on their first visit and are then kept. */
export const PRERENDERED_BUSINESSES = 50

async function fetchListedRefs(limit = Number.POSITIVE_INFINITY): Promise<ListedBusinessRef[]> {
  const refs: ListedBusinessRef[] = []
  for (let from = 0; from < limit; from += 1000) {
    const to = Math.min(from + 1000, limit) - 1
    const { data, error } = await createPublicClient()
      .from("businesses")
      .select("slug, updated_at")
      .order("updated_at", { ascending: false })
      .order("id", { ascending: true })
      .range(from, to)
    if (error) fail("listListedBusinessRefs", error)
    refs.push(...data.map((row) => ({ slug: row.slug, updatedAt: row.updated_at })))
    if (data.length < to - from + 1) break
  }
  return refs
}

/** Slug and last change of every listed business, for the sitemap. Cached; throws on failure. */
export async function listListedBusinessRefs(): Promise<ListedBusinessRef[]> {
  "use cache"
  cacheTag(TAGS.directory)
  cacheLife("hours")
  return fetchListedRefs()
}

/**
 * Slugs of listed businesses for generateStaticParams: read once per build, outside the data cache;
 * [] when the database cannot be reached (a build without a backend renders every page on demand).
 */
export async function listPrerenderedBusinessSlugs(): Promise<string[]> {
  try {
    return (await fetchListedRefs(PRERENDERED_BUSINESSES)).map((ref) => ref.slug)
  } catch (error) {
    console.warn(`[directory.prerender] no business pages prerendered, the backend is unreachable: ${String(error)}`)
    return []
  }
}
