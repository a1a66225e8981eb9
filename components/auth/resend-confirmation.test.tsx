import { renderToStaticMarkup } from "react-dom/server"
import { describe, expect, it } from "vitest"

import { type ActionState, IDLE } from "@/lib/action-state"
import { AUTH_MESSAGES } from "@/lib/messages"

import { SignInForm } from "./sign-in-form"
import { SignUpForm } from "./sign-up-form"

const action = async (): Promise<ActionState> => IDLE
const RESEND = 'aria-label="Reenviar e-mail de confirmação"'

/** The sign-in form as it answers a refusal (`code`) of ana@example.com's attempt. */
function signInRefused(code: string, message: string) {
  const refused: ActionState = { status: "error", code, message, values: { email: "ana@example.com" } }
  return renderToStaticMarkup(
    <SignInForm action={action} resendAction={action} recoveryHref="/auth?tab=recuperar" initialState={refused} />
  )
}

describe("Reenviar e-mail de confirmação", () => {
  it("is offered under a sign-in refused as unconfirmed, for the address she typed", () => {
    const html = signInRefused("email_not_confirmed", AUTH_MESSAGES.emailNotConfirmed)
    expect(html).toContain(RESEND)
    expect(html).toContain('<input type="hidden" name="email" value="ana@example.com"/>')
    expect(html).toContain('<input type="hidden" name="tab" value="entrar"/>')
    expect(html).toContain(">Reenviar e-mail de confirmação</button>")
  })

  it("is not offered for other sign-in failures", () => {
    expect(signInRefused("invalid_credentials", AUTH_MESSAGES.invalidCredentials)).not.toContain(RESEND)
  })

  it("is offered once a sign-up waits for its confirmation, and not before", () => {
    const waiting: ActionState = {
      status: "success",
      message: AUTH_MESSAGES.signUpConfirm,
      values: { email: "bia@example.com" },
    }
    const html = renderToStaticMarkup(<SignUpForm action={action} resendAction={action} initialState={waiting} />)
    expect(html).toContain(RESEND)
    expect(html).toContain('<input type="hidden" name="tab" value="cadastrar"/>')
    expect(html).toContain("bia@example.com")
    // The sign-up form itself starts over: its e-mail field is empty again.
    expect(/<input[^>]*id="signup-email"[^>]*>/.exec(html)?.[0]).not.toContain("value=")
    expect(renderToStaticMarkup(<SignUpForm action={action} resendAction={action} />)).not.toContain(RESEND)
  })
})
