import { type APIRequestContext, type Page } from "@playwright/test"
import {
  E2E_CRON_SECRET,
  E2E_MAILRELAY_STAND_IN_URL,
  E2E_SITE_URL,
  E2E_SMTP_STAND_IN_URL,
  E2E_SUPABASE_URL,
} from "../../scripts/lib/e2e-hosts.mjs"

import { expect, test } from "./helpers/test"
import { SWEEP_PAGES } from "./helpers/pages"
import { type Viewer, viewerContexts } from "./helpers/sessions"
import { isPhone } from "./helpers/site"

/**
 * Members reach the site by its name, so no page, feed, header or e-mail may name an address that
 * only works on the server's own machine. The suite serves the app as convergencia.test and the
 * backend as api.convergencia.test (scripts/lib/e2e-hosts.mjs): any loopback address left in what
 * a viewer receives was built from the wrong source (request.url behind the server, a default).
 *
 * Runs after every other browser test (project "last" in playwright.config.ts), so the outboxes hold
 * every e-mail the suite made; it also asks for one of each kind it can reach alone.
 */
const LOOPBACK = /\blocalhost\b|\b127\.\d+\.\d+\.\d+\b|\[::1\]|\b0\.0\.0\.0\b/i
const VIEWERS: Viewer[] = ["visitor", "member", "editor", "admin"]
const MACHINE_FILES = ["/rss", "/feed.xml", "/sitemap.xml", "/robots.txt"]
/** A page per viewer at most: a route shape (its first two segments) is read a few times, not every row. */
const MAX_PAGES = 140
const PER_SHAPE = 3
// GET links that change something or leave the site's pages: not followed.
const NOT_FOLLOWED = /^\/(?:auth\/sair|api\/|_next\/|newsletter\/descadastrar\/um-clique)/

function loopbackIn(text: string) {
  const match = LOOPBACK.exec(text)
  if (!match) return null
  return text.slice(Math.max(0, match.index - 80), match.index + match[0].length + 40)
}

/** Same-site paths of a page's links (href and src): what a reader of it can reach next. */
function linkedPaths(html: string): string[] {
  const paths: string[] = []
  for (const [, href = ""] of html.matchAll(/\shref="([^"#]*)/g)) {
    const value = href.replaceAll("&amp;", "&")
    if (!value.startsWith("/") || value.startsWith("//")) continue
    paths.push(value)
  }
  return paths
}

const shapeOf = (path: string) => path.split("?")[0]!.split("/").slice(0, 3).join("/")

async function crawl(context: APIRequestContext, viewer: Viewer) {
  const queue = ["/", ...MACHINE_FILES, ...SWEEP_PAGES.filter((page) => page.as === viewer).map((page) => page.path)]
  if (viewer !== "visitor") queue.push("/dashboard", "/dashboard/perfil")
  if (viewer === "admin" || viewer === "editor") queue.push("/admin", "/admin/blog")
  const seen = new Set<string>()
  const shapes = new Map<string, number>()
  const findings: string[] = []
  while (queue.length > 0 && seen.size < MAX_PAGES) {
    const path = queue.shift()!
    if (seen.has(path) || NOT_FOLLOWED.test(path)) continue
    const shape = shapeOf(path)
    if ((shapes.get(shape) ?? 0) >= PER_SHAPE && !MACHINE_FILES.includes(path)) continue
    seen.add(path)
    shapes.set(shape, (shapes.get(shape) ?? 0) + 1)
    const response = await context.get(path, { maxRedirects: 0, failOnStatusCode: false })
    for (const [name, value] of Object.entries(response.headers())) {
      const found = loopbackIn(value)
      if (found) findings.push(`${viewer} ${path}: header ${name}: ${found}`)
    }
    const location = response.headers()["location"]
    if (location) {
      const target = new URL(location, E2E_SITE_URL)
      if (target.origin === E2E_SITE_URL) queue.push(`${target.pathname}${target.search}`)
      continue
    }
    const type = response.headers()["content-type"] ?? ""
    if (!/html|xml|text|json/.test(type)) continue
    const body = await response.text()
    const found = loopbackIn(body)
    if (found) findings.push(`${viewer} ${path}: ${found}`)
    if (type.includes("html")) queue.push(...linkedPaths(body))
    if (type.includes("xml")) {
      for (const [, loc = ""] of body.matchAll(/<(?:loc|link)>([^<]+)<\/(?:loc|link)>/g)) {
        if (loc.startsWith(E2E_SITE_URL)) queue.push(loc.slice(E2E_SITE_URL.length) || "/")
      }
    }
  }
  return { findings, pages: seen.size }
}

/** Asks for the e-mails a visitor can cause on her own: a newsletter confirmation, a sign-up, a recovery. */
async function causeEmails(page: Page) {
  const email = `e2e-sem-loopback-${Date.now().toString(36)}@example.com`
  await page.goto("/sobre")
  const newsletter = page.getByRole("contentinfo").getByRole("form", { name: "Inscrição na newsletter" })
  await newsletter.getByLabel("Nome").fill("Sem Loopback")
  await newsletter.getByLabel("E-mail").fill(email)
  await newsletter.getByRole("button", { name: "Inscrever-se" }).click()
  await expect(newsletter.getByRole("status")).not.toBeEmpty()

  await page.goto("/auth?tab=cadastrar")
  const signUp = page.getByRole("form", { name: "Cadastrar" })
  await signUp.getByLabel("Nome completo").fill("Sem Loopback")
  await signUp.getByLabel("Email").fill(email)
  await signUp.getByLabel("Senha", { exact: true }).fill("senha-segura-1")
  await signUp.getByLabel("Confirmar senha", { exact: true }).fill("senha-segura-1")
  await signUp.getByRole("button", { name: "Cadastrar" }).click()
  await expect(page.getByText("Cadastro realizado! Verifique seu email para confirmar a conta.")).toBeVisible()

  await page.goto("/auth?tab=recuperar")
  const recovery = page.getByRole("form", { name: "Recuperar senha" })
  await recovery.getByLabel("Email").fill(email)
  await recovery.getByRole("button", { name: "Enviar email de recuperação" }).click()
  await expect(page.getByRole("status").or(page.getByRole("alert")).first()).toBeVisible()

  // Notification e-mails (issue #39): the scheduler's tick e-mails the seeded notifications of the
  // last day that are unread and "at once" (and whatever the suite left waiting).
  const tick = await page.request.post("/api/cron", {
    headers: { Authorization: `Bearer ${E2E_CRON_SECRET}` },
    data: { only: ["notifications"] },
  })
  expect(tick.status()).toBe(200)
}

test.describe("no loopback address reaches a viewer", () => {
  test.beforeEach(({}, testInfo) =>
    test.skip(isPhone(testInfo), "what the server sends does not depend on the viewport")
  )

  // One test per viewer: the "last" project runs after every other test, so its wall time is the
  // suite's; the four crawls in one test kept one worker busy while the other had only the
  // settings spec and the e-mails. Split, the two workers share them (the same pages are read).
  for (const viewer of VIEWERS) {
    test(`pages, feeds, sitemap and headers, as ${viewer}`, async ({}, testInfo) => {
      test.setTimeout(120_000)
      const contexts = await viewerContexts(testInfo.project.use.baseURL ?? E2E_SITE_URL)
      try {
        const result = await crawl(contexts.get(viewer)!, viewer)
        expect(result.pages, `${viewer} read pages`).toBeGreaterThan(20)
        expect(result.findings).toEqual([])
      } finally {
        for (const context of contexts.values()) await context.dispose()
      }
    })
  }

  test("every e-mail in the outboxes", async ({ page, request }) => {
    await causeEmails(page)
    // The auth service's e-mails (confirmation, recovery, e-mail change) in the local backend's outbox.
    const authMails = (await (await request.get(`${E2E_SUPABASE_URL}/_outbox/messages`)).json()) as {
      kind: string
      link: string
      html: string
    }[]
    expect(authMails.length).toBeGreaterThan(0)
    expect(authMails.map((mail) => loopbackIn(`${mail.link}\n${mail.html}`)).filter(Boolean)).toEqual([])
    for (const mail of authMails) expect(new URL(mail.link).origin, mail.kind).toBe(E2E_SITE_URL)

    // The app's own e-mails (newsletter confirmation and unsubscribe links) and every MailRelay call.
    const calls = (await (await request.get(`${E2E_MAILRELAY_STAND_IN_URL}/_stand-in/requests`)).json()) as {
      path: string
      body: unknown
    }[]
    const sent = calls.filter((call) => call.path.startsWith("/api/v1/send_emails"))
    expect(sent.length).toBeGreaterThan(0)
    expect(calls.map((call) => loopbackIn(JSON.stringify(call.body))).filter(Boolean)).toEqual([])

    // The notification e-mails (issue #39) the SMTP stand-in received: text, HTML and headers
    // (List-Unsubscribe) name the site, never a loopback address.
    const smtp = (await (await request.get(`${E2E_SMTP_STAND_IN_URL}/_stand-in/emails`)).json()) as {
      subject: string
      text: string
      html: string
      headers: Record<string, string>
    }[]
    expect(smtp.length).toBeGreaterThan(0)
    expect(
      smtp.map((mail) => loopbackIn(`${mail.text}\n${mail.html}\n${JSON.stringify(mail.headers)}`)).filter(Boolean)
    ).toEqual([])
  })
})
