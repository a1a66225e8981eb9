import "server-only"
import { cache } from "react"
import { randomUUID } from "node:crypto"
import type { PostgrestError, SupabaseClient } from "@supabase/supabase-js"

import type { Database } from "@/lib/database.types"
import { removeUnusedBusinessLogos } from "@/lib/data/business-logos"
import { uploadPublicImage } from "@/lib/data/storage"
import { LOGO_BUCKET, storedLogoPath } from "@/lib/directory"
import type { ReencodedBytes, StoredImageType } from "@/lib/images/reencode"
import { IMAGE_EXTENSIONS } from "@/lib/images/sniff"
import { slugify, uniqueSlug } from "@/lib/slug"
import { createClient } from "@/lib/supabase/server"
import {
  categoryByName,
  categoryBySlug,
  type BusinessFormValues,
  type BusinessInput,
  type BusinessStatus,
  type ReviewInput,
} from "@/lib/validations/directory"
import {
  type BusinessDetail,
  CARD_COLUMNS,
  type CardRow,
  REVIEW_COLUMNS,
  type ReviewRow,
  toBusinessDetail,
  toPublicReview,
  type PublicReview,
} from "@/lib/data/directory"
import { type WriteResult, writeOutcome } from "@/lib/data/write-result"

// One file (~510 lines) for now: everything a member does with her own listings runs under her
// session against the same rows (listing, logo, hours, reviews she answers). It is the next
// candidate for a split (listings, reviews, logos), as lib/data/community-*.ts was in issue #35.

/**
 * The signed-in member's side of the directory: her listings, her reviews and her answers. Every
 * call runs under her session, so row-level security and the column grants have the last word
 * (supabase/migrations/…_directory.sql); nothing here is cached.
 */

type BusinessUpdate = Database["public"]["Tables"]["businesses"]["Update"]

export interface OwnedBusiness {
  id: string
  slug: string
  name: string
  status: BusinessStatus
  active: boolean
  rejectionReason: string | null
  submittedAt: string
  reviewedAt: string | null
  ratingAverage: number | null
  ratingCount: number
  pendingReviews: number
}

export interface OwnedBusinessForm extends BusinessFormValues {
  id: string
  ownerId: string | null
  status: BusinessStatus
  active: boolean
  rejectionReason: string | null
  /** The public listing's name and logo; the form's values are her pending revision's when she has one. */
  publicName: string
  publicSlug: string
  publicLogoUrl: string | null
  /** When her edit of the approved listing was sent for approval; null when none waits. */
  revisionSubmittedAt: string | null
}

export interface OwnerReview extends PublicReview {
  approved: boolean
  rejectionReason: string | null
}

const asStatus = (value: string): BusinessStatus => (value === "approved" || value === "rejected" ? value : "pending")

/** Whether she has the business_owner role (read from her own profile row). */
export const hasBusinessOwnerRole = cache(async (userId: string): Promise<boolean> => {
  const supabase = await createClient()
  const { data, error } = await supabase.from("profiles").select("roles").eq("id", userId).maybeSingle()
  if (error) throw new Error(`hasBusinessOwnerRole: ${error.message}`, { cause: error })
  return data?.roles.includes("business_owner") ?? false
})

/** Whether a new listing waits for the team's approval (the site settings' switch); yes if unsure. */
export async function listingNeedsApproval(): Promise<boolean> {
  const supabase = await createClient()
  const { data, error } = await supabase.rpc("listing_needs_approval")
  if (error) console.error("[directory.listing-approval]", error)
  return data !== false
}

/** "Tenho um negócio": the self-service role, through add_user_role (which checks it is hers). */
export async function grantBusinessOwnerRole(userId: string): Promise<WriteResult> {
  const supabase = await createClient()
  const { error } = await supabase.rpc("add_user_role", { user_uuid: userId, new_role: "business_owner" })
  return writeOutcome(error)
}

/** Her listings, newest first, with status, rejection reason and reviews waiting for moderation. */
export async function listOwnedBusinesses(userId: string): Promise<OwnedBusiness[]> {
  const supabase = await createClient()
  const { data, error } = await supabase
    .from("businesses")
    .select(
      "id, slug, name, status, active, rejection_reason, submitted_at, reviewed_at, rating_average, rating_count, reviews:business_reviews(approved, rejection_reason)"
    )
    .eq("owner_id", userId)
    .order("created_at", { ascending: false })
  if (error) throw new Error(`listOwnedBusinesses: ${error.message}`, { cause: error })
  return data.map((row) => ({
    id: row.id,
    slug: row.slug,
    name: row.name,
    status: asStatus(row.status),
    active: row.active,
    rejectionReason: row.rejection_reason,
    submittedAt: row.submitted_at,
    reviewedAt: row.reviewed_at,
    ratingAverage: row.rating_average === null ? null : Number(row.rating_average),
    ratingCount: row.rating_count,
    pendingReviews: (row.reviews ?? []).filter((review) => !review.approved && !review.rejection_reason).length,
  }))
}

const BUSINESS_FORM_COLUMNS =
  "slug, name, description, category, city, state, whatsapp, instagram_url, website_url, contact_email, accepts_orders, sells_online, logo_url"

/**
 * Her listing with this id as the form edits it: with her pending revision's values when one waits
 * for approval (the public listing stays as approved meanwhile). Null when it is not hers.
 */
export async function getOwnedBusiness(userId: string, id: string): Promise<OwnedBusinessForm | null> {
  const supabase = await createClient()
  const [listing, revision] = await Promise.all([
    supabase
      .from("businesses")
      .select(`id, owner_id, status, active, rejection_reason, ${BUSINESS_FORM_COLUMNS}`)
      .eq("id", id)
      .eq("owner_id", userId)
      .maybeSingle(),
    supabase
      .from("business_revisions")
      .select(`submitted_at, ${BUSINESS_FORM_COLUMNS}`)
      .eq("business_id", id)
      .eq("owner_id", userId)
      .maybeSingle(),
  ])
  if (listing.error) throw new Error(`getOwnedBusiness: ${listing.error.message}`, { cause: listing.error })
  if (revision.error) throw new Error(`getOwnedBusiness: ${revision.error.message}`, { cause: revision.error })
  const data = listing.data
  if (!data) return null
  const form = revision.data ?? data
  return {
    id: data.id,
    ownerId: data.owner_id,
    slug: form.slug,
    name: form.name,
    description: form.description ?? "",
    categorySlug: categoryByName(form.category)?.slug ?? "",
    city: form.city ?? "",
    state: form.state ?? "",
    whatsapp: form.whatsapp ?? "",
    instagram: form.instagram_url ?? "",
    website: form.website_url ?? "",
    email: form.contact_email ?? "",
    acceptsOrders: form.accepts_orders,
    sellsOnline: form.sells_online,
    logoUrl: form.logo_url,
    status: asStatus(data.status),
    active: data.active,
    rejectionReason: data.rejection_reason,
    publicName: data.name,
    publicSlug: data.slug,
    publicLogoUrl: data.logo_url,
    revisionSubmittedAt: revision.data?.submitted_at ?? null,
  }
}

/**
 * A listing as its page shows it, whatever its status, for the preview: the owner's and admins'
 * (RLS shows nobody else an unlisted row). Null when the viewer may not see it.
 */
export async function getBusinessPreview(id: string): Promise<{
  business: BusinessDetail
  ownerId: string | null
  status: BusinessStatus
  active: boolean
  rejectionReason: string | null
} | null> {
  const supabase = await createClient()
  const { data, error } = await supabase
    .from("businesses")
    .select(
      `${CARD_COLUMNS}, website_url, instagram_url, whatsapp, contact_email, created_at, updated_at, owner_id, status, active, rejection_reason, owner:profiles!businesses_owner_id_fkey(full_name, avatar_url)`
    )
    .eq("id", id)
    .maybeSingle()
  if (error) throw new Error(`getBusinessPreview: ${error.message}`, { cause: error })
  if (!data) return null
  return {
    business: toBusinessDetail(data as typeof data & CardRow),
    ownerId: data.owner_id,
    status: asStatus(data.status),
    active: data.active,
    rejectionReason: data.rejection_reason,
  }
}

function columnsOf(input: BusinessInput): Omit<BusinessUpdate, "slug"> {
  return {
    name: input.name,
    description: input.description,
    category: categoryBySlug(input.category)?.name ?? null,
    city: input.city,
    state: input.state,
    whatsapp: input.whatsapp,
    instagram_url: input.instagram,
    website_url: input.website,
    contact_email: input.email,
    accepts_orders: input.acceptsOrders,
    sells_online: input.sellsOnline,
  }
}

const isSlugConflict = (error: PostgrestError) => error.code === "23505" && error.message.includes("slug")

/** A listing as a write leaves it: its address and status. */
export type SavedListing = { id: string; slug: string; status: BusinessStatus }

/**
 * Lists a new business under her name: pending, unless the site settings publish listings at once. Without a slug of her own one is made from the
 * name, with -2, -3… when taken (other members' pending slugs are invisible to her, so a conflict is
 * learnt from the unique index, not looked up). A slug she typed that is taken is reported as is.
 */
export async function createBusiness(userId: string, input: BusinessInput): Promise<WriteResult<SavedListing>> {
  const supabase = await createClient()
  const base = input.slug ?? (slugify(input.name) || "negocio")
  const tried: string[] = []
  for (;;) {
    const slug = uniqueSlug(base, tried)
    const { data, error } = await supabase
      .from("businesses")
      .insert({ ...columnsOf(input), name: input.name, slug, owner_id: userId })
      .select("id, slug, status")
      .single()
    if (!error) return { data: { id: data.id, slug: data.slug, status: asStatus(data.status) }, error: null }
    tried.push(slug)
    if (!isSlugConflict(error) || input.slug || tried.length >= 20) return writeOutcome(error)
  }
}

/**
 * Saves her listing. The database puts an approved listing back in the queue when the change is
 * substantial (name, description, category, links, logo) and a rejected one with any change; the
 * answer carries the status afterwards. Null data (and no error): not hers.
 */
export async function updateBusiness(
  userId: string,
  id: string,
  input: BusinessInput,
  currentSlug: string
): Promise<WriteResult<Omit<SavedListing, "id">>> {
  const supabase = await createClient()
  const slug = input.slug ?? currentSlug
  const { data, error } = await supabase
    .from("businesses")
    .update({ ...columnsOf(input), slug })
    .eq("id", id)
    .eq("owner_id", userId)
    .select("status, slug")
    .maybeSingle()
  if (error) return writeOutcome(error)
  // Saved in place (approval off, or not listed yet): a revision left from before no longer applies.
  if (data) {
    const { error: dropError } = await supabase.from("business_revisions").delete().eq("business_id", id)
    if (dropError) console.error("[directory.owner.revision.drop]", dropError)
  }
  return { data: data ? { status: asStatus(data.status), slug: data.slug } : null, error: null }
}

/**
 * Sends her edit of an approved listing for approval (while the site settings ask for it): one
 * pending revision per business, replaced by each save; the listing stays public as approved. An
 * edit that brings back exactly the public version withdraws the revision instead.
 * `pending`: a revision waits now.
 */
export type RevisionSaved = { pending: boolean }

export async function saveBusinessRevision(
  userId: string,
  id: string,
  input: BusinessInput,
  slug: string,
  logoUrl: string | null
): Promise<WriteResult<RevisionSaved>> {
  const { name, description, category, city, state, whatsapp, instagram_url, website_url, contact_email } =
    columnsOf(input)
  return replaceBusinessRevision(await createClient(), userId, id, {
    name: name ?? input.name,
    slug,
    description: description ?? null,
    category: category ?? null,
    city: city ?? null,
    state: state ?? null,
    whatsapp: whatsapp ?? null,
    instagram_url: instagram_url ?? null,
    website_url: website_url ?? null,
    contact_email: contact_email ?? null,
    logo_url: logoUrl,
    accepts_orders: input.acceptsOrders,
    sells_online: input.sellsOnline,
  })
}

export type RevisionColumns = Required<
  Omit<Database["public"]["Tables"]["business_revisions"]["Insert"], "business_id" | "owner_id" | DatedColumns>
>
type DatedColumns = "submitted_at" | "created_at" | "updated_at"

/**
 * saveBusinessRevision with her session `db` given: writes (or withdraws) the revision, then
 * deletes the logo file of the revision it replaced when nothing points to it any more (a new
 * logo, or none); the public logo and the one the new revision uses always stay.
 */
export async function replaceBusinessRevision(
  db: SupabaseClient<Database>,
  userId: string,
  id: string,
  columns: RevisionColumns
): Promise<WriteResult<RevisionSaved>> {
  const [listing, previous] = await Promise.all([
    db.from("businesses").select(BUSINESS_FORM_COLUMNS).eq("id", id).eq("owner_id", userId).maybeSingle(),
    db.from("business_revisions").select("logo_url").eq("business_id", id).eq("owner_id", userId).maybeSingle(),
  ])
  const readError = listing.error ?? previous.error
  if (readError) return writeOutcome(readError)
  const current = listing.data
  const unchanged =
    current !== null && (Object.keys(columns) as (keyof typeof columns)[]).every((key) => columns[key] === current[key])
  const { error } = unchanged
    ? await db.from("business_revisions").delete().eq("business_id", id).eq("owner_id", userId)
    : await db.from("business_revisions").upsert({ business_id: id, ...columns }, { onConflict: "business_id" })
  // Her own folder: the bucket's policy lets her session delete in it.
  if (!error) await removeUnusedBusinessLogos({ db, storage: db }, id, [previous.data?.logo_url])
  return error ? writeOutcome(error) : { data: { pending: !unchanged }, error: null }
}

/** Points her listing at a logo (or at none); answers the status afterwards (null: not hers). */
export async function setBusinessLogo(
  userId: string,
  id: string,
  logoUrl: string | null
): Promise<WriteResult<BusinessStatus>> {
  const supabase = await createClient()
  const { data, error } = await supabase
    .from("businesses")
    .update({ logo_url: logoUrl })
    .eq("id", id)
    .eq("owner_id", userId)
    .select("status")
    .maybeSingle()
  return { data: data && !error ? asStatus(data.status) : null, error }
}

/** Stores a logo file in the business's folder (the bucket's policy: its owner only); returns its public address. */
export function storeBusinessLogo(businessId: string, bytes: ReencodedBytes, type: StoredImageType) {
  return uploadPublicImage(LOGO_BUCKET, `${businessId}/logo-${randomUUID()}.${IMAGE_EXTENSIONS[type]}`, bytes, type)
}

/** Deletes a replaced logo file of this business; logged, never thrown (the listing no longer points to it). */
export async function removeBusinessLogo(businessId: string, url: string | null) {
  const path = storedLogoPath(url, businessId)
  if (!path) return
  const supabase = await createClient()
  const { error } = await supabase.storage.from(LOGO_BUCKET).remove([path])
  if (error) console.error("[directory.logo.remove]", error.message)
}

/** Every review of her business (RLS: owners read them all), newest first: published ones get her answer. */
export async function listOwnerReviews(businessId: string): Promise<OwnerReview[]> {
  const supabase = await createClient()
  const { data, error } = await supabase
    .from("business_reviews")
    .select(`${REVIEW_COLUMNS}, approved, rejection_reason`)
    .eq("business_id", businessId)
    .order("created_at", { ascending: false })
    .limit(100)
  if (error) throw new Error(`listOwnerReviews: ${error.message}`, { cause: error })
  return data.map((row) => ({
    ...toPublicReview(row as ReviewRow),
    approved: row.approved,
    rejectionReason: row.rejection_reason,
  }))
}

/**
 * The owner's one public answer; the database refuses a second one, an answer to a review that is
 * not published, and anyone but the owner. Answers the business's slug (null: no such review of hers).
 */
export async function replyToReview(reviewId: string, reply: string): Promise<WriteResult<string>> {
  const supabase = await createClient()
  const { data, error } = await supabase
    .from("business_reviews")
    .update({ owner_reply: reply })
    .eq("id", reviewId)
    .select("business:businesses(slug)")
    .maybeSingle()
  if (error) return writeOutcome(error)
  const business = data?.business as { slug: string } | { slug: string }[] | null | undefined
  const slug = Array.isArray(business) ? (business[0]?.slug ?? null) : (business?.slug ?? null)
  return { data: data ? slug : null, error: null }
}

export interface MyReview {
  id: string
  rating: number
  comment: string
  approved: boolean
  rejectionReason: string | null
  createdAt: string
  /** She had a delivered order from this business when she wrote it (issue #38). */
  verifiedPurchase: boolean
}

/** What the business page's review panel needs to know about the signed-in viewer. */
export interface ReviewerState {
  /** She owns this business (owners do not review their own). */
  isOwner: boolean
  review: MyReview | null
}

/** Her relation to a listed business: owner, or author of which review. */
export async function getReviewerState(userId: string, businessId: string): Promise<ReviewerState> {
  const supabase = await createClient()
  const [owned, mine] = await Promise.all([
    supabase.from("businesses").select("id").eq("id", businessId).eq("owner_id", userId).maybeSingle(),
    supabase
      .from("business_reviews")
      .select("id, rating, comment, approved, rejection_reason, created_at, verified_purchase")
      .eq("business_id", businessId)
      .eq("author_id", userId)
      .maybeSingle(),
  ])
  if (owned.error) throw new Error(`getReviewerState: ${owned.error.message}`, { cause: owned.error })
  if (mine.error) throw new Error(`getReviewerState: ${mine.error.message}`, { cause: mine.error })
  const review = mine.data
  return {
    isOwner: owned.data !== null,
    review: review
      ? {
          id: review.id,
          rating: review.rating,
          comment: review.comment,
          approved: review.approved,
          rejectionReason: review.rejection_reason,
          createdAt: review.created_at,
          verifiedPurchase: review.verified_purchase,
        }
      : null,
  }
}

/**
 * Writes her review of a business: a new one, or an edit of hers (which the database sends back to
 * moderation, unless the site settings publish reviews at once). `updated`: it was an edit;
 * `wasApproved`: it was on the page before; `published`: it is on the page now.
 */
export type ReviewSaved = { updated: boolean; wasApproved: boolean; published: boolean }

export async function saveReview(userId: string, input: ReviewInput): Promise<WriteResult<ReviewSaved>> {
  const supabase = await createClient()
  const { data: existing, error: readError } = await supabase
    .from("business_reviews")
    .select("id, approved")
    .eq("business_id", input.businessId)
    .eq("author_id", userId)
    .maybeSingle()
  if (readError) return writeOutcome(readError)
  if (existing) {
    const { data, error } = await supabase
      .from("business_reviews")
      .update({ rating: input.rating, comment: input.comment })
      .eq("id", existing.id)
      .eq("author_id", userId)
      .select("approved")
      .maybeSingle()
    if (error) return writeOutcome(error)
    return { data: { updated: true, wasApproved: existing.approved, published: data?.approved ?? false }, error: null }
  }
  const { data, error } = await supabase
    .from("business_reviews")
    .insert({ business_id: input.businessId, author_id: userId, rating: input.rating, comment: input.comment })
    .select("approved")
    .maybeSingle()
  if (error) return writeOutcome(error)
  return { data: { updated: false, wasApproved: false, published: data?.approved ?? false }, error: null }
}

/** Deletes her review; `wasApproved` when it was on the page (the caches must forget it). Null data: none of hers. */
export async function deleteOwnReview(
  userId: string,
  reviewId: string
): Promise<WriteResult<{ wasApproved: boolean }>> {
  const supabase = await createClient()
  const { data, error } = await supabase
    .from("business_reviews")
    .delete()
    .eq("id", reviewId)
    .eq("author_id", userId)
    .select("approved")
    .maybeSingle()
  if (error) return writeOutcome(error)
  return { data: data ? { wasApproved: data.approved } : null, error: null }
}
