import type { Browser, Page } from "@playwright/test"
import { expect, test } from "./helpers/test"

import { expectNoA11yViolations } from "./helpers/a11y"
import { listedBusiness, unique } from "./helpers/directory"
import {
  createMember,
  type Member,
  serviceClient,
  signedInClient,
  signInWithForm,
} from "./helpers/notifications-backend"
import { makeProfileVisible } from "./helpers/member-profile"
import { isPhone, SAME_LOGIC_ON_PHONE } from "./helpers/site"

/**
 * Direct messages (issue #37) as two people live them, each in her own browser: one writes from
 * the other's business page, the message arrives live (header count and the open conversation),
 * the answer comes back live, then blocking stops the other side and a report reaches the
 * moderation. And a new account's 6th new conversation of the day is refused in pt-BR, keeping
 * what she typed. Fresh members only: blocks and limits must not touch the demo accounts.
 */

async function memberInBrowser(browser: Browser, label: string) {
  const member = await createMember(label)
  const context = await browser.newContext()
  const page = await context.newPage()
  await signInWithForm(page, member.email, member.password)
  return { member, context, page }
}

/**
 * The composer's field and status on the page in view: Next keeps the page she came from in the
 * document, hidden (the first-message composer stays behind the conversation it opened).
 */
const messageField = (page: Page) => page.getByLabel("Sua mensagem").filter({ visible: true })
const composerStatus = (page: Page) => page.locator('[data-slot="composer-status"]').filter({ visible: true })

/** The header's "Mensagens" link, named with the unread count. */
const messagesLink = (page: Page) => page.getByRole("banner").getByRole("link", { name: /^Mensagens/ })

/** A profile other members may find (and so write to). */
const visibleProfile = (member: Member) => makeProfileVisible(member, `dm-${unique()}`)

test.describe("direct messages", () => {
  test.beforeEach(({}, testInfo) => {
    test.skip(isPhone(testInfo), SAME_LOGIC_ON_PHONE)
  })

  test("a message from a business page arrives live, the answer comes back live, then block and report", async ({
    browser,
  }) => {
    test.setTimeout(120_000)
    const ana = await memberInBrowser(browser, "dm-ana")
    const bia = await memberInBrowser(browser, "dm-bia")
    try {
      const business = await listedBusiness(bia.member, `Ateliê da Bia ${unique()}`)
      // Bia waits on her dashboard; the header's channel must be joined before anything happens.
      await expect(messagesLink(bia.page)).toHaveAccessibleName("Mensagens")
      await expect(bia.page.locator('[data-messages-live="live"]')).toHaveCount(1, { timeout: 20_000 })

      // Ana writes from Bia's business page: the link is the same for everyone (a static page).
      await ana.page.goto(`/diretorio/${business.slug}`)
      await ana.page.getByRole("link", { name: "Enviar mensagem" }).click()
      await expect(ana.page).toHaveURL(/\/mensagens\/nova\?/)
      await expect(ana.page.getByRole("heading", { level: 1, name: "Nova mensagem" })).toBeVisible()
      // (The business page stays in the document, hidden: only the visible composer counts.)
      await expect(ana.page.getByText("Para:").filter({ visible: true })).toContainText(business.name)
      await expect(ana.page.getByRole("link", { name: "diretrizes da comunidade", exact: true })).toHaveAttribute(
        "href",
        "/diretrizes"
      )
      await expectNoA11yViolations(ana.page, "/mensagens/nova")
      await messageField(ana.page).fill("Oi, Bia! Você faz encomendas para festas?")
      await ana.page.getByRole("button", { name: "Enviar mensagem" }).click()
      await expect(ana.page).toHaveURL(/\/mensagens\/[0-9a-f-]{36}$/)
      const conversationUrl = new URL(ana.page.url()).pathname
      const anaThread = ana.page.getByRole("list", { name: `Conversa com ${bia.member.fullName}` })
      await expect(anaThread).toContainText("Você faz encomendas para festas?")
      // The business is quoted: the conversation says what it is about.
      await expect(anaThread.locator('[data-slot="message-quote"]')).toContainText(business.name)

      // Bia never reloads: her header counts the new conversation through Realtime.
      await expect(messagesLink(bia.page)).toHaveAccessibleName("Mensagens, 1 conversa não lida", { timeout: 15_000 })
      await expect(bia.page.locator('[data-slot="messages-badge"]')).toHaveText("1")

      // She opens it from the list; opening it marks it read.
      await messagesLink(bia.page).click()
      await expect(bia.page.getByRole("heading", { level: 1, name: "Mensagens" })).toBeVisible()
      await bia.page
        .getByRole("list", { name: "Suas conversas" })
        .getByRole("link", { name: new RegExp(ana.member.fullName) })
        .click()
      await expect(bia.page).toHaveURL(new RegExp(`${conversationUrl}$`))
      const biaThread = bia.page.getByRole("list", { name: `Conversa com ${ana.member.fullName}` })
      await expect(biaThread).toContainText("Você faz encomendas para festas?")
      await expect(messagesLink(bia.page)).toHaveAccessibleName("Mensagens")
      await expect(bia.page.locator('[data-conversation-live="live"]')).toHaveCount(1, { timeout: 20_000 })
      await expect(ana.page.locator('[data-conversation-live="live"]')).toHaveCount(1, { timeout: 20_000 })

      // A second message from Ana appears in Bia's open conversation without reload.
      await messageField(ana.page).fill("Seria para 40 pessoas, em dezembro.")
      await ana.page.getByRole("button", { name: "Enviar", exact: true }).click()
      await expect(anaThread).toContainText("Seria para 40 pessoas")
      await expect(messageField(ana.page)).toHaveValue("")
      await expect(biaThread).toContainText("Seria para 40 pessoas", { timeout: 15_000 })
      await expect(
        bia.page.getByRole("status").filter({ hasText: `Nova mensagem de ${ana.member.fullName}.` })
      ).toHaveCount(1)

      // Bia answers; Ana sees it live, with the link made safe.
      await messageField(bia.page).fill("Faço sim! Veja o cardápio em https://exemplo.com.br/cardapio.")
      await bia.page.getByRole("button", { name: "Enviar", exact: true }).click()
      await expect(anaThread).toContainText("Faço sim!", { timeout: 15_000 })
      const link = anaThread.getByRole("link", { name: "https://exemplo.com.br/cardapio" })
      await expect(link).toHaveAttribute("href", "https://exemplo.com.br/cardapio")
      await expect(link).toHaveAttribute("rel", /nofollow/)

      // Ana blocks Bia: Bia's next message is refused in pt-BR, and what she typed stays.
      await ana.page.getByRole("button", { name: "Bloquear" }).click()
      const blockDialog = ana.page.getByRole("dialog", { name: `Bloquear ${bia.member.fullName}?` })
      await expect(blockDialog).toBeVisible()
      await expectNoA11yViolations(ana.page, "the block dialog")
      await blockDialog.getByRole("button", { name: "Bloquear" }).click()
      await expect(blockDialog).toBeHidden()
      await expect(ana.page.getByRole("button", { name: "Desbloquear" })).toBeVisible()
      await expect(ana.page.getByText(`Você bloqueou ${bia.member.fullName}.`)).toBeVisible()

      await messageField(bia.page).fill("Ainda está aí?")
      await bia.page.getByRole("button", { name: "Enviar", exact: true }).click()
      await expect(composerStatus(bia.page)).toHaveText("Não é possível enviar mensagens para esta pessoa.")
      await expect(messageField(bia.page)).toHaveValue("Ainda está aí?")
      await expect(biaThread).not.toContainText("Ainda está aí?")

      // Ana reports the conversation with a reason: it opens to the moderation.
      await ana.page.getByRole("button", { name: "Denunciar", exact: true }).click()
      const reportDialog = ana.page.getByRole("dialog", { name: "Denunciar conversa" })
      await expect(reportDialog.getByRole("link", { name: "diretrizes da comunidade", exact: true })).toHaveAttribute(
        "href",
        "/diretrizes"
      )
      await expectNoA11yViolations(ana.page, "the report dialog")
      // Without a reason: the pt-BR message, and the dialog stays with what she typed.
      await reportDialog.getByLabel("Detalhes (opcional)").fill("Insistiu depois que eu pedi para parar.")
      await reportDialog.getByRole("button", { name: "Enviar denúncia" }).click()
      await expect(reportDialog.getByText("Escolha o motivo da denúncia.")).toBeVisible()
      await expect(reportDialog.getByLabel("Detalhes (opcional)")).toHaveValue(
        "Insistiu depois que eu pedi para parar."
      )
      await reportDialog.getByLabel("Motivo").selectOption("assedio")
      await reportDialog.getByRole("button", { name: "Enviar denúncia" }).click()
      await expect(reportDialog).toBeHidden()
      await expect(ana.page.getByText("Denúncia enviada.").first()).toBeVisible()
      const conversationId = conversationUrl.split("/").pop()!
      const { data: reports, error } = await serviceClient()
        .from("message_reports")
        .select("reason, details, status, reporter_id")
        .eq("conversation_id", conversationId)
      expect(error).toBeNull()
      expect(reports).toEqual([
        {
          reason: "assedio",
          details: "Insistiu depois que eu pedi para parar.",
          status: "open",
          reporter_id: ana.member.id,
        },
      ])
      await expectNoA11yViolations(ana.page, "a conversation")
    } finally {
      await ana.context.close()
      await bia.context.close()
    }
  })

  test("a message from a member's profile reaches her live, with the header's unread count", async ({ browser }) => {
    test.setTimeout(90_000)
    const ana = await memberInBrowser(browser, "dm-perfil-ana")
    const bia = await memberInBrowser(browser, "dm-perfil-bia")
    try {
      const handle = await visibleProfile(bia.member)
      await expect(messagesLink(bia.page)).toHaveAccessibleName("Mensagens")
      await expect(bia.page.locator('[data-messages-live="live"]')).toHaveCount(1, { timeout: 20_000 })

      await ana.page.goto(`/associadas/${handle}`)
      await expect(ana.page.getByRole("heading", { level: 1, name: bia.member.fullName })).toBeVisible()
      await ana.page.getByRole("link", { name: "Enviar mensagem" }).click()
      await expect(ana.page).toHaveURL(/\/mensagens\/nova\?/)
      await messageField(ana.page).fill("Oi, Bia! Vi seu perfil: podemos conversar sobre parcerias?")
      await ana.page.getByRole("button", { name: "Enviar mensagem" }).click()
      await expect(ana.page).toHaveURL(/\/mensagens\/[0-9a-f-]{36}$/)
      await expect(ana.page.getByRole("list", { name: `Conversa com ${bia.member.fullName}` })).toContainText(
        "podemos conversar sobre parcerias?"
      )

      await expect(messagesLink(bia.page)).toHaveAccessibleName("Mensagens, 1 conversa não lida", { timeout: 15_000 })
      await messagesLink(bia.page).click()
      await expect(bia.page.getByRole("list", { name: "Suas conversas" })).toContainText(
        "podemos conversar sobre parcerias?"
      )
    } finally {
      await ana.context.close()
      await bia.context.close()
    }
  })

  test("a new account's 6th new conversation of the day is refused in pt-BR, keeping the text", async ({ browser }) => {
    test.setTimeout(90_000)
    const newcomer = await memberInBrowser(browser, "dm-nova")
    const people = await Promise.all(Array.from({ length: 6 }, (_, index) => createMember(`dm-destino-${index}`)))
    await Promise.all(people.map(visibleProfile))
    // Five conversations today, as the composer would start them.
    const db = await signedInClient(newcomer.member.email, newcomer.member.password)
    for (const person of people.slice(0, 5)) {
      const { error } = await db.rpc("start_conversation", {
        p_recipient: person.id,
        p_body: "Olá! Vi seu perfil e queria conversar.",
        p_context_kind: "profile",
        p_context_id: null as unknown as string,
      })
      expect(error).toBeNull()
    }
    try {
      const sixth = people[5]!
      await newcomer.page.goto(`/mensagens/nova?para=${sixth.id}&contexto=perfil`)
      await expect(newcomer.page.getByText(sixth.fullName)).toBeVisible()
      const text = "Oi! Também faço doces e queria trocar ideias sobre fornecedores."
      await messageField(newcomer.page).fill(text)
      await newcomer.page.getByRole("button", { name: "Enviar mensagem" }).click()
      await expect(composerStatus(newcomer.page)).toHaveText(
        "Você atingiu o limite de 5 novas conversas por dia. Tente novamente amanhã."
      )
      await expect(newcomer.page).toHaveURL(/\/mensagens\/nova\?/)
      await expect(messageField(newcomer.page)).toHaveValue(text)
      const { count } = await serviceClient()
        .from("conversation_members")
        .select("conversation_id", { count: "exact", head: true })
        .eq("user_id", sixth.id)
      expect(count).toBe(0)
    } finally {
      await newcomer.context.close()
    }
  })
})
