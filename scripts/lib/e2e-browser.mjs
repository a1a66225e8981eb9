// The Chromium the browser tests drive: Debian's package (Playwright's own download is blocked
// here). Its headless shell when installed: the same engine without the full browser's UI, about a
// third faster on this suite, and fine now that the test hosts are secure origins
// (scripts/lib/e2e-tls.mjs). CHROMIUM_PATH overrides both.
import { existsSync } from "node:fs"

import { chromiumHostArgs } from "./e2e-hosts.mjs"

export const DEBIAN_HEADLESS_SHELL = "/usr/bin/chromium-headless-shell"
export const DEBIAN_CHROMIUM = "/usr/bin/chromium"

/** The browser to launch, or null when neither Debian package is installed. */
export function chromiumPath(env = process.env) {
  if (env.CHROMIUM_PATH) return env.CHROMIUM_PATH
  for (const path of [DEBIAN_HEADLESS_SHELL, DEBIAN_CHROMIUM]) if (existsSync(path)) return path
  return null
}

/** Playwright's launch options for every browser-test project. */
export function chromiumLaunchOptions() {
  return {
    executablePath: chromiumPath() ?? DEBIAN_HEADLESS_SHELL,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
      ...chromiumHostArgs(),
    ],
  }
}
