import { type Browser, type Page } from "@playwright/test"
import { E2E_SITE_URL, E2E_SUPABASE_URL } from "../../scripts/lib/e2e-hosts.mjs"
import { expect, test } from "./helpers/test"
import { expectNoA11yViolations } from "./helpers/a11y"
import { DEMO_PASSWORD, signInAs } from "./helpers/accounts"
import { isPhone, SAME_LOGIC_ON_PHONE } from "./helpers/site"

// The local backend's outbox (supabase/local): the e-mails the auth server would have sent.
const BACKEND_URL = E2E_SUPABASE_URL
// The seeded demo ambassador (supabase/seed.sql): Joana Batista, code joana25.
const AMBASSADOR = { email: "membra@convergencia.test", name: "Joana Batista", code: "joana25" }

async function latestSignupLink(email: string): Promise<string> {
  const deadline = Date.now() + 15_000
  while (Date.now() < deadline) {
    const response = await fetch(`${BACKEND_URL}/_outbox/latest?email=${encodeURIComponent(email)}`)
    if (response.ok) {
      const mail = (await response.json()) as { kind: string; link: string }
      if (mail.kind === "signup") return mail.link
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`no sign-up e-mail for ${email}`)
}

async function ambassadorPage(browser: Browser) {
  const page = await (await browser.newContext()).newPage()
  await page.goto("/auth")
  const form = page.getByRole("form", { name: "Entrar" })
  await form.getByLabel("Email").fill(AMBASSADOR.email)
  await form.getByLabel("Senha", { exact: true }).fill(DEMO_PASSWORD)
  await form.getByRole("button", { name: "Entrar" }).click()
  await expect(page).not.toHaveURL(/\/auth(\?|$)/, { timeout: 15_000 })
  return page
}

/** The figures of the ambassador's card, read from its <dl>. */
async function cardFigures(page: Page) {
  await page.goto("/dashboard")
  const card = page
    .getByRole("region", { name: "Embaixadora" })
    .or(page.locator("[aria-labelledby=embaixadora-titulo]"))
  await expect(card.getByRole("heading", { name: "Embaixadora" })).toBeVisible()
  const figure = async (term: string) =>
    (
      await card
        .locator("dl > div", { has: page.getByText(term, { exact: true }) })
        .locator("dd")
        .textContent()
    )?.trim()
  return {
    pendingReferrals: Number(await figure("Indicações pendentes")),
    confirmedReferrals: Number(await figure("Indicações confirmadas")),
    pending: await figure("Comissões: pendentes"),
    approved: await figure("Comissões: aprovadas"),
    paid: await figure("Comissões: pagas"),
  }
}

const cents = (text: string | undefined) => Number((text ?? "").replace(/[^\d]/g, ""))

/** Today in Brasília, as the admin screen's period filter. */
const today = () => new Intl.DateTimeFormat("en-CA", { timeZone: "America/Sao_Paulo" }).format(new Date())

async function moveToday(page: Page, from: "pending" | "approved", button: string, confirm: string) {
  await page.goto(`/admin/embaixadoras?status=${from}&de=${today()}&ate=${today()}`)
  const ledger = page.getByRole("region", { name: "Comissões" })
  await ledger
    .getByRole("checkbox", { name: new RegExp(`Selecionar comissão de ${AMBASSADOR.name}`) })
    .first()
    .check()
  await ledger.getByRole("button", { name: button }).click()
  const dialog = page.getByRole("alertdialog")
  await expect(dialog).toBeVisible()
  await dialog.getByRole("button", { name: confirm }).click()
  // The action's own answer: the period's totals on the page also say "N comissão(ões)".
  const done = from === "pending" ? "aprovada(s)" : "marcada(s) como paga(s)"
  await expect(page.getByText(`1 comissão(ões) ${done}.`).first()).toBeVisible()
}

test.describe.configure({ mode: "serial" })

test("referral link → sign-up → confirmation → entry → approved → paid, on the ambassador's card", async ({
  page,
  browser,
}, testInfo) => {
  test.skip(isPhone(testInfo), SAME_LOGIC_ON_PHONE)
  // Two devices and six steps, each read back on her dashboard: past 45 s on two busy cores.
  test.setTimeout(90_000)
  const ambassador = await ambassadorPage(browser)
  const before = await cardFigures(ambassador)
  await expect(ambassador.getByLabel("Seu link de indicação")).toHaveValue(new RegExp(`/convite/${AMBASSADOR.code}$`))
  await expect(ambassador.getByRole("link", { name: /Compartilhar no WhatsApp/ })).toHaveAttribute(
    "href",
    /^https:\/\/wa\.me\/\?text=/
  )
  await expectNoA11yViolations(ambassador, "/dashboard (embaixadora)")

  // A visitor follows the link on her own device (this test's page, not the ambassador's context):
  // a first-party, HttpOnly, Lax cookie, and the home page of the host she typed.
  await page.goto(`/convite/${AMBASSADOR.code}`)
  await expect(page).toHaveURL(`${E2E_SITE_URL}/`)
  const cookie = (await page.context().cookies()).find((c) => c.name === "ce-ref")
  expect(cookie).toMatchObject({ value: AMBASSADOR.code, httpOnly: true, sameSite: "Lax" })

  const email = `e2e-indicada-${Date.now().toString(36)}@example.com`
  await page.goto("/auth?tab=cadastrar")
  const form = page.getByRole("form", { name: "Cadastrar" })
  await form.getByLabel("Nome completo").fill("Pessoa Indicada")
  await form.getByLabel("Email").fill(email)
  await form.getByLabel("Senha", { exact: true }).fill("senha-segura-1")
  await form.getByLabel("Confirmar senha", { exact: true }).fill("senha-segura-1")
  await form.getByRole("button", { name: "Cadastrar" }).click()
  await expect(page.getByText("Cadastro realizado! Verifique seu email para confirmar a conta.")).toBeVisible()

  const signedUp = await cardFigures(ambassador)
  expect(signedUp.pendingReferrals).toBe(before.pendingReferrals + 1)
  expect(signedUp.pending).toBe(before.pending)

  // She opens the confirmation e-mail on another device: a fresh context, without the sign-up's cookies.
  const phone = await (await browser.newContext()).newPage()
  await phone.goto(await latestSignupLink(email))
  await expect(phone).toHaveURL(`${E2E_SITE_URL}/dashboard`)
  await phone.context().close()
  const confirmed = await cardFigures(ambassador)
  expect(confirmed.confirmedReferrals).toBe(before.confirmedReferrals + 1)
  expect(confirmed.pendingReferrals).toBe(before.pendingReferrals)
  const commission = cents(confirmed.pending) - cents(before.pending)
  expect(commission).toBeGreaterThan(0)

  const admin = await (await browser.newContext()).newPage()
  await signInAs(admin, "admin")
  await moveToday(admin, "pending", "Aprovar selecionadas", "Aprovar")
  const approved = await cardFigures(ambassador)
  expect(cents(approved.approved) - cents(before.approved)).toBe(commission)
  expect(approved.pending).toBe(before.pending)

  await moveToday(admin, "approved", "Marcar como pagas", "Marcar como pagas")
  const paid = await cardFigures(ambassador)
  expect(cents(paid.paid) - cents(before.paid)).toBe(commission)
  expect(paid.approved).toBe(before.approved)
})

test("/?ref=CODE keeps the code like /convite/CODE and lands on the clean home page", async ({ page }) => {
  const answer = await page.request.get(`/?ref=${AMBASSADOR.code.toUpperCase()}&utm_source=whatsapp`, {
    maxRedirects: 0,
  })
  expect(answer.status()).toBe(303)
  const location = answer.headers()["location"] ?? ""
  expect(new URL(location, E2E_SITE_URL).href).toMatch(new RegExp(`^${E2E_SITE_URL}/\\?`))
  expect(location).toContain("utm_source=whatsapp")
  expect(location).not.toContain("ref=")

  await page.goto(`/?ref=${AMBASSADOR.code}`)
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible()
  const cookie = (await page.context().cookies()).find((c) => c.name === "ce-ref")
  expect(cookie).toMatchObject({ value: AMBASSADOR.code, httpOnly: true, sameSite: "Lax" })
  // The referral window of the settings (30 days by default), not a session cookie.
  expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(29 * 24 * 60 * 60 * 1000)

  // Something that cannot be a code is ignored: no cookie, no redirect.
  await page.context().clearCookies()
  const ignored = await page.request.get("/?ref=%3Cx%3E", { maxRedirects: 0 })
  expect(ignored.status()).toBe(200)
  expect((await page.context().cookies()).find((c) => c.name === "ce-ref")).toBeUndefined()
})

test("the admin screen lists ambassadors with totals and exports the ledger as CSV", async ({ page }, testInfo) => {
  test.skip(isPhone(testInfo), SAME_LOGIC_ON_PHONE)
  await signInAs(page, "admin")
  await page.goto("/admin/embaixadoras")
  await expect(page.getByRole("heading", { level: 1, name: "Embaixadoras" })).toBeVisible()
  await expect(page.getByRole("textbox", { name: `Código de ${AMBASSADOR.name}` })).toHaveValue(AMBASSADOR.code)
  await expectNoA11yViolations(page, "/admin/embaixadoras")
  const csv = await page.request.get("/admin/embaixadoras/exportar")
  expect(csv.status()).toBe(200)
  expect(csv.headers()["content-type"]).toContain("text/csv")
  expect(await csv.text()).toContain(AMBASSADOR.name)
  await page.getByRole("link", { name: `Extrato do mês de ${AMBASSADOR.name}` }).click()
  await expect(page.getByRole("heading", { name: `Extrato de ${AMBASSADOR.name}` })).toBeVisible()
})

test("members cannot open the screen or export the ledger", async ({ page }) => {
  await signInAs(page, "member")
  const csv = await page.request.get("/admin/embaixadoras/exportar", { maxRedirects: 0 })
  // The proxy sends a member home before the handler's own 403; either way, no file.
  expect([303, 307, 403]).toContain(csv.status())
  expect(csv.headers()["content-type"] ?? "").not.toContain("text/csv")
  await page.goto("/admin/embaixadoras")
  await expect(page).toHaveURL(/\/$/)
})
