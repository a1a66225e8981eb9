import "server-only"

import type { Tables } from "@/lib/database.types"
import { businessLogosInUse, type LogoClients, removeUnusedBusinessLogos } from "@/lib/data/business-logos"
import { type BasicsRow, type BusinessBasics, toBusinessBasics } from "@/lib/data/directory"
import { searchPattern } from "@/lib/search"
import { createAdminClient } from "@/lib/supabase/admin"
import { createClient } from "@/lib/supabase/server"
import { categoryBySlug, type BusinessStatus } from "@/lib/validations/directory"
import { type WriteResult, writeOutcome } from "@/lib/data/write-result"

// One file (~330 lines) on purpose: everything the one admin screen of the directory reads and does,
// under one guard and one moderation vocabulary; the public side is lib/data/directory.ts, the
// owner's lib/data/directory-owner.ts.

/**
 * The admin screen of the directory (/admin/negocios). Reads and moderation run under the admin's
 * session after requireAdmin(): RLS lets admins read every listing and review, and the moderation
 * functions check is_admin() themselves, audit the admin as the actor and notify whom it concerns.
 */

/** Filters of the listing table (?q, ?status, ?categoria). "inactive": approved but paused. */
export const ADMIN_BUSINESS_FILTERS = ["pending", "approved", "rejected", "inactive"] as const
export type AdminBusinessFilter = (typeof ADMIN_BUSINESS_FILTERS)[number]
export const ADMIN_FILTER_PARAMS: Record<AdminBusinessFilter, string> = {
  pending: "pendente",
  approved: "aprovado",
  rejected: "recusado",
  inactive: "inativo",
}
export const ADMIN_FILTER_LABELS: Record<AdminBusinessFilter, string> = {
  pending: "Aguardando aprovação",
  approved: "Aprovados e ativos",
  rejected: "Recusados",
  inactive: "Desativados",
}

export function parseAdminFilter(raw: string | undefined): AdminBusinessFilter | null {
  const entry = Object.entries(ADMIN_FILTER_PARAMS).find(([, param]) => param === raw)
  return entry ? (entry[0] as AdminBusinessFilter) : null
}

/** Rows of the table at most; the search narrows it. */
export const ADMIN_LIST_LIMIT = 100

export interface AdminBusiness extends BusinessBasics {
  status: BusinessStatus
  active: boolean
  rejectionReason: string | null
  ownerName: string | null
  ownerEmail: string | null
  submittedAt: string
}

export interface AdminReview {
  id: string
  businessId: string
  businessName: string
  businessSlug: string
  authorName: string
  rating: number
  comment: string
  approved: boolean
  rejectionReason: string | null
  createdAt: string
}

const BUSINESS_COLUMNS =
  "id, slug, name, description, category, city, state, status, active, rejection_reason, submitted_at, rating_average, rating_count, owner:profiles!businesses_owner_id_fkey(full_name, email)"

type Owner = { full_name: string | null; email: string | null }
type OwnerValue = Owner | Owner[] | null

type BusinessRow = BasicsRow &
  Pick<Tables<"businesses">, "status" | "active" | "rejection_reason" | "submitted_at"> & { owner: unknown }

function toAdminBusiness(row: BusinessRow): AdminBusiness {
  const value = row.owner as OwnerValue
  const owner = Array.isArray(value) ? (value[0] ?? null) : value
  return {
    ...toBusinessBasics(row),
    status: row.status === "approved" || row.status === "rejected" ? row.status : "pending",
    active: row.active,
    rejectionReason: row.rejection_reason,
    ownerName: owner?.full_name ?? null,
    ownerEmail: owner?.email ?? null,
    submittedAt: row.submitted_at,
  }
}

function fail(where: string, error: { message: string }): never {
  throw new Error(`${where}: ${error.message}`, { cause: error })
}

/** Listings waiting for approval, oldest submission first. */
export async function listPendingBusinesses(): Promise<AdminBusiness[]> {
  const supabase = await createClient()
  const { data, error } = await supabase
    .from("businesses")
    .select(BUSINESS_COLUMNS)
    .eq("status", "pending")
    .order("submitted_at", { ascending: true })
    .limit(ADMIN_LIST_LIMIT)
  if (error) fail("listPendingBusinesses", error)
  return data.map(toAdminBusiness)
}

const REVIEW_SELECT =
  "id, business_id, author_name, rating, comment, approved, rejection_reason, created_at, business:businesses(name, slug)"

interface ReviewRowWithBusiness {
  id: string
  business_id: string
  author_name: string
  rating: number
  comment: string
  approved: boolean
  rejection_reason: string | null
  created_at: string
  business: unknown
}

function toAdminReview(row: ReviewRowWithBusiness): AdminReview {
  const value = row.business as { name: string; slug: string } | { name: string; slug: string }[] | null
  const business = Array.isArray(value) ? (value[0] ?? null) : value
  return {
    id: row.id,
    businessId: row.business_id,
    businessName: business?.name ?? "",
    businessSlug: business?.slug ?? "",
    authorName: row.author_name,
    rating: row.rating,
    comment: row.comment,
    approved: row.approved,
    rejectionReason: row.rejection_reason,
    createdAt: row.created_at,
  }
}

/** Reviews waiting for moderation (neither approved nor rejected), oldest first. */
export async function listPendingReviews(): Promise<AdminReview[]> {
  const supabase = await createClient()
  const { data, error } = await supabase
    .from("business_reviews")
    .select(REVIEW_SELECT)
    .eq("approved", false)
    .is("rejection_reason", null)
    .order("created_at", { ascending: true })
    .limit(ADMIN_LIST_LIMIT)
  if (error) fail("listPendingReviews", error)
  return data.map(toAdminReview)
}

/** The newest published reviews, which an admin may take down (with a reason). */
export async function listRecentApprovedReviews(limit = 10): Promise<AdminReview[]> {
  const supabase = await createClient()
  const { data, error } = await supabase
    .from("business_reviews")
    .select(REVIEW_SELECT)
    .eq("approved", true)
    .order("created_at", { ascending: false })
    .limit(limit)
  if (error) fail("listRecentApprovedReviews", error)
  return data.map(toAdminReview)
}

export interface AdminBusinessQuery {
  search: string
  filter: AdminBusinessFilter | null
  categorySlug: string
}

/** Every listing matching the filters (name, description, category and city; accent-insensitive), by name. */
export async function listAdminBusinesses(
  query: AdminBusinessQuery
): Promise<{ rows: AdminBusiness[]; total: number }> {
  const supabase = await createClient()
  let request = supabase.from("businesses").select(BUSINESS_COLUMNS, { count: "exact" })
  const pattern = query.search ? searchPattern(query.search) : null
  if (pattern) request = request.ilike("search_text", pattern)
  const category = query.categorySlug ? categoryBySlug(query.categorySlug) : null
  if (category) request = request.eq("category", category.name)
  switch (query.filter) {
    case "pending":
    case "rejected":
      request = request.eq("status", query.filter)
      break
    case "approved":
      request = request.eq("status", "approved").eq("active", true)
      break
    case "inactive":
      request = request.eq("status", "approved").eq("active", false)
      break
  }
  const { data, error, count } = await request
    .order("name", { ascending: true })
    .order("id", { ascending: true })
    .limit(ADMIN_LIST_LIMIT)
  if (error) fail("listAdminBusinesses", error)
  return { rows: data.map(toAdminBusiness), total: count ?? data.length }
}

export async function approveBusiness(id: string): Promise<WriteResult> {
  const { error } = await (await createClient()).rpc("approve_business", { p_business_id: id })
  return writeOutcome(error)
}

export async function rejectBusiness(id: string, reason: string): Promise<WriteResult> {
  const { error } = await (await createClient()).rpc("reject_business", { p_business_id: id, p_reason: reason })
  return writeOutcome(error)
}

export async function setBusinessActive(id: string, active: boolean): Promise<WriteResult> {
  const { error } = await (await createClient()).rpc("set_business_active", { p_business_id: id, p_active: active })
  return writeOutcome(error)
}

export async function approveReview(id: string): Promise<WriteResult> {
  const { error } = await (await createClient()).rpc("approve_review", { p_review_id: id })
  return writeOutcome(error)
}

export async function rejectReview(id: string, reason: string): Promise<WriteResult> {
  const { error } = await (await createClient()).rpc("reject_review", { p_review_id: id, p_reason: reason })
  return writeOutcome(error)
}

const REVISION_FIELDS = [
  ["name", "Nome"],
  ["slug", "Endereço da página"],
  ["description", "Descrição"],
  ["category", "Categoria"],
  ["city", "Cidade"],
  ["state", "UF"],
  ["whatsapp", "WhatsApp"],
  ["contact_email", "E-mail de contato"],
  ["instagram_url", "Instagram"],
  ["website_url", "Site"],
  ["logo_url", "Logo"],
  ["accepts_orders", "Aceita encomendas"],
  ["sells_online", "Vende on-line"],
] as const

type RevisionField = (typeof REVISION_FIELDS)[number][0]

export interface AdminRevisionChange {
  label: string
  before: string
  after: string
}

/** An owner's edit of an approved listing, waiting: the public name and slug, and what would change. */
export interface AdminRevision {
  businessId: string
  publicName: string
  publicSlug: string
  ownerName: string | null
  ownerEmail: string | null
  submittedAt: string
  changes: AdminRevisionChange[]
}

const show = (value: string | boolean | null | undefined) =>
  value === true ? "Sim" : value === false ? "Não" : value ? value : "(vazio)"

/** Edits of approved listings waiting for approval, oldest first, each with the fields it changes. */
export async function listPendingRevisions(): Promise<AdminRevision[]> {
  const supabase = await createClient()
  const { data, error } = await supabase
    .from("business_revisions")
    .select(
      "business_id, submitted_at, name, slug, description, category, city, state, whatsapp, contact_email, instagram_url, website_url, logo_url, accepts_orders, sells_online, business:businesses!business_revisions_business_id_fkey(name, slug, description, category, city, state, whatsapp, contact_email, instagram_url, website_url, logo_url, accepts_orders, sells_online), owner:profiles!business_revisions_owner_id_fkey(full_name, email)"
    )
    .order("submitted_at", { ascending: true })
    .limit(ADMIN_LIST_LIMIT)
  if (error) fail("listPendingRevisions", error)
  return data.map((row) => {
    const one = <T>(value: unknown) => (Array.isArray(value) ? ((value[0] as T) ?? null) : (value as T | null))
    const current = one<Record<RevisionField, string | boolean | null>>(row.business)
    const owner = one<Owner>(row.owner)
    const proposed = row as unknown as Record<RevisionField, string | boolean | null>
    return {
      businessId: row.business_id,
      publicName: String(current?.name ?? row.name),
      publicSlug: String(current?.slug ?? row.slug),
      ownerName: owner?.full_name ?? null,
      ownerEmail: owner?.email ?? null,
      submittedAt: row.submitted_at,
      changes: REVISION_FIELDS.filter(([column]) => proposed[column] !== (current?.[column] ?? null)).map(
        ([column, label]) => ({ label, before: show(current?.[column]), after: show(proposed[column]) })
      ),
    }
  })
}

/** An admin's decision on a pending revision: apply it, or refuse it with a reason. */
export type RevisionDecision = { approve: true } | { approve: false; reason: string }

/**
 * Decides a pending revision with the admin's session (`db`; the functions check is_admin()
 * themselves), then deletes the logo file the decision left unused with `storage` (the service
 * role: the bucket lets only the owner write her folder): after an approval, the public logo it
 * replaced; after a refusal, the revision's own new logo. Never a file the listing or a pending
 * revision still points to (lib/data/business-logos.ts). Callers run requireAdmin() first.
 */
export async function decideBusinessRevision(
  { db, storage }: LogoClients,
  id: string,
  decision: RevisionDecision
): Promise<WriteResult> {
  // Read before: the approval overwrites the listing's logo and both drop the revision.
  const before = await businessLogosInUse(db, id).catch((error: unknown) => {
    console.error("[directory.admin.revision.logos]", error)
    return []
  })
  const { error } = decision.approve
    ? await db.rpc("approve_business_revision", { p_business_id: id })
    : await db.rpc("reject_business_revision", { p_business_id: id, p_reason: decision.reason })
  if (error) return writeOutcome(error)
  await removeUnusedBusinessLogos({ db, storage }, id, before)
  return writeOutcome(null)
}

export async function approveBusinessRevision(id: string): Promise<WriteResult> {
  return decideBusinessRevision({ db: await createClient(), storage: createAdminClient() }, id, { approve: true })
}

export async function rejectBusinessRevision(id: string, reason: string): Promise<WriteResult> {
  return decideBusinessRevision({ db: await createClient(), storage: createAdminClient() }, id, {
    approve: false,
    reason,
  })
}
