import { randomUUID } from "node:crypto"
import { readFileSync } from "node:fs"
import { createClient } from "@supabase/supabase-js"
import { type Browser, type Page } from "@playwright/test"
import { expect, test } from "./helpers/test"
import WebSocket from "ws"

import { expectNoA11yViolations } from "./helpers/a11y"
import { DEMO_PASSWORD, signInAs } from "./helpers/accounts"
import { waitForHeader } from "./helpers/site"

// The local backend's fixed demo keys, as .env.example documents them.
function envValue(name: string) {
  if (process.env[name]) return process.env[name]
  const line = readFileSync(".env.example", "utf8")
    .split("\n")
    .find((row) => row.startsWith(`${name}=`))
  return line?.slice(name.length + 1).trim() ?? ""
}

/** A fresh, confirmed member so each test changes only its own account. */
async function createMember() {
  const id = randomUUID().slice(0, 8)
  const email = `admin-users-${id}@exemplo.test`
  const fullName = `Pessoa Teste ${id}`
  const admin = createClient(envValue("NEXT_PUBLIC_SUPABASE_URL")!, envValue("SUPABASE_SERVICE_ROLE_KEY")!, {
    auth: { persistSession: false, autoRefreshToken: false },
    // Node 20 has no global WebSocket, which supabase-js's realtime client insists on at creation.
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
  })
  const { error } = await admin.auth.admin.createUser({
    email,
    password: DEMO_PASSWORD,
    email_confirm: true,
    user_metadata: { full_name: fullName },
  })
  if (error) throw error
  return { email, fullName }
}

async function openUsers(page: Page, query = "") {
  await page.goto(`/admin/usuarios${query ? `?q=${encodeURIComponent(query)}` : ""}`)
  await expect(page.getByRole("heading", { level: 1, name: "Gerenciar Usuárias" })).toBeVisible()
}

async function manage(page: Page, name: string) {
  await page.getByRole("button", { name: `Gerenciar ${name}` }).click()
  const dialog = page.getByRole("dialog", { name: "Gerenciar usuária" })
  await expect(dialog).toBeVisible()
  return dialog
}

const toast = (page: Page, text: string | RegExp) => page.getByRole("status").filter({ hasText: text }).first()

async function signInWithEmail(browser: Browser, email: string) {
  const context = await browser.newContext()
  const page = await context.newPage()
  await page.goto("/auth")
  const form = page.getByRole("form", { name: "Entrar" })
  await form.getByLabel("Email").fill(email)
  await form.getByLabel("Senha", { exact: true }).fill(DEMO_PASSWORD)
  await form.getByRole("button", { name: "Entrar" }).click()
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 })
  return { context, page }
}

test.describe("users screen as admin", () => {
  test.beforeEach(async ({ page }) => {
    await signInAs(page, "admin")
  })

  test("counters, table and axe", async ({ page }) => {
    await openUsers(page)
    for (const label of ["Total de usuárias", "Administradoras", "Editoras do blog", "Resultados filtrados"]) {
      await expect(page.getByText(label, { exact: true })).toBeVisible()
    }
    await expect(page.getByTestId("contador-Administradoras")).toHaveText("1")
    const table = page.getByRole("table", { name: "Usuárias" })
    const helena = table.getByRole("row").filter({ hasText: "admin@convergencia.test" })
    await expect(helena.getByText("Admin", { exact: true })).toBeVisible()
    await expect(helena.getByText("Editor", { exact: true })).toBeVisible()
    await expect(helena.getByText("Newsletter", { exact: true })).toBeVisible()
    await expect(helena.getByText(/^\d{2}\/\d{2}\/\d{4}$/)).toBeVisible()
    await expectNoA11yViolations(page, "/admin/usuarios")
    await manage(page, "Helena Duarte")
    await expectNoA11yViolations(page, "/admin/usuarios dialog")
  })

  test("search by e-mail or name and the role filter, kept in the URL", async ({ page }) => {
    await openUsers(page)
    const search = page.getByLabel("Buscar por email ou nome")
    const table = page.getByRole("table", { name: "Usuárias" })
    // The name as the row shows it, not the copy inside the Gerenciar button's label.
    const person = (name: string) => table.locator("p.font-medium", { hasText: name })
    await search.fill("MEMBRO@convergencia")
    await expect(person("Rafael Moreira")).toBeVisible()
    await expect(page.getByTestId("contador-Resultados filtrados")).toHaveText("1")
    await search.fill("joana bat")
    await expect(person("Joana Batista")).toBeVisible()
    await expect(person("Rafael Moreira")).toHaveCount(0)
    await search.fill("")

    await page.getByRole("combobox", { name: "Filtrar por papel" }).click()
    await page.getByRole("option", { name: "Editoras do blog" }).click()
    await expect(page).toHaveURL(/papel=blog_editor/)
    await expect(person("Marina Albuquerque")).toBeVisible()
    await expect(person("Rafael Moreira")).toHaveCount(0)

    await page.reload()
    await expect(page.getByRole("combobox", { name: "Filtrar por papel" })).toHaveText("Editoras do blog")
    await expect(person("Marina Albuquerque")).toBeVisible()
    await expect(person("Rafael Moreira")).toHaveCount(0)

    await page.goto("/admin/usuarios?papel=instructor")
    await expect(person("Marina Albuquerque")).toBeVisible()
    await expect(person("Joana Batista")).toHaveCount(0)
  })

  test("the last administrator cannot be removed", async ({ page }) => {
    await openUsers(page, "admin@convergencia.test")
    const dialog = await manage(page, "Helena Duarte")
    const adminSwitch = dialog.getByRole("switch", { name: "Administradora" })
    await expect(adminSwitch).toBeChecked()
    await adminSwitch.click()
    await expect(toast(page, "Não é possível remover a última administradora.")).toBeVisible()
    await expect(adminSwitch).toBeChecked()
    await expect(adminSwitch).toBeEnabled()
  })
})

test.describe("changing a member", () => {
  test("blog editor switch: toast, badge, and the member gains Administração", async ({ page, browser }) => {
    const member = await createMember()
    await signInAs(page, "admin")
    await openUsers(page, member.email)
    const row = page.getByRole("table", { name: "Usuárias" }).getByRole("row").filter({ hasText: member.email })
    await expect(row.getByText("Editor", { exact: true })).toHaveCount(0)

    const dialog = await manage(page, member.fullName)
    const editor = dialog.getByRole("switch", { name: "Editora do blog" })
    await expect(editor).not.toBeChecked()
    await editor.click()
    await expect(toast(page, "Permissão de editora do blog concedida.")).toBeVisible()
    await expect(editor).toBeChecked()
    await dialog.getByRole("button", { name: "Fechar" }).click()
    await expect(row.getByText("Editor", { exact: true })).toBeVisible()

    const { context, page: memberPage } = await signInWithEmail(browser, member.email)
    await memberPage.goto("/")
    await waitForHeader(memberPage)
    const nav = memberPage.getByRole("navigation", { name: "Navegação principal" })
    await nav.getByRole("button", { name: "Administração" }).click()
    await expect(nav.getByRole("link", { name: "Editor de Blog" })).toHaveAttribute("href", "/admin/blog")
    await context.close()
  })

  test("add and remove a role", async ({ page }) => {
    const member = await createMember()
    await signInAs(page, "admin")
    await openUsers(page, member.email)
    const dialog = await manage(page, member.fullName)
    const ambassador = dialog.getByRole("switch", { name: "Embaixadora" })
    await expect(ambassador).not.toBeChecked()
    await ambassador.click()
    await expect(toast(page, 'Papel "Embaixadora" adicionado.')).toBeVisible()
    await expect(ambassador).toBeChecked()
    // The open dialog hides the page from the accessibility tree, so close it to read the row.
    await dialog.getByRole("button", { name: "Fechar" }).click()
    const row = page.getByRole("table", { name: "Usuárias" }).getByRole("row").filter({ hasText: member.email })
    await expect(row.getByText("Embaixadora", { exact: true })).toBeVisible()

    await manage(page, member.fullName)
    await ambassador.click()
    await expect(toast(page, 'Papel "Embaixadora" removido.')).toBeVisible()
    await expect(ambassador).not.toBeChecked()
  })

  test("grant and revoke a permission", async ({ page }) => {
    const member = await createMember()
    await signInAs(page, "admin")
    await openUsers(page, member.email)
    const dialog = await manage(page, member.fullName)
    await expect(dialog.getByText("Nenhuma permissão especial ativa.")).toBeVisible()

    const form = dialog.getByRole("form", { name: "Conceder permissão" })
    await form.getByLabel("Nome da permissão").fill("gestão total")
    await form.getByRole("button", { name: "Conceder permissão" }).click()
    await expect(form.getByText(/Use letras minúsculas/).first()).toBeVisible()

    await form.getByLabel("Nome da permissão").fill("eventos.organizar")
    await form.getByLabel("Expira em (opcional)").fill("2030-12-10")
    await form.getByRole("button", { name: "Conceder permissão" }).click()
    await expect(toast(page, 'Permissão "eventos.organizar" concedida.')).toBeVisible()
    const grants = dialog.getByRole("list", { name: "Permissões especiais ativas" })
    await expect(grants.getByText("eventos.organizar").first()).toBeVisible()
    await expect(grants.getByText("Expira em 10/12/2030")).toBeVisible()

    await grants.getByRole("button", { name: "Revogar eventos.organizar" }).click()
    await expect(toast(page, "Permissão revogada.")).toBeVisible()
    await expect(dialog.getByText("Nenhuma permissão especial ativa.")).toBeVisible()
  })
})
