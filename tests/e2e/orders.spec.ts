import type { Browser, Page } from "@playwright/test"
import { expect, test } from "./helpers/test"

import { expectNoA11yViolations } from "./helpers/a11y"
import { asAdmin, listedBusiness, unique } from "./helpers/directory"
import { createMember, type Member, serviceClient, signInWithForm } from "./helpers/notifications-backend"
import { isPhone, SAME_LOGIC_ON_PHONE } from "./helpers/site"

/**
 * Orders with Pix (issue #38) as the people involved live them, each in her own browser. A visitor
 * chooses a quantity on a product page, is asked to sign in and comes back to the same order; she
 * adds a second product of the business, places the order, sees the exact total and the Pix copia e
 * cola code, copies it and says she paid. The seller, on the order's page in another browser, sees
 * it live, confirms the payment and marks it delivered; the buyer's page follows live, invites her
 * to review, and her review carries "Compra verificada". The admins' Receita Total moves by the
 * order's total. Fresh members and a fresh business only: the demo accounts' orders stay as seeded.
 */

const PIX_KEY = "123e4567-e12b-12d1-a456-426655440000"

/** A listed business of `seller` taking orders (pickup only unless told), with two products. */
async function shopOf(
  seller: Member,
  more: { offers_local_delivery?: boolean; local_delivery_fee_cents?: number; minimum_order_cents?: number } = {}
) {
  const business = await listedBusiness(seller, `Ateliê Encomendas ${unique()}`)
  const db = serviceClient()
  const suffix = unique()
  const { data: products, error } = await db
    .from("products")
    .insert([
      {
        business_id: business.id,
        slug: `bolsa-de-croche-${suffix}`,
        name: `Bolsa de crochê ${suffix}`,
        description: "Bolsa de crochê em fio de algodão.",
        category: "artesanato",
        price_cents: 2500,
      },
      {
        business_id: business.id,
        slug: `tapete-de-barbante-${suffix}`,
        name: `Tapete de barbante ${suffix}`,
        description: "Tapete redondo de barbante cru, 60 cm.",
        category: "casa",
        price_cents: 4000,
      },
    ])
    .select("id, slug, name, price_cents")
    .order("price_cents")
  if (error || !products) throw new Error(`products: ${error?.message}`)
  // As set_business_order_settings leaves them (the form is covered by the integration tests).
  const settings = await db.from("business_order_settings").insert({
    business_id: business.id,
    enabled: true,
    pix_key_type: "random",
    pix_key: PIX_KEY,
    pix_receiver_name: "Vendedora Teste",
    pix_receiver_city: "Palmas",
    offers_pickup: true,
    note: "Retirada em Palmas, de terça a sábado.",
    ...more,
  })
  if (settings.error) throw new Error(`order settings: ${settings.error.message}`)
  return { ...business, products: products as { id: string; slug: string; name: string; price_cents: number }[] }
}

async function memberInBrowser(browser: Browser, label: string) {
  const member = await createMember(label)
  const context = await browser.newContext()
  const page = await context.newPage()
  await signInWithForm(page, member.email, member.password)
  return { member, context, page }
}

/** The page in view: Next keeps the page she came from in the document, hidden. */
const visible = (page: Page) => page.getByRole("main").filter({ visible: true })

const statusBadge = (page: Page, label: string) =>
  page.locator("[data-order-status]").filter({ visible: true, hasText: label })

/** "R$ 1.234,56" → 123456. */
const centsOf = (text: string) => Number(text.replace(/\D/g, ""))

async function revenueCents(page: Page) {
  await page.goto("/admin")
  const card = page
    .getByRole("region", { name: "Estatísticas" })
    .getByRole("listitem")
    .filter({ hasText: "Receita Total" })
  return centsOf((await card.getByText(/^R\$/).textContent()) ?? "")
}

test.describe("orders with Pix", () => {
  test.beforeEach(({}, testInfo) => {
    test.skip(isPhone(testInfo), SAME_LOGIC_ON_PHONE)
  })

  test("a member orders two products, pays by Pix, the seller follows live, and the review is verified", async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(180_000)
    const seller = await memberInBrowser(browser, "vendedora")
    const shop = await shopOf(seller.member)
    const [bolsa, tapete] = shop.products as [(typeof shop.products)[0], (typeof shop.products)[0]]
    const admin = await asAdmin(browser)
    const buyerMember = await createMember("compradora")
    const buyerContext = await browser.newContext()
    await buyerContext.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL })
    const buyer = await buyerContext.newPage()
    try {
      const revenueBefore = await revenueCents(admin.page)

      // A visitor chooses two bags on the product page and is asked to sign in first.
      await buyer.goto(`/loja/${bolsa.slug}`)
      const howToBuy = buyer.getByRole("region", { name: "Como comprar" })
      await howToBuy.getByLabel("Quantidade").fill("2")
      await howToBuy.getByRole("button", { name: "Encomendar" }).click()
      await expect(buyer).toHaveURL(/\/auth\?from=/)
      const form = buyer.getByRole("form", { name: "Entrar" })
      await form.getByLabel("Email").fill(buyerMember.email)
      await form.getByLabel("Senha", { exact: true }).fill(buyerMember.password)
      await form.getByRole("button", { name: "Entrar" }).click()
      // …and comes back to the same order: the business, the product and the quantity.
      await expect(buyer).toHaveURL(new RegExp(`/encomendar/${shop.slug}\\?produto=${bolsa.slug}&quantidade=2$`), {
        timeout: 15_000,
      })
      const builder = buyer.getByRole("form", { name: "Fazer encomenda" })
      await expect(builder.getByLabel(`Quantidade de ${bolsa.name}`)).toHaveValue("2")
      await expect(builder.getByLabel(`Quantidade de ${tapete.name}`)).toHaveValue("0")
      await expect(visible(buyer).getByText("Retirada em Palmas, de terça a sábado.")).toBeVisible()
      await expectNoA11yViolations(buyer, "/encomendar/[businessSlug]")

      // She adds a rug; pickup is the only way offered, so it is chosen already.
      await builder.getByLabel(`Quantidade de ${tapete.name}`).fill("1")
      await expect(builder.getByRole("radio", { name: /Retirada com a vendedora/ })).toBeChecked()
      await expect(builder.getByText("Total estimado")).toBeVisible()
      await expect(builder).toContainText("R$ 90,00")
      await builder.getByLabel("Observação para a vendedora (opcional)").fill("Vou buscar no sábado de manhã.")
      await builder.getByRole("button", { name: "Fazer encomenda" }).click()
      await expect(buyer).toHaveURL(/\/dashboard\/encomendas\/[0-9a-f-]{36}$/, { timeout: 15_000 })
      const orderId = new URL(buyer.url()).pathname.split("/").pop()!

      // The exact total, computed by the database: 2 × R$ 25,00 + R$ 40,00.
      const main = visible(buyer)
      await expect(main.locator("[data-order-total]")).toHaveText("R$ 90,00")
      await expect(statusBadge(buyer, "Aguardando pagamento")).toBeVisible()
      const heading = await main.getByRole("heading", { level: 1 }).textContent()
      const code = /CE[A-HJ-NP-Z2-9]{10}/.exec(heading ?? "")?.[0]
      expect(code, heading ?? "").toBeTruthy()

      // The Pix copia e cola: a static code for that amount, the order's code as its reference.
      const pix = main.getByLabel("Código Pix copia e cola")
      const payload = await pix.inputValue()
      expect(payload.startsWith("000201")).toBe(true)
      expect(payload).toContain("540590.00")
      expect(payload).toContain(PIX_KEY)
      expect(payload).toContain(code!)
      await expect(main.getByRole("img", { name: /QR code do Pix de R\$\s90,00/ })).toBeVisible()
      await main.getByRole("button", { name: "Copiar código" }).click()
      await expect(main.getByRole("status").filter({ hasText: "Código copiado." })).toHaveCount(1)
      expect(await buyer.evaluate(() => navigator.clipboard.readText())).toBe(payload)
      await expectNoA11yViolations(buyer, "/dashboard/encomendas/[id]")
      await expect(main.locator("[data-order-live='live']")).toHaveCount(1, { timeout: 20_000 })

      // The seller waits on the order's page, its live channel joined.
      await seller.page.goto(`/dashboard/negocio/encomendas/${orderId}`)
      const sellerMain = visible(seller.page)
      await expect(sellerMain.getByRole("heading", { level: 1, name: `Encomenda ${code}` })).toBeVisible()
      await expect(sellerMain).toContainText(buyerMember.fullName)
      await expect(sellerMain).toContainText("Vou buscar no sábado de manhã.")
      await expect(sellerMain.locator("[data-order-live='live']")).toHaveCount(1, { timeout: 20_000 })

      // "Já paguei": the seller sees it without reloading.
      await main.getByRole("button", { name: "Já paguei" }).click()
      await expect(statusBadge(buyer, "Pagamento informado")).toBeVisible()
      await expect(statusBadge(seller.page, "Pagamento informado")).toBeVisible({ timeout: 15_000 })
      await expect(sellerMain.getByText("A compradora informou que pagou.", { exact: false })).toBeVisible()
      await expectNoA11yViolations(seller.page, "/dashboard/negocio/encomendas/[id]")

      // She confirms the Pix arrived and marks the order delivered; the buyer's page follows live.
      await sellerMain.getByRole("button", { name: "Confirmar pagamento recebido" }).click()
      await expect(statusBadge(seller.page, "Pago")).toBeVisible()
      await expect(statusBadge(buyer, "Pago")).toBeVisible({ timeout: 15_000 })
      await sellerMain.getByRole("button", { name: "Marcar como entregue" }).click()
      await expect(statusBadge(seller.page, "Entregue")).toBeVisible()
      await expect(statusBadge(buyer, "Entregue")).toBeVisible({ timeout: 15_000 })
      const history = main.getByRole("region", { name: "Histórico" })
      await expect(history).toContainText("Pagamento informado pela compradora")
      await expect(history).toContainText("Pagamento confirmado pela vendedora")
      await expect(history).toContainText("Encomenda entregue")

      // The admins' revenue card moves by the order's total.
      await expect.poll(() => revenueCents(admin.page), { timeout: 15_000 }).toBe(revenueBefore + 9000)

      // Delivered: she is invited to review, and her review is a verified purchase.
      const invitation = main.getByRole("region", { name: "Como foi a sua compra?" })
      await invitation.getByRole("link", { name: "Avaliar o negócio" }).click()
      await expect(buyer).toHaveURL(new RegExp(`/diretorio/${shop.slug}#avaliar$`))
      const panel = buyer.locator("#avaliar")
      await panel.locator("label").filter({ hasText: "5 estrelas" }).click()
      await panel.getByLabel("Conte como foi a sua experiência").fill(`Bolsas lindas e tapete caprichado ${unique()}.`)
      await panel.getByRole("button", { name: "Enviar avaliação" }).click()
      await expect(panel.getByText("Compra verificada")).toBeVisible({ timeout: 15_000 })
      const { data: review } = await serviceClient()
        .from("business_reviews")
        .select("verified_purchase")
        .eq("business_id", shop.id)
        .eq("author_id", buyerMember.id)
        .single()
      expect(review?.verified_purchase).toBe(true)

      // Her list and the seller's list show the order where each expects it.
      await buyer.goto("/dashboard/encomendas")
      await expect(visible(buyer).getByRole("link", { name: new RegExp(code!) })).toContainText("Entregue")
      await seller.page.goto("/dashboard/negocio/encomendas?estado=delivered")
      await expect(visible(seller.page).getByRole("link", { name: new RegExp(code!) })).toContainText("R$ 90,00")
    } finally {
      await buyerContext.close()
      await seller.context.close()
      await admin.context.close()
    }
  })

  test("the seller turns orders on from her business, and a refused key keeps what she typed", async ({ browser }) => {
    test.setTimeout(90_000)
    const seller = await memberInBrowser(browser, "vendedora-config")
    try {
      const business = await listedBusiness(seller.member, `Ateliê Config ${unique()}`)
      await seller.page.goto(`/dashboard/negocio/${business.id}`)
      await visible(seller.page).getByRole("link", { name: "Receber encomendas" }).click()
      await expect(seller.page).toHaveURL(new RegExp(`/dashboard/negocio/${business.id}/encomendas$`))
      const form = seller.page.getByRole("form", { name: "Receber encomendas" })
      await form.getByLabel("Receber encomendas por este negócio").check()
      await form.getByLabel("Tipo da chave").selectOption("cpf")
      // A CPF with a wrong check digit: refused by the form's server check, every value kept.
      await form.getByLabel("Chave", { exact: true }).fill("111.444.777-36")
      await form.getByLabel("Nome de quem recebe").fill("Ana Lúcia")
      await form.getByLabel("Cidade de quem recebe").fill("Palmas")
      await form.getByLabel("Entrega local", { exact: true }).check()
      await form.getByLabel("Taxa da entrega local (R$)").fill("7,50")
      await form.getByRole("button", { name: "Salvar" }).click()
      await expect(form.getByLabel("Chave", { exact: true })).toHaveAttribute("aria-invalid", "true")
      await expect(form.getByLabel("Chave", { exact: true })).toHaveValue("111.444.777-36")
      await expect(form.getByLabel("Nome de quem recebe")).toHaveValue("Ana Lúcia")
      await expect(form.getByLabel("Taxa da entrega local (R$)")).toHaveValue("7,50")
      await expect(form.getByLabel("Entrega local", { exact: true })).toBeChecked()
      await expectNoA11yViolations(seller.page, "/dashboard/negocio/[id]/encomendas")

      await form.getByLabel("Chave", { exact: true }).fill("111.444.777-35")
      await form.getByRole("button", { name: "Salvar" }).click()
      await expect(seller.page.getByText("Pronto! Seu negócio está recebendo encomendas.").first()).toBeVisible()
      const { data } = await serviceClient()
        .from("business_order_settings")
        .select("enabled, pix_key_type, pix_key, local_delivery_fee_cents")
        .eq("business_id", business.id)
        .single()
      expect(data).toEqual({
        enabled: true,
        pix_key_type: "cpf",
        pix_key: "11144477735",
        local_delivery_fee_cents: 750,
      })

      // The business page now offers "Fazer encomenda" (its cache tag was expired by the save).
      await expect
        .poll(async () => {
          await seller.page.goto(`/diretorio/${business.slug}`)
          return visible(seller.page).getByRole("link", { name: "Fazer encomenda" }).count()
        })
        .toBe(1)
    } finally {
      await seller.context.close()
    }
  })

  test("the builder keeps what she chose when the database refuses the order", async ({ browser }) => {
    test.setTimeout(90_000)
    const seller = await createMember("vendedora-minimo")
    const shop = await shopOf(seller, {
      offers_local_delivery: true,
      local_delivery_fee_cents: 600,
      minimum_order_cents: 10000,
    })
    const [bolsa, tapete] = shop.products as [(typeof shop.products)[0], (typeof shop.products)[0]]
    const buyer = await memberInBrowser(browser, "compradora-minimo")
    try {
      await buyer.page.goto(`/encomendar/${shop.slug}`)
      const builder = buyer.page.getByRole("form", { name: "Fazer encomenda" })
      await builder.getByLabel(`Quantidade de ${bolsa.name}`).fill("1")
      await builder.getByLabel(`Quantidade de ${tapete.name}`).fill("1")
      await builder.getByRole("radio", { name: /Entrega local/ }).check()
      await builder.getByLabel("Observação para a vendedora (opcional)").fill("Pode deixar com a vizinha.")
      await expect(builder).toContainText("R$ 71,00")
      await expect(builder).toContainText("O pedido mínimo desta loja é de R$ 100,00.")
      // R$ 65,00 of products: the database refuses it, in its own words, and nothing is lost.
      await builder.getByRole("button", { name: "Fazer encomenda" }).click()
      await expect(builder.getByRole("alert")).toContainText("O pedido mínimo desta loja é de R$")
      await expect(buyer.page).toHaveURL(new RegExp(`/encomendar/${shop.slug}$`))
      await expect(builder.getByLabel(`Quantidade de ${bolsa.name}`)).toHaveValue("1")
      await expect(builder.getByLabel(`Quantidade de ${tapete.name}`)).toHaveValue("1")
      await expect(builder.getByRole("radio", { name: /Entrega local/ })).toBeChecked()
      await expect(builder.getByLabel("Observação para a vendedora (opcional)")).toHaveValue(
        "Pode deixar com a vizinha."
      )
      const { data } = await serviceClient().from("orders").select("id").eq("business_id", shop.id)
      expect(data).toEqual([])

      // One more rug reaches the minimum: the order goes through with the delivery fee.
      await builder.getByLabel(`Quantidade de ${tapete.name}`).fill("2")
      await builder.getByRole("button", { name: "Fazer encomenda" }).click()
      await expect(buyer.page).toHaveURL(/\/dashboard\/encomendas\/[0-9a-f-]{36}$/, { timeout: 15_000 })
      await expect(visible(buyer.page).locator("[data-order-total]")).toHaveText("R$ 111,00")
    } finally {
      await buyer.context.close()
    }
  })

  test("the admins filter orders, export them and see the reported one", async ({ browser }) => {
    const admin = await asAdmin(browser)
    try {
      await admin.page.goto("/admin/encomendas?relatadas=1")
      await expect(admin.page.getByRole("heading", { level: 1, name: "Encomendas" })).toBeVisible()
      // The seed's open report (Eliane's order from Ateliê Fios de Minas).
      const reported = admin.page.getByRole("listitem").filter({ hasText: "CE2XVB9NHR7L" })
      await expect(reported).toContainText("Paguei o Pix há quatro dias")
      await expect(reported.getByRole("button", { name: "Marcar como resolvido" })).toBeVisible()
      await expectNoA11yViolations(admin.page, "/admin/encomendas")
      const csv = admin.page.getByRole("link", { name: "Exportar CSV" })
      await expect(csv).toHaveAttribute("href", "/admin/encomendas/exportar?relatadas=1")
      const answer = await admin.page.request.get("/admin/encomendas/exportar?relatadas=1")
      expect(answer.headers()["content-type"]).toContain("text/csv")
      expect(await answer.text()).toContain("CE2XVB9NHR7L")
    } finally {
      await admin.context.close()
    }
  })
})
