import { randomUUID } from "node:crypto"

import { type Page } from "@playwright/test"
import { expect, test } from "./helpers/test"

import { ADMIN_EMAIL, DEMO_PASSWORD, serviceClient, signInWithForm } from "./helpers/notifications-backend"

const freshEmail = (label: string) => `n9-news-${label}-${randomUUID().slice(0, 8)}@exemplo.test`

const footerForm = (page: Page) => page.getByRole("contentinfo").getByRole("form", { name: "Inscrição na newsletter" })

async function subscribe(page: Page, name: string, email: string) {
  const form = footerForm(page)
  await form.getByLabel("Nome").fill(name)
  await form.getByLabel("E-mail").fill(email)
  await form.getByRole("button", { name: "Inscrever-se" }).click()
  return form
}

/** Waits until the page is hydrated, so the form posts through the action (not a plain post). */
async function openHome(page: Page) {
  await page.goto("/")
  await page.waitForLoadState("networkidle")
}

async function subscriberRow(email: string) {
  const { data, error } = await serviceClient()
    .from("newsletter_subscribers")
    .select("id, name, email, active, origin, user_type, mailrelay_id, last_sync_error")
    .eq("email", email)
    .maybeSingle()
  if (error) throw new Error(error.message)
  return data
}

async function outboxRows(email: string) {
  const { data, error } = await serviceClient()
    .from("mailrelay_sync_log")
    .select("status, operation, entity_type, request_data")
    .eq("request_data->>email", email)
  if (error) throw new Error(error.message)
  return data
}

test.describe("footer newsletter sign-up", () => {
  test("success: toast, pending state, stored as a footer subscriber and sent to MailRelay right after", async ({
    page,
  }) => {
    const email = freshEmail("ok")
    await openHome(page)
    // Slow the action down a little so the pending state can be seen.
    await page.route("**/*", async (route) => {
      if (route.request().method() === "POST" && route.request().headers()["next-action"]) {
        await new Promise((resolve) => setTimeout(resolve, 600))
      }
      await route.continue()
    })
    const form = await subscribe(page, "Maria Teste", email.toUpperCase())
    await expect(form.getByRole("button", { name: "Inscrevendo..." })).toBeDisabled()
    await expect(form.getByRole("status")).toHaveText(/Inscrição realizada!/)
    const toasts = page.getByRole("region", { name: /^Notificações/ })
    await expect(toasts.getByText("Inscrição confirmada").first()).toBeVisible()
    // A success clears the fields for the next person.
    await expect(form.getByLabel("E-mail")).toHaveValue("")

    await expect
      .poll(() => subscriberRow(email))
      .toMatchObject({
        name: "Maria Teste",
        email,
        active: true,
        origin: "footer",
        user_type: "visitante",
        last_sync_error: null,
      })
    // The action queues the operation in the same transaction and processes it after answering
    // (Next's after()), so the MailRelay stand-in receives it within seconds without a button.
    await expect
      .poll(() => outboxRows(email), { timeout: 15_000 })
      .toEqual([
        expect.objectContaining({ status: "completed", entity_type: "newsletter_subscriber", operation: "create" }),
      ])
    expect((await subscriberRow(email))?.mailrelay_id).toBeTruthy()
  })

  test("an invalid e-mail is refused with its own message and nothing is stored", async ({ page }) => {
    await openHome(page)
    const form = await subscribe(page, "Maria Teste", "maria@exemplo")
    const emailField = form.getByLabel("E-mail")
    await expect(emailField).toHaveAttribute("aria-invalid", "true")
    await expect(emailField).toHaveAccessibleDescription("Informe um e-mail válido.")
    await expect(emailField).toHaveValue("maria@exemplo")
    await expect(form.getByRole("status")).toHaveText("Informe um e-mail válido.")
    expect(await subscriberRow("maria@exemplo")).toBeNull()
  })

  test("an address already subscribed gets its own message", async ({ page }) => {
    const email = freshEmail("dup")
    await openHome(page)
    const form = await subscribe(page, "Ana Teste", email)
    await expect(form.getByRole("status")).toHaveText(/Inscrição realizada!/)
    await subscribe(page, "Ana Teste", email)
    await expect(form.getByRole("status")).toHaveText("Este e-mail já está inscrito na nossa newsletter.")
    await expect(
      page
        .getByRole("region", { name: /^Notificações/ })
        .getByText("E-mail já inscrito")
        .first()
    ).toBeVisible()
    expect(await outboxRows(email)).toHaveLength(1)
  })

  test("a filled honeypot is answered like a success and nothing is stored", async ({ page }) => {
    const email = freshEmail("bot")
    await openHome(page)
    const form = footerForm(page)
    // People never see this field (off-screen, out of the tab order, hidden from assistive tech).
    await expect(form.getByRole("textbox")).toHaveCount(2)
    await form.locator('input[name="website"]').fill("http://spam.example")
    await subscribe(page, "Robô", email)
    await expect(form.getByRole("status")).toHaveText(/Inscrição realizada!/)
    expect(await subscriberRow(email)).toBeNull()
    expect(await outboxRows(email)).toEqual([])
  })

  test("works before hydration, as a plain form post", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    const email = freshEmail("nojs")
    await page.goto("/sobre")
    await subscribe(page, "Sem Script", email)
    // Post/redirect/get to the static page of the answer (request-time parts need JavaScript).
    await expect(page).toHaveURL(/\/newsletter\/created$/)
    await expect(page.getByRole("main").getByRole("status")).toHaveText(/Inscrição realizada!/)
    await expect(page.getByRole("link", { name: "Voltar ao início" })).toBeVisible()
    await expect.poll(() => subscriberRow(email)).toMatchObject({ email, active: true, origin: "footer" })
    await context.close()
  })

  test("the same address is limited after a few attempts", async ({ page }) => {
    const email = freshEmail("limit")
    await openHome(page)
    const form = footerForm(page)
    const texts: string[] = []
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const answered = page.waitForResponse(
        (response) => response.request().method() === "POST" && Boolean(response.request().headers()["next-action"])
      )
      await subscribe(page, "Limite", email)
      await answered
      await expect(form.getByRole("button", { name: "Inscrever-se" })).toBeEnabled()
      texts.push((await form.getByRole("status").textContent()) ?? "")
    }
    expect(texts.slice(0, 5).every((text) => !/Muitas tentativas/.test(text))).toBe(true)
    expect(texts[5]).toMatch(/Muitas tentativas/)
  })

  test("the admin sees the new subscriber, Pendente until the sync has run", async ({ page }) => {
    const email = freshEmail("admin")
    await openHome(page)
    const form = await subscribe(page, "Para a Admin", email)
    await expect(form.getByRole("status")).toHaveText(/Inscrição realizada!/)

    await signInWithForm(page, ADMIN_EMAIL, DEMO_PASSWORD)
    await page.goto(`/admin/newsletter?q=${encodeURIComponent(email)}`)
    const row = page.getByRole("row").filter({ hasText: email })
    await expect(row).toHaveCount(1)
    await expect(row).toContainText("Para a Admin")
    await expect(row).toContainText("footer")
    // Pendente while the after() sync is on its way, Sincronizado once the stand-in answered.
    await expect(row).toContainText(/Pendente|Sincronizado/)
    await expect(row).toContainText("Ativo")
  })
})

test("a plain post with an invalid e-mail lands on its own answer page", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto("/")
  await subscribe(page, "Sem Script", "sem-arroba")
  await expect(page).toHaveURL(/\/newsletter\/invalid_email$/)
  await expect(page.getByRole("main").getByRole("status")).toHaveText("Informe um e-mail válido.")
  await context.close()
})
