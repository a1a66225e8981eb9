import { readFileSync } from "node:fs"
import { describe, expect, it } from "vitest"

import { DEFAULT_SITE_URL, servesApp, siteUrlNotice } from "./site-url-notice"

describe("siteUrlNotice", () => {
  it("names the configured site URL", () => {
    expect(siteUrlNotice({ NEXT_PUBLIC_SITE_URL: "http://127.0.0.1:3000" })).toBe(
      "[dev] absolute links (share, RSS, sitemap, robots, e-mails) use NEXT_PUBLIC_SITE_URL=http://127.0.0.1:3000"
    )
  })

  it("names the default and how to change it when nothing is set", () => {
    for (const value of [undefined, "", "  "]) {
      const line = siteUrlNotice({ NEXT_PUBLIC_SITE_URL: value })
      expect(line).toContain("use http://localhost:3000 (NEXT_PUBLIC_SITE_URL unset)")
      expect(line).toContain("set NEXT_PUBLIC_SITE_URL in .env.local")
    }
  })

  it("uses the same default as lib/env.ts", () => {
    const source = readFileSync(new URL("../../lib/env.ts", import.meta.url), "utf8")
    expect(source).toContain(`process.env.NEXT_PUBLIC_SITE_URL || "${DEFAULT_SITE_URL}"`)
  })

  it("is printed for the commands that serve the app, not for builds", () => {
    expect(servesApp(["next", "dev"])).toBe(true)
    expect(servesApp(["node", "server.mjs"])).toBe(true)
    expect(servesApp(["next", "start"])).toBe(true)
    expect(servesApp(["next", "build"])).toBe(false)
    expect(servesApp(["npx", "playwright", "test"])).toBe(false)
  })
})
