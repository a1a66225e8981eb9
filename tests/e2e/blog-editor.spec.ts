import { type Page } from "@playwright/test"
import { E2E_CRON_SECRET } from "../../scripts/lib/e2e-hosts.mjs"
import { signPreviewToken } from "../../lib/preview-token"
import { dateToSaoPauloLocal } from "../../lib/validations/post"
import { expect, test } from "./helpers/test"
import { expectNoA11yViolations } from "./helpers/a11y"
import { signInAs } from "./helpers/accounts"
import { serviceClient } from "./helpers/notifications-backend"

/**
 * The blog editor of issue #24: word count, autosave (with its retries and the browser's own copy),
 * revisions, preview links and scheduled publishing, driven as an editor would in the browser.
 * Scheduled publishing moves the post's time and calls the scheduler's route: nothing waits for a clock.
 */

// scripts/with-local-backend.mjs: the e2e server's public test value.
const PREVIEW_SECRET = "local-preview-token-secret-for-development-only"
const EDITOR_ID = "00000000-0000-4000-a000-000000000002"

const SAO_PAULO_TIME = new Intl.DateTimeFormat("pt-BR", {
  hour: "2-digit",
  minute: "2-digit",
  timeZone: "America/Sao_Paulo",
})

/** "2026-11-25T09:00" in São Paulo, `minutes` from now, as the editor's date-time field takes it. */
const saoPauloLocal = (minutes: number) => dateToSaoPauloLocal(new Date(Date.now() + minutes * 60_000))

async function openEditor(page: Page) {
  await page.goto("/admin/blog")
  await expect(page.getByRole("heading", { level: 1, name: "Editor de Blog" })).toBeVisible()
}

async function newPost(page: Page, title: string) {
  await page.getByRole("button", { name: "Novo Post" }).click()
  const dialog = page.getByRole("dialog", { name: "Novo Post" })
  await dialog.getByLabel("Título *").fill(title)
  const slug = await dialog.getByLabel("Slug (endereço do post)").inputValue()
  return { dialog, slug }
}

async function editPost(page: Page, title: string) {
  await page
    .getByRole("row", { name: new RegExp(title) })
    .getByRole("button", { name: /Editar/ })
    .click()
  const dialog = page.getByRole("dialog", { name: "Editar Post" })
  await expect(dialog.getByRole("textbox", { name: "Conteúdo *" })).toBeVisible()
  return dialog
}

async function postBySlug(slug: string) {
  const { data } = await serviceClient()
    .from("blog_posts")
    .select("id, title, status, content, published_at")
    .eq("slug", slug)
    .maybeSingle()
  return data
}

const removePost = (slug: string) => serviceClient().from("blog_posts").delete().eq("slug", slug)

/** Server actions are POSTs to the page carrying a Next-Action header: these fail as if offline. */
async function goOffline(page: Page) {
  await page.route("**/admin/blog**", async (route) => {
    const request = route.request()
    if (request.method() === "POST" && request.headers()["next-action"]) await route.abort("internetdisconnected")
    else await route.continue()
  })
}

test.describe("the blog editor (issue #24)", () => {
  test.beforeEach(async ({ page }) => {
    await signInAs(page, "editor")
  })

  test("counts words and reading time as she writes", async ({ page }) => {
    await openEditor(page)
    const { dialog } = await newPost(page, "")
    await expect(dialog.getByText("0 palavras")).toBeVisible()
    await dialog.getByRole("textbox", { name: "Conteúdo *" }).click()
    await page.keyboard.type("Três palavras aqui")
    await expect(dialog.getByText("3 palavras · 1 min de leitura")).toBeVisible()
    // The SEO counters stay.
    await expect(dialog.getByText("0/60 caracteres")).toBeVisible()
    await expect(dialog.getByText("0/160 caracteres")).toBeVisible()
  })

  test("autosaves a draft, retries when the network fails, and lists it after closing", async ({ page }, testInfo) => {
    test.setTimeout(90_000)
    const title = `Autosave ${testInfo.project.name} ${Date.now()}`
    await openEditor(page)
    const { dialog, slug } = await newPost(page, title)
    try {
      await dialog.getByRole("textbox", { name: "Conteúdo *" }).click()
      await page.keyboard.type("Texto salvo sem clicar em nada.")
      await expect(dialog.getByText(/^Salvo às \d{2}:\d{2}$/)).toBeVisible({ timeout: 15_000 })
      const shown = (await dialog.getByText(/^Salvo às/).textContent())!.replace("Salvo às ", "")
      // São Paulo time, whatever the computer's zone (a minute may turn between the two readings).
      const now = Date.now()
      expect([now - 60_000, now].map((t) => SAO_PAULO_TIME.format(t))).toContain(shown)
      await expect.poll(async () => (await postBySlug(slug))?.content).toBe("<p>Texto salvo sem clicar em nada.</p>")
      expect((await postBySlug(slug))?.status).toBe("draft")

      await goOffline(page)
      await page.keyboard.type(" Escrito sem rede.")
      await expect(dialog.getByText(/Sem conexão: rascunho guardado neste navegador/)).toBeVisible({
        timeout: 15_000,
      })
      await page.unroute("**/admin/blog**")
      await expect
        .poll(async () => (await postBySlug(slug))?.content, { timeout: 30_000 })
        .toBe("<p>Texto salvo sem clicar em nada. Escrito sem rede.</p>")
      await expect(dialog.getByText(/^Salvo às \d{2}:\d{2}$/)).toBeVisible()

      // Closed without "Criar post": the draft is in the list all the same, created once.
      await dialog.getByRole("button", { name: "Cancelar" }).click()
      await expect(page.getByRole("row", { name: new RegExp(title) })).toHaveCount(1)
      await expect(page.getByRole("row", { name: new RegExp(title) })).toContainText("Rascunho")
    } finally {
      await removePost(slug)
    }
  })

  test("a new post's first save updates its autosaved draft instead of making a second one", async ({
    page,
  }, testInfo) => {
    const title = `Criado uma vez ${testInfo.project.name} ${Date.now()}`
    await openEditor(page)
    const { dialog, slug } = await newPost(page, title)
    try {
      await dialog.getByRole("textbox", { name: "Conteúdo *" }).click()
      await page.keyboard.type("Primeira versão.")
      await expect(dialog.getByText(/^Salvo às/)).toBeVisible({ timeout: 15_000 })
      await dialog.getByRole("button", { name: "Criar post" }).click()
      await expect(page.getByText("Post criado com sucesso!").first()).toBeVisible()
      await expect(page.getByRole("row", { name: new RegExp(title) })).toHaveCount(1)
      const { count } = await serviceClient()
        .from("blog_posts")
        .select("id", { count: "exact", head: true })
        .like("slug", `${slug}%`)
      expect(count).toBe(1)
    } finally {
      await removePost(slug)
    }
  })

  test("keeps unsaved edits in the browser and offers them back", async ({ page }, testInfo) => {
    test.setTimeout(90_000)
    const title = `Cópia local ${testInfo.project.name} ${Date.now()}`
    const slug = title
      .toLowerCase()
      .normalize("NFD")
      .replace(/[\u0300-\u036f]/g, "")
      .replace(/[^a-z0-9]+/g, "-")
    const { error } = await serviceClient()
      .from("blog_posts")
      .insert({ title, slug, content: "<p>Texto do servidor.</p>", status: "draft" })
    expect(error).toBeNull()
    try {
      await openEditor(page)
      // The network is gone before the autosave: only the browser has the new words.
      await goOffline(page)
      let dialog = await editPost(page, title)
      await dialog.getByRole("textbox", { name: "Conteúdo *" }).click()
      await page.keyboard.press("ControlOrMeta+End")
      await page.keyboard.type(" Frase que só o navegador guardou.")
      await expect(dialog.getByText(/Sem conexão/)).toBeVisible({ timeout: 15_000 })
      // The tab is closed and opened again (the network comes back only after, so no retry wins).
      await page.reload()
      await page.unroute("**/admin/blog**")
      await expect(page.getByRole("heading", { level: 1, name: "Editor de Blog" })).toBeVisible()
      expect((await postBySlug(slug))?.content).toBe("<p>Texto do servidor.</p>")

      dialog = await editPost(page, title)
      const notice = dialog.getByRole("region", { name: "Cópia local" })
      await expect(notice).toContainText("Há alterações deste post guardadas só neste navegador")
      await expectNoA11yViolations(page, "/admin/blog local copy")
      await notice.getByRole("button", { name: "Restaurar cópia local" }).click()
      await expect(notice).toBeHidden()
      const editor = dialog.getByRole("textbox", { name: "Conteúdo *" })
      await expect(editor).toContainText("Texto do servidor. Frase que só o navegador guardou.")
      // Restored text is an edit like any other: the draft saves itself.
      await expect
        .poll(async () => (await postBySlug(slug))?.content, { timeout: 20_000 })
        .toBe("<p>Texto do servidor. Frase que só o navegador guardou.</p>")

      // Discarding: a copy made while offline again, then thrown away.
      await dialog.getByRole("button", { name: "Cancelar" }).click()
      await goOffline(page)
      dialog = await editPost(page, title)
      await dialog.getByLabel("Resumo").fill("Resumo que será descartado")
      await expect(dialog.getByText(/Sem conexão/)).toBeVisible({ timeout: 15_000 })
      await page.reload()
      await page.unroute("**/admin/blog**")
      dialog = await editPost(page, title)
      await dialog.getByRole("region", { name: "Cópia local" }).getByRole("button", { name: "Descartar" }).click()
      await expect(dialog.getByLabel("Resumo")).toHaveValue("")
      await dialog.getByRole("button", { name: "Cancelar" }).click()
      dialog = await editPost(page, title)
      await expect(dialog.getByRole("region", { name: "Cópia local" })).toHaveCount(0)
    } finally {
      await removePost(slug)
    }
  })

  test("lists saved versions with author and time, and restores one into the form", async ({ page }, testInfo) => {
    test.setTimeout(90_000)
    const title = `Versões ${testInfo.project.name} ${Date.now()}`
    await openEditor(page)
    const { dialog, slug } = await newPost(page, title)
    try {
      const editor = dialog.getByRole("textbox", { name: "Conteúdo *" })
      await editor.click()
      await page.keyboard.type("Versão um.")
      await dialog.getByRole("button", { name: "Criar post" }).click()
      await expect(page.getByText("Post criado com sucesso!").first()).toBeVisible()
      const post = (await postBySlug(slug))!

      const reopened = await editPost(page, title)
      await reopened.getByRole("textbox", { name: "Conteúdo *" }).click()
      await page.keyboard.press("ControlOrMeta+End")
      await page.keyboard.type(" Versão dois.")
      await expect
        .poll(async () => (await postBySlug(slug))?.content, { timeout: 20_000 })
        .toBe("<p>Versão um. Versão dois.</p>")

      const revisionCount = async () =>
        (
          await serviceClient()
            .from("blog_post_revisions")
            .select("id", { count: "exact", head: true })
            .eq("post_id", post.id)
        ).count ?? 0
      // At least the created version and the autosaved one (an autosave may also have caught the title alone).
      const before = await revisionCount()
      expect(before).toBeGreaterThanOrEqual(2)
      const history = reopened.getByRole("region", { name: "Histórico de versões" })
      await history.getByRole("button", { name: "Ver versões" }).click()
      const versions = history.getByRole("list", { name: "Versões salvas" }).getByRole("listitem")
      await expect(versions).toHaveCount(before)
      await expect(versions.first()).toContainText("Marina Albuquerque")
      await expect(versions.first()).toContainText("(atual)")
      await expect(versions.first()).toContainText(/\d{2}\/\d{2}\/\d{4},? \d{2}:\d{2}/)
      // The creation's toast has gone first: on a phone it sits by the dialog's close button.
      await expect(page.getByText("Post criado com sucesso!")).toHaveCount(0, { timeout: 15_000 })
      await expectNoA11yViolations(page, "/admin/blog revisions")

      await versions
        .nth(1)
        .getByRole("button", { name: /^Restaurar a versão de/ })
        .click()
      await expect(reopened.getByRole("textbox", { name: "Conteúdo *" })).toHaveText("Versão um.")
      await expect(reopened.getByLabel("Título *")).toHaveValue(title)
      await reopened.getByRole("button", { name: "Salvar alterações" }).click()
      await expect(page.getByText("Post atualizado com sucesso!").first()).toBeVisible()
      expect((await postBySlug(slug))?.content).toBe("<p>Versão um.</p>")
      // The restored version saved is a new version, the newest.
      expect(await revisionCount()).toBe(before + 1)
    } finally {
      await removePost(slug)
    }
  })

  test("shares a preview link a reviewer without an account can open, until it expires", async ({
    page,
    browser,
  }, testInfo) => {
    test.setTimeout(90_000)
    const title = `Prévia ${testInfo.project.name} ${Date.now()}`
    await openEditor(page)
    const { dialog, slug } = await newPost(page, title)
    const reviewer = await browser.newContext()
    try {
      await dialog.getByLabel("Resumo").fill("Resumo da prévia.")
      await dialog.getByRole("textbox", { name: "Conteúdo *" }).click()
      await page.keyboard.type("Conteúdo que ainda não é público.")
      // The link shows what is saved: a pending draft saves itself first.
      await dialog.getByRole("button", { name: "Gerar link de pré-visualização" }).click()
      const field = dialog.getByLabel("Link de pré-visualização")
      await expect(field).toHaveValue(/\/previa\/[A-Za-z0-9_-]+\.[0-9a-z]+\.[A-Za-z0-9_-]+$/)
      await expect(dialog.getByText(/^Válido até \d{2}\/\d{2}\/\d{4}/)).toBeVisible()
      const url = await field.inputValue()
      expect((await postBySlug(slug))?.status).toBe("draft")

      const guest = await reviewer.newPage()
      const response = await guest.goto(url)
      expect(response?.status()).toBe(200)
      const cacheControl = response?.headers()["cache-control"] ?? ""
      expect(cacheControl).toContain("private")
      expect(cacheControl).toContain("no-store")
      await expect(guest.getByRole("heading", { level: 1, name: title })).toBeVisible()
      await expect(guest.getByRole("note", { name: "Pré-visualização" })).toContainText("Rascunho")
      await expect(guest.getByRole("main")).toContainText("Conteúdo que ainda não é público.")
      await expect(guest.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/)
      await expectNoA11yViolations(guest, "/previa")
      // The draft itself is still not public.
      expect((await guest.request.get(`/convergindo/${slug}`)).status()).toBe(404)

      const token = url.split("/previa/")[1]!
      const [id, expiry, mac] = token.split(".") as [string, string, string]
      const tampered = [
        `${id}.${(parseInt(expiry, 36) + 86_400).toString(36)}.${mac}`,
        `${id}.${expiry}.${mac.startsWith("A") ? "B" : "A"}${mac.slice(1)}`,
        `${id}.${expiry}`,
      ]
      for (const forged of tampered) {
        const refused = await guest.goto(`/previa/${forged}`)
        expect(refused?.status(), forged).toBe(404)
        await expect(guest.getByRole("heading", { level: 1, name: "Link de pré-visualização inválido" })).toBeVisible()
      }
      // A link whose time has passed, signed with the server's own secret.
      const post = (await postBySlug(slug))!
      const expired = signPreviewToken(post.id, new Date(Date.now() - 60_000), PREVIEW_SECRET)
      expect((await guest.goto(`/previa/${expired}`))?.status()).toBe(404)
      await expect(guest.getByText("Este link expirou ou não está completo.")).toBeVisible()
    } finally {
      await reviewer.close()
      await removePost(slug)
    }
  })

  test("schedules a post that goes public when the scheduler runs at its time", async ({ page }, testInfo) => {
    test.setTimeout(120_000)
    const title = `Agendado ${testInfo.project.name} ${Date.now()}`
    await openEditor(page)
    const { dialog, slug } = await newPost(page, title)
    try {
      await dialog.getByRole("textbox", { name: "Conteúdo *" }).click()
      await page.keyboard.type("Publicado pelo agendador.")
      await dialog.getByRole("combobox", { name: "Status" }).click()
      await page.getByRole("option", { name: "Agendado" }).click()
      const when = dialog.getByLabel("Publicar em *")
      await expect(when).toBeVisible()
      await expect(dialog.getByText("Horário de Brasília.", { exact: false })).toBeVisible()
      // A past time is refused, with nothing lost.
      await when.fill(saoPauloLocal(-60))
      await dialog.getByRole("button", { name: "Criar post" }).click()
      await expect(dialog.getByText("Escolha uma data e hora no futuro.").first()).toBeVisible()
      await expect(when).toHaveAttribute("aria-invalid", "true")
      await expect(dialog.getByRole("combobox", { name: "Status" })).toHaveText("Agendado")

      const local = saoPauloLocal(24 * 60)
      await when.fill(local)
      await dialog.getByRole("button", { name: "Criar post" }).click()
      await expect(page.getByText("Post agendado com sucesso!").first()).toBeVisible()
      const row = page.getByRole("row", { name: new RegExp(title) })
      await expect(row).toContainText("Agendado")
      const [day, time] = local.split("T") as [string, string]
      await expect(row).toContainText(new RegExp(`${day.split("-").reverse().join("/")},? ${time}`))

      const stored = (await postBySlug(slug))!
      expect(stored.status).toBe("scheduled")
      // Typed in São Paulo time, stored in UTC.
      expect(new Date(stored.published_at!).getTime()).toBe(new Date(`${local}:00-03:00`).getTime())
      expect((await page.request.get(`/convergindo/${slug}`)).status()).toBe(404)
      expect(await (await page.request.get("/rss")).text()).not.toContain(title)

      // A run of the scheduler before the time publishes nothing of it.
      const cron = () =>
        page.request.post("/api/mailrelay/sync", { headers: { authorization: `Bearer ${E2E_CRON_SECRET}` } })
      const early = (await (await cron()).json()) as { posts?: string[] }
      expect(early.posts).not.toContain(slug)
      expect((await postBySlug(slug))?.status).toBe("scheduled")

      // The post's time comes (moved, not waited for): the next run publishes it.
      await serviceClient()
        .from("blog_posts")
        .update({ published_at: new Date(Date.now() - 60_000).toISOString() })
        .eq("id", stored.id)
      const run = (await (await cron()).json()) as { posts?: string[] }
      expect(run.posts).toContain(slug)
      expect((await postBySlug(slug))?.status).toBe("published")
      const page200 = await page.request.get(`/convergindo/${slug}`)
      expect(page200.status()).toBe(200)
      expect(await page200.text()).toContain("Publicado pelo agendador.")
      await expect.poll(async () => (await (await page.request.get("/rss")).text()).includes(title)).toBe(true)
      await expect
        .poll(async () => (await (await page.request.get("/sitemap.xml")).text()).includes(`/convergindo/${slug}`))
        .toBe(true)
      // The author hears about it, as with any publication by someone else.
      const { data: notes } = await serviceClient()
        .from("notifications")
        .select("user_id")
        .eq("type", "post_published")
        .eq("action_url", `/convergindo/${slug}`)
      expect(notes).toEqual([{ user_id: EDITOR_ID }])
    } finally {
      await removePost(slug)
    }
  })
})
