import { z } from "zod"

import { REPLY_MAX, REVIEW_MAX } from "@/lib/directory-reviews"
import { SLUG_MAX, SLUG_PATTERN } from "@/lib/slug"
import { BRAZILIAN_STATES, normalizeBrazilianPhone, type StateCode } from "@/lib/validations/profile"

/**
 * The directory's categories: what the owner picks and the list filters by (?categoria=<slug>).
 * The database stores the name; a name outside this list (written through the API) still shows on
 * its page but is not offered as a filter.
 */
export const BUSINESS_CATEGORIES = [
  { slug: "alimentacao", name: "Alimentação" },
  { slug: "artesanato", name: "Artesanato" },
  { slug: "beleza-e-bem-estar", name: "Beleza e bem-estar" },
  { slug: "moda-e-costura", name: "Moda e costura" },
  { slug: "agricultura-familiar", name: "Agricultura familiar" },
  { slug: "casa-e-decoracao", name: "Casa e decoração" },
  { slug: "servicos-criativos", name: "Serviços criativos" },
  { slug: "educacao-e-cursos", name: "Educação e cursos" },
  { slug: "saude-e-terapias", name: "Saúde e terapias" },
  { slug: "tecnologia", name: "Tecnologia" },
  { slug: "turismo-e-hospedagem", name: "Turismo e hospedagem" },
  { slug: "servicos", name: "Serviços" },
] as const
export type BusinessCategory = (typeof BUSINESS_CATEGORIES)[number]
export type CategorySlug = BusinessCategory["slug"]
const CATEGORY_SLUGS = BUSINESS_CATEGORIES.map((category) => category.slug) as [CategorySlug, ...CategorySlug[]]

export const categoryBySlug = (slug: string) => BUSINESS_CATEGORIES.find((category) => category.slug === slug) ?? null
export const categoryByName = (name: string | null | undefined) =>
  BUSINESS_CATEGORIES.find((category) => category.name === name) ?? null

export { BRAZILIAN_STATES, type StateCode }
const STATE_CODES = BRAZILIAN_STATES.map((state) => state.code) as [StateCode, ...StateCode[]]
export const stateName = (code: string | null | undefined) =>
  BRAZILIAN_STATES.find((state) => state.code === code)?.name ?? null

export const BUSINESS_NAME_MAX = 160
export const DESCRIPTION_MIN = 20
export const DESCRIPTION_MAX = 4000
export const CITY_MAX = 120
export const REVIEW_MIN = 10
export { REPLY_MAX, REVIEW_MAX }
export const REASON_MAX = 500

export const DIRECTORY_TEXT = {
  nameRequired: "Informe o nome do negócio.",
  nameTooLong: `O nome pode ter no máximo ${BUSINESS_NAME_MAX} caracteres.`,
  slugInvalid: "Use só letras minúsculas sem acento, números e hífens.",
  slugTooLong: `O endereço pode ter no máximo ${SLUG_MAX} caracteres.`,
  slugTaken: "Este endereço já está em uso por outro negócio. Escolha outro.",
  descriptionShort: `Conte um pouco mais sobre o negócio (pelo menos ${DESCRIPTION_MIN} caracteres).`,
  descriptionLong: `A descrição pode ter no máximo ${DESCRIPTION_MAX} caracteres.`,
  categoryRequired: "Escolha uma categoria.",
  cityRequired: "Informe a cidade.",
  cityTooLong: `A cidade pode ter no máximo ${CITY_MAX} caracteres.`,
  stateRequired: "Escolha o estado (UF).",
  whatsappInvalid: "Informe um WhatsApp brasileiro com DDD, por exemplo (31) 99123-4567.",
  instagramInvalid: "Informe o perfil do Instagram (@perfil) ou o endereço instagram.com/perfil.",
  websiteInvalid: "Informe o endereço completo do site, começando com https://.",
  emailInvalid: "Informe um e-mail válido.",
  contactRequired: "Informe pelo menos uma forma de contato: WhatsApp, Instagram, site ou e-mail.",
  ratingRequired: "Escolha uma nota de 1 a 5 estrelas.",
  commentShort: `Escreva pelo menos ${REVIEW_MIN} caracteres sobre a sua experiência.`,
  commentLong: `A avaliação pode ter no máximo ${REVIEW_MAX} caracteres.`,
  replyRequired: "Escreva a sua resposta.",
  replyLong: `A resposta pode ter no máximo ${REPLY_MAX} caracteres.`,
  reasonRequired: "Informe o motivo da recusa.",
  reasonLong: `O motivo pode ter no máximo ${REASON_MAX} caracteres.`,
  invalidTarget: "Registro inválido. Atualize a página e tente novamente.",
} as const

const blankToNull = (value: string) => (value === "" ? null : value)
/** Trimmed text that must be there, with its own messages for missing and too long. */
const requiredText = (max: number, required: string, tooLong: string) =>
  z.string(required).trim().min(1, required).max(max, tooLong)
const checkbox = z
  .string()
  .optional()
  .transform((value) => value === "on" || value === "true" || value === "1")

const INSTAGRAM_HANDLE = /^[A-Za-z0-9._]{1,30}$/

/** "@perfil", "perfil", "instagram.com/perfil" or its https address → "https://instagram.com/perfil"; null if none of those. */
export function normalizeInstagram(raw: string): string | null {
  const value = raw.trim()
  const handle = value.startsWith("@")
    ? value.slice(1)
    : (/^(?:https?:\/\/)?(?:www\.)?instagram\.com\/([^/?#]+)\/?(?:[?#].*)?$/i.exec(value)?.[1] ?? value)
  return INSTAGRAM_HANDLE.test(handle) ? `https://instagram.com/${handle}` : null
}

/** An http(s) address with a host, as typed; "site.com.br" gets https:// in front. Null otherwise. */
export function normalizeWebsite(raw: string): string | null {
  const value = raw.trim()
  const withScheme = /^https?:\/\//i.test(value) ? value : `https://${value}`
  try {
    const url = new URL(withScheme)
    if (!/^https?:$/.test(url.protocol) || !url.hostname.includes(".") || url.username || url.password) return null
    return url.toString()
  } catch {
    return null
  }
}

const optionalContact = (normalize: (raw: string) => string | null, message: string, max = 300) =>
  z
    .string()
    .trim()
    .max(max, message)
    .prefault("")
    .transform((value, context) => {
      if (value === "") return null
      const normalized = normalize(value)
      if (!normalized) context.addIssue({ code: "custom", message })
      return normalized
    })

/** The owner's listing form as the server action receives it (every value a string). */
export const businessInputSchema = z
  .object({
    name: requiredText(BUSINESS_NAME_MAX, DIRECTORY_TEXT.nameRequired, DIRECTORY_TEXT.nameTooLong),
    // Blank: made from the name (lib/slug.ts), as blog slugs are.
    slug: z
      .string()
      .trim()
      .max(SLUG_MAX, DIRECTORY_TEXT.slugTooLong)
      .prefault("")
      .transform(blankToNull)
      .pipe(z.string().regex(SLUG_PATTERN, DIRECTORY_TEXT.slugInvalid).nullable()),
    description: z
      .string(DIRECTORY_TEXT.descriptionShort)
      .trim()
      .min(DESCRIPTION_MIN, DIRECTORY_TEXT.descriptionShort)
      .max(DESCRIPTION_MAX, DIRECTORY_TEXT.descriptionLong),
    category: z.enum(CATEGORY_SLUGS, DIRECTORY_TEXT.categoryRequired),
    city: z
      .string(DIRECTORY_TEXT.cityRequired)
      .trim()
      .transform((value) => value.replace(/\s+/g, " "))
      .pipe(z.string().min(1, DIRECTORY_TEXT.cityRequired).max(CITY_MAX, DIRECTORY_TEXT.cityTooLong)),
    state: z.enum(STATE_CODES, DIRECTORY_TEXT.stateRequired),
    whatsapp: optionalContact(normalizeBrazilianPhone, DIRECTORY_TEXT.whatsappInvalid, 40),
    instagram: optionalContact(normalizeInstagram, DIRECTORY_TEXT.instagramInvalid),
    website: optionalContact(normalizeWebsite, DIRECTORY_TEXT.websiteInvalid),
    email: z
      .string()
      .trim()
      .max(254, DIRECTORY_TEXT.emailInvalid)
      .prefault("")
      .transform(blankToNull)
      .pipe(z.email(DIRECTORY_TEXT.emailInvalid).nullable())
      .transform((value) => value?.toLowerCase() ?? null),
    acceptsOrders: checkbox,
    sellsOnline: checkbox,
  })
  .superRefine((input, context) => {
    if (!input.whatsapp && !input.instagram && !input.website && !input.email) {
      context.addIssue({ code: "custom", message: DIRECTORY_TEXT.contactRequired, path: ["whatsapp"] })
    }
  })
export type BusinessInput = z.infer<typeof businessInputSchema>

/** The listing form's fields, echoed back after an error (nothing secret in them). */
export const BUSINESS_FORM_KEYS = [
  "name",
  "slug",
  "description",
  "category",
  "city",
  "state",
  "whatsapp",
  "instagram",
  "website",
  "email",
  "acceptsOrders",
  "sellsOnline",
] as const

/** A listing as the owner's form shows it: blank text for what is missing, the category by slug. */
export interface BusinessFormValues {
  name: string
  slug: string
  description: string
  categorySlug: string
  city: string
  state: string
  whatsapp: string
  instagram: string
  website: string
  email: string
  acceptsOrders: boolean
  sellsOnline: boolean
  /** As stored; the form gets it through lib/directory.ts displayableLogoUrl. */
  logoUrl: string | null
}

const uuid = z.uuid(DIRECTORY_TEXT.invalidTarget)
export const idSchema = z.object({ id: uuid })

export const reviewInputSchema = z.object({
  businessId: uuid,
  rating: z.coerce
    .number(DIRECTORY_TEXT.ratingRequired)
    .int(DIRECTORY_TEXT.ratingRequired)
    .min(1, DIRECTORY_TEXT.ratingRequired)
    .max(5, DIRECTORY_TEXT.ratingRequired),
  comment: z
    .string(DIRECTORY_TEXT.commentShort)
    .trim()
    .min(REVIEW_MIN, DIRECTORY_TEXT.commentShort)
    .max(REVIEW_MAX, DIRECTORY_TEXT.commentLong),
})
export type ReviewInput = z.infer<typeof reviewInputSchema>
export const REVIEW_FORM_KEYS = ["rating", "comment"] as const

export const replyInputSchema = z.object({
  reviewId: uuid,
  reply: requiredText(REPLY_MAX, DIRECTORY_TEXT.replyRequired, DIRECTORY_TEXT.replyLong),
})
export type ReplyInput = z.infer<typeof replyInputSchema>

/** An admin's refusal: of a listing or of a review, always with the reason the owner or author reads. */
export const rejectionSchema = z.object({
  id: uuid,
  reason: requiredText(REASON_MAX, DIRECTORY_TEXT.reasonRequired, DIRECTORY_TEXT.reasonLong),
})
export type RejectionInput = z.infer<typeof rejectionSchema>

export const activitySchema = z.object({
  id: uuid,
  active: z.enum(["true", "false"], DIRECTORY_TEXT.invalidTarget).transform((value) => value === "true"),
})

/** Listing statuses as stored, and how people read them. */
export const BUSINESS_STATUSES = ["pending", "approved", "rejected"] as const
export type BusinessStatus = (typeof BUSINESS_STATUSES)[number]
export const BUSINESS_STATUS_LABELS: Record<BusinessStatus, string> = {
  pending: "Aguardando aprovação",
  approved: "Aprovado",
  rejected: "Recusado",
}

export { REVIEW_STATUS_LABELS, type ReviewStatus, reviewStatus } from "@/lib/directory-reviews"
