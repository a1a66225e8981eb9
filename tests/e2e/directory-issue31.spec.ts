import { type Page } from "@playwright/test"
import { expect, test } from "./helpers/test"

import { asAdmin, listedBusiness, unique } from "./helpers/directory"
import { createMember, type Member, serviceClient, signInWithForm } from "./helpers/notifications-backend"
import { isPhone, SAME_LOGIC_ON_PHONE, waitForHeader } from "./helpers/site"

/**
 * Issue #31 in the directory: an approved business edited by its owner stays public (page and
 * products) until an admin approves the edit; reviews show their author's picture; removing a
 * published review says so; a business page shares its link. Businesses created here are in
 * Tocantins (TO), as in directory.spec.ts.
 */

const toast = (page: Page, text: string | RegExp) => page.getByRole("status").filter({ hasText: text }).first()

/** An approved, listed business of `owner` with one product in /loja. */
async function listedBusinessWithProduct(owner: Member, name: string) {
  const data = await listedBusiness(owner, name)
  const product = { slug: `beiju-${unique()}`, name: `Beiju de tapioca ${unique()}` }
  const inserted = await serviceClient().from("products").insert({
    business_id: data.id,
    slug: product.slug,
    name: product.name,
    description: "Pacote com dez beijus.",
    category: "alimentacao",
    price_cents: 1800,
  })
  if (inserted.error) throw new Error(`product: ${inserted.error.message}`)
  return { ...data, product }
}

test.describe("directory fixes of issue #31", () => {
  test("an approved business edited by its owner stays public until an admin approves the edit", async ({
    page,
    browser,
  }, testInfo) => {
    test.skip(isPhone(testInfo), "one run is enough: the flow does not depend on the viewport")
    const owner = await createMember("revisao")
    const oldName = `Casa do Beiju ${unique()}`
    const newName = `Beijus da Tocantina ${unique()}`
    const business = await listedBusinessWithProduct(owner, oldName)

    // Warm the public caches with the approved version.
    await page.goto(`/diretorio/${business.slug}`)
    await expect(page.getByRole("heading", { level: 1, name: oldName })).toBeVisible()

    await signInWithForm(page, owner.email, owner.password)
    await page.goto(`/dashboard/negocio/${business.id}`)
    await waitForHeader(page)
    const form = page.getByRole("form", { name: "Editar negócio" })
    // She is told before saving what waits for approval, contact details and place included.
    await expect(form.getByText(/passam pela aprovação da equipe/)).toContainText("WhatsApp")
    await expect(form.getByText(/passam pela aprovação da equipe/)).toContainText("cidade e UF")
    await form.getByLabel("Nome do negócio").fill(newName)
    await form.getByRole("button", { name: "Salvar alterações" }).click()
    await expect(toast(page, "Alterações enviadas para aprovação.")).toBeVisible()
    await expect(page.getByText("Alterações aguardando aprovação")).toBeVisible()

    // Meanwhile the approved version is what everyone sees, products included.
    const visitor = await browser.newContext()
    const publicPage = await visitor.newPage()
    const response = await publicPage.goto(`/diretorio/${business.slug}`)
    expect(response?.status()).toBe(200)
    await expect(publicPage.getByRole("heading", { level: 1, name: oldName })).toBeVisible()
    expect((await publicPage.request.get(`/loja/${business.product.slug}`)).status()).toBe(200)
    await publicPage.goto(`/loja?busca=${encodeURIComponent(business.product.name)}`)
    await expect(publicPage.getByRole("main").getByText(business.product.name).first()).toBeVisible()

    const admin = await asAdmin(browser)
    await admin.page.goto("/admin/negocios")
    await waitForHeader(admin.page)
    const queue = admin.page.getByRole("region", { name: /Alterações aguardando aprovação/ })
    await expect(queue.getByText(newName)).toBeVisible()
    await queue.getByRole("button", { name: `Aprovar as alterações de ${oldName}` }).click()
    await expect(toast(admin.page, "Alterações aprovadas. O diretório já mostra a nova versão.")).toBeVisible()
    await admin.context.close()

    // The directory's cache tag was revalidated: the new name is public at once.
    await publicPage.goto(`/diretorio/${business.slug}`)
    await expect(publicPage.getByRole("heading", { level: 1, name: newName })).toBeVisible()
    await visitor.close()
  })

  test("reviews show their author's picture, or her initials", async ({ page }) => {
    // Seed: Rafael M. (membro@) reviewed Ateliê Fios de Minas; the others are signed reviews without an account.
    await page.goto("/diretorio/doces-da-claudia")
    const review = page.getByRole("article", { name: "Avaliação de Renata S." })
    await expect(review).toBeVisible()
    await expect(review.locator('[data-slot="avatar"]')).toHaveCount(1)
    await expect(review.locator('[data-slot="avatar"]')).toHaveText("RS")
  })

  test("removing a published review says what it does", async ({ browser }, testInfo) => {
    test.skip(isPhone(testInfo), "one run is enough")
    const admin = await asAdmin(browser)
    await admin.page.goto("/admin/negocios")
    await waitForHeader(admin.page)
    const published = admin.page.getByRole("region", { name: /Avaliações publicadas recentemente/ })
    await published
      .getByRole("button", { name: /^Remover a avaliação de / })
      .first()
      .click()
    const dialog = admin.page.getByRole("dialog", { name: "Remover avaliação publicada" })
    await expect(dialog.getByRole("button", { name: "Remover e avisar a autora" })).toBeVisible()
    await expect(dialog.getByRole("button", { name: "Recusar e avisar" })).toHaveCount(0)
    await expect(dialog.getByText(/A avaliação sai da página do negócio/)).toBeVisible()
    await admin.page.keyboard.press("Escape")
    await expect(dialog).toBeHidden()
    await admin.context.close()
  })

  test("a business page shares its link", async ({ page, context, baseURL }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL })
    await page.addInitScript(() => Object.defineProperty(Navigator.prototype, "share", { value: undefined }))
    await page.goto("/diretorio/doces-da-claudia")
    await waitForHeader(page)
    await page.getByRole("button", { name: "Compartilhar" }).click()
    await expect(
      page.getByText("O link do negócio foi copiado para a área de transferência", { exact: true })
    ).toBeVisible()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/diretorio/doces-da-claudia`)
  })

  test("every kind of share card renders in the built app (the rated business's star included)", async ({
    page,
    request,
  }, testInfo) => {
    test.skip(isPhone(testInfo), SAME_LOGIC_ON_PHONE)
    for (const path of [
      "/diretorio/doces-da-claudia",
      "/loja/bolo-de-rolo-tradicional",
      "/projetos/financas-para-mei",
      "/convergindo/como-contar-a-historia-da-sua-marca",
    ]) {
      await page.goto(path)
      const card = await page.locator('meta[property="og:image"]').first().getAttribute("content")
      expect(card, path).toContain(`${path}/opengraph-image`)
      const response = await request.get(new URL(card!).pathname + new URL(card!).search)
      expect(response.status(), path).toBe(200)
      expect(response.headers()["content-type"], path).toBe("image/png")
      expect((await response.body()).subarray(1, 4).toString("latin1"), path).toBe("PNG")
    }
  })
})
