import "server-only"
import { cacheLife, cacheTag } from "next/cache"

import { TAGS } from "@/lib/cache-tags"
import { createPublicClient } from "@/lib/supabase/server"

export type Testimonial = {
  id: string
  /** The author's first name only ("Rafael" of "Rafael M."). */
  authorFirstName: string
  rating: number
  /** The comment, cut at a word near EXCERPT_LENGTH characters with "…". */
  excerpt: string
  createdAt: string
  businessName: string
  businessSlug: string
  /** "Cidade, UF", or null when the business gave neither. */
  businessLocation: string | null
}

/** Testimonials count as such from 4 stars up. */
export const TESTIMONIAL_MIN_RATING = 4
const EXCERPT_LENGTH = 180

type BusinessRef = { name: string; slug: string; city: string | null; state: string | null }

function firstBusiness(value: BusinessRef | BusinessRef[] | null): BusinessRef | null {
  return Array.isArray(value) ? (value[0] ?? null) : value
}

export function excerptOf(text: string, length = EXCERPT_LENGTH): string {
  const clean = text.replace(/\s+/g, " ").trim()
  if (clean.length <= length) return clean
  const cut = clean.slice(0, length - 1)
  const atWord = cut.slice(0, cut.lastIndexOf(" ") > length * 0.6 ? cut.lastIndexOf(" ") : cut.length)
  return `${atWord.replace(/[\s,.;:!?-]+$/, "")}…`
}

/**
 * The newest approved reviews of 4 or 5 stars of listed businesses, for the home testimonials. Read
 * as `anon` (RLS lets anyone see exactly the approved reviews of approved, active businesses) and
 * cached for every visitor under TAGS.reviews, which approving, taking down or deleting a review
 * revalidates. When the backend cannot be reached it logs and returns [], cached for seconds only:
 * the page shows its empty state instead of failing, and the next request tries again.
 */
export async function listApprovedReviews(limit = 6): Promise<Testimonial[]> {
  "use cache"
  cacheTag(TAGS.reviews)

  try {
    const { data, error } = await createPublicClient()
      .from("business_reviews")
      .select("id, author_name, rating, comment, created_at, businesses!inner(name, slug, city, state)")
      .eq("approved", true)
      .gte("rating", TESTIMONIAL_MIN_RATING)
      .order("created_at", { ascending: false })
      .limit(limit)
    if (error) throw new Error(`listApprovedReviews: ${error.message}`, { cause: error })

    cacheLife("hours")
    return (data ?? []).flatMap((row) => {
      const business = firstBusiness(row.businesses as BusinessRef | BusinessRef[] | null)
      if (!business) return []
      const location = [business.city, business.state].filter(Boolean).join(", ")
      return [
        {
          id: row.id,
          authorFirstName: row.author_name.trim().split(/\s+/)[0] || "Cliente",
          rating: row.rating,
          excerpt: excerptOf(row.comment),
          createdAt: row.created_at,
          businessName: business.name,
          businessSlug: business.slug,
          businessLocation: location || null,
        },
      ]
    })
  } catch (error) {
    // `next build` usually runs with no backend: one line then, the section is filled at request time.
    if (process.env.NEXT_PHASE === "phase-production-build") {
      console.warn("[reviews.listApproved] backend unreachable during the build; testimonials render per request")
    } else {
      console.error("[reviews.listApproved]", error)
    }
    cacheLife("seconds")
    return []
  }
}
