import { type Browser, type Page } from "@playwright/test"
import { expect, test } from "./helpers/test"

import { signInAs } from "./helpers/accounts"
import {
  createMember,
  type Member,
  notificationsOf,
  signedInClient,
  signInWithForm,
} from "./helpers/notifications-backend"
import { isPhone, SAME_LOGIC_ON_PHONE } from "./helpers/site"

/**
 * The community (issue #21) in the browser: the directory and a group's public face, joining,
 * posting a topic, a reply from a second browser arriving live in the first, a mention that
 * notifies, report → the moderator hides → the author sees the reason, and a muted member refused.
 * Each test works with fresh members (and the seeded moderator of "Finanças para MEI", editora),
 * so tests run in parallel and in any order.
 */

const SALVADOR = { slug: "empreendedoras-de-salvador", name: "Empreendedoras de Salvador" }
const FINANCE = { slug: "financas-para-mei", name: "Finanças para MEI", id: "c1000000-0000-4000-a000-000000000001" }

/** A fresh member, signed in through the real form in a browser context of her own. */
async function memberInBrowser(browser: Browser, label: string) {
  const member = await createMember(label)
  const context = await browser.newContext()
  const page = await context.newPage()
  await signInWithForm(page, member.email, member.password)
  return { member, context, page }
}

/** Types into the rich-text editor named `label` (TipTap, loaded after hydration). */
async function typeMessage(page: Page, label: string, text: string) {
  const editor = page.getByRole("textbox", { name: label })
  await expect(editor).toBeVisible({ timeout: 15_000 })
  await editor.click()
  await editor.pressSequentially(text)
}

/** Joins through the group page's button. */
async function joinOnGroupPage(page: Page, slug: string, name: string) {
  await page.goto(`/comunidade/${slug}`)
  await page.getByRole("button", { name: `Entrar no grupo: ${name}` }).click()
  await expect(page.getByRole("heading", { name: "Tópicos" })).toBeVisible()
}

/** A member of the group, posting through her own session (setup the UI is not under test for). */
async function seededMember(label: string, groupId: string) {
  const member = await createMember(label)
  const db = await signedInClient(member.email, member.password)
  const { error } = await db.rpc("join_community_group", { p_group_id: groupId })
  if (error) throw new Error(`join: ${error.message}`)
  return { member, db }
}

test.describe("the community", () => {
  test("visitors see the directory and a group's public face, but no discussion", async ({ page }) => {
    await page.goto("/comunidade")
    await expect(page.getByRole("heading", { level: 1, name: "Grupos da comunidade" })).toBeVisible()
    const groups = page.getByRole("list", { name: "Grupos da comunidade" })
    await expect(groups.getByRole("link", { name: FINANCE.name, exact: true })).toBeVisible()
    // The hidden group is nobody's listing.
    await expect(groups.getByRole("link", { name: "Círculo de Lideranças", exact: true })).toHaveCount(0)

    await page.getByLabel("Buscar grupos").fill("salvador")
    await expect(page.getByText("1 grupo encontrado.")).toBeVisible()
    await expect(groups.getByRole("listitem")).toHaveCount(1)
    await expect(groups.getByRole("link", { name: `Entrar no grupo: ${SALVADOR.name}` })).toHaveAttribute(
      "href",
      `/auth?from=${encodeURIComponent(`/comunidade/${SALVADOR.slug}`)}`
    )

    await groups.getByRole("link", { name: SALVADOR.name, exact: true }).click()
    await expect(page.getByRole("heading", { level: 1, name: SALVADOR.name })).toBeVisible()
    await expect(page.getByRole("heading", { name: "As conversas são para participantes" })).toBeVisible()
    await expect(page.getByRole("heading", { name: "Tópicos" })).toHaveCount(0)
  })

  test("join, post a topic, and a reply from a second browser arrives live, with a mention that notifies", async ({
    browser,
  }) => {
    const author = await memberInBrowser(browser, "autora-topico")
    const replier = await memberInBrowser(browser, "responde")
    try {
      // Joining from the directory: the card's own button.
      await author.page.goto("/comunidade")
      await author.page.getByRole("button", { name: `Entrar no grupo: ${SALVADOR.name}` }).click()
      await expect(author.page.getByRole("button", { name: `Sair do grupo: ${SALVADOR.name}` })).toBeVisible()

      const title = `Feira de sábado ${Date.now().toString(36)}`
      await author.page.goto(`/comunidade/${SALVADOR.slug}`)
      const form = author.page.getByRole("form", { name: "Novo tópico" })
      await form.getByRole("textbox", { name: "Título", exact: true }).fill(title)
      await typeMessage(author.page, "Mensagem", "Quem vai levar banca na feira de sábado?")
      await form.getByRole("button", { name: "Publicar tópico" }).click()
      await expect(author.page.getByRole("heading", { level: 1, name: title })).toBeVisible()
      const topicUrl = author.page.url()
      await expect(author.page.locator('[data-topic-live="live"]')).toHaveCount(1, { timeout: 20_000 })

      await joinOnGroupPage(replier.page, SALVADOR.slug, SALVADOR.name)
      await replier.page.goto(topicUrl)
      await typeMessage(replier.page, "Sua resposta", `Eu vou! @${author.member.fullName} me guarda um lugar.`)
      await replier.page.getByRole("button", { name: "Enviar resposta" }).click()
      await expect(replier.page.getByRole("list", { name: "Respostas do tópico" })).toContainText("me guarda um lugar")

      // The first browser never reloads: the reply arrives through Realtime.
      const replies = author.page.getByRole("list", { name: "Respostas do tópico" })
      await expect(replies).toContainText("me guarda um lugar", { timeout: 15_000 })
      await expect(replies).toContainText(replier.member.fullName)
      await expect(
        author.page.getByRole("status").filter({ hasText: `Nova resposta de ${replier.member.fullName}.` })
      ).toHaveCount(1)

      // The mention notified her (once, as a mention rather than as a reply to her topic).
      await expect
        .poll(async () =>
          (await notificationsOf(author.member.id)).filter((n) => n.type === "new_message").map((n) => n.title)
        )
        .toEqual([`${replier.member.fullName} mencionou você`])
    } finally {
      await author.context.close()
      await replier.context.close()
    }
  })

  test("report → the moderator hides the message → its author sees the reason", async ({ browser, page }, testInfo) => {
    test.skip(isPhone(testInfo), SAME_LOGIC_ON_PHONE)
    const { member: author, db } = await seededMember("denunciada", FINANCE.id)
    const { data: topicId, error } = await db.rpc("create_community_topic", {
      p_group_id: FINANCE.id,
      p_title: `Vendo curso ${Date.now().toString(36)}`,
      p_body: "<p>Compre meu curso milagroso de finanças!</p>",
      p_mentions: [],
    })
    if (error || !topicId) throw new Error(`topic: ${error?.message}`)
    const topicPath = `/comunidade/${FINANCE.slug}/${topicId}`

    const reporter = await memberInBrowser(browser, "denuncia")
    try {
      await joinOnGroupPage(reporter.page, FINANCE.slug, FINANCE.name)
      await reporter.page.goto(topicPath)
      await reporter.page.getByRole("button", { name: "Denunciar" }).click()
      const dialog = reporter.page.getByRole("dialog", { name: "Denunciar mensagem" })
      await dialog.getByLabel("Motivo da denúncia").fill("Propaganda enganosa")
      await dialog.getByRole("button", { name: "Enviar denúncia" }).click()
      await expect(reporter.page.getByText("Denúncia enviada. Obrigada por avisar.").first()).toBeVisible()
    } finally {
      await reporter.context.close()
    }

    // The group's moderator (editora) finds it in her queue and hides it.
    await signInAs(page, "editor")
    await page.goto(`/comunidade/${FINANCE.slug}/moderacao`)
    const report = page
      .getByRole("list", { name: "Denúncias" })
      .getByRole("listitem")
      .filter({ hasText: "Propaganda enganosa" })
      .filter({ hasText: author.fullName })
    await report.getByRole("button", { name: "Ocultar mensagem" }).click()
    const hide = page.getByRole("dialog", { name: "Ocultar mensagem denunciada" })
    await hide.getByLabel("Motivo").fill("Divulgação não é permitida neste grupo.")
    await hide.getByRole("button", { name: "Ocultar mensagem" }).click()
    await expect(page.getByText("Mensagem ocultada.").first()).toBeVisible()

    // Its author opens the topic: the reason stands where the message was.
    const authorContext = await browser.newContext()
    const authorPage = await authorContext.newPage()
    try {
      await signInWithForm(authorPage, author.email, author.password)
      await authorPage.goto(topicPath)
      await expect(
        authorPage.getByText("Mensagem ocultada pela moderação. Motivo: Divulgação não é permitida neste grupo.")
      ).toBeVisible()
      await expect(authorPage.getByText("Compre meu curso milagroso")).toHaveCount(0)
      expect((await notificationsOf(author.id)).map((n) => n.title)).toContain("Sua mensagem foi ocultada")
    } finally {
      await authorContext.close()
    }
  })

  test("a muted member is refused, in the page and by the database", async ({ page, browser }, testInfo) => {
    test.skip(isPhone(testInfo), SAME_LOGIC_ON_PHONE)
    const { member, db }: { member: Member; db: Awaited<ReturnType<typeof signedInClient>> } = await seededMember(
      "silenciada",
      FINANCE.id
    )

    await signInAs(page, "editor")
    await page.goto(`/comunidade/${FINANCE.slug}/moderacao`)
    await page.getByRole("button", { name: `Silenciar ${member.fullName}` }).click()
    const dialog = page.getByRole("dialog", { name: `Silenciar ${member.fullName}` })
    await dialog.getByLabel("Por quantos dias").fill("2")
    await dialog.getByLabel("Motivo (opcional)").fill("Mensagens repetidas")
    await dialog.getByRole("button", { name: "Silenciar" }).click()
    await expect(page.getByText("Participante silenciada.").first()).toBeVisible()

    const mutedContext = await browser.newContext()
    const mutedPage = await mutedContext.newPage()
    try {
      await signInWithForm(mutedPage, member.email, member.password)
      await mutedPage.goto(`/comunidade/${FINANCE.slug}`)
      await expect(mutedPage.getByText(/A moderação suspendeu suas publicações neste grupo até/)).toBeVisible()
      await expect(mutedPage.getByRole("form", { name: "Novo tópico" })).toHaveCount(0)
    } finally {
      await mutedContext.close()
    }
    // Around the page, straight to the database: refused all the same.
    const attempt = await db.rpc("create_community_topic", {
      p_group_id: FINANCE.id,
      p_title: "Tentando mesmo assim",
      p_body: "<p>Oi</p>",
      p_mentions: [],
    })
    expect(attempt.error).toMatchObject({ code: "42501", hint: "muted" })
  })
})
