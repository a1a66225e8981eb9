import type { Browser, Page } from "@playwright/test"
import { expect, test } from "./helpers/test"
import { E2E_SUPABASE_URL } from "../../scripts/lib/e2e-hosts.mjs"

import { expectNoA11yViolations } from "./helpers/a11y"
import { createMember, type Member } from "./helpers/notifications-backend"
import { isPhone, SAME_LOGIC_ON_PHONE } from "./helpers/site"

/**
 * The public library (issue #36) in the browser, on the seed's materials and tracks
 * (supabase/seed.sql, "Educational resources"): what a visitor sees of public and members-only
 * materials, the video's privacy-enhanced player, the accent-insensitive search and the filters in
 * the URL; a member reading a members-only material, marking materials done and following her
 * progress in a track; the file route's answers for a visitor and a member.
 */

const PUBLIC_ARTICLE = "/aprender/o-que-e-mei-e-quem-pode-ser"
const VIDEO = "/aprender/abrir-o-mei-passo-a-passo"
const MEMBERS_ARTICLE = "/aprender/das-em-dia"
const MEMBERS_FILE = "/aprender/guia-do-fluxo-de-caixa"
const PUBLIC_FILE = "/aprender/checklist-da-formalizacao"
// "Vender nas redes sociais": five published materials, in this order.
const SOCIAL_TRACK = "/aprender/trilhas/vender-nas-redes-sociais"
const SOCIAL_TRACK_ITEMS = [
  "/aprender/perfil-comercial-no-instagram",
  "/aprender/fotos-de-produto-com-celular",
  "/aprender/whatsapp-business-catalogo",
]

const main = (page: Page) => page.getByRole("main")
const cards = (page: Page) => main(page).getByRole("article")
const INVITATION = "Este material é exclusivo para membros"

/** A fresh context signed in as `member` through the real form, landing on `from`. */
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

test.describe("the library for visitors", () => {
  test("lists tracks and materials; search ignores accents; filters live in the URL", async ({ page }) => {
    await page.goto("/aprender")
    await expect(page.getByRole("heading", { level: 1, name: "Aprender" })).toBeVisible()
    const tracks = main(page).getByRole("region", { name: "Trilhas" })
    await expect(tracks.getByRole("link", { name: "Do zero ao MEI" })).toBeVisible()
    await expect(tracks.getByRole("link", { name: "Vender nas redes sociais" })).toBeVisible()
    // Drafts are nobody's result.
    await expect(main(page).getByRole("link", { name: "Primeiros anúncios pagos" })).toHaveCount(0)

    // "solidaria" finds "O que é economia solidária".
    await main(page).getByRole("searchbox").fill("solidaria")
    await main(page).getByRole("button", { name: "Buscar", exact: true }).click()
    await expect(page).toHaveURL(/\/aprender\?busca=solidaria$/)
    await expect(main(page).getByRole("link", { name: "O que é economia solidária" })).toBeVisible()
    await expect(page.getByText("1 material encontrado")).toBeVisible()

    // A select applies at once and adds to the address; back undoes it.
    await page.goto("/aprender")
    await main(page).getByLabel("Tipo").selectOption("video")
    await expect(page).toHaveURL(/\/aprender\?tipo=video$/)
    // Other specs running at the same time may publish videos of their own: the list is checked by
    // what it holds (videos only, the seeded ones among them), not by its length.
    await expect(main(page).getByRole("link", { name: "Abrir o MEI passo a passo" })).toBeVisible()
    await expect(main(page).getByRole("link", { name: "Fotos de produto com o celular" })).toBeVisible()
    await expect(main(page).getByRole("link", { name: "O que é MEI e quem pode ser" })).toHaveCount(0)
    await expect(main(page).getByRole("region", { name: "Trilhas" })).toHaveCount(0)
    await main(page).getByLabel("Tema").selectOption("vendas")
    await expect(page).toHaveURL(/\/aprender\?tema=vendas&tipo=video$/)
    await expect(main(page).getByRole("link", { name: "Fotos de produto com o celular" })).toBeVisible()
    await expect(main(page).getByRole("link", { name: "Abrir o MEI passo a passo" })).toHaveCount(0)
    await page.goBack()
    await expect(page).toHaveURL(/\/aprender\?tipo=video$/)
    await expect(main(page).getByLabel("Tema")).toHaveValue("")

    await page.goto("/aprender?acesso=members&nivel=intermediario")
    await expect(main(page).getByLabel("Acesso")).toHaveValue("members")
    await expect(main(page).getByLabel("Nível")).toHaveValue("intermediario")
    await expect(cards(page)).toHaveCount(2)
    await expect(main(page).getByRole("link", { name: "Precificar serviços pela hora" })).toBeVisible()
    await page.goto("/aprender?busca=nada-por-aqui")
    await expect(page.getByText("Nenhum material encontrado com esses filtros.")).toBeVisible()
  })

  test("a public article, the video's player, and a members-only material's invitation", async ({ page }) => {
    await page.goto(PUBLIC_ARTICLE)
    await expect(page.getByRole("heading", { level: 1, name: "O que é MEI e quem pode ser" })).toBeVisible()
    await expect(page.getByRole("heading", { name: "Quem pode ser MEI" })).toBeVisible()
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? "{}")
    expect(jsonLd["@type"]).toBe("LearningResource")
    expect(jsonLd.name).toBe("O que é MEI e quem pode ser")
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`${PUBLIC_ARTICLE}$`))
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", /opengraph-image/)
    await expect(main(page).getByRole("link", { name: "Do zero ao MEI" })).toBeVisible()

    // The player is built from the stored id on the privacy-enhanced host; nothing is loaded here.
    await page.goto(VIDEO)
    const player = main(page).locator("iframe")
    await expect(player).toHaveAttribute("src", "https://www.youtube-nocookie.com/embed/MEIpasso001")
    await expect(player).toHaveAttribute("title", "Vídeo do YouTube: Abrir o MEI passo a passo")
    await expect(player).toHaveAttribute("loading", "lazy")
    await expect(player).toHaveAttribute("referrerpolicy", "strict-origin-when-cross-origin")

    // Members only: the summary and the way in, never the content or a file link.
    await page.goto(MEMBERS_ARTICLE)
    await expect(page.getByRole("heading", { level: 1, name: /DAS em dia/ })).toBeVisible()
    await expect(page.getByText(/O boleto mensal do MEI, como gerar/)).toBeVisible()
    await expect(page.getByText(INVITATION)).toBeVisible()
    await expect(page.getByText(/Documento de Arrecadação do Simples Nacional/)).toHaveCount(0)
    expect(await page.content()).not.toContain("Documento de Arrecadação")
    await expect(page.getByRole("link", { name: "Criar conta" })).toHaveAttribute(
      "href",
      `/auth?tab=cadastrar&from=${encodeURIComponent(MEMBERS_ARTICLE)}`
    )
    await expect(page.getByRole("link", { name: "Já tenho conta: entrar" })).toHaveAttribute(
      "href",
      `/auth?from=${encodeURIComponent(MEMBERS_ARTICLE)}`
    )
    await expectNoA11yViolations(page, MEMBERS_ARTICLE)

    await page.goto(MEMBERS_FILE)
    await expect(page.getByText(INVITATION)).toBeVisible()
    await expect(page.getByRole("link", { name: "Baixar arquivo" })).toHaveCount(0)
    expect(await page.content()).not.toContain("/arquivo")
  })

  test("the file route: a visitor is sent to sign in for a members-only file and gets a public one", async ({
    page,
  }) => {
    const refused = await page.request.get(`${MEMBERS_FILE}/arquivo`, { maxRedirects: 0 })
    expect(refused.status()).toBe(303)
    expect(refused.headers()["location"]).toBe(`/auth?from=${encodeURIComponent(MEMBERS_FILE)}`)
    expect((await page.request.get("/aprender/material-que-nao-existe/arquivo", { maxRedirects: 0 })).status()).toBe(
      404
    )
    // An article has no file.
    expect((await page.request.get(`${PUBLIC_ARTICLE}/arquivo`, { maxRedirects: 0 })).status()).toBe(404)

    await page.goto(PUBLIC_FILE)
    await expect(page.getByRole("link", { name: "Baixar arquivo" })).toHaveAttribute("href", `${PUBLIC_FILE}/arquivo`)
    const answer = await page.request.get(`${PUBLIC_FILE}/arquivo`, { maxRedirects: 0 })
    expect(answer.status()).toBe(303)
    expect(answer.headers()["cache-control"]).toBe("private, no-store")
    const signed = answer.headers()["location"]!
    expect(signed.startsWith(`${E2E_SUPABASE_URL}/storage/v1/object/sign/learning-files/`), signed).toBe(true)
    const download = await page.request.get(signed)
    expect(download.status()).toBe(200)
    expect(download.headers()["content-disposition"]).toContain("attachment; filename=checklist-da-formalizacao.pdf")
    expect((await download.body()).subarray(0, 5).toString()).toBe("%PDF-")
  })
})

test.describe("the library for members", () => {
  test("reads members-only content, downloads its file, marks materials done and continues a track", async ({
    browser,
  }, testInfo) => {
    test.skip(isPhone(testInfo), SAME_LOGIC_ON_PHONE)
    const member = await createMember("aprender")
    const { context, page } = await signedInPage(browser, member, MEMBERS_ARTICLE)
    try {
      // The member rendering: the content, read under her session, and no invitation.
      await expect(page.getByRole("heading", { name: "Como gerar e pagar" })).toBeVisible()
      await expect(page.getByText(/Documento de Arrecadação do Simples Nacional/)).toBeVisible()
      await expect(page.getByText(INVITATION)).toHaveCount(0)

      // Her file: a 303 to a 60-second signed address that downloads the PDF under its name.
      await page.goto(MEMBERS_FILE)
      await expect(page.getByRole("link", { name: "Baixar arquivo" })).toBeVisible()
      const answer = await page.request.get(`${MEMBERS_FILE}/arquivo`, { maxRedirects: 0 })
      expect(answer.status()).toBe(303)
      const signed = answer.headers()["location"]!
      expect(signed).toMatch(
        /\/storage\/v1\/object\/sign\/learning-files\/.+\?token=.+&download=guia-do-fluxo-de-caixa\.pdf$/
      )
      const download = await page.request.get(signed)
      expect(download.status()).toBe(200)
      expect(download.headers()["content-disposition"]).toContain("filename=guia-do-fluxo-de-caixa.pdf")
      expect((await download.body()).subarray(0, 5).toString()).toBe("%PDF-")

      // The track before she starts: 0 of 5, "Continuar" to the first material.
      await page.goto(SOCIAL_TRACK)
      await expect(page.getByText("Seu progresso: 0 de 5")).toBeVisible()
      await expect(page.getByRole("link", { name: /^Continuar: Perfil comercial no Instagram/ })).toHaveAttribute(
        "href",
        SOCIAL_TRACK_ITEMS[0]!
      )

      for (const path of SOCIAL_TRACK_ITEMS.slice(0, 2)) {
        await page.goto(path)
        await page.getByRole("button", { name: "Marcar como concluído" }).click()
        await expect(page.getByText("Você concluiu este material.")).toBeVisible()
        await expect(page.getByRole("button", { name: "Desmarcar" })).toBeVisible()
      }
      // Still marked after a reload: the server's own state.
      await page.reload()
      await expect(page.getByRole("button", { name: "Desmarcar" })).toBeVisible()

      await page.goto(SOCIAL_TRACK)
      await expect(page.getByText("Seu progresso: 2 de 5")).toBeVisible()
      await expect(page.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "2")
      const next = page.getByRole("link", { name: /^Continuar: WhatsApp Business/ })
      await expect(next).toHaveAttribute("href", SOCIAL_TRACK_ITEMS[2]!)
      const outline = main(page).getByRole("list").filter({ hasText: "Perfil comercial no Instagram" })
      await expect(outline.getByText("(concluído)", { exact: true })).toHaveCount(2)
      await expect(outline.getByText("(não concluído)", { exact: true })).toHaveCount(3)
      await expectNoA11yViolations(page, SOCIAL_TRACK)

      // Taking a mark back counts too.
      await page.goto(SOCIAL_TRACK_ITEMS[1]!)
      await page.getByRole("button", { name: "Desmarcar" }).click()
      await expect(page.getByRole("button", { name: "Marcar como concluído" })).toBeVisible()
      await page.goto(SOCIAL_TRACK)
      await expect(page.getByText("Seu progresso: 1 de 5")).toBeVisible()
      await expect(page.getByRole("link", { name: /^Continuar: Fotos de produto com o celular/ })).toBeVisible()
    } finally {
      await context.close()
    }
  })
})
