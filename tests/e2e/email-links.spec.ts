import { type Browser, type Page } from "@playwright/test"
import { E2E_SITE_URL, E2E_SUPABASE_URL } from "../../scripts/lib/e2e-hosts.mjs"
import { expect, test } from "./helpers/test"
import { isPhone, SAME_LOGIC_ON_PHONE } from "./helpers/site"

// Issue #30: the auth e-mails (supabase/templates/, read by the local backend as by `supabase
// start`) link straight to the app's /auth/confirm with a token hash, so a link works in any
// browser, not only in the one that asked; and asking again within the minute says how long to
// wait. The local backend's outbox holds what the auth server would have sent.
const BACKEND_URL = E2E_SUPABASE_URL
const PASSWORD = "senha-segura-1"
const WAIT = /^Já enviamos um e-mail há pouco\. Você pode pedir outro em (\d+) segundos?\.$/

interface OutboxMail {
  id: number
  kind: string
  link: string
}

const uniqueEmail = (label: string) =>
  `e2e-${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`

async function newestMail(email: string, kind: string): Promise<OutboxMail | null> {
  const query = `email=${encodeURIComponent(email)}&kind=${kind}`
  const response = await fetch(`${BACKEND_URL}/_outbox/latest?${query}`)
  return response.ok ? ((await response.json()) as OutboxMail) : null
}

/** The newest e-mail of `kind` to `email` after the one with id `after`, polled because sending is async. */
async function mailAfter(email: string, kind: string, after = 0): Promise<OutboxMail> {
  let found: OutboxMail | null = null
  await expect
    .poll(
      async () => {
        found = await newestMail(email, kind)
        return found?.id ?? 0
      },
      { timeout: 15_000, message: `a ${kind} e-mail for ${email}` }
    )
    .toBeGreaterThan(after)
  return found!
}

/** The link goes to this site's /auth/confirm with a token hash, not to the auth server. */
function expectAppLink(mail: OutboxMail, type: string, next: string) {
  const link = new URL(mail.link)
  expect(link.origin + link.pathname).toBe(`${E2E_SITE_URL}/auth/confirm`)
  expect(link.searchParams.get("token_hash")).toMatch(/^pkce_[0-9a-f]+$/)
  expect(link.searchParams.get("type")).toBe(type)
  expect(link.searchParams.get("next")).toBe(next)
}

/** Another device: a browser context with none of this test's cookies (no session, no PKCE verifier). */
async function otherDevice(browser: Browser, link: string): Promise<Page> {
  const device = await (await browser.newContext()).newPage()
  await device.goto(link)
  return device
}

async function signUp(page: Page, name: string, email: string) {
  await page.goto("/auth?tab=cadastrar")
  const form = page.getByRole("form", { name: "Cadastrar" })
  await form.getByLabel("Nome completo").fill(name)
  await form.getByLabel("Email").fill(email)
  await form.getByLabel("Senha", { exact: true }).fill(PASSWORD)
  await form.getByLabel("Confirmar senha", { exact: true }).fill(PASSWORD)
  await form.getByRole("button", { name: "Cadastrar" }).click()
  await expect(page.getByText("Cadastro realizado! Verifique seu email para confirmar a conta.")).toBeVisible()
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto("/auth")
  const form = page.getByRole("form", { name: "Entrar" })
  await form.getByLabel("Email").fill(email)
  await form.getByLabel("Senha", { exact: true }).fill(password)
  await form.getByRole("button", { name: "Entrar" }).click()
}

const recoveryForm = (page: Page) => page.getByRole("form", { name: "Recuperar senha" })

/** Asks for a recovery e-mail from the recovery tab already open in `page`. */
async function askRecovery(page: Page, email: string) {
  const form = recoveryForm(page)
  await form.getByLabel("Email").fill(email)
  await form.getByRole("button", { name: "Enviar email de recuperação" }).click()
}

test.describe("e-mail links on another device", () => {
  test.beforeEach(({}, testInfo) => test.skip(isPhone(testInfo), SAME_LOGIC_ON_PHONE))

  test("the confirmation link, opened in another browser, lands her signed in on the dashboard", async ({
    page,
    browser,
  }) => {
    const email = uniqueEmail("link-outro-aparelho")
    await signUp(page, "Clara Celular", email)
    const mail = await mailAfter(email, "signup")
    expectAppLink(mail, "email", "/dashboard")

    const phone = await otherDevice(browser, mail.link)
    await expect(phone).toHaveURL(`${E2E_SITE_URL}/dashboard`)
    await expect(phone.getByRole("heading", { name: "Olá, Clara Celular!" })).toBeVisible()
    await phone.reload()
    await expect(phone.getByRole("heading", { name: "Olá, Clara Celular!" })).toBeVisible()
    await phone.context().close()
  })

  test("the recovery link, opened in another browser, sets a new password she then signs in with", async ({
    page,
    browser,
  }) => {
    const email = uniqueEmail("recupera-outro-aparelho")
    await signUp(page, "Rita Recupera", email)
    const confirm = await otherDevice(browser, (await mailAfter(email, "signup")).link)
    await expect(confirm).toHaveURL(`${E2E_SITE_URL}/dashboard`)
    await confirm.context().close()

    await page.goto("/auth?tab=recuperar")
    await askRecovery(page, email)
    await expect(page.getByText("Email de recuperação enviado! Verifique sua caixa de entrada.")).toBeVisible()
    const mail = await mailAfter(email, "recovery")
    expectAppLink(mail, "recovery", "/auth/reset-password")

    const phone = await otherDevice(browser, mail.link)
    await expect(phone).toHaveURL(`${E2E_SITE_URL}/auth/reset-password`)
    const form = phone.getByRole("form", { name: "Redefinir senha" })
    await form.getByLabel("Nova senha", { exact: true }).fill("senha-do-celular-1")
    await form.getByLabel("Confirmar nova senha", { exact: true }).fill("senha-do-celular-1")
    await form.getByRole("button", { name: "Atualizar Senha" }).click()
    await expect(phone.getByText("Senha atualizada com sucesso! Redirecionando...").first()).toBeVisible()
    await expect(phone).toHaveURL(/\/dashboard$/, { timeout: 10_000 })
    await phone.context().close()

    // Back on the first browser, which never opened the link.
    await page.context().clearCookies()
    await signIn(page, email, PASSWORD)
    await expect(page.getByText("Email ou senha incorretos")).toBeVisible()
    await signIn(page, email, "senha-do-celular-1")
    await expect(page).toHaveURL(/\/dashboard$/)
  })
})

test.describe("asking for another e-mail", () => {
  test.beforeEach(({}, testInfo) => test.skip(isPhone(testInfo), SAME_LOGIC_ON_PHONE))

  test("a second recovery within the minute says how long to wait, the same with or without an account", async ({
    page,
  }) => {
    const member = uniqueEmail("recupera-de-novo")
    await signUp(page, "Vera Espera", member)
    const nobody = uniqueEmail("sem-conta")

    await page.goto("/auth?tab=recuperar")
    const answers: string[] = []
    for (const email of [member, nobody]) {
      await askRecovery(page, email)
      await expect(recoveryForm(page).getByRole("status")).toHaveText(
        "Email de recuperação enviado! Verifique sua caixa de entrada."
      )
      await askRecovery(page, email)
      // A notice, not an error: an e-mail did go out a moment ago.
      const notice = recoveryForm(page).getByRole("status")
      await expect(notice).toHaveText(WAIT)
      answers.push((await notice.textContent()) ?? "")
      // The e-mail stays in the field, so she need not type it again later.
      await expect(recoveryForm(page).getByLabel("Email")).toHaveValue(email)
    }
    // Only the seconds may differ (the two requests were not made at the same instant).
    expect(answers.map((text) => text.replace(/\d+/, "N"))).toEqual([
      "Já enviamos um e-mail há pouco. Você pode pedir outro em N segundos.",
      "Já enviamos um e-mail há pouco. Você pode pedir outro em N segundos.",
    ])
    const sent = await mailAfter(member, "recovery")
    expect((await newestMail(member, "recovery"))?.id).toBe(sent.id)
    expect(await newestMail(nobody, "recovery")).toBeNull()
  })

  test("Reenviar e-mail de confirmação: after the sign-up and after an unconfirmed sign-in", async ({
    page,
    browser,
  }) => {
    // The second e-mail can only go out once the auth server's interval is over (a minute in
    // production, 30 s in the browser tests: scripts/e2e-server.mjs).
    test.setTimeout(120_000)
    const email = uniqueEmail("reenvia")
    await signUp(page, "Rosa Reenvio", email)
    const first = await mailAfter(email, "signup")

    // Under the sign-up's success: within the minute, the wait and its seconds.
    const resend = page.getByRole("form", { name: "Reenviar e-mail de confirmação" })
    await resend.getByRole("button", { name: "Reenviar e-mail de confirmação" }).click()
    await expect(resend.getByRole("status")).toHaveText(WAIT)
    expect((await newestMail(email, "signup"))?.id).toBe(first.id)

    // Refused as unconfirmed at sign-in, the same button is offered there.
    await signIn(page, email, PASSWORD)
    await expect(page.getByText("Por favor, confirme seu email antes de fazer login")).toBeVisible()
    const again = page.getByRole("form", { name: "Reenviar e-mail de confirmação" })
    await expect(again).toContainText(email)
    await again.getByRole("button", { name: "Reenviar e-mail de confirmação" }).click()
    await expect(again.getByRole("status")).toHaveText(WAIT)
    const seconds = Number(WAIT.exec((await again.getByRole("status").textContent()) ?? "")?.[1] ?? 60)

    // Once the interval is over, a second e-mail goes out, and its link is the one that works.
    await page.waitForTimeout((seconds + 1) * 1000)
    await again.getByRole("button", { name: "Reenviar e-mail de confirmação" }).click()
    await expect(again.getByRole("status")).toHaveText(
      "Se houver um cadastro aguardando confirmação para este e-mail, enviamos um novo link. Verifique sua caixa de entrada."
    )
    const second = await mailAfter(email, "signup", first.id)
    expectAppLink(second, "email", "/dashboard")

    const stale = await otherDevice(browser, first.link)
    await expect(stale).toHaveURL(/\/auth\?erro=confirmacao$/)
    await stale.context().close()
    const phone = await otherDevice(browser, second.link)
    await expect(phone).toHaveURL(`${E2E_SITE_URL}/dashboard`)
    await expect(phone.getByRole("heading", { name: "Olá, Rosa Reenvio!" })).toBeVisible()
    await phone.context().close()
  })
})
