/**
 * Every auth message a user reads, keyed by the auth server's error `code` (never by its English
 * text, which changes between versions). Texts in quotes in the spec (section 8) are word for word.
 */

export type AuthFlow = "signIn" | "signUp" | "recovery" | "resend" | "resetPassword"

/** The part of an AuthError we rely on: its stable code and HTTP status. */
export interface AuthErrorLike {
  code?: string | undefined
  status?: number | undefined
  name?: string | undefined
  /** Present on weak_password errors: length, characters, pwned. */
  reasons?: readonly string[] | undefined
  /** Seconds until the address may ask for another e-mail (over_email_send_rate_limit), when known. */
  waitSeconds?: number | undefined
}

/**
 * GoTrue says how long to wait only in its English text ("…you can only request this after 42
 * seconds."): the one place we read it. If the wording changes, the message loses its seconds.
 */
export function parseEmailWaitSeconds(text: string | undefined): number | undefined {
  const match = text ? /after (\d{1,5}) seconds?/i.exec(text) : null
  return match ? Number(match[1]) : undefined
}

/** The fields of an auth error we map (`reasons` only exists on AuthWeakPasswordError). */
export function authErrorOf(
  error: { code?: string | undefined; status?: number | undefined; name?: string | undefined; message?: string } & {
    reasons?: unknown
  }
): AuthErrorLike {
  const reasons = Array.isArray(error.reasons) ? error.reasons.filter((item) => typeof item === "string") : undefined
  const waitSeconds = error.code === "over_email_send_rate_limit" ? parseEmailWaitSeconds(error.message) : undefined
  return { code: error.code, status: error.status, name: error.name, reasons, waitSeconds }
}

/** When an address must wait before asking for another auth e-mail (GoTrue allows one a minute). */
export function emailWaitMessage(seconds: number): string {
  const whole = Math.max(1, Math.ceil(seconds))
  return `Já enviamos um e-mail há pouco. Você pode pedir outro em ${whole} ${whole === 1 ? "segundo" : "segundos"}.`
}

export const AUTH_MESSAGES = {
  invalidCredentials: "Email ou senha incorretos",
  emailNotConfirmed: "Por favor, confirme seu email antes de fazer login",
  alreadyRegistered: "Este email já está cadastrado. Tente fazer login.",
  signUpCaptchaFailed: "Falha na verificação do CAPTCHA. Tente novamente.",
  captchaFailedPrefix: "Falha na autenticação: ",
  captchaFailedReason: "a verificação de segurança não foi aceita. Complete-a novamente.",
  signInErrorPrefix: "Erro de login: ",
  signInInternalPrefix: "Erro interno: ",
  signUpErrorPrefix: "Erro de cadastro: ",
  internalRetry: "Erro interno. Tente novamente.",
  rateLimited: "Muitas tentativas em pouco tempo. Aguarde alguns minutos e tente novamente.",
  emailRateLimited: "Um email já foi enviado há pouco. Aguarde um minuto antes de pedir outro.",
  serviceUnavailable: "o serviço de autenticação está indisponível no momento. Tente novamente em instantes.",
  signInSuccess: "Login realizado com sucesso!",
  signUpConfirm: "Cadastro realizado! Verifique seu email para confirmar a conta.",
  signUpSuccess: "Cadastro realizado com sucesso!",
  recoverySent: "Email de recuperação enviado! Verifique sua caixa de entrada.",
  // Said for every address, with or without an account waiting for confirmation.
  confirmationResent:
    "Se houver um cadastro aguardando confirmação para este e-mail, enviamos um novo link. Verifique sua caixa de entrada.",
  resetSuccess: "Senha atualizada com sucesso! Redirecionando...",
  recoveryLinkInvalid: "Link de recuperação inválido ou expirado.",
  confirmLinkInvalid: "Link de confirmação inválido ou expirado. Faça login ou cadastre-se novamente.",
  samePassword: "A nova senha deve ser diferente da senha atual.",
  weakPasswordLength: "A senha deve ter pelo menos 6 caracteres",
  weakPasswordCharacters: "A senha deve combinar letras maiúsculas, minúsculas, números e símbolos.",
  weakPasswordPwned: "Esta senha apareceu em vazamentos de dados. Escolha outra senha.",
  passwordTooLong: "A senha deve ter no máximo 72 caracteres",
  invalidInput: "Verifique o email e a senha informados.",
  signupDisabled: "Novos cadastros estão temporariamente desativados.",
  userBanned: "Esta conta está bloqueada. Entre em contato com a equipe.",
  captchaLoadFailed: "O sistema de verificação não carregou. Atualize a página e tente novamente.",
  captchaLoading: "Carregando verificação de segurança...",
} as const

const LINK_CODES = new Set([
  "otp_expired",
  "flow_state_expired",
  "flow_state_not_found",
  "bad_code_verifier",
  "session_not_found",
  "session_expired",
  "refresh_token_not_found",
  "refresh_token_already_used",
  "bad_jwt",
  "no_authorization",
])

// Status 0 or 5xx means the request never got a real answer (AuthRetryableFetchError).
const isUnavailable = (error: AuthErrorLike) =>
  error.name === "AuthRetryableFetchError" || error.status === 0 || (error.status ?? 0) >= 500

function weakPasswordMessage(error: AuthErrorLike, withPeriod: boolean) {
  const reasons = error.reasons ?? []
  if (reasons.includes("pwned")) return AUTH_MESSAGES.weakPasswordPwned
  if (reasons.includes("characters")) return AUTH_MESSAGES.weakPasswordCharacters
  return withPeriod ? `${AUTH_MESSAGES.weakPasswordLength}.` : AUTH_MESSAGES.weakPasswordLength
}

/** A pt-BR detail for codes without their own catalogue entry; the code itself helps support. */
function detail(error: AuthErrorLike) {
  if (isUnavailable(error)) return AUTH_MESSAGES.serviceUnavailable
  return error.code
    ? `não foi possível concluir (código ${error.code}).`
    : "não foi possível concluir. Tente novamente."
}

/** The shared mappings, or null when the flow decides. */
function common(flow: AuthFlow, error: AuthErrorLike): string | null {
  switch (error.code) {
    case "over_request_rate_limit":
      return AUTH_MESSAGES.rateLimited
    case "over_email_send_rate_limit":
      // Without seconds it is the project-wide hourly limit ("email rate limit exceeded").
      return error.waitSeconds ? emailWaitMessage(error.waitSeconds) : AUTH_MESSAGES.emailRateLimited
    case "weak_password":
      return weakPasswordMessage(error, flow === "resetPassword")
    case "user_banned":
      return AUTH_MESSAGES.userBanned
    case "same_password":
      return AUTH_MESSAGES.samePassword
    default:
      return null
  }
}

/** Maps an auth error of one flow to the message the spec shows for it. */
export function authErrorMessage(flow: AuthFlow, error: AuthErrorLike): string {
  const shared = common(flow, error)
  if (shared) return shared
  switch (flow) {
    case "signIn":
      if (error.code === "invalid_credentials") return AUTH_MESSAGES.invalidCredentials
      if (error.code === "email_not_confirmed") return AUTH_MESSAGES.emailNotConfirmed
      if (error.code === "captcha_failed") return AUTH_MESSAGES.captchaFailedPrefix + AUTH_MESSAGES.captchaFailedReason
      if (error.code === "validation_failed") return AUTH_MESSAGES.signInErrorPrefix + AUTH_MESSAGES.invalidInput
      if (isUnavailable(error)) return AUTH_MESSAGES.signInInternalPrefix + AUTH_MESSAGES.serviceUnavailable
      return AUTH_MESSAGES.signInErrorPrefix + detail(error)
    case "signUp":
      if (error.code === "user_already_exists" || error.code === "email_exists") return AUTH_MESSAGES.alreadyRegistered
      if (error.code === "captcha_failed") return AUTH_MESSAGES.signUpCaptchaFailed
      if (error.code === "signup_disabled") return AUTH_MESSAGES.signupDisabled
      if (error.code === "validation_failed") return AUTH_MESSAGES.signUpErrorPrefix + AUTH_MESSAGES.invalidInput
      return AUTH_MESSAGES.signUpErrorPrefix + detail(error)
    case "recovery":
    case "resend":
      if (error.code === "captcha_failed") return AUTH_MESSAGES.signUpCaptchaFailed
      if (error.code === "validation_failed") return "Informe um email válido."
      return AUTH_MESSAGES.internalRetry
    case "resetPassword":
      if (error.code && LINK_CODES.has(error.code)) return AUTH_MESSAGES.recoveryLinkInvalid
      if (error.code === "validation_failed") return AUTH_MESSAGES.passwordTooLong
      return AUTH_MESSAGES.internalRetry
  }
}

/** Why an e-mail link failed, as /auth/confirm reports it in `?erro=`; unknown values show nothing. */
const LINK_ERRORS = {
  confirmacao: AUTH_MESSAGES.confirmLinkInvalid,
  recuperacao: AUTH_MESSAGES.recoveryLinkInvalid,
} as const
export type LinkErrorKey = keyof typeof LINK_ERRORS

/** The entry of `table` named by an untrusted key (a query string, a cookie), or null. */
function lookUp<Table extends Record<string, string>>(table: Table, key: unknown): string | null {
  return typeof key === "string" && Object.hasOwn(table, key) ? table[key as keyof Table]! : null
}

export const linkErrorMessage = (key: unknown) => lookUp(LINK_ERRORS, key)

/** One-shot success notices carried across a redirect in the `ce-flash` cookie. */
export const FLASH_COOKIE = "ce-flash"
const FLASH_MESSAGES = {
  login: AUTH_MESSAGES.signInSuccess,
  cadastro: AUTH_MESSAGES.signUpSuccess,
  // A signed-in user sent home from an admin page she may not open (proxy.ts).
  restrito: "Área restrita: você não tem permissão para acessar essa página.",
  // The second of the two e-mail change links (app/(auth)/auth/confirm/route.ts).
  "email-alterado": "E-mail alterado. Use o novo endereço para entrar.",
} as const
export type FlashKey = keyof typeof FLASH_MESSAGES

export const flashMessage = (key: unknown) => lookUp(FLASH_MESSAGES, key)
