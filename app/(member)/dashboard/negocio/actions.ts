"use server"

import { refresh, updateTag } from "next/cache"
import { redirect } from "next/navigation"
import type { PostgrestError } from "@supabase/supabase-js"

import { type ActionState, failed, formFields, invalid, safeValues, succeeded } from "@/lib/action-state"
import { type DatabaseFailures, databaseFailure, unexpectedFailure } from "@/lib/action-errors"
import { requireUser } from "@/lib/auth"
import { TAGS } from "@/lib/cache-tags"
import {
  createBusiness,
  getOwnedBusiness,
  grantBusinessOwnerRole,
  hasBusinessOwnerRole,
  listingNeedsApproval,
  removeBusinessLogo,
  replyToReview,
  saveBusinessRevision,
  setBusinessLogo,
  storeBusinessLogo,
  updateBusiness,
} from "@/lib/data/directory-owner"
import { LOGO_MAX_BYTES } from "@/lib/directory"
import { OWNER_PATH, ownerBusinessPath } from "@/lib/directory-url"
import { reencodeImage } from "@/lib/images/reencode"
import {
  BUSINESS_FORM_KEYS,
  type BusinessInput,
  type BusinessStatus,
  DIRECTORY_TEXT,
  idSchema,
  businessInputSchema,
  replyInputSchema,
} from "@/lib/validations/directory"

const OWNER_TEXT = {
  roleAdded: "Pronto! Agora você pode cadastrar o seu negócio.",
  roleFailed: "Não foi possível ativar o perfil de empreendedora agora. Tente novamente em instantes.",
  needsRole: 'Ative "Tenho um negócio" para cadastrar o seu negócio.',
  saveFailed: "Não foi possível salvar o negócio agora. Tente novamente em instantes.",
  saved: "Alterações salvas.",
  savedPending:
    "Alterações salvas. Como você mudou informações principais, o negócio volta para aprovação antes de aparecer de novo no diretório.",
  resubmitted: "Alterações salvas e enviadas para uma nova análise.",
  revisionPending:
    "Alterações enviadas para aprovação. Até a equipe aprovar, o diretório continua mostrando a versão publicada.",
  revisionWithdrawn: "Alterações salvas: o negócio ficou igual à versão publicada e nada aguarda aprovação.",
  notFound: "Negócio não encontrado. Atualize a página.",
  logoMissing: "Escolha uma imagem para o logo.",
  logoTooLarge: "O logo deve ter no máximo 5 MB.",
  logoWrongType: "Envie o logo em JPEG, PNG, WebP ou AVIF.",
  logoFailed: "O negócio foi salvo, mas não foi possível enviar o logo agora. Tente novamente.",
  replied: "Resposta publicada.",
  alreadyReplied: "Você já respondeu a esta avaliação: cada avaliação recebe uma resposta.",
  replyFailed: "Não foi possível publicar a resposta agora. Tente novamente em instantes.",
} as const

// Echo the typed values (never a file) so a failed save loses nothing.
const keep = (formData: FormData) => safeValues(formData, BUSINESS_FORM_KEYS)

const SAVE_FAILURES: DatabaseFailures = {
  // Only the address is hers to change; another unique clash is unexpected.
  read: (error) =>
    error.code === "23505" && error.message.includes("slug")
      ? failed(DIRECTORY_TEXT.slugTaken, { code: "slug_taken", fieldErrors: { slug: [DIRECTORY_TEXT.slugTaken] } })
      : null,
  codes: { "42501": failed(OWNER_TEXT.needsRole, { code: "forbidden" }) },
  otherwise: OWNER_TEXT.saveFailed,
}

const saveFailure = (formData: FormData, scope: string, error: PostgrestError) =>
  databaseFailure(`directory.owner.${scope}`, error, SAVE_FAILURES, { values: keep(formData) })

type LogoChoice =
  { kind: "keep" } | { kind: "remove" } | { kind: "upload"; file: File } | { kind: "invalid"; message: string }

/** What the form asks of the logo; the file's type is read from its bytes later, never from its name. */
function logoChoice(formData: FormData): LogoChoice {
  const file = formData.get("logo")
  if (file instanceof File && file.size > 0) {
    if (file.size > LOGO_MAX_BYTES) return { kind: "invalid", message: OWNER_TEXT.logoTooLarge }
    return { kind: "upload", file }
  }
  return formFields(formData).removeLogo === "on" ? { kind: "remove" } : { kind: "keep" }
}

/**
 * Stores the new logo in the business's folder and points the listing at it, then deletes the file
 * it replaces. Returns the listing's status afterwards, or a pt-BR message.
 */
async function applyLogo(
  userId: string,
  businessId: string,
  previousUrl: string | null,
  choice: LogoChoice
): Promise<{ status: BusinessStatus | null } | { message: string }> {
  if (choice.kind === "keep") return { status: null }
  if (choice.kind === "invalid") return { message: choice.message }
  if (choice.kind === "remove") {
    const { data: status, error } = await setBusinessLogo(userId, businessId, null)
    if (error) {
      console.error("[directory.owner.logo]", error)
      return { message: OWNER_TEXT.logoFailed }
    }
    await removeBusinessLogo(businessId, previousUrl)
    return { status }
  }
  const image = await reencodeImage(new Uint8Array(await choice.file.arrayBuffer()), {
    wrongType: OWNER_TEXT.logoWrongType,
  })
  if ("message" in image) return { message: image.message }
  const stored = await storeBusinessLogo(businessId, image.bytes, image.type)
  if (stored.error) {
    console.error("[directory.owner.logo]", stored.error.message)
    return { message: OWNER_TEXT.logoFailed }
  }
  const { data: status, error } = await setBusinessLogo(userId, businessId, stored.url)
  if (error) {
    console.error("[directory.owner.logo]", error)
    await removeBusinessLogo(businessId, stored.url)
    return { message: OWNER_TEXT.logoFailed }
  }
  await removeBusinessLogo(businessId, previousUrl)
  return { status }
}

/** "Tenho um negócio": gives her the business_owner role (self-service, checked by the database). */
export async function becomeBusinessOwner(): Promise<ActionState> {
  const viewer = await requireUser(OWNER_PATH)
  const { error } = await grantBusinessOwnerRole(viewer.userId)
  if (error) return databaseFailure("directory.owner.role", error, { otherwise: OWNER_TEXT.roleFailed })
  refresh()
  return succeeded(OWNER_TEXT.roleAdded)
}

/** Lists a new business (pending until an admin approves it) and opens its page in her panel. */
export async function createListing(_prev: ActionState, formData: FormData): Promise<ActionState> {
  const parsed = businessInputSchema.safeParse(formFields(formData))
  if (!parsed.success) return invalid(parsed.error, formData, BUSINESS_FORM_KEYS)
  const viewer = await requireUser(`${OWNER_PATH}/novo`)
  const choice = logoChoice(formData)
  if (choice.kind === "invalid")
    return failed(choice.message, { fieldErrors: { logo: [choice.message] }, values: keep(formData) })
  if (!(await hasBusinessOwnerRole(viewer.userId))) return failed(OWNER_TEXT.needsRole, { code: "forbidden" })

  const { data: created, error } = await createBusiness(viewer.userId, parsed.data)
  if (error || !created) return saveFailure(formData, "create", error!)
  const logo = await applyLogo(viewer.userId, created.id, null, choice)
  // Published at once when the site settings need no approval.
  if (created.status === "approved") updateTag(TAGS.directory)
  // The listing exists either way; its page says when the logo has to be sent again.
  redirect(`${ownerBusinessPath(created.id)}?enviado=1${"message" in logo ? "&logo=erro" : ""}`)
}

/**
 * Saves her listing. A substantial change to an approved listing sends it back to the queue (the
 * database decides), and the public pages forget it until it is approved again.
 */
export async function updateListing(_prev: ActionState, formData: FormData): Promise<ActionState> {
  const target = idSchema.safeParse(formFields(formData))
  const parsed = businessInputSchema.safeParse(formFields(formData))
  if (!parsed.success) return invalid(parsed.error, formData, BUSINESS_FORM_KEYS)
  if (!target.success) return failed(DIRECTORY_TEXT.invalidTarget, { code: "invalid", values: keep(formData) })
  const viewer = await requireUser(OWNER_PATH)
  const choice = logoChoice(formData)
  if (choice.kind === "invalid")
    return failed(choice.message, { fieldErrors: { logo: [choice.message] }, values: keep(formData) })

  const current = await getOwnedBusiness(viewer.userId, target.data.id).catch((error: unknown) => {
    console.error("[directory.owner.update]", error)
    return null
  })
  if (!current) return failed(OWNER_TEXT.notFound, { code: "not_found", values: keep(formData) })
  if (current.status === "approved" && (await listingNeedsApproval()))
    return saveRevision(viewer.userId, current, parsed.data, choice, formData)
  const saved = await updateBusiness(viewer.userId, current.id, parsed.data, current.slug)
  if (saved.error) return saveFailure(formData, "update", saved.error)
  if (!saved.data) return failed(OWNER_TEXT.notFound, { code: "not_found", values: keep(formData) })
  const logo = await applyLogo(viewer.userId, current.id, current.logoUrl, choice)
  const status = "status" in logo && logo.status ? logo.status : saved.data.status

  // Whatever was public (an approved listing) may have changed or left the directory.
  if (current.status === "approved") {
    updateTag(TAGS.directory)
    updateTag(TAGS.reviews)
  }
  refresh()
  if ("message" in logo) return failed(logo.message, { fieldErrors: { logo: [logo.message] } })
  if (current.status === "approved" && status === "pending")
    return succeeded(OWNER_TEXT.savedPending, { code: "pending" })
  if (current.status === "rejected" && status === "pending")
    return succeeded(OWNER_TEXT.resubmitted, { code: "pending" })
  return succeeded(OWNER_TEXT.saved)
}

/**
 * Her edit of an approved listing while approval is on: a new logo is stored in the business's
 * folder and the whole edit waits as a revision; the public listing, its logo and its products
 * stay as they are until an admin approves it. Replaced logos of earlier revisions are deleted,
 * never the public one.
 */
async function saveRevision(
  userId: string,
  current: NonNullable<Awaited<ReturnType<typeof getOwnedBusiness>>>,
  input: BusinessInput,
  choice: LogoChoice,
  formData: FormData
): Promise<ActionState> {
  let logoUrl = current.logoUrl
  if (choice.kind === "remove") logoUrl = null
  if (choice.kind === "upload") {
    const image = await reencodeImage(new Uint8Array(await choice.file.arrayBuffer()), {
      wrongType: OWNER_TEXT.logoWrongType,
    })
    if ("message" in image)
      return failed(image.message, {
        fieldErrors: { logo: [image.message] },
        values: keep(formData),
      })
    const stored = await storeBusinessLogo(current.id, image.bytes, image.type)
    if (stored.error) {
      const extra = { fieldErrors: { logo: [OWNER_TEXT.logoFailed] }, values: keep(formData) }
      return unexpectedFailure("directory.owner.revision.logo", stored.error.message, OWNER_TEXT.logoFailed, extra)
    }
    logoUrl = stored.url
  }
  const saved = await saveBusinessRevision(userId, current.id, input, input.slug ?? current.slug, logoUrl)
  if (saved.error) {
    if (choice.kind === "upload") await removeBusinessLogo(current.id, logoUrl)
    return saveFailure(formData, "revision", saved.error)
  }
  // The logo of the revision this one replaced went with it (saveBusinessRevision), unless in use.
  refresh()
  if (!saved.data?.pending) return succeeded(OWNER_TEXT.revisionWithdrawn)
  return succeeded(OWNER_TEXT.revisionPending, { code: "pending" })
}

/** The owner's one public answer to a published review of her business. */
export async function answerReview(_prev: ActionState, formData: FormData): Promise<ActionState> {
  const parsed = replyInputSchema.safeParse(formFields(formData))
  if (!parsed.success) return invalid(parsed.error, formData, ["reply"])
  await requireUser(OWNER_PATH)
  const { data: slug, error } = await replyToReview(parsed.data.reviewId, parsed.data.reply)
  if (error) {
    return databaseFailure("directory.owner.reply", error, {
      read: (refusal) =>
        refusal.code === "42501" && refusal.hint === "already_replied"
          ? failed(OWNER_TEXT.alreadyReplied, { code: "already_replied" })
          : null,
      codes: { "42501": failed(OWNER_TEXT.notFound, { code: "forbidden" }) },
      otherwise: failed(OWNER_TEXT.replyFailed, { values: { reply: parsed.data.reply } }),
    })
  }
  if (!slug) return failed(OWNER_TEXT.notFound, { code: "not_found" })
  updateTag(TAGS.directory)
  refresh()
  return succeeded(OWNER_TEXT.replied)
}
