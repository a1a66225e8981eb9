import { type Page } from "@playwright/test"
import { expect, test } from "./helpers/test"
import { expectNoA11yViolations } from "./helpers/a11y"
import { signInAs } from "./helpers/accounts"

async function openEditor(page: Page) {
  await page.goto("/admin/blog")
  await expect(page.getByRole("heading", { level: 1, name: "Editor de Blog" })).toBeVisible()
}

async function rssText(page: Page) {
  const response = await page.request.get("/rss")
  expect(response.ok()).toBe(true)
  return response.text()
}

async function chooseStatus(page: Page, label: "Rascunho" | "Publicado" | "Arquivado") {
  await page.getByRole("dialog").getByRole("combobox", { name: "Status" }).click()
  await page.getByRole("option", { name: label }).click()
}

async function saveAndExpect(page: Page, message: string) {
  const dialog = page.getByRole("dialog")
  await dialog.getByRole("button", { name: /Criar post|Salvar alterações/ }).click()
  await expect(page.getByText(message).first()).toBeVisible()
  await expect(dialog).toBeHidden()
}

test.describe("blog editor as a blog editor", () => {
  test.beforeEach(async ({ page }) => {
    await signInAs(page, "editor")
  })

  test("creates, edits, publishes, archives and deletes a post", async ({ page }, testInfo) => {
    test.setTimeout(120_000)
    const stamp = `${testInfo.project.name} ${Date.now()}`
    const title = `Gestão Financeira E2E ${stamp}`
    const edited = `${title} revisado`
    await openEditor(page)
    await expectNoA11yViolations(page, "/admin/blog")

    await page.getByRole("button", { name: "Novo Post" }).click()
    const dialog = page.getByRole("dialog")
    await dialog.getByLabel("Título *").fill(title)
    await expect(dialog.getByLabel("Slug (endereço do post)")).toHaveValue(
      `gestao-financeira-e2e-${stamp.replace(" ", "-")}`
    )
    await dialog.getByLabel("Resumo").fill("Um resumo para o teste.")
    const editor = dialog.getByRole("textbox", { name: "Conteúdo *" })
    await editor.click()
    await page.keyboard.type("Primeiro parágrafo do post.")
    await dialog.getByRole("button", { name: "Negrito" }).click()
    await page.keyboard.type(" forte")
    await dialog.getByLabel("Nova tag ou tag existente").fill(`Tag ${stamp}`)
    await dialog.getByRole("button", { name: "Adicionar tag" }).click()
    await expect(dialog.getByRole("button", { name: `Remover tag Tag ${stamp}` })).toBeVisible()
    await expectNoA11yViolations(page, "/admin/blog dialog")
    await saveAndExpect(page, "Post criado com sucesso!")

    const row = () => page.getByRole("row", { name: new RegExp(title) })
    await expect(row()).toContainText("Rascunho")
    expect(await rssText(page)).not.toContain(title)

    await row()
      .getByRole("button", { name: /Editar/ })
      .click()
    await expect(dialog.getByRole("button", { name: `Remover tag Tag ${stamp}` })).toBeVisible()
    await expect(dialog.getByRole("textbox", { name: "Conteúdo *" })).toContainText("Primeiro parágrafo")
    await dialog.getByLabel("Título *").fill(edited)
    await saveAndExpect(page, "Post atualizado com sucesso!")
    await expect(page.getByRole("row", { name: new RegExp(edited) })).toBeVisible()

    await page
      .getByRole("row", { name: new RegExp(edited) })
      .getByRole("button", { name: /Editar/ })
      .click()
    await chooseStatus(page, "Publicado")
    await saveAndExpect(page, "Post atualizado com sucesso!")
    await expect(page.getByRole("row", { name: new RegExp(edited) })).toContainText("Publicado")
    await expect.poll(async () => (await rssText(page)).includes(edited)).toBe(true)
    // The slug came from the first title and stays, so old links keep working.
    expect(await rssText(page)).toContain(`gestao-financeira-e2e-${stamp.replace(" ", "-")}`)

    await page
      .getByRole("row", { name: new RegExp(edited) })
      .getByRole("button", { name: /Editar/ })
      .click()
    await chooseStatus(page, "Arquivado")
    await saveAndExpect(page, "Post atualizado com sucesso!")
    await expect.poll(async () => (await rssText(page)).includes(edited)).toBe(false)

    await page
      .getByRole("row", { name: new RegExp(edited) })
      .getByRole("button", { name: /Excluir/ })
      .click()
    const confirm = page.getByRole("dialog", { name: "Excluir post?" })
    await expect(confirm).toBeVisible()
    await confirm.getByRole("button", { name: "Cancelar" }).click()
    await expect(page.getByRole("row", { name: new RegExp(edited) })).toBeVisible()
    await page
      .getByRole("row", { name: new RegExp(edited) })
      .getByRole("button", { name: /Excluir/ })
      .click()
    await confirm.getByRole("button", { name: "Excluir" }).click()
    await expect(page.getByText("Post excluído com sucesso!").first()).toBeVisible()
    await expect(page.getByRole("row", { name: new RegExp(edited) })).toHaveCount(0)
  })

  test("requires a title and keeps what was typed", async ({ page }) => {
    await openEditor(page)
    await page.getByRole("button", { name: "Novo Post" }).click()
    const dialog = page.getByRole("dialog")
    await dialog.getByLabel("Resumo").fill("Resumo que não pode se perder")
    await dialog.getByRole("button", { name: "Criar post" }).click()
    await expect(dialog.getByText("O título é obrigatório.").first()).toBeVisible()
    await expect(dialog.getByLabel("Título *")).toHaveAttribute("aria-invalid", "true")
    await expect(dialog.getByLabel("Resumo")).toHaveValue("Resumo que não pode se perder")
  })

  test("counts SEO characters against 60 and 160", async ({ page }) => {
    await openEditor(page)
    await page.getByRole("button", { name: "Novo Post" }).click()
    const dialog = page.getByRole("dialog")
    await expect(dialog.getByText("0/60 caracteres")).toBeVisible()
    await expect(dialog.getByText("0/160 caracteres")).toBeVisible()
    await dialog.getByLabel("Título SEO").fill("a".repeat(61))
    await expect(dialog.getByText("61/60 caracteres")).toBeVisible()
    await expect(dialog.getByLabel("Título SEO")).toHaveAttribute("aria-invalid", "true")
    await dialog.getByLabel("Descrição SEO").fill("b".repeat(20))
    await expect(dialog.getByText("20/160 caracteres")).toBeVisible()
    await dialog.getByLabel("Título *").fill("Post com SEO longo")
    await dialog.getByRole("button", { name: "Criar post" }).click()
    await expect(dialog.getByText("O título SEO pode ter no máximo 60 caracteres.").first()).toBeVisible()
  })

  test("searches content, suffixes a taken slug and rejects an empty one", async ({ page }, testInfo) => {
    test.setTimeout(90_000)
    const stamp = `${testInfo.project.name}-${Date.now()}`
    const title = `Slug repetido ${stamp}`
    const word = `palavraunica${stamp.replace(/\W/g, "")}`
    await openEditor(page)
    const dialog = page.getByRole("dialog")
    for (const body of [`Texto com ${word} dentro.`, "Outro texto."]) {
      await page.getByRole("button", { name: "Novo Post" }).click()
      await dialog.getByLabel("Título *").fill(title)
      await dialog.getByRole("textbox", { name: "Conteúdo *" }).click()
      await page.keyboard.type(body)
      await saveAndExpect(page, "Post criado com sucesso!")
    }
    const rows = page.getByRole("row", { name: new RegExp(title) })
    await expect(rows).toHaveCount(2)
    // Newest first: the second post got the suffix.
    await rows
      .first()
      .getByRole("button", { name: /Editar/ })
      .click()
    await expect(dialog.getByLabel("Slug (endereço do post)")).toHaveValue(`slug-repetido-${stamp}-2`)
    await dialog.getByRole("button", { name: "Cancelar" }).click()

    await page.getByLabel("Buscar por título ou conteúdo").fill(word)
    await page.getByRole("button", { name: "Buscar" }).click()
    await expect(page).toHaveURL(new RegExp(`q=${word}`))
    await expect(rows).toHaveCount(1)
    await page.getByLabel("Buscar por título ou conteúdo").fill(`${word}nada`)
    await page.getByRole("button", { name: "Buscar" }).click()
    await expect(page.getByText("Nenhum post encontrado com os filtros aplicados.")).toBeVisible()

    await page.getByRole("button", { name: "Novo Post" }).click()
    await dialog.getByLabel("Título *").fill("!!!")
    await expect(dialog.getByLabel("Slug (endereço do post)")).toHaveValue("")
    await dialog.getByRole("button", { name: "Criar post" }).click()
    await expect(dialog.getByText("Informe o endereço (slug) do post.").first()).toBeVisible()
    await expect(dialog.getByLabel("Título *")).toHaveValue("!!!")
  })

  test("filters by status in the URL", async ({ page }) => {
    await openEditor(page)
    await page.getByRole("combobox", { name: "Status" }).click()
    await page.getByRole("option", { name: "Publicado" }).click()
    await expect(page).toHaveURL(/status=published/)
    await expect(page.getByRole("row").filter({ hasText: "Rascunho" })).toHaveCount(0)
  })
})

test("an admin can open the blog editor", async ({ page }) => {
  await signInAs(page, "admin")
  await openEditor(page)
  await expect(page.getByRole("button", { name: "Novo Post" })).toBeVisible()
})

test("a member is sent home from the blog editor", async ({ page }) => {
  await signInAs(page, "member")
  await page.goto("/admin/blog")
  await expect(page).toHaveURL(/\/$/)
})
