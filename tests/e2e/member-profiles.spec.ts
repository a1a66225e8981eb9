import type { Browser, Page } from "@playwright/test"
import { expect, test } from "./helpers/test"

import { savedSession } from "./helpers/accounts"
import { listedBusiness, unique } from "./helpers/directory"
import { createMember, type Member, serviceClient, signedInClient } from "./helpers/notifications-backend"
import { isPhone, SAME_LOGIC_ON_PHONE } from "./helpers/site"

/**
 * Member profiles and the members' directory (issue #37) in the browser: she makes her profile
 * public from /dashboard/perfil/publico (a taken handle keeps everything she typed), a visitor
 * finds it at /associadas/{handle} with its ProfilePage JSON-LD and in /associadas by name, skill
 * and UF; a members-only profile asks a visitor to sign in and is not indexed; a hidden one is a 404
 * to anyone but her, who sees a preview; a review's author links to her public profile.
 */

type Visibility = "hidden" | "members" | "public"

/** Sets a member's profile through her own session, as the form's action does. */
async function setProfile(
  member: Member,
  profile: { handle: string; visibility: Visibility; city?: string; state?: string; offers?: string[]; bio?: string }
) {
  const db = await signedInClient(member.email, member.password)
  const { error } = await db.rpc("update_member_profile", {
    p_handle: profile.handle,
    p_visibility: profile.visibility,
    p_bio: profile.bio ?? "",
    p_city: profile.city ?? "",
    p_state: profile.state ?? "",
    p_offers: profile.offers ?? [],
    p_needs: [],
    p_offers_note: "",
    p_needs_note: "",
    p_social_links: {},
  })
  if (error) throw new Error(`update_member_profile: ${error.message}`)
}

/** A fresh context signed in as `member` through the real form, landing on `from`. */
async function signedInPage(browser: Browser, member: Member, from: string) {
  const context = await browser.newContext()
  const page = await context.newPage()
  await page.goto(`/auth?from=${encodeURIComponent(from)}`)
  const form = page.getByRole("form", { name: "Entrar" })
  await form.getByLabel("Email").fill(member.email)
  await form.getByLabel("Senha", { exact: true }).fill(member.password)
  await form.getByRole("button", { name: "Entrar" }).click()
  await expect(page).toHaveURL(new RegExp(`${from.replace(/[?]/g, "\\?")}$`), { timeout: 15_000 })
  return { context, page }
}

const main = (page: Page) => page.getByRole("main")
const noindex = (page: Page) => page.locator('meta[name="robots"][content*="noindex"]')

test.describe("member profiles", () => {
  test.beforeEach(({}, testInfo) => {
    test.skip(isPhone(testInfo), SAME_LOGIC_ON_PHONE)
  })

  test("she makes her profile public; a taken address keeps what she typed; visitors find it", async ({ browser }) => {
    const [ana, other] = await Promise.all([createMember("perfil"), createMember("outra")])
    const taken = `tomado-${unique()}`
    await setProfile(other, { handle: taken, visibility: "members" })

    const { context, page } = await signedInPage(browser, ana, "/dashboard/perfil/publico")
    const form = page.getByRole("form", { name: "Perfil público" })
    // Hidden until she chooses.
    await expect(form.getByRole("radio", { name: "Oculto" })).toBeChecked()

    await form.getByRole("radio", { name: "Público" }).check()
    await form.getByLabel("Endereço do perfil").fill(taken)
    await form.getByLabel("Apresentação (opcional)").fill("Faço bolos de festa por encomenda.")
    await form.getByLabel("Cidade (opcional)").fill("Palmas")
    await form.getByLabel("Estado (opcional)").selectOption("TO")
    const offers = form.getByRole("group", { name: "O que você oferece" })
    const needs = form.getByRole("group", { name: "O que você procura" })
    await offers.getByRole("checkbox", { name: "Confeitaria" }).check()
    await needs.getByRole("checkbox", { name: "Mentoria" }).check()
    await form.getByLabel("Instagram").fill("instagram.com/bolos.da.ana")
    await form.getByRole("button", { name: "Salvar perfil público" }).click()

    // The database refuses the taken address; every value stays as she left it.
    await expect(form.getByText("Este endereço já está em uso. Escolha outro.")).toBeVisible()
    await expect(form.getByLabel("Endereço do perfil")).toHaveAttribute("aria-invalid", "true")
    await expect(form.getByRole("radio", { name: "Público" })).toBeChecked()
    await expect(form.getByLabel("Endereço do perfil")).toHaveValue(taken)
    await expect(form.getByLabel("Apresentação (opcional)")).toHaveValue("Faço bolos de festa por encomenda.")
    await expect(form.getByLabel("Cidade (opcional)")).toHaveValue("Palmas")
    await expect(form.getByLabel("Estado (opcional)")).toHaveValue("TO")
    await expect(offers.getByRole("checkbox", { name: "Confeitaria" })).toBeChecked()
    await expect(needs.getByRole("checkbox", { name: "Mentoria" })).toBeChecked()
    await expect(form.getByLabel("Instagram")).toHaveValue("instagram.com/bolos.da.ana")

    const handle = `ana-${unique()}`
    await form.getByLabel("Endereço do perfil").fill(handle)
    await form.getByRole("button", { name: "Salvar perfil público" }).click()
    await expect(page.getByText("Perfil público salvo.").first()).toBeVisible()
    // The choice is recorded with its date (LGPD).
    const { data: consents } = await serviceClient()
      .from("profile_visibility_consents")
      .select("visibility")
      .eq("user_id", ana.id)
    expect(consents?.map((row) => row.visibility)).toContain("public")
    await context.close()

    // A visitor reads her public profile, indexed, with its ProfilePage JSON-LD.
    const visitor = await browser.newPage()
    const answer = await visitor.goto(`/associadas/${handle}`)
    expect(answer?.status()).toBe(200)
    await expect(main(visitor).getByRole("heading", { level: 1, name: ana.fullName })).toBeVisible()
    await expect(main(visitor).getByText("Faço bolos de festa por encomenda.")).toBeVisible()
    await expect(main(visitor).getByText("Palmas, Tocantins")).toBeVisible()
    await expect(main(visitor).getByRole("region", { name: "Oferece" }).getByText("Confeitaria")).toBeVisible()
    await expect(main(visitor).getByRole("link", { name: /Instagram/ })).toHaveAttribute(
      "href",
      "https://instagram.com/bolos.da.ana"
    )
    // Messages are for signed-in members: a visitor gets no button.
    await expect(main(visitor).getByRole("link", { name: "Enviar mensagem" })).toHaveCount(0)
    await expect(noindex(visitor)).toHaveCount(0)
    const jsonLd = (await visitor.locator('script[type="application/ld+json"]').allTextContents()).map(
      (text) => JSON.parse(text) as { "@type": string; mainEntity?: { name?: string } }
    )
    const profilePage = jsonLd.find((item) => item["@type"] === "ProfilePage")
    expect(profilePage?.mainEntity?.name).toBe(ana.fullName)
    // Never her e-mail.
    expect(await visitor.content()).not.toContain(ana.email)

    // The directory finds her by name, by what she offers and by UF; not in another UF.
    const suffix = ana.fullName.split(" ").at(-1)!
    for (const query of [
      `busca=${suffix}`,
      `oferece=confeitaria&uf=TO&busca=${suffix}`,
      `procura=mentoria&cidade=palmas`,
    ]) {
      await visitor.goto(`/associadas?${query}`)
      await expect(main(visitor).getByRole("link", { name: ana.fullName }), query).toBeVisible()
    }
    await visitor.goto(`/associadas?busca=${suffix}&uf=AC`)
    await expect(main(visitor).getByText("Nenhuma associada encontrada com esses filtros.")).toBeVisible()

    // The search form builds the same address.
    await visitor.goto("/associadas")
    await main(visitor).getByRole("searchbox").fill(suffix)
    await main(visitor).getByRole("button", { name: "Buscar", exact: true }).click()
    await expect(visitor).toHaveURL(new RegExp(`/associadas\\?busca=${suffix}$`))
    await expect(main(visitor).getByRole("link", { name: ana.fullName })).toBeVisible()
    // The members-only profile is no visitor's result.
    await visitor.goto(`/associadas?busca=${other.fullName.split(" ").at(-1)}`)
    await expect(main(visitor).getByRole("link", { name: other.fullName })).toHaveCount(0)
    await visitor.close()
  })

  test("a members-only profile asks visitors to sign in, unindexed; members see it and may write", async ({
    browser,
  }) => {
    const bia = await createMember("membros")
    const handle = `bia-${unique()}`
    await setProfile(bia, { handle, visibility: "members", bio: "Costureira em Goiânia.", offers: ["costura"] })

    const visitor = await browser.newPage()
    const answer = await visitor.goto(`/associadas/${handle}`)
    expect(answer?.status()).toBe(200)
    await expect(
      main(visitor).getByRole("heading", { level: 1, name: "Perfil visível só para associadas" })
    ).toBeVisible()
    await expect(main(visitor).getByText("Costureira em Goiânia.")).toHaveCount(0)
    await expect(main(visitor).getByText(bia.fullName)).toHaveCount(0)
    await expect(noindex(visitor)).toHaveCount(1)
    await expect(main(visitor).getByRole("link", { name: "Entrar para ver o perfil" })).toHaveAttribute(
      "href",
      `/auth?from=${encodeURIComponent(`/associadas/${handle}`)}`
    )
    await visitor.close()

    // A signed-in member (the seeded one) sees it in full, with "Enviar mensagem", and in the list.
    const context = await browser.newContext()
    await context.addCookies(savedSession("member").cookies)
    const page = await context.newPage()
    await page.goto(`/associadas/${handle}`)
    await expect(main(page).getByRole("heading", { level: 1, name: bia.fullName })).toBeVisible()
    await expect(main(page).getByText("Costureira em Goiânia.")).toBeVisible()
    await expect(noindex(page)).toHaveCount(1)
    await expect(main(page).getByRole("link", { name: "Enviar mensagem" })).toHaveAttribute(
      "href",
      `/mensagens/nova?para=${bia.id}&contexto=perfil`
    )
    await page.goto(`/associadas?busca=${bia.fullName.split(" ").at(-1)}`)
    await expect(main(page).getByRole("link", { name: bia.fullName })).toBeVisible()
    await context.close()
  })

  test("she blocks a member from her profile: neither finds the other any more", async ({ browser }) => {
    const [dora, eva] = await Promise.all([createMember("bloqueia"), createMember("bloqueada")])
    const handle = `eva-${unique()}`
    await setProfile(eva, { handle, visibility: "members" })

    const { context, page } = await signedInPage(browser, dora, `/associadas/${handle}`)
    await expect(main(page).getByRole("heading", { level: 1, name: eva.fullName })).toBeVisible()
    await main(page).getByRole("button", { name: "Bloquear" }).click()
    const dialog = page.getByRole("dialog", { name: `Bloquear ${eva.fullName}?` })
    await expect(dialog.getByText("Ela não é avisada.", { exact: false })).toBeVisible()
    await dialog.getByRole("button", { name: "Bloquear" }).click()
    await expect(page).toHaveURL(/\/associadas$/)

    const { data: blocks } = await serviceClient().from("member_blocks").select("blocked_id").eq("blocker_id", dora.id)
    expect(blocks).toEqual([{ blocked_id: eva.id }])
    const again = await page.goto(`/associadas/${handle}`)
    expect(again?.status()).toBe(404)
    await page.goto(`/associadas?busca=${eva.fullName.split(" ").at(-1)}`)
    await expect(main(page).getByRole("link", { name: eva.fullName })).toHaveCount(0)
    await context.close()
  })

  test("a hidden profile is a 404 to others and a preview to herself", async ({ browser }) => {
    const clara = await createMember("oculto")
    const handle = `clara-${unique()}`
    await setProfile(clara, { handle, visibility: "hidden", bio: "Ainda estou pensando." })

    const visitor = await browser.newPage()
    const asVisitor = await visitor.goto(`/associadas/${handle}`)
    expect(asVisitor?.status()).toBe(404)
    await expect(main(visitor).getByRole("heading", { name: "Perfil não encontrado" })).toBeVisible()
    await visitor.close()

    const context = await browser.newContext()
    await context.addCookies(savedSession("member").cookies)
    const other = await context.newPage()
    const asMember = await other.goto(`/associadas/${handle}`)
    expect(asMember?.status()).toBe(404)
    await expect(main(other).getByRole("heading", { name: "Perfil não encontrado" })).toBeVisible()
    await expect(main(other).getByText("Ainda estou pensando.")).toHaveCount(0)
    await context.close()

    const own = await signedInPage(browser, clara, `/associadas/${handle}`)
    await expect(main(own.page).getByText("Pré-visualização: seu perfil está oculto")).toBeVisible()
    await expect(main(own.page).getByText("Ainda estou pensando.")).toBeVisible()
    // Nobody writes to herself.
    await expect(main(own.page).getByRole("link", { name: "Enviar mensagem" })).toHaveCount(0)
    await own.context.close()
  })

  test("a review's author links to her public profile", async ({ page }) => {
    const [owner, reviewer] = await Promise.all([createMember("dona"), createMember("cliente")])
    const handle = `cliente-${unique()}`
    await setProfile(reviewer, { handle, visibility: "public" })
    const business = await listedBusiness(owner, `Quitanda ${unique()}`)
    const { error } = await serviceClient().from("business_reviews").insert({
      business_id: business.id,
      author_id: reviewer.id,
      // The service role skips the trigger that copies the name (first name and initial).
      author_name: reviewer.fullName,
      rating: 5,
      comment: "Verduras fresquinhas e entrega no horário.",
      approved: true,
    })
    if (error) throw new Error(`review: ${error.message}`)

    await page.goto(`/diretorio/${business.slug}`)
    const review = main(page).getByRole("article", { name: /^Avaliação de / })
    await expect(review.getByText("Verduras fresquinhas e entrega no horário.")).toBeVisible()
    const author = review.getByRole("link")
    await expect(author).toHaveAttribute("href", `/associadas/${handle}`)
    await author.click()
    await expect(page).toHaveURL(new RegExp(`/associadas/${handle}$`))
    await expect(main(page).getByRole("heading", { level: 1 })).toBeVisible()
  })
})
