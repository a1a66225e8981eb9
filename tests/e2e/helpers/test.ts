import { expect, test as base } from "@playwright/test"

/** Chromium's console wording for a blocked script, style or frame and for a malformed policy. */
const CSP_MESSAGE = /Content[- ]Security[- ]Policy/i

/**
 * Playwright's test, failing any test whose pages logged a Content-Security-Policy message: the
 * policy has no 'unsafe-inline' (server.mjs), so an inline script it missed would stop hydration
 * quietly, and every spec that opens a page checks it does not.
 */
export const test = base.extend<{ contentSecurityPolicyGuard: void }>({
  contentSecurityPolicyGuard: [
    async ({ context }, use) => {
      const messages: string[] = []
      context.on("console", (message) => {
        if (CSP_MESSAGE.test(message.text())) messages.push(`${message.page()?.url() ?? "?"}: ${message.text()}`)
      })
      await use()
      expect(messages, "Content-Security-Policy messages in the browser console").toEqual([])
    },
    { auto: true },
  ],
})

export { expect }
