import { randomUUID } from "node:crypto"

import type { Browser, Page } from "@playwright/test"
import { expect, test } from "./helpers/test"

import { expectNoA11yViolations } from "./helpers/a11y"
import { createMember, type Member, notificationsOf, serviceClient } from "./helpers/notifications-backend"

/**
 * Projects and programs (issue #22) in the browser: the list's filters in the URL with the back
 * button, a visitor sent to sign in and back, a sign-up with its .ics file, a second member put on
 * the waiting list and promoted (with an `appointment` notification) when the first one leaves.
 * Projects these tests create are online, so the seed's filter counts hold.
 */

const cards = (page: Page) => page.getByRole("main").getByRole("article")

async function openProject(capacity: number) {
  const slug = `e2e-projeto-${randomUUID().slice(0, 8)}`
  const { error } = await serviceClient()
    .from("projects")
    .insert({
      slug,
      title: `Mentoria e2e ${slug.slice(-8)}`,
      kind: "mentoria",
      summary: "Um projeto criado pelos testes de navegador.",
      format: "online",
      starts_at: new Date(Date.now() + 7 * 86_400_000).toISOString(),
      capacity,
    })
  if (error) throw new Error(`project: ${error.message}`)
  return slug
}

async function signedInPage(browser: Browser, member: Member, from: string) {
  const context = await browser.newContext()
  const page = await context.newPage()
  await page.goto(`/auth?from=${encodeURIComponent(from)}`)
  const form = page.getByRole("form", { name: "Entrar" })
  await form.getByLabel("Email").fill(member.email)
  await form.getByLabel("Senha", { exact: true }).fill(member.password)
  await form.getByRole("button", { name: "Entrar" }).click()
  await expect(page).toHaveURL(new RegExp(`${from}$`), { timeout: 15_000 })
  return { context, page }
}

test.describe("the projects list", () => {
  test("filters live in the URL and the back button undoes them", async ({ page }) => {
    await page.goto("/projetos")
    await expect(page.getByRole("heading", { level: 1, name: "Projetos" })).toBeVisible()
    await expect(cards(page).first()).toBeVisible()

    await page.getByLabel("Tipo").selectOption("feira")
    await page.getByRole("button", { name: "Filtrar" }).click()
    await expect(page).toHaveURL(/\/projetos\?tipo=feira$/)
    await expect(cards(page)).toHaveCount(2)
    await expect(cards(page).getByRole("link", { name: "Feira Convergência Olinda" })).toBeVisible()

    await page.getByLabel("Estado (UF)").selectOption("CE")
    await page.getByRole("button", { name: "Filtrar" }).click()
    await expect(page).toHaveURL(/\/projetos\?tipo=feira&uf=CE$/)
    await expect(cards(page)).toHaveCount(1)
    await expect(cards(page).getByRole("link", { name: "Feira de Sabores do Cariri" })).toBeVisible()

    await page.goBack()
    await expect(page).toHaveURL(/\/projetos\?tipo=feira$/)
    await expect(cards(page)).toHaveCount(2)
    await expect(page.getByLabel("Estado (UF)")).toHaveValue("")
    await page.goBack()
    await expect(page).toHaveURL(/\/projetos$/)
    await expect(page.getByLabel("Tipo")).toHaveValue("")

    await page.goto("/projetos?situacao=encerrado&formato=presencial")
    await expect(cards(page)).toHaveCount(1)
    await expect(page.getByLabel("Situação")).toHaveValue("encerrado")
    await page.goto("/projetos?uf=AC")
    await expect(page.getByText("Nenhum projeto encontrado com esses filtros.")).toBeVisible()
    await expectNoA11yViolations(page, "/projetos?uf=AC")
  })

  test("a project page: JSON-LD, canonical, sessions and sign-in first for visitors", async ({ page }) => {
    await page.goto("/projetos/financas-para-mei")
    await expect(page.getByRole("heading", { level: 1, name: "Finanças para MEI" })).toBeVisible()
    await expect(page.getByText("Encontro 1")).toBeVisible()
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? "{}")
    expect(jsonLd["@type"]).toBe("Course")
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/projetos\/financas-para-mei$/)
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", /opengraph-image/)
    await expect(page.getByRole("link", { name: "Entre para participar" })).toHaveAttribute(
      "href",
      "/auth?from=%2Fprojetos%2Ffinancas-para-mei"
    )
    const unknown = await page.goto("/projetos/nao-existe-mesmo")
    expect(unknown?.status()).toBe(404)
  })
})

test.describe("signing up", () => {
  test("sign up, .ics, waiting list and promotion with a notification", async ({ browser }) => {
    const slug = await openProject(1)
    const path = `/projetos/${slug}`
    const first = await createMember("projeto-a")
    const second = await createMember("projeto-b")

    const a = await signedInPage(browser, first, path)
    await a.page.getByRole("button", { name: "Quero participar" }).click()
    await expect(a.page.getByText("Sua inscrição está confirmada.", { exact: true })).toBeVisible()
    const calendar = a.page.getByRole("link", { name: "Adicionar à agenda (.ics)" })
    const ics = await a.page.request.get((await calendar.getAttribute("href"))!)
    expect(ics.status()).toBe(200)
    expect(ics.headers()["content-type"]).toContain("text/calendar")
    const body = await ics.text()
    expect(body).toMatch(/^BEGIN:VCALENDAR\r\n/)
    expect(body).toContain("SUMMARY:Mentoria e2e")

    const b = await signedInPage(browser, second, path)
    await b.page.getByRole("button", { name: "Quero participar" }).click()
    await expect(b.page.getByText("Você está na lista de espera (posição 1).", { exact: true })).toBeVisible()
    // Not confirmed: no calendar for her.
    expect((await b.page.request.get(`${path}/calendario.ics`)).status()).toBe(403)

    await a.page.getByRole("button", { name: "Cancelar inscrição" }).click()
    await expect(a.page.getByRole("button", { name: "Quero participar" })).toBeVisible()

    await expect
      .poll(async () => (await notificationsOf(second.id)).filter((n) => n.type === "appointment").map((n) => n.title))
      .toEqual(["Sua vaga foi confirmada"])
    await b.page.reload()
    await expect(b.page.getByText("Sua inscrição está confirmada.", { exact: true })).toBeVisible()
    await b.page.goto("/dashboard")
    await expect(b.page.getByRole("link", { name: new RegExp(`Mentoria e2e ${slug.slice(-8)}`) })).toBeVisible()
    await a.context.close()
    await b.context.close()
  })
})
