import { renderToStaticMarkup } from "react-dom/server"
import { describe, expect, it } from "vitest"

import { failed, succeeded } from "@/lib/action-state"

import { FormStatus } from "./form-parts"

const FIELDS = ["password", "confirmPassword"] as const

describe("FormStatus", () => {
  it("leaves a field's error under the field, not again in the alert", () => {
    const state = failed("As senhas não coincidem", { fieldErrors: { confirmPassword: ["As senhas não coincidem"] } })
    expect(renderToStaticMarkup(<FormStatus state={state} fields={FIELDS} />)).toBe("")
  })

  it("shows form-level errors (no field of the form carries them) as an alert", () => {
    const state = failed("Email ou senha incorretos")
    const html = renderToStaticMarkup(<FormStatus state={state} fields={FIELDS} />)
    expect(html).toContain('role="alert"')
    expect(html).toContain("Email ou senha incorretos")
  })

  it("keeps an error of a field the form does not show (the captcha) in the alert", () => {
    const state = failed("Falha na verificação do CAPTCHA.", {
      fieldErrors: { captchaToken: ["Falha na verificação do CAPTCHA."] },
    })
    expect(renderToStaticMarkup(<FormStatus state={state} fields={FIELDS} />)).toContain('role="alert"')
  })

  it("shows successes as a status message", () => {
    const html = renderToStaticMarkup(<FormStatus state={succeeded("Senha atualizada!")} fields={FIELDS} />)
    expect(html).toContain('role="status"')
  })
})
