import { type Page } from "@playwright/test"
import { expect, test } from "./helpers/test"
import { signInAs } from "./helpers/accounts"
import { serviceClient } from "./helpers/notifications-backend"
import { SAME_LOGIC_ON_PHONE } from "./helpers/site"

/**
 * Scheduled posts go public by themselves (issue #30, defect 3): nothing but the app server runs,
 * and its own scheduler (lib/scheduler/ticker.mjs, every 5 s on the e2e server: scripts/e2e-server.mjs)
 * publishes the post within 60 s of its time on its page, the blog list, the feed and the sitemap.
 * "Publicar agora" publishes a scheduled post at once. No test calls the scheduler's route itself.
 */

// The public end of the requirement: within 60 s of the post's time.
const WITHIN_MS = 60_000

/** A moment as the editor's date-time field takes it: "2026-11-27T09:05", São Paulo time. */
function saoPauloLocal(at: Date) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-CA", {
      timeZone: "America/Sao_Paulo",
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
    })
      .formatToParts(at)
      .map((part) => [part.type, part.value])
  )
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`
}

/**
 * The first whole minute at least 20 s from now. The editor's field holds minutes, not seconds,
 * and saving refuses a time already past, so the test schedules as she would: for the next minute
 * that leaves time to save. The post is then due 20 to 80 s ahead, never in the past when saved.
 */
const nextWholeMinute = (leadMs = 20_000) => new Date(Math.ceil((Date.now() + leadMs) / 60_000) * 60_000)

async function postBySlug(slug: string) {
  const { data } = await serviceClient()
    .from("blog_posts")
    .select("id, status, published_at")
    .eq("slug", slug)
    .maybeSingle()
  return data
}

const removePost = (slug: string) => serviceClient().from("blog_posts").delete().eq("slug", slug)

/** Writes a new post in the editor and saves it scheduled for `at`; answers its slug. */
async function schedulePost(page: Page, title: string, at: () => Date) {
  await page.goto("/admin/blog")
  await expect(page.getByRole("heading", { level: 1, name: "Editor de Blog" })).toBeVisible()
  await page.getByRole("button", { name: "Novo Post" }).click()
  const dialog = page.getByRole("dialog", { name: "Novo Post" })
  await dialog.getByLabel("Título *").fill(title)
  const slug = await dialog.getByLabel("Slug (endereço do post)").inputValue()
  await dialog.getByRole("textbox", { name: "Conteúdo *" }).click()
  await page.keyboard.type("Publicado pelo agendador do próprio app.")
  await dialog.getByRole("combobox", { name: "Status" }).click()
  await page.getByRole("option", { name: "Agendado" }).click()
  // Only offered for a post saved as scheduled.
  await expect(dialog.getByRole("button", { name: "Publicar agora" })).toHaveCount(0)
  const when = at()
  await dialog.getByLabel("Publicar em *").fill(saoPauloLocal(when))
  await dialog.getByRole("button", { name: "Criar post" }).click()
  await expect(page.getByText("Post agendado com sucesso!").first()).toBeVisible()
  await expect(dialog).toBeHidden()
  const stored = await postBySlug(slug)
  // Typed in São Paulo time, stored in UTC, to the minute she chose.
  expect(new Date(stored!.published_at!).getTime()).toBe(when.getTime())
  return { slug, when }
}

const bodyOf = async (page: Page, path: string) => (await page.request.get(path)).text()

test.describe("scheduled posts (issue #30)", () => {
  test.beforeEach(async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== "desktop", SAME_LOGIC_ON_PHONE)
    await signInAs(page, "admin")
  })

  test("go public by themselves within a minute of their time: page, blog list, RSS and sitemap", async ({ page }) => {
    // Up to 80 s until the post's time, then up to 60 s for the scheduler, and the editor around it.
    test.setTimeout(240_000)
    const title = `Agendado sozinho ${Date.now()}`
    let slug = ""
    try {
      const scheduled = await schedulePost(page, title, () => nextWholeMinute())
      slug = scheduled.slug
      const due = scheduled.when.getTime()

      // Every answer of the post's page, timed when it came back: 404 until the scheduler publishes it.
      const answers: { at: number; status: number }[] = []
      await expect
        .poll(
          async () => {
            const status = (await page.request.get(`/convergindo/${slug}`)).status()
            answers.push({ at: Date.now(), status })
            return status
          },
          { timeout: Math.max(due + WITHIN_MS - Date.now(), 5_000), intervals: [1_000] }
        )
        .toBe(200)
      const publicAt = answers.at(-1)!.at
      expect(answers.slice(0, -1).every((answer) => answer.status === 404)).toBe(true)
      expect(publicAt).toBeGreaterThanOrEqual(due)
      expect(publicAt - due).toBeLessThanOrEqual(WITHIN_MS)
      expect((await postBySlug(slug))?.status).toBe("published")
      expect(await bodyOf(page, `/convergindo/${slug}`)).toContain("Publicado pelo agendador do próprio app.")

      // The lists, the feed and the sitemap follow within the same minute (the posts cache tag expired).
      const rest = { timeout: Math.max(due + WITHIN_MS - Date.now(), 5_000) }
      await expect.poll(async () => (await bodyOf(page, "/convergindo")).includes(title), rest).toBe(true)
      await expect.poll(async () => (await bodyOf(page, "/rss")).includes(title), rest).toBe(true)
      await expect
        .poll(async () => (await bodyOf(page, "/sitemap.xml")).includes(`/convergindo/${slug}</loc>`), rest)
        .toBe(true)
    } finally {
      if (slug) await removePost(slug)
    }
  })

  test('"Publicar agora" publishes a scheduled post at once', async ({ page }) => {
    test.setTimeout(90_000)
    const title = `Publicar agora ${Date.now()}`
    let slug = ""
    try {
      // Tomorrow: nothing but the button can publish it during this test.
      const scheduled = await schedulePost(page, title, () => new Date(nextWholeMinute().getTime() + 24 * 3_600_000))
      slug = scheduled.slug
      const row = page.getByRole("row", { name: new RegExp(title) })
      await expect(row).toContainText("Agendado")
      expect((await page.request.get(`/convergindo/${slug}`)).status()).toBe(404)

      await row.getByRole("button", { name: /Editar/ }).click()
      const dialog = page.getByRole("dialog", { name: "Editar Post" })
      await expect(dialog.getByRole("textbox", { name: "Conteúdo *" })).toBeVisible()
      const clickedAt = Date.now()
      await dialog.getByRole("button", { name: "Publicar agora" }).click()
      await expect(page.getByText("Post atualizado com sucesso!").first()).toBeVisible()
      await expect(dialog).toBeHidden()
      await expect(page.getByRole("row", { name: new RegExp(title) })).toContainText("Publicado")

      // Published by the save itself, dated now rather than tomorrow.
      const stored = await postBySlug(slug)
      expect(stored?.status).toBe("published")
      const publishedAt = new Date(stored!.published_at!).getTime()
      expect(publishedAt).toBeGreaterThanOrEqual(clickedAt - 1_000)
      expect(publishedAt).toBeLessThan(scheduled.when.getTime() - 23 * 3_600_000)
      await expect.poll(async () => (await page.request.get(`/convergindo/${slug}`)).status()).toBe(200)
      await expect.poll(async () => (await bodyOf(page, "/convergindo")).includes(title)).toBe(true)
      await expect.poll(async () => (await bodyOf(page, "/rss")).includes(title)).toBe(true)
    } finally {
      if (slug) await removePost(slug)
    }
  })

  test("the scheduler's route runs nothing without the cron secret", async ({ page }) => {
    const attempts: Record<string, string>[] = [{}, { authorization: "Bearer forged-secret-forged-secret" }]
    for (const headers of attempts) {
      expect((await page.request.post("/api/cron", { headers, data: {} })).status()).toBe(401)
      expect((await page.request.get("/api/cron", { headers })).status()).toBe(401)
    }
  })
})
