import { renderToStaticMarkup } from "react-dom/server"
import { describe, expect, it } from "vitest"

import { AuthField, CurrentPasswordField, EmailField, NewPasswordField, NewPasswordFields } from "./auth-field"

describe("AuthField", () => {
  it("pairs the label, the input and the error text through ids", () => {
    const html = renderToStaticMarkup(
      <EmailField formId="signin" id="signin-email" error="Informe um email válido." defaultValue="ana@" />
    )
    expect(html).toMatch(/<label[^>]*for="signin-email"[^>]*>Email<\/label>/)
    expect(html).toContain('id="signin-email"')
    expect(html).toContain('name="email"')
    expect(html).toContain('type="email"')
    expect(html).toContain('autoComplete="email"')
    expect(html).toContain('value="ana@"')
    expect(html).toContain('aria-invalid="true"')
    expect(html).toContain('aria-describedby="signin-email-erro"')
    expect(html).toMatch(/<p id="signin-email-erro"[^>]*>Informe um email válido.<\/p>/)
  })

  it("without an error: no aria-invalid, no description, no message", () => {
    const html = renderToStaticMarkup(<EmailField formId="recovery" id="recovery-email" error={undefined} />)
    expect(html).not.toContain("aria-invalid=")
    expect(html).not.toContain("aria-describedby=")
    expect(html).not.toContain("recovery-email-erro")
  })

  it("type password gives a password input with its own toggle, or none when the form controls visibility", () => {
    const own = renderToStaticMarkup(
      <AuthField
        formId="signup"
        id="signup-confirm"
        name="confirmPassword"
        type="password"
        label="Confirmar senha"
        showLabel="Mostrar confirmação de senha"
        error={undefined}
      />
    )
    expect(own).toContain('type="password"')
    expect(own).toContain('aria-label="Mostrar confirmação de senha"')
    expect(own).toContain('aria-controls="signup-confirm"')

    const shared = renderToStaticMarkup(
      <AuthField
        formId="reset"
        id="reset-password"
        name="password"
        type="password"
        label="Nova senha"
        visible
        error="Mínimo de 6 caracteres."
      />
    )
    expect(shared).toContain('type="text"')
    expect(shared).not.toContain("<button")
    expect(shared).toContain('aria-describedby="reset-password-erro"')
  })

  it("puts labelAside beside the label", () => {
    const html = renderToStaticMarkup(
      <AuthField
        formId="signin"
        id="signin-password"
        name="password"
        type="password"
        label="Senha"
        labelAside={<a href="/auth?tab=recuperar">Esqueceu sua senha?</a>}
        error={undefined}
      />
    )
    expect(html).toMatch(/<label[^>]*>Senha<\/label><a href="\/auth\?tab=recuperar">Esqueceu sua senha\?<\/a>/)
  })

  it("EmailField keeps its e-mail rules under another label", () => {
    const html = renderToStaticMarkup(
      <EmailField formId="email" id="email-novo" label="Novo e-mail" error={undefined} />
    )
    expect(html).toMatch(/<label[^>]*for="email-novo"[^>]*>Novo e-mail<\/label>/)
    expect(html).toContain('type="email"')
    expect(html).toContain('maxLength="254"')
  })

  it("NewPasswordField and CurrentPasswordField tell the browser which password they want", () => {
    const chosen = renderToStaticMarkup(
      <NewPasswordField formId="senha" id="senha-nova" name="password" label="Nova senha" error={undefined} />
    )
    expect(chosen).toContain('type="password"')
    expect(chosen).toContain('autoComplete="new-password"')
    expect(chosen).toContain('minLength="6"')
    expect(chosen).toContain('required=""')

    const stored = renderToStaticMarkup(
      <CurrentPasswordField formId="excluir" id="excluir-senha" name="password" label="Sua senha" error={undefined} />
    )
    expect(stored).toContain('autoComplete="current-password"')
    expect(stored).toContain('required=""')
    expect(stored).not.toContain("minLength")
  })

  it("NewPasswordFields gives each field its own error from the action's answer", () => {
    const html = renderToStaticMarkup(
      <NewPasswordFields
        formId="reset"
        visible={false}
        state={{
          status: "error",
          message: "As senhas não coincidem.",
          fieldErrors: { confirmPassword: ["As senhas não coincidem."] },
        }}
        fields={[
          { id: "reset-password", name: "password", label: "Nova senha" },
          { id: "reset-confirm", name: "confirmPassword", label: "Confirmar nova senha" },
        ]}
      />
    )
    expect(html).toMatch(/<label[^>]*for="reset-password"[^>]*>Nova senha<\/label>/)
    expect(html).toMatch(/<label[^>]*for="reset-confirm"[^>]*>Confirmar nova senha<\/label>/)
    expect(html).not.toContain("reset-password-erro")
    expect(html).toMatch(/<p id="reset-confirmPassword-erro"[^>]*>As senhas não coincidem.<\/p>/)
    expect(html).not.toContain("<button")
  })
})
