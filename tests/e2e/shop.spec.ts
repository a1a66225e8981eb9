import { randomUUID } from "node:crypto"

import type { Page } from "@playwright/test"
import { expect, test } from "./helpers/test"

import { expectNoA11yViolations } from "./helpers/a11y"
import { noisyPng } from "./helpers/images"
import { createMember, serviceClient, signInWithForm } from "./helpers/notifications-backend"

/**
 * The shop window (issue #22) in the browser: the catalogue's search and filters in the URL with
 * the back button, a product page with its Product JSON-LD in BRL, and a business owner adding a
 * product that then shows in /loja and on her directory page. Her business is in Tocantins (TO),
 * where the seed has none, so the seed's filter counts hold.
 */

const cards = (page: Page) => page.getByRole("main").getByRole("article")

test.describe("the catalogue", () => {
  test("search and filters live in the URL and the back button undoes them", async ({ page }) => {
    await page.goto("/loja")
    await expect(page.getByRole("heading", { level: 1, name: "Loja" })).toBeVisible()
    await expect(cards(page).first()).toBeVisible()

    // A select applies at once (issue #31); the search waits for "Buscar".
    await page.getByLabel("Categoria").selectOption("beleza")
    await expect(page).toHaveURL(/\/loja\?categoria=beleza$/)
    await expect(cards(page)).toHaveCount(4)

    await page.getByLabel("Categoria").selectOption("")
    await expect(page).toHaveURL(/\/loja$/)
    await page.getByRole("main").getByRole("searchbox").fill("cocada")
    await page.getByRole("button", { name: "Buscar", exact: true }).click()
    await expect(page).toHaveURL(/\/loja\?busca=cocada$/)
    await expect(cards(page)).toHaveCount(1)
    await expect(cards(page).getByRole("link", { name: "Doces da Cláudia" })).toHaveAttribute(
      "href",
      "/diretorio/doces-da-claudia"
    )

    await page.goBack()
    await expect(page).toHaveURL(/\/loja$/)
    await page.goBack()
    await expect(page).toHaveURL(/\/loja\?categoria=beleza$/)
    await expect(cards(page)).toHaveCount(4)
    await page.goBack()
    await expect(page).toHaveURL(/\/loja$/)

    // The paused business's products are not in the window.
    await page.goto("/loja?busca=marmita")
    await expect(page.getByText("Nenhum produto encontrado com esses filtros.")).toBeVisible()
    await page.goto("/loja?uf=RS")
    await expect(cards(page)).toHaveCount(4)
    await expectNoA11yViolations(page, "/loja?uf=RS")
  })

  test("the window shows 24 products a page, with numbered pages that keep the filters", async ({ page }) => {
    await page.goto("/loja")
    const count = page.getByRole("status").filter({ hasText: "produtos encontrados" })
    await expect(count).toHaveText(/^\d+ produtos encontrados · página 1 de \d+$/)
    await expect(cards(page)).toHaveCount(24)
    const pagination = page.getByRole("navigation", { name: "Paginação" })
    await expect(pagination.getByRole("link", { name: "Página 1" })).toHaveAttribute("aria-current", "page")

    await pagination.getByRole("link", { name: "Página 2" }).click()
    await expect(page).toHaveURL(/\/loja\?pagina=2$/)
    await expect(count).toHaveText(/página 2 de/)
    await expect(cards(page).first()).toBeVisible()
    await expect(pagination.getByRole("link", { name: "Anterior" })).toHaveAttribute("rel", "prev")
    await expect(pagination.getByRole("link", { name: "Página 1" })).toHaveAttribute("href", "/loja")

    // A filter starts again at the first page and its pages carry it.
    await page.getByLabel("Categoria").selectOption("artesanato")
    await page.getByRole("button", { name: "Buscar", exact: true }).click()
    await expect(page).toHaveURL(/\/loja\?categoria=artesanato$/)

    // A page past the end says so, with the count of what there is.
    await page.goto("/loja?pagina=99")
    await expect(page.getByText("Esta página não existe mais.")).toBeVisible()
    await expect(count).toHaveText(/^\d+ produtos encontrados · página 99 de \d+$/)
  })

  test("a product page: price in BRL, ways to buy, Product JSON-LD, canonical", async ({ page }) => {
    await page.goto("/loja/bolo-de-rolo-tradicional")
    await expect(page.getByRole("heading", { level: 1, name: "Bolo de rolo tradicional" })).toBeVisible()
    await expect(page.getByText("R$ 65,00", { exact: true }).first()).toBeVisible()
    await expect(page.getByRole("link", { name: "Comprar pelo WhatsApp" })).toHaveAttribute(
      "href",
      /^https:\/\/wa\.me\/5581988881010\?text=.*Bolo%20de%20rolo%20tradicional/
    )
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? "{}")
    expect(jsonLd).toMatchObject({ "@type": "Product", offers: { priceCurrency: "BRL", price: "65.00" } })
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/loja\/bolo-de-rolo-tradicional$/)
    expect((await page.goto("/loja/marmita-caseira-do-dia"))?.status()).toBe(404)
  })
})

test.describe("a business owner", () => {
  test("adds a product that appears in /loja and on her directory page", async ({ page }) => {
    const owner = await createMember("loja")
    const db = serviceClient()
    await db
      .from("profiles")
      .update({ roles: ["customer", "business_owner"] })
      .eq("id", owner.id)
    const businessSlug = `e2e-loja-${randomUUID().slice(0, 8)}`
    const { error } = await db.from("businesses").insert({
      owner_id: owner.id,
      name: `Quitanda ${businessSlug.slice(-8)}`,
      slug: businessSlug,
      description: "Produtos da roça feitos por mulheres do Tocantins, com entrega na capital.",
      category: "Agricultura familiar",
      city: "Palmas",
      state: "TO",
      whatsapp: "+5563991234567",
      status: "approved",
    })
    expect(error).toBeNull()

    // A photo address written straight through the API (the owner's own column) is never shown.
    const business = await db.from("businesses").select("id").eq("slug", businessSlug).single()
    const pixel = `Mel de aroeira ${businessSlug.slice(-8)}`
    const { error: pixelError } = await db.from("products").insert({
      business_id: business.data!.id,
      slug: `${businessSlug}-mel`,
      name: pixel,
      category: "alimentacao",
      price_cents: 2500,
      photos: ["https://rastreador.example/pixel.gif"],
    })
    expect(pixelError).toBeNull()

    await signInWithForm(page, owner.email, owner.password)
    await page.goto("/dashboard/negocio/produtos")
    await expect(page.getByRole("heading", { level: 1, name: "Meus produtos" })).toBeVisible()
    const name = `Farinha de babaçu ${businessSlug.slice(-8)}`
    await page.getByLabel("Nome do produto").fill(name)
    await page.getByLabel("Preço (R$)").fill("18,50")
    await page.getByLabel("Categoria").selectOption("alimentacao")
    await page.getByLabel("Descrição curta").fill("Pacote de 500 g.")
    // Four photos of ~1.7 MB each: more than one action body holds, so the browser shrinks them.
    const photos = [1, 2, 3, 4].map((n) => ({
      name: `foto-${n}.png`,
      mimeType: "image/png",
      buffer: noisyPng(800, 700),
    }))
    await page.getByLabel(/^Fotos/).setInputFiles(photos)
    await expect
      .poll(() => page.getByLabel(/^Fotos/).evaluate((input: HTMLInputElement) => input.files?.[0]?.type))
      .toBe("image/webp")
    await page.getByRole("button", { name: "Adicionar produto" }).click()
    await expect(page.getByRole("listitem").filter({ hasText: name })).toContainText("R$ 18,50")
    const stored = await db.from("products").select("photos").eq("name", name).single()
    expect(stored.data?.photos).toHaveLength(4)

    await page.goto("/loja?uf=TO")
    await expect(cards(page).getByRole("link", { name })).toBeVisible()
    await expect(cards(page).filter({ hasText: pixel })).toBeVisible()
    await expect(page.locator('img[src*="rastreador.example"]')).toHaveCount(0)
    await cards(page).getByRole("link", { name }).click()
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible()
    await expect(page.getByRole("article").getByText("R$ 18,50", { exact: true }).first()).toBeVisible()

    await page.goto(`/diretorio/${businessSlug}`)
    await expect(page.getByRole("region", { name: "Produtos na loja" }).getByRole("link", { name })).toBeVisible()
  })
})
