import { randomInt, randomUUID } from "node:crypto"
import { readFile } from "node:fs/promises"

import { extractText, getDocumentProxy } from "unpdf"
import { expect, test } from "./helpers/test"

import { expectNoA11yViolations } from "./helpers/a11y"
import { signInAs } from "./helpers/accounts"
import { createMember, DEMO_PASSWORD, serviceClient, signInWithForm } from "./helpers/notifications-backend"
import { isPhone, SAME_LOGIC_ON_PHONE } from "./helpers/site"

/**
 * Certificates (issue #36) as life is: Joana (membra@, the seed's demo member) finds her track
 * certificate in "Minha aprendizagem", downloads the PDF (its text carries her name and the
 * code), and the code verifies on the public page from another device, signed out; an admin
 * revokes a certificate with a reason and the public page then says so; a made-up code is not
 * found. Status codes are asserted where the proxy sets them (404).
 */

const JOANA = { email: "membra@convergencia.test", name: "Joana Batista" }
const FORMATTED_CODE = /[0-9A-HJKMNP-TV-Z]{5}(?:-[0-9A-HJKMNP-TV-Z]{5}){3}/
const CROCKFORD = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"

/** A fresh certificate of a fresh member, written as the service role (no public data changes). */
async function freshCertificate(tag: string) {
  const member = await createMember(`certificado-${tag}`)
  const code = Array.from({ length: 20 }, () => CROCKFORD[randomInt(CROCKFORD.length)]).join("")
  const { data, error } = await serviceClient()
    .from("certificates")
    .insert({
      code,
      user_id: member.id,
      holder_name: member.fullName,
      kind: "track",
      title: `Trilha de teste ${tag}`,
      hours: 3,
      started_on: "2026-10-01",
      completed_on: "2026-10-20",
      instructor_name: "Marina Souza",
    })
    .select("id, code")
    .single()
  if (error) throw new Error(`insert certificate: ${error.message}`)
  return { ...data, member }
}

test.describe("certificates", () => {
  test("Joana downloads her certificate and its code verifies on another device", async ({
    page,
    browser,
  }, testInfo) => {
    test.skip(isPhone(testInfo), SAME_LOGIC_ON_PHONE)
    await signInWithForm(page, JOANA.email, DEMO_PASSWORD)
    await page.getByRole("link", { name: "Ver minha aprendizagem" }).click()
    await expect(page).toHaveURL(/\/dashboard\/aprendizagem$/)
    await expect(page.getByRole("heading", { level: 1, name: "Minha aprendizagem" })).toBeVisible()

    const certificates = page.getByRole("region", { name: "Certificados" })
    const row = certificates.getByRole("listitem").filter({ hasText: "Do zero ao MEI" })
    await expect(row).toHaveCount(1)
    const code = FORMATTED_CODE.exec((await row.textContent()) ?? "")?.[0]
    expect(code, "the row shows the formatted code").toBeTruthy()
    const raw = code!.replaceAll("-", "")

    const download = page.waitForEvent("download")
    await row.getByRole("link", { name: /^Baixar PDF/ }).click()
    const file = await download
    expect(file.suggestedFilename()).toBe(`certificado-${raw}.pdf`)
    const bytes = new Uint8Array(await readFile((await file.path())!))
    const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true })
    expect(text).toContain(JOANA.name)
    expect(text).toContain(code!)
    expect(text).toContain("Do zero ao MEI")

    const verifyHref = await row.getByRole("link", { name: /^Link de verificação/ }).getAttribute("href")
    expect(verifyHref).toBe(`/certificados/${raw}`)

    // Another device: a fresh browser, nobody signed in.
    const guest = await (await browser.newContext()).newPage()
    const response = await guest.goto(verifyHref!)
    expect(response?.status()).toBe(200)
    await expect(guest.getByRole("heading", { level: 1, name: "Certificado válido" })).toBeVisible()
    const details = guest.getByRole("main").getByRole("definition")
    await expect(details.filter({ hasText: JOANA.name })).toHaveCount(1)
    await expect(details.filter({ hasText: "Do zero ao MEI" })).toHaveCount(1)
    await expect(details.filter({ hasText: code! })).toHaveCount(1)
    await expect(guest.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/)
    await expectNoA11yViolations(guest, "a valid certificate")
    await guest.context().close()
  })

  test("Rafael sees where he stopped in his tracks and his project's certificate", async ({ page }, testInfo) => {
    test.skip(isPhone(testInfo), SAME_LOGIC_ON_PHONE)
    // membro@ (Rafael): 3 of the 7 materials of "Preço justo e caixa em dia" in the seed (other
    // specs may mark more), and the certificate of the project he attended.
    await signInAs(page, "member")
    await page.goto("/dashboard/aprendizagem")
    const tracks = page.getByRole("region", { name: "Trilhas em andamento" })
    const track = tracks.getByRole("listitem").filter({ hasText: "Preço justo e caixa em dia" })
    await expect(track).toContainText(/\d de 7 concluídos/)
    await expect(track.getByRole("link", { name: "Preço justo e caixa em dia", exact: true })).toHaveAttribute(
      "href",
      "/aprender/trilhas/preco-justo-e-caixa-em-dia"
    )
    await expect(track.getByRole("link", { name: /^Continuar/ })).toHaveAttribute("href", /^\/aprender\/[a-z0-9-]+$/)
    const certificates = page.getByRole("region", { name: "Certificados" })
    const project = certificates.getByRole("listitem").filter({ hasText: "Marketing digital básico" })
    await expect(project).toContainText("Projeto")
    await expect(project.getByRole("link", { name: /^Baixar PDF/ })).toBeVisible()
  })

  test("an admin revokes a certificate with a reason, and the public page says so", async ({
    page,
    browser,
  }, testInfo) => {
    test.skip(isPhone(testInfo), SAME_LOGIC_ON_PHONE)
    const tag = randomUUID().slice(0, 8)
    const certificate = await freshCertificate(tag)
    const formatted = certificate.code.match(/.{5}/g)!.join("-")
    const reason = `Emitido por engano no teste ${tag}.`

    await signInAs(page, "admin")
    await page.goto("/admin/certificados")
    await expect(
      page.getByRole("navigation", { name: "Seções da administração" }).getByRole("link", { name: "Certificados" })
    ).toBeVisible()
    await page.getByLabel("Código ou nome").fill(formatted.toLowerCase())
    await page.getByRole("button", { name: "Buscar" }).click()
    const table = page.getByRole("table", { name: "Certificados" })
    const row = table.getByRole("row").filter({ hasText: certificate.member.fullName })
    await expect(row).toHaveCount(1)
    await expect(row).toContainText("Válido")

    const revoke = row.getByRole("button", {
      name: `Revogar o certificado de ${certificate.member.fullName} (${formatted})`,
    })
    const dialog = page.getByRole("dialog", { name: `Revogar o certificado de ${certificate.member.fullName}` })
    // The search reloaded the page: a click before the dialog's script hydrates opens nothing.
    await expect(async () => {
      if (!(await dialog.isVisible())) await revoke.click()
      await expect(dialog).toBeVisible({ timeout: 1_000 })
    }).toPass({ timeout: 20_000 })
    await expectNoA11yViolations(page, "the revoke dialog")
    // The reason is required: an empty one is refused where she typed it.
    await dialog.getByRole("button", { name: "Revogar certificado" }).click()
    await expect(dialog.getByText(/Escreva o motivo da revogação/)).toBeVisible()
    await dialog.getByLabel("Motivo (obrigatório)").fill(reason)
    await dialog.getByRole("button", { name: "Revogar certificado" }).click()
    await expect(dialog).toBeHidden()
    await expect(row).toContainText("Revogado em")
    await expect(row).toContainText(`Motivo: ${reason}`)
    await expect(row.getByRole("button", { name: /^Revogar/ })).toHaveCount(0)

    // Anyone, signed out, typing the code as it comes (lower case, spaces): revoked, with the reason.
    const guest = await (await browser.newContext()).newPage()
    await guest.goto("/certificados")
    await guest.getByLabel("Código do certificado").fill(formatted.toLowerCase().replaceAll("-", " "))
    await guest.getByRole("button", { name: "Verificar" }).click()
    await expect(guest).toHaveURL(new RegExp(`/certificados/${certificate.code}$`))
    await expect(guest.getByRole("heading", { level: 1, name: "Certificado revogado" })).toBeVisible()
    await expect(guest.getByRole("note")).toContainText(`Motivo: ${reason}`)
    await expect(guest.getByRole("main")).toContainText(certificate.member.fullName)
    await expectNoA11yViolations(guest, "a revoked certificate")
    await guest.context().close()
  })

  test("a made-up or malformed code is not found, and the form says what a code looks like", async ({
    page,
  }, testInfo) => {
    test.skip(isPhone(testInfo), SAME_LOGIC_ON_PHONE)
    for (const path of ["/certificados/ABCDE-FGHJK-MNPQR-STVWX", "/certificados/nao-e-um-codigo"]) {
      const response = await page.goto(path)
      expect(response?.status(), path).toBe(404)
      await expect(page.getByRole("heading", { level: 1, name: "Não encontramos este certificado" })).toBeVisible()
    }

    await page.goto("/certificados")
    const field = page.getByLabel("Código do certificado")
    await field.fill("ABC-123")
    await page.getByRole("button", { name: "Verificar" }).click()
    await expect(page.getByText(/Digite o código de 20 letras e números/)).toBeVisible()
    await expect(field).toHaveAttribute("aria-invalid", "true")
    await expect(field).toHaveValue("ABC-123")
    await expect(page).toHaveURL(/\/certificados$/)
  })
})
