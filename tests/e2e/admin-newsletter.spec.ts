import { readFile } from "node:fs/promises"
import { randomUUID } from "node:crypto"
import { type Page } from "@playwright/test"
import { E2E_MAILRELAY_STAND_IN_URL, E2E_SUPABASE_URL } from "../../scripts/lib/e2e-hosts.mjs"
import { expect, test } from "./helpers/test"

import { LOCAL_SERVICE_ROLE_KEY } from "../../supabase/local/config"
import { expectNoA11yViolations } from "./helpers/a11y"
import { signInAs } from "./helpers/accounts"

// The e2e server's local backend and MailRelay stand-in (scripts/with-local-backend.mjs).
const SUPABASE = E2E_SUPABASE_URL
const STAND_IN = E2E_MAILRELAY_STAND_IN_URL

// A consent given and confirmed three days before the test (a footer sign-up, as the CSV shows it).
const CONSENT_AT = "2026-11-20T15:00:00Z"
const CONFIRMED_AT = "2026-11-20T15:30:00Z"

/** A subscriber as an import writes it: confirmed (with its consent record) unless told otherwise. */
async function addSubscriber(name: string, { status = "confirmed" }: { status?: "confirmed" | "pending" } = {}) {
  const email = `e2e-${randomUUID().slice(0, 8)}@example.com`
  const consent =
    status === "confirmed"
      ? { status, consent_at: CONSENT_AT, consent_source: "footer", confirmed_at: CONFIRMED_AT }
      : { status, consent_at: CONSENT_AT, consent_source: "footer" }
  const response = await fetch(`${SUPABASE}/rest/v1/newsletter_subscribers`, {
    method: "POST",
    headers: {
      apikey: LOCAL_SERVICE_ROLE_KEY,
      Authorization: `Bearer ${LOCAL_SERVICE_ROLE_KEY}`,
      "Content-Type": "application/json",
    },
    body: JSON.stringify({ name, email, ...consent }),
  })
  expect(response.status).toBe(201)
  return email
}

async function failStandIn(body: Record<string, unknown>) {
  const response = await fetch(`${STAND_IN}/_stand-in/fail`, { method: "POST", body: JSON.stringify(body) })
  expect(response.ok).toBe(true)
}

const todayPtBr = () =>
  new Intl.DateTimeFormat("pt-BR", { timeZone: "America/Sao_Paulo", dateStyle: "short" }).format(new Date())
const todayIso = () => new Intl.DateTimeFormat("en-CA", { timeZone: "America/Sao_Paulo" }).format(new Date())

const toast = (page: Page, text: string | RegExp) => page.getByRole("status").filter({ hasText: text }).first()

// The stand-in and the outbox are shared state: one worker, in order, on one viewport.
test.describe.configure({ mode: "serial" })

test.describe("newsletter and MailRelay screens as admin", () => {
  test.beforeEach(async ({ page }) => {
    await signInAs(page, "admin")
  })

  test("stats, search, and CSV of only the filtered rows with a hostile name", async ({ page }) => {
    const email = await addSubscriber('=HYPERLINK("x")')
    await page.goto("/admin/newsletter")
    await expect(page.getByRole("heading", { level: 1, name: "Gerenciar Newsletter" })).toBeVisible()
    for (const title of [
      "Total de Assinantes",
      "Assinantes Confirmados",
      "Pendentes",
      "Descadastrados",
      "Sincronizados",
      "Erros de Sync",
    ]) {
      await expect(page.getByText(title, { exact: true })).toBeVisible()
    }
    await expect(page.getByText(/^\d+,\d% do total$/).first()).toBeVisible()
    await expect(page.getByText("Requerem atenção")).toBeVisible()
    await expectNoA11yViolations(page, "/admin/newsletter")

    const search = page.getByPlaceholder("Buscar por nome ou email...")
    await search.fill(email.toUpperCase())
    await search.press("Enter")
    await expect(page).toHaveURL(new RegExp(`\\?q=${encodeURIComponent(email.toUpperCase())}`))
    const rows = page.getByRole("table", { name: "Assinantes" }).locator("tbody tr")
    await expect(rows).toHaveCount(1)
    await expect(rows.first()).toContainText('=HYPERLINK("x")')
    await expect(rows.first()).toContainText("Confirmado")
    await expect(rows.first()).toContainText("Pendente")

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Exportar CSV" }).click(),
    ])
    expect(download.suggestedFilename()).toBe(`newsletter_subscribers_${todayIso()}.csv`)
    const content = await readFile(await download.path(), "utf8")
    expect(content).toBe(
      `\uFEFFNome;Email;Status;Data de Inscrição;Origem;Tipo de Usuário;Data do Consentimento;Fonte do Consentimento;Data da Confirmação\r\n` +
        `"'=HYPERLINK(""x"")";${email};Confirmado;${todayPtBr()};footer;visitante;"20/11/2026, 12:00";footer;"20/11/2026, 12:30"\r\n`
    )
  })

  test("status filter: the table, the counts and the CSV follow it", async ({ page }) => {
    const tag = `Filtro${randomUUID().slice(0, 6)}`
    const confirmed = await addSubscriber(`${tag} Confirmada`)
    const pending = await addSubscriber(`${tag} Pendente`, { status: "pending" })
    await page.goto(`/admin/newsletter?q=${tag}`)
    const rows = page.getByRole("table", { name: "Assinantes" }).locator("tbody tr")
    await expect(rows).toHaveCount(2)

    await page.getByLabel("Filtrar por status").selectOption({ label: "Pendente" })
    await page.getByRole("button", { name: "Buscar" }).click()
    await expect(page).toHaveURL(/status=pendente/)
    await expect(rows).toHaveCount(1)
    await expect(rows.first()).toContainText(pending)
    await expect(rows.first()).toContainText("Pendente")
    // Not confirmed: not sent to MailRelay.
    await expect(rows.first()).toContainText("Não enviado")
    await expect(page.getByText(/^1 de \d+ assinantes$/)).toBeVisible()

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Exportar CSV" }).click(),
    ])
    const content = await readFile(await download.path(), "utf8")
    expect(content).toContain(`;${pending};Pendente;`)
    expect(content).not.toContain(confirmed)
    expect(content.trimEnd().split("\r\n")).toHaveLength(2)

    await page.getByLabel("Filtrar por status").selectOption({ label: "Confirmado" })
    await page.getByRole("button", { name: "Buscar" }).click()
    await expect(rows).toHaveCount(1)
    await expect(rows.first()).toContainText(confirmed)
  })

  test("Sincronizar MailRelay starts the sync and the subscriber becomes Sincronizado", async ({ page }) => {
    const email = await addSubscriber("Assinante Sync")
    await page.goto(`/admin/newsletter?q=${encodeURIComponent(email)}`)
    const row = page.getByRole("table", { name: "Assinantes" }).locator("tbody tr").first()
    await expect(row).toContainText("Pendente")
    await page.getByRole("button", { name: "Sincronizar MailRelay" }).click()
    await expect(toast(page, "Sincronização iniciada")).toContainText(/Processando \d+ operações pendentes\./)
    await expect(async () => {
      await page.reload()
      await expect(row).toContainText("Sincronizado", { timeout: 1000 })
    }).toPass({ timeout: 20_000 })
    await expect(page.getByRole("table", { name: "Log de sincronização" }).locator("tbody tr")).toHaveCount(10)
  })

  for (const { label, mode, error } of [
    { label: "an HTTP 500", mode: { kind: "status", status: 500 }, error: "MailRelay indisponível (HTTP 500)" },
    { label: "a timeout", mode: { kind: "timeout" }, error: "MailRelay não respondeu a tempo" },
  ]) {
    test(`a sync that meets ${label} shows Erro, and Sincronizar retries it`, async ({ page }) => {
      test.setTimeout(90_000)
      const email = await addSubscriber(`Assinante ${label}`)
      // Only this subscriber's request fails, once: the rest of the suite syncs normally.
      await failStandIn({ ...mode, times: 1, match: email })
      await page.goto(`/admin/newsletter?q=${encodeURIComponent(email)}`)
      const row = page.getByRole("table", { name: "Assinantes" }).locator("tbody tr").first()
      await expect(row).toContainText("Pendente")

      await page.getByRole("button", { name: "Sincronizar MailRelay" }).click()
      await expect(toast(page, "Sincronização iniciada")).toBeVisible()
      await expect(async () => {
        await page.reload()
        await expect(row).toContainText("Erro", { timeout: 1000 })
      }).toPass({ timeout: 40_000 })
      // The stored error starts with our pt-BR description (MailRelay's own reason may follow).
      await expect(row.getByText("Erro")).toHaveAttribute("title", new RegExp(`^${error.replace(/[()]/g, "\\$&")}`))

      await page.getByRole("button", { name: "Sincronizar MailRelay" }).click()
      await expect(toast(page, "Sincronização iniciada")).toBeVisible()
      await expect(async () => {
        await page.reload()
        await expect(row).toContainText("Sincronizado", { timeout: 1000 })
      }).toPass({ timeout: 30_000 })
    })
  }

  test("mail-sync dashboard: test connection succeeds and fails, sync pending", async ({ page }) => {
    await page.goto("/admin/mailrelay")
    await expect(page.getByRole("heading", { level: 1, name: "Sincronização MailRelay" })).toBeVisible()
    for (const title of ["Total", "Pendentes", "Concluídas", "Falharam"]) {
      await expect(page.getByText(title, { exact: true })).toBeVisible()
    }
    await expectNoA11yViolations(page, "/admin/mailrelay")

    await page.getByRole("button", { name: "Testar Conexão" }).click()
    await expect(toast(page, "Conexão com MailRelay estabelecida com sucesso.")).toBeVisible()

    // Scoped to the connection test: sign-ups elsewhere in the suite sync through the same stand-in.
    await failStandIn({ kind: "status", status: 500, times: 1, match: "/api/v1/groups" })
    await page.getByRole("button", { name: "Testar Conexão" }).click()
    await expect(toast(page, "Falha ao testar a conexão com MailRelay.")).toBeVisible()

    const email = await addSubscriber("Assinante Pendente")
    await page.reload()
    const table = page.getByRole("table", { name: "Operações de sincronização" })
    const pendingRow = table.locator("tbody tr").filter({ hasText: email })
    await expect(pendingRow).toContainText("Não processado")
    const sync = page.getByRole("button", { name: /^Sincronizar Pendentes \([1-9]\d*\)$/ })
    await expect(sync).toBeEnabled()
    await sync.click()
    await expect(toast(page, "Sincronização iniciada")).toBeVisible()
    await expect(async () => {
      await page.reload()
      await expect(pendingRow).toContainText("Concluído", { timeout: 1000 })
    }).toPass({ timeout: 20_000 })
    await expect(page.getByRole("button", { name: "Sincronizar Pendentes (0)" })).toBeDisabled()
  })
})

test("a member gets 403 Acesso Negado on /admin/newsletter", async ({ page }) => {
  await signInAs(page, "member")
  const response = await page.goto("/admin/newsletter")
  expect(response?.status()).toBe(403)
  await expect(page.getByRole("heading", { name: "Acesso Negado" })).toBeVisible()
  await expect(page.getByText("Você não tem permissão para acessar esta página.")).toBeVisible()
})
