/**
 * Issue #34's proof: two production servers from one build, one backend, a round-robin proxy in
 * front (scripts/multi-server.mjs). What one server does, the other honours:
 * (a) sign-in failures split across both servers trip the one limit (lib/rate-limit, in Postgres);
 * (b) a site setting saved through one shows on a prerendered page served by the other within
 *     2 s, in the HTML and in the RSC payload (lib/cache: both of Next's caches);
 * (c) a post published through one is in the other's RSS.
 *
 *   npx playwright test --config playwright.multi-server.config.ts
 */
import { randomUUID } from "node:crypto"

import { type Browser, type Locator, type Page } from "@playwright/test"

import { expect, test } from "../e2e/helpers/test"
import { signInThroughForm } from "../e2e/helpers/accounts"
import { E2E_SITE_URL } from "../../scripts/lib/e2e-hosts.mjs"
import { SIGN_IN_MAX_FAILURES } from "../../scripts/lib/multi-server.mjs"

type Instance = 0 | 1
const other = (instance: Instance): Instance => (instance === 0 ? 1 : 0)
/** What the issue allows between a save on one server and the other serving it. */
const PROPAGATION_MS = 2000

/** A page whose requests to the site all go to one server (the proxy's `x-instance`). */
async function pinnedPage(browser: Browser, instance: Instance): Promise<Page> {
  const page = await (await browser.newContext()).newPage()
  // Only the site's requests: a custom header on the backend's would need a CORS preflight.
  await page.route(`${E2E_SITE_URL}/**`, (route) =>
    route.continue({ headers: { ...route.request().headers(), "x-instance": String(instance) } })
  )
  return page
}

/** GET from one server: the body, and which server answered. */
async function fetchFrom(page: Page, instance: Instance, path: string, headers: Record<string, string> = {}) {
  const response = await page.request.get(path, { headers: { ...headers, "x-instance": String(instance) } })
  expect(response.ok(), `${path} from server ${instance}`).toBe(true)
  expect(response.headers()["x-served-by"]).toBe(String(instance))
  return response.text()
}

/** Clicks a form's submit button and waits for its server action's answer. */
async function submitAndWait(page: Page, button: Locator) {
  const answered = page.waitForResponse(
    (response) => response.request().method() === "POST" && Boolean(response.request().headers()["next-action"])
  )
  await button.click()
  return answered
}

test("the proxy spreads requests over both servers", async ({ request }) => {
  const served = new Set<string>()
  for (let i = 0; i < 4; i++) served.add((await request.get("/auth")).headers()["x-served-by"] ?? "?")
  expect([...served].sort()).toEqual(["0", "1"])
})

test("sign-in failures split across both servers trip the one limit", async ({ browser }) => {
  const email = `multi-${randomUUID().slice(0, 8)}@exemplo.com.br`
  const pages = [await pinnedPage(browser, 0), await pinnedPage(browser, 1)]
  for (const page of pages) await page.goto("/auth")
  const attempt = async (index: number) => {
    const page = pages[index % 2]!
    const form = page.getByRole("form", { name: "Entrar" })
    await form.getByLabel("Email").fill(email)
    await form.getByLabel("Senha", { exact: true }).fill(`errada-${index}`)
    const answer = await submitAndWait(page, form.getByRole("button", { name: "Entrar" }))
    expect(answer.headers()["x-served-by"]).toBe(String(index % 2))
    return form.getByRole("alert")
  }
  // Each server sees half the failures: neither reaches the limit alone.
  for (let index = 0; index < SIGN_IN_MAX_FAILURES; index++) {
    await expect(await attempt(index)).toHaveText("Email ou senha incorretos")
  }
  await expect(await attempt(SIGN_IN_MAX_FAILURES)).toHaveText(
    "Muitas tentativas em pouco tempo. Aguarde alguns minutos e tente novamente."
  )
})

test("a setting saved through one server shows on the other's prerendered page within 2 s", async ({ browser }) => {
  const writer: Instance = 0
  const reader = other(writer)
  const admin = await pinnedPage(browser, writer)
  await signInThroughForm(admin, "admin")
  const label = `Instâncias ${randomUUID().slice(0, 8)}`

  // The reader holds the home page in its cache (prerendered at build time) before the change.
  const before = await fetchFrom(admin, reader, "/")
  expect(before).not.toContain(label)
  expect(await fetchFrom(admin, reader, "/", { RSC: "1" })).not.toContain(label)

  await admin.goto("/admin/configuracoes")
  await admin.getByRole("group", { name: "Página inicial" }).getByLabel("Legenda 4").fill(label)
  const saved = await submitAndWait(admin, admin.getByRole("button", { name: "Salvar configurações" }))
  expect(saved.headers()["x-served-by"]).toBe(String(writer))
  await expect(admin.getByRole("status").filter({ hasText: "Configurações salvas." }).first()).toBeVisible()

  // Polled, not slept: the other server serves the new label in both forms of the page.
  await expect
    .poll(async () => (await fetchFrom(admin, reader, "/")).includes(label), { timeout: PROPAGATION_MS })
    .toBe(true)
  await expect
    .poll(async () => (await fetchFrom(admin, reader, "/", { RSC: "1" })).includes(label), {
      timeout: PROPAGATION_MS,
    })
    .toBe(true)
})

test("a post published through one server is in the other's RSS", async ({ browser }) => {
  const writer: Instance = 1
  const reader = other(writer)
  const editor = await pinnedPage(browser, writer)
  await signInThroughForm(editor, "admin")
  const title = `Post entre instâncias ${randomUUID().slice(0, 8)}`

  expect(await fetchFrom(editor, reader, "/rss")).not.toContain(title)

  await editor.goto("/admin/blog")
  await editor.getByRole("button", { name: "Novo Post" }).click()
  const dialog = editor.getByRole("dialog")
  await dialog.getByLabel("Título *").fill(title)
  await dialog.getByLabel("Resumo").fill("Publicado por um servidor, lido pelo outro.")
  await dialog.getByRole("textbox", { name: "Conteúdo *" }).click()
  await editor.keyboard.type("Um servidor publica; o feed do outro mostra.")
  await dialog.getByRole("combobox", { name: "Status" }).click()
  await editor.getByRole("option", { name: "Publicado" }).click()
  const saved = await submitAndWait(editor, dialog.getByRole("button", { name: "Criar post" }))
  expect(saved.headers()["x-served-by"]).toBe(String(writer))
  await expect(editor.getByText("Post criado com sucesso!").first()).toBeVisible()

  await expect
    .poll(async () => (await fetchFrom(editor, reader, "/rss")).includes(title), { timeout: PROPAGATION_MS })
    .toBe(true)
})
