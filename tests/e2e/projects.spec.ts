import { randomUUID } from "node:crypto"
import path from "node:path"

import type { Browser, Page } from "@playwright/test"
import { expect, test } from "./helpers/test"

import { signInAs } from "./helpers/accounts"
import { expectNoA11yViolations } from "./helpers/a11y"
import {
  createMember,
  type Member,
  notificationsOf,
  serviceClient,
  signInWithForm,
  waitForLiveBell,
} from "./helpers/notifications-backend"
import { isPhone, SAME_LOGIC_ON_PHONE } from "./helpers/site"

/**
 * Projects and programs (issue #22) in the browser: the list's filters in the URL with the back
 * button, a visitor sent to sign in and back, a sign-up with its .ics file, a second member put on
 * the waiting list and promoted (with an `appointment` notification) when the first one leaves;
 * an instructor creating a project with a cover and managing its sessions (encontros).
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

    // A select applies at once (issue #31).
    await page.getByLabel("Tipo").selectOption("feira")
    await expect(page).toHaveURL(/\/projetos\?tipo=feira$/)
    await expect(cards(page)).toHaveCount(2)
    await expect(cards(page).getByRole("link", { name: "Feira Convergência Olinda" })).toBeVisible()

    await page.getByLabel("Estado (UF)").selectOption("CE")
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
    // Full: the button says what joining does (issue #31).
    await b.page.getByRole("button", { name: "Entrar na lista de espera" }).click()
    await expect(b.page.getByText("Você está na lista de espera (posição 1).", { exact: true })).toBeVisible()
    // Not confirmed: no calendar for her.
    expect((await b.page.request.get(`${path}/calendario.ics`)).status()).toBe(403)

    await a.page.getByRole("button", { name: "Cancelar inscrição" }).click()
    // Her seat went to the first in line, so the project is full again.
    await expect(a.page.getByRole("button", { name: "Entrar na lista de espera" })).toBeVisible()

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

test.describe("an instructor", () => {
  test("creates a project with a cover and adds, edits and removes its sessions", async ({
    page,
    playwright,
  }, testInfo) => {
    test.skip(isPhone(testInfo), SAME_LOGIC_ON_PHONE)
    const instructor = await createMember("instrutora")
    await serviceClient()
      .from("profiles")
      .update({ roles: ["customer", "instructor"] })
      .eq("id", instructor.id)
    await signInWithForm(page, instructor.email, instructor.password)

    const title = `Curso e2e ${randomUUID().slice(0, 8)}`
    await page.goto("/dashboard/projetos/novo")
    await page.getByRole("textbox", { name: "Título", exact: true }).fill(title)
    await page.getByLabel("Início", { exact: true }).fill("2027-03-02T19:00")
    await page.getByLabel("Resumo").fill("Um curso criado pela instrutora nos testes de navegador.")
    await page.getByLabel("Negócio parceiro (opcional)").selectOption({ label: "Doces da Cláudia" })
    // Not an image, whatever its name says: refused with the form kept.
    await page
      .getByLabel(/^Capa/)
      .setInputFiles({ name: "capa.png", mimeType: "image/png", buffer: Buffer.from("<svg/>") })
    await page.getByRole("button", { name: "Criar projeto" }).click()
    await expect(page.getByText("Envie a capa em JPEG, PNG, WebP ou AVIF.").first()).toBeVisible()
    await expect(page.getByRole("textbox", { name: "Título", exact: true })).toHaveValue(title)

    await page.getByLabel(/^Capa/).setInputFiles(path.join(import.meta.dirname, "../../public/images/logo.png"))
    await page.getByRole("button", { name: "Criar projeto" }).click()
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible()
    await expect(page).toHaveURL(/\/dashboard\/projetos\/[0-9a-f-]{36}$/)
    await expect(page.getByRole("img", { name: "Capa atual do projeto" })).toBeVisible()

    const sessions = page.getByRole("region", { name: "Encontros" })
    await expect(sessions.getByText("Nenhum encontro cadastrado")).toBeVisible()
    const added = sessions.getByRole("group", { name: "Novo encontro" })
    await added.getByLabel("Título do encontro").fill("Aula inaugural")
    await added.getByLabel("Início do encontro").fill("2027-03-02T19:00")
    await added.getByLabel("Fim do encontro (opcional)").fill("2027-03-02T18:00")
    await added.getByRole("button", { name: "Adicionar encontro" }).click()
    await expect(added.getByText("O fim não pode ser antes do início.").first()).toBeVisible()
    await added.getByLabel("Fim do encontro (opcional)").fill("2027-03-02T21:00")
    await added.getByRole("button", { name: "Adicionar encontro" }).click()
    const first = sessions.getByRole("group", { name: "Encontro 1: Aula inaugural" })
    await expect(first).toBeVisible()
    await expect(added.getByLabel("Título do encontro")).toHaveValue("")

    await added.getByLabel("Título do encontro").fill("Segundo encontro")
    await added.getByLabel("Início do encontro").fill("2027-03-09T19:00")
    await added.getByRole("button", { name: "Adicionar encontro" }).click()
    const second = sessions.getByRole("group", { name: "Encontro 2: Segundo encontro" })
    await expect(second).toBeVisible()
    await second.getByLabel("Título do encontro").fill("Plano de negócios")
    await second.getByRole("button", { name: "Salvar encontro" }).click()
    await expect(sessions.getByRole("group", { name: "Encontro 2: Plano de negócios" })).toBeVisible()
    await sessions.getByRole("button", { name: "Remover o encontro Aula inaugural" }).click()
    await expect(sessions.getByRole("group", { name: "Encontro 1: Plano de negócios" })).toBeVisible()
    await expect(sessions.getByText("Aula inaugural")).toHaveCount(0)
    await expectNoA11yViolations(page, "a project's edit page")

    // A fresh load: the dashboard, kept hidden by client navigation, would also match the texts below.
    await page.goto((await page.getByRole("link", { name: "Ver a página pública" }).getAttribute("href"))!)
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible()
    await expect(page.getByText("Plano de negócios", { exact: true })).toBeVisible()
    await expect(page.getByRole("link", { name: "Doces da Cláudia" })).toHaveAttribute(
      "href",
      "/diretorio/doces-da-claudia"
    )
    await expect(page.getByText("Aula inaugural")).toHaveCount(0)
    const cover = page.getByRole("article").locator("img").first()
    await expect(cover).toHaveAttribute("src", /^\/_next\/image\?url=.*project-covers/)
    expect(await cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
    // The share image is named by the page crawlers fetch: the visitors' version (members get the
    // per-request one, lib/routing/table.ts).
    const visitor = await playwright.request.newContext({ baseURL: new URL(page.url()).origin })
    const publicHtml = await (await visitor.get(new URL(page.url()).pathname)).text()
    const ogImage = /<meta property="og:image" content="([^"]+)"/.exec(publicHtml)?.[1]
    expect(ogImage, "og:image on the visitors' page").toBeTruthy()
    const og = await visitor.get(new URL(ogImage!).pathname + new URL(ogImage!).search)
    expect(og.status(), `${ogImage}: ${(await og.text()).slice(0, 200)}`).toBe(200)
    expect(og.headers()["content-type"]).toBe("image/png")
    await visitor.dispose()
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? "{}")
    expect(jsonLd["@type"]).toBe("Course")
    await expectNoA11yViolations(page, "a project page with a cover")

    // The card in the list shows the cover too.
    await page.goto("/projetos")
    const card = cards(page).filter({ hasText: title })
    await expect(card.locator("img")).toHaveAttribute("src", /project-covers/)
  })

  test("is named to a project by an admin, and removed", async ({ page }, testInfo) => {
    // An admin's step on the project's management page, whose phone layout is swept (overflow at
    // 320 px, axe at 390 px); the search and the naming are the server's.
    test.skip(isPhone(testInfo), SAME_LOGIC_ON_PHONE)
    const slug = await openProject(5)
    const { data } = await serviceClient().from("projects").select("id").eq("slug", slug).single()
    await signInAs(page, "admin")
    await page.goto(`/dashboard/projetos/${data!.id}`)
    const instructors = page.getByRole("region", { name: "Instrutoras" })
    await expect(instructors.getByText("Nenhuma instrutora neste projeto.")).toBeVisible()
    // By name, among instructors only (issue #31): Rafael, a member, is not offered.
    const search = instructors.getByRole("combobox", { name: "Buscar instrutora pelo nome" })
    await search.fill("Rafael")
    await expect(instructors.getByText("Nenhuma instrutora encontrada com esse nome.")).toBeVisible()
    await search.fill("marina")
    await instructors.getByRole("option", { name: "Marina Albuquerque" }).click()
    await expect(instructors.getByRole("listitem").filter({ hasText: "Marina Albuquerque" })).toBeVisible()
    const named = await serviceClient().from("project_instructors").select("display_name").eq("project_id", data!.id)
    expect(named.data).toEqual([{ display_name: "Marina Albuquerque" }])
    await instructors.getByRole("button", { name: "Remover Marina Albuquerque do projeto" }).click()
    await expect(instructors.getByText("Nenhuma instrutora neste projeto.")).toBeVisible()
  })

  test("ids that cannot be a project or a product answer 404 in pt-BR", async ({ page }, testInfo) => {
    test.skip(isPhone(testInfo), SAME_LOGIC_ON_PHONE)
    await signInAs(page, "editor")
    for (const base of ["/dashboard/projetos", "/dashboard/negocio/produtos"]) {
      for (const id of ["%ff", "nao-e-um-uuid", randomUUID()]) {
        const answer = await page.goto(`${base}/${id}`)
        expect(answer?.status(), `${base}/${id}`).toBe(404)
        await expect(page.getByText(/Página Não Encontrada/i).first(), `${base}/${id}`).toBeVisible()
      }
    }
  })
})

// Issue #31: what a new member met on the projects' pages.
test.describe("issue #31", () => {
  test("a project shows its times in São Paulo, on the page and in the .ics", async ({ browser }, testInfo) => {
    // Time zones are formatted by the server the same at every width; the phone signs up and gets
    // the .ics in "sign up, .ics, waiting list…".
    test.skip(isPhone(testInfo), SAME_LOGIC_ON_PHONE)
    const slug = `e2e-horario-${randomUUID().slice(0, 8)}`
    // 19:00–21:00 in São Paulo (UTC-3) on 15/12/2026.
    const { error } = await serviceClient()
      .from("projects")
      .insert({
        slug,
        title: `Roda e2e ${slug.slice(-8)}`,
        kind: "roda_de_conversa",
        summary: "Um projeto com hora marcada.",
        format: "online",
        starts_at: "2026-12-15T22:00:00.000Z",
        ends_at: "2026-12-16T00:00:00.000Z",
        capacity: 10,
        description_html: "<h2>Programa</h2><p>Uma conversa <strong>aberta</strong>.</p><ul><li>Tema um</li></ul>",
      })
    expect(error).toBeNull()
    const member = await createMember("horario")
    const { page, context } = await signedInPage(browser, member, `/projetos/${slug}`)
    await expect(page.getByText("15/12/2026, 19h às 21h")).toBeVisible()
    // The description is styled as a post's body (lists with markers), not bare HTML.
    const item = page.getByRole("listitem").filter({ hasText: "Tema um" })
    expect(await item.evaluate((li) => getComputedStyle(li.parentElement!).listStyleType)).toBe("disc")
    await page.getByRole("button", { name: "Quero participar" }).click()
    const calendar = page.getByRole("link", { name: "Adicionar à agenda (.ics)" })
    const body = await (await page.request.get((await calendar.getAttribute("href"))!)).text()
    expect(body).toContain("DTSTART:20261215T220000Z")
    expect(body).toContain("DTEND:20261216T000000Z")
    await context.close()
  })

  test("a full project offers the waiting list; the promoted member is told live", async ({ browser }, testInfo) => {
    // The phone signs up, joins the waiting list and is promoted in "sign up, .ics, waiting list…";
    // what this adds, the live toast, is Realtime, the same at every width.
    test.skip(isPhone(testInfo), SAME_LOGIC_ON_PHONE)
    const slug = await openProject(1)
    const path = `/projetos/${slug}`
    const first = await createMember("cheio-a")
    const second = await createMember("cheio-b")
    const a = await signedInPage(browser, first, path)
    await a.page.getByRole("button", { name: "Quero participar" }).click()
    await expect(a.page.getByText("Sua inscrição está confirmada.", { exact: true })).toBeVisible()

    const b = await signedInPage(browser, second, path)
    await expect(b.page.getByRole("button", { name: "Quero participar" })).toHaveCount(0)
    await b.page.getByRole("button", { name: "Entrar na lista de espera" }).click()
    await expect(b.page.getByRole("status").filter({ hasText: "lista de espera (posição 1)" }).first()).toBeVisible()
    await waitForLiveBell(b.page)

    await a.page.getByRole("button", { name: "Cancelar inscrição" }).click()
    // Her seat went to the first in line, so the project is full again.
    await expect(a.page.getByRole("button", { name: "Entrar na lista de espera" })).toBeVisible()
    // Without reloading: a toast, and the sign-up area follows.
    await expect(b.page.getByRole("status").filter({ hasText: "Sua vaga foi confirmada" }).first()).toBeVisible({
      timeout: 15_000,
    })
    await expect(b.page.getByText("Sua inscrição está confirmada.", { exact: true })).toBeVisible()
    await a.context.close()
    await b.context.close()
  })
})

test.describe("issue #31: the project form", () => {
  test("the description is written in the rich-text editor and shown styled", async ({ page }, testInfo) => {
    test.skip(isPhone(testInfo), SAME_LOGIC_ON_PHONE)
    await signInAs(page, "editor")
    const title = `Curso rico e2e ${randomUUID().slice(0, 8)}`
    await page.goto("/dashboard/projetos/novo")
    await page.getByRole("textbox", { name: "Título", exact: true }).fill(title)
    await page.getByLabel("Início", { exact: true }).fill("2027-04-06T19:00")
    await page.getByLabel("Resumo").fill("Um curso descrito no editor de texto.")
    const editor = page.getByRole("textbox", { name: "Descrição" })
    await editor.click()
    await page
      .getByRole("toolbar", { name: "Formatação da descrição" })
      .getByRole("button", { name: "Negrito" })
      .click()
    await editor.pressSequentially("Aulas práticas")
    await page.getByRole("button", { name: "Criar projeto" }).click()
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible()
    await page.getByRole("link", { name: "Ver a página pública" }).click()
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible()
    const bold = page.getByRole("main").locator("strong", { hasText: "Aulas práticas" })
    await expect(bold).toBeVisible()
    expect(Number(await bold.evaluate((el) => getComputedStyle(el).fontWeight))).toBeGreaterThanOrEqual(600)
  })

  test("an instructor names a co-instructor by searching members by name", async ({ page }, testInfo) => {
    test.skip(isPhone(testInfo), SAME_LOGIC_ON_PHONE)
    const slug = await openProject(5)
    const { data } = await serviceClient().from("projects").select("id").eq("slug", slug).single()
    const other = await createMember("co-instrutora")
    await serviceClient()
      .from("profiles")
      .update({ roles: ["customer", "instructor"] })
      .eq("id", other.id)
    // The instructor's own project: Marina (editora) is named first by the admin's service client.
    await serviceClient()
      .from("project_instructors")
      .insert({ project_id: data!.id, user_id: "00000000-0000-4000-a000-000000000002" })
    await signInAs(page, "editor")
    await page.goto(`/dashboard/projetos/${data!.id}`)
    const instructors = page.getByRole("region", { name: "Instrutoras" })
    const search = instructors.getByRole("combobox", { name: "Buscar instrutora pelo nome" })
    // A member without the instructor role is not offered.
    await search.fill("Joana")
    await expect(instructors.getByText("Nenhuma instrutora encontrada com esse nome.")).toBeVisible()
    await search.fill(other.fullName.slice(6))
    await instructors.getByRole("option", { name: other.fullName }).click()
    await expect(instructors.getByRole("listitem").filter({ hasText: other.fullName })).toBeVisible()
    const named = await serviceClient().from("project_instructors").select("user_id").eq("project_id", data!.id)
    expect(named.data?.map((row) => row.user_id)).toContain(other.id)
  })
})
