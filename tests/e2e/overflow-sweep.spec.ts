import { expect, test } from "./helpers/test"

import { savedSession } from "./helpers/accounts"
import { findOverflow, OVERFLOW_PAGES } from "./helpers/overflow"
import { isPhone } from "./helpers/site"

/**
 * Every public and member page at the narrowest phone width, failing when anything runs past the
 * viewport's right edge: the document scrolls sideways, or a visible element ends beyond it (the
 * home hero once did at 390 px while the cards below kept their 16 px margin). Runs in the
 * desktop project with explicit viewports; 390 px, the phone project's own width, is checked by
 * its a11y sweep on the page it has loaded (helpers/overflow.ts).
 */

/**
 * 320 px, the narrowest phone, for every page. Between 320 and 390 px (the phone project's width,
 * checked by its a11y sweep) every page has one fluid layout: Tailwind's smallest breakpoint is
 * 640 px, the code base has no container-query variants and no JS width reads, so a box that fits
 * at 320 px fits at any wider width of the same layout. The one custom breakpoint,
 * `min-[370px]:` (the header's messages and account buttons), switches between the two widths
 * checked: 320 px without them, 390 px with them. 360 px was checked too, and is now only for the
 * pages whose layout JavaScript measures: the /sobre carousel (embla) sizes its slides from the
 * viewport's width. Dropping it elsewhere saved ~65 s of worker time per run.
 */
const WIDTHS = [320] as const
const JS_MEASURED_PAGES = new Set(["/sobre"])

test.describe("nothing overflows a phone-width viewport", () => {
  test.beforeEach(({}, testInfo) => test.skip(isPhone(testInfo), "explicit viewports, in the desktop project"))

  for (const { path, as, ready } of OVERFLOW_PAGES) {
    test(`${path} as ${as}`, async ({ page }) => {
      if (as !== "visitor") await page.context().addCookies(savedSession(as).cookies)
      await page.emulateMedia({ reducedMotion: "reduce" })
      for (const width of JS_MEASURED_PAGES.has(path) ? [...WIDTHS, 360] : WIDTHS) {
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
