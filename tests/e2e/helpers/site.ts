import { expect, type Page, type TestInfo } from "@playwright/test"

export const isPhone = (testInfo: TestInfo) => testInfo.project.name === "phone"

/** Waits until the streamed parts of the header have arrived, so clicks hit the final layout. */
export async function waitForHeader(page: Page) {
  await expect(page.getByRole("banner")).toBeVisible()
  await page.waitForLoadState("networkidle")
}
