import "server-only"
import { cache } from "react"
import { cacheLife, cacheTag } from "next/cache"

import { TAGS } from "@/lib/cache-tags"
import { LOGO_BUCKET } from "@/lib/directory"
import { displayableAvatarUrl } from "@/lib/images/avatar"
import { isSeedImage } from "@/lib/images/seed-images"
import { storedObjectPath } from "@/lib/images/storage-url"
import { isValidHandle } from "@/lib/members/handle"
import { isMentoringFormat, type MentoringFormat } from "@/lib/mentoring/vocabulary"
import type { MemberProfileInput } from "@/lib/members/profile-schema"
import { isProfileVisibility, isStateCode, type ProfileVisibility, type StateCode } from "@/lib/members/vocabulary"
import { MEMBERS_PER_PAGE, type MembersListState } from "@/lib/members-url"
import { searchTerm } from "@/lib/search"
import { listCacheLife } from "@/lib/data/search-cache-life"
import { createClient, createPublicClient } from "@/lib/supabase/server"
import { PRODUCT_PHOTO_BUCKET } from "@/lib/data/shop"
import { type WriteResult, writeOutcome } from "@/lib/data/write-result"

/**
 * Member profiles and the members' directory (issue #37). The database decides who sees what
 * (get_member_profile, list_member_profiles, get_profile_handles: public for everyone, members-only
 * for signed-in members, hidden for herself alone, nobody across a block); this file only shapes
 * the answers. Reads as a visitor run under "use cache" with TAGS.members (and the tags of what a
 * profile shows: her listings, products and groups), so public pages stay static; reads for a
 * member run per request under her session and are never cached.
 */

/** A skill of the shared list (member_skills): what she offers or looks for. */
export interface MemberSkill {
  slug: string
  label: string
}

export interface ProfileBusiness {
  name: string
  slug: string
  /** Checked: a stored logo of this project or a demo picture; null otherwise. */
  logoUrl: string | null
  products: { name: string; slug: string; priceCents: number | null; imageUrl: string | null }[]
}

/** A profile as the viewer may see it in full. */
export interface MemberProfileView {
  kind: "full"
  id: string
  handle: string
  visibility: ProfileVisibility
  fullName: string
  /** Checked with displayableAvatarUrl: null means initials. */
  avatarUrl: string | null
  bio: string | null
  city: string | null
  state: StateCode | null
  offers: string[]
  needs: string[]
  offersNote: string | null
  needsNote: string | null
  /** As stored; socialLinksOf() keeps the safe ones for display. */
  socialLinks: unknown
  memberSince: string | null
  businesses: ProfileBusiness[]
  groups: { name: string; slug: string }[]
  /** Her mentoring offer (issue #40), when active with a slot: what she offers and how; else null. */
  mentoring: ProfileMentoring | null
}

export interface ProfileMentoring {
  topics: string[]
  topicsNote: string | null
  formats: MentoringFormat[]
  sessionMinutes: number
}

/** A members-only profile asked for by a visitor: only that it exists. */
export interface MembersOnlyProfile {
  kind: "members-only"
  handle: string
}

export type MemberProfileAnswer = MemberProfileView | MembersOnlyProfile

export interface MemberCard {
  id: string
  handle: string
  fullName: string
  avatarUrl: string | null
  bio: string | null
  city: string | null
  state: StateCode | null
  offers: string[]
  needs: string[]
  /** Her mentoring offer is active with at least one weekly slot (issue #40). */
  offersMentoring: boolean
}

export interface MembersListing {
  members: MemberCard[]
  total: number
  page: number
  pageCount: number
}

type Json = Record<string, unknown>

const isObject = (value: unknown): value is Json => typeof value === "object" && value !== null && !Array.isArray(value)
const text = (value: unknown) => (typeof value === "string" && value.trim() ? value : null)
const strings = (value: unknown) =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : []
const list = (value: unknown) => (Array.isArray(value) ? value.filter(isObject) : [])

function toBusiness(row: Json): ProfileBusiness | null {
  const name = text(row.name)
  const slug = text(row.slug)
  if (!name || !slug) return null
  // The function names no business id, so a stored file is checked by its bucket (owners write
  // only their own business's folder) rather than by the folder.
  const storedIn = (url: string | null, bucket: string) =>
    url && (storedObjectPath(url, bucket) !== null || isSeedImage(url)) ? url : null
  return {
    name,
    slug,
    logoUrl: storedIn(text(row.logo_url), LOGO_BUCKET),
    products: list(row.products).flatMap((product) => {
      const productName = text(product.name)
      const productSlug = text(product.slug)
      if (!productName || !productSlug) return []
      // Photos are the owner's own column: only stored files of the shop's bucket or demo pictures.
      const imageUrl = storedIn(text(product.image), PRODUCT_PHOTO_BUCKET)
      return [
        {
          name: productName,
          slug: productSlug,
          priceCents: typeof product.price_cents === "number" ? product.price_cents : null,
          imageUrl,
        },
      ]
    }),
  }
}

/** get_member_profile's jsonb as the pages read it; null for null or anything malformed. */
export function toProfileAnswer(value: unknown): MemberProfileAnswer | null {
  if (!isObject(value)) return null
  const handle = text(value.handle)
  if (!handle || !isProfileVisibility(value.visibility)) return null
  const id = text(value.id)
  if (!id) return value.visibility === "members" ? { kind: "members-only", handle } : null
  const state = text(value.state)
  return {
    kind: "full",
    id,
    handle,
    visibility: value.visibility,
    fullName: text(value.full_name) ?? "Associada",
    avatarUrl: displayableAvatarUrl(text(value.avatar_url)),
    bio: text(value.bio),
    city: text(value.city),
    state: state && isStateCode(state) ? state : null,
    offers: strings(value.offers),
    needs: strings(value.needs),
    offersNote: text(value.offers_note),
    needsNote: text(value.needs_note),
    socialLinks: value.social_links ?? {},
    memberSince: text(value.member_since),
    businesses: list(value.businesses).flatMap((row) => toBusiness(row) ?? []),
    groups: list(value.groups).flatMap((row) => {
      const name = text(row.name)
      const slug = text(row.slug)
      return name && slug ? [{ name, slug }] : []
    }),
    mentoring: value.offers_mentoring === true ? toProfileMentoring(value.mentoring) : null,
  }
}

function toProfileMentoring(value: unknown): ProfileMentoring {
  const row = isObject(value) ? value : {}
  return {
    topics: strings(row.topics),
    topicsNote: text(row.topics_note),
    formats: strings(row.formats).filter(isMentoringFormat),
    sessionMinutes: typeof row.session_minutes === "number" ? row.session_minutes : 60,
  }
}

/** The shared list of skills, in its order. Public and cached. */
export async function listMemberSkills(): Promise<MemberSkill[]> {
  "use cache"
  cacheTag(TAGS.members)
  cacheLife("hours")
  const { data, error } = await createPublicClient()
    .from("member_skills")
    .select("slug, label")
    .order("position", { ascending: true })
  if (error) throw new Error(`listMemberSkills: ${error.message}`, { cause: error })
  return data
}

/**
 * A profile as a visitor sees it (the static page): the full public profile, the bare fact of a
 * members-only one, or null (hidden, unknown, or not a handle at all).
 */
export async function getPublicMemberProfile(handle: string): Promise<MemberProfileAnswer | null> {
  "use cache"
  cacheTag(TAGS.members, TAGS.directory, TAGS.shop, TAGS.community)
  cacheLife("hours")
  if (!isValidHandle(handle)) return null
  const { data, error } = await createPublicClient().rpc("get_member_profile", { p_handle: handle })
  if (error) throw new Error(`getPublicMemberProfile: ${error.message}`, { cause: error })
  return toProfileAnswer(data)
}

/**
 * A profile as the signed-in viewer sees it (the member twin): per request, under her session, so a
 * members-only or her own hidden profile is never cached. Null when she may not see it.
 */
export const getMemberProfileForViewer = cache(async (handle: string): Promise<MemberProfileAnswer | null> => {
  if (!isValidHandle(handle)) return null
  const supabase = await createClient()
  const { data, error } = await supabase.rpc("get_member_profile", { p_handle: handle })
  if (error) throw new Error(`getMemberProfileForViewer: ${error.message}`, { cause: error })
  return toProfileAnswer(data)
})

/** Handles of public profiles and when each changed: static params and the sitemap. */
export async function listPublicMemberHandles(): Promise<{ handle: string; updatedAt: string | null }[]> {
  "use cache"
  cacheTag(TAGS.members)
  cacheLife("hours")
  const { data, error } = await createPublicClient().rpc("member_handle_refs")
  if (error) throw new Error(`listPublicMemberHandles: ${error.message}`, { cause: error })
  return (data ?? []).flatMap((row) =>
    row.handle && isValidHandle(row.handle) ? [{ handle: row.handle, updatedAt: row.updated_at ?? null }] : []
  )
}

interface ListRow {
  id: string
  handle: string
  full_name: string
  avatar_url: string | null
  bio: string | null
  city: string | null
  state: string | null
  offers: string[] | null
  needs: string[] | null
  offers_mentoring?: boolean | null
  total_count: number | string
}

function toListing(rows: ListRow[], page: number): MembersListing {
  const total = rows.length ? Number(rows[0]!.total_count) : 0
  return {
    members: rows.map((row) => ({
      id: row.id,
      handle: row.handle,
      fullName: row.full_name || "Associada",
      avatarUrl: displayableAvatarUrl(row.avatar_url),
      bio: row.bio,
      city: row.city,
      state: row.state && isStateCode(row.state) ? row.state : null,
      offers: row.offers ?? [],
      needs: row.needs ?? [],
      offersMentoring: row.offers_mentoring === true,
    })),
    total,
    page,
    pageCount: Math.max(1, Math.ceil(total / MEMBERS_PER_PAGE)),
  }
}

// An empty filter is left out, so the function's default (null: no filter) applies.
const listArgs = (state: MembersListState) => ({
  p_query: state.search || undefined,
  p_skill: state.offers || undefined,
  p_need: state.needs || undefined,
  p_city: state.city || undefined,
  p_state: state.state || undefined,
  p_mentoring: state.mentoring === "1" || undefined,
  p_limit: MEMBERS_PER_PAGE,
  p_offset: (state.page - 1) * MEMBERS_PER_PAGE,
})

/**
 * The directory's rows for a state: with a search term, on the database's engine
 * (search_member_profiles, issue #42: list_member_profiles' rows, shape, filters and paging, by
 * rank); without one, the list by name.
 */
function listRows(db: ReturnType<typeof createPublicClient>, state: MembersListState) {
  const { p_query, ...filters } = listArgs(state)
  const term = searchTerm(p_query)
  return term
    ? db.rpc("search_member_profiles", { ...filters, p_query: term })
    : db.rpc("list_member_profiles", filters)
}

/** The directory as a visitor sees it (public profiles only); cached per state. */
export async function listPublicMemberProfiles(state: MembersListState): Promise<MembersListing> {
  "use cache"
  cacheTag(TAGS.members)
  listCacheLife(state.search)
  const { data, error } = await listRows(createPublicClient(), state)
  if (error) throw new Error(`listPublicMemberProfiles: ${error.message}`, { cause: error })
  return toListing((data ?? []) as ListRow[], state.page)
}

/** The directory as the signed-in member sees it (members-only profiles too, nobody across a block); per request. */
export async function listMemberProfilesForViewer(state: MembersListState): Promise<MembersListing> {
  const { data, error } = await listRows(await createClient(), state)
  if (error) throw new Error(`listMemberProfilesForViewer: ${error.message}`, { cause: error })
  return toListing((data ?? []) as ListRow[], state.page)
}

/** Author id → handle, for the authors' names that link to their profiles. */
export type ProfileHandles = Record<string, string>

const uniqueIds = (ids: readonly (string | null | undefined)[]) =>
  [...new Set(ids.filter((id): id is string => typeof id === "string" && id.length > 0))].sort()

function toHandles(rows: { user_id: string; handle: string | null }[] | null): ProfileHandles {
  const handles: ProfileHandles = {}
  for (const row of rows ?? []) if (row.handle && isValidHandle(row.handle)) handles[row.user_id] = row.handle
  return handles
}

async function publicHandles(ids: string[]): Promise<ProfileHandles> {
  "use cache"
  cacheTag(TAGS.members)
  cacheLife("hours")
  const { data, error } = await createPublicClient().rpc("get_profile_handles", { p_ids: ids })
  if (error) throw new Error(`getPublicProfileHandles: ${error.message}`, { cause: error })
  return toHandles(data)
}

/**
 * Handles of public profiles among `ids`, in one call (static pages: what every visitor may follow).
 * A failure only costs the links, never the page.
 */
export async function getPublicProfileHandles(ids: readonly (string | null | undefined)[]): Promise<ProfileHandles> {
  const unique = uniqueIds(ids)
  if (!unique.length) return {}
  return publicHandles(unique).catch((error: unknown) => {
    console.error("[members.handles]", error)
    return {}
  })
}

/** Handles among `ids` the signed-in viewer may follow (public and members-only), in one call; per request. */
export async function getVisibleProfileHandles(ids: readonly (string | null | undefined)[]): Promise<ProfileHandles> {
  const unique = uniqueIds(ids)
  if (!unique.length) return {}
  const supabase = await createClient()
  const { data, error } = await supabase.rpc("get_profile_handles", { p_ids: unique })
  if (error) {
    console.error("[members.handles]", error)
    return {}
  }
  return toHandles(data)
}

/** Her own public profile's fields, as the form edits them. */
export interface OwnMemberProfile {
  handle: string | null
  visibility: ProfileVisibility
  visibilityChangedAt: string | null
  bio: string | null
  city: string | null
  state: string | null
  offers: string[]
  needs: string[]
  offersNote: string | null
  needsNote: string | null
  socialLinks: unknown
}

/** The signed-in member's own public-profile fields, under her session; null when her row is missing. */
export const getOwnMemberProfile = cache(async (userId: string): Promise<OwnMemberProfile | null> => {
  const supabase = await createClient()
  const { data, error } = await supabase
    .from("profiles")
    .select(
      "handle, profile_visibility, profile_visibility_changed_at, bio, city, state, offers, needs, offers_note, needs_note, social_links"
    )
    .eq("id", userId)
    .maybeSingle()
  if (error) throw new Error(`getOwnMemberProfile: ${error.message}`, { cause: error })
  if (!data) return null
  return {
    handle: data.handle,
    visibility: isProfileVisibility(data.profile_visibility) ? data.profile_visibility : "hidden",
    visibilityChangedAt: data.profile_visibility_changed_at,
    bio: data.bio,
    city: data.city,
    state: data.state,
    offers: data.offers ?? [],
    needs: data.needs ?? [],
    offersNote: data.offers_note,
    needsNote: data.needs_note,
    socialLinks: data.social_links,
  }
})

/**
 * Saves her public profile through update_member_profile, which checks everything again. The
 * function reads an empty text as "none" (it trims and nulls blanks), so absent values go as "".
 */
export async function updateMemberProfile(input: MemberProfileInput): Promise<WriteResult> {
  const supabase = await createClient()
  const { error } = await supabase.rpc("update_member_profile", {
    p_handle: input.handle ?? "",
    p_visibility: input.visibility,
    p_bio: input.bio ?? "",
    p_city: input.city ?? "",
    p_state: input.state ?? "",
    p_offers: input.offers,
    p_needs: input.needs,
    p_offers_note: input.offersNote ?? "",
    p_needs_note: input.needsNote ?? "",
    p_social_links: input.socialLinks,
  })
  return writeOutcome(error)
}

/**
 * Items (reviews, posts) with `authorHandle` set where the author's profile may be followed:
 * `handles` comes from one batched call per page (getPublicProfileHandles for cached pages,
 * getVisibleProfileHandles per request), never one call per name.
 */
export function withAuthorHandles<T extends { authorId: string | null }>(
  items: readonly T[],
  handles: ProfileHandles
): (T & { authorHandle: string | null })[] {
  return items.map((item) => ({ ...item, authorHandle: (item.authorId && handles[item.authorId]) || null }))
}
