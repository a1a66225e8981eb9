import { createHash, X509Certificate } from "node:crypto"
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"

import { type BrowserContext, chromium, type Page } from "@playwright/test"
import { DEBIAN_CHROMIUM } from "../../scripts/lib/e2e-browser.mjs"
import { chromiumHostArgs, E2E_SITE_URL } from "../../scripts/lib/e2e-hosts.mjs"
import { ensureE2eCertificate } from "../../scripts/lib/e2e-tls.mjs"
import { expect, test } from "./helpers/test"

import { savedSession } from "./helpers/accounts"
import { isPhone } from "./helpers/site"

/**
 * The installable app (issue #41): Chromium's own installability check, the offline page for a
 * failed navigation, what the service worker keeps (static assets only, never a member's page or
 * an /api response), and a push message becoming a notification with a link on this site.
 */

// Every other spec blocks service workers (playwright.config.ts); these are about the worker.
test.use({ serviceWorkers: "allow" })

test.beforeEach(({}, testInfo) => {
  test.skip(isPhone(testInfo), "the worker and the manifest do not depend on the viewport")
})

const ORIGIN = new URL(E2E_SITE_URL).origin
/** Pages that are hers alone, and the API: none may ever be in the worker's caches. */
const PERSONAL = ["/dashboard", "/dashboard/notificacoes", "/dashboard/perfil", "/mensagens", "/encomendar", "/admin"]

/** Waits until the worker is active and controls the page: its precache is then complete. */
async function controlledByWorker(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined))
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
}

/** Every cached request, as "cache name → address", read from the page (same origin as the worker). */
async function cachedRequests(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const out: string[] = []
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) out.push(`${name} → ${request.url}`)
    }
    return out
  })
}

/**
 * Runs `body` in Debian's full Chromium with a profile of its own. The headless shell the suite
 * drives answers the installability check with [] for any page, even a data: URL, and shows no
 * notifications; an incognito context (every Playwright context but a persistent one) is never
 * installable.
 */
async function inFullBrowser(body: (context: BrowserContext, page: Page) => Promise<void>) {
  expect(existsSync(DEBIAN_CHROMIUM), `this check needs Debian's full Chromium (${DEBIAN_CHROMIUM})`).toBe(true)
  // The test certificate, trusted by its key (as an installed authority would be) rather than by
  // --ignore-certificate-errors, which leaves the origin "not secure" for the installability check.
  const pem = readFileSync(ensureE2eCertificate().cert)
  const spki = createHash("sha256")
    .update(new X509Certificate(pem).publicKey.export({ type: "spki", format: "der" }))
    .digest("base64")
  const profile = mkdtempSync(path.join(tmpdir(), "pwa-browser-"))
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: DEBIAN_CHROMIUM,
    locale: "pt-BR",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--no-first-run",
      ...chromiumHostArgs().filter((arg) => arg !== "--ignore-certificate-errors"),
      `--ignore-certificate-errors-spki-list=${spki}`,
    ],
  })
  try {
    await body(context, context.pages()[0] ?? (await context.newPage()))
  } finally {
    await context.close()
    rmSync(profile, { recursive: true, force: true })
  }
}

test("Chromium's installability check finds nothing missing", async () => {
  test.setTimeout(90_000)
  await inFullBrowser(async (context, page) => {
    const cdp = await context.newCDPSession(page)
    // Not vacuous: the same browser finds a page without a manifest or a secure origin wanting.
    await page.goto("data:text/html,<title>sem manifesto</title>")
    const { installabilityErrors: elsewhere } = await cdp.send("Page.getInstallabilityErrors")
    expect(elsewhere.length).toBeGreaterThan(0)

    // The non-loopback host members use.
    await page.goto(`${E2E_SITE_URL}/`)
    await controlledByWorker(page)
    const { installabilityErrors } = await cdp.send("Page.getInstallabilityErrors")
    expect(installabilityErrors).toEqual([])

    const manifest = await cdp.send("Page.getAppManifest")
    expect(manifest.errors).toEqual([])
    expect(manifest.url).toBe(`${ORIGIN}/manifest.webmanifest`)
    const data = JSON.parse(manifest.data ?? "{}") as Record<string, unknown>
    expect(data).toMatchObject({ start_url: "/dashboard", display: "standalone", lang: "pt-BR" })
  })
})

test("offline, a navigation shows the offline page, and the caches hold static assets only", async ({
  context,
  page,
}) => {
  test.setTimeout(90_000)
  await context.addCookies(savedSession("member").cookies)
  await page.goto("/dashboard")
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible()
  await controlledByWorker(page)

  // Her own pages and the viewer's API, through the worker, after it took control.
  for (const address of PERSONAL) await page.goto(address)
  expect((await page.evaluate(() => fetch("/api/viewer").then((response) => response.status))) < 500).toBe(true)

  // A page this browser has never opened, with the network gone.
  await context.setOffline(true)
  await page.goto("/projetos")
  await expect(page.getByRole("heading", { level: 1, name: "Você está sem conexão" })).toBeVisible()
  await expect(page).toHaveTitle(/Sem conexão/)
  // Shown in place of the page asked for: the address stays, so "Tentar de novo" reloads it.
  await expect(page).toHaveURL(`${ORIGIN}/projetos`)

  await context.setOffline(false)
  const offlineHeading = page.getByRole("heading", { level: 1, name: "Você está sem conexão" })
  // The button works once the page has hydrated (its scripts come from the precache).
  await expect(async () => {
    await page.getByRole("button", { name: "Tentar de novo" }).click({ timeout: 2_000 })
    await expect(offlineHeading).toHaveCount(0, { timeout: 3_000 })
  }).toPass({ timeout: 20_000 })
  await expect(page).toHaveURL(`${ORIGIN}/projetos`)
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible()

  const cached = await cachedRequests(page)
  const addresses = cached.map((entry) => new URL(entry.split(" → ")[1] ?? ""))
  // Not vacuous: the precache is there, with the offline page and the build's files.
  expect(addresses.some((url) => url.pathname === "/offline")).toBe(true)
  expect(addresses.some((url) => url.pathname.startsWith("/_next/static/"))).toBe(true)
  expect(addresses.some((url) => url.pathname.startsWith("/icons/"))).toBe(true)
  // Nothing else: no page but the offline one, no API answer, nothing of another origin.
  const unexpected = cached.filter((entry, index) => {
    const url = addresses[index]!
    return (
      url.origin !== ORIGIN ||
      !(url.pathname.startsWith("/_next/static/") || url.pathname.startsWith("/icons/") || url.pathname === "/offline")
    )
  })
  expect(unexpected, "cached requests other than static assets and the offline page").toEqual([])
  for (const address of [...PERSONAL, "/api/", "/projetos"]) {
    expect(cached.filter((entry) => entry.includes(`${ORIGIN}${address}`))).toEqual([])
  }
})

test("a push message becomes a notification whose link stays on this site", async () => {
  test.setTimeout(90_000)
  await inFullBrowser(async (context, page) => {
    await context.grantPermissions(["notifications"], { origin: ORIGIN })
    await page.goto(`${E2E_SITE_URL}/`)
    await controlledByWorker(page)

    const cdp = await context.newCDPSession(page)
    const registrationId = new Promise<string>((resolve) => {
      cdp.on("ServiceWorker.workerRegistrationUpdated", ({ registrations }) => {
        const ours = registrations.find(
          (registration) => registration.scopeURL === `${ORIGIN}/` && !registration.isDeleted
        )
        if (ours) resolve(ours.registrationId)
      })
    })
    await cdp.send("ServiceWorker.enable")
    const id = await registrationId

    const notifications = () =>
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker.ready
        return (await registration.getNotifications()).map((notification) => ({
          title: notification.title,
          body: notification.body,
          tag: notification.tag,
          url: (notification.data as { url?: string } | null)?.url,
        }))
      })

    // Delivered again until shown: DevTools drops a message that reaches a worker still starting
    // (seen once on a busy machine). The tag makes a second delivery replace the first.
    const deliverUntilShown = (data: object, shown: object) =>
      expect(async () => {
        await cdp.send("ServiceWorker.deliverPushMessage", {
          origin: ORIGIN,
          registrationId: id,
          data: JSON.stringify(data),
        })
        await expect.poll(notifications, { timeout: 5_000 }).toContainEqual(shown)
      }).toPass({ timeout: 30_000 })

    // The payload lib/push/send.ts writes (decrypted by the browser before the worker sees it).
    await deliverUntilShown(
      { title: "Nova mensagem", body: "Ana: oi!", url: "/mensagens", tag: "pwa-e2e-1" },
      { title: "Nova mensagem", body: "Ana: oi!", tag: "pwa-e2e-1", url: `${ORIGIN}/mensagens` }
    )
    // A link to another site is replaced by the dashboard.
    await deliverUntilShown(
      { title: "Golpe", body: "clique", url: "https://evil.example/x", tag: "pwa-e2e-2" },
      { title: "Golpe", body: "clique", tag: "pwa-e2e-2", url: `${ORIGIN}/dashboard` }
    )
  })
})

test("/sw.js is the worker, never cached in between, with a precache list of static assets", async ({ request }) => {
  const response = await request.get("/sw.js")
  expect(response.status()).toBe(200)
  expect(response.headers()["content-type"]).toContain("javascript")
  expect(response.headers()["cache-control"]).toBe("no-cache")
  const script = await response.text()
  // The list esbuild inlined: every address in it is a static asset or the offline page.
  const urls = [...script.matchAll(/url:"([^"]+)"/g)].map(([, url]) => url!)
  expect(urls).toContain("/offline")
  expect(urls.some((url) => url.startsWith("/_next/static/"))).toBe(true)
  expect(urls.filter((url) => !/^\/(?:_next\/static\/|icons\/)/.test(url) && url !== "/offline")).toEqual([])

  const manifest = await request.get("/manifest.webmanifest")
  expect(manifest.status()).toBe(200)
  expect(await manifest.json()).toMatchObject({ name: "Convergência Empreendedora", start_url: "/dashboard" })
})
