import "server-only"
import { cacheLife, cacheTag } from "next/cache"

import { TAGS } from "@/lib/cache-tags"
import { createPublicClient } from "@/lib/supabase/server"

export type Testimonial = {
  id: string
  authorName: string
  rating: number
  comment: string
  createdAt: string
  businessName: string
  /** "Cidade, UF", or null when the business gave neither. */
  businessLocation: string | null
}

type BusinessRef = { name: string; city: string | null; state: string | null }

function firstBusiness(value: BusinessRef | BusinessRef[] | null): BusinessRef | null {
  return Array.isArray(value) ? (value[0] ?? null) : value
}

/**
 * The newest approved reviews of active businesses, for the home testimonials. Read as `anon` (RLS lets
 * anyone see exactly those rows) and cached for every visitor. When the backend cannot be reached it logs
 * and returns [], cached for seconds only: the page shows its empty state instead of failing, and the
 * short lifetime keeps that miss out of the prerendered page and lets the next request try again.
 */
export async function listApprovedReviews(limit = 6): Promise<Testimonial[]> {
  "use cache"
  cacheTag(TAGS.reviews)

  try {
    const { data, error } = await createPublicClient()
      .from("business_reviews")
      .select("id, author_name, rating, comment, created_at, businesses!inner(name, city, state)")
      .eq("approved", true)
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
          authorName: row.author_name,
          rating: row.rating,
          comment: row.comment,
          createdAt: row.created_at,
          businessName: business.name,
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
