import { defineConfig, devices } from "@playwright/test"

import { chromiumLaunchOptions } from "./scripts/lib/e2e-browser.mjs"
import { E2E_SITE_URL } from "./scripts/lib/e2e-hosts.mjs"
import { e2eTlsEnv } from "./scripts/lib/e2e-tls.mjs"

// Several instances (issue #34): the same production build on two servers against one backend,
// behind a round-robin proxy at the suite's own address (scripts/multi-server.mjs). Its own run,
// after the main suite (scripts/test-all.mjs), since it takes the main suite's ports:
//   npx playwright test --config playwright.multi-server.config.ts
// Over HTTPS, as the main suite (playwright.config.ts).
process.env.NODE_EXTRA_CA_CERTS = e2eTlsEnv().NODE_EXTRA_CA_CERTS
export default defineConfig({
  testDir: "tests/multi-server",
  testMatch: "**/*.spec.ts",
  // One backend row (the site settings) and one limit key per test: one worker, in order.
  workers: 1,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI
    ? [["list"], ["html", { open: "never", outputFolder: "playwright-report-multi-server" }]]
    : "list",
  use: {
    ...devices["Desktop Chrome"],
    viewport: { width: 1280, height: 800 },
    baseURL: E2E_SITE_URL,
    locale: "pt-BR",
    timezoneId: "America/Sao_Paulo",
    trace: "retain-on-failure",
    ignoreHTTPSErrors: true,
    launchOptions: chromiumLaunchOptions(),
  },
  webServer: {
    command: "node scripts/multi-server.mjs",
    url: `${E2E_SITE_URL}/`,
    reuseExistingServer: false,
    ignoreHTTPSErrors: true,
    timeout: 180_000,
    stdout: "pipe",
    stderr: "pipe",
  },
})
