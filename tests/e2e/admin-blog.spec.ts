import path from "node:path"

import { type Locator, type Page } from "@playwright/test"
import { expect, test } from "./helpers/test"
import { expectNoA11yViolations } from "./helpers/a11y"
import { signInAs } from "./helpers/accounts"
import { serviceClient } from "./helpers/notifications-backend"

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

/** A draft written straight to the database, so a test starts from content the UI is about to edit. */
async function insertDraft(title: string, content: string) {
  const slug = `${title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")}`
  const { data, error } = await serviceClient()
    .from("blog_posts")
    .insert({ title, slug, content, status: "draft" })
    .select("id, slug")
    .single()
  if (error) throw new Error(`insert draft: ${error.message}`)
  return data
}

const removePost = (id: string) => serviceClient().from("blog_posts").delete().eq("id", id)

async function editPost(page: Page, title: string) {
  await page
    .getByRole("row", { name: new RegExp(title) })
    .getByRole("button", { name: /Editar/ })
    .click()
  const dialog = page.getByRole("dialog", { name: "Editar Post" })
  await expect(dialog.getByRole("textbox", { name: "Conteúdo *" })).toBeVisible()
  return dialog
}

const IMAGES = path.join(import.meta.dirname, "../../public/images")
// Where uploads land: the local backend's public post-images bucket, yyyy/mm/<uuid>.<ext>.
const UPLOADED = /\/storage\/v1\/object\/public\/post-images\/(\d{4}\/\d{2}\/[0-9a-f-]{36}\.(?:jpg|png|webp|avif))$/

/** Deletes a test's post by slug and the uploaded files it points to. */
async function removePostAndImages(slug: string, urls: (string | null | undefined)[]) {
  const db = serviceClient()
  await db.from("blog_posts").delete().eq("slug", slug)
  const paths = urls.map((url) => (url ? UPLOADED.exec(url)?.[1] : undefined)).filter((p): p is string => !!p)
  if (paths.length > 0) await db.storage.from("post-images").remove(paths)
}

/** Whether an image element has loaded real pixels (the browser decoded it). */
const loaded = (image: Locator) =>
  image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)

async function newPost(page: Page, title: string) {
  await page.getByRole("button", { name: "Novo Post" }).click()
  const dialog = page.getByRole("dialog", { name: "Novo Post" })
  await dialog.getByLabel("Título *").fill(title)
  const slug = await dialog.getByLabel("Slug (endereço do post)").inputValue()
  return { dialog, slug }
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
    const slug = `gestao-financeira-e2e-${stamp.replace(" ", "-")}`
    expect(await rssText(page)).toContain(slug)
    // A post without a featured image still has its share card (drawn on the plum background).
    const reader = await page.context().newPage()
    await reader.goto(`/convergindo/${slug}`)
    const shareCard = await reader.locator('meta[property="og:image"]').first().getAttribute("content")
    await reader.close()
    expect(shareCard).toContain(`/convergindo/${slug}/opengraph-image`)
    const card = await page.request.get(shareCard!)
    expect(card.status()).toBe(200)
    expect(card.headers()["content-type"]).toBe("image/png")

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
    const confirm = page.getByRole("alertdialog", { name: "Excluir post?" })
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

test.describe("editor dialogs (issue #24)", () => {
  test.beforeEach(async ({ page }) => {
    await signInAs(page, "editor")
  })

  test("with an image in the content, the text scrolls above the sticky bar", async ({ page }, testInfo) => {
    const title = `Layout com imagem ${testInfo.project.name} ${Date.now()}`
    const paragraphs = Array.from({ length: 12 }, (_, index) => `<p>Parágrafo ${index + 1} do texto.</p>`).join("")
    const post = await insertDraft(
      title,
      `<p>Começo.</p><img src="/images/hero.jpg" alt="Mulheres numa feira" width="1600" height="1100">${paragraphs}<p>Última linha do post.</p>`
    )
    try {
      await openEditor(page)
      const dialog = await editPost(page, title)
      const editor = dialog.getByRole("textbox", { name: "Conteúdo *" })
      await expect(editor.getByAltText("Mulheres numa feira")).toBeVisible()
      // Typing at the end of the content: the editor keeps the caret in view, and the dialog must
      // show it above its action bar, not behind it.
      await editor.getByText("Última linha do post.").click()
      await page.keyboard.press("ControlOrMeta+End")
      for (let line = 1; line <= 4; line++) {
        await page.keyboard.press("Enter")
        await page.keyboard.type(`Linha nova ${line}.`)
      }
      const lastLine = editor.getByText("Linha nova 4.")
      await expect(lastLine).toBeVisible()
      const bar = dialog.getByRole("button", { name: "Cancelar" }).locator("xpath=..")
      const barTop = (await bar.boundingBox())!.y
      const lineBox = (await lastLine.boundingBox())!
      expect(lineBox.y + lineBox.height, "the last line ends above the action bar").toBeLessThanOrEqual(barTop)
      // The bar closes the dialog: no field shows between it and the dialog's bottom edge.
      const barBottom = barTop + (await bar.boundingBox())!.height
      const dialogBox = (await dialog.boundingBox())!
      expect(dialogBox.y + dialogBox.height - barBottom, "gap under the bar").toBeLessThanOrEqual(2)
      // The fields scroll in a region of the dialog that ends where the bar begins.
      const scroller = await editor.evaluate((element) => {
        for (let node = element.parentElement; node; node = node.parentElement) {
          const style = getComputedStyle(node)
          if (/(auto|scroll)/.test(style.overflowY) && node.scrollHeight > node.clientHeight) {
            return { bottom: node.getBoundingClientRect().bottom }
          }
          if (node.getAttribute("role") === "dialog") break
        }
        return null
      })
      expect(scroller, "the dialog's content scrolls").not.toBeNull()
      expect(scroller!.bottom, "the scrolling region ends at the bar").toBeLessThanOrEqual(barTop + 1)
    } finally {
      await removePost(post.id)
    }
  })

  test("the delete confirmation is an alert dialog", async ({ page }, testInfo) => {
    const title = `Exclusão confirmada ${testInfo.project.name} ${Date.now()}`
    const post = await insertDraft(title, "<p>Será excluído.</p>")
    try {
      await openEditor(page)
      const remove = page.getByRole("row", { name: new RegExp(title) }).getByRole("button", { name: /Excluir/ })
      await remove.click()
      const confirm = page.getByRole("alertdialog", { name: "Excluir post?" })
      await expect(confirm).toBeVisible()
      await expect(confirm).toContainText("Esta ação não pode ser desfeita.")
      await expect(page.getByRole("dialog")).toHaveCount(0)
      await expectNoA11yViolations(page, "/admin/blog delete confirmation")
      // The safe choice has focus first; Escape keeps the post.
      await expect(confirm.getByRole("button", { name: "Cancelar" })).toBeFocused()
      await page.keyboard.press("Escape")
      await expect(confirm).toBeHidden()
      await expect(remove).toBeFocused()
      await remove.click()
      await confirm.getByRole("button", { name: "Excluir" }).click()
      await expect(page.getByText("Post excluído com sucesso!").first()).toBeVisible()
      await expect(page.getByRole("row", { name: new RegExp(title) })).toHaveCount(0)
    } finally {
      await removePost(post.id)
    }
  })
})

test.describe("images and links in the editor (issues #19, #24)", () => {
  test.beforeEach(async ({ page }) => {
    await signInAs(page, "editor")
  })

  test("uploads a featured image, saves it and shows it optimised on the post", async ({ page }, testInfo) => {
    test.setTimeout(90_000)
    await openEditor(page)
    const { dialog, slug } = await newPost(page, `Imagem destacada ${testInfo.project.name} ${Date.now()}`)
    let uploaded: string | null = null
    try {
      await dialog.getByRole("textbox", { name: "Conteúdo *" }).click()
      await page.keyboard.type("Post com imagem enviada.")
      await chooseStatus(page, "Publicado")
      const chooser = page.waitForEvent("filechooser")
      await dialog.getByRole("button", { name: "Enviar imagem" }).click()
      await (await chooser).setFiles(path.join(IMAGES, "hero.jpg"))
      await expect(dialog.getByText("Imagem enviada. Salve o post para usá-la.")).toBeVisible()
      const field = dialog.getByLabel("URL da imagem destacada")
      await expect(field).toHaveValue(UPLOADED)
      uploaded = await field.inputValue()
      const preview = dialog.getByRole("img", { name: "Prévia da imagem destacada" })
      await expect.poll(() => loaded(preview)).toBe(true)
      // Alt text is required once there is an image: the save is refused without it, nothing lost.
      await dialog.getByRole("button", { name: "Criar post" }).click()
      const altField = dialog.getByLabel("Texto alternativo da imagem *")
      await expect(altField).toHaveAttribute("aria-invalid", "true")
      await expect(dialog.getByText("Descreva a imagem destacada (texto alternativo).").first()).toBeVisible()
      await expect(field).toHaveValue(uploaded)
      await expect(dialog.getByRole("combobox", { name: "Status" })).toHaveText("Publicado")
      await altField.fill("Artesã sorrindo diante da sua banca")
      await saveAndExpect(page, "Post criado com sucesso!")

      const { data: row } = await serviceClient()
        .from("blog_posts")
        .select("featured_image_url")
        .eq("slug", slug)
        .single()
      expect(row?.featured_image_url).toBe(uploaded)
      // The stored file is the JPEG that was sent, served publicly.
      const file = await page.request.get(uploaded)
      expect(file.status()).toBe(200)
      expect(file.headers()["content-type"]).toBe("image/jpeg")

      await page.goto(`/convergindo/${slug}`)
      const cover = page.locator(`main img[src*="${encodeURIComponent(UPLOADED.exec(uploaded)![1]!)}"]`).first()
      await expect(cover).toBeVisible()
      await expect(cover).toHaveAttribute("alt", "Artesã sorrindo diante da sua banca")
      // next/image serves it through the optimiser: the storage host is allowed by configuration.
      expect(await cover.getAttribute("src")).toMatch(/^\/_next\/image\?url=/)
      await expect.poll(() => loaded(cover)).toBe(true)
    } finally {
      await removePostAndImages(slug, [uploaded])
    }
  })

  test("refuses a file that only claims to be an image", async ({ page }) => {
    await openEditor(page)
    const { dialog } = await newPost(page, `Arquivo falso ${Date.now()}`)
    const chooser = page.waitForEvent("filechooser")
    await dialog.getByRole("button", { name: "Enviar imagem" }).click()
    await (
      await chooser
    ).setFiles({
      name: "foto.png",
      mimeType: "image/png",
      buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    })
    // The server read the bytes: not an image, whatever the name and type said.
    await expect(dialog.getByText("Envie uma imagem JPEG, PNG, WebP ou AVIF.")).toBeVisible()
    await expect(dialog.getByLabel("URL da imagem destacada")).toHaveValue("")
    await expect(dialog.getByLabel("URL da imagem destacada")).toHaveAttribute("aria-invalid", "true")
  })

  test("the image dialog uploads or takes an address, requires alt text and inserts the size", async ({
    page,
  }, testInfo) => {
    test.setTimeout(90_000)
    await openEditor(page)
    const { dialog, slug } = await newPost(page, `Imagens no texto ${testInfo.project.name} ${Date.now()}`)
    let uploaded: string | null = null
    try {
      const editor = dialog.getByRole("textbox", { name: "Conteúdo *" })
      await editor.click()
      await page.keyboard.type("Antes da imagem.")
      await dialog.getByRole("button", { name: "Imagem", exact: true }).click()
      const images = page.getByRole("dialog", { name: "Inserir imagem" })
      await expect(images).toBeVisible()
      await images.getByLabel("Arquivo de imagem *").setInputFiles(path.join(IMAGES, "logo.png"))
      await images.getByRole("button", { name: "Inserir imagem" }).click()
      const alt = images.getByLabel("Texto alternativo *")
      await expect(images.getByText("Descreva a imagem (texto alternativo).")).toBeVisible()
      await expect(alt).toHaveAttribute("aria-invalid", "true")
      await expect(alt).toBeFocused()
      await expectNoA11yViolations(page, "/admin/blog image dialog")
      await alt.fill("Logotipo da Convergência Empreendedora")
      await images.getByRole("button", { name: "Inserir imagem" }).click()
      await expect(images).toBeHidden()
      const logo = editor.getByAltText("Logotipo da Convergência Empreendedora")
      await expect(logo).toHaveAttribute("src", UPLOADED)
      uploaded = await logo.getAttribute("src")
      await expect(logo).toHaveAttribute("width", "512")
      await expect(logo).toHaveAttribute("height", "512")
      // The caret went back into the text.
      await expect(editor).toBeFocused()

      await dialog.getByRole("button", { name: "Imagem", exact: true }).click()
      await images.getByRole("radio", { name: "Usar endereço" }).check()
      const address = images.getByLabel("Endereço da imagem *")
      await address.fill("javascript:alert(1)")
      await images.getByLabel("Texto alternativo *").fill("Mulheres numa feira")
      await images.getByRole("button", { name: "Inserir imagem" }).click()
      await expect(images.getByText("Use um endereço que comece com http://, https:// ou /.")).toBeVisible()
      await expect(address).toBeFocused()
      await address.fill("/images/hero.jpg")
      await images.getByRole("button", { name: "Inserir imagem" }).click()
      await expect(images).toBeHidden()
      const hero = editor.getByAltText("Mulheres numa feira")
      await expect(hero).toHaveAttribute("width", "1600")
      await expect(hero).toHaveAttribute("height", "1100")
      // The second image came after the first, not in its place.
      await expect(logo).toBeVisible()
      await expect(editor.locator("img")).toHaveCount(2)

      await chooseStatus(page, "Publicado")
      await saveAndExpect(page, "Post criado com sucesso!")
      await page.goto(`/convergindo/${slug}`)
      const published = page.getByRole("main").getByRole("img", { name: "Logotipo da Convergência Empreendedora" })
      await expect(published).toHaveAttribute("width", "512")
      await expect(published).toHaveAttribute("height", "512")
      await expect.poll(() => loaded(published)).toBe(true)
      await expect(page.getByRole("main").getByRole("img", { name: "Mulheres numa feira" })).toHaveAttribute(
        "height",
        "1100"
      )
    } finally {
      await removePostAndImages(slug, [uploaded])
    }
  })

  test("the link dialog checks the address and opens a new tab only when asked", async ({ page }, testInfo) => {
    test.setTimeout(90_000)
    await openEditor(page)
    const { dialog, slug } = await newPost(page, `Links no texto ${testInfo.project.name} ${Date.now()}`)
    try {
      const editor = dialog.getByRole("textbox", { name: "Conteúdo *" })
      await editor.click()
      await page.keyboard.type("Leia o guia")
      for (let step = 0; step < 4; step++) await page.keyboard.press("Shift+ArrowLeft")
      await dialog.getByRole("button", { name: "Link", exact: true }).click()
      const links = page.getByRole("dialog", { name: "Inserir link" })
      await expect(links.getByLabel("Texto do link")).toHaveValue("guia")
      const url = links.getByLabel("Endereço do link *")
      await url.fill("javascript:alert(1)")
      await links.getByRole("button", { name: "Inserir link" }).click()
      await expect(links.getByText("Use um endereço que comece com https://, http://, mailto: ou /.")).toBeVisible()
      await expect(url).toHaveAttribute("aria-invalid", "true")
      await expect(url).toBeFocused()
      await expectNoA11yViolations(page, "/admin/blog link dialog")
      await url.fill("exemplo.org/guia")
      await links.getByRole("checkbox", { name: "Abrir em nova aba" }).check()
      await links.getByRole("button", { name: "Inserir link" }).click()
      await expect(links).toBeHidden()
      const guide = editor.getByRole("link", { name: "guia" })
      await expect(guide).toHaveAttribute("href", "https://exemplo.org/guia")
      await expect(guide).toHaveAttribute("target", "_blank")

      // No selection: the dialog writes the words of a new link.
      await editor.press("End")
      await page.keyboard.type(" e ")
      await dialog.getByRole("button", { name: "Link", exact: true }).click()
      await url.fill("/sobre")
      await links.getByLabel("Texto do link").fill("quem somos")
      await links.getByRole("button", { name: "Inserir link" }).click()
      const about = editor.getByRole("link", { name: "quem somos" })
      await expect(about).toHaveAttribute("href", "/sobre")
      await expect(about).not.toHaveAttribute("target")
      // Typing goes on where the link ends once the closed dialog has handed focus back.
      await expect(links).toBeHidden()
      await expect(editor).toBeFocused()
      await page.keyboard.type(".")
      await expect(editor).toContainText("Leia o guia e quem somos.")
      await expect(editor.getByRole("link", { name: "quem somos" })).toHaveText("quem somos")

      await chooseStatus(page, "Publicado")
      await saveAndExpect(page, "Post criado com sucesso!")
      await page.goto(`/convergindo/${slug}`)
      const main = page.getByRole("main")
      await expect(main.getByRole("link", { name: "guia", exact: true })).toHaveAttribute("target", "_blank")
      await expect(main.getByRole("link", { name: "guia", exact: true })).toHaveAttribute("rel", "noopener noreferrer")
      await expect(main.getByRole("link", { name: "quem somos" })).toHaveAttribute("href", "/sobre")
      await expect(main.getByRole("link", { name: "quem somos" })).not.toHaveAttribute("target")
    } finally {
      await removePostAndImages(slug, [])
    }
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
