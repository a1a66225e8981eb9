"use server"

import { revalidatePath, updateTag } from "next/cache"

import type { PostgrestError } from "@supabase/supabase-js"

import { type ActionState, failed, succeeded } from "@/lib/action-state"
import { type DatabaseFailures, databaseFailure, runForm } from "@/lib/action-errors"
import { requireAdmin } from "@/lib/auth"
import { TAGS } from "@/lib/cache-tags"
import {
  approveBusiness,
  approveBusinessRevision,
  approveReview,
  rejectBusiness,
  rejectBusinessRevision,
  rejectReview,
  setBusinessActive,
} from "@/lib/data/directory-admin"
import { ADMIN_DIRECTORY_PATH } from "@/lib/directory-url"
import { activitySchema, DIRECTORY_TEXT, idSchema, rejectionSchema } from "@/lib/validations/directory"

/**
 * Moderation of the directory. Each action checks the admin (requireAdmin) and calls a database
 * function that checks again, writes the audit log and notifies the owner or author; then the
 * public pages that could show the change are revalidated: the directory's (list, business pages,
 * sitemap) and the home testimonials.
 */

const MODERATION_TEXT = {
  businessApproved: "Negócio aprovado. Ele já aparece no diretório.",
  businessRejected: "Negócio recusado. A dona recebeu o motivo.",
  revisionApproved: "Alterações aprovadas. O diretório já mostra a nova versão.",
  revisionRejected: "Alterações recusadas. O diretório continua com a versão aprovada, e a dona recebeu o motivo.",
  slugTaken: "Outro negócio já usa o endereço de página pedido. Recuse as alterações com esse motivo.",
  businessActivated: "Negócio reativado no diretório.",
  businessDeactivated: "Negócio desativado. Ele não aparece mais no diretório.",
  reviewApproved: "Avaliação publicada. A dona do negócio foi avisada.",
  reviewRejected: "Avaliação recusada. A autora recebeu o motivo.",
  forbidden: "Você não tem permissão para moderar o diretório.",
  notFound: "Registro não encontrado. Atualize a página.",
  notApproved: "Só negócios aprovados podem ser desativados ou reativados.",
  failed: "Não foi possível concluir a moderação agora. Tente novamente em instantes.",
} as const

const MODERATION_FAILURES: DatabaseFailures = {
  codes: {
    "42501": failed(MODERATION_TEXT.forbidden, { code: "forbidden" }),
    "23505": failed(MODERATION_TEXT.slugTaken, { code: "slug_taken" }),
    not_found: failed(MODERATION_TEXT.notFound, { code: "not_found" }),
    "22023": failed(DIRECTORY_TEXT.reasonRequired, { code: "invalid" }),
  },
  read: (error) =>
    error.code === "P0001" && error.hint === "not_approved"
      ? failed(MODERATION_TEXT.notApproved, { code: "not_approved" })
      : null,
  otherwise: MODERATION_TEXT.failed,
}

const failure = (scope: string, error: PostgrestError) =>
  databaseFailure(`admin.directory.${scope}`, error, MODERATION_FAILURES)

function done(message: string): ActionState {
  // Every moderation step can change a listed business's reviews, so the testimonials too.
  updateTag(TAGS.directory)
  updateTag(TAGS.reviews)
  // The queues here and the overview's count and "Atividade recente".
  revalidatePath(ADMIN_DIRECTORY_PATH)
  revalidatePath("/admin")
  return succeeded(message)
}

const invalidTarget = () => failed(DIRECTORY_TEXT.invalidTarget, { code: "invalid" })
const admin = () => requireAdmin(ADMIN_DIRECTORY_PATH)
// A hidden id that does not parse says "invalid target"; a reason gets its field errors.
const byId = <Schema extends typeof idSchema | typeof activitySchema>(schema: Schema) => ({
  schema,
  viewer: admin,
  invalid: invalidTarget,
})
const withReason = { schema: rejectionSchema, keep: ["reason"], viewer: admin }

export async function approveListing(_prev: ActionState, formData: FormData): Promise<ActionState> {
  return runForm(formData, byId(idSchema), async (input) => {
    const { error } = await approveBusiness(input.id)
    if (error) return failure("approve", error)
    return done(MODERATION_TEXT.businessApproved)
  })
}

export async function rejectListing(_prev: ActionState, formData: FormData): Promise<ActionState> {
  return runForm(formData, withReason, async (input) => {
    const { error } = await rejectBusiness(input.id, input.reason)
    if (error) return failure("reject", error)
    return done(MODERATION_TEXT.businessRejected)
  })
}

export async function setListingActive(_prev: ActionState, formData: FormData): Promise<ActionState> {
  return runForm(formData, byId(activitySchema), async (input) => {
    const { error } = await setBusinessActive(input.id, input.active)
    if (error) return failure("active", error)
    return done(input.active ? MODERATION_TEXT.businessActivated : MODERATION_TEXT.businessDeactivated)
  })
}

export async function approveReviewAction(_prev: ActionState, formData: FormData): Promise<ActionState> {
  return runForm(formData, byId(idSchema), async (input) => {
    const { error } = await approveReview(input.id)
    if (error) return failure("review.approve", error)
    return done(MODERATION_TEXT.reviewApproved)
  })
}

export async function rejectReviewAction(_prev: ActionState, formData: FormData): Promise<ActionState> {
  return runForm(formData, withReason, async (input) => {
    const { error } = await rejectReview(input.id, input.reason)
    if (error) return failure("review.reject", error)
    return done(MODERATION_TEXT.reviewRejected)
  })
}

export async function approveRevisionAction(_prev: ActionState, formData: FormData): Promise<ActionState> {
  return runForm(formData, byId(idSchema), async (input) => {
    const { error } = await approveBusinessRevision(input.id)
    if (error) return failure("revision.approve", error)
    // Products carry their business's name and page in /loja.
    updateTag(TAGS.shop)
    return done(MODERATION_TEXT.revisionApproved)
  })
}

export async function rejectRevisionAction(_prev: ActionState, formData: FormData): Promise<ActionState> {
  return runForm(formData, withReason, async (input) => {
    const { error } = await rejectBusinessRevision(input.id, input.reason)
    if (error) return failure("revision.reject", error)
    return done(MODERATION_TEXT.revisionRejected)
  })
}
