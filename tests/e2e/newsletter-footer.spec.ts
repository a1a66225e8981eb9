import { randomUUID } from "node:crypto"

import { type APIRequestContext, type Browser, type Page } from "@playwright/test"
import { E2E_MAILRELAY_STAND_IN_URL, E2E_SITE_URL } from "../../scripts/lib/e2e-hosts.mjs"
import { expect, test } from "./helpers/test"
import { isPhone, SAME_LOGIC_ON_PHONE } from "./helpers/site"

import { signInAs } from "./helpers/accounts"
import { expectNoA11yViolations } from "./helpers/a11y"
import { serviceClient } from "./helpers/notifications-backend"

// The MailRelay stand-in the e2e server sends through (scripts/with-local-backend.mjs): it keeps
// every e-mail the app sends, as a developer reads them at /_stand-in/emails.
const STAND_IN = E2E_MAILRELAY_STAND_IN_URL
const CHECK_EMAIL = /^Quase lá! Confira sua caixa de entrada/

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
    .select("id, name, email, status, origin, user_type, consent_source, consent_at, confirmed_at, mailrelay_id")
    .eq("email", email)
    .maybeSingle()
  if (error) throw new Error(error.message)
  return data
}

async function mailrelayOperations(email: string) {
  const { data, error } = await serviceClient()
    .from("mailrelay_sync_log")
    .select("status, operation")
    .eq("request_data->>email", email)
    .order("id")
  if (error) throw new Error(error.message)
  return data
}

interface ReceivedEmail {
  subject: string
  text: string
  headers: Record<string, string>
}

/** The newest e-mail the stand-in received for `to`; the app sends it right after its answer. */
async function emailTo(request: APIRequestContext, to: string): Promise<ReceivedEmail> {
  let mail: ReceivedEmail | null = null
  await expect
    .poll(
      async () => {
        const response = await request.get(`${STAND_IN}/_stand-in/emails/latest?to=${encodeURIComponent(to)}`)
        mail = response.ok() ? ((await response.json()) as ReceivedEmail) : null
        return mail !== null
      },
      { timeout: 15_000 }
    )
    .toBe(true)
  return mail!
}

/** A link of the e-mail, as a path on the site under test (the e-mail names the configured site URL). */
function linkIn(mail: ReceivedEmail, pathname: string) {
  const url = (mail.text.match(/https?:\/\/\S+/g) ?? [])
    .map((link) => new URL(link))
    .find((u) => u.pathname === pathname)
  if (!url) throw new Error(`no ${pathname} link in: ${mail.text}`)
  // The link names the site by its public address, never the server's own.
  expect(url.origin).toBe(E2E_SITE_URL)
  return `${url.pathname}${url.search}`
}

/** A page in a fresh browser context: the e-mail opened on another device, without this test's cookies. */
async function onAnotherDevice(browser: Browser) {
  return (await browser.newContext()).newPage()
}

test.describe("footer newsletter sign-up (double opt-in)", () => {
  test("one neutral answer; a pending subscriber from the footer; the confirmation e-mail at the stand-in", async ({
    page,
    request,
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
    await expect(form.getByRole("status")).toHaveText(CHECK_EMAIL)
    const toasts = page.getByRole("region", { name: /^Notificações/ })
    await expect(toasts.getByText("Confirme seu e-mail").first()).toBeVisible()
    // A success clears the fields for the next person.
    await expect(form.getByLabel("E-mail")).toHaveValue("")

    await expect
      .poll(() => subscriberRow(email))
      .toMatchObject({
        name: "Maria Teste",
        email,
        status: "pending",
        origin: "footer",
        consent_source: "footer",
        user_type: "visitante",
        confirmed_at: null,
      })
    const mail = await emailTo(request, email)
    expect(mail.subject).toBe("Confirme sua inscrição na newsletter da Convergência Empreendedora")
    expect(mail.text).toContain("Olá, Maria Teste!")
    expect(linkIn(mail, "/newsletter/confirmar")).toMatch(/^\/newsletter\/confirmar\?token=[\w-]{43}$/)
    expect(mail.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click")
    // Not confirmed: MailRelay's list hears nothing.
    expect(await mailrelayOperations(email)).toEqual([])
  })

  test("a new, a pending and a confirmed address get exactly the same answer", async ({ page }, testInfo) => {
    // The answer is the server's; the phone's footer form is sent in "one neutral answer…" above.
    test.skip(isPhone(testInfo), SAME_LOGIC_ON_PHONE)
    const email = freshEmail("igual")
    await openHome(page)
    const answers: Array<{ text: string | null; outcome: string | null }> = []
    // New, then pending, then an address the seed has confirmed.
    for (const address of [email, email, "bia.souza@exemplo.com.br"]) {
      const answered = page.waitForResponse(
        (response) => response.request().method() === "POST" && Boolean(response.request().headers()["next-action"])
      )
      const form = await subscribe(page, "Ana Teste", address)
      await answered
      await expect(form.getByRole("button", { name: "Inscrever-se" })).toBeEnabled()
      const status = form.getByRole("status").locator("p")
      answers.push({ text: await status.textContent(), outcome: await status.getAttribute("data-outcome") })
    }
    expect(answers[0]?.text).toMatch(CHECK_EMAIL)
    expect(answers[0]?.outcome).toBe("check_email")
    expect(answers[1]).toEqual(answers[0])
    expect(answers[2]).toEqual(answers[0])
    expect(await subscriberRow("bia.souza@exemplo.com.br")).toMatchObject({ status: "confirmed" })
  })

  test("the confirmation link confirms once, MailRelay gets the subscriber, the admin sees Confirmado", async ({
    browser,
    page: subscribedOn,
    request,
  }, testInfo) => {
    test.skip(isPhone(testInfo), SAME_LOGIC_ON_PHONE)
    test.setTimeout(60_000)
    const email = freshEmail("confirma")
    await openHome(subscribedOn)
    const form = await subscribe(subscribedOn, "Clara Confirma", email)
    await expect(form.getByRole("status")).toHaveText(CHECK_EMAIL)
    const confirm = linkIn(await emailTo(request, email), "/newsletter/confirmar")

    const page = await onAnotherDevice(browser)
    await page.goto(confirm)
    await expect(page).toHaveURL(/\/newsletter\/confirmed$/)
    await expect(page.getByRole("heading", { level: 1, name: "Inscrição confirmada" })).toBeVisible()
    await expect(page.getByRole("main").getByRole("status")).toHaveText(/Sua inscrição está confirmada/)
    await expectNoA11yViolations(page, "/newsletter/confirmed")
    expect(await subscriberRow(email)).toMatchObject({ status: "confirmed", consent_source: "footer" })
    // Sent to MailRelay right after the answer (Next's after()), without a button.
    await expect
      .poll(() => mailrelayOperations(email), { timeout: 15_000 })
      .toEqual([{ status: "completed", operation: "create" }])

    // Single use.
    await page.goto(confirm)
    await expect(page).toHaveURL(/\/newsletter\/link_used$/)
    await expect(page.getByRole("heading", { level: 1, name: "Link já usado" })).toBeVisible()

    await signInAs(page, "admin")
    await page.goto(`/admin/newsletter?q=${encodeURIComponent(email)}`)
    const row = page.getByRole("table", { name: "Assinantes" }).locator("tbody tr")
    await expect(row).toHaveCount(1)
    await expect(row).toContainText("Clara Confirma")
    await expect(row).toContainText("Confirmado")
    await expect(row).toContainText("footer")
    await expect(row).toContainText("Sincronizado")
  })

  test("a link that is not one of ours lands on a clear page", async ({ page }, testInfo) => {
    // A server redirect; /newsletter/link_invalid's page is the same at every width.
    test.skip(isPhone(testInfo), SAME_LOGIC_ON_PHONE)
    await page.goto(`/newsletter/confirmar?token=${"x".repeat(43)}`)
    await expect(page).toHaveURL(/\/newsletter\/link_invalid$/)
    await expect(page.getByRole("heading", { level: 1, name: "Link inválido" })).toBeVisible()
    await page.goto("/newsletter/confirmar")
    await expect(page).toHaveURL(/\/newsletter\/link_invalid$/)
  })

  test("one-click unsubscribe (RFC 8058) from a confirmed subscription reaches MailRelay", async ({
    page,
    request,
  }, testInfo) => {
    // A mail program's POST and MailRelay's queue: no viewport in it but the footer form's, which
    // the phone sends in "one neutral answer…".
    test.skip(isPhone(testInfo), SAME_LOGIC_ON_PHONE)
    test.setTimeout(60_000)
    const email = freshEmail("um-clique")
    await openHome(page)
    await subscribe(page, "Rita Sai", email)
    const mail = await emailTo(request, email)
    await request.get(linkIn(mail, "/newsletter/confirmar"), { maxRedirects: 0 })
    await expect
      .poll(() => mailrelayOperations(email), { timeout: 15_000 })
      .toEqual([{ status: "completed", operation: "create" }])

    // What a mail program does with List-Unsubscribe and List-Unsubscribe-Post: no cookie, one POST.
    const target = /^<(.+)>$/.exec(mail.headers["List-Unsubscribe"] ?? "")?.[1]
    expect(target).toBeTruthy()
    const oneClick = new URL(target!)
    const tampered = await request.post(`${oneClick.pathname}${oneClick.search.slice(0, -2)}xx`, {
      form: { "List-Unsubscribe": "One-Click" },
    })
    expect(tampered.status()).toBe(400)
    expect((await subscriberRow(email))?.status).toBe("confirmed")

    const response = await request.post(`${oneClick.pathname}${oneClick.search}`, {
      form: { "List-Unsubscribe": "One-Click" },
    })
    expect(response.status()).toBe(200)
    expect(await response.text()).toBe("Inscrição cancelada.")
    expect(await subscriberRow(email)).toMatchObject({ status: "unsubscribed" })
    await expect
      .poll(() => mailrelayOperations(email), { timeout: 15_000 })
      .toEqual([
        { status: "completed", operation: "create" },
        { status: "completed", operation: "unsubscribe" },
      ])
  })

  test("the e-mail's unsubscribe link asks first; a tampered one offers no button", async ({
    browser,
    page: subscribedOn,
    request,
  }, testInfo) => {
    test.skip(isPhone(testInfo), SAME_LOGIC_ON_PHONE)
    const email = freshEmail("pagina")
    await openHome(subscribedOn)
    await subscribe(subscribedOn, "Paula Pagina", email)
    const unsubscribe = linkIn(await emailTo(request, email), "/newsletter/descadastrar")
    const page = await onAnotherDevice(browser)

    await page.goto(`${unsubscribe.slice(0, -3)}abc`)
    await expect(page.getByRole("heading", { level: 1, name: "Link inválido" })).toBeVisible()
    await expect(page.getByRole("button", { name: "Cancelar inscrição" })).toHaveCount(0)

    await page.goto(unsubscribe)
    await expect(page.getByRole("heading", { level: 1, name: "Cancelar inscrição" })).toBeVisible()
    await expectNoA11yViolations(page, "/newsletter/descadastrar")
    // Opening the link changed nothing.
    expect(await subscriberRow(email)).toMatchObject({ status: "pending" })
    await page.getByRole("button", { name: "Cancelar inscrição" }).click()
    await expect(page).toHaveURL(/\/newsletter\/unsubscribed$/)
    await expect(page.getByRole("main").getByRole("status")).toHaveText(/Sua inscrição foi cancelada/)
    expect(await subscriberRow(email)).toMatchObject({ status: "unsubscribed" })
    // Never confirmed, so MailRelay never knew her.
    expect(await mailrelayOperations(email)).toEqual([])
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

  test("a filled honeypot is answered like a success and nothing is stored", async ({ page }, testInfo) => {
    // The honeypot is judged by the server; the field's hiding is the same CSS at every width.
    test.skip(isPhone(testInfo), SAME_LOGIC_ON_PHONE)
    const email = freshEmail("bot")
    await openHome(page)
    const form = footerForm(page)
    // People never see this field (off-screen, out of the tab order, hidden from assistive tech).
    await expect(form.getByRole("textbox")).toHaveCount(2)
    await form.locator('input[name="website"]').fill("http://spam.example")
    await subscribe(page, "Robô", email)
    await expect(form.getByRole("status")).toHaveText(CHECK_EMAIL)
    expect(await subscriberRow(email)).toBeNull()
  })

  test("works before hydration, as a plain form post", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    const email = freshEmail("nojs")
    await page.goto("/sobre")
    await subscribe(page, "Sem Script", email)
    // Post/redirect/get to the static page of the answer (request-time parts need JavaScript).
    await expect(page).toHaveURL(/\/newsletter\/check_email$/)
    await expect(page.getByRole("main").getByRole("status")).toHaveText(CHECK_EMAIL)
    await expect(page.getByRole("link", { name: "Voltar ao início" })).toBeVisible()
    await expect.poll(() => subscriberRow(email)).toMatchObject({ email, status: "pending", origin: "footer" })
    await context.close()
  })

  test("the same address is limited after a few attempts", async ({ page }, testInfo) => {
    test.skip(isPhone(testInfo), SAME_LOGIC_ON_PHONE)
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
