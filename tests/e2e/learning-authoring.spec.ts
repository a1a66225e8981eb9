import { randomUUID } from "node:crypto"
import path from "node:path"

import type { Page } from "@playwright/test"
import { PDFDocument, StandardFonts } from "pdf-lib"
import { expect, test } from "./helpers/test"

import { signInAs } from "./helpers/accounts"
import { serviceClient } from "./helpers/notifications-backend"
import { isPhone, SAME_LOGIC_ON_PHONE } from "./helpers/site"

/**
 * Authoring the library (issue #36) in the browser: Marina (editora, the seed's instructor) writes
 * an article, a video and a PDF, publishes them (drafts first, "Publicar" refused until the kind's
 * content is there), builds a track, orders it by keyboard and publishes it; a visitor then sees
 * the track with the three materials in that order. A member without the role is refused, and a
 * server-side error keeps every value she typed or chose.
 */

const SEEDED_MATERIAL = "a7000000-0000-4000-a000-000000000001"
const SEEDED_SLUG = "o-que-e-mei-e-quem-pode-ser"

async function smallPdf(text: string) {
  const doc = await PDFDocument.create()
  const page = doc.addPage([300, 200])
  page.drawText(text, { x: 20, y: 100, size: 12, font: await doc.embedFont(StandardFonts.Helvetica) })
  return Buffer.from(await doc.save())
}

/** The common fields of a new material; the kind decides which content field shows. */
async function startMaterial(page: Page, title: string, kind: string) {
  await page.goto("/dashboard/ensino/novo-material")
  await page.getByRole("textbox", { name: "Título", exact: true }).fill(title)
  await page.getByLabel("Resumo", { exact: true }).fill(`Material de teste: ${title}, escrito pela instrutora.`)
  await page.getByLabel("Tipo", { exact: true }).selectOption({ label: kind })
  await page.getByLabel("Tema", { exact: true }).selectOption({ label: "Formalização e MEI" })
  await page.getByLabel("Tempo estimado (minutos)").fill("20")
}

async function saveDraft(page: Page, title: string) {
  await page.getByRole("button", { name: "Salvar rascunho" }).click()
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible()
  await expect(page).toHaveURL(/\/dashboard\/ensino\/(materiais|trilhas)\/[0-9a-f-]{36}$/)
  return page.url().split("/").pop()!
}

async function publish(page: Page, done: string) {
  await page.getByRole("button", { name: "Publicar" }).click()
  await expect(page.getByText(done, { exact: true }).first()).toBeVisible()
  await expect(page.getByRole("button", { name: "Voltar para rascunho" })).toBeVisible()
}

test.describe("an instructor authors the library", () => {
  test("an article, a video and a PDF in a track, ordered by keyboard and published", async ({
    page,
    browser,
  }, testInfo) => {
    test.skip(isPhone(testInfo), SAME_LOGIC_ON_PHONE)
    test.setTimeout(120_000)
    const tag = randomUUID().slice(0, 8)
    const titles = { article: `Artigo e2e ${tag}`, video: `Vídeo e2e ${tag}`, file: `Guia e2e ${tag}` }
    await signInAs(page, "editor")

    // The article, written in the blog's editor.
    await startMaterial(page, titles.article, "Artigo")
    const editor = page.getByRole("textbox", { name: "Texto do artigo" })
    await editor.click()
    await editor.pressSequentially("Primeiro passo: separar as contas da casa e do negócio.")
    await saveDraft(page, titles.article)
    await expect(page.getByText("Rascunho", { exact: true })).toBeVisible()
    await publish(page, "Material publicado.")

    // The video: "Publicar" is refused until its address is saved.
    await startMaterial(page, titles.video, "Vídeo")
    await saveDraft(page, titles.video)
    await page.getByRole("button", { name: "Publicar" }).click()
    await expect(page.getByText("Cole o endereço do vídeo e salve antes de publicar.").first()).toBeVisible()
    await page.getByLabel("Endereço do vídeo (YouTube ou Vimeo)").fill("https://youtu.be/dQw4w9WgXcQ")
    await page.getByRole("button", { name: "Salvar alterações" }).click()
    await expect(page.getByText("Material salvo.").first()).toBeVisible()
    await publish(page, "Material publicado.")

    // The PDF: sent straight to Storage; an HTML page named .pdf is refused by its bytes.
    await startMaterial(page, titles.file, "Arquivo")
    const fileMaterialId = await saveDraft(page, titles.file)
    const fileSection = page.getByRole("region", { name: "Arquivo" })
    await expect(fileSection.getByText("Nenhum arquivo enviado ainda.")).toBeVisible()
    await fileSection.getByLabel(/^Arquivo \(PDF/).setInputFiles({
      name: "falso.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from("<!DOCTYPE html><title>x</title><script>alert(1)</script>"),
    })
    await fileSection.getByRole("button", { name: "Enviar arquivo" }).click()
    await expect(fileSection.getByRole("alert")).toHaveText(
      "Envie um PDF, planilha (XLSX, ODS, CSV) ou documento (DOCX, ODT)."
    )
    // Refused and deleted: nothing of it stays in the bucket, and the material points at nothing.
    const { data: refused } = await serviceClient()
      .from("learning_material_contents")
      .select("file_path")
      .eq("material_id", fileMaterialId)
      .single()
    expect(refused!.file_path).toBeNull()

    await fileSection.getByLabel(/^Arquivo \(PDF/).setInputFiles({
      name: "guia-do-caixa.pdf",
      mimeType: "application/pdf",
      buffer: await smallPdf(`Guia ${tag}`),
    })
    await fileSection.getByRole("button", { name: "Enviar arquivo" }).click()
    await expect(fileSection.getByRole("status")).toHaveText("Arquivo enviado.")
    await expect(fileSection.getByText(/^Arquivo atual: guia-do-caixa\.pdf \(\d+ KB\)$/)).toBeVisible()
    const { data: stored } = await serviceClient()
      .from("learning_material_contents")
      .select("file_path, file_name, file_mime, file_size")
      .eq("material_id", fileMaterialId)
      .single()
    expect(stored).toMatchObject({ file_name: "guia-do-caixa.pdf", file_mime: "application/pdf" })
    expect(stored!.file_path).toMatch(new RegExp(`^00000000-0000-4000-a000-000000000002/${fileMaterialId}/`))
    await publish(page, "Material publicado.")

    // The track: materials added by title, then the PDF moved up by keyboard.
    const trackTitle = `Trilha e2e ${tag}`
    await page.goto("/dashboard/ensino/nova-trilha")
    await page.getByRole("textbox", { name: "Título", exact: true }).fill(trackTitle)
    await page.getByLabel("Resumo", { exact: true }).fill("Uma trilha montada nos testes de navegador.")
    await saveDraft(page, trackTitle)
    const items = page.getByRole("region", { name: "Materiais da trilha" })
    // Publishing an empty track is refused.
    await page.getByRole("button", { name: "Publicar" }).click()
    await expect(page.getByText("Inclua na trilha pelo menos um material publicado").first()).toBeVisible()
    const search = items.getByLabel("Adicionar material (busque pelo título)")
    for (const title of [titles.article, titles.video, titles.file]) {
      await search.fill(title)
      await items.getByRole("button", { name: `Adicionar ${title}` }).click()
    }
    const list = items.getByRole("list", { name: "Materiais da trilha, em ordem" })
    await expect(list.getByRole("listitem")).toHaveCount(3)
    const up = list.getByRole("button", { name: `Subir ${titles.file}` })
    await up.focus()
    await page.keyboard.press("Enter")
    // Focus stays with the moved item, so pressing again keeps moving it.
    await expect(list.getByRole("button", { name: `Subir ${titles.file}` })).toBeFocused()
    await expect(list.getByRole("listitem").nth(1)).toContainText(titles.file)
    await items.getByRole("button", { name: "Salvar materiais" }).click()
    await expect(page.getByText("Ordem da trilha salva.").first()).toBeVisible()
    await publish(page, "Trilha publicada.")
    const trackId = page.url().split("/").pop()!
    const { data: track } = await serviceClient()
      .from("learning_tracks")
      .select("slug, status, items:learning_track_items(position, material:learning_materials(title))")
      .eq("id", trackId)
      .single()
    expect(track!.status).toBe("published")
    const ordered = [...track!.items].sort((a, b) => a.position - b.position).map((item) => item.material?.title)
    expect(ordered).toEqual([titles.article, titles.file, titles.video])

    // A visitor sees the track with the three materials, in that order.
    const visitor = await browser.newContext()
    const visitorPage = await visitor.newPage()
    await visitorPage.goto(`/aprender/trilhas/${track!.slug}`)
    await expect(visitorPage.getByRole("heading", { level: 1, name: trackTitle })).toBeVisible()
    const main = visitorPage.getByRole("main")
    for (const title of Object.values(titles)) await expect(main.getByRole("link", { name: title })).toBeVisible()
    const text = (await main.textContent()) ?? ""
    expect(text.indexOf(titles.article)).toBeLessThan(text.indexOf(titles.file))
    expect(text.indexOf(titles.file)).toBeLessThan(text.indexOf(titles.video))
    await visitor.close()
  })

  test("a server-side error keeps every value she typed and chose", async ({ page }, testInfo) => {
    test.skip(isPhone(testInfo), SAME_LOGIC_ON_PHONE)
    await signInAs(page, "editor")
    const title = `Endereço repetido ${randomUUID().slice(0, 8)}`
    await page.goto("/dashboard/ensino/novo-material")
    await page.getByRole("textbox", { name: "Título", exact: true }).fill(title)
    // The seed's first material already has this address: only the database can tell (23505).
    await page.getByLabel("Endereço (opcional)").fill(SEEDED_SLUG)
    await page.getByLabel("Resumo", { exact: true }).fill("Um resumo que precisa continuar aqui depois do erro.")
    await page.getByLabel("Tema", { exact: true }).selectOption("vendas")
    await page.getByLabel("Nível", { exact: true }).selectOption("avancado")
    await page.getByLabel("Tempo estimado (minutos)").fill("25")
    await page.getByRole("radio", { name: "Só para membros" }).check()
    const editor = page.getByRole("textbox", { name: "Texto do artigo" })
    await editor.click()
    await editor.pressSequentially("Texto que não pode sumir.")
    const cover = page.getByLabel(/^Capa \(JPEG/)
    await cover.setInputFiles(path.join(import.meta.dirname, "../../public/images/logo.png"))
    await page.getByLabel("Descrição da capa (texto alternativo)").fill("Logo da rede")
    await page.getByRole("button", { name: "Salvar rascunho" }).click()

    await expect(page.getByText("Este endereço já está em uso. Escolha outro.").first()).toBeVisible()
    await expect(page).toHaveURL(/\/dashboard\/ensino\/novo-material$/)
    await expect(page.getByRole("textbox", { name: "Título", exact: true })).toHaveValue(title)
    await expect(page.getByLabel("Endereço (opcional)")).toHaveValue(SEEDED_SLUG)
    await expect(page.getByLabel("Resumo", { exact: true })).toHaveValue(
      "Um resumo que precisa continuar aqui depois do erro."
    )
    await expect(page.getByLabel("Tipo", { exact: true })).toHaveValue("article")
    await expect(page.getByLabel("Tema", { exact: true })).toHaveValue("vendas")
    await expect(page.getByLabel("Nível", { exact: true })).toHaveValue("avancado")
    await expect(page.getByLabel("Tempo estimado (minutos)")).toHaveValue("25")
    await expect(page.getByRole("radio", { name: "Só para membros" })).toBeChecked()
    await expect(editor).toContainText("Texto que não pode sumir.")
    expect(await cover.evaluate((input: HTMLInputElement) => input.files?.[0]?.name)).toBe("logo.png")
    await expect(page.getByLabel("Descrição da capa (texto alternativo)")).toHaveValue("Logo da rede")
    const { data: created } = await serviceClient().from("learning_materials").select("id").eq("title", title)
    expect(created).toEqual([])
  })
})

test.describe("a member without the instructor role", () => {
  test("sees the notice, and another's edit page is not found", async ({ page }, testInfo) => {
    test.skip(isPhone(testInfo), SAME_LOGIC_ON_PHONE)
    await signInAs(page, "member")
    await expect(page.getByRole("link", { name: "Abrir Ensino" })).toHaveCount(0)
    await page.goto("/dashboard/ensino")
    await expect(page.getByRole("heading", { level: 1, name: "Área de instrutoras" })).toBeVisible()
    await page.goto("/dashboard/ensino/novo-material")
    await expect(page.getByRole("heading", { level: 1, name: "Área de instrutoras" })).toBeVisible()
    await expect(page.getByRole("button", { name: "Salvar rascunho" })).toHaveCount(0)
    const edit = await page.goto(`/dashboard/ensino/materiais/${SEEDED_MATERIAL}`)
    expect(edit?.status()).toBe(404)
  })
})
