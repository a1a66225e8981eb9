import { z } from "zod"

import {
  AUTH_TEXT,
  currentPasswordSchema,
  emailSchema,
  fullNameSchema,
  matchingConfirmation,
  NAME_MAX,
  newPasswordFields,
} from "@/lib/validations/auth"
import { CONTROL_CHARS } from "@/lib/validations/plain-text"
import { STATES, type StateCode } from "@/lib/members/state-codes"

/** Every text the profile screens show for bad input (pt-BR). */
export const PROFILE_TEXT = {
  // The same name rules as sign-up (fullNameSchema).
  nameRequired: AUTH_TEXT.nameRequired,
  nameTooLong: AUTH_TEXT.nameTooLong,
  nameInvalid: AUTH_TEXT.nameInvalid,
  phoneInvalid: "Informe um telefone brasileiro válido, com DDD. Ex.: (11) 98765-4321.",
  bioTooLong: "A bio deve ter no máximo 500 caracteres.",
  bioInvalid: "A bio contém caracteres inválidos.",
  cityTooLong: "A cidade deve ter no máximo 120 caracteres.",
  cityInvalid: "A cidade contém caracteres inválidos.",
  stateInvalid: "Escolha um estado da lista.",
  choiceInvalid: "Opção inválida. Atualize a página e tente novamente.",
  currentPasswordRequired: "Informe sua senha atual.",
  passwordRequired: AUTH_TEXT.passwordRequired,
  confirmationMismatch: "Digite EXCLUIR, em letras maiúsculas, para confirmar.",
  sameEmail: "Este já é o seu e-mail de acesso.",
} as const

export { NAME_MAX }
export const BIO_MAX = 500
export const CITY_MAX = 120

/** The 27 federative units, in the order people look for them (alphabetical by name). */
export const BRAZILIAN_STATES = STATES
export type { StateCode }
const STATE_CODES = BRAZILIAN_STATES.map((state) => state.code) as [StateCode, ...StateCode[]]

// Area codes (DDD) in use, by Anatel's numbering plan.
const AREA_CODES = new Set([
  11, 12, 13, 14, 15, 16, 17, 18, 19, 21, 22, 24, 27, 28, 31, 32, 33, 34, 35, 37, 38, 41, 42, 43, 44, 45, 46, 47, 48,
  49, 51, 53, 54, 55, 61, 62, 63, 64, 65, 66, 67, 68, 69, 71, 73, 74, 75, 77, 79, 81, 82, 83, 84, 85, 86, 87, 88, 89,
  91, 92, 93, 94, 95, 96, 97, 98, 99,
])

/**
 * A Brazilian phone number as E.164 ("+5511987654321"), or null when it is not one: an area code
 * in use and either a mobile (9 digits starting with 9) or a landline (8 digits starting with
 * 2 to 5). Takes what people type: spaces, dots, dashes, parentheses, +55 or a leading 0.
 */
export function normalizeBrazilianPhone(raw: string): string | null {
  if (!/^[\d\s().+-]*$/.test(raw)) return null
  let digits = raw.replace(/\D/g, "")
  if (raw.trim().startsWith("+")) {
    if (!digits.startsWith("55")) return null
    digits = digits.slice(2)
  } else if (digits.length >= 12 && digits.startsWith("55")) {
    digits = digits.slice(2)
  } else if (digits.length >= 11 && digits.startsWith("0")) {
    digits = digits.slice(1)
  }
  if (digits.length !== 10 && digits.length !== 11) return null
  if (!AREA_CODES.has(Number(digits.slice(0, 2)))) return null
  const subscriber = digits.slice(2)
  const valid = subscriber.length === 9 ? subscriber.startsWith("9") : /^[2-5]/.test(subscriber)
  return valid ? `+55${digits}` : null
}

/** "(11) 98765-4321" for a stored phone; what was stored, as is, when it is not a Brazilian number. */
export function formatBrazilianPhone(stored: string | null | undefined): string | null {
  if (!stored?.trim()) return null
  const normalized = normalizeBrazilianPhone(stored)
  if (!normalized) return stored.trim()
  const digits = normalized.slice(3)
  const area = digits.slice(0, 2)
  const number = digits.slice(2)
  const split = number.length - 4
  return `(${area}) ${number.slice(0, split)}-${number.slice(split)}`
}

// A bio may keep its line breaks; a city is one line (CONTROL_CHARS).
const CONTROL_CHARS_BUT_NEWLINES = /[\u0000-\u0009\u000b\u000c\u000e-\u001f\u007f-\u009f\u2028\u2029]/

const fullName = fullNameSchema

const phone = z
  .string()
  .trim()
  .optional()
  .default("")
  .refine((value) => value === "" || normalizeBrazilianPhone(value) !== null, PROFILE_TEXT.phoneInvalid)
  .transform((value) => (value === "" ? null : normalizeBrazilianPhone(value)))

const bio = z
  .string()
  .optional()
  .default("")
  .transform((value) => value.replace(/\r\n?/g, "\n").trim())
  .refine((value) => value.length <= BIO_MAX, PROFILE_TEXT.bioTooLong)
  .refine((value) => !CONTROL_CHARS_BUT_NEWLINES.test(value), PROFILE_TEXT.bioInvalid)
  .transform((value) => (value === "" ? null : value))

const city = z
  .string()
  .trim()
  .optional()
  .default("")
  .refine((value) => value.length <= CITY_MAX, PROFILE_TEXT.cityTooLong)
  .refine((value) => !CONTROL_CHARS.test(value), PROFILE_TEXT.cityInvalid)
  .transform((value) => (value === "" ? null : value))

const state = z
  .union([z.literal(""), z.enum(STATE_CODES)], { error: PROFILE_TEXT.stateInvalid })
  .optional()
  .default("")
  .transform((value) => (value === "" ? null : value))

/** A checkbox: absent when unticked, "on" when ticked; anything else is a forged request. */
const checkbox = z
  .literal("on", { error: PROFILE_TEXT.choiceInvalid })
  .optional()
  .transform((value) => value === "on")

/** "Dados pessoais" on /dashboard/perfil. The output is the profile row's columns. */
export const profileSchema = z
  .object({ fullName, phone, bio, city, state })
  .transform(({ fullName, ...rest }) => ({ full_name: fullName, ...rest }))
export type ProfileInput = z.infer<typeof profileSchema>

/** The welcome flow's first step: the basics, without the bio. */
export const profileBasicsSchema = z
  .object({ fullName, phone, city, state })
  .transform(({ fullName, ...rest }) => ({ full_name: fullName, ...rest }))
export type ProfileBasicsInput = z.infer<typeof profileBasicsSchema>

/** The form keys of the profile fields, echoed back after an error so nothing typed is lost. */
export const PROFILE_FORM_KEYS = ["fullName", "phone", "bio", "city", "state"] as const

/**
 * What brings her here: the roles she may give herself (the database allows exactly these two on
 * oneself) and her wish to teach, which is a profile column, not a role.
 */
export const SELF_SERVICE_ROLES = ["business_owner", "community_member"] as const
export type SelfServiceRole = (typeof SELF_SERVICE_ROLES)[number]

export const rolesSchema = z.object({
  business_owner: checkbox,
  community_member: checkbox,
  instructor_interest: checkbox,
})
export type RolesInput = z.infer<typeof rolesSchema>

export const newsletterPreferenceSchema = z.object({ newsletter: checkbox })
export type NewsletterPreferenceInput = z.infer<typeof newsletterPreferenceSchema>

export const changeEmailSchema = z.object({
  email: emailSchema,
  currentPassword: currentPasswordSchema(PROFILE_TEXT.currentPasswordRequired),
})
export type ChangeEmailInput = z.infer<typeof changeEmailSchema>

export const changePasswordSchema = matchingConfirmation(
  z.object({
    currentPassword: currentPasswordSchema(PROFILE_TEXT.currentPasswordRequired),
    ...newPasswordFields(AUTH_TEXT.resetPasswordTooShort, AUTH_TEXT.resetPasswordsDiffer),
  }),
  AUTH_TEXT.resetPasswordsDiffer
)
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>

/** The word she types to confirm "Excluir minha conta". */
export const DELETE_CONFIRMATION = "EXCLUIR"

export const deleteAccountSchema = z.object({
  password: currentPasswordSchema(PROFILE_TEXT.passwordRequired),
  confirmation: z
    .string({ error: PROFILE_TEXT.confirmationMismatch })
    .refine((value) => value.trim() === DELETE_CONFIRMATION, PROFILE_TEXT.confirmationMismatch),
})
export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>

/** The welcome flow's steps, as the URL names them (?passo=1). */
export const ONBOARDING_STEPS = ["1", "2", "3"] as const
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number]

export function parseOnboardingStep(value: unknown): OnboardingStep {
  return typeof value === "string" && (ONBOARDING_STEPS as readonly string[]).includes(value)
    ? (value as OnboardingStep)
    : "1"
}

export const onboardingStepSchema = z.object({
  step: z.enum(ONBOARDING_STEPS, { error: PROFILE_TEXT.choiceInvalid }),
})
