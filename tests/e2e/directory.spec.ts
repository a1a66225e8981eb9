import { type Page } from "@playwright/test"
import { expect, test } from "./helpers/test"

import { expectNoA11yViolations } from "./helpers/a11y"
import { asAdmin, listedBusiness, unique } from "./helpers/directory"
import { bell, createMember, serviceClient, signInWithForm, waitForLiveBell } from "./helpers/notifications-backend"
import { isPhone, waitForHeader } from "./helpers/site"

/**
 * The business directory (issue #20) in the browser: the public list with its filters in the URL,
 * a member listing her business and an admin approving it (public page, sitemap, overview count),
 * a review written, approved, notified live to the owner and shown on the business page and the
 * home page, the owner's answer, and a refusal with its reason. Businesses these tests create are
 * in Tocantins (TO), where the seed has none, so the filters' expectations about the seed hold.
 */

const toast = (page: Page, text: string | RegExp) => page.getByRole("status").filter({ hasText: text }).first()
const results = (page: Page) => page.getByRole("main").getByRole("article")

/** The overview's "Negócios Ativos" figure. */
async function activeBusinessesOnOverview(page: Page) {
  await page.goto("/admin")
  const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Negócios Ativos" }) })
  return Number((await card.locator("p").first().innerText()).replace(/\D/g, ""))
}

/** The admin's directory screen, hydrated: its buttons also post without JavaScript, but the toasts under test need it. */
async function openModeration(page: Page, query = "") {
  await page.goto(`/admin/negocios${query}`)
  await waitForHeader(page)
}

test.describe("the public directory", () => {
  test("search and filters live in the URL, and the back button undoes them", async ({ page }) => {
    await page.goto("/diretorio")
    await expect(page.getByRole("heading", { level: 1, name: "Negócios da nossa rede" })).toBeVisible()
    await expect(results(page)).toHaveCount(12)
    // Pages already visited stay mounted (hidden) for back and forward: look inside the visible form.
    const filters = page.getByRole("search", { name: "Buscar no diretório" })
    const search = filters.getByRole("searchbox", { name: "Buscar negócios" })
    const submit = filters.getByRole("button", { name: "Buscar", exact: true })

    // Accent-insensitive search.
    await search.fill("ceramica")
    await submit.click()
    await expect(page).toHaveURL(/\/diretorio\?busca=ceramica$/)
    await expect(results(page)).toHaveCount(1)
    await expect(results(page).getByRole("link", { name: "Cerâmica Terra Viva" })).toBeVisible()

    // A state, then a city and a tag: each applies at once (issue #31), each one a history entry.
    await search.fill("")
    await filters.getByRole("combobox", { name: "Estado (UF)" }).selectOption("MG")
    await expect(page).toHaveURL(/\/diretorio\?uf=MG$/)
    await expect(results(page)).toHaveCount(2)
    const city = filters.getByRole("combobox", { name: "Cidade" })
    await expect(city.getByRole("option")).toHaveText(["Todas as cidades", "Belo Horizonte", "Manhuaçu"])
    await city.selectOption({ label: "Belo Horizonte" })
    await expect(page).toHaveURL(/\/diretorio\?uf=MG&cidade=belo-horizonte$/)
    await filters.getByRole("checkbox", { name: "Aceita encomendas" }).check()
    await expect(page).toHaveURL(/\/diretorio\?uf=MG&cidade=belo-horizonte&encomendas=1$/)
    await expect(results(page)).toHaveCount(1)
    await expect(results(page).getByRole("link", { name: "Ateliê Fios de Minas" })).toBeVisible()

    await page.goBack()
    await expect(page).toHaveURL(/\/diretorio\?uf=MG&cidade=belo-horizonte$/)
    await page.goBack()
    await expect(page).toHaveURL(/\/diretorio\?uf=MG$/)
    await expect(results(page)).toHaveCount(2)
    await expect(filters.getByRole("checkbox", { name: "Aceita encomendas" })).not.toBeChecked()
    await page.goBack()
    await expect(page).toHaveURL(/\/diretorio\?busca=ceramica$/)
    await expect(search).toHaveValue("ceramica")
    await expect(results(page)).toHaveCount(1)
    await page.goBack()
    await expect(page).toHaveURL(/\/diretorio$/)
    await expect(results(page)).toHaveCount(12)

    // A category from its shareable address, and a search with no match.
    await page.goto("/diretorio?categoria=moda-e-costura")
    await expect(filters.getByRole("combobox", { name: "Categoria" })).toHaveValue("moda-e-costura")
    await expect(results(page).getByRole("link", { name: "Retalhos da Ilha" })).toBeVisible()
    await page.goto("/diretorio?busca=nada-por-aqui")
    await expect(page.getByText("Nenhum negócio encontrado com os filtros aplicados")).toBeVisible()
    await expect(page.getByRole("main").getByRole("link", { name: "Cadastrar meu negócio" }).first()).toHaveAttribute(
      "href",
      "/dashboard/negocio"
    )

    // The second page of the unfiltered list.
    await page.goto("/diretorio")
    await page.getByRole("navigation", { name: "Paginação" }).getByRole("link", { name: "Próxima" }).click()
    await expect(page).toHaveURL(/\/diretorio\?pagina=2$/)
    await expect(results(page).first()).toBeVisible()
    await expectNoA11yViolations(page, "/diretorio?pagina=2")
  })

  test("a business page: contacts, rating, reviews with the owner's answer, JSON-LD, canonical", async ({ page }) => {
    await page.goto("/diretorio/atelie-fios-de-minas")
    await expect(page.getByRole("heading", { level: 1, name: "Ateliê Fios de Minas" })).toBeVisible()
    // The contacts go through the click counter (issue #43), which sends the visitor on to the
    // listing's own addresses.
    const contactTarget = async (name: RegExp) => {
      const href = await page.getByRole("link", { name }).getAttribute("href")
      expect(href).toMatch(/^\/api\/negocios\/[0-9a-f-]{36}\/contato\/[a-z]+$/)
      const answer = await page.request.get(href!, { maxRedirects: 0 })
      expect(answer.status()).toBe(303)
      return answer.headers()["location"]
    }
    expect(await contactTarget(/WhatsApp/)).toMatch(/^https:\/\/wa\.me\/5531991234004\?text=/)
    expect(await contactTarget(/Instagram/)).toBe("https://instagram.com/fiosdeminas")
    const reviews = page.getByRole("region", { name: "Avaliações" })
    await expect(reviews.getByText("Rafael M.")).toBeVisible()
    await expect(reviews.getByText("Obrigada, Rafael!", { exact: false })).toBeVisible()
    await expect(page.getByRole("complementary").getByText("Joana Batista")).toBeVisible()
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/diretorio\/atelie-fios-de-minas$/)
    const ogImage = await page.locator('meta[property="og:image"]').getAttribute("content")
    expect(ogImage).toContain("/diretorio/atelie-fios-de-minas/opengraph-image")

    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents()
    const business = jsonLd.map((text) => JSON.parse(text)).find((data) => data["@type"] === "LocalBusiness")
    expect(business).toMatchObject({
      name: "Ateliê Fios de Minas",
      address: { addressLocality: "Belo Horizonte", addressRegion: "MG", addressCountry: "BR" },
      aggregateRating: { "@type": "AggregateRating", ratingValue: 5, reviewCount: 1 },
    })
    // A visitor is invited to sign in to review.
    await expect(page.getByRole("link", { name: "Entrar para avaliar" })).toHaveAttribute(
      "href",
      `/auth?from=${encodeURIComponent("/diretorio/atelie-fios-de-minas#avaliar")}`
    )
    await expectNoA11yViolations(page, "/diretorio/atelie-fios-de-minas")

    const card = await page.request.get(ogImage!)
    expect(card.status()).toBe(200)
    expect(card.headers()["content-type"]).toBe("image/png")
  })

  test("unknown and unlisted businesses answer 404", async ({ request }) => {
    for (const path of [
      "/diretorio/negocio-que-nao-existe",
      "/diretorio/doceria-da-joana",
      "/diretorio/marmitaria-da-dona-rosa",
    ]) {
      const response = await request.get(path)
      expect(response.status(), path).toBe(404)
      expect(await response.text(), path).toContain("Negócio não encontrado")
    }
  })
})

test.describe("listing, moderation and reviews", () => {
  test("a member lists her business, an admin approves it: public, in the sitemap, counted", async ({
    page,
    browser,
  }, testInfo) => {
    test.skip(isPhone(testInfo), "one run is enough: the flow does not depend on the viewport")
    test.setTimeout(120_000)
    const owner = await createMember("negocio")
    const name = `Ateliê E2E ${unique()}`
    await signInWithForm(page, owner.email, owner.password)

    // No business_owner role yet: the page offers the self-service one.
    await page.goto("/dashboard/negocio")
    await page.getByRole("button", { name: "Tenho um negócio" }).click()
    await expect(toast(page, "Pronto! Agora você pode cadastrar o seu negócio.")).toBeVisible()
    await page.getByRole("link", { name: "Cadastrar negócio" }).click()
    await expect(page).toHaveURL(/\/dashboard\/negocio\/novo$/)
    await expectNoA11yViolations(page, "/dashboard/negocio/novo")

    const form = page.getByRole("form", { name: "Cadastrar negócio" })
    await form.getByRole("button", { name: "Enviar para aprovação" }).click()
    await expect(form.getByText("Informe o nome do negócio.")).toBeVisible()
    await form.getByLabel("Nome do negócio").fill(name)
    await form.getByLabel("Descrição").fill("Bordados, crochê e peças de capim dourado feitas à mão no Jalapão.")
    await form.getByLabel("Categoria").selectOption({ label: "Artesanato" })
    await form.getByLabel("Cidade").fill("Palmas")
    await form.getByLabel("Estado (UF)").selectOption("TO")
    await form.getByLabel("WhatsApp").fill("(63) 99123-4567")
    await form.getByLabel("Vende on-line").check()
    await form.getByRole("button", { name: "Enviar para aprovação" }).click()
    await expect(page).toHaveURL(/\/dashboard\/negocio\/[0-9a-f-]{36}\?enviado=1$/)
    await expect(page.getByText("Negócio enviado para aprovação")).toBeVisible()
    await expect(page.getByText("Aguardando aprovação", { exact: true })).toBeVisible()
    await expectNoA11yViolations(page, "/dashboard/negocio/{id}")

    const { data: row } = await serviceClient().from("businesses").select("id, slug, status").eq("name", name).single()
    expect(row).toMatchObject({ status: "pending" })
    expect((await page.request.get(`/diretorio/${row!.slug}`)).status()).toBe(404)
    // Her preview works while it waits.
    await page.getByRole("link", { name: "Pré-visualizar" }).click()
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible()

    const admin = await asAdmin(browser)
    const before = await activeBusinessesOnOverview(admin.page)
    await openModeration(admin.page)
    const pending = admin.page.getByRole("region", { name: /Negócios aguardando aprovação/ })
    await pending.getByRole("button", { name: `Aprovar ${name}` }).click()
    await expect(toast(admin.page, "Negócio aprovado. Ele já aparece no diretório.")).toBeVisible()

    await page.goto(`/diretorio/${row!.slug}`)
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible()
    await page.goto("/diretorio?uf=TO&busca=capim")
    await expect(results(page).getByRole("link", { name })).toBeVisible()
    const sitemap = await (await page.request.get("/sitemap.xml")).text()
    expect(sitemap).toContain(`/diretorio/${row!.slug}</loc>`)
    // Other tests approve businesses too: the figure grows by at least this one.
    await expect.poll(() => activeBusinessesOnOverview(admin.page)).toBeGreaterThan(before)
    await expect(
      admin.page.getByRole("region", { name: "Atividade recente" }).getByText(`aprovou o negócio ${name}`)
    ).toBeVisible()
    await admin.context.close()
  })

  test("a review is written, approved, notifies the owner live, and shows on the business and home pages", async ({
    page,
    browser,
  }, testInfo) => {
    test.skip(isPhone(testInfo), "one run is enough: the flow does not depend on the viewport")
    test.setTimeout(120_000)
    const owner = await createMember("dona")
    const business = await listedBusiness(owner, `Empório E2E ${unique()}`)
    const reviewer = await createMember("cliente")
    const comment = `Compramos a cesta de frutas do cerrado e tudo chegou fresquinho ${unique()}.`

    await signInWithForm(page, reviewer.email, reviewer.password)
    await page.goto(`/diretorio/${business.slug}`)
    const panel = page.locator("#avaliar")
    await panel.locator("label").filter({ hasText: "5 estrelas" }).click()
    await expect(panel.getByRole("radio", { name: "5 estrelas" })).toBeChecked()
    await panel.getByLabel("Conte como foi a sua experiência").fill(comment)
    await panel.getByRole("button", { name: "Enviar avaliação" }).click()
    await expect(toast(page, "Avaliação enviada!")).toBeVisible()
    await expect(panel.getByText("Aguardando moderação")).toBeVisible()
    // Not public before moderation.
    const published = page
      .getByRole("region", { name: "Avaliações" })
      .getByRole("listitem")
      .filter({ hasText: comment })
    await expect(published).toHaveCount(0)

    // The owner waits on her dashboard with the live bell.
    const ownerContext = await browser.newContext()
    const ownerPage = await ownerContext.newPage()
    await signInWithForm(ownerPage, owner.email, owner.password)
    await waitForHeader(ownerPage)
    await waitForLiveBell(ownerPage)

    const admin = await asAdmin(browser)
    await openModeration(admin.page)
    const queue = admin.page.getByRole("region", { name: /Avaliações aguardando moderação/ })
    await queue.getByRole("button", { name: `Publicar a avaliação de Teste C. sobre ${business.name}` }).click()
    await expect(toast(admin.page, "Avaliação publicada. A dona do negócio foi avisada.")).toBeVisible()

    const liveToasts = ownerPage.getByRole("region", { name: /^Notificações/ })
    await expect(liveToasts.getByText("Nova avaliação recebida").first()).toBeVisible({ timeout: 15_000 })
    await expect(bell(ownerPage)).toHaveAccessibleName(/^Notificações, \d+ não lidas?$/)

    // The page is static: the approval expired its cache tag, so a fresh copy is rendered.
    await expect
      .poll(async () => {
        await page.reload()
        return published.count()
      })
      .toBe(1)
    await expect(page.locator("#avaliar").getByText("Publicada")).toBeVisible()

    await expect
      .poll(async () => {
        await page.goto("/")
        return page.getByRole("region", { name: "O Que Dizem Sobre Nossas Empreendedoras" }).getByText(comment).count()
      })
      .toBe(1)
    const testimonials = page.getByRole("region", { name: "O Que Dizem Sobre Nossas Empreendedoras" })
    const item = testimonials.getByRole("listitem").filter({ hasText: comment })
    await expect(item.getByRole("link")).toHaveAttribute("href", `/diretorio/${business.slug}`)
    await expect(item.getByText("Teste", { exact: true })).toBeVisible()

    // The owner answers once, publicly.
    await ownerPage.goto(`/dashboard/negocio/${business.id}`)
    const ownerReviews = ownerPage.getByRole("region", { name: "Avaliações recebidas" })
    await ownerReviews.getByLabel(/Sua resposta pública/).fill("Obrigada pela confiança! Volte sempre.")
    await ownerReviews.getByRole("button", { name: "Publicar resposta" }).click()
    await expect(toast(ownerPage, "Resposta publicada.")).toBeVisible()
    await expect(ownerReviews.getByRole("button", { name: "Publicar resposta" })).toHaveCount(0)
    await expect
      .poll(async () => {
        await page.goto(`/diretorio/${business.slug}`)
        return page
          .getByRole("region", { name: "Avaliações" })
          .getByText("Obrigada pela confiança! Volte sempre.")
          .count()
      })
      .toBe(1)

    await ownerContext.close()
    await admin.context.close()
  })

  test("an admin pauses a listed business and resumes it", async ({ page, browser }, testInfo) => {
    test.skip(isPhone(testInfo), "one run is enough: the flow does not depend on the viewport")
    const owner = await createMember("pausa")
    const business = await listedBusiness(owner, `Quitanda E2E ${unique()}`)
    const admin = await asAdmin(browser)
    await openModeration(admin.page, `?q=${encodeURIComponent(business.name)}`)
    const table = admin.page.getByRole("region", { name: "Todos os negócios" })
    await table.getByRole("button", { name: `Desativar ${business.name}` }).click()
    await expect(toast(admin.page, "Negócio desativado. Ele não aparece mais no diretório.")).toBeVisible()
    await expect(table.getByRole("button", { name: `Reativar ${business.name}` })).toBeVisible()
    expect((await page.request.get(`/diretorio/${business.slug}`)).status()).toBe(404)

    await table.getByRole("button", { name: `Reativar ${business.name}` }).click()
    await expect(toast(admin.page, "Negócio reativado no diretório.")).toBeVisible()
    await page.goto(`/diretorio/${business.slug}`)
    await expect(page.getByRole("heading", { level: 1, name: business.name })).toBeVisible()
    await admin.context.close()
  })

  test("a refusal needs a reason, and the owner reads it in her panel", async ({ page, browser }, testInfo) => {
    test.skip(isPhone(testInfo), "one run is enough: the flow does not depend on the viewport")
    const owner = await createMember("recusa")
    const name = `Brechó E2E ${unique()}`
    await serviceClient()
      .from("profiles")
      .update({ roles: ["customer", "business_owner"] })
      .eq("id", owner.id)
    const { error } = await serviceClient()
      .from("businesses")
      .insert({
        owner_id: owner.id,
        name,
        slug: `e2e-${unique()}`,
        description: "Roupas usadas em ótimo estado, selecionadas uma a uma.",
        category: "Moda e costura",
        city: "Araguaína",
        state: "TO",
        instagram_url: "https://instagram.com/brechoe2e",
      })
    expect(error).toBeNull()

    const admin = await asAdmin(browser)
    await openModeration(admin.page)
    await admin.page
      .getByRole("region", { name: /Negócios aguardando aprovação/ })
      .getByRole("button", { name: `Recusar ${name}` })
      .click()
    const dialog = admin.page.getByRole("dialog", { name: `Recusar "${name}"` })
    await dialog.getByRole("button", { name: "Recusar e avisar" }).click()
    await expect(dialog.getByText("Informe o motivo da recusa.")).toBeVisible()
    await dialog.getByLabel("Motivo (obrigatório)").fill("Inclua a cidade e uma forma de contato que funcione.")
    await dialog.getByRole("button", { name: "Recusar e avisar" }).click()
    await expect(toast(admin.page, "Negócio recusado. A dona recebeu o motivo.")).toBeVisible()
    await expect(dialog).toBeHidden()
    await admin.context.close()

    await signInWithForm(page, owner.email, owner.password)
    await page.goto("/dashboard/negocio")
    await expect(page.getByText("Motivo da recusa: Inclua a cidade e uma forma de contato que funcione.")).toBeVisible()
    await expectNoA11yViolations(page, "/dashboard/negocio")
  })
})
