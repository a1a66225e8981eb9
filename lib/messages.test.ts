import { describe, expect, it } from "vitest"
import {
  AUTH_MESSAGES,
  authErrorMessage,
  authErrorOf,
  emailWaitMessage,
  flashMessage,
  linkErrorMessage,
  type AuthErrorLike,
  type AuthFlow,
} from "./messages"

describe("authErrorMessage", () => {
  const table: [AuthFlow, AuthErrorLike, string][] = [
    ["signIn", { code: "invalid_credentials", status: 400 }, "Email ou senha incorretos"],
    ["signIn", { code: "email_not_confirmed", status: 400 }, "Por favor, confirme seu email antes de fazer login"],
    [
      "signIn",
      { code: "captcha_failed", status: 400 },
      "Falha na autenticação: a verificação de segurança não foi aceita. Complete-a novamente.",
    ],
    ["signIn", { code: "over_request_rate_limit", status: 429 }, AUTH_MESSAGES.rateLimited],
    ["signIn", { code: "user_banned", status: 400 }, AUTH_MESSAGES.userBanned],
    [
      "signIn",
      { code: "something_new", status: 400 },
      "Erro de login: não foi possível concluir (código something_new).",
    ],
    ["signIn", { name: "AuthRetryableFetchError", status: 0 }, `Erro interno: ${AUTH_MESSAGES.serviceUnavailable}`],
    ["signIn", { code: "unexpected_failure", status: 500 }, `Erro interno: ${AUTH_MESSAGES.serviceUnavailable}`],
    ["signUp", { code: "user_already_exists", status: 422 }, "Este email já está cadastrado. Tente fazer login."],
    ["signUp", { code: "email_exists", status: 422 }, "Este email já está cadastrado. Tente fazer login."],
    ["signUp", { code: "captcha_failed", status: 400 }, "Falha na verificação do CAPTCHA. Tente novamente."],
    ["signUp", { code: "weak_password", status: 422, reasons: ["length"] }, "A senha deve ter pelo menos 6 caracteres"],
    ["signUp", { code: "weak_password", status: 422, reasons: ["pwned"] }, AUTH_MESSAGES.weakPasswordPwned],
    ["signUp", { code: "over_email_send_rate_limit", status: 429 }, AUTH_MESSAGES.emailRateLimited],
    ["signUp", { code: "signup_disabled", status: 422 }, AUTH_MESSAGES.signupDisabled],
    ["signUp", { code: "mystery", status: 400 }, "Erro de cadastro: não foi possível concluir (código mystery)."],
    ["recovery", { code: "over_email_send_rate_limit", status: 429 }, AUTH_MESSAGES.emailRateLimited],
    [
      "recovery",
      authErrorOf({
        code: "over_email_send_rate_limit",
        status: 429,
        message: "For security purposes, you can only request this after 42 seconds.",
      }),
      "Já enviamos um e-mail há pouco. Você pode pedir outro em 42 segundos.",
    ],
    [
      "signUp",
      authErrorOf({
        code: "over_email_send_rate_limit",
        status: 429,
        message: "For security purposes, you can only request this after 1 seconds.",
      }),
      "Já enviamos um e-mail há pouco. Você pode pedir outro em 1 segundo.",
    ],
    ["resend", { code: "captcha_failed", status: 400 }, AUTH_MESSAGES.signUpCaptchaFailed],
    ["resend", { code: "unexpected_failure", status: 500 }, "Erro interno. Tente novamente."],
    ["recovery", { code: "unexpected_failure", status: 500 }, "Erro interno. Tente novamente."],
    ["resetPassword", { code: "same_password", status: 422 }, AUTH_MESSAGES.samePassword],
    ["resetPassword", { code: "weak_password", status: 422 }, "A senha deve ter pelo menos 6 caracteres."],
    ["resetPassword", { code: "session_not_found", status: 403 }, "Link de recuperação inválido ou expirado."],
    ["resetPassword", { code: "otp_expired", status: 403 }, "Link de recuperação inválido ou expirado."],
    ["resetPassword", { status: 500 }, "Erro interno. Tente novamente."],
  ]

  it.each(table)("%s %j", (flow, error, expected) => {
    expect(authErrorMessage(flow, error)).toBe(expected)
  })

  it("never echoes the server's English text", () => {
    const error = { code: "invalid_credentials", status: 400, message: "Invalid login credentials" }
    expect(authErrorMessage("signIn", error)).not.toContain("Invalid")
  })
})

describe("authErrorOf and emailWaitMessage", () => {
  it("reads the seconds only from an e-mail frequency refusal", () => {
    expect(
      authErrorOf({ code: "over_email_send_rate_limit", message: "... only request this after 7 seconds." })
    ).toMatchObject({ waitSeconds: 7 })
    expect(authErrorOf({ code: "over_email_send_rate_limit", message: "email rate limit exceeded" }).waitSeconds).toBe(
      undefined
    )
    expect(authErrorOf({ code: "over_request_rate_limit", message: "after 7 seconds" }).waitSeconds).toBeUndefined()
    expect(authErrorOf({ code: "weak_password", reasons: ["length", 3] }).reasons).toEqual(["length"])
  })

  it("says the seconds in pt-BR, rounding up", () => {
    expect(emailWaitMessage(59.2)).toBe("Já enviamos um e-mail há pouco. Você pode pedir outro em 60 segundos.")
    expect(emailWaitMessage(0.4)).toBe("Já enviamos um e-mail há pouco. Você pode pedir outro em 1 segundo.")
  })
})

describe("linkErrorMessage and flashMessage", () => {
  it("only knows fixed keys", () => {
    expect(linkErrorMessage("recuperacao")).toBe("Link de recuperação inválido ou expirado.")
    expect(linkErrorMessage("confirmacao")).toBe(AUTH_MESSAGES.confirmLinkInvalid)
    expect(linkErrorMessage("<script>")).toBeNull()
    expect(linkErrorMessage("toString")).toBeNull()
    expect(flashMessage("login")).toBe("Login realizado com sucesso!")
    expect(flashMessage("cadastro")).toBe("Cadastro realizado com sucesso!")
    expect(flashMessage("restrito")).toBe("Área restrita: você não tem permissão para acessar essa página.")
    expect(flashMessage("constructor")).toBeNull()
    expect(flashMessage(undefined)).toBeNull()
  })
})
