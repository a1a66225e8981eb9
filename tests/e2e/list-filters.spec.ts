import type { Page } from "@playwright/test"
import { expect, test } from "./helpers/test"

import { isPhone, SAME_LOGIC_ON_PHONE } from "./helpers/site"

/**
 * Issue #31: the list filters of /diretorio, /projetos and /loja apply as soon as a select or a
 * checkbox changes (the search box still waits for "Buscar"), and after back or forward their
 * controls show the address's own filters, never an edit made before leaving, so the next change
 * does not re-apply it. Desktop only (the describe), but for the slow phone at the end.
 */

const results = (page: Page) => page.getByRole("main").getByRole("article")

test.describe("list filters", () => {
  // The phone uses these forms in each list's own spec (directory, projects, shop: their search and
  // filters in the URL, and back), and their phone layout is swept (overflow at 320 px, axe at 390 px).
  test.beforeEach(({}, testInfo) => test.skip(isPhone(testInfo), SAME_LOGIC_ON_PHONE))
  test("the directory: a select applies at once; back shows the address's filters", async ({ page }) => {
    await page.goto("/diretorio?uf=MG")
    const filters = page.getByRole("search", { name: "Buscar no diretório" })
    const search = filters.getByRole("searchbox", { name: "Buscar negócios" })
    await expect(results(page)).toHaveCount(2)

    // A search typed on this page and submitted: the page left behind keeps no trace of it.
    await search.fill("fios")
    await filters.getByRole("button", { name: "Buscar", exact: true }).click()
    await expect(page).toHaveURL(/\/diretorio\?busca=fios&uf=MG$/)
    await expect(results(page)).toHaveCount(1)
    await page.goBack()
    await expect(page).toHaveURL(/\/diretorio\?uf=MG$/)
    await expect(search).toHaveValue("")
    await expect(filters.getByRole("combobox", { name: "Estado (UF)" })).toHaveValue("MG")

    // A checkbox applies without "Buscar", with the address's filters only.
    await filters.getByRole("checkbox", { name: "Aceita encomendas" }).check()
    await expect(page).toHaveURL(/\/diretorio\?uf=MG&encomendas=1$/)
    await page.goBack()
    await expect(page).toHaveURL(/\/diretorio\?uf=MG$/)
    await expect(filters.getByRole("checkbox", { name: "Aceita encomendas" })).not.toBeChecked()
    await page.goForward()
    await expect(page).toHaveURL(/\/diretorio\?uf=MG&encomendas=1$/)
    await expect(filters.getByRole("checkbox", { name: "Aceita encomendas" })).toBeChecked()

    // The state select clears the city and applies.
    await filters.getByRole("combobox", { name: "Estado (UF)" }).selectOption("")
    await expect(page).toHaveURL(/\/diretorio\?encomendas=1$/)
  })

  test("the projects: selects apply at once; back and forward show the address's filters", async ({ page }) => {
    await page.goto("/projetos")
    const filters = page.getByRole("search", { name: "Filtrar projetos" })
    await filters.getByLabel("Tipo").selectOption("feira")
    await expect(page).toHaveURL(/\/projetos\?tipo=feira$/)
    await expect(results(page)).toHaveCount(2)
    await filters.getByLabel("Estado (UF)").selectOption("CE")
    await expect(page).toHaveURL(/\/projetos\?tipo=feira&uf=CE$/)
    await expect(results(page)).toHaveCount(1)

    await page.goBack()
    await expect(page).toHaveURL(/\/projetos\?tipo=feira$/)
    await expect(filters.getByLabel("Tipo")).toHaveValue("feira")
    await expect(filters.getByLabel("Estado (UF)")).toHaveValue("")
    // The next change starts from the address's filters, not from the page left behind.
    await filters.getByLabel("Formato").selectOption("presencial")
    await expect(page).toHaveURL(/\/projetos\?tipo=feira&formato=presencial$/)
    // One step back at a time, as a thumb does: a second back before the first has landed
    // aborts it (net::ERR_ABORTED, seen on the phone project).
    await page.goBack()
    await expect(page).toHaveURL(/\/projetos\?tipo=feira$/)
    await page.goBack()
    await expect(page).toHaveURL(/\/projetos$/)
    await expect(filters.getByLabel("Tipo")).toHaveValue("")
    await page.goForward()
    await expect(page).toHaveURL(/\/projetos\?tipo=feira$/)
    await expect(filters.getByLabel("Tipo")).toHaveValue("feira")
  })

  test("the shop: a select applies at once, the search waits for Buscar", async ({ page }) => {
    await page.goto("/loja")
    const filters = page.getByRole("search", { name: "Buscar na loja" })
    await filters.getByRole("searchbox").fill("bolo")
    await filters.getByLabel("Categoria").selectOption("alimentacao")
    await expect(page).toHaveURL(/\/loja\?busca=bolo&categoria=alimentacao$/)
    await page.goBack()
    await expect(page).toHaveURL(/\/loja$/)
    await expect(filters.getByRole("searchbox")).toHaveValue("")
    await expect(filters.getByLabel("Categoria")).toHaveValue("")
  })
})

test("a select chosen while the page is still loading applies once the page is ready", async ({ page }) => {
  // A slow phone: the page is shown before its JavaScript runs. She picks a category then; React
  // keeps her choice when it hydrates, and the form applies it.
  let release = () => {}
  const scriptsHeld = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/_next\/static\/chunks\/.*\.js$/, async (route) => {
    await scriptsHeld
    await route.continue()
  })
  await page.goto("/loja", { waitUntil: "domcontentloaded" })
  await page.getByLabel("Categoria").selectOption("beleza")
  await expect(page).toHaveURL(/\/loja$/)
  release()
  await expect(page).toHaveURL(/\/loja\?categoria=beleza$/)
  await expect(page.getByLabel("Categoria")).toHaveValue("beleza")
})
