import { randomUUID } from "node:crypto"

import type { Locator, Page } from "@playwright/test"
import { expect, test } from "./helpers/test"

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
    await page.getByLabel("Título").fill(title)
    await page.getByLabel("Tipo").selectOption({ index: 1 })
    const kind = await page.getByLabel("Tipo").inputValue()
    await page.getByLabel("Estado (UF)").selectOption("MG")
    await page.getByLabel("Cidade (presencial ou híbrido)").fill("Belo Horizonte")
    await page.getByLabel("Início", { exact: true }).fill("2027-03-02T19:00")
    // Before the start: the server refuses it.
    await page.getByLabel("Fim (opcional)").fill("2027-03-01T19:00")
    await page.getByLabel("Resumo").fill("Um curso que o servidor recusa pelas datas.")
    const description = page.getByLabel(/^Descrição/)
    await description.fill("Parágrafo da descrição do curso.")
    const cover = page.getByLabel(/^Capa/)
    await cover.setInputFiles(png("capa.png"))
    await page.getByRole("button", { name: "Criar projeto" }).click()

    await expect(page.getByLabel("Fim (opcional)")).toHaveAttribute("aria-invalid", "true")
    await expect(page.getByLabel("Título")).toHaveValue(title)
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
