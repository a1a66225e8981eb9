import { E2E_ISOLATED_SUPABASE_URL } from "../../scripts/lib/e2e-hosts.mjs"
import { expect, test } from "./helpers/test"

import { LOCAL_SERVICE_ROLE_KEY } from "../../supabase/local/config"

/**
 * Scheduled posts go public by themselves (issue #30, defect 3), with nothing running but the app
 * server as `npm start` runs it: the isolated e2e server (scripts/e2e-isolated-server.ts) ticks its
 * own scheduler every 5 s (lib/scheduler/ticker.mjs), and nothing here calls the scheduler's route.
 * The post is scheduled 20 s ahead on that server's own backend, so no other spec sees it; the
 * editor's scheduling form and "Publicar agora" are covered on the main server
 * (scheduled-post.spec.ts, blog-editor.spec.ts).
 */
const BACKEND = E2E_ISOLATED_SUPABASE_URL
// What the editor promises: public at its time, give or take one run of the scheduler.
const WITHIN_MS = 60_000
const LEAD_MS = 20_000

const serviceHeaders = {
  apikey: LOCAL_SERVICE_ROLE_KEY,
  Authorization: `Bearer ${LOCAL_SERVICE_ROLE_KEY}`,
  "Content-Type": "application/json",
}

async function schedulePost(title: string, slug: string, at: Date) {
  const response = await fetch(`${BACKEND}/rest/v1/blog_posts`, {
    method: "POST",
    headers: serviceHeaders,
    body: JSON.stringify({
      title,
      slug,
      excerpt: "Publicado pelo agendador do próprio app.",
      content: "<p>Publicado pelo agendador do próprio app.</p>",
      status: "scheduled",
      published_at: at.toISOString(),
    }),
  })
  expect(response.status).toBe(201)
}

const removePost = (slug: string) =>
  fetch(`${BACKEND}/rest/v1/blog_posts?slug=eq.${slug}`, { method: "DELETE", headers: serviceHeaders })

test("a post scheduled 20 s ahead is public within a minute of its time: page, blog list, RSS and sitemap", async ({
  request,
}) => {
  test.setTimeout(150_000)
  const stamp = Date.now()
  const title = `Agendado sozinho ${stamp}`
  const slug = `agendado-sozinho-${stamp}`
  const due = stamp + LEAD_MS
  try {
    await schedulePost(title, slug, new Date(due))
    // Every answer of the post's page, timed when it came back: 404 until the scheduler publishes it.
    const answers: { at: number; status: number }[] = []
    await expect
      .poll(
        async () => {
          const status = (await request.get(`/convergindo/${slug}`)).status()
          answers.push({ at: Date.now(), status })
          return status
        },
        { timeout: LEAD_MS + WITHIN_MS, intervals: [1_000] }
      )
      .toBe(200)
    const publicAt = answers.at(-1)!.at
    expect(answers.slice(0, -1).every((answer) => answer.status === 404)).toBe(true)
    expect(publicAt).toBeGreaterThanOrEqual(due)
    expect(publicAt - due).toBeLessThanOrEqual(WITHIN_MS)

    // The lists, the feed and the sitemap follow within the same minute (the posts cache tag expired).
    const body = async (path: string) => (await request.get(path)).text()
    const rest = { timeout: Math.max(due + WITHIN_MS - Date.now(), 5_000) }
    await expect.poll(async () => (await body("/convergindo")).includes(title), rest).toBe(true)
    await expect.poll(async () => (await body("/rss")).includes(title), rest).toBe(true)
    await expect.poll(async () => (await body("/sitemap.xml")).includes(`/convergindo/${slug}</loc>`), rest).toBe(true)
  } finally {
    await removePost(slug)
  }
})
