import { type Page } from "@playwright/test"
import { expect, test } from "./helpers/test"

import { expectNoA11yViolations } from "./helpers/a11y"
import {
  ADMIN_EMAIL,
  bell,
  createMember,
  DEMO_PASSWORD,
  insertNotifications,
  type Member,
  notificationPanel,
  notificationsOf,
  serviceClient,
  signedInClient,
  signInWithForm,
  waitForLiveBell,
} from "./helpers/notifications-backend"
import { isPhone, SAME_LOGIC_ON_PHONE, waitForHeader } from "./helpers/site"

const WELCOME_TITLE = "Boas-vindas à Convergência Empreendedora!"
const ago = (ms: number) => new Date(Date.now() - ms).toISOString()
const DAY = 24 * 60 * 60 * 1000

/** Desktop: the Administração group in the main navigation; phone: its heading in the drawer. */
async function expectAdminMenu(page: Page, phone: boolean, visible: boolean) {
  if (phone) {
    await page.getByRole("button", { name: "Abrir menu" }).click()
    const drawer = page.getByRole("dialog", { name: "Menu" })
    await expect(drawer.getByRole("heading", { name: "Minha Conta" })).toBeVisible()
    await expect(drawer.getByRole("heading", { name: "Administração" })).toHaveCount(visible ? 1 : 0)
    await page.keyboard.press("Escape")
    await expect(drawer).toBeHidden()
    return
  }
  const nav = page.getByRole("navigation", { name: "Navegação principal" })
  await expect(nav.getByRole("button", { name: "Minha Conta" })).toBeVisible()
  await expect(nav.getByRole("button", { name: "Administração" })).toHaveCount(visible ? 1 : 0)
}

async function openPanel(page: Page) {
  await bell(page).click()
  const panel = notificationPanel(page)
  await expect(panel).toBeVisible()
  return panel
}

const item = (page: Page, title: string) =>
  notificationPanel(page)
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: title }) })

test.describe("live notifications", () => {
  let member: Member

  test.beforeEach(async () => {
    member = await createMember("sino")
  })

  test("an admin grants blog-editor rights: toast, badge and Administração without a reload", async ({
    page,
    browser,
  }, testInfo) => {
    // Realtime, the toast and the badge are the same at every width, and what a new role shows in
    // the phone's drawer comes from the same viewer data as the desktop's menu: site-header.spec.ts
    // opens the drawer of an admin (Administração) on the phone, site.spec.ts a member's. The phone
    // keeps the panel's own layout (full width under the header) in "mark one read…" below.
    test.skip(isPhone(testInfo), SAME_LOGIC_ON_PHONE)
    const phone = isPhone(testInfo)
    await signInWithForm(page, member.email, member.password)
    await waitForHeader(page)
    await expect(bell(page)).toHaveAccessibleName("Notificações, 1 não lida")
    await expectAdminMenu(page, phone, false)

    // The admin's own open page, in a second browser context: the member's notification is not hers.
    const adminContext = await browser.newContext()
    const adminPage = await adminContext.newPage()
    await signInWithForm(adminPage, ADMIN_EMAIL, DEMO_PASSWORD)
    await waitForLiveBell(adminPage)

    await waitForLiveBell(page)
    // A marker on the window survives client-side updates (history.replaceState included) but not a reload.
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }))

    const admin = await signedInClient(ADMIN_EMAIL)
    const { data, error } = await admin.rpc("secure_toggle_blog_editor", {
      target_user_id: member.id,
      new_editor_status: true,
    })
    expect(error).toBeNull()
    expect(data).toBe(true)

    const toast = page.getByRole("region", { name: /^Notificações/ })
    await expect(toast.getByText("Você agora é editora do blog").first()).toBeVisible({ timeout: 5_000 })
    await expect(toast.getByText("Você pode criar e editar posts do blog Convergindo.").first()).toBeVisible()
    await expect(bell(page)).toHaveAccessibleName("Notificações, 2 não lidas")
    await expect(bell(page).locator('[data-slot="notifications-badge"]')).toHaveText("2")
    expect(await page.evaluate(() => "__sameDocument" in window), "no reload").toBe(true)

    const panel = await openPanel(page)
    const rows = panel.getByRole("listitem")
    await expect(rows.first().getByRole("heading")).toHaveText(/Você agora é editora do blog/)
    await expect(rows.first().locator('[data-slot="notification-icon"]')).toHaveAttribute("data-type", "user_action")
    await expect(rows.first().locator("time")).toHaveText("Agora mesmo")
    await page.keyboard.press("Escape")
    await expect(panel).toBeHidden()
    await expect(bell(page)).toBeFocused()

    // After a navigation the header shows the new rights.
    await page.getByRole("banner").getByRole("link").first().click()
    await expect(page).toHaveURL(/\/$/)
    await waitForHeader(page)
    await expectAdminMenu(page, phone, true)

    // The admin's page got nothing: the channel filter is the member's id.
    await expect(adminPage.getByText("Você agora é editora do blog")).toHaveCount(0)
    await adminContext.close()
  })

  test("mark one read, delete one, mark all read; icons and times", async ({ page }) => {
    await insertNotifications(member.id, [
      {
        type: "new_review",
        title: "Nova avaliação",
        message: "Seu negócio recebeu 5 estrelas.",
        created_at: ago(5 * 60_000),
      },
      {
        type: "new_message",
        title: "Nova mensagem",
        message: "Você tem uma mensagem.",
        created_at: ago(2 * 60 * 60_000),
      },
      { type: "appointment", title: "Agendamento", message: "Mentoria amanhã às 10h.", created_at: ago(3 * DAY) },
      { type: "algo_novo", title: "Tipo desconhecido", message: "Ícone padrão.", created_at: ago(10 * DAY) },
    ])
    await signInWithForm(page, member.email, member.password)
    await expect(bell(page)).toHaveAccessibleName("Notificações, 5 não lidas")
    await waitForLiveBell(page)

    const panel = await openPanel(page)
    await expect(panel.getByRole("listitem")).toHaveCount(5)
    const expectations: [string, string, RegExp][] = [
      [WELCOME_TITLE, "default", /^Agora mesmo$/],
      ["Nova avaliação", "new_review", /^5 min atrás$/],
      ["Nova mensagem", "new_message", /^2 h atrás$/],
      ["Agendamento", "appointment", /^3 d atrás$/],
      ["Tipo desconhecido", "default", /^\d{2}\/\d{2}\/\d{4}$/],
    ]
    for (const [title, icon, time] of expectations) {
      await expect(item(page, title).locator('[data-slot="notification-icon"]')).toHaveAttribute("data-type", icon)
      await expect(item(page, title).locator("time")).toHaveText(time)
    }
    await expect(panel.getByRole("listitem").first().getByRole("heading")).toContainText(WELCOME_TITLE)
    await expectNoA11yViolations(page, "notifications panel")

    // Mark one read: the check goes, focus stays on the row, the count drops, the database agrees.
    await item(page, "Nova avaliação").getByRole("button", { name: "Marcar como lida: Nova avaliação" }).click()
    await expect(item(page, "Nova avaliação").getByRole("button", { name: /^Marcar como lida/ })).toHaveCount(0)
    await expect(item(page, "Nova avaliação").getByRole("button", { name: /^Excluir notificação/ })).toBeFocused()
    await expect(bell(page)).toHaveAccessibleName("Notificações, 4 não lidas")
    await expect
      .poll(async () => (await notificationsOf(member.id)).find((row) => row.title === "Nova avaliação")?.read)
      .toBe(true)

    // Delete one.
    await item(page, "Nova mensagem").getByRole("button", { name: "Excluir notificação: Nova mensagem" }).click()
    await expect(item(page, "Nova mensagem")).toHaveCount(0)
    await expect(panel.getByRole("listitem")).toHaveCount(4)
    await expect(bell(page)).toHaveAccessibleName("Notificações, 3 não lidas")
    await expect
      .poll(async () => (await notificationsOf(member.id)).some((row) => row.title === "Nova mensagem"))
      .toBe(false)

    // Mark all read.
    await panel.getByRole("button", { name: "Marcar todas como lidas" }).click()
    await expect(bell(page)).toHaveAccessibleName("Notificações, nenhuma não lida")
    await expect(bell(page).locator('[data-slot="notifications-badge"]')).toHaveCount(0)
    await expect(panel.getByRole("button", { name: /^Marcar como lida/ })).toHaveCount(0)
    await expect(panel.getByRole("button", { name: "Marcar todas como lidas" })).toBeDisabled()
    await expect.poll(async () => (await notificationsOf(member.id)).every((row) => row.read)).toBe(true)

    // It all holds after a reload (read from the server again).
    await page.reload()
    await expect(bell(page)).toHaveAccessibleName("Notificações, nenhuma não lida")
    await openPanel(page)
    await expect(notificationPanel(page).getByRole("listitem")).toHaveCount(4)
  })

  test("relative times move on while the panel stays open (the browser's clock, moved)", async ({ page }, testInfo) => {
    test.skip(isPhone(testInfo), SAME_LOGIC_ON_PHONE)
    // The browser's own clock: timers and Date follow it, so ten minutes pass without waiting.
    await page.clock.install()
    await signInWithForm(page, member.email, member.password)
    await waitForLiveBell(page)
    await openPanel(page)
    const welcome = item(page, WELCOME_TITLE).locator("time")
    await expect(welcome).toHaveText(/^Agora mesmo$/)
    await page.clock.fastForward("10:00")
    await expect(welcome).toHaveText(/^10 min atrás$/)
    await page.clock.fastForward("50:00")
    await expect(welcome).toHaveText(/^1 h atrás$/)
  })

  test("Ver detalhes marks read and follows the link; no link, no action", async ({ page }, testInfo) => {
    // Marking read and following the link are the same at every width; the phone's panel is opened,
    // used and scanned by axe in "mark one read…" above.
    test.skip(isPhone(testInfo), SAME_LOGIC_ON_PHONE)
    await insertNotifications(member.id, [
      { type: "post_published", title: "Seu post foi publicado", message: "Veja o post.", action_url: "/sobre" },
    ])
    await signInWithForm(page, member.email, member.password)
    await waitForLiveBell(page)
    await expect(bell(page)).toHaveAccessibleName("Notificações, 2 não lidas")
    await openPanel(page)
    await expect(item(page, "Seu post foi publicado").getByRole("link", { name: /^Ver detalhes/ })).toHaveAttribute(
      "href",
      "/sobre"
    )
    await expect(item(page, WELCOME_TITLE).getByRole("link", { name: /^Ver detalhes/ })).toHaveAttribute(
      "href",
      "/dashboard"
    )
    await insertNotifications(member.id, [{ type: "new_message", title: "Sem link", message: "Nada a abrir." }])
    await expect(item(page, "Sem link")).toBeVisible()
    await expect(item(page, "Sem link").getByRole("link")).toHaveCount(0)

    await item(page, "Seu post foi publicado")
      .getByRole("link", { name: /^Ver detalhes/ })
      .click()
    await expect(page).toHaveURL(/\/sobre$/)
    await expect(notificationPanel(page)).toBeHidden()
    await expect(bell(page)).toHaveAccessibleName("Notificações, 2 não lidas")
    await expect
      .poll(async () => (await notificationsOf(member.id)).find((row) => row.title === "Seu post foi publicado")?.read)
      .toBe(true)
  })

  test('"9+" above nine unread, and a live insert keeps counting', async ({ page }) => {
    await insertNotifications(
      member.id,
      Array.from({ length: 9 }, (_, index) => ({
        type: "new_message",
        title: `Mensagem ${index + 1}`,
        message: "Olá!",
        created_at: ago((index + 1) * 60_000),
      }))
    )
    await signInWithForm(page, member.email, member.password)
    await expect(bell(page)).toHaveAccessibleName("Notificações, 10 não lidas")
    await expect(bell(page).locator('[data-slot="notifications-badge"]')).toHaveText("9+")
    await waitForLiveBell(page)

    await insertNotifications(member.id, [{ type: "appointment", title: "Ao vivo", message: "Chegou agora." }])
    await expect(bell(page)).toHaveAccessibleName("Notificações, 11 não lidas")
    await expect(bell(page).locator('[data-slot="notifications-badge"]')).toHaveText("9+")
    // Announced politely for screen readers, besides the toast.
    await expect(page.getByRole("banner").getByRole("status")).toHaveText("Nova notificação: Ao vivo")

    const panel = await openPanel(page)
    await expect(panel.getByRole("listitem").first().getByRole("heading")).toContainText("Ao vivo")
  })

  test("a reply grouped into her unread notification updates the open bell live", async ({ page }, testInfo) => {
    test.skip(isPhone(testInfo), SAME_LOGIC_ON_PHONE)
    // Replies to one topic fold into her unread notification of it (an UPDATE of that row, not an
    // INSERT): supabase/migrations/20261127130001_role_and_reply_notifications.sql.
    const topicId = crypto.randomUUID()
    const reply = (author: string, createdAt?: string) => ({
      type: "new_message",
      title: "Nova resposta no seu tópico",
      message: `${author} respondeu`,
      action_url: "/comunidade",
      data: { event: "community_reply", topic_id: topicId },
      ...(createdAt ? { created_at: createdAt } : {}),
    })
    await insertNotifications(member.id, [reply("Ana", ago(60 * 60_000))])
    await signInWithForm(page, member.email, member.password)
    await expect(bell(page)).toHaveAccessibleName("Notificações, 2 não lidas")
    await waitForLiveBell(page)
    const panel = await openPanel(page)
    await expect(panel.getByRole("listitem").first().getByRole("heading")).toContainText(WELCOME_TITLE)

    await insertNotifications(member.id, [reply("Bia")])
    const grouped = '2 novas respostas em "um tópico"'
    // The same notification, moved to the top with its new count and author; counted once.
    await expect(panel.getByRole("listitem").first().getByRole("heading")).toContainText(grouped)
    await expect(item(page, grouped)).toContainText("Bia respondeu")
    await expect(panel.getByRole("listitem")).toHaveCount(2)
    await expect(bell(page)).toHaveAccessibleName("Notificações, 2 não lidas")
    await expect(page.getByRole("banner").getByRole("status")).toHaveText(`Nova notificação: ${grouped}`)

    // Read elsewhere (another tab, another device): the badge follows.
    const [row] = (await notificationsOf(member.id)).filter((entry) => entry.title === grouped)
    const { error } = await serviceClient().from("notifications").update({ read: true }).eq("id", row!.id)
    expect(error).toBeNull()
    await expect(bell(page)).toHaveAccessibleName("Notificações, 1 não lida")
    await expect(item(page, grouped)).toHaveAttribute("data-read", "true")
  })

  test("after the socket drops it reconnects, rejoins and catches up on what it missed", async ({ page }, testInfo) => {
    test.skip(isPhone(testInfo), SAME_LOGIC_ON_PHONE)
    const sockets: { close(): Promise<void> }[] = []
    let blocked = false
    // Stands between the page and the Realtime server, so the test can cut the line.
    await page.routeWebSocket(/\/realtime\/v1\/websocket/, (ws) => {
      if (blocked) return void ws.close()
      const server = ws.connectToServer()
      sockets.push(ws, server)
    })
    await signInWithForm(page, member.email, member.password)
    await waitForLiveBell(page)
    await expect(bell(page)).toHaveAccessibleName("Notificações, 1 não lida")

    blocked = true
    for (const socket of sockets.splice(0)) await socket.close()
    await expect(page.locator('[data-live-status="interrupted"]')).toHaveCount(1)
    await insertNotifications(member.id, [{ type: "new_message", title: "Enquanto offline", message: "Perdida?" }])
    await page.waitForTimeout(1500)
    blocked = false

    // Reconnects by itself (1, 2, 5, 10 s), joins again and reads what came meanwhile.
    await waitForLiveBell(page)
    await expect(bell(page)).toHaveAccessibleName("Notificações, 2 não lidas", { timeout: 15_000 })
    await insertNotifications(member.id, [{ type: "new_message", title: "De volta", message: "Ao vivo de novo." }])
    await expect(
      page
        .getByRole("region", { name: /^Notificações/ })
        .getByText("De volta")
        .first()
    ).toBeVisible()
    await expect(bell(page)).toHaveAccessibleName("Notificações, 3 não lidas")
  })

  test("a failed action is logged with the spec's text and undone", async ({ page }, testInfo) => {
    test.skip(isPhone(testInfo), SAME_LOGIC_ON_PHONE)
    await signInWithForm(page, member.email, member.password)
    await waitForLiveBell(page)
    const errors: string[] = []
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text())
    })
    await openPanel(page)

    // Server actions are POSTs carrying a Next-Action header: make them fail.
    await page.route("**/*", (route) =>
      route.request().method() === "POST" && route.request().headers()["next-action"]
        ? route.fulfill({ status: 500, body: "falhou" })
        : route.continue()
    )
    await item(page, WELCOME_TITLE)
      .getByRole("button", { name: /^Marcar como lida/ })
      .click()
    await expect.poll(() => errors.some((text) => text.includes("Erro ao marcar como lida"))).toBe(true)
    await expect(item(page, WELCOME_TITLE).getByRole("button", { name: /^Marcar como lida/ })).toBeVisible()
    await expect(bell(page)).toHaveAccessibleName("Notificações, 1 não lida")

    await item(page, WELCOME_TITLE)
      .getByRole("button", { name: /^Excluir notificação/ })
      .click()
    await expect.poll(() => errors.some((text) => text.includes("Erro ao excluir notificação"))).toBe(true)
    await expect(item(page, WELCOME_TITLE)).toBeVisible()

    await notificationPanel(page).getByRole("button", { name: "Marcar todas como lidas" }).click()
    await expect.poll(() => errors.some((text) => text.includes("Erro ao marcar todas como lidas"))).toBe(true)
    await expect(bell(page)).toHaveAccessibleName("Notificações, 1 não lida")
    await page.unroute("**/*")

    expect((await notificationsOf(member.id)).map((row) => row.read)).toEqual([false])
  })
})

test.describe("Realtime code is only for signed-in people", () => {
  const REALTIME_MARKERS = /phx_join|phoenix|realtime/i

  async function scriptsOf(page: Page, path: string) {
    const bodies: { url: string; body: string }[] = []
    page.on("response", async (response) => {
      if (response.request().resourceType() !== "script") return
      bodies.push({ url: response.url(), body: await response.text().catch(() => "") })
    })
    await page.goto(path)
    await page.waitForLoadState("networkidle")
    return bodies
  }

  test("a visitor's home page loads no Realtime client", async ({ page }) => {
    const scripts = await scriptsOf(page, "/")
    expect(scripts.length).toBeGreaterThan(0)
    expect(scripts.filter(({ body }) => REALTIME_MARKERS.test(body)).map(({ url }) => url)).toEqual([])
    await expect(bell(page)).toHaveCount(0)
  })

  test("a member's page loads it lazily, after the page is interactive", async ({ page }) => {
    const member = await createMember("lazy")
    await signInWithForm(page, member.email, member.password)
    const scripts = await scriptsOf(page, "/")
    await waitForLiveBell(page)
    await expect.poll(() => scripts.filter(({ body }) => /phx_join/.test(body)).length).toBeGreaterThan(0)
    // Not among the scripts of the HTML itself: fetched by the bell once it runs.
    const html = await (await page.request.get("/")).text()
    const realtimeChunks = scripts.filter(({ body }) => /phx_join/.test(body)).map(({ url }) => new URL(url).pathname)
    for (const chunk of realtimeChunks) expect(html).not.toContain(chunk)
  })
})
