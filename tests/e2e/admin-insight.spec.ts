import { randomUUID } from "node:crypto"
import { readFileSync } from "node:fs"

import type { Locator } from "@playwright/test"
import { signInAs } from "./helpers/accounts"
import { createMember, serviceClient, signInWithForm } from "./helpers/notifications-backend"
import { isPhone } from "./helpers/site"
import { expect, test } from "./helpers/test"

/**
 * Admin insight (issue #43): the overview's charts are drawn from the demo data and their tables
 * say what SQL counts; a chart's CSV downloads; a bad period is explained in pt-BR; a listing's
 * owner sees the views and contact clicks a visitor just made.
 *
 * The database is shared with the other specs, which create members, listings and orders as
 * they run: only months that are over are compared, and the owner's listing is this spec's own.
 */

// A browser's own agent: the counters skip self-declared robots, and headless Chromium says it is one.
const BROWSER_AGENT =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/141.0.0.0 Safari/537.36"

/** A month's [start, end) in São Paulo (UTC-3 all year since 2019), from its first day "AAAA-MM-01". */
function monthRange(key: string): [string, string] {
  const [year, month] = key.split("-").map(Number) as [number, number]
  const next = new Date(Date.UTC(year, month, 1)).toISOString().slice(0, 10)
  return [`${key}T03:00:00.000Z`, `${next}T03:00:00.000Z`]
}

/** The rows of a chart's table: its bucket's first day and the figure of one series. */
async function tableRows(card: Locator, series: string): Promise<{ key: string; value: number }[]> {
  await card.getByText("Ver dados em tabela").click()
  const rows = card.locator("tbody tr")
  await expect(rows.first()).toBeVisible()
  return rows.evaluateAll(
    (trs, name) =>
      trs.map((tr) => ({
        key: tr.getAttribute("data-key") ?? "",
        value: Number((tr.querySelector(`[data-series="${name}"]`)?.textContent ?? "").replace(/\D/g, "")),
      })),
    series
  )
}

const currentMonth = () => {
  const sp = new Date(Date.now() - 3 * 3_600_000)
  return `${sp.toISOString().slice(0, 7)}-01`
}

test.describe("admin insight", () => {
  test("the overview's charts are drawn and their tables equal the counts in SQL", async ({ page }, testInfo) => {
    test.skip(isPhone(testInfo), "the figures do not depend on the viewport")
    await signInAs(page, "admin")
    const response = await page.goto("/admin?periodo=12m")
    expect(response?.status()).toBe(200)
    await expect(page.getByRole("link", { name: "12 meses" })).toHaveAttribute("aria-current", "page")

    const db = serviceClient()
    const checks = [
      { card: "insight-membros", series: "new_members", table: "profiles", column: "created_at" },
      { card: "insight-diretorio", series: "listings", table: "businesses", column: "submitted_at" },
      { card: "insight-diretorio", series: "reviews", table: "business_reviews", column: "created_at" },
      { card: "insight-encomendas", series: "orders", table: "orders", column: "placed_at" },
    ] as const
    for (const check of checks) {
      const card = page.getByTestId(check.card)
      await expect(card.getByTestId("insight-chart-drawing").locator("svg").first()).toBeVisible()
      const rows = await tableRows(card, check.series)
      // Twelve (or thirteen, on the first of a month) São Paulo months, the last one under way.
      expect(rows.length).toBeGreaterThanOrEqual(12)
      let total = 0
      for (const row of rows.filter((r) => r.key < currentMonth())) {
        const [from, to] = monthRange(row.key)
        const { count, error } = await db
          .from(check.table)
          .select("id", { count: "exact", head: true })
          .gte(check.column, from)
          .lt(check.column, to)
        expect(error).toBeNull()
        expect(row.value, `${check.card} ${check.series} ${row.key}`).toBe(count)
        total += row.value
      }
      // The demo data has something to draw in the months that are over.
      if (check.series !== "orders") expect(total, `${check.card} ${check.series}`).toBeGreaterThan(0)
      // Close the disclosure again, so the next chart's "Ver dados em tabela" is the one clicked.
      await card.getByText("Ver dados em tabela").click()
    }
  })

  test("a chart's CSV downloads, ';'-separated with its header", async ({ page }, testInfo) => {
    test.skip(isPhone(testInfo), "the file does not depend on the viewport")
    await signInAs(page, "admin")
    await page.goto("/admin/relatorios?periodo=12m")
    const card = page.getByTestId("insight-membros")
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      card.getByRole("link", { name: /^Baixar CSV\s*:\s*Membros$/ }).click(),
    ])
    expect(download.suggestedFilename()).toMatch(/^membros_\d{4}-\d{2}-01_\d{4}-\d{2}-\d{2}\.csv$/)
    const text = readFileSync((await download.path())!, "utf8")
    const lines = text
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n")
    expect(lines[0]).toBe("Período;Novos cadastros;Ativos (30 dias)")
    expect(lines.length).toBeGreaterThanOrEqual(13)
    expect(lines[1]).toMatch(/^[a-zç]+ de \d{4};\d+;\d+$/)
  })

  test("a period that cannot be drawn is explained in pt-BR, and the default is shown", async ({ page }, testInfo) => {
    // The period's validation is the server's; /admin/relatorios's phone layout is scanned by the
    // phone's a11y sweep at 390 px, with its charts drawn.
    test.skip(isPhone(testInfo), "the period's rules do not depend on the viewport")
    await signInAs(page, "admin")
    const response = await page.goto("/admin/relatorios?periodo=personalizado&de=2026-02-30&ate=2026-03-01")
    expect(response?.status()).toBe(200)
    await expect(page.getByRole("alert").filter({ hasText: "A data inicial não é uma data válida." })).toBeVisible()
    await expect(page.getByRole("link", { name: "30 dias" })).toHaveAttribute("aria-current", "page")
    // The form keeps the dates of what is shown, and a custom period goes into the address.
    await page.getByLabel("De", { exact: true }).fill("2026-01-01")
    await page.getByLabel("Até", { exact: true }).fill("2026-01-31")
    await page.getByRole("button", { name: "Aplicar período" }).click()
    await expect(page).toHaveURL(/periodo=personalizado&de=2026-01-01&ate=2026-01-31/)
    await expect(page.getByText("Mostrando 01/01/2026 a 31/01/2026 (por dia).")).toBeVisible()
  })

  test("the owner sees her listing's views and contact clicks after a visit", async ({ page, browser }) => {
    const owner = await createMember("insight-dona")
    const db = serviceClient()
    await db
      .from("profiles")
      .update({ roles: ["customer", "business_owner"] })
      .eq("id", owner.id)
    const slug = `e2e-visitas-${randomUUID().slice(0, 8)}`
    const name = `Ateliê Visitas ${slug.slice(-8)}`
    const { data: business, error } = await db
      .from("businesses")
      .insert({
        owner_id: owner.id,
        name,
        slug,
        description: "Bordados feitos à mão para contar quantas pessoas viram a página.",
        category: "Artesanato",
        city: "Palmas",
        state: "TO",
        whatsapp: "+5563991234567",
        status: "approved",
      })
      .select("id")
      .single()
    expect(error).toBeNull()

    // A visitor opens the listing (its view pixel loads) and follows the WhatsApp button.
    const visitor = await browser.newContext({ userAgent: BROWSER_AGENT, serviceWorkers: "block" })
    const guest = await visitor.newPage()
    const pixel = guest.waitForResponse((answer) => answer.url().includes(`/api/negocios/${business!.id}/visita`))
    await guest.goto(`/diretorio/${slug}`)
    await expect(guest.getByRole("heading", { level: 1, name })).toBeVisible()
    expect((await pixel).status()).toBe(200)
    const whatsapp = await guest.getByRole("link", { name: /WhatsApp/ }).getAttribute("href")
    const click = await guest.request.get(whatsapp!, { maxRedirects: 0, headers: { "User-Agent": BROWSER_AGENT } })
    expect(click.status()).toBe(303)
    expect(click.headers()["location"]).toMatch(/^https:\/\/wa\.me\/5563991234567\?text=/)
    await visitor.close()

    await signInWithForm(page, owner.email, owner.password)
    await page.goto("/dashboard/negocio?periodo=7d")
    const panel = page.getByTestId("business-activity")
    await expect(panel.getByRole("heading", { name: `${name}: visitas e contatos` })).toBeVisible()
    await expect(panel.getByTestId("business-activity-views")).toHaveText("1 visualização")
    await expect(panel).toContainText("1 clique")
  })
})
