"use server"

import { updateTag } from "next/cache"
import { z } from "zod"

import { type ActionState, failed, succeeded } from "@/lib/action-state"
import { databaseFailure, runForm, unexpectedFailure } from "@/lib/action-errors"
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

// The panel asks after hydration: a visitor is answered, not redirected.
const signedIn = async () => (await getViewer()) ?? failed(SIGN_IN_FIRST, { code: "unauthenticated" })

const REVIEW_FAILURES = {
  codes: {
    "23505": failed(REVIEW_TEXT.duplicate, { code: "duplicate" }),
    "42501": failed(REVIEW_TEXT.notAllowed, { code: "forbidden" }),
  },
  otherwise: REVIEW_TEXT.failed,
}

/** Who is looking at a business page: null data for a visitor (code "unauthenticated"). */
export async function loadReviewerState(businessId: unknown): Promise<ActionState<ReviewerState>> {
  const id = businessIdSchema.safeParse(businessId)
  if (!id.success) return failed(DIRECTORY_TEXT.invalidTarget, { code: "invalid" })
  const viewer = await signedIn()
  if ("status" in viewer) return viewer
  try {
    return succeeded("", { data: await getReviewerState(viewer.userId, id.data) })
  } catch (error) {
    return unexpectedFailure("directory.review.load", error, REVIEW_TEXT.loadFailed)
  }
}

/** Her review of a business: a new one, or an edit of hers (back to moderation either way). */
export async function submitReview(_prev: ActionState, formData: FormData): Promise<ActionState> {
  const run = { schema: reviewInputSchema, keep: REVIEW_FORM_KEYS, viewer: signedIn }
  return runForm(formData, run, async (input, viewer) => {
    const values = { rating: String(input.rating), comment: input.comment }
    const { data: saved, error } = await saveReview(viewer.userId, input)
    if (error || !saved) return databaseFailure("directory.review.save", error!, REVIEW_FAILURES, { values })
    const { updated, wasApproved, published } = saved
    if (wasApproved || published) {
      // What the business page and, maybe, the home page show has changed.
      updateTag(TAGS.directory)
      updateTag(TAGS.reviews)
    }
    if (published) return succeeded(REVIEW_TEXT.published)
    return succeeded(updated ? REVIEW_TEXT.updated : REVIEW_TEXT.created)
  })
}

/** Deletes her own review (the id must be one of hers: the query and RLS both say so). */
export async function deleteReview(_prev: ActionState, formData: FormData): Promise<ActionState> {
  const invalidTarget = () => failed(DIRECTORY_TEXT.invalidTarget, { code: "invalid" })
  return runForm(formData, { schema: idSchema, viewer: signedIn, invalid: invalidTarget }, async ({ id }, viewer) => {
    const { data: deleted, error } = await deleteOwnReview(viewer.userId, id)
    if (error) return databaseFailure("directory.review.delete", error, { otherwise: REVIEW_TEXT.deleteFailed })
    if (!deleted) return failed(DIRECTORY_TEXT.invalidTarget, { code: "not_found" })
    if (deleted.wasApproved) {
      updateTag(TAGS.directory)
      updateTag(TAGS.reviews)
    }
    return succeeded(REVIEW_TEXT.deleted)
  })
}
