import { expect, test } from "./helpers/test"

import { savedSession } from "./helpers/accounts"
import { findOverflow, OVERFLOW_PAGES } from "./helpers/overflow"
import { isPhone } from "./helpers/site"

/**
 * Every public and member page at the narrowest phone widths, failing when anything runs past the
 * viewport's right edge: the document scrolls sideways, or a visible element ends beyond it (the
 * home hero once did at 390 px while the cards below kept their 16 px margin). Runs in the
 * desktop project with explicit viewports; 390 px, the phone project's own width, is checked by
 * its a11y sweep on the page it has loaded (helpers/overflow.ts).
 */

const WIDTHS = [320, 360] as const

test.describe("nothing overflows a phone-width viewport", () => {
  test.beforeEach(({}, testInfo) => test.skip(isPhone(testInfo), "explicit viewports, in the desktop project"))

  for (const { path, as, ready } of OVERFLOW_PAGES) {
    test(`${path} as ${as}`, async ({ page }) => {
      if (as !== "visitor") await page.context().addCookies(savedSession(as).cookies)
      await page.emulateMedia({ reducedMotion: "reduce" })
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 780 })
        await page.goto(path)
        await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible()
        await ready?.(page)
        const { problems } = await findOverflow(page)
        expect(problems, `${path} as ${as} at ${width}px`).toEqual([])
      }
    })
  }
})
