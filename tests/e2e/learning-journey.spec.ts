import { readFile } from "node:fs/promises"

import type { Page } from "@playwright/test"
import { extractText, getDocumentProxy } from "unpdf"
import { expect, test } from "./helpers/test"

import {
  bell,
  createMember,
  notificationPanel,
  serviceClient,
  signInWithForm,
  waitForLiveBell,
} from "./helpers/notifications-backend"
import { isPhone, SAME_LOGIC_ON_PHONE } from "./helpers/site"

/**
 * Issue #36's journey, end to end and only through the UI: a member who has just joined opens a
 * seeded track, follows "Continuar" to each material and marks it done, sees the track complete,
 * gets the certificate notification in the bell, downloads the PDF from "Minha aprendizagem" (its
 * text carries her name, the code, the track and the hours), and the code verifies on the public
 * page from another device, signed out. Taking the last mark back and marking it again leaves
 * one certificate and one notification: the database issues a track's certificate once.
 */

// The seed's shortest published track (supabase/seed.sql): five materials of 10 + 12 + 10 + 15 + 5
// minutes, so 52 minutes, which the certificate rounds up to 1 hour.
const TRACK = {
  path: "/aprender/trilhas/vender-nas-redes-sociais",
  title: "Vender nas redes sociais",
  materials: [
    "Perfil comercial no Instagram",
    "Fotos de produto com o celular",
    "WhatsApp Business: catálogo e respostas rápidas",
    "Calendário de postagens para o mês",
    "Central de ajuda do WhatsApp Business",
  ],
  hours: "1 hora",
}
const TOTAL = TRACK.materials.length
const NOTIFICATION = "Seu certificado está pronto"
const FORMATTED_CODE = /[0-9A-HJKMNP-TV-Z]{5}(?:-[0-9A-HJKMNP-TV-Z]{5}){3}/

// Next keeps the pages she left in the document, hidden (React's Activity): text is matched on
// what shows. Roles already leave hidden elements out.
const progress = (page: Page, done: number) =>
  page.getByText(`Seu progresso: ${done} de ${TOTAL}`, { exact: true }).filter({ visible: true })

/** The bell's rows about her certificate, read or not ("Não lida: " prefixes an unread title). */
const certificateNotifications = (page: Page) =>
  notificationPanel(page).getByRole("listitem").filter({ hasText: NOTIFICATION })

/** On a material's page: its "Marcar como concluído", and the page saying it is done. */
async function markDone(page: Page) {
  await page.getByRole("button", { name: "Marcar como concluído" }).click()
  await expect(page.getByRole("region", { name: "Seu progresso" }).getByRole("status")).toHaveText(
    "Você concluiu este material."
  )
  await expect(page.getByRole("button", { name: "Desmarcar" })).toBeVisible()
}

/** From a material's page back to the track, through "Faz parte das trilhas". */
async function backToTrack(page: Page) {
  await page.getByRole("main").getByRole("link", { name: TRACK.title, exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`${TRACK.path}$`))
  await expect(page.getByRole("heading", { level: 1, name: TRACK.title })).toBeVisible()
}

test.describe("the learning journey", () => {
  test("a new member completes a track, downloads her certificate and its code verifies", async ({
    page,
    browser,
  }, testInfo) => {
    test.skip(isPhone(testInfo), SAME_LOGIC_ON_PHONE)
    test.setTimeout(120_000)
    const member = await createMember("jornada")
    await signInWithForm(page, member.email, member.password)

    // The library lists the track; she opens it and has not started.
    await page.goto("/aprender")
    await page
      .getByRole("main")
      .getByRole("region", { name: "Trilhas" })
      .getByRole("link", { name: TRACK.title })
      .click()
    await expect(page).toHaveURL(new RegExp(`${TRACK.path}$`))
    await expect(progress(page, 0)).toBeVisible()

    // Each material in the order "Continuar" gives, marked done on its own page.
    for (const [index, title] of TRACK.materials.entries()) {
      await page.getByRole("link", { name: `Continuar: ${title}` }).click()
      await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible()
      const last = index === TOTAL - 1
      // The certificate's notification should reach the open page: wait until the bell listens.
      if (last) await waitForLiveBell(page)
      await markDone(page)
      if (last) {
        await bell(page).click()
        const row = certificateNotifications(page)
        await expect(row).toHaveCount(1)
        await expect(row).toContainText(`O certificado de "${TRACK.title}" já pode ser baixado.`)
        await expect(row.getByRole("heading")).toHaveText(`Não lida: ${NOTIFICATION}`)
        await page.keyboard.press("Escape")
        await expect(notificationPanel(page)).toBeHidden()
      }
      await backToTrack(page)
      await expect(progress(page, index + 1)).toBeVisible()
    }

    // The track is complete: every material marked, no "Continuar", a word about the certificate.
    await expect(page.getByRole("progressbar")).toHaveAttribute("aria-valuenow", String(TOTAL))
    await expect(page.getByRole("link", { name: /^Continuar:/ })).toHaveCount(0)
    await expect(
      page.getByText("Você concluiu todos os materiais desta trilha.").filter({ visible: true })
    ).toBeVisible()
    await expect(page.getByRole("main").getByRole("link", { name: "Minha aprendizagem", exact: true })).toHaveAttribute(
      "href",
      "/dashboard/aprendizagem"
    )

    // The notification's "Ver detalhes" leads to "Minha aprendizagem".
    await bell(page).click()
    await certificateNotifications(page)
      .getByRole("link", { name: `Ver detalhes: ${NOTIFICATION}`, exact: true })
      .click()
    await expect(page).toHaveURL(/\/dashboard\/aprendizagem$/)
    await expect(page.getByRole("heading", { level: 1, name: "Minha aprendizagem" })).toBeVisible()
    await expect(
      page.getByRole("region", { name: "Trilhas em andamento" }).getByRole("link", { name: TRACK.title })
    ).toHaveCount(0)

    const certificates = page.getByRole("region", { name: "Certificados" })
    const row = certificates.getByRole("listitem").filter({ hasText: TRACK.title })
    await expect(row).toHaveCount(1)
    await expect(row).toContainText("Trilha")
    await expect(row).toContainText(TRACK.hours)
    const code = FORMATTED_CODE.exec((await row.textContent()) ?? "")?.[0]
    expect(code, "the row shows the formatted code").toBeTruthy()
    const raw = code!.replaceAll("-", "")

    const download = page.waitForEvent("download")
    await row.getByRole("link", { name: /^Baixar PDF/ }).click()
    const file = await download
    expect(file.suggestedFilename()).toBe(`certificado-${raw}.pdf`)
    const bytes = new Uint8Array(await readFile((await file.path())!))
    const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true })
    // A long sentence wraps over lines: compare with the spacing made plain.
    const plain = text.replace(/\s+/g, " ")
    expect(plain).toContain(member.fullName)
    expect(plain).toContain(code!)
    expect(plain).toContain(TRACK.title)
    expect(plain).toContain(`carga horária de ${TRACK.hours}`)

    const verifyHref = await row.getByRole("link", { name: /^Link de verificação/ }).getAttribute("href")
    expect(verifyHref).toBe(`/certificados/${raw}`)

    // Another device: a fresh browser, nobody signed in.
    const guestContext = await browser.newContext()
    try {
      const guest = await guestContext.newPage()
      const response = await guest.goto(verifyHref!)
      expect(response?.status()).toBe(200)
      await expect(guest.getByRole("heading", { level: 1, name: "Certificado válido" })).toBeVisible()
      const details = guest.getByRole("main").getByRole("definition")
      await expect(details.filter({ hasText: member.fullName })).toHaveCount(1)
      await expect(details.filter({ hasText: TRACK.title })).toHaveCount(1)
      await expect(details.filter({ hasText: code! })).toHaveCount(1)
    } finally {
      await guestContext.close()
    }

    // She takes the last mark back and marks it again: still one certificate, the same code.
    await page.goto(TRACK.path)
    await page
      .getByRole("main")
      .getByRole("link", { name: TRACK.materials[TOTAL - 1]!, exact: true })
      .click()
    await expect(page.getByRole("heading", { level: 1, name: TRACK.materials[TOTAL - 1]! })).toBeVisible()
    await page.getByRole("button", { name: "Desmarcar" }).click()
    await expect(page.getByRole("button", { name: "Marcar como concluído" })).toBeVisible()
    await backToTrack(page)
    await expect(progress(page, TOTAL - 1)).toBeVisible()
    await page.getByRole("link", { name: `Continuar: ${TRACK.materials[TOTAL - 1]}` }).click()
    await expect(page.getByRole("heading", { level: 1, name: TRACK.materials[TOTAL - 1]! })).toBeVisible()
    await markDone(page)
    await backToTrack(page)
    await expect(progress(page, TOTAL)).toBeVisible()

    await page.goto("/dashboard/aprendizagem")
    const again = page.getByRole("region", { name: "Certificados" }).getByRole("listitem")
    await expect(again.filter({ hasText: TRACK.title })).toHaveCount(1)
    await expect(again.filter({ hasText: TRACK.title })).toContainText(code!)
    // A fresh page load: the bell's list comes from the server, with one certificate notification.
    await bell(page).click()
    await expect(certificateNotifications(page)).toHaveCount(1)

    // And in the database, which the page could only reflect: one row for her and the track.
    const { data: issued, error } = await serviceClient()
      .from("certificates")
      .select("code")
      .eq("user_id", member.id)
      .eq("kind", "track")
    expect(error).toBeNull()
    expect(issued).toEqual([{ code: raw }])
  })
})
