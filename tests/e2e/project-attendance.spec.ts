import { randomUUID } from "node:crypto"

import type { Browser, Page } from "@playwright/test"
import { expect, test } from "./helpers/test"

import { expectNoA11yViolations } from "./helpers/a11y"
import { createMember, type Member, notificationsOf, serviceClient } from "./helpers/notifications-backend"
import { actionId, callAction, formData } from "./helpers/server-actions"
import { isPhone } from "./helpers/site"

/**
 * Attendance and project certificates (issue #36) in the browser. Time has passed the way the
 * other specs move it: the test's own set-up (service role) writes a project whose four sessions
 * are already behind us. An instructor marks attendance so that one participant has 3 of 4 and
 * another 2 of 4, then issues certificates: at the default 75 % only the first gets one, which she
 * is notified of and which verifies on the public page. A member who does not teach the project
 * cannot open its sheet nor call its actions.
 */

const DAY = 86_400_000
const MARKS_FILE = "app/(member)/dashboard/projetos/[id]/presenca/actions.ts"

interface Fixture {
  projectId: string
  slug: string
  title: string
  sessions: { id: string; title: string }[]
  instructor: Member
  regular: Member // present 3 of 4
  sporadic: Member // present 2 of 4
}

async function pastProject(): Promise<Fixture> {
  const db = serviceClient()
  const suffix = randomUUID().slice(0, 8)
  const [instructor, regular, sporadic] = await Promise.all([
    createMember("instrutora"),
    createMember("assidua"),
    createMember("esporadica"),
  ])
  const rolesError = (
    await db
      .from("profiles")
      .update({ roles: ["customer", "instructor"] })
      .eq("id", instructor.id)
  ).error
  if (rolesError) throw new Error(`roles: ${rolesError.message}`)
  // The regular one shares her phone with the instructors; the other keeps it to herself.
  await db.from("profiles").update({ phone: "(81) 99876-5432" }).eq("id", regular.id)
  await db.from("profiles").update({ phone: "(81) 91234-0000" }).eq("id", sporadic.id)

  const slug = `e2e-presenca-${suffix}`
  const title = `Curso de presença ${suffix}`
  const now = Date.now()
  const project = await db
    .from("projects")
    .insert({
      slug,
      title,
      kind: "curso",
      summary: "Um curso cujos encontros já aconteceram.",
      format: "online",
      starts_at: new Date(now - 15 * DAY).toISOString(),
      capacity: 10,
      status: "em_andamento",
    })
    .select("id")
    .single()
  if (project.error) throw new Error(`project: ${project.error.message}`)
  const projectId = project.data.id
  const instructors = await db.from("project_instructors").insert({ project_id: projectId, user_id: instructor.id })
  if (instructors.error) throw new Error(`instructor: ${instructors.error.message}`)
  const sessions = await db
    .from("project_sessions")
    .insert(
      [14, 10, 6, 2].map((daysAgo, index) => ({
        project_id: projectId,
        title: `Encontro ${index + 1}`,
        starts_at: new Date(now - daysAgo * DAY).toISOString(),
        ends_at: new Date(now - daysAgo * DAY + 2 * 3_600_000).toISOString(),
      }))
    )
    .select("id, title, starts_at")
  if (sessions.error) throw new Error(`sessions: ${sessions.error.message}`)
  const signups = await db.from("project_signups").insert([
    { project_id: projectId, user_id: regular.id, status: "confirmed", share_phone: true },
    { project_id: projectId, user_id: sporadic.id, status: "confirmed", share_phone: false },
  ])
  if (signups.error) throw new Error(`signups: ${signups.error.message}`)
  return {
    projectId,
    slug,
    title,
    sessions: sessions.data
      .sort((a, b) => a.starts_at.localeCompare(b.starts_at))
      .map((s) => ({ id: s.id, title: s.title })),
    instructor,
    regular,
    sporadic,
  }
}

async function signedIn(browser: Browser, member: Member, from: string) {
  const context = await browser.newContext()
  const page = await context.newPage()
  await page.goto(`/auth?from=${encodeURIComponent(from)}`)
  const form = page.getByRole("form", { name: "Entrar" })
  await form.getByLabel("Email").fill(member.email)
  await form.getByLabel("Senha", { exact: true }).fill(member.password)
  await form.getByRole("button", { name: "Entrar" }).click()
  await expect(page).toHaveURL(new RegExp(`${from.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`), { timeout: 15_000 })
  return { context, page }
}

const row = (page: Page, member: Member) => page.getByRole("listitem").filter({ hasText: member.fullName })

/** Marks her and waits for the server's answer: the button shows the mark at once (optimistic). */
async function mark(page: Page, member: Member, present: boolean) {
  const button = row(page, member).getByRole("button", { name: present ? /^Presente/ : /^Ausente/ })
  const answered = page.waitForResponse((response) => response.request().method() === "POST")
  await button.click()
  await expect(button).toHaveAttribute("aria-pressed", "true")
  expect((await answered).status()).toBe(200)
}

async function openSession(page: Page, title: string) {
  await page.getByRole("navigation", { name: "Encontros" }).getByRole("link", { name: title }).click()
  await expect(page.getByRole("heading", { level: 2, name: title })).toBeVisible()
}

test.describe("project attendance", () => {
  test("marks attendance and issues certificates to those at or above the share", async ({ browser }, testInfo) => {
    test.skip(isPhone(testInfo), "the phone layout has its own check below")
    test.setTimeout(120_000)
    const fx = await pastProject()
    const manage = `/dashboard/projetos/${fx.projectId}`
    const { context, page } = await signedIn(browser, fx.instructor, manage)

    // The management page leads to the sheet; the latest session that started is shown first.
    await page.getByRole("link", { name: "Presença e certificados" }).click()
    await expect(page).toHaveURL(new RegExp(`${manage}/presenca$`))
    await expect(page.getByRole("heading", { level: 2, name: "Encontro 4" })).toBeVisible()
    await expect(page.getByRole("status").filter({ hasText: "presentes" })).toHaveText("0 de 2 presentes")

    // Her phone only with her consent, as a tel: link.
    await expect(row(page, fx.regular).getByRole("link", { name: /99876-5432/ })).toHaveAttribute(
      "href",
      "tel:81998765432"
    )
    await expect(row(page, fx.sporadic).getByRole("link")).toHaveCount(0)
    await expect(row(page, fx.sporadic)).not.toContainText("91234")
    await expectNoA11yViolations(page, "attendance sheet")

    // Encontro 4: both absent. Encontros 1–3: the regular one always, the other in 1 and 2.
    await mark(page, fx.regular, false)
    await mark(page, fx.sporadic, false)
    for (const [title, sporadicPresent] of [
      ["Encontro 1", true],
      ["Encontro 2", true],
      ["Encontro 3", false],
    ] as const) {
      await openSession(page, title)
      await mark(page, fx.regular, true)
      await mark(page, fx.sporadic, sporadicPresent)
      await expect(page.getByRole("status").filter({ hasText: "presentes" })).toHaveText(
        `${sporadicPresent ? 2 : 1} de 2 presentes`
      )
    }
    // The marks are stored, not only shown.
    await page.reload()
    await expect(page.getByRole("status").filter({ hasText: "presentes" })).toHaveText("1 de 2 presentes")
    const stored = await serviceClient()
      .from("project_attendance")
      .select("user_id, present")
      .in(
        "session_id",
        fx.sessions.map((s) => s.id)
      )
    const presentCount = (member: Member) =>
      stored.data!.filter((mark) => mark.user_id === member.id && mark.present).length
    expect(stored.data).toHaveLength(8)
    expect([presentCount(fx.regular), presentCount(fx.sporadic)]).toEqual([3, 2])

    // 3/4 = 75 % reaches the default share; 2/4 does not.
    const certificatesRegion = page.getByRole("region", { name: "Certificados" })
    await certificatesRegion.getByRole("button", { name: "Emitir certificados" }).click()
    await expect(certificatesRegion.getByRole("status")).toHaveText("1 certificado emitido.")
    // Again: nobody new.
    await certificatesRegion.getByRole("button", { name: "Emitir certificados" }).click()
    await expect(certificatesRegion.getByRole("status")).toContainText("Nenhum certificado emitido")
    await context.close()

    const certificates = await serviceClient()
      .from("certificates")
      .select("user_id, code, title, kind")
      .eq("project_id", fx.projectId)
    expect(certificates.data?.map((c) => c.user_id)).toEqual([fx.regular.id])
    const certificate = certificates.data![0]!
    expect(certificate).toMatchObject({ kind: "project", title: fx.title })
    expect((await notificationsOf(fx.regular.id)).map((n) => n.type)).toContain("certificate_issued")
    expect((await notificationsOf(fx.sporadic.id)).map((n) => n.type)).not.toContain("certificate_issued")

    // The code verifies on the public page, for anyone.
    const visitor = await browser.newContext()
    const publicPage = await visitor.newPage()
    await publicPage.goto(`/certificados/${certificate.code}`)
    await expect(publicPage.getByRole("main")).toContainText(fx.regular.fullName)
    await expect(publicPage.getByRole("main")).toContainText(fx.title)
    await visitor.close()

    // She sees her own attendance on the project's page, and her notification in the bell.
    const her = await signedIn(browser, fx.regular, `/projetos/${fx.slug}`)
    await expect(her.page.getByText("Você esteve em 3 de 4 encontros.")).toBeVisible()
    await expect(
      her.page.getByRole("checkbox", { name: "Compartilhar meu telefone com as instrutoras deste projeto" })
    ).toBeChecked()
    await her.context.close()
  })

  test("a mark is a plain form post: it is recorded before the page's JavaScript runs", async ({
    browser,
  }, testInfo) => {
    test.skip(isPhone(testInfo), "the same form on a phone")
    const fx = await pastProject()
    const sheet = `/dashboard/projetos/${fx.projectId}/presenca`
    const { context, page } = await signedIn(browser, fx.instructor, sheet)
    // No bundle loads, so React never hydrates: the button posts the form as HTML does, and the
    // server runs the action. (What the server answers is rendered by Next's streaming, whose
    // swap needs scripts; the member area streams behind its loading.tsx, so a browser with
    // scripts off sees "Carregando…" on every dashboard page. The reload below shows the mark.)
    const bundles = /\/_next\/static\/.*\.js(\?.*)?$/
    await page.route(bundles, (route) => route.abort())
    await page.reload()
    const posted = page.waitForResponse((response) => response.request().method() === "POST")
    await row(page, fx.sporadic)
      .getByRole("button", { name: /^Presente/ })
      .click()
    const answer = await posted
    expect(answer.status()).toBe(200)
    expect(answer.request().headers()["next-action"]).toBeUndefined()
    const { data } = await serviceClient()
      .from("project_attendance")
      .select("present")
      .eq("session_id", fx.sessions[3]!.id)
      .eq("user_id", fx.sporadic.id)
      .single()
    expect(data?.present).toBe(true)

    await page.unroute(bundles)
    await page.goto(sheet)
    await expect(row(page, fx.sporadic).getByRole("button", { name: /^Presente/ })).toHaveAttribute(
      "aria-pressed",
      "true"
    )
    await expect(page.getByRole("status").filter({ hasText: "presentes" })).toHaveText("1 de 2 presentes")
    await context.close()
  })

  test("a participant shares her phone, and a member who does not teach is refused", async ({ browser }, testInfo) => {
    test.skip(isPhone(testInfo), "the phone layout has its own check below")
    const fx = await pastProject()
    const sheet = `/dashboard/projetos/${fx.projectId}/presenca`
    // One session still to come, before anyone reads the (cached) project page.
    const next = await serviceClient()
      .from("project_sessions")
      .insert({
        project_id: fx.projectId,
        title: "Encontro de encerramento",
        starts_at: "2027-03-10T22:00:00.000Z",
        ends_at: "2027-03-11T00:00:00.000Z",
      })
      .select("id")
      .single()
    const { context, page } = await signedIn(browser, fx.sporadic, `/projetos/${fx.slug}`)

    // Her next sessions in São Paulo time (UTC-3), and the calendar file with every session in UTC.
    const upcoming = page.getByRole("region", { name: "Próximos encontros" })
    await expect(upcoming.getByRole("listitem")).toHaveText(["Encontro de encerramento: 10/03/2027, 19h às 21h"])
    const feed = await page.request.get(
      (await upcoming.getByRole("link", { name: /agenda \(\.ics\)/ }).getAttribute("href"))!
    )
    expect(feed.status()).toBe(200)
    const ics = await feed.text()
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(5)
    expect(ics).toContain(`UID:${next.data!.id}@convergencia`)
    expect(ics).toContain("DTSTART:20270310T220000Z")
    expect(ics).toContain("DTEND:20270311T000000Z")
    for (const session of fx.sessions) expect(ics).toContain(`UID:${session.id}@convergencia`)

    // Her consent, from the project's page.
    const consent = page.getByRole("checkbox", { name: "Compartilhar meu telefone com as instrutoras deste projeto" })
    await expect(consent).not.toBeChecked()
    await consent.check()
    await page.getByRole("button", { name: "Salvar preferência" }).click()
    await expect(page.getByRole("region", { name: "Inscrição" }).getByRole("status").last()).toHaveText(
      "As instrutoras deste projeto vão ver o seu telefone."
    )
    const { data: signup } = await serviceClient()
      .from("project_signups")
      .select("share_phone")
      .eq("project_id", fx.projectId)
      .eq("user_id", fx.sporadic.id)
      .single()
    expect(signup?.share_phone).toBe(true)

    // The sheet is not hers: the same 404 as any page of the member area that is not hers.
    const response = await page.goto(sheet)
    expect(response?.status()).toBe(404)
    await expect(page.getByRole("button", { name: "Emitir certificados" })).toHaveCount(0)

    // Nor are its actions, called directly with her session.
    const origin = new URL(page.url()).origin
    for (const [action, fields] of [
      [
        "markAttendance",
        { projectId: fx.projectId, sessionId: fx.sessions[0]!.id, userId: fx.sporadic.id, present: "true" },
      ],
      ["issueCertificates", { projectId: fx.projectId }],
    ] as const) {
      const answer = await callAction(
        context.request,
        origin,
        actionId(MARKS_FILE, action),
        [{ status: "idle" }, formData(fields)],
        "/dashboard/projetos"
      )
      expect(answer.status).toBeLessThan(500)
      expect(answer.body).toContain('"code":"forbidden"')
    }
    const { data: marks } = await serviceClient()
      .from("project_attendance")
      .select("user_id")
      .in(
        "session_id",
        fx.sessions.map((s) => s.id)
      )
    expect(marks).toEqual([])
    const { data: certificates } = await serviceClient()
      .from("certificates")
      .select("id")
      .eq("project_id", fx.projectId)
    expect(certificates).toEqual([])
    await context.close()
  })

  test("the project's form sets the share and links the library; the project page lists it", async ({
    browser,
  }, testInfo) => {
    test.skip(isPhone(testInfo), "the same forms on a phone")
    test.setTimeout(90_000)
    const fx = await pastProject()
    const manage = `/dashboard/projetos/${fx.projectId}`
    const { context, page } = await signedIn(browser, fx.instructor, manage)

    // The share is kept after a server-side refusal (here: another project's address).
    const form = page.getByRole("region", { name: "Editar projeto" })
    const share = form.getByLabel("Presença mínima para certificado (%)")
    await expect(share).toHaveValue("75")
    await share.fill("60")
    await form.getByLabel("Endereço (opcional)").fill("financas-para-mei")
    await form.getByRole("button", { name: "Salvar alterações" }).click()
    await expect(form.getByText("Este endereço já está em uso por outro projeto. Escolha outro.").first()).toBeVisible()
    await expect(share).toHaveValue("60")
    await form.getByLabel("Endereço (opcional)").fill(fx.slug)
    await form.getByRole("button", { name: "Salvar alterações" }).click()
    await expect
      .poll(async () => {
        const { data } = await serviceClient()
          .from("projects")
          .select("certificate_share")
          .eq("id", fx.projectId)
          .single()
        return data?.certificate_share
      })
      .toBe(60)
    // The save redirects to the same page; start from a settled one.
    await page.goto(manage)
    await expect(page.getByRole("region", { name: "Editar projeto" }).getByLabel(/Presença mínima/)).toHaveValue("60")

    // A track and a material, found by title (accents ignored).
    const learning = page.getByRole("region", { name: "Materiais do projeto" })
    const search = learning.getByRole("combobox", { name: "Buscar material ou trilha pelo título" })
    await search.fill("do zero ao mei")
    await learning.getByRole("option", { name: "Trilha: Do zero ao MEI" }).click()
    await expect(learning.getByRole("listitem").filter({ hasText: "Do zero ao MEI" })).toBeVisible()
    await search.fill("o que e mei")
    await learning.getByRole("option", { name: "Material: O que é MEI e quem pode ser" }).click()
    await expect(learning.getByRole("listitem").filter({ hasText: "O que é MEI e quem pode ser" })).toBeVisible()
    await context.close()

    // Anyone reading the project's page finds them, in that order.
    const visitor = await browser.newContext()
    const publicPage = await visitor.newPage()
    await publicPage.goto(`/projetos/${fx.slug}`)
    const listed = publicPage.getByRole("region", { name: "Materiais do projeto" }).getByRole("link")
    await expect(listed).toHaveText(["Do zero ao MEI", "O que é MEI e quem pode ser"])
    await expect(listed.first()).toHaveAttribute("href", "/aprender/trilhas/do-zero-ao-mei")
    await expect(listed.last()).toHaveAttribute("href", "/aprender/o-que-e-mei-e-quem-pode-ser")
    await visitor.close()
  })

  test("the sheet fits a 390 px phone without sideways scrolling", async ({ browser }, testInfo) => {
    test.skip(isPhone(testInfo), "run once, at the phone's width, from the desktop project")
    const fx = await pastProject()
    const sheet = `/dashboard/projetos/${fx.projectId}/presenca`
    const { context, page } = await signedIn(browser, fx.instructor, sheet)
    await page.setViewportSize({ width: 390, height: 844 })
    await page.reload()
    await expect(row(page, fx.regular).getByRole("button", { name: /^Presente/ })).toBeVisible()
    await mark(page, fx.regular, true)
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow).toBeLessThanOrEqual(0)
    for (const name of [/^Presente/, /^Ausente/]) {
      const box = await row(page, fx.sporadic).getByRole("button", { name }).boundingBox()
      expect(box!.x + box!.width).toBeLessThanOrEqual(390)
    }
    await context.close()
  })
})
