// What the directory's client components need about reviews (review-panel.tsx, reply-form.tsx,
// star-rating.tsx): plain values and formatting, no zod (lib/validations/*), so a business page's
// first load does not carry the schema library (issue #25). lib/validations/directory.ts and
// lib/directory.ts re-export them for everyone else.

import { formatCount, formatOneDecimal } from "@/lib/number-format"

export const REVIEW_MAX = 2000
export const REPLY_MAX = 1000

export type ReviewStatus = "pending" | "approved" | "rejected"
export const REVIEW_STATUS_LABELS: Record<ReviewStatus, string> = {
  pending: "Aguardando moderação",
  approved: "Publicada",
  rejected: "Não publicada",
}
export const reviewStatus = (review: { approved: boolean; rejectionReason: string | null }): ReviewStatus =>
  review.approved ? "approved" : review.rejectionReason ? "rejected" : "pending"

/** "4,5" (one decimal, pt-BR) for an average, "" without one. */
export function formatRating(average: number | null): string {
  return average === null ? "" : formatOneDecimal(average)
}

export function formatReviewCount(count: number): string {
  return formatCount(count, "avaliação", "avaliações")
}
