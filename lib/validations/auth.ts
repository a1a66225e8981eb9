import { z } from "zod"

import { personNameSchema } from "@/lib/validations/plain-text"

/** Texts of the spec's section 5, word for word where the spec gives them. */
export const AUTH_TEXT = {
  emailRequired: "Informe seu email.",
  emailInvalid: "Informe um email válido.",
  passwordRequired: "Informe sua senha.",
  passwordTooShort: "A senha deve ter pelo menos 6 caracteres",
  passwordTooLong: "A senha deve ter no máximo 72 caracteres",
  passwordsDiffer: "As senhas não coincidem",
  resetPasswordTooShort: "A senha deve ter pelo menos 6 caracteres.",
  resetPasswordsDiffer: "As senhas não coincidem.",
  nameRequired: "Informe seu nome completo.",
  nameTooLong: "O nome deve ter no máximo 100 caracteres.",
  nameInvalid: "O nome contém caracteres inválidos.",
  phoneInvalid: "Informe um telefone válido, com DDD.",
  captchaRequired: "Por favor, complete o CAPTCHA.",
} as const

export const PASSWORD_MIN = 6
/** bcrypt reads 72 bytes; Supabase refuses longer passwords, so we say so before asking it. */
export const PASSWORD_MAX_BYTES = 72
export const EMAIL_MAX = 254
export const NAME_MAX = 100

// No whitespace or control characters anywhere: a value can never carry CR/LF into a mail header.
const EMAIL_PATTERN =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/
const PHONE_PATTERN = /^\+?[0-9 ().-]{8,20}$/

const byteLength = (value: string) => new TextEncoder().encode(value).length

export const emailSchema = z
  .string({ error: AUTH_TEXT.emailRequired })
  .trim()
  .min(1, AUTH_TEXT.emailRequired)
  .max(EMAIL_MAX, AUTH_TEXT.emailInvalid)
  .regex(EMAIL_PATTERN, AUTH_TEXT.emailInvalid)
  .transform((value) => value.toLowerCase())

const fitsBcrypt = (value: string) => byteLength(value) <= PASSWORD_MAX_BYTES

/** A password she already has: any stored one is accepted, so only presence and the byte ceiling are checked. */
export const currentPasswordSchema = (required: string) =>
  z.string({ error: required }).min(1, required).refine(fitsBcrypt, AUTH_TEXT.passwordTooLong)

const newPasswordSchema = (tooShort: string) =>
  z.string({ error: tooShort }).min(PASSWORD_MIN, tooShort).refine(fitsBcrypt, AUTH_TEXT.passwordTooLong)

/** A new password and its confirmation; spread into an object checked with matchingConfirmation(). */
export const newPasswordFields = (tooShort: string, differ: string) => ({
  password: newPasswordSchema(tooShort),
  confirmPassword: z.string({ error: differ }),
})

/** Reports a confirmation that differs from the new password under the confirmation field. */
export function matchingConfirmation<Schema extends z.ZodType<{ password: string; confirmPassword: string }>>(
  schema: Schema,
  differ: string
) {
  return schema.refine((input) => input.password === input.confirmPassword, {
    message: differ,
    path: ["confirmPassword"],
  })
}

/** The full name of sign-up and the profile. */
export const fullNameSchema = personNameSchema(NAME_MAX, {
  required: AUTH_TEXT.nameRequired,
  tooLong: AUTH_TEXT.nameTooLong,
  invalid: AUTH_TEXT.nameInvalid,
})

/** The Turnstile token; whether it is required depends on configuration, checked by the action. */
export const captchaTokenSchema = z.string().max(4096, AUTH_TEXT.captchaRequired).optional().default("")

/** A same-site path the visitor came from; anything else is dropped later by safeNextPath(). */
const fromSchema = z
  .string()
  .optional()
  .transform((value) => (value && value.length <= 2048 ? value : undefined))

export const signInSchema = z.object({
  email: emailSchema,
  password: currentPasswordSchema(AUTH_TEXT.passwordRequired),
  captchaToken: captchaTokenSchema,
  from: fromSchema,
})
export type SignInInput = z.infer<typeof signInSchema>

export const signUpSchema = matchingConfirmation(
  z.object({
    fullName: fullNameSchema,
    email: emailSchema,
    phone: z
      .string()
      .trim()
      .max(40, AUTH_TEXT.phoneInvalid)
      .refine((value) => value === "" || PHONE_PATTERN.test(value), AUTH_TEXT.phoneInvalid)
      .optional()
      .default(""),
    ...newPasswordFields(AUTH_TEXT.passwordTooShort, AUTH_TEXT.passwordsDiffer),
    // An unchecked box is absent from the form data; a checked one posts "on".
    newsletter: z
      .string()
      .optional()
      .transform((value) => value === "on" || value === "true"),
    captchaToken: captchaTokenSchema,
  }),
  AUTH_TEXT.passwordsDiffer
)
export type SignUpInput = z.infer<typeof signUpSchema>

export const recoverySchema = z.object({
  email: emailSchema,
  captchaToken: captchaTokenSchema,
})
export type RecoveryInput = z.infer<typeof recoverySchema>

/** "Reenviar e-mail de confirmação": the address the confirmation is awaited at. */
export const resendConfirmationSchema = z.object({
  email: emailSchema,
  captchaToken: captchaTokenSchema,
})
export type ResendConfirmationInput = z.infer<typeof resendConfirmationSchema>

export const resetPasswordSchema = matchingConfirmation(
  z.object(newPasswordFields(AUTH_TEXT.resetPasswordTooShort, AUTH_TEXT.resetPasswordsDiffer)),
  AUTH_TEXT.resetPasswordsDiffer
)
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>
