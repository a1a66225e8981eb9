import { type Page } from "@playwright/test"
import { dateToSaoPauloLocal } from "../../lib/validations/post"
import { expect, test } from "./helpers/test"
import { signInAs } from "./helpers/accounts"
import { serviceClient } from "./helpers/notifications-backend"
import { SAME_LOGIC_ON_PHONE } from "./helpers/site"

/**
 * The editor's side of scheduled posts (issue #30, defect 3): "Publicar agora" publishes a scheduled
 * post at once, and the scheduler's route runs nothing without its secret. The scheduler itself,
 * publishing a post by its time with nothing but the app server running, is scheduler.spec.ts on
 * the isolated server.
 */

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
  await dialog.getByLabel("Publicar em *").fill(dateToSaoPauloLocal(when))
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
