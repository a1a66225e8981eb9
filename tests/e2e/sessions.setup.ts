import { expect, test as setup } from "./helpers/test"

import { ROLES, sessionFile, signInThroughForm } from "./helpers/accounts"

// Each role signs in through the real form once per run; the specs reuse the saved cookies
// (helpers/accounts.ts signInAs, helpers/sessions.ts viewerContexts).
for (const role of ROLES) {
  setup(`sign in as ${role}`, async ({ page }) => {
    await signInThroughForm(page, role)
    await expect(page).toHaveURL(/\/dashboard$/)
    await page.context().storageState({ path: sessionFile(role) })
  })
}
