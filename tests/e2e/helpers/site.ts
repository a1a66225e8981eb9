import { expect, type Page, type TestInfo } from "@playwright/test"

export const isPhone = (testInfo: TestInfo) => testInfo.project.name === "phone"

/** Waits until the streamed parts of the header have arrived, so clicks hit the final layout. */
export async function waitForHeader(page: Page) {
  await expect(page.getByRole("banner")).toBeVisible()
  await page.waitForLoadState("networkidle")
}

/**
 * Why a flow runs on desktop only: what it checks (server rules, realtime, storage, the editor's
 * logic) does not depend on the viewport, and the phone layout of its pages is covered by the
 * overflow and axe sweeps; running it twice kept `npm test` over 30 minutes.
 */
export const SAME_LOGIC_ON_PHONE = "the same logic as on desktop; the phone layout is swept by overflow and axe"
