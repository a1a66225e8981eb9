import { defineConfig, devices } from "@playwright/test"

import { chromiumLaunchOptions } from "./scripts/lib/e2e-browser.mjs"
import { E2E_ISOLATED_SITE_URL, E2E_SITE_URL } from "./scripts/lib/e2e-hosts.mjs"
import { e2eTlsEnv } from "./scripts/lib/e2e-tls.mjs"

// End-to-end tests run against the production build (`next build` first), served with the embedded
// local backend by scripts/e2e-server.mjs, at the names members would use (convergencia.test and
// api.convergencia.test, scripts/lib/e2e-hosts.mjs), over HTTPS. Playwright's own browser download is
// blocked here, so the tests drive Debian's Chromium (scripts/lib/e2e-browser.mjs).
// The workers and the servers are started from this process: they trust the test certificate.
process.env.NODE_EXTRA_CA_CERTS = e2eTlsEnv().NODE_EXTRA_CA_CERTS
const BASE_URL = E2E_SITE_URL
// The same build on a second server with its own backend (scripts/e2e-isolated-server.ts): Turnstile
// on, and a backend the resilience tests may stop. Those specs run only there, one after the other.
const ISOLATED_URL = E2E_ISOLATED_SITE_URL
const CAPTCHA_SPEC = /auth-captcha\.spec\.ts$/
const RESILIENCE_SPEC = /resilience\.spec\.ts$/
// The app's own scheduler ticks on the isolated server only (the main one leaves due work to the tests).
const SCHEDULER_SPEC = /scheduler\.spec\.ts$/
const ISOLATED_SPECS = [CAPTCHA_SPEC, SCHEDULER_SPEC, RESILIENCE_SPEC]
// After every other browser test (project "last"): the site-settings spec saves the one row every
// public page reads (home numbers, impact, social links), so no spec may read a page while it
// changes (the phone layout of /admin/configuracoes is checked by the overflow sweep); the
// no-loopback crawl reads every e-mail the suite made. Alone: `playwright test settings --no-deps`
// (after any run that saved the sessions).
const LAST_SPECS = [/\/settings\.spec\.ts$/, /\/no-loopback\.spec\.ts$/]
// Flows of the administration's and the editors' desk tools run on the desktop only: the phone
// checks their pages' layout in the sweeps (axe at 390 px) and the admin overview's own spec.
const DESK_TOOL_SPECS = [/admin-(blog|users|newsletter)\.spec\.ts$/, /blog-editor\.spec\.ts$/]

const chromium = chromiumLaunchOptions()

const desktop = { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 }, launchOptions: chromium }

export default defineConfig({
  testDir: "tests/e2e",
  testMatch: "**/*.spec.ts",
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  // Two cores run the server and the browsers together; more workers only queue.
  workers: 2,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"], ["html", { open: "never" }]] : "list",
  use: {
    baseURL: BASE_URL,
    locale: "pt-BR",
    timezoneId: "America/Sao_Paulo",
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    // The test certificate is self-signed (scripts/lib/e2e-tls.mjs): for the specs' own requests.
    ignoreHTTPSErrors: true,
    launchOptions: chromium,
    // The site registers a service worker on every page (issue #41), which would precache the whole
    // build in each test's fresh context and answer navigations instead of the network Playwright
    // routes. Specs about the worker allow it themselves (pwa.spec.ts).
    serviceWorkers: "block",
  },
  projects: [
    // Signs each demo role in once and saves its cookies for the specs (tests/e2e/sessions.setup.ts).
    { name: "sessions", testMatch: /sessions\.setup\.ts$/, use: desktop },
    {
      name: "desktop",
      testIgnore: [...ISOLATED_SPECS, ...LAST_SPECS],
      dependencies: ["sessions"],
      use: desktop,
    },
    { name: "captcha", testMatch: CAPTCHA_SPEC, use: { ...desktop, baseURL: ISOLATED_URL } },
    // After "captcha": it stops the backend both projects share.
    {
      name: "resilience",
      testMatch: RESILIENCE_SPEC,
      dependencies: ["captcha"],
      use: { ...desktop, baseURL: ISOLATED_URL },
    },
    // After "resilience": the post it publishes fills the feed's cache, which the outage checks
    // expect empty; the scheduler's own check waits for its post past any cache.
    {
      name: "scheduler",
      testMatch: SCHEDULER_SPEC,
      dependencies: ["resilience"],
      use: { ...desktop, baseURL: ISOLATED_URL },
    },
    {
      name: "phone",
      testIgnore: [...ISOLATED_SPECS, ...LAST_SPECS, ...DESK_TOOL_SPECS],
      dependencies: ["sessions"],
      use: {
        ...devices["Desktop Chrome"],
        viewport: { width: 390, height: 844 },
        // Layout is in CSS pixels; a phone's 3× density only makes Chromium paint nine times the
        // pixels on the two cores the server shares (the a11y sweep alone took ~10 minutes at 3×).
        deviceScaleFactor: 1,
        isMobile: true,
        hasTouch: true,
        launchOptions: chromium,
      },
    },
    { name: "last", testMatch: LAST_SPECS, dependencies: ["desktop", "phone"], use: desktop },
  ],
  webServer: [
    {
      command: "node scripts/e2e-server.mjs",
      url: `${BASE_URL}/`,
      reuseExistingServer: !process.env.CI,
      ignoreHTTPSErrors: true,
      timeout: 120_000,
      stdout: "pipe",
      stderr: "pipe",
    },
    {
      command: "node --import tsx scripts/e2e-isolated-server.ts",
      url: `${ISOLATED_URL}/auth`,
      reuseExistingServer: !process.env.CI,
      ignoreHTTPSErrors: true,
      timeout: 120_000,
      stdout: "pipe",
      stderr: "pipe",
    },
  ],
})
