import type { APIRequestContext, Browser, Page } from "@playwright/test"
import { expect, test } from "./helpers/test"

import { E2E_CRON_SECRET, E2E_SMTP_STAND_IN_URL } from "../../scripts/lib/e2e-hosts.mjs"
import { expectNoA11yViolations } from "./helpers/a11y"
import { signInAs } from "./helpers/accounts"
import { listedBusiness, unique } from "./helpers/directory"
import { makeProfileVisible } from "./helpers/member-profile"
import {
  createMember,
  type Member,
  serviceClient,
  signedInClient,
  signInWithForm,
} from "./helpers/notifications-backend"
import { isPhone, SAME_LOGIC_ON_PHONE } from "./helpers/site"

/**
 * Notifications that reach her inbox (issue #39), as life is: the app's scheduler tick (POST
 * /api/cron, its `notifications` part alone, so the MailRelay specs' rows stay pending) sends what
 * falls due through real SMTP to the stand-in (tests/stand-ins/smtp.ts), whose mailbox the test
 * reads. An "at once" e-mail waits NOTIFICATION_EMAIL_DELAY_SECONDS (3 s in this run, 5 minutes by
 * default) so a notification she reads meanwhile sends nothing. E-mailed links are opened in a
 * fresh browser context (another device); the one-click unsubscribe is the POST a mail client
 * makes (RFC 8058). Fresh members only, so every mailbox the test reads is its own.
 */

/** scripts/e2e-server.mjs sets NOTIFICATION_EMAIL_DELAY_SECONDS to 3. */
const DELAY_MS = 3_000

interface StoredEmail {
  id: number
  to: string[]
  subject: string
  text: string
  html: string
  headers: Record<string, string>
}

/** One tick of the scheduler's e-mail part, as the app's own ticker or a platform cron makes it. */
async function tick(request: APIRequestContext) {
  const response = await request.post("/api/cron", {
    headers: { Authorization: `Bearer ${E2E_CRON_SECRET}` },
    data: { only: ["notifications"] },
  })
  expect(response.status(), await response.text()).toBe(200)
  return response.json()
}

async function mailbox(request: APIRequestContext, email: string): Promise<StoredEmail[]> {
  const response = await request.get(`${E2E_SMTP_STAND_IN_URL}/_stand-in/emails?to=${encodeURIComponent(email)}`)
  expect(response.ok()).toBe(true)
  const all = (await response.json()) as StoredEmail[]
  // A fresh member's welcome notification ("account": at once by default) is e-mailed too; each
  // test counts the e-mails its own steps cause.
  return all.filter(
    (mail) => mail.to.some((to) => to.toLowerCase() === email.toLowerCase()) && !mail.subject.startsWith("Boas-vindas")
  )
}

/** Ticks until `email` has `count` e-mails (each tick runs the due work once). */
async function ticksUntil(request: APIRequestContext, email: string, count: number) {
  await expect
    .poll(
      async () => {
        await tick(request)
        return (await mailbox(request, email)).length
      },
      { timeout: 20_000, intervals: [500, 1000] }
    )
    .toBe(count)
  return mailbox(request, email)
}

/** Past the wait, ticks twice and checks nothing more arrived: what "none" looks like. */
async function expectNoNewMail(request: APIRequestContext, email: string, count: number) {
  await new Promise((resolve) => setTimeout(resolve, DELAY_MS + 500))
  await tick(request)
  await tick(request)
  expect(await mailbox(request, email)).toHaveLength(count)
}

/** The newest e-mail of a mailbox that has at least one. */
function newest(mails: StoredEmail[]): StoredEmail {
  const mail = mails.at(-1)
  if (!mail) throw new Error("no e-mail")
  return mail
}

const linksIn = (text: string) => text.match(/https?:\/\/[^\s<>"]+/g) ?? []

async function signedInPage(browser: Browser, member: Member) {
  const context = await browser.newContext()
  const page = await context.newPage()
  await signInWithForm(page, member.email, member.password)
  return { context, page }
}

/** Sets one category's channel on her own preferences page, as she would. */
async function chooseChannel(page: Page, category: string, channel: "Na hora" | "No resumo" | "Não receber") {
  await page.goto("/dashboard/notificacoes")
  const group = page.getByRole("group", { name: category })
  await group.getByLabel(channel).check()
  await page.getByRole("button", { name: "Salvar preferências" }).click()
  await expect(page.getByText("Preferências de e-mail salvas.").first()).toBeVisible()
}

async function startConversation(from: Member, to: Member, body: string) {
  const db = await signedInClient(from.email, from.password)
  const { data, error } = await db.rpc("start_conversation", { p_recipient: to.id, p_body: body })
  if (error) throw new Error(`start_conversation: ${error.message}`)
  return data as string
}

async function sendMessage(from: Member, conversation: string, body: string) {
  const db = await signedInClient(from.email, from.password)
  const { error } = await db.rpc("send_direct_message", { p_conversation: conversation, p_body: body })
  if (error) throw new Error(`send_direct_message: ${error.message}`)
}

test.describe("notification e-mails (issue #39)", () => {
  test.describe.configure({ mode: "serial" })
  test.beforeEach(({}, testInfo) => test.skip(isPhone(testInfo), SAME_LOGIC_ON_PHONE))

  test("a direct message e-mails her after the wait; read meanwhile, nothing; one click turns messages off", async ({
    browser,
    request,
  }) => {
    const sender = await createMember("remetente")
    const recipient = await createMember("destinataria")
    await makeProfileVisible(recipient, `dest-${unique()}`)
    const conversation = await startConversation(sender, recipient, "Oi! Vi seu ateliê e queria uma encomenda.")

    // Within the wait nothing goes; past it, one e-mail.
    await tick(request)
    expect(await mailbox(request, recipient.email)).toHaveLength(0)
    await new Promise((resolve) => setTimeout(resolve, DELAY_MS))
    const mail = newest(await ticksUntil(request, recipient.email, 1))
    expect(mail.subject).toContain(sender.fullName)
    expect(mail.text).toContain("Oi! Vi seu ateliê")
    expect(mail.html).toContain('lang="pt-BR"')
    // Its link is on the site's own name, and opens the conversation on another device after sign-in.
    const link = linksIn(mail.text).find((href) => href.includes("/mensagens"))
    expect(link).toMatch(/^https:\/\/convergencia\.test:3100\/mensagens/)
    const elsewhere = await browser.newContext()
    const phone = await elsewhere.newPage()
    await phone.goto(link!)
    await expect(phone).toHaveURL(/\/auth/)
    await phone.getByRole("form", { name: "Entrar" }).getByLabel("Email").fill(recipient.email)
    await phone.getByRole("form", { name: "Entrar" }).getByLabel("Senha", { exact: true }).fill(recipient.password)
    await phone.getByRole("form", { name: "Entrar" }).getByRole("button", { name: "Entrar" }).click()
    await expect(phone).toHaveURL(/\/mensagens/)
    await expect(phone.getByText("Oi! Vi seu ateliê").filter({ visible: true }).first()).toBeVisible()

    // A message she reads in the app before the wait ends sends nothing.
    await sendMessage(sender, conversation, "Pode ser para sexta?")
    await phone.reload()
    await expect(phone.getByText("Pode ser para sexta?").filter({ visible: true }).first()).toBeVisible()
    await expectNoNewMail(request, recipient.email, 1)
    await elsewhere.close()

    // The one-click unsubscribe, as a mail client sends it (RFC 8058), with no session.
    expect(mail.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click")
    const oneClick = /<(https:\/\/convergencia\.test:3100\/notificacoes\/descadastrar\/um-clique[^>]+)>/.exec(
      mail.headers["list-unsubscribe"] ?? ""
    )?.[1]
    expect(oneClick).toBeTruthy()
    const mailClient = await browser.newContext()
    const answer = await mailClient.request.post(oneClick!, {
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      data: "List-Unsubscribe=One-Click",
    })
    expect(answer.status()).toBe(200)
    // A forged link changes nothing.
    const forged = await mailClient.request.post(oneClick!.replace(/c=messages/, "c=orders"), {
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      data: "List-Unsubscribe=One-Click",
    })
    expect(forged.status()).toBe(400)
    await mailClient.close()

    // Her preferences say so, and the next message stays in the bell only.
    const { context, page } = await signedInPage(browser, recipient)
    await page.goto("/dashboard/notificacoes")
    const messages = page.getByRole("group", { name: "Mensagens diretas" })
    await expect(messages.getByLabel("Não receber")).toBeChecked()
    await expect(page.getByRole("group", { name: "Encomendas" }).getByLabel("Na hora")).toBeChecked()
    await sendMessage(sender, conversation, "Confirmo sexta, então.")
    await expectNoNewMail(request, recipient.email, 1)
    await context.close()
  })

  test("an order's changes e-mail the seller at once, and nothing to a buyer who turned orders off", async ({
    browser,
    request,
  }) => {
    const seller = await createMember("vendedora")
    const buyer = await createMember("compradora")
    const business = await listedBusiness(seller, `Ateliê Avisos ${unique()}`)
    const db = serviceClient()
    const { data: product, error } = await db
      .from("products")
      .insert({
        business_id: business.id,
        slug: `cesto-de-palha-${unique()}`,
        name: "Cesto de palha",
        description: "Cesto de palha de buriti trançado à mão.",
        // A category whose count no catalogue spec asserts (shop.spec.ts counts "beleza").
        category: "artesanato",
        price_cents: 1800,
      })
      .select("id")
      .single()
    if (error) throw new Error(`product: ${error.message}`)
    const settings = await db.from("business_order_settings").insert({
      business_id: business.id,
      enabled: true,
      pix_key_type: "random",
      pix_key: "123e4567-e12b-12d1-a456-426655440000",
      pix_receiver_name: "Vendedora Teste",
      pix_receiver_city: "Palmas",
      offers_pickup: true,
    })
    if (settings.error) throw new Error(`order settings: ${settings.error.message}`)

    // The buyer turns order e-mails off on her page.
    const { context, page } = await signedInPage(browser, buyer)
    await chooseChannel(page, "Encomendas", "Não receber")
    await context.close()

    const asBuyer = await signedInClient(buyer.email, buyer.password)
    const placed = await asBuyer.rpc("place_order", {
      p_business_id: business.id,
      p_items: [{ product_id: product.id, quantity: 2 }],
      p_delivery_method: "pickup",
      p_note: null as unknown as string,
    })
    if (placed.error) throw new Error(`place_order: ${placed.error.message}`)
    const order = (Array.isArray(placed.data) ? placed.data[0] : placed.data) as { order_id: string; code: string }

    await new Promise((resolve) => setTimeout(resolve, DELAY_MS))
    const newOrder = newest(await ticksUntil(request, seller.email, 1))
    expect(newOrder.subject).toMatch(/encomenda/i)
    expect(newOrder.text).toContain(order.code)
    expect(
      linksIn(newOrder.text).some((href) => href.startsWith("https://convergencia.test:3100/dashboard/negocio"))
    ).toBe(true)

    // The seller confirms the payment: the buyer's bell has it, her inbox does not.
    const asSeller = await signedInClient(seller.email, seller.password)
    const reported = await asBuyer.rpc("report_order_payment", { p_order_id: order.order_id })
    if (reported.error) throw new Error(`report_order_payment: ${reported.error.message}`)
    const confirmed = await asSeller.rpc("confirm_order_payment", { p_order_id: order.order_id })
    if (confirmed.error) throw new Error(`confirm_order_payment: ${confirmed.error.message}`)
    const { data: bell } = await db
      .from("notifications")
      .select("title")
      .eq("user_id", buyer.id)
      .eq("category", "orders")
    expect(bell?.length).toBeGreaterThan(0)
    await expectNoNewMail(request, buyer.email, 0)
    // …while the seller heard of the payment report.
    await ticksUntil(request, seller.email, 2)
  })

  test("a reply in the community e-mails her at once when she chose so; the digest at her hour sends once", async ({
    browser,
    request,
  }) => {
    const author = await createMember("autora")
    const replier = await createMember("respondente")
    const { data: group } = await serviceClient()
      .from("community_groups")
      .select("id")
      .eq("kind", "open")
      .is("archived_at", null)
      .limit(1)
      .single()
    const asAuthor = await signedInClient(author.email, author.password)
    const asReplier = await signedInClient(replier.email, replier.password)
    for (const db of [asAuthor, asReplier]) {
      const joined = await db.rpc("join_community_group", { p_group_id: group!.id })
      if (joined.error) throw new Error(`join: ${joined.error.message}`)
    }
    const topic = await asAuthor.rpc("create_community_topic", {
      p_group_id: group!.id,
      p_title: `Preço de kits ${unique()}`,
      p_body: "<p>Como vocês calculam o preço de um kit?</p>",
      p_mentions: [],
    })
    if (topic.error) throw new Error(`topic: ${topic.error.message}`)
    const reply = () =>
      asReplier.rpc("create_community_reply", {
        p_topic_id: topic.data as string,
        p_body: "<p>Somo o custo das peças e 30% do meu tempo.</p>",
        p_mentions: [],
      })

    // A daily digest is due from her hour on, for the rest of her day: the default (8h) is due at
    // once in any run after 8h. So her hour starts one hour ahead of now, in her time zone; São
    // Paulo's 23h has no later hour that day, so then she lives an hour ahead (Noronha).
    const hourIn = (timeZone: string) =>
      Number(new Intl.DateTimeFormat("pt-BR", { hour: "numeric", hourCycle: "h23", timeZone }).format(new Date()))
    const timeZone = hourIn("America/Sao_Paulo") < 23 ? "America/Sao_Paulo" : "America/Noronha"
    const hour = hourIn(timeZone)
    const settings = await serviceClient()
      .from("notification_settings")
      .insert({ user_id: author.id, digest_hour: hour + 1, time_zone: timeZone })
    if (settings.error) throw new Error(`settings: ${settings.error.message}`)

    // By default the community waits for the digest: a reply sends nothing at once.
    expect((await reply()).error).toBeNull()
    await expectNoNewMail(request, author.email, 0)

    // Her digest, daily at this very hour (in her time zone): the next tick sends it, with the reply.
    const { context, page } = await signedInPage(browser, author)
    await page.goto("/dashboard/notificacoes")
    await page.getByLabel("Diário").check()
    await page.getByLabel("Horário").selectOption(String(hour))
    await page.getByRole("button", { name: "Salvar preferências" }).click()
    await expect(page.getByText("Preferências de e-mail salvas.").first()).toBeVisible()
    const digest = newest(await ticksUntil(request, author.email, 1))
    expect(digest.subject).toMatch(/resumo/i)
    expect(digest.text).toContain(replier.fullName)
    expect(digest.headers["list-unsubscribe"]).toContain("c=digest")
    // A second tick the same day sends nothing.
    await expectNoNewMail(request, author.email, 1)

    // She asks for community replies at once: the next reply is e-mailed after the wait.
    await chooseChannel(page, "Comunidade: respostas e menções", "Na hora")
    await expectNoA11yViolations(page, "preferências de notificação")
    expect((await reply()).error).toBeNull()
    await new Promise((resolve) => setTimeout(resolve, DELAY_MS))
    const mails = await ticksUntil(request, author.email, 2)
    const atOnce = mails.find((mail) => mail.id !== digest.id)!
    expect(atOnce.headers["list-unsubscribe"]).toContain("c=community")
    expect(linksIn(atOnce.text).some((href) => href.startsWith("https://convergencia.test:3100/comunidade"))).toBe(true)

    // The unsubscribe page, opened from the e-mail on another device: one button, then done.
    const unsubscribe = linksIn(atOnce.text).find((href) => href.includes("/notificacoes/descadastrar?"))
    expect(unsubscribe).toBeTruthy()
    const elsewhere = await browser.newContext()
    const other = await elsewhere.newPage()
    await other.goto(unsubscribe!)
    await expectNoA11yViolations(other, "descadastrar notificações")
    await other.getByRole("button", { name: "Parar de receber" }).click()
    await expect(other.getByRole("heading", { name: "E-mails desligados" })).toBeVisible()
    await elsewhere.close()
    await page.reload()
    await expect(
      page.getByRole("group", { name: "Comunidade: respostas e menções" }).getByLabel("Não receber")
    ).toBeChecked()
    await context.close()
  })

  test("a project session reminds its participant 24 hours before, with the session's time moved", async ({
    request,
  }) => {
    const participant = await createMember("participante")
    const db = serviceClient()
    // A project of its own, so no seeded project's vacancies change under another spec.
    const slug = `precificacao-${unique()}`
    const { data: project, error } = await db
      .from("projects")
      .insert({
        slug,
        title: "Oficina de precificação",
        kind: "curso",
        summary: "Como calcular o preço do que você produz.",
        format: "online",
        starts_at: new Date(Date.now() + 86_400_000).toISOString(),
        capacity: 10,
      })
      .select("id, slug")
      .single()
    if (error) throw new Error(`project: ${error.message}`)
    const asParticipant = await signedInClient(participant.email, participant.password)
    const signup = await asParticipant.rpc("signup_for_project", { p_project_id: project.id })
    if (signup.error) throw new Error(`signup: ${signup.error.message}`)
    // A session 23 h 50 min from now: inside the 24-hour window, not the 1-hour one.
    const startsAt = new Date(Date.now() + (23 * 60 + 50) * 60_000)
    const title = `Encontro de precificação ${unique()}`
    const session = await db
      .from("project_sessions")
      .insert({ project_id: project.id, title, starts_at: startsAt.toISOString() })
      .select("id")
      .single()
    if (session.error) throw new Error(`session: ${session.error.message}`)

    const reminder = newest(await ticksUntil(request, participant.email, 1))
    expect(reminder.subject).toContain("Lembrete")
    expect(reminder.text).toContain(title)
    expect(
      linksIn(reminder.text).some((href) => href.startsWith(`https://convergencia.test:3100/projetos/${project.slug}`))
    ).toBe(true)
    // Once per session and kind, however many ticks.
    await expectNoNewMail(request, participant.email, 1)
    await db.from("projects").delete().eq("id", project.id)
  })

  test("a bad SMTP configuration shows in the admin's outbox screen and loses no e-mail", async ({ page, request }) => {
    const sender = await createMember("remetente-smtp")
    const recipient = await createMember("destinataria-smtp")
    await makeProfileVisible(recipient, `smtp-${unique()}`)
    // Their welcome e-mails go first, while the provider still takes the app's password.
    await new Promise((resolve) => setTimeout(resolve, DELAY_MS))
    await tick(request)
    // The provider rotates the password: the app's configured one stops working.
    const rotate = (password: string) =>
      request.post(`${E2E_SMTP_STAND_IN_URL}/_stand-in/password`, { data: { password } })
    expect((await rotate("senha-trocada-pelo-provedor")).ok()).toBe(true)
    try {
      await startConversation(sender, recipient, "Mensagem que não pode se perder.")
      await new Promise((resolve) => setTimeout(resolve, DELAY_MS))

      // Each tick's run stops at its first refused login, so it may take a few ticks (other
      // members' e-mails may be due too) until hers is the one marked failed.
      // The demo admin's saved session: a second administrator would change the users screen's
      // counts that other specs assert.
      await signInAs(page, "admin")
      const row = page.getByRole("row").filter({ hasText: recipient.email }).filter({ hasText: "Nova mensagem de" })
      await expect
        .poll(
          async () => {
            await tick(request)
            await page.goto("/admin/emails?estado=failed")
            return row.count()
          },
          { timeout: 30_000 }
        )
        .toBe(1)
      expect(await mailbox(request, recipient.email)).toHaveLength(0)
      await expect(row).toContainText(/falhou/i)
      await expect(row).toContainText(/auth|senha|535/i)
      await expectNoA11yViolations(page, "admin e-mails")

      // The provider's password is set back; the admin retries and the e-mail goes.
      expect((await rotate("stand-in-password")).ok()).toBe(true)
      await row.getByRole("button", { name: "Tentar novamente" }).click()
      await ticksUntil(request, recipient.email, 1)
      await page.goto("/admin/emails?estado=sent")
      await expect(row).toContainText(/enviado/i)
    } finally {
      await rotate("stand-in-password")
    }
  })
})
