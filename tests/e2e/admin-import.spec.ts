import { type Page } from "@playwright/test"
import { E2E_SITE_URL, E2E_SUPABASE_URL } from "../../scripts/lib/e2e-hosts.mjs"
import { expect, test } from "./helpers/test"

import { expectNoA11yViolations } from "./helpers/a11y"
import { signInAs } from "./helpers/accounts"
import { serviceClient, signInWithForm } from "./helpers/notifications-backend"
import { isPhone, SAME_LOGIC_ON_PHONE } from "./helpers/site"

/**
 * Issue #43: /admin/importar. A 500-row members CSV with 10 bad rows previews those 10 with their
 * problems and imports the other 490 (one GoTrue invitation each, mailed through the backend's
 * outbox); the same file again adds none; an imported member opens her invitation in a fresh
 * browser and chooses her password, then signs in with it. Every address is under this run's own
 * prefix, and the imported accounts are deleted afterwards, so the shared database's counts stay
 * what other specs expect.
 */

const RUN = `imp${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
const DOMAIN = "importacao.test"
const address = (i: number) => `${RUN}-${i}@${DOMAIN}`

/** Line numbers (header = 1) of the 10 bad rows, with what the preview must say about each. */
const BAD: Record<number, RegExp> = {
  12: /E-mail inválido/,
  57: /E-mail inválido/,
  99: /E-mail inválido/,
  150: /UF desconhecida: "ZZ"/,
  201: /UF desconhecida: "Atlântida"/,
  260: /UF desconhecida/,
  305: /E-mail repetido no arquivo \(também na linha 2\)/,
  377: /E-mail repetido no arquivo \(também na linha 3\)/,
  420: /Campo obrigatório vazio: Nome/,
  499: /Campo obrigatório vazio: Nome/,
}

function membersCsv(): string {
  const lines = ["Nome completo;E-mail;Telefone;Cidade;UF;Papéis"]
  for (let line = 2; line <= 501; line++) {
    const i = line - 2
    let name = `Associada Importada ${i}`
    let email = address(i)
    let uf = ["MG", "SP", "BA", "Pernambuco"][i % 4]!
    if (line === 12) email = `${RUN}-sem-arroba.${DOMAIN}`
    if (line === 57) email = `${RUN}-57@`
    if (line === 99) email = `${RUN} 99@${DOMAIN}`
    if (line === 150) uf = "ZZ"
    if (line === 201) uf = "Atlântida"
    if (line === 260) uf = "XX"
    if (line === 305) email = address(0).toUpperCase()
    if (line === 377) email = address(1)
    if (line === 420 || line === 499) name = ""
    lines.push(`${name};${email};(31) 98888-${String(i).padStart(4, "0")};Belo Horizonte;${uf};empreendedora`)
  }
  return `\uFEFF${lines.join("\r\n")}\r\n`
}

const FILE = { name: "associadas.csv", mimeType: "text/csv", buffer: Buffer.from(membersCsv(), "utf8") }

async function analyse(page: Page) {
  await page.goto("/admin/importar")
  await expect(page.getByRole("heading", { level: 1, name: "Importar planilhas" })).toBeVisible()
  await page.getByLabel("Associadas").check()
  await page.getByLabel("Arquivo CSV (até 10 MB)").setInputFiles(FILE)
  await page.getByRole("button", { name: "Analisar arquivo" }).click()
}

const status = (page: Page) => page.getByRole("status").filter({ hasText: /linhas? lidas?|Importação concluída/ })

async function importedAccounts() {
  const { data, error } = await serviceClient()
    .from("profiles")
    .select("id, email, city, state, roles")
    .like("email", `${RUN}-%`)
  if (error) throw error
  return data
}

test.describe("CSV import of members", () => {
  test.describe.configure({ mode: "serial" })
  test.beforeEach(({}, testInfo) => test.skip(isPhone(testInfo), SAME_LOGIC_ON_PHONE))

  test.afterAll(async ({}, testInfo) => {
    if (isPhone(testInfo)) return
    // 490 accounts would otherwise swell every later screen that lists members.
    const accounts = await importedAccounts()
    const service = serviceClient()
    for (let at = 0; at < accounts.length; at += 10) {
      await Promise.all(accounts.slice(at, at + 10).map((account) => service.auth.admin.deleteUser(account.id)))
    }
  })

  test("previews the 10 bad rows, imports the 490 good ones, and a second run adds none", async ({ page }) => {
    test.setTimeout(240_000)
    await signInAs(page, "admin")
    await analyse(page)
    await expect(status(page)).toHaveText(
      "500 linhas lidas: 490 prontas para importar, 10 com problemas, 0 já existentes.",
      { timeout: 30_000 }
    )
    // The columns were matched by their names.
    await expect(page.getByLabel("Nome (obrigatório)")).toHaveValue("Nome completo")
    await expect(page.getByLabel("E-mail (obrigatório)")).toHaveValue("E-mail")
    await expect(page.getByLabel("UF", { exact: true })).toHaveValue("UF")

    const problems = page.getByRole("table").filter({ has: page.getByRole("columnheader", { name: "Problemas" }) })
    await expect(page.getByRole("heading", { name: "Linhas com problemas (10)" })).toBeVisible()
    await expect(problems.getByRole("row")).toHaveCount(11)
    for (const [line, problem] of Object.entries(BAD)) {
      const row = problems.getByRole("row").filter({ has: page.getByRole("cell", { name: line, exact: true }) })
      await expect(row).toHaveText(problem)
    }
    await expectNoA11yViolations(page, "/admin/importar preview")

    await page.getByRole("button", { name: "Importar 490 linhas válidas" }).click()
    await expect(status(page)).toHaveText(
      "Importação concluída: 490 convites enviados, 0 já existentes pulados, 10 linhas com problemas ignoradas.",
      { timeout: 200_000 }
    )
    const accounts = await importedAccounts()
    expect(accounts).toHaveLength(490)
    const first = accounts.find((account) => account.email === address(0))
    expect(first).toMatchObject({ city: "Belo Horizonte", state: "MG" })
    expect(first?.roles).toContain("business_owner")
    // "Pernambuco" written out is PE.
    expect(accounts.find((account) => account.email === address(3))?.state).toBe("PE")

    // The same file again: every address is listed as existing, and nothing is left to import.
    await analyse(page)
    await expect(status(page)).toHaveText(
      "500 linhas lidas: 0 prontas para importar, 10 com problemas, 490 já existentes.",
      { timeout: 30_000 }
    )
    await expect(page.getByRole("heading", { name: "Já existentes, pulados (490)" })).toBeVisible()
    await expect(page.getByRole("button", { name: "Importar 0 linhas válidas" })).toBeDisabled()
    // Posted straight to the import step (as a double click or a retry would), it adds none either.
    const again = await page.request.post(`/admin/importar/arquivo?kind=members&step=import&fileName=associadas.csv`, {
      data: FILE.buffer,
      headers: { "Content-Type": "text/csv", Origin: E2E_SITE_URL },
    })
    expect(again.status()).toBe(200)
    expect(await again.json()).toMatchObject({ imported: 0, existingCount: 490, invalid: 10 })
    expect(await importedAccounts()).toHaveLength(490)

    // Both runs are in the history and the audit log, with their counts.
    await page.goto("/admin/importar")
    await expect(page.getByRole("cell", { name: "associadas.csv" }).first()).toBeVisible()
    const { data: audit } = await serviceClient()
      .from("audit_log")
      .select("details")
      .eq("action", "import.members")
      .order("created_at", { ascending: false })
      .limit(2)
    expect(audit?.map((entry) => entry.details)).toEqual([
      expect.objectContaining({ count: 0, skipped: 490, invalid: 10, total: 500 }),
      expect.objectContaining({ count: 490, skipped: 0, invalid: 10, total: 500 }),
    ])
  })

  test("an imported member follows her invitation in a fresh browser and signs in", async ({ browser }) => {
    const email = address(7)
    const response = await fetch(`${E2E_SUPABASE_URL}/_outbox/latest?email=${encodeURIComponent(email)}&kind=invite`)
    expect(response.ok).toBe(true)
    const mail = (await response.json()) as { link: string }
    const link = new URL(mail.link)
    expect(`${link.origin}${link.pathname}`).toBe(`${E2E_SITE_URL}/auth/confirm`)
    expect(link.searchParams.get("type")).toBe("invite")

    const invited = await (await browser.newContext()).newPage()
    await invited.goto(mail.link)
    await expect(invited).toHaveURL(`${E2E_SITE_URL}/auth/reset-password`)
    const form = invited.getByRole("form", { name: "Redefinir senha" })
    await form.getByLabel("Nova senha", { exact: true }).fill("minha-senha-importada-1")
    await form.getByLabel("Confirmar nova senha", { exact: true }).fill("minha-senha-importada-1")
    await form.getByRole("button", { name: "Atualizar Senha" }).click()
    await expect(invited).toHaveURL(/\/dashboard$/, { timeout: 15_000 })
    await invited.context().close()

    const later = await (await browser.newContext()).newPage()
    await signInWithForm(later, email, "minha-senha-importada-1")
    await later.context().close()
  })

  test("refuses what is not a CSV it can read, in pt-BR, never with a 5xx", async ({ page }) => {
    await signInAs(page, "admin")
    const post = (query: string, data: Buffer | string, headers: Record<string, string> = {}) =>
      page.request.post(`/admin/importar/arquivo?${query}`, {
        data,
        headers: { "Content-Type": "text/csv", Origin: E2E_SITE_URL, ...headers },
      })
    const cases: [string, Buffer | string, number, RegExp][] = [
      ["kind=members&step=preview&fileName=foto.png", "x", 400, /precisa ser um CSV/],
      ["kind=members&step=preview&fileName=vazio.csv", "", 400, /O arquivo está vazio/],
      [
        "kind=members&step=preview&fileName=binario.csv",
        Buffer.from([0x89, 0x50, 0x4e, 0x47, 0xff, 0xfe, 0, 1]),
        400,
        /não parece ser um CSV/,
      ],
      ["kind=members&step=preview&fileName=titulos.csv", "Nome;E-mail\n", 400, /só tem a linha de títulos/],
      ["kind=planetas&step=preview&fileName=a.csv", "a\n", 400, /Escolha o que importar/],
      ["kind=members&step=preview&fileName=a.csv&mapping=%7Bnao", "a\n", 400, /mapeamento de colunas é inválido/],
      ["kind=subscribers&step=import&fileName=a.csv", "E-mail\na@b.com\n", 400, /consentimento/],
      [
        "kind=members&step=preview&fileName=aspas.csv",
        'Nome;E-mail\n"Ana;ana@x.com\n',
        400,
        /não pôde ser lido como CSV/,
      ],
    ]
    for (const [query, data, code, message] of cases) {
      const response = await post(query, data)
      expect(response.status(), query).toBe(code)
      expect((await response.json()).error, query).toMatch(message)
    }
    // Over 10 MB: refused by its declared length (lib/imports/run-import.test.ts: by counting, undeclared).
    const big = Buffer.alloc(10 * 1024 * 1024 + 10, "a;b\n")
    const tooBig = await post("kind=members&step=preview&fileName=grande.csv", big)
    expect(tooBig.status()).toBe(413)
    expect((await tooBig.json()).error).toMatch(/passa de 10 MB/)
    // Another site's page cannot post a file with the admin's cookies.
    const crossSite = await post("kind=members&step=preview&fileName=a.csv", "a\n", { Origin: "https://outro.example" })
    expect(crossSite.status()).toBe(403)
  })

  test("only admins may post a file", async ({ browser }) => {
    for (const role of ["visitor", "member"] as const) {
      const context = await browser.newContext()
      const page = await context.newPage()
      if (role === "member") await signInAs(page, "member")
      const response = await page.request.post(`/admin/importar/arquivo?kind=members&step=import&fileName=a.csv`, {
        data: `Nome;E-mail\nX;${RUN}-intrusa@${DOMAIN}\n`,
        headers: { "Content-Type": "text/csv", Origin: E2E_SITE_URL },
        maxRedirects: 0,
      })
      expect(response.status(), role).not.toBe(200)
      expect(response.status(), role).toBeLessThan(500)
      await context.close()
    }
    expect((await importedAccounts()).some((account) => account.email === `${RUN}-intrusa@${DOMAIN}`)).toBe(false)
  })
})
