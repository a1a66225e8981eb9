"use server"

import { updateTag } from "next/cache"
import { z } from "zod"

import { type ActionState, failed, formFields, invalid, succeeded } from "@/lib/action-state"
import { getViewer } from "@/lib/auth"
import { TAGS } from "@/lib/cache-tags"
import { deleteOwnReview, getReviewerState, type ReviewerState, saveReview } from "@/lib/data/directory-owner"
import { DIRECTORY_TEXT, idSchema, REVIEW_FORM_KEYS, reviewInputSchema } from "@/lib/validations/directory"

/**
 * The review panel of a business page. The page is static (the same HTML for everyone), so the
 * panel asks who is looking after hydration and writes through these; each checks the session
 * itself, and row-level security has the last word (one review per member and business, never of
 * her own business, only of listed businesses).
 */

const SIGN_IN_FIRST = "Entre na sua conta para avaliar este negócio."

const REVIEW_TEXT = {
  created: "Avaliação enviada! Ela aparece na página depois da moderação.",
  updated: "Avaliação atualizada! Ela volta a aparecer depois da moderação.",
  published: "Avaliação publicada!",
  deleted: "Avaliação excluída.",
  duplicate: "Você já avaliou este negócio. Edite a sua avaliação.",
  notAllowed:
    "Não é possível avaliar este negócio: donas não avaliam o próprio negócio, e só negócios publicados recebem avaliações.",
  failed: "Não foi possível salvar a avaliação agora. Tente novamente em instantes.",
  deleteFailed: "Não foi possível excluir a avaliação agora. Tente novamente em instantes.",
  loadFailed: "Não foi possível carregar a sua avaliação.",
} as const

const businessIdSchema = z.uuid(DIRECTORY_TEXT.invalidTarget)

/** Who is looking at a business page: null data for a visitor (code "unauthenticated"). */
export async function loadReviewerState(businessId: unknown): Promise<ActionState<ReviewerState>> {
  const id = businessIdSchema.safeParse(businessId)
  if (!id.success) return failed(DIRECTORY_TEXT.invalidTarget, { code: "invalid" })
  const viewer = await getViewer()
  if (!viewer) return failed(SIGN_IN_FIRST, { code: "unauthenticated" })
  try {
    return succeeded("", { data: await getReviewerState(viewer.userId, id.data) })
  } catch (error) {
    console.error("[directory.review.load]", error)
    return failed(REVIEW_TEXT.loadFailed)
  }
}

/** Her review of a business: a new one, or an edit of hers (back to moderation either way). */
export async function submitReview(_prev: ActionState, formData: FormData): Promise<ActionState> {
  const parsed = reviewInputSchema.safeParse(formFields(formData))
  if (!parsed.success) return invalid(parsed.error, formData, REVIEW_FORM_KEYS)
  const viewer = await getViewer()
  if (!viewer) return failed(SIGN_IN_FIRST, { code: "unauthenticated" })
  const values = { rating: String(parsed.data.rating), comment: parsed.data.comment }
  const { error, updated, wasApproved, published } = await saveReview(viewer.userId, parsed.data)
  if (error) {
    if (error.code === "23505") return failed(REVIEW_TEXT.duplicate, { code: "duplicate", values })
    if (error.code === "42501") return failed(REVIEW_TEXT.notAllowed, { code: "forbidden", values })
    console.error("[directory.review.save]", error)
    return failed(REVIEW_TEXT.failed, { values })
  }
  if (wasApproved || published) {
    // What the business page and, maybe, the home page show has changed.
    updateTag(TAGS.directory)
    updateTag(TAGS.reviews)
  }
  if (published) return succeeded(REVIEW_TEXT.published)
  return succeeded(updated ? REVIEW_TEXT.updated : REVIEW_TEXT.created)
}

/** Deletes her own review (the id must be one of hers: the query and RLS both say so). */
export async function deleteReview(_prev: ActionState, formData: FormData): Promise<ActionState> {
  const parsed = idSchema.safeParse(formFields(formData))
  if (!parsed.success) return failed(DIRECTORY_TEXT.invalidTarget, { code: "invalid" })
  const viewer = await getViewer()
  if (!viewer) return failed(SIGN_IN_FIRST, { code: "unauthenticated" })
  const { deleted, wasApproved, error } = await deleteOwnReview(viewer.userId, parsed.data.id)
  if (error) {
    console.error("[directory.review.delete]", error)
    return failed(REVIEW_TEXT.deleteFailed)
  }
  if (!deleted) return failed(DIRECTORY_TEXT.invalidTarget, { code: "not_found" })
  if (wasApproved) {
    updateTag(TAGS.directory)
    updateTag(TAGS.reviews)
  }
  return succeeded(REVIEW_TEXT.deleted)
}
