import { randomUUID } from "node:crypto"

import type { APIRequestContext, Browser, Page } from "@playwright/test"
import { expect, test } from "./helpers/test"

import { E2E_CRON_SECRET, E2E_PUSH_STAND_IN_URL } from "../../scripts/lib/e2e-hosts.mjs"
import { decryptPushPayload, newSubscriptionKeys } from "../helpers/web-push-decrypt"
import { expectNoA11yViolations } from "./helpers/a11y"
import {
  createMember,
  type Member,
  serviceClient,
  signedInClient,
  signInWithForm,
} from "./helpers/notifications-backend"
import { isPhone, SAME_LOGIC_ON_PHONE, waitForHeader } from "./helpers/site"

/**
 * "Notificações neste aparelho" on /dashboard/notificacoes (issue #41), desktop. Headless Chromium
 * has no push service to reach, so turning push on here ends in the failure path: with the
 * permission granted, the subscription is refused or stalls and she reads the pt-BR message within
 * the 10 s limit, and nothing is saved. Her devices are then saved the way a browser's would be,
 * through save_push_subscription under her session, pointing at the Web Push stand-in
 * (scripts/push-stand-in.ts, started by the e2e server), which lets the last test read and decrypt
 * what the server pushed. Fresh members only: every list here is the test's own.
 */

const PATH = "/dashboard/notificacoes"
const FAILURE =
  "Não foi possível ativar as notificações neste aparelho. Verifique se o navegador permite notificações e tente de novo."

test.beforeEach(({}, testInfo) => test.skip(isPhone(testInfo), SAME_LOGIC_ON_PHONE))

async function signedInPage(browser: Browser, member: Member, baseURL: string) {
  const context = await browser.newContext()
  await context.grantPermissions(["notifications"], { origin: baseURL })
  const page = await context.newPage()
  await signInWithForm(page, member.email, member.password)
  return { context, page }
}

/** A device of hers as a browser would save it: a subscription at the stand-in with the test's keys. */
async function saveDevice(member: Member, deviceName: string) {
  const id = randomUUID()
  const keys = newSubscriptionKeys()
  const db = await signedInClient(member.email, member.password)
  const { error } = await db.rpc("save_push_subscription", {
    p_endpoint: `${E2E_PUSH_STAND_IN_URL}/push/${id}`,
    p_p256dh: keys.publicKey,
    p_auth: keys.auth,
    p_device_name: deviceName,
  })
  if (error) throw new Error(`save_push_subscription: ${error.message}`)
  return { id, keys }
}

async function devicesOf(member: Member) {
  const db = await signedInClient(member.email, member.password)
  const { data, error } = await db.rpc("list_my_push_subscriptions")
  if (error) throw new Error(`list_my_push_subscriptions: ${error.message}`)
  return data ?? []
}

const section = (page: Page) => page.getByRole("region", { name: "Notificações neste aparelho" })
const devicesList = (page: Page) => section(page).getByRole("list", { name: "Seus aparelhos" })

async function tickPush(request: APIRequestContext) {
  const response = await request.post("/api/cron", {
    headers: { Authorization: `Bearer ${E2E_CRON_SECRET}` },
    data: { only: ["push"] },
  })
  expect(response.status(), await response.text()).toBe(200)
}

test.describe("turning push on in headless Chromium", () => {
  // The site's own service worker (app/sw.ts), registered as on any visit: the real path up to the
  // push service, which headless Chromium cannot reach. Other specs block workers (playwright.config.ts).
  test.use({ serviceWorkers: "allow" })

  test("turning push on where the push service cannot be reached says so within 10 s, and saves nothing", async ({
    browser,
    baseURL,
  }) => {
    const member = await createMember("push-falha")
    const { context, page } = await signedInPage(browser, member, baseURL!)
    await page.goto(PATH)
    const turnOn = section(page).getByRole("button", { name: "Ativar neste aparelho" })
    await turnOn.click()
    // Refused at once by the browser, or stalled until the page's 10 s limit: the same sentence.
    await expect(section(page).getByRole("alert")).toHaveText(FAILURE, { timeout: 15_000 })
    await expect(turnOn).toBeEnabled()
    expect(await devicesOf(member)).toEqual([])
    await expect(section(page).getByText("Nenhum aparelho recebe notificações ainda.")).toBeVisible()
    await context.close()
  })
})

test.describe("push notifications on her devices", () => {
  test("a subscription that never answers ends in the message after the time limit", async ({ browser, baseURL }) => {
    const member = await createMember("push-parado")
    const { context, page } = await signedInPage(browser, member, baseURL!)
    // A push service that never answers: the browser's subscribe() stays pending (and so does the
    // service worker's readiness, when none is registered).
    await page.addInitScript(() => {
      PushManager.prototype.subscribe = () => new Promise<PushSubscription>(() => undefined)
    })
    await page.goto(PATH)
    await section(page).getByRole("button", { name: "Ativar neste aparelho" }).click()
    await expect(section(page).getByRole("button", { name: "Ativando..." })).toBeDisabled()
    await expect(section(page).getByRole("alert")).toHaveText(FAILURE, { timeout: 15_000 })
    expect(await devicesOf(member)).toEqual([])
    await context.close()
  })

  test("her devices are listed, and “Remover” stops one", async ({ browser, baseURL }) => {
    const member = await createMember("push-aparelhos")
    await saveDevice(member, "Firefox no Windows")
    await saveDevice(member, "Chrome no Android")
    const { context, page } = await signedInPage(browser, member, baseURL!)
    await page.goto(PATH)

    const list = devicesList(page)
    await expect(list.getByRole("listitem")).toHaveCount(2)
    const firefox = list.getByRole("listitem").filter({ hasText: "Firefox no Windows" })
    await expect(firefox).toContainText("Nenhuma notificação entregue ainda.")
    await expectNoA11yViolations(page, "notificações neste aparelho")

    await firefox.getByRole("button", { name: "Remover Firefox no Windows" }).click()
    await expect(page.getByText("Aparelho removido. Ele não recebe mais notificações.").first()).toBeVisible()
    await expect(list.getByRole("listitem")).toHaveCount(1)
    await expect(list).toContainText("Chrome no Android")
    expect((await devicesOf(member)).map((device) => device.device_name)).toEqual(["Chrome no Android"])

    await page.reload()
    await expect(devicesList(page).getByRole("listitem")).toHaveCount(1)
    await context.close()
  })

  test("the categories she pushes are saved and stay after a reload", async ({ browser, baseURL }) => {
    const member = await createMember("push-categorias")
    const { context, page } = await signedInPage(browser, member, baseURL!)
    await page.goto(PATH)
    // A switch is a button that React drives: a click on the server's HTML is lost (the form would
    // then save nothing, and still say so), so wait until the page has hydrated.
    await waitForHeader(page)
    const messages = section(page).getByRole("switch", { name: "Mensagens diretas" })
    const learning = section(page).getByRole("switch", { name: "Aprendizagem" })
    // Opt-in: nothing is pushed before she chooses (or turns push on for the first time).
    await expect(messages).not.toBeChecked()
    await messages.click()
    await learning.click()
    await expect(messages).toBeChecked()
    await expect(learning).toBeChecked()
    await section(page).getByRole("button", { name: "Salvar categorias" }).click()
    await expect(page.getByText("Categorias das notificações no aparelho salvas.").first()).toBeVisible()

    await page.reload()
    await expect(section(page).getByRole("switch", { name: "Mensagens diretas" })).toBeChecked()
    await expect(section(page).getByRole("switch", { name: "Aprendizagem" })).toBeChecked()
    await expect(section(page).getByRole("switch", { name: "Encomendas" })).not.toBeChecked()

    const db = await signedInClient(member.email, member.password)
    const { data } = await db.rpc("get_push_preferences")
    expect(data).toMatchObject({ categories: { messages: true, learning: true, orders: false } })
    await context.close()
  })

  test("the server pushes her notification to her device's push service, encrypted for it", async ({ request }) => {
    const member = await createMember("push-entrega")
    const device = await saveDevice(member, "Chrome no Android")
    const db = await signedInClient(member.email, member.password)
    await db.rpc("save_push_preferences", { p_enabled: ["messages"] })
    const title = `Nova mensagem ${randomUUID().slice(0, 6)}`
    const { error } = await serviceClient()
      .from("notifications")
      .insert({ user_id: member.id, type: "direct_message", title, message: "Oi!", action_url: "/mensagens" })
    if (error) throw new Error(error.message)

    let body: string | undefined
    await expect
      .poll(
        async () => {
          await tickPush(request)
          const response = await request.get(`${E2E_PUSH_STAND_IN_URL}/_stand-in/messages?subscription=${device.id}`)
          expect(response.ok()).toBe(true)
          body = ((await response.json()) as { body: string }[])[0]?.body
          return body !== undefined
        },
        { timeout: 20_000, intervals: [500, 1000] }
      )
      .toBe(true)
    expect(decryptPushPayload(Buffer.from(body!, "base64url"), device.keys)).toMatchObject({
      title,
      url: expect.stringMatching(/^https:\/\/convergencia\.test:3100\/mensagens$/),
    })
  })
})
