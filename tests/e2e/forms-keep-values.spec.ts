import { randomUUID } from "node:crypto"

import type { Locator, Page } from "@playwright/test"
import { expect, test } from "./helpers/test"

import { expectNoA11yViolations } from "./helpers/a11y"
import { signInAs } from "./helpers/accounts"
import { noisyPng } from "./helpers/images"
import { createMember, serviceClient, signInWithForm } from "./helpers/notifications-backend"
import { isPhone, SAME_LOGIC_ON_PHONE } from "./helpers/site"

/**
 * Issue #31: a form the server refuses keeps everything she typed and chose (React 19 resets a
 * `<form action>` after its action, facebook/react#35295). Each case sends a value the browser lets
 * through but the server's rules refuse, then checks every field of every type is as she left it.
 */

const unique = () => randomUUID().slice(0, 8)

/** The names of the files a file input holds. */
const chosenFiles = (input: Locator) =>
  input.evaluate((element) => Array.from((element as HTMLInputElement).files ?? []).map((file) => file.name))

const png = (name: string) => ({ name, mimeType: "image/png", buffer: noisyPng(64, 64) })

async function memberWithRoles(page: Page, label: string, roles: string[]) {
  const member = await createMember(label)
  const { error } = await serviceClient().from("profiles").update({ roles }).eq("id", member.id)
  if (error) throw new Error(`roles: ${error.message}`)
  await signInWithForm(page, member.email, member.password)
  return member
}

test.describe("a form the server refuses keeps every value", () => {
  test.beforeEach(({}, testInfo) => {
    test.skip(isPhone(testInfo), SAME_LOGIC_ON_PHONE)
  })

  test("settings: both approval boxes as she set them and the text fields", async ({ page }) => {
    await signInAs(page, "admin")
    await page.goto("/admin/configuracoes")
    const listing = page.getByLabel("Novos negócios do diretório precisam de aprovação")
    const reviews = page.getByLabel("Novas avaliações precisam de aprovação")
    const listingWas = await listing.isChecked()
    const reviewsWas = await reviews.isChecked()
    // One box changed and one kept: both must stay as they are after the refusal.
    await listing.setChecked(!listingWas)
    const siteName = `Convergência ${unique()}`
    await page.getByLabel("Nome do site").fill(siteName)
    await page.getByLabel("YouTube").fill("javascript:alert(1)")
    await page.getByRole("button", { name: "Salvar configurações" }).click()

    await expect(page.getByLabel("YouTube")).toHaveAttribute("aria-invalid", "true")
    await expect(listing).toBeChecked({ checked: !listingWas })
    await expect(reviews).toBeChecked({ checked: reviewsWas })
    await expect(page.getByLabel("Nome do site")).toHaveValue(siteName)
    await expect(page.getByLabel("YouTube")).toHaveValue("javascript:alert(1)")
  })

  test("the business form: category, state, a box and the chosen logo", async ({ page }) => {
    await memberWithRoles(page, "negocio-valores", ["customer", "business_owner"])
    await page.goto("/dashboard/negocio/novo")
    const form = page.getByRole("form", { name: "Cadastrar negócio" })
    const name = `Ateliê ${unique()}`
    await form.getByLabel("Nome do negócio").fill(name)
    // Shorter than the server's minimum.
    await form.getByLabel("Descrição").fill("Curta demais")
    await form.getByLabel("Categoria").selectOption({ label: "Artesanato" })
    await form.getByLabel("Cidade").fill("Palmas")
    await form.getByLabel("Estado (UF)").selectOption("TO")
    await form.getByLabel("WhatsApp").fill("(63) 99123-4567")
    await form.getByLabel("Vende on-line").check()
    const logo = form.getByLabel(/Enviar um logo/)
    await logo.setInputFiles(png("logo.png"))
    await expect.poll(() => chosenFiles(logo)).toHaveLength(1)
    const chosen = await chosenFiles(logo)
    await form.getByRole("button", { name: "Enviar para aprovação" }).click()

    await expect(form.getByLabel("Descrição")).toHaveAttribute("aria-invalid", "true")
    await expect(form.getByLabel("Nome do negócio")).toHaveValue(name)
    await expect(form.getByLabel("Descrição")).toHaveValue("Curta demais")
    await expect(form.getByLabel("Categoria")).toHaveValue("artesanato")
    await expect(form.getByLabel("Estado (UF)")).toHaveValue("TO")
    await expect(form.getByLabel("Vende on-line")).toBeChecked()
    await expect(form.getByLabel("Aceita encomendas")).not.toBeChecked()
    await expect(form.getByLabel("WhatsApp")).toHaveValue("(63) 99123-4567")
    expect(await chosenFiles(logo)).toEqual(chosen)
  })

  test("the new-group form: its kind and category", async ({ page }) => {
    await signInAs(page, "admin")
    await page.goto("/admin/comunidade")
    const form = page.getByRole("form", { name: "Novo grupo" })
    // Shorter than the server's minimum.
    await form.getByLabel("Nome").fill("ab")
    await form.getByLabel("Descrição").fill("Um grupo que o servidor recusa pelo nome.")
    await form.getByLabel("Tipo").selectOption({ label: "Com aprovação" })
    await form.getByLabel("Categoria").selectOption({ label: "Regional" })
    const cover = form.getByLabel(/^Capa/)
    await cover.setInputFiles(png("capa.png"))
    await form.getByRole("button", { name: "Criar grupo" }).click()

    await expect(form.getByLabel("Nome")).toHaveAttribute("aria-invalid", "true")
    await expect(form.getByLabel("Nome")).toHaveValue("ab")
    await expect(form.getByLabel("Descrição")).toHaveValue("Um grupo que o servidor recusa pelo nome.")
    await expect(form.getByLabel("Tipo")).toHaveValue("request")
    await expect(form.getByLabel("Categoria")).toHaveValue("regional")
    expect(await chosenFiles(cover)).toEqual(["capa.png"])
  })

  test("a project: dates, selects, the description and the cover", async ({ page }) => {
    await memberWithRoles(page, "projeto-valores", ["customer", "instructor"])
    await page.goto("/dashboard/projetos/novo")
    const title = `Curso ${unique()}`
    const titleField = page.getByRole("textbox", { name: "Título", exact: true })
    await titleField.fill(title)
    await page.getByLabel("Tipo").selectOption({ index: 1 })
    const kind = await page.getByLabel("Tipo").inputValue()
    await page.getByLabel("Estado (UF)").selectOption("MG")
    await page.getByLabel("Cidade (presencial ou híbrido)").fill("Belo Horizonte")
    await page.getByLabel("Início", { exact: true }).fill("2027-03-02T19:00")
    // Before the start: the server refuses it.
    await page.getByLabel("Fim (opcional)").fill("2027-03-01T19:00")
    await page.getByLabel("Resumo").fill("Um curso que o servidor recusa pelas datas.")
    // The rich-text editor (a textbox labelled "Descrição"), or a plain textarea.
    const description = page.getByRole("textbox", { name: "Descrição", exact: true })
    await description.fill("Parágrafo da descrição do curso.")
    const cover = page.getByLabel(/^Capa/)
    await cover.setInputFiles(png("capa.png"))
    await page.getByRole("button", { name: "Criar projeto" }).click()

    await expect(page.getByLabel("Fim (opcional)")).toHaveAttribute("aria-invalid", "true")
    await expect(titleField).toHaveValue(title)
    await expect(page.getByLabel("Tipo")).toHaveValue(kind)
    await expect(page.getByLabel("Estado (UF)")).toHaveValue("MG")
    await expect(page.getByLabel("Cidade (presencial ou híbrido)")).toHaveValue("Belo Horizonte")
    await expect(page.getByLabel("Início", { exact: true })).toHaveValue("2027-03-02T19:00")
    await expect(page.getByLabel("Fim (opcional)")).toHaveValue("2027-03-01T19:00")
    await expect(page.getByLabel("Resumo")).toHaveValue("Um curso que o servidor recusa pelas datas.")
    // A textarea or the rich text editor, whichever the form has.
    await expect
      .poll(() => description.evaluate((element) => ("value" in element ? String(element.value) : element.textContent)))
      .toContain("Parágrafo da descrição do curso.")
    expect(await chosenFiles(cover)).toEqual(["capa.png"])
  })
})

/**
 * Each error once: under its field, with no alert or toast repeating it (issue #31). The form's
 * alert is for form-level errors only.
 */
async function expectShownOnce(page: Page, form: Locator, message: string) {
  // What is on screen: a form's screen-reader status (sr-only) may say it once more, on purpose.
  const onScreen = (scope: Page | Locator) =>
    scope.getByText(message, { exact: true }).and(page.locator(":not(.sr-only)"))
  await expect(onScreen(form)).toBeVisible()
  // Give a toast the time it would take to appear, then count on the whole page.
  await page.waitForTimeout(500)
  await expect(onScreen(page)).toHaveCount(1)
  await expect(form.getByRole("alert")).toHaveCount(0)
}

test.describe("each error is shown once, beside its field", () => {
  test.beforeEach(({}, testInfo) => {
    test.skip(isPhone(testInfo), SAME_LOGIC_ON_PHONE)
  })

  test("the profile's e-mail, password and delete forms", async ({ page }) => {
    const member = await memberWithRoles(page, "erro-unico", ["customer"])
    await page.goto("/dashboard/perfil")

    const email = page.getByRole("form", { name: "Alterar e-mail" })
    await email.getByLabel("Novo e-mail").fill("isto-nao-e-email")
    // The change asks for her current password too (issue #33): given, so the address is the one error.
    await email.getByLabel("Senha atual", { exact: true }).fill(member.password)
    await email.getByRole("button", { name: "Alterar e-mail" }).click()
    await expectShownOnce(page, email, "Informe um email válido.")

    const password = page.getByRole("form", { name: "Alterar senha" })
    await password.getByLabel("Senha atual", { exact: true }).fill(member.password)
    await password.getByLabel("Nova senha", { exact: true }).fill("nova-senha-123")
    await password.getByLabel("Confirmar nova senha", { exact: true }).fill("outra-senha-123")
    await password.getByRole("button", { name: "Alterar senha" }).click()
    await expectShownOnce(page, password, "As senhas não coincidem.")

    await page.getByRole("button", { name: "Excluir minha conta" }).click()
    const dialog = page.getByRole("dialog", { name: "Excluir minha conta" })
    await dialog.getByLabel("Sua senha").fill(member.password)
    await dialog.getByLabel(/^Digite EXCLUIR/).fill("excluir")
    await dialog.getByRole("button", { name: "Excluir definitivamente" }).click()
    await expectShownOnce(page, dialog, "Digite EXCLUIR, em letras maiúsculas, para confirmar.")
  })

  test("the welcome flow's first step", async ({ page }) => {
    await memberWithRoles(page, "erro-boas-vindas", ["customer"])
    await page.goto("/dashboard/boas-vindas")
    const step = page.getByRole("form", { name: "Seu perfil" })
    await step.getByLabel(/^Nome completo/).fill("")
    await step.getByRole("button", { name: "Continuar" }).click()
    await expectShownOnce(page, step, "Informe seu nome completo.")
  })

  test("the business form", async ({ page }) => {
    await memberWithRoles(page, "erro-negocio", ["customer", "business_owner"])
    await page.goto("/dashboard/negocio/novo")
    const form = page.getByRole("form", { name: "Cadastrar negócio" })
    await form.getByRole("button", { name: "Enviar para aprovação" }).click()
    await expectShownOnce(page, form, "Informe o nome do negócio.")
  })

  test("the project and product forms", async ({ page }) => {
    const owner = await memberWithRoles(page, "erro-projeto", ["customer", "instructor", "business_owner"])
    await page.goto("/dashboard/projetos/novo")
    const project = page.locator("form").filter({ has: page.getByRole("button", { name: "Criar projeto" }) })
    await project.getByRole("textbox", { name: "Título", exact: true }).fill(`Curso ${unique()}`)
    await project.getByLabel("Início", { exact: true }).fill("2027-03-02T19:00")
    await project.getByLabel("Fim (opcional)").fill("2027-03-01T19:00")
    await project.getByLabel("Resumo").fill("Um curso que o servidor recusa pelas datas.")
    await project.getByRole("button", { name: "Criar projeto" }).click()
    await expectShownOnce(page, project, "O fim não pode ser antes do início.")

    const slug = `e2e-erro-${unique()}`
    const { error } = await serviceClient()
      .from("businesses")
      .insert({
        owner_id: owner.id,
        name: `Quitanda ${slug.slice(-8)}`,
        slug,
        description: "Produtos da roça feitos por mulheres do Tocantins, com entrega na capital.",
        category: "Agricultura familiar",
        city: "Palmas",
        state: "TO",
        whatsapp: "+5563991234567",
        status: "approved",
      })
    expect(error).toBeNull()
    await page.goto("/dashboard/negocio/produtos")
    const product = page.locator("form").filter({ has: page.getByRole("button", { name: "Adicionar produto" }) })
    await product.getByLabel("Nome do produto").fill("Farinha de babaçu")
    await product.getByLabel("Preço (R$)").fill("dezoito")
    await product.getByRole("button", { name: "Adicionar produto" }).click()
    await expectShownOnce(page, product, "Informe o preço em reais, por exemplo 49,90.")
  })
})

test.describe("images refused when chosen say so once, in pt-BR", () => {
  test.beforeEach(({}, testInfo) => {
    test.skip(isPhone(testInfo), SAME_LOGIC_ON_PHONE)
  })

  test("an avatar over 5 MB keeps its message when she tries to save it", async ({ page }) => {
    await memberWithRoles(page, "avatar-grande", ["customer"])
    await page.goto("/dashboard/perfil")
    const photo = page.getByRole("form", { name: "Foto de perfil" })
    await photo.getByLabel("Escolher foto").setInputFiles({
      name: "grande.png",
      mimeType: "image/png",
      buffer: Buffer.alloc(5 * 1024 * 1024 + 1),
    })
    await expect(photo.getByText("A imagem deve ter no máximo 5 MB.")).toBeVisible()
    await photo.getByRole("button", { name: "Salvar foto" }).click()
    await expect(photo.getByText("A imagem deve ter no máximo 5 MB.")).toBeVisible()
    await expect(page.getByText("Escolha uma imagem para enviar.")).toHaveCount(0)
  })

  test("an SVG logo is refused at once, not previewed and then dropped", async ({ page }) => {
    await memberWithRoles(page, "logo-svg", ["customer", "business_owner"])
    await page.goto("/dashboard/negocio/novo")
    const form = page.getByRole("form", { name: "Cadastrar negócio" })
    const logo = form.getByLabel(/Enviar um logo/)
    await logo.setInputFiles({
      name: "logo.svg",
      mimeType: "image/svg+xml",
      buffer: Buffer.from(
        "<svg xmlns='http://www.w3.org/2000/svg' width='10' height='10'><rect width='10' height='10'/></svg>"
      ),
    })
    await expect(form.getByText("Envie o logo em JPEG, PNG, WebP ou AVIF.")).toBeVisible()
    await expect(logo).toHaveAttribute("aria-invalid", "true")
    expect(await chosenFiles(logo)).toEqual([])
    await expect(form.getByRole("group", { name: "Logo" }).locator("img")).toHaveCount(0)
  })
})

test.describe("the file picker", () => {
  test.beforeEach(({}, testInfo) => {
    test.skip(isPhone(testInfo), SAME_LOGIC_ON_PHONE)
  })

  test("is labelled, reached with the keyboard, names the chosen file and passes axe", async ({ page }) => {
    await memberWithRoles(page, "seletor", ["customer", "business_owner"])
    await page.goto("/dashboard/negocio/novo")
    const form = page.getByRole("form", { name: "Cadastrar negócio" })
    const logo = form.getByLabel(/Enviar um logo/)
    await expect(form.getByText("Nenhum arquivo escolhido")).toBeVisible()
    // The field before it, then Tab: the picker is the next stop.
    await form.getByLabel("E-mail de contato").focus()
    await page.keyboard.press("Tab")
    await expect(logo).toBeFocused()
    await logo.setInputFiles(png("meu-logo.png"))
    await expect(form.getByText("meu-logo.png")).toBeVisible()
    await expectNoA11yViolations(page, "/dashboard/negocio/novo com o seletor de arquivo")

    await page.goto("/dashboard/perfil")
    const photo = page.getByRole("form", { name: "Foto de perfil" })
    await photo.getByLabel("Escolher foto").setInputFiles(png("foto.png"))
    await expect(photo.getByText("foto.png")).toBeVisible()
    await expectNoA11yViolations(page, "/dashboard/perfil com o seletor de arquivo")
  })
})
