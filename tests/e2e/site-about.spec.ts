import { type Page } from "@playwright/test"
import { expect, test } from "./helpers/test"

import { isPhone } from "./helpers/site"

const status = (page: Page) => page.getByTestId("timeline-status")
const carousel = (page: Page) => page.getByRole("region", { name: "Linha do tempo da Convergência Empreendedora" })

/** Opens /sobre and waits until the carousel is hydrated, so clicks are not lost on server HTML. */
async function openAbout(page: Page) {
  await page.goto("/sobre")
  await expect(carousel(page)).toHaveAttribute("data-ready", "true")
}

test.describe("about page", () => {
  test("shows history, pillars with five values, impact numbers and calls to action", async ({ page }) => {
    await page.goto("/sobre")
    await expect(page.getByRole("heading", { level: 1, name: "Sobre Nós" })).toBeVisible()
    await expect(page.getByRole("heading", { name: "Nossa História" })).toBeVisible()
    for (const pillar of ["Missão", "Visão", "Valores"]) {
      await expect(page.getByRole("heading", { name: pillar, exact: true })).toBeVisible()
    }
    for (const value of [
      "Apoio mútuo e sororidade",
      "Empoderamento e autonomia",
      "Inovação e criatividade",
      "Impacto social positivo",
      "Excelência",
    ]) {
      await expect(page.getByRole("listitem").filter({ hasText: value })).toBeVisible()
    }
    for (const number of ["1.200+", "850+", "95%", "R$ 2,5M"]) {
      await expect(page.getByText(number, { exact: true })).toBeVisible()
    }
    await expect(page.getByRole("link", { name: "Junte-se à Comunidade" })).toHaveAttribute("href", "/auth")
    await expect(page.getByRole("link", { name: "Cadastrar Meu Negócio" })).toHaveAttribute("href", "/diretorio")
    await expect(carousel(page).getByRole("group")).toHaveCount(24)
  })

  test("carousel: previous and next buttons loop through the 24 milestones", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" })
    await openAbout(page)
    await expect(status(page)).toHaveText("Marco 1 de 24: Maio de 2015, A primeira roda de conversa")
    await carousel(page).getByRole("button", { name: "Próximo marco" }).click()
    await expect(status(page)).toHaveText(/^Marco 2 de 24: Setembro de 2015/)
    await carousel(page).getByRole("button", { name: "Marco anterior" }).click()
    await expect(status(page)).toHaveText(/^Marco 1 de 24/)
    await carousel(page).getByRole("button", { name: "Marco anterior" }).click()
    await expect(status(page)).toHaveText("Marco 24 de 24: Outubro de 2023, Convergência Empreendedora")
    // The live region speaks when the visitor moves the carousel.
    await expect(status(page)).toHaveAttribute("aria-live", "polite")
  })

  test("carousel: arrow keys move it", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" })
    await openAbout(page)
    await carousel(page).getByRole("button", { name: "Próximo marco" }).focus()
    await page.keyboard.press("ArrowRight")
    await expect(status(page)).toHaveText(/^Marco 2 de 24/)
    await page.keyboard.press("ArrowLeft")
    await expect(status(page)).toHaveText(/^Marco 1 de 24/)
  })

  test("carousel: enlarge opens a dialog with the milestone", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" })
    await openAbout(page)
    await carousel(page).getByRole("button", { name: "Ampliar: A primeira roda de conversa" }).click()
    const dialog = page.getByRole("dialog", { name: "A primeira roda de conversa" })
    await expect(dialog).toBeVisible()
    await expect(dialog.getByText("Maio de 2015")).toBeVisible()
    await expect(dialog.getByRole("img")).toBeVisible()
    await page.keyboard.press("Escape")
    await expect(dialog).toBeHidden()
  })

  test("carousel: autoplays every 4 s, pauses on hover and with the pause button", async ({ page }, testInfo) => {
    test.skip(isPhone(testInfo), "hover is a desktop interaction")
    await page.emulateMedia({ reducedMotion: "no-preference" })
    await page.mouse.move(0, 0)
    // The page's timers run on a clock the test moves: the seconds a paused carousel must hold its
    // slide pass at once instead of being waited out.
    await page.clock.install()
    await openAbout(page)
    const region = carousel(page)
    await expect(region).toHaveAttribute("data-autoplay", "on")
    await page.clock.runFor(4_500)
    await expect(region).toHaveAttribute("data-selected-index", "1")

    // Hover the slide in view (embla listens on its viewport).
    const shown = Number(await region.getAttribute("data-selected-index"))
    await region.getByRole("group", { name: `${shown + 1} de 24`, exact: true }).hover()
    await expect(region).toHaveAttribute("data-autoplay", "off")
    const hovered = await region.getAttribute("data-selected-index")
    await page.clock.runFor(5_000)
    await expect(region).toHaveAttribute("data-selected-index", hovered ?? "")

    await page.mouse.move(0, 0)
    await expect(region).toHaveAttribute("data-autoplay", "on")
    await page.clock.runFor(4_500)
    await expect(region).not.toHaveAttribute("data-selected-index", hovered ?? "")

    await region.getByRole("button", { name: "Pausar apresentação automática" }).click()
    await page.mouse.move(0, 0)
    await expect(region).toHaveAttribute("data-autoplay", "off")
    const paused = await region.getAttribute("data-selected-index")
    await page.clock.runFor(5_000)
    await expect(region).toHaveAttribute("data-selected-index", paused ?? "")
    await expect(region.getByRole("button", { name: "Retomar apresentação automática" })).toBeVisible()
  })

  test("carousel: no autoplay when the visitor prefers reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" })
    await page.clock.install()
    await openAbout(page)
    const region = carousel(page)
    await expect(region).toHaveAttribute("data-autoplay", "off")
    await page.clock.runFor(5_000)
    await expect(region).toHaveAttribute("data-selected-index", "0")
  })
})
