"use server"

import { revalidatePath, updateTag } from "next/cache"

import { type ActionState, failed, formFields, invalid, succeeded } from "@/lib/action-state"
import { requireAdmin } from "@/lib/auth"
import { TAGS } from "@/lib/cache-tags"
import {
  approveBusiness,
  approveBusinessRevision,
  approveReview,
  type ModerationResult,
  rejectBusiness,
  rejectBusinessRevision,
  rejectReview,
  setBusinessActive,
} from "@/lib/data/directory-admin"
import { isNotFoundError } from "@/lib/db-errors"
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

function failure(scope: string, error: NonNullable<ModerationResult>): ActionState {
  if (error.code === "42501") return failed(MODERATION_TEXT.forbidden, { code: "forbidden" })
  if (error.code === "23505") return failed(MODERATION_TEXT.slugTaken, { code: "slug_taken" })
  if (isNotFoundError(error)) return failed(MODERATION_TEXT.notFound, { code: "not_found" })
  if (error.code === "22023") return failed(DIRECTORY_TEXT.reasonRequired, { code: "invalid" })
  if (error.code === "P0001" && error.hint === "not_approved")
    return failed(MODERATION_TEXT.notApproved, { code: "not_approved" })
  console.error(`[admin.directory.${scope}]`, error)
  return failed(MODERATION_TEXT.failed)
}

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

export async function approveListing(_prev: ActionState, formData: FormData): Promise<ActionState> {
  const input = idSchema.safeParse(formFields(formData))
  if (!input.success) return invalidTarget()
  await requireAdmin(ADMIN_DIRECTORY_PATH)
  const error = await approveBusiness(input.data.id)
  if (error) return failure("approve", error)
  return done(MODERATION_TEXT.businessApproved)
}

export async function rejectListing(_prev: ActionState, formData: FormData): Promise<ActionState> {
  const input = rejectionSchema.safeParse(formFields(formData))
  if (!input.success) return invalid(input.error, formData, ["reason"])
  await requireAdmin(ADMIN_DIRECTORY_PATH)
  const error = await rejectBusiness(input.data.id, input.data.reason)
  if (error) return failure("reject", error)
  return done(MODERATION_TEXT.businessRejected)
}

export async function setListingActive(_prev: ActionState, formData: FormData): Promise<ActionState> {
  const input = activitySchema.safeParse(formFields(formData))
  if (!input.success) return invalidTarget()
  await requireAdmin(ADMIN_DIRECTORY_PATH)
  const error = await setBusinessActive(input.data.id, input.data.active)
  if (error) return failure("active", error)
  return done(input.data.active ? MODERATION_TEXT.businessActivated : MODERATION_TEXT.businessDeactivated)
}

export async function approveReviewAction(_prev: ActionState, formData: FormData): Promise<ActionState> {
  const input = idSchema.safeParse(formFields(formData))
  if (!input.success) return invalidTarget()
  await requireAdmin(ADMIN_DIRECTORY_PATH)
  const error = await approveReview(input.data.id)
  if (error) return failure("review.approve", error)
  return done(MODERATION_TEXT.reviewApproved)
}

export async function rejectReviewAction(_prev: ActionState, formData: FormData): Promise<ActionState> {
  const input = rejectionSchema.safeParse(formFields(formData))
  if (!input.success) return invalid(input.error, formData, ["reason"])
  await requireAdmin(ADMIN_DIRECTORY_PATH)
  const error = await rejectReview(input.data.id, input.data.reason)
  if (error) return failure("review.reject", error)
  return done(MODERATION_TEXT.reviewRejected)
}

export async function approveRevisionAction(_prev: ActionState, formData: FormData): Promise<ActionState> {
  const input = idSchema.safeParse(formFields(formData))
  if (!input.success) return invalidTarget()
  await requireAdmin(ADMIN_DIRECTORY_PATH)
  const error = await approveBusinessRevision(input.data.id)
  if (error) return failure("revision.approve", error)
  // Products carry their business's name and page in /loja.
  updateTag(TAGS.shop)
  return done(MODERATION_TEXT.revisionApproved)
}

export async function rejectRevisionAction(_prev: ActionState, formData: FormData): Promise<ActionState> {
  const input = rejectionSchema.safeParse(formFields(formData))
  if (!input.success) return invalid(input.error, formData, ["reason"])
  await requireAdmin(ADMIN_DIRECTORY_PATH)
  const error = await rejectBusinessRevision(input.data.id, input.data.reason)
  if (error) return failure("revision.reject", error)
  return done(MODERATION_TEXT.revisionRejected)
}
