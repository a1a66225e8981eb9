import { randomUUID } from "node:crypto"
import { type Page } from "@playwright/test"
import { expect, test } from "./helpers/test"

import { expectNoA11yViolations } from "./helpers/a11y"
import { DEMO_PASSWORD, signInAs } from "./helpers/accounts"
import { createMember, serviceClient, signedInClient, signInWithForm } from "./helpers/notifications-backend"
import { isPhone, waitForHeader } from "./helpers/site"

/**
 * Issue #31 (defects a new user met): administration, ambassadors, account and blog revisions.
 * Desktop only: none of these checks depends on the layout.
 */
test.beforeEach(({}, testInfo) => test.skip(isPhone(testInfo), "the same logic as on desktop"))

const toast = (page: Page, text: string | RegExp) => page.getByRole("status").filter({ hasText: text }).first()

test("the admin grants the instructor role and sees who asked to teach", async ({ page }) => {
  const member = await createMember("ensinar")
  expect(
    (await serviceClient().from("profiles").update({ instructor_interest: true }).eq("id", member.id)).error
  ).toBeNull()
  await signInAs(page, "admin")
  await page.goto(`/admin/usuarios?q=${encodeURIComponent(member.email)}`)
  const row = page.getByRole("table", { name: "Usuárias" }).getByRole("row").filter({ hasText: member.email })
  await expect(row.getByText("Quer ensinar", { exact: true })).toBeVisible()
  await page.getByRole("button", { name: `Gerenciar ${member.fullName}` }).click()
  const dialog = page.getByRole("dialog", { name: "Gerenciar usuária" })
  const instructor = dialog.getByRole("switch", { name: "Instrutora" })
  await expect(instructor).not.toBeChecked()
  await expect(dialog.getByText("Ela pediu para ensinar no perfil.")).toBeVisible()
  await instructor.click()
  await expect(toast(page, 'Papel "Instrutora" adicionado.')).toBeVisible()
  await expect(instructor).toBeChecked()
  const { data } = await serviceClient().from("profiles").select("roles").eq("id", member.id).single()
  expect(data?.roles).toContain("instructor")
})

test("the admin tab bar and the header's Administração menu list every admin section in order", async ({ page }) => {
  await signInAs(page, "admin")
  await page.goto("/admin")
  const tabs = page.getByRole("navigation", { name: "Seções da administração" }).getByRole("link")
  await expect(tabs).toHaveText([
    "Visão geral",
    "Relatórios",
    "Usuárias",
    "Editor de Blog",
    "Newsletter",
    "Importar",
    "Negócios",
    "Comunidade",
    "Mensagens",
    "Encomendas",
    "Projetos e loja",
    "Certificados",
    "Embaixadoras",
    "MailRelay",
    "E-mails",
    "Configurações",
    "Teste de acesso",
  ])
  await page.goto("/sobre")
  await waitForHeader(page)
  const nav = page.getByRole("navigation", { name: "Navegação principal" })
  await nav.getByRole("button", { name: "Administração" }).click()
  for (const href of ["/admin/comunidade", "/admin/embaixadoras", "/admin/configuracoes"]) {
    await expect(nav.locator(`a[href="${href}"]`)).toBeVisible()
  }
  // The open menu's admin links, in the admin area's order.
  const hrefs = await nav
    .locator('a[href^="/admin"]:visible')
    .evaluateAll((links) => links.map((link) => link.getAttribute("href")))
  expect(hrefs).toEqual([
    "/admin",
    "/admin/blog",
    "/admin/newsletter",
    "/admin/comunidade",
    "/admin/embaixadoras",
    "/admin/configuracoes",
  ])
})

test("the admin appoints a moderator by searching her name, with the keyboard", async ({ page }) => {
  const member = await createMember("moderadora")
  // She must belong to the group to moderate it: Finanças para MEI is open.
  const own = await signedInClient(member.email, member.password)
  const joined = await own.rpc("join_community_group", { p_group_id: "c1000000-0000-4000-a000-000000000001" })
  expect(joined.error).toBeNull()
  await signInAs(page, "admin")
  await page.goto("/admin/comunidade")
  await page.getByRole("button", { name: "Moderadoras de Finanças para MEI" }).click()
  const dialog = page.getByRole("dialog", { name: "Moderadoras" })
  const search = dialog.getByRole("combobox", { name: "Buscar associada por nome ou e-mail" })
  await search.fill(member.fullName.split(" ").slice(-1)[0]!)
  const option = dialog.getByRole("option", { name: new RegExp(member.fullName) })
  await expect(option).toBeVisible()
  await expect(option).toContainText(member.email)
  await search.press("ArrowDown")
  await expect(option).toHaveAttribute("aria-selected", "true")
  await search.press("Enter")
  await expect(search).toHaveValue(member.fullName)
  await expectNoA11yViolations(page, "/admin/comunidade moderadoras")
  await dialog.getByRole("button", { name: "Nomear" }).click()
  await expect(toast(page, "Moderadora nomeada.")).toBeVisible()
  await expect(dialog.getByRole("button", { name: `Encerrar moderação de ${member.fullName}` })).toBeVisible()
})

test("the ambassador's card is near the top and her commissions say whom she referred", async ({ page }) => {
  // Joana (membra@) is the seed's ambassador; signing in does not end other sessions.
  await signInWithForm(page, "membra@convergencia.test", DEMO_PASSWORD)
  const card = page.getByRole("region", { name: "Embaixadora" })
  await expect(card).toBeVisible()
  // Above the other dashboard cards (it used to come last, below the profile card).
  const blog = page.getByText("Blog Convergindo", { exact: true }).first()
  const [ambassadorBox, blogBox] = await Promise.all([card.boundingBox(), blog.boundingBox()])
  expect(ambassadorBox!.y).toBeLessThan(blogBox!.y)
  await expect(card.getByText(/Carla N\./)).toBeVisible()
  await expect(card.getByText(/Bianca R\./)).toBeVisible()
})

test("the ledger names the referred member and counts commissions in proper pt-BR", async ({ page }) => {
  await signInAs(page, "admin")
  await page.goto("/admin/embaixadoras")
  await expect(page.getByText(/comissão\(ões\)/)).toHaveCount(0)
  await expect(page.getByText(/^\d+ comiss(ão|ões)$/).first()).toBeVisible()
  const ledger = page.getByRole("table").filter({ hasText: "Indicada" })
  await expect(ledger.getByRole("cell", { name: "Carla N." })).toBeVisible()
})

test("deleting the account says her businesses and products go, and confirms it afterwards", async ({ page }) => {
  const member = await createMember("exclui-confirma")
  const db = serviceClient()
  const slug = `banca-${randomUUID().slice(0, 8)}`
  expect((await db.from("businesses").insert({ name: "Banca da Praça", slug, owner_id: member.id })).error).toBeNull()
  await signInWithForm(page, member.email, member.password)
  await page.goto("/dashboard/perfil")
  await page.getByRole("button", { name: "Excluir minha conta" }).click()
  const dialog = page.getByRole("dialog", { name: "Excluir minha conta" })
  await expect(dialog.getByText(/seus negócios saem do diretório/i)).toBeVisible()
  await expect(dialog.getByText(/produtos/i).first()).toBeVisible()
  await dialog.getByLabel("Sua senha", { exact: true }).fill(member.password)
  await dialog.getByLabel("Digite EXCLUIR para confirmar").fill("EXCLUIR")
  await dialog.getByRole("button", { name: "Excluir definitivamente" }).click()
  await expect(page).toHaveURL(/\/conta-excluida$/)
  await expect(page.getByRole("heading", { level: 1, name: "Sua conta foi excluída" })).toBeVisible()
  await expectNoA11yViolations(page, "/conta-excluida")
})

test("each blog revision shows its excerpt and what changed against the current text", async ({ page }) => {
  const editor = await signedInClient("editora@convergencia.test")
  const slug = `revisoes-${randomUUID().slice(0, 8)}`
  const title = `Revisões ${slug}`
  const created = await editor
    .from("blog_posts")
    .insert({
      title,
      slug,
      excerpt: "Resumo da primeira versão",
      content: "<p>Feira na praça central no sábado.</p>",
      status: "draft",
    })
    .select("id")
    .single()
  expect(created.error).toBeNull()
  try {
    const updated = await editor
      .from("blog_posts")
      .update({ content: "<p>Feira na praça do mercado no domingo.</p>", excerpt: "Resumo novo" })
      .eq("id", created.data!.id)
    expect(updated.error).toBeNull()

    await signInAs(page, "editor")
    await page.goto(`/admin/blog?q=${encodeURIComponent(slug)}`)
    await page
      .getByRole("row", { name: new RegExp(title) })
      .getByRole("button", { name: /Editar/ })
      .click()
    const history = page
      .getByRole("dialog", { name: "Editar Post" })
      .getByRole("region", { name: "Histórico de versões" })
    await history.getByRole("button", { name: "Ver versões" }).click()
    const versions = history.getByRole("list", { name: "Versões salvas" }).getByRole("listitem")
    await expect(versions).toHaveCount(2)
    await expect(versions.nth(1)).toContainText("Resumo da primeira versão")
    await versions
      .nth(1)
      .getByRole("button", { name: /^Comparar com o texto atual/ })
      .click()
    const diff = versions.nth(1).getByRole("group", { name: /Diferenças/ })
    await expect(diff.locator("del")).toContainText(["central"])
    await expect(diff.locator("ins")).toContainText(["mercado"])
    await expectNoA11yViolations(page, "/admin/blog revisões com diferenças")
  } finally {
    await serviceClient().from("blog_posts").delete().eq("slug", slug)
  }
})
