import { expect, test } from "@playwright/test"

import { expectNoA11yViolations } from "./helpers/a11y"

for (const colorScheme of ["light", "dark"] as const) {
  test.describe(`accessibility (${colorScheme})`, () => {
    test.use({ colorScheme })

    test(`home has no axe violations (${colorScheme})`, async ({ page }) => {
      await page.emulateMedia({ reducedMotion: "reduce" })
      await page.goto("/")
      await expect(page.locator("html")).toHaveClass(colorScheme === "dark" ? /dark/ : /light/)
      await expect(page.getByText("Carregando depoimentos…")).toHaveCount(0)
      await expectNoA11yViolations(page, `/ (${colorScheme})`)
    })

    test(`about has no axe violations (${colorScheme})`, async ({ page }) => {
      await page.emulateMedia({ reducedMotion: "reduce" })
      await page.goto("/sobre")
      await expect(page.locator("html")).toHaveClass(colorScheme === "dark" ? /dark/ : /light/)
      await expectNoA11yViolations(page, `/sobre (${colorScheme})`)
    })
  })
}
