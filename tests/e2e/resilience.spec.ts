import { type Page } from "@playwright/test"
import { E2E_ISOLATED_CONTROL_URL, E2E_ISOLATED_SUPABASE_URL } from "../../scripts/lib/e2e-hosts.mjs"
import { expect, test } from "./helpers/test"

import { LOCAL_SERVICE_ROLE_KEY } from "../../supabase/local/config"
import { anonRest } from "./helpers/blog-data"

/**
 * Outages, on the isolated e2e server (scripts/e2e-isolated-server.ts): its backend is stopped
 * and started again through the server's control endpoint, so the main suite never notices.
 * Both servers share the build's page cache (.next), so a page the main suite rendered may be
 * served from it: the error views are checked on a post published on this backend alone, then
 * everything again after the backend returns, without any restart of the app.
 */
const CONTROL = E2E_ISOLATED_CONTROL_URL
const ISOLATED_BACKEND = E2E_ISOLATED_SUPABASE_URL

async function backend(action: "stop" | "start") {
  const response = await fetch(`${CONTROL}/backend/${action}`, { method: "POST" })
  expect(response.status, `backend ${action}`).toBe(204)
}

/** A published post on the isolated backend only: no server has ever rendered or cached it. */
async function publishUnseenPost() {
  const slug = `resiliencia-${Date.now()}`
  const response = await fetch(`${ISOLATED_BACKEND}/rest/v1/blog_posts`, {
    method: "POST",
    headers: {
      apikey: LOCAL_SERVICE_ROLE_KEY,
      Authorization: `Bearer ${LOCAL_SERVICE_ROLE_KEY}`,
      "Content-Type": "application/json",
    },
    body: JSON.stringify({
      title: "Post de resiliência",
      slug,
      content: "<p>Escrito para o teste de queda do backend.</p>",
      status: "published",
      published_at: new Date().toISOString(),
    }),
  })
  expect(response.status).toBe(201)
  return slug
}

const destructiveToast = (page: Page, text: string) =>
  page
    .getByRole("region", { name: /^Notificações/ })
    .getByText(text)
    .first()

// Each run searches for something no earlier run asked for, so the answer cannot come from a cache.
const SEARCH_TERM = `queda${Date.now().toString(36)}`

test.describe.configure({ mode: "serial" })

test.describe("when the backend is down", () => {
  let cachedSlug = ""
  let unseenSlug = ""

  test.beforeAll(async ({ request }) => {
    // Read on this server's own backend: the main suite publishes posts of its own on the other one.
    const [post] = await anonRest<{ slug: string }[]>(
      "blog_posts?select=slug&status=eq.published&order=published_at.desc&limit=1",
      ISOLATED_BACKEND
    )
    cachedSlug = post?.slug ?? ""
    expect(cachedSlug).not.toBe("")
    // Rendered (and so cached) while the backend is up.
    expect((await request.get(`/convergindo/${cachedSlug}`)).status()).toBe(200)
    unseenSlug = await publishUnseenPost()
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

  test("the unfiltered blog list shows its cached page, or the list's error when it has none", async ({ page }) => {
    // Cached unless a post changed meanwhile: the servers share .next, and other specs edit posts.
    const response = await page.goto("/convergindo")
    const main = page.getByRole("main")
    if (response?.status() === 200 && (await main.getByRole("article").count()) > 0) return
    // Rendered during the outage: the list's own error (spec section 8), sent with a 5xx status so
    // no crawler or cache keeps it as the page.
    expect(response?.status()).toBeGreaterThanOrEqual(500)
    await expect(main.getByText("Não foi possível carregar os posts do blog")).toBeVisible()
    await expect(main.getByRole("link", { name: "Tentar novamente" })).toBeVisible()
  })

  test("a search never made before shows the list's error and the toast", async ({ page }) => {
    await page.goto(`/convergindo?busca=${SEARCH_TERM}`)
    await expect(page.getByRole("main").getByText("Não foi possível carregar os posts do blog")).toBeVisible()
    await expect(destructiveToast(page, "Não foi possível carregar os posts do blog")).toBeVisible()
  })

  test("a post never rendered before shows the toast and the not-found view", async ({ page }) => {
    await page.goto(`/convergindo/${unseenSlug}`)
    await expect(destructiveToast(page, "Não foi possível carregar o post")).toBeVisible()
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Post não encontrado")
  })

  test("a post rendered before the outage is still served from the cache", async ({ page }) => {
    const response = await page.goto(`/convergindo/${cachedSlug}`)
    expect(response?.status()).toBe(200)
    await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("Post não encontrado")
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
      await page.goto(`/convergindo?busca=${SEARCH_TERM}`)
      await expect(page.getByText("Nenhum post encontrado com os filtros aplicados")).toBeVisible({ timeout: 2_000 })
    }).toPass({ timeout: 30_000 })

    // The backend restarted from its snapshot, without the unseen post: it is now a plain 404.
    await expect(async () => {
      const response = await page.goto(`/convergindo/${unseenSlug}`)
      expect(response?.status()).toBe(404)
    }).toPass({ timeout: 30_000 })
    await expect(async () => {
      const response = await page.goto(`/convergindo/${cachedSlug}`)
      expect(response?.status()).toBe(200)
      await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("Post não encontrado", { timeout: 2_000 })
    }).toPass({ timeout: 30_000 })
  })
})
