import { z } from "zod"

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

// No whitespace or control characters anywhere: a value can never carry CR/LF into a mail header.
const EMAIL_PATTERN =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/
const CONTROL_CHARS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/
const PHONE_PATTERN = /^\+?[0-9 ().-]{8,20}$/

const byteLength = (value: string) => new TextEncoder().encode(value).length

export const emailSchema = z
  .string({ error: AUTH_TEXT.emailRequired })
  .trim()
  .min(1, AUTH_TEXT.emailRequired)
  .max(EMAIL_MAX, AUTH_TEXT.emailInvalid)
  .regex(EMAIL_PATTERN, AUTH_TEXT.emailInvalid)
  .transform((value) => value.toLowerCase())

/** Sign-in accepts any stored password, so only presence and the byte ceiling are checked. */
const loginPasswordSchema = z
  .string({ error: AUTH_TEXT.passwordRequired })
  .min(1, AUTH_TEXT.passwordRequired)
  .refine((value) => byteLength(value) <= PASSWORD_MAX_BYTES, AUTH_TEXT.passwordTooLong)

const newPasswordSchema = (tooShort: string) =>
  z
    .string({ error: tooShort })
    .min(PASSWORD_MIN, tooShort)
    .refine((value) => byteLength(value) <= PASSWORD_MAX_BYTES, AUTH_TEXT.passwordTooLong)

/** The Turnstile token; whether it is required depends on configuration, checked by the action. */
export const captchaTokenSchema = z.string().max(4096, AUTH_TEXT.captchaRequired).optional().default("")

/** A same-site path the visitor came from; anything else is dropped later by safeNextPath(). */
const fromSchema = z
  .string()
  .optional()
  .transform((value) => (value && value.length <= 2048 ? value : undefined))

export const signInSchema = z.object({
  email: emailSchema,
  password: loginPasswordSchema,
  captchaToken: captchaTokenSchema,
  from: fromSchema,
})
export type SignInInput = z.infer<typeof signInSchema>

export const signUpSchema = z
  .object({
    fullName: z
      .string({ error: AUTH_TEXT.nameRequired })
      .trim()
      .min(1, AUTH_TEXT.nameRequired)
      .max(100, AUTH_TEXT.nameTooLong)
      .refine((value) => !CONTROL_CHARS.test(value), AUTH_TEXT.nameInvalid),
    email: emailSchema,
    phone: z
      .string()
      .trim()
      .max(40, AUTH_TEXT.phoneInvalid)
      .refine((value) => value === "" || PHONE_PATTERN.test(value), AUTH_TEXT.phoneInvalid)
      .optional()
      .default(""),
    password: newPasswordSchema(AUTH_TEXT.passwordTooShort),
    confirmPassword: z.string({ error: AUTH_TEXT.passwordsDiffer }),
    // An unchecked box is absent from the form data; a checked one posts "on".
    newsletter: z
      .string()
      .optional()
      .transform((value) => value === "on" || value === "true"),
    captchaToken: captchaTokenSchema,
  })
  .refine((input) => input.password === input.confirmPassword, {
    message: AUTH_TEXT.passwordsDiffer,
    path: ["confirmPassword"],
  })
export type SignUpInput = z.infer<typeof signUpSchema>

export const recoverySchema = z.object({
  email: emailSchema,
  captchaToken: captchaTokenSchema,
})
export type RecoveryInput = z.infer<typeof recoverySchema>

export const resetPasswordSchema = z
  .object({
    password: newPasswordSchema(AUTH_TEXT.resetPasswordTooShort),
    confirmPassword: z.string({ error: AUTH_TEXT.resetPasswordsDiffer }),
  })
  .refine((input) => input.password === input.confirmPassword, {
    message: AUTH_TEXT.resetPasswordsDiffer,
    path: ["confirmPassword"],
  })
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>
