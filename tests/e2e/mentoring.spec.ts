import type { APIRequestContext, Browser, Page } from "@playwright/test"
import { expect, test } from "./helpers/test"

import { E2E_CRON_SECRET, E2E_SMTP_STAND_IN_URL } from "../../scripts/lib/e2e-hosts.mjs"
import { expectNoA11yViolations } from "./helpers/a11y"
import { unique } from "./helpers/directory"
import { makeProfileVisible } from "./helpers/member-profile"
import { createMember, type Member, serviceClient, signInWithForm } from "./helpers/notifications-backend"
import { isPhone, SAME_LOGIC_ON_PHONE, waitForHeader } from "./helpers/site"

/**
 * Mentoring between two members (issue #40), each in her own browser context (two devices): the
 * mentor publishes weekly availability, the mentee asks with proposed times, the mentor answers in
 * their conversation, and the session becomes an appointment for both, with its calendar file and,
 * with the session moved to start in under a day, the reminder the scheduler's tick makes (the
 * e-mail read from the SMTP stand-in). Fresh members only: no other spec sees their rows.
 */

const SAO_PAULO = "America/Sao_Paulo"
const DAY_MS = 24 * 60 * 60 * 1000

/** Tomorrow in São Paulo: its weekday (0 = domingo) and its date as YYYYMMDD and dd/MM. */
function tomorrowInSaoPaulo() {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone: SAO_PAULO,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    weekday: "short",
  }).formatToParts(new Date(Date.now() + DAY_MS))
  const part = (type: string) => parts.find((entry) => entry.type === type)?.value ?? ""
  const weekday = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"].indexOf(part("weekday"))
  return {
    weekday,
    compact: `${part("year")}${part("month")}${part("day")}`,
    dayMonth: `${part("day")}/${part("month")}`,
  }
}

async function signedInPage(browser: Browser, member: Member) {
  const context = await browser.newContext()
  const page = await context.newPage()
  await signInWithForm(page, member.email, member.password)
  return { context, page }
}

/** The mentor's own offer form: one topic, video calls, 60-minute sessions, one weekly slot. */
async function offerMentoring(page: Page, weekday: number) {
  await page.goto("/dashboard/mentoria/oferta")
  const form = page.getByRole("form", { name: "Oferta de mentoria" })
  await form.getByRole("group", { name: "Sobre o que você orienta" }).getByLabel("Finanças e precificação").check()
  await form.getByRole("group", { name: "Formatos" }).getByLabel("Chamada de vídeo").check()
  await form.getByLabel("Duração de cada sessão").selectOption({ label: "60 minutos" })
  await form.getByLabel("Dia do horário 1").selectOption(String(weekday))
  await form.getByLabel("Início do horário 1").fill("14:00")
  await form.getByLabel("Fim do horário 1").fill("17:00")
  await form.getByRole("button", { name: "Salvar oferta" }).click()
  await expect(page.getByText("Oferta de mentoria salva e ativa.").first()).toBeVisible()
}

/** The mentee's request from the mentor's profile; answers the conversation's address. */
async function requestMentoring(page: Page, handle: string, topic: string, times: string[]) {
  await page.goto(`/associadas/${handle}`)
  await page.getByRole("link", { name: "Pedir mentoria" }).click()
  const form = page.getByRole("form", { name: /^Pedido de mentoria a / })
  await form.getByLabel("Tema").fill(topic)
  await form.getByLabel("O que você precisa").fill("Quero entender quanto cobrar pelos meus bolos de pote.")
  await form.getByLabel("Chamada de vídeo").check()
  for (const time of times) {
    await form
      .getByRole("checkbox", { name: new RegExp(`^${time} de `) })
      .first()
      .check()
  }
  await form.getByRole("button", { name: "Enviar pedido" }).click()
  await expect(page).toHaveURL(/\/mensagens\/[0-9a-f-]{36}$/, { timeout: 15_000 })
  return new URL(page.url()).pathname
}

async function tick(request: APIRequestContext) {
  const response = await request.post("/api/cron", {
    headers: { Authorization: `Bearer ${E2E_CRON_SECRET}` },
    data: { only: ["notifications"] },
  })
  expect(response.status(), await response.text()).toBe(200)
}

async function subjectsFor(request: APIRequestContext, email: string) {
  const response = await request.get(`${E2E_SMTP_STAND_IN_URL}/_stand-in/emails?to=${encodeURIComponent(email)}`)
  expect(response.ok()).toBe(true)
  return ((await response.json()) as { subject: string }[]).map((mail) => mail.subject)
}

async function sessionOf(mentorId: string, topic: string) {
  const { data, error } = await serviceClient()
    .from("mentoring_sessions")
    .select("id, starts_at, ends_at, status")
    .eq("mentor_id", mentorId)
    .eq("topic", topic)
    .single()
  if (error) throw new Error(`session: ${error.message}`)
  return data
}

/** Moves a session in time (the clock cannot be moved for the server): `startsIn` from now. */
async function moveSession(id: string, startsInMs: number) {
  const startsAt = new Date(Date.now() + startsInMs)
  const { error } = await serviceClient()
    .from("mentoring_sessions")
    .update({ starts_at: startsAt.toISOString(), ends_at: new Date(startsAt.getTime() + 60 * 60 * 1000).toISOString() })
    .eq("id", id)
  if (error) throw new Error(`move session: ${error.message}`)
}

async function typesOf(userId: string, type: string) {
  const { data, error } = await serviceClient()
    .from("notifications")
    .select("title, type")
    .eq("user_id", userId)
    .eq("type", type)
  if (error) throw new Error(`notifications: ${error.message}`)
  return data.map((row) => row.title)
}

test.describe("mentoring between two members (issue #40)", () => {
  test.beforeEach(({}, testInfo) => test.skip(isPhone(testInfo), SAME_LOGIC_ON_PHONE))

  test("availability, a request with proposed times, the accepted appointment for both, its .ics, the reminder and the notes", async ({
    browser,
    request,
  }) => {
    // Two devices, a stranger's and the scheduler's ticks, whose e-mail part sends what the whole
    // run left due: more than the default 45 s on two shared cores.
    test.setTimeout(120_000)
    const mentor = await createMember("mentora")
    const mentee = await createMember("mentorada")
    const handle = await makeProfileVisible(mentor, `mentora-${unique()}`)
    const { weekday, compact, dayMonth } = tomorrowInSaoPaulo()
    const topic = `Preço dos bolos ${unique()}`

    const mentorSide = await signedInPage(browser, mentor)
    await offerMentoring(mentorSide.page, weekday)

    const menteeSide = await signedInPage(browser, mentee)
    await menteeSide.page.goto(`/associadas/${handle}`)
    await expect(menteeSide.page.getByText("Oferece mentoria").first()).toBeVisible()
    const conversation = await requestMentoring(menteeSide.page, handle, topic, ["14:00", "15:00"])
    const requestCard = menteeSide.page.getByRole("article", { name: `Pedido de mentoria: ${topic}` })
    await expect(requestCard.getByText(`Aguardando a resposta de`)).toBeVisible()

    // The mentor answers in their conversation, on her own device.
    await mentorSide.page.goto(conversation)
    // Its buttons post through React once hydrated; a click on the server's HTML could be lost.
    await waitForHeader(mentorSide.page)
    const card = mentorSide.page.getByRole("article", { name: `Pedido de mentoria: ${topic}` })
    await expect(card.getByText("Quero entender quanto cobrar")).toBeVisible()
    await card.getByRole("button", { name: `Aceitar ${dayMonth} às 15:00` }).click()
    const sessionCard = mentorSide.page.getByRole("article", { name: `Mentoria: ${topic}`, exact: true })
    await expect(sessionCard).toBeVisible()
    await expect(mentorSide.page.getByText(/Mentoria marcada: .* às 15:00/).first()).toBeVisible()

    // An appointment for both: the notification, and the session on each dashboard.
    expect(await typesOf(mentor.id, "appointment")).toContain("Mentoria marcada")
    expect(await typesOf(mentee.id, "appointment")).toContain("Mentoria marcada")
    for (const side of [mentorSide, menteeSide]) {
      await side.page.goto("/dashboard/mentoria")
      const upcoming = side.page.getByRole("region", { name: "Próximas sessões" })
      await expect(upcoming.getByRole("article", { name: `Mentoria: ${topic}`, exact: true })).toBeVisible()
    }

    // Its calendar file: 15:00–16:00 tomorrow on São Paulo's clock, with the zone it is in.
    const icsLink = menteeSide.page
      .getByRole("article", { name: `Mentoria: ${topic}`, exact: true })
      .getByRole("link", { name: "Adicionar à agenda" })
    const ics = await menteeSide.page.request.get((await icsLink.getAttribute("href")) ?? "")
    expect(ics.status()).toBe(200)
    expect(ics.headers()["content-type"]).toContain("text/calendar")
    const calendar = (await ics.text()).replace(/\r\n[ \t]/g, "")
    expect(calendar).toContain(`DTSTART;TZID=America/Sao_Paulo:${compact}T150000`)
    expect(calendar).toContain(`DTEND;TZID=America/Sao_Paulo:${compact}T160000`)
    expect(calendar).toMatch(/BEGIN:VTIMEZONE\r\nTZID:America\/Sao_Paulo/)
    expect(calendar).toContain("TZOFFSETTO:-0300")
    expect(calendar).toContain(`SUMMARY:Mentoria: ${topic}`)
    // A third member's request for it finds nothing.
    const stranger = await createMember("terceira")
    const strangerSide = await signedInPage(browser, stranger)
    const refused = await strangerSide.page.request.get((await icsLink.getAttribute("href")) ?? "", { maxRedirects: 0 })
    expect(refused.status()).toBe(404)
    await strangerSide.context.close()

    // Time moved: the session starts in 23 h 50 min; the tick reminds both, once.
    const session = await sessionOf(mentor.id, topic)
    await moveSession(session.id, 23 * 60 * 60 * 1000 + 50 * 60 * 1000)
    await tick(request)
    await tick(request)
    for (const member of [mentor, mentee]) {
      const reminders = (await typesOf(member.id, "session_reminder")).filter((title) => title.includes(topic))
      expect(reminders).toHaveLength(1)
    }
    await expect
      .poll(async () => (await subjectsFor(request, mentor.email)).filter((subject) => subject.includes(topic)), {
        timeout: 15_000,
      })
      .toHaveLength(1)
    expect((await subjectsFor(request, mentor.email)).find((subject) => subject.includes(topic))).toMatch(
      /^Lembrete: mentoria/
    )

    // After it: each leaves a private note, which the other reads; she has given one session.
    await moveSession(session.id, -2 * 60 * 60 * 1000)
    await menteeSide.page.goto("/dashboard/mentoria")
    const past = menteeSide.page.getByRole("article", { name: `Mentoria: ${topic}`, exact: true })
    await past.getByLabel("Sua anotação sobre a mentoria").fill("Saí com a planilha de custos pronta.")
    await past.getByRole("button", { name: "Salvar anotação" }).click()
    await expect(past.getByRole("button", { name: "Atualizar anotação" })).toBeVisible()
    await mentorSide.page.goto("/dashboard/mentoria")
    await expect(mentorSide.page.getByText("Sessões realizadas: 1")).toBeVisible()
    await expect(
      mentorSide.page
        .getByRole("article", { name: `Mentoria: ${topic}`, exact: true })
        .getByText("Saí com a planilha de custos pronta.")
    ).toBeVisible()

    await mentorSide.context.close()
    await menteeSide.context.close()
  })

  test("the mentor proposes another time, the mentee accepts it, then cancels with a reason", async ({ browser }) => {
    const mentor = await createMember("mentora")
    const mentee = await createMember("mentorada")
    const handle = await makeProfileVisible(mentor, `mentora-${unique()}`)
    const { weekday, dayMonth } = tomorrowInSaoPaulo()
    const topic = `Formalizar o MEI ${unique()}`

    const mentorSide = await signedInPage(browser, mentor)
    await offerMentoring(mentorSide.page, weekday)
    const menteeSide = await signedInPage(browser, mentee)
    const conversation = await requestMentoring(menteeSide.page, handle, topic, ["14:00", "15:00"])

    await mentorSide.page.goto(conversation)
    await waitForHeader(mentorSide.page)
    const card = mentorSide.page.getByRole("article", { name: `Pedido de mentoria: ${topic}` })
    await card.getByLabel("Propor outro horário").selectOption({ index: 1 })
    const proposed = await card.getByLabel("Propor outro horário").locator("option:checked").textContent()
    await card.getByRole("button", { name: "Propor este horário" }).click()
    await expect(card.getByText("Aguardando a resposta de")).toBeVisible()

    // Now the mentee answers: the mentor's time is the one she may accept.
    await menteeSide.page.goto(conversation)
    await waitForHeader(menteeSide.page)
    const menteeCard = menteeSide.page.getByRole("article", { name: `Pedido de mentoria: ${topic}` })
    const time = (proposed ?? "").match(/(\d{2}:\d{2})$/)?.[1] ?? ""
    const day = (proposed ?? "").match(/(\d{2}\/\d{2})/)?.[1] ?? dayMonth
    await menteeCard.getByRole("button", { name: `Aceitar ${day} às ${time}` }).click()
    const sessionCard = menteeSide.page.getByRole("article", { name: `Mentoria: ${topic}`, exact: true })
    await expect(sessionCard).toBeVisible()

    // She cancels it with a reason; the dialog is checked by axe; the mentor reads why.
    await sessionCard.getByRole("button", { name: "Cancelar mentoria" }).click()
    const dialog = menteeSide.page.getByRole("dialog", { name: "Cancelar mentoria" })
    await expect(dialog).toBeVisible()
    await expectNoA11yViolations(menteeSide.page, "the cancel dialog")
    await dialog.getByLabel("Motivo do cancelamento").fill("Surgiu uma feira no mesmo dia.")
    await dialog.getByRole("button", { name: "Cancelar mentoria" }).click()
    await expect(dialog).toBeHidden()
    await mentorSide.page.goto(conversation)
    await expect(mentorSide.page.getByText("Mentoria cancelada: Surgiu uma feira no mesmo dia.").first()).toBeVisible()
    expect(await typesOf(mentor.id, "appointment")).toContain("Mentoria cancelada")

    await mentorSide.context.close()
    await menteeSide.context.close()
  })
})
