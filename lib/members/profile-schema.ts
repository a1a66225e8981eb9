/**
 * The public-profile form's rules (/dashboard/perfil/publico), shared by the form and its action.
 * update_member_profile checks the same things again (and whether the handle is free), so these
 * only spare her a round trip and name each field's problem in pt-BR.
 */
import { z } from "zod"

import { handleProblem, normalizeHandleInput } from "@/lib/members/handle"
import {
  isProfileVisibility,
  isStateCode,
  normalizeSocialLink,
  SOCIAL_NETWORK_INFO,
  SOCIAL_NETWORKS,
  type ProfileVisibility,
  type SocialNetwork,
  type StateCode,
} from "@/lib/members/vocabulary"

/** Never in a one-line value (as lib/validations/plain-text.ts, which lib/members may not import). */
const CONTROL_CHARS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/

export const MEMBER_BIO_MAX = 500
export const MEMBER_CITY_MAX = 80
export const SKILL_NOTE_MAX = 300
export const SKILLS_MAX = 10

export const MEMBER_PROFILE_TEXT = {
  visibilityInvalid: "Escolha quem pode ver seu perfil.",
  handleRequired: "Escolha um endereço para o seu perfil (ele aparece no link).",
  bioTooLong: `A apresentação pode ter no máximo ${MEMBER_BIO_MAX} caracteres.`,
  cityTooLong: `A cidade pode ter no máximo ${MEMBER_CITY_MAX} caracteres.`,
  lineInvalid: "Use uma linha só, sem caracteres especiais.",
  stateInvalid: "Escolha um estado da lista.",
  skillsTooMany: `Marque no máximo ${SKILLS_MAX} opções.`,
  skillInvalid: "Opção inválida. Atualize a página e tente novamente.",
  noteTooLong: `O comentário pode ter no máximo ${SKILL_NOTE_MAX} caracteres.`,
  socialInvalid: (network: SocialNetwork) =>
    network === "site"
      ? "Informe o endereço completo do site, começando com https://."
      : `Informe o link do seu perfil no ${SOCIAL_NETWORK_INFO[network].label}. Ex.: ${SOCIAL_NETWORK_INFO[network].example}`,
} as const

/** The form's field for a network's link: "social_instagram". */
export const socialField = (network: SocialNetwork) => `social_${network}` as const

/** Every text field echoed back after an error (never anything secret here: it is her public profile). */
export const MEMBER_PROFILE_FORM_KEYS = [
  "visibility",
  "handle",
  "bio",
  "city",
  "state",
  "offers",
  "needs",
  "offersNote",
  "needsNote",
  ...SOCIAL_NETWORKS.map(socialField),
] as const

const SKILL_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** Optional free text: trimmed, empty → null, at most `max` characters. */
const optionalText = (max: number, tooLong: string, singleLine: boolean) =>
  z
    .string()
    .optional()
    .transform((value) => value?.trim() ?? "")
    .pipe(
      z
        .string()
        .max(max, tooLong)
        .refine((value) => !singleLine || !CONTROL_CHARS.test(value), MEMBER_PROFILE_TEXT.lineInvalid)
        // Multi-line text keeps its line breaks and tabs, nothing else of the control range.
        .refine(
          (value) => singleLine || !/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(value),
          MEMBER_PROFILE_TEXT.lineInvalid
        )
    )
    .transform((value) => (value === "" ? null : value))

/** A list of skill slugs, each once, at most SKILLS_MAX. */
const skills = z
  .array(z.string())
  .optional()
  .transform((values) => [...new Set((values ?? []).map((value) => value.trim()).filter(Boolean))])
  .pipe(
    z
      .array(z.string().max(60, MEMBER_PROFILE_TEXT.skillInvalid).regex(SKILL_SLUG, MEMBER_PROFILE_TEXT.skillInvalid))
      .max(SKILLS_MAX, MEMBER_PROFILE_TEXT.skillsTooMany)
  )

// Each link is checked in its own field, so every wrong one is named at once (an object's
// refinements run only when all its fields passed).
const socialLinkField = (network: SocialNetwork) =>
  z
    .string()
    .optional()
    .refine((value) => !value?.trim() || normalizeSocialLink(network, value) !== null, {
      message: MEMBER_PROFILE_TEXT.socialInvalid(network),
    })

const socialShape = Object.fromEntries(
  SOCIAL_NETWORKS.map((network) => [socialField(network), socialLinkField(network)])
) as Record<ReturnType<typeof socialField>, ReturnType<typeof socialLinkField>>

export const memberProfileSchema = z
  .object({
    visibility: z
      .string({ error: MEMBER_PROFILE_TEXT.visibilityInvalid })
      .refine(isProfileVisibility, MEMBER_PROFILE_TEXT.visibilityInvalid),
    handle: z
      .string()
      .optional()
      .transform((value) => normalizeHandleInput(value ?? ""))
      .superRefine((value, context) => {
        const problem = value === "" ? null : handleProblem(value)
        if (problem) context.addIssue({ code: "custom", message: problem })
      }),
    bio: optionalText(MEMBER_BIO_MAX, MEMBER_PROFILE_TEXT.bioTooLong, false),
    city: optionalText(MEMBER_CITY_MAX, MEMBER_PROFILE_TEXT.cityTooLong, true),
    state: z
      .string()
      .optional()
      .transform((value) => value?.trim() ?? "")
      .refine((value) => value === "" || isStateCode(value), MEMBER_PROFILE_TEXT.stateInvalid)
      .transform((value) => (value === "" ? null : (value as StateCode))),
    offers: skills,
    needs: skills,
    offersNote: optionalText(SKILL_NOTE_MAX, MEMBER_PROFILE_TEXT.noteTooLong, false),
    needsNote: optionalText(SKILL_NOTE_MAX, MEMBER_PROFILE_TEXT.noteTooLong, false),
    ...socialShape,
  })
  .superRefine((input, context) => {
    // Her address is how others reach a visible profile; a hidden one may wait for it.
    if (input.handle === "" && input.visibility !== "hidden") {
      context.addIssue({ code: "custom", path: ["handle"], message: MEMBER_PROFILE_TEXT.handleRequired })
    }
  })
  .transform((input) => {
    const socialLinks: Partial<Record<SocialNetwork, string>> = {}
    for (const network of SOCIAL_NETWORKS) {
      const url = normalizeSocialLink(network, input[socialField(network)] ?? "")
      if (url) socialLinks[network] = url
    }
    return {
      visibility: input.visibility as ProfileVisibility,
      handle: input.handle === "" ? null : input.handle,
      bio: input.bio,
      city: input.city,
      state: input.state,
      offers: input.offers,
      needs: input.needs,
      offersNote: input.offersNote,
      needsNote: input.needsNote,
      socialLinks,
    }
  })

export type MemberProfileInput = z.output<typeof memberProfileSchema>

/**
 * The form's fields as the schema reads them: the text fields once, the skill boxes as lists
 * (formFields() keeps only the first value of a repeated key). Anything but a FormData reads as an
 * empty form, which then fails validation with the form's own messages.
 */
export function memberProfileFields(formData: unknown): Record<string, string | string[]> {
  if (!(formData instanceof FormData)) return {}
  const fields: Record<string, string | string[]> = {}
  for (const [key, value] of formData) {
    if (typeof value === "string" && !(key in fields)) fields[key] = value
  }
  const all = (key: string) => formData.getAll(key).filter((value): value is string => typeof value === "string")
  fields.offers = all("offers")
  fields.needs = all("needs")
  return fields
}
