import { expect, test } from "./helpers/test"

import { savedSession } from "./helpers/accounts"
import { findOverflow, JS_MEASURED_PAGES, OVERFLOW_PAGES } from "./helpers/overflow"
import { isPhone } from "./helpers/site"

/**
 * The pages whose layout JavaScript measures, loaded afresh at the narrowest phone widths, failing
 * when anything runs past the viewport's right edge: the document scrolls sideways, or a visible
 * element ends beyond it (the home hero once did at 390 px while the cards below kept their 16 px
 * margin). Runs in the desktop project with explicit viewports.
 *
 * Every other page of helpers/overflow.ts is checked by the phone's a11y sweep, at 390 px and then
 * narrowed to 320 px on the page it has loaded (a11y-sweep.spec.ts). Between 320 and 390 px a page
 * has one fluid layout: Tailwind's smallest breakpoint is 640 px, the code base has no
 * container-query variants and reads no width in JavaScript but here; the one custom breakpoint,
 * `min-[370px]:` (the header's messages and account buttons), switches between the two widths
 * checked. The /sobre carousel (embla) sizes its slides from the viewport's width when it starts,
 * so it is loaded at each width, 360 px included.
 */

const WIDTHS = [320, 360] as const

test.describe("nothing overflows a phone-width viewport", () => {
  test.beforeEach(({}, testInfo) => test.skip(isPhone(testInfo), "explicit viewports, in the desktop project"))

  for (const { path, as, ready } of OVERFLOW_PAGES.filter((entry) => JS_MEASURED_PAGES.has(entry.path))) {
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
