import { expect, test, type Page } from "@playwright/test"

import { anonRest } from "./helpers/blog-data"

/**
 * Outages, on the isolated e2e server (scripts/e2e-isolated-server.ts): its backend is stopped
 * and started again through the server's control endpoint, so the main suite never notices.
 * Each page is first requested during the outage (nothing of it is cached on that server yet),
 * then again after the backend returns, without any restart of the app.
 */
const CONTROL = "http://127.0.0.1:54342"

async function backend(action: "stop" | "start") {
  const response = await fetch(`${CONTROL}/backend/${action}`, { method: "POST" })
  expect(response.status, `backend ${action}`).toBe(204)
}

const destructiveToast = (page: Page, text: string) =>
  page.getByRole("region", { name: /^Notificações/ }).getByText(text).first()

test.describe.configure({ mode: "serial" })

test.describe("when the backend is down", () => {
  let slug = ""

  test.beforeAll(async () => {
    // Same migrations and seed as the main backend: the same published posts.
    const [post] = await anonRest<{ slug: string }[]>(
      "blog_posts?select=slug&status=eq.published&order=published_at.desc&limit=1"
    )
    slug = post?.slug ?? ""
    expect(slug).not.toBe("")
    await backend("stop")
  })

  test.afterAll(async () => {
    await backend("start")
  })

  test("the feed answers the fallback feed, never cached", async ({ request }) => {
    const started = Date.now()
    const response = await request.get("/rss")
    expect(response.status()).toBe(503)
    expect(response.headers()["cache-control"]).toBe("no-store")
    expect(response.headers()["content-type"]).toContain("xml")
    const xml = await response.text()
    expect(xml).toContain("<title>Feed temporariamente indisponível</title>")
    expect(xml).toContain("Tente novamente em alguns minutos")
    expect(xml).not.toContain("<item>")
    // Refused connections fail fast: no request waits on a backend that is not there.
    expect(Date.now() - started).toBeLessThan(15_000)
  })

  test("the blog list shows its error and the toast", async ({ page }) => {
    await page.goto("/convergindo")
    await expect(page.getByRole("main").getByText("Não foi possível carregar os posts do blog")).toBeVisible()
    await expect(destructiveToast(page, "Não foi possível carregar os posts do blog")).toBeVisible()
  })

  test("a post shows the toast and the not-found view", async ({ page }) => {
    await page.goto(`/convergindo/${slug}`)
    await expect(destructiveToast(page, "Não foi possível carregar o post")).toBeVisible()
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Post não encontrado")
  })

  test("static pages still render", async ({ page }) => {
    for (const path of ["/", "/sobre"]) {
      const response = await page.goto(path)
      expect(response?.status(), path).toBe(200)
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible()
    }
  })

  test("everything recovers by itself once the backend is back", async ({ page, request }) => {
    await backend("start")
    await expect
      .poll(async () => (await request.get("/rss")).status(), { timeout: 30_000, intervals: [500, 1000, 2000] })
      .toBe(200)
    expect(await (await request.get("/rss")).text()).toContain("<item>")

    await expect(async () => {
      await page.goto("/convergindo")
      await expect(page.getByRole("main").getByRole("article").first()).toBeVisible({ timeout: 2_000 })
    }).toPass({ timeout: 30_000 })

    await expect(async () => {
      const response = await page.goto(`/convergindo/${slug}`)
      expect(response?.status()).toBe(200)
      await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("Post não encontrado", { timeout: 2_000 })
    }).toPass({ timeout: 30_000 })
  })
})
