import AxeBuilder from "@axe-core/playwright"
import { type Page } from "@playwright/test"

import { E2E_HOSTS } from "../../scripts/lib/e2e-hosts.mjs"
import { WCAG_TAGS } from "./helpers/a11y"
import { expect, test } from "./helpers/test"

/**
 * The directory's map by state (issue #42) as a keyboard user meets it: Tab reaches a state, Enter
 * opens the list filtered by it, and the count the state is named with is the list's total. The
 * map is drawn by the server, so no request leaves the site's own hosts (no tiles, no fonts, no
 * script), and axe finds nothing on it in either theme. Reads the seed's Minas Gerais and changes
 * nothing, so it holds beside the specs that add listings (they use Tocantins).
 */

const MAP = 'section[aria-labelledby="mapa-da-rede"]'
const REACH = 'section[aria-labelledby="presenca"]'
const mapSection = (page: Page) => page.locator(MAP)
const mapLinks = (page: Page) => mapSection(page).locator("svg a")
/** The list's "N negócios encontrados" (components/list/list-states.tsx). */
const listTotal = (page: Page) =>
  page
    .getByRole("status")
    .filter({ hasText: /negócios? encontrados?/ })
    .filter({ visible: true })

/** Every request the page makes, for the hosts check. */
function recordRequests(page: Page) {
  const urls: string[] = []
  page.on("request", (request) => urls.push(request.url()))
  return urls
}

const foreign = (urls: string[]) =>
  urls.filter((url) => {
    const { protocol, hostname } = new URL(url)
    return !["data:", "blob:"].includes(protocol) && !E2E_HOSTS.includes(hostname)
  })

async function axeOn(page: Page, selector: string, label: string) {
  const results = await new AxeBuilder({ page }).include(selector).withTags(WCAG_TAGS).analyze()
  const summary = results.violations.map((violation) => ({
    id: violation.id,
    help: violation.help,
    targets: violation.nodes.slice(0, 5).map((node) => node.target.join(" ")),
  }))
  expect(summary, `axe violations on ${label}`).toEqual([])
}

test.describe("the directory's map", () => {
  test("Tab reaches a state, Enter filters the list by it, and its count is the list's total", async ({ page }) => {
    const requests = recordRequests(page)
    await page.goto("/diretorio")
    await expect(mapSection(page).getByRole("heading", { level: 2, name: "A rede pelo Brasil" })).toBeVisible()
    await expect(mapSection(page)).toContainText(/Presente em \d+ estados/)
    // Each linked state is named with its count; states without listings are drawn but not links.
    const labels = await mapLinks(page).evaluateAll((links) => links.map((link) => link.getAttribute("aria-label")))
    expect(labels.length).toBeGreaterThan(1)
    for (const label of labels) expect(label).toMatch(/^[A-ZÀ-Ú][\p{L} ]+: \d+ negócios?$/u)
    expect(await mapSection(page).locator("svg path").count()).toBe(27)

    // Tab through the page until the focus is on Minas Gerais, as a keyboard user would.
    let focused = ""
    for (let presses = 0; presses < 250 && !focused.startsWith("Minas Gerais:"); presses++) {
      await page.keyboard.press("Tab")
      focused = await page.evaluate(() => document.activeElement?.getAttribute("aria-label") ?? "")
    }
    expect(focused).toMatch(/^Minas Gerais: \d+ negócios?$/)
    const named = Number(/: (\d+)/.exec(focused)![1])
    // The focus is visible: the state's fill changes (components/directory/brazil-map.tsx).
    const state = mapSection(page).getByRole("link", { name: focused })
    await expect(state).toBeFocused()
    const fill = (link = state) => link.locator("path").evaluate((path) => getComputedStyle(path).fill)
    const focusedFill = await fill()
    await mapSection(page).click({ position: { x: 1, y: 1 } })
    expect(await fill()).not.toBe(focusedFill)
    await state.focus()

    await page.keyboard.press("Enter")
    await expect(page).toHaveURL(/\/diretorio\?uf=MG$/)
    const words = named === 1 ? "negócio encontrado" : "negócios encontrados"
    await expect(listTotal(page)).toHaveText(new RegExp(`^${named} ${words}( · página 1 de \\d+)?$`))
    await expect(page.getByRole("main").getByRole("article")).toHaveCount(Math.min(named, 12))
    // The map of the filtered list marks the chosen state.
    await expect(mapSection(page).getByRole("link", { name: focused })).toHaveAttribute("aria-current", "true")

    expect(foreign(requests), "requests to hosts other than the site's").toEqual([])
  })

  test("holds its colours in both themes and fits a 320 px screen", async ({ page }) => {
    const requests = recordRequests(page)
    await page.goto("/diretorio")
    await expect(mapLinks(page).first()).toBeVisible()
    await axeOn(page, MAP, "the map (light)")
    await page.emulateMedia({ colorScheme: "dark" })
    await expect(page.locator("html")).toHaveClass(/dark/)
    await axeOn(page, MAP, "the map (dark)")

    await page.setViewportSize({ width: 320, height: 640 })
    const fits = await mapSection(page).evaluate((section) => {
      const svg = section.querySelector("svg")!.getBoundingClientRect()
      return {
        document: document.documentElement.scrollWidth <= document.documentElement.clientWidth,
        map: svg.right <= document.documentElement.clientWidth && svg.width > 200,
      }
    })
    expect(fits).toEqual({ document: true, map: true })
    expect(foreign(requests), "requests to hosts other than the site's").toEqual([])
  })

  test("the home and about pages show the network's reach, the states the map links", async ({ page }) => {
    const requests = recordRequests(page)
    await page.goto("/diretorio")
    const states = await mapLinks(page).count()
    const reach = new RegExp(`^Presente em ${states} estados?$`)
    for (const path of ["/", "/sobre"]) {
      await page.goto(path)
      const section = page.getByRole("region", { name: reach })
      await expect(section).toBeVisible()
      await expect(section.getByRole("link", { name: "Ver os negócios por estado" })).toHaveAttribute(
        "href",
        "/diretorio#mapa-da-rede"
      )
      await axeOn(page, REACH, `${path}'s reach (light)`)
      await page.emulateMedia({ colorScheme: "dark" })
      await expect(page.locator("html")).toHaveClass(/dark/)
      await axeOn(page, REACH, `${path}'s reach (dark)`)
      await page.emulateMedia({ colorScheme: "light" })
    }
    // On /sobre the small map illustrates the sentence, with its credit; the home page has none.
    const about = page.getByRole("region", { name: reach })
    await expect(about.locator('svg[aria-hidden="true"]').first().locator("path")).toHaveCount(27)
    await expect(about.getByRole("link", { name: "CC BY 4.0" })).toBeVisible()
    expect(foreign(requests), "requests to hosts other than the site's").toEqual([])
  })
})
