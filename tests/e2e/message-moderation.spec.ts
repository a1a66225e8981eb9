import { randomUUID } from "node:crypto"

import { type Page } from "@playwright/test"
import { expect, test } from "./helpers/test"

import { expectNoA11yViolations } from "./helpers/a11y"
import { signInAs } from "./helpers/accounts"
import {
  createMember,
  type Member,
  serviceClient,
  signedInClient,
  signInWithForm,
} from "./helpers/notifications-backend"
import { isPhone, SAME_LOGIC_ON_PHONE } from "./helpers/site"

/**
 * The admins' queue of reported conversations (issue #37) and the community's rules. Two fresh
 * members talk through the database functions the messages pages call (the conversation UI has its
 * own spec); Ana reports Bia's message and an admin reads the conversation on /admin/mensagens and
 * decides, once per decision: a warning (Bia is told), a mute (her next message is refused with
 * the pt-BR text), an archive (no sanction) and a suspension (the account is banned in Auth: she
 * can no longer sign in). /diretrizes is reached from the footer and from the sign-up form.
 */

const PATH = "/admin/mensagens"

/** The toast of an action's answer (the first match: a toast may carry its text twice). */
const toast = (page: Page, text: string) => page.getByRole("status").filter({ hasText: text }).first()

interface Pair {
  ana: Member
  bia: Member
  conversation: string
  /** Bia's message that Ana reports. */
  offending: string
}

/** Two fresh members, Bia visible to members, and a conversation Ana started and Bia answered. */
async function freshConversation(tag: string): Promise<Pair> {
  const ana = await createMember(`ana-${tag}`)
  const bia = await createMember(`bia-${tag}`)
  const asBia = await signedInClient(bia.email, bia.password)
  const handle = `bia-${randomUUID().slice(0, 8)}`
  const profile = await asBia.rpc("update_member_profile", {
    p_handle: handle,
    p_visibility: "members",
    p_bio: "Costureira em Belo Horizonte.",
    p_city: "Belo Horizonte",
    p_state: "MG",
    p_offers: [],
    p_needs: [],
    p_offers_note: "",
    p_needs_note: "",
    p_social_links: {},
  })
  expect(profile.error, "Bia shows her profile to members").toBeNull()
  const asAna = await signedInClient(ana.email, ana.password)
  const started = await asAna.rpc("start_conversation", {
    p_recipient: bia.id,
    p_body: "Oi, Bia! Vi seu perfil e queria conversar sobre ajustes de roupa.",
  })
  expect(started.error, "Ana starts the conversation").toBeNull()
  const conversation = started.data as string
  const sent = await asBia.rpc("send_direct_message", {
    p_conversation: conversation,
    p_body: `Mande seus dados bancários agora ou vai se arrepender (${tag}).`,
  })
  expect(sent.error, "Bia answers").toBeNull()
  return { ana, bia, conversation, offending: sent.data as string }
}

/** Ana reports Bia's message; answers the report's id. */
async function report(pair: Pair, details: string) {
  const asAna = await signedInClient(pair.ana.email, pair.ana.password)
  const { data, error } = await asAna.rpc("report_conversation", {
    p_conversation: pair.conversation,
    p_message: pair.offending,
    p_reason: "assedio",
    p_details: details,
  })
  expect(error, "Ana reports the message").toBeNull()
  return data as string
}

/** Opens the report on the admin's queue and checks what the admin needs to decide. */
async function openReport(page: Page, pair: Pair, reportId: string, details: string) {
  await page.goto(`${PATH}?denuncia=${reportId}`)
  const detail = page.getByRole("region", { name: `Conversa denunciada: ${pair.bia.fullName}` })
  await expect(detail).toBeVisible()
  const facts = detail.locator("dl")
  await expect(facts).toContainText(details)
  await expect(facts).toContainText(pair.ana.fullName)
  await expect(facts).toContainText(pair.bia.fullName)
  await expect(facts.getByText("Assédio", { exact: true })).toBeVisible()
  const messages = detail.getByRole("region", { name: /^Mensagens/ }).getByRole("listitem")
  await expect(messages.filter({ hasText: "queria conversar sobre ajustes de roupa" })).toHaveCount(1)
  await expect(messages.filter({ hasText: "Mensagem denunciada" })).toContainText("dados bancários")
  // The queue lists it, open, with its reason and whom it is about.
  const card = page.getByRole("region", { name: "Denúncias", exact: true }).locator(`a[href*="${reportId}"]`)
  await expect(card).toContainText("Aberta")
  await expect(card).toContainText(pair.bia.fullName)
  return detail
}

async function decide(page: Page, pair: Pair, choice: string, note: string, days?: number) {
  const form = page.getByRole("form", { name: `Decidir a denúncia sobre ${pair.bia.fullName}` })
  await form.getByRole("radio", { name: new RegExp(`^${choice}`) }).check()
  if (days !== undefined) await form.getByLabel(/^Duração em dias/).fill(String(days))
  await form.getByLabel(/^Motivo/).fill(note)
  await form.getByRole("button", { name: "Registrar decisão" }).click()
}

async function sanctionsOf(userId: string) {
  const { data, error } = await serviceClient()
    .from("member_sanctions")
    .select("kind, reason, until, report_id")
    .eq("user_id", userId)
    .order("created_at")
  expect(error).toBeNull()
  return data ?? []
}

async function reportRow(id: string) {
  const { data } = await serviceClient()
    .from("message_reports")
    .select("status, resolution, resolution_note")
    .eq("id", id)
    .single()
  return data
}

test.describe("message reports on /admin/mensagens", () => {
  test.beforeEach(async ({ page }, testInfo) => {
    test.skip(isPhone(testInfo), SAME_LOGIC_ON_PHONE)
    await signInAs(page, "admin")
  })

  test("the admin reads the reported conversation and warns, mutes and archives", async ({ page, browser }) => {
    const pair = await freshConversation("aviso")

    // A warning: the sanction is recorded and Bia is told, with the note.
    const first = await report(pair, "Ela me ameaçou depois que recusei.")
    const detail = await openReport(page, pair, first, "Ela me ameaçou depois que recusei.")
    await expectNoA11yViolations(page, `${PATH} with a report open`)
    await decide(page, pair, "Advertir", "Ameaça em mensagem direta, contra as diretrizes.")
    await expect(toast(page, "Advertência registrada. A associada foi avisada.")).toBeVisible()
    await expect(detail.getByRole("region", { name: "Decisão" })).toContainText("Advertir")
    await expect(detail.getByRole("region", { name: "Decisão" })).toContainText("Ameaça em mensagem direta")
    expect(await reportRow(first)).toMatchObject({ status: "resolved", resolution: "warn" })
    expect(await sanctionsOf(pair.bia.id)).toEqual([expect.objectContaining({ kind: "warning", report_id: first })])
    const { data: told } = await serviceClient()
      .from("notifications")
      .select("message")
      .eq("user_id", pair.bia.id)
      .order("created_at", { ascending: false })
      .limit(1)
      .single()
    expect(told?.message, "Bia's notice carries the reason").toContain("Ameaça em mensagem direta")

    // A mute for 3 days: Bia's next message is refused with the pt-BR text; Ana still writes.
    const second = await report(pair, "Continuou escrevendo depois da advertência.")
    await openReport(page, pair, second, "Continuou escrevendo depois da advertência.")
    await decide(page, pair, "Silenciar", "Insistiu depois da advertência.", 3)
    await expect(toast(page, "Associada silenciada por 3 dias. Ela foi avisada.")).toBeVisible()
    const mute = (await sanctionsOf(pair.bia.id)).find((row) => row.kind === "mute")
    expect(mute?.report_id).toBe(second)
    // Bia, on her own device, tries to answer in the conversation: refused, her text kept.
    const device = await browser.newContext()
    try {
      const bia = await device.newPage()
      await signInWithForm(bia, pair.bia.email, pair.bia.password)
      await bia.goto(`/mensagens/${pair.conversation}`)
      const composer = bia.getByRole("form", { name: "Escrever mensagem" })
      await composer.getByLabel("Sua mensagem").fill("Só mais uma coisa…")
      await composer.getByRole("button", { name: "Enviar" }).click()
      await expect(composer.getByRole("status")).toHaveText(/^Seu envio de mensagens está suspenso até .+\.$/)
      await expect(composer.getByLabel("Sua mensagem")).toHaveValue("Só mais uma coisa…")
    } finally {
      await device.close()
    }
    const asAna = await signedInClient(pair.ana.email, pair.ana.password)
    const allowed = await asAna.rpc("send_direct_message", { p_conversation: pair.conversation, p_body: "Tudo bem." })
    expect(allowed.error).toBeNull()

    // An archive: no sanction, the report leaves the open ones.
    const third = await report(pair, "Mais uma mensagem estranha.")
    await openReport(page, pair, third, "Mais uma mensagem estranha.")
    await decide(page, pair, "Arquivar sem medida", "")
    await expect(toast(page, "Denúncia arquivada sem medida.")).toBeVisible()
    expect(await reportRow(third)).toMatchObject({ status: "dismissed", resolution: "dismiss" })
    expect((await sanctionsOf(pair.bia.id)).map((row) => row.kind)).toEqual(["warning", "mute"])
    await expect(
      page.getByRole("region", { name: "Denúncias", exact: true }).locator(`a[href*="${third}"]`)
    ).toContainText("Arquivada")
  })

  test("a sanction needs its reason and a number of days; what she typed stays", async ({ page }) => {
    const pair = await freshConversation("campos")
    const id = await report(pair, "Spam repetido.")
    await openReport(page, pair, id, "Spam repetido.")
    await decide(page, pair, "Silenciar", "", 0)
    const form = page.getByRole("form", { name: `Decidir a denúncia sobre ${pair.bia.fullName}` })
    await expect(form.getByText("Escreva o motivo: ele vai no aviso que a associada recebe.")).toBeVisible()
    await expect(form.getByText("Informe de 1 a 90 dias.")).toBeVisible()
    await expect(form.getByRole("radio", { name: /^Silenciar/ })).toBeChecked()
    expect(await reportRow(id)).toMatchObject({ status: "open", resolution: null })
    expect(await sanctionsOf(pair.bia.id)).toEqual([])
  })

  test("the overview's Mensagens shortcut says how many reports wait", async ({ page }) => {
    // The seed's report is open; other specs open and close theirs meanwhile, so only the shape is fixed.
    await page.goto("/admin")
    const shortcut = page.getByRole("region", { name: "Ações rápidas" }).locator('a[href="/admin/mensagens"]')
    await expect(shortcut).toContainText("Mensagens")
    await expect(shortcut).toContainText(/\d+ (denúncia aberta|denúncias abertas)$/)
    await shortcut.click()
    await expect(page.getByRole("heading", { level: 1, name: "Mensagens" })).toBeVisible()
    await expect(
      page
        .getByRole("status")
        .filter({ hasText: /denúncias? abertas?/ })
        .first()
    ).toBeVisible()
  })

  test("a suspension bans the account in Auth for its days", async ({ page }) => {
    const pair = await freshConversation("suspensao")
    const id = await report(pair, "Golpe: pediu dinheiro adiantado.")
    await openReport(page, pair, id, "Golpe: pediu dinheiro adiantado.")
    await decide(page, pair, "Suspender", "Tentativa de golpe.", 7)
    await expect(toast(page, "Conta suspensa por 7 dias. Ela foi desconectada e avisada.")).toBeVisible()
    const suspension = (await sanctionsOf(pair.bia.id)).find((row) => row.kind === "suspension")
    expect(suspension?.report_id).toBe(id)
    const { data } = await serviceClient().auth.admin.getUserById(pair.bia.id)
    const bannedUntil = new Date(data.user?.banned_until ?? 0).getTime()
    // The ban ends when the suspension does (within the seconds the two writes took).
    expect(Math.abs(bannedUntil - new Date(suspension!.until!).getTime())).toBeLessThan(60_000)
    await expect(signedInClient(pair.bia.email, pair.bia.password)).rejects.toThrow(/banned/i)
  })
})

test.describe("community guidelines", () => {
  test("/diretrizes is linked from the footer and from the sign-up form", async ({ page }) => {
    await page.goto("/")
    await page
      .getByRole("contentinfo")
      .getByRole("navigation", { name: "Links Rápidos" })
      .getByRole("link", { name: "Diretrizes da comunidade" })
      .click()
    await expect(page).toHaveURL(/\/diretrizes$/)
    await expect(page.getByRole("heading", { level: 1, name: "Diretrizes da comunidade" })).toBeVisible()
    for (const section of [
      "Sem assédio e sem discriminação",
      "Como bloquear uma pessoa",
      "Advertência, silenciamento e suspensão",
    ]) {
      await expect(page.getByRole("region", { name: section })).toBeVisible()
    }

    await page.goto("/auth?tab=cadastrar")
    const form = page.getByRole("form", { name: "Cadastrar" })
    await expect(form).toContainText("Ao criar sua conta você concorda com as Diretrizes da comunidade.")
    await form.getByRole("link", { name: "Diretrizes da comunidade" }).click()
    await expect(page).toHaveURL(/\/diretrizes$/)
    await expect(page.getByRole("heading", { level: 1, name: "Diretrizes da comunidade" })).toBeVisible()
  })
})
