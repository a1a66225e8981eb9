import path from "node:path"

import sharp from "sharp"
import { describe, expect, it } from "vitest"

import manifest from "./manifest"

// The manifest's icons against the files scripts/make-pwa-icons.ts wrote: a regenerated or renamed
// icon that no longer matches its declared size makes Chromium refuse to install the app.
const publicDir = path.resolve(import.meta.dirname, "../public")

describe("the web app manifest", () => {
  const { icons = [], start_url, display } = manifest()

  it("opens the dashboard as an app of its own", () => {
    expect(start_url).toBe("/dashboard")
    expect(display).toBe("standalone")
  })

  it("lists icons whose files have the declared sizes, a 192 and a 512 and a maskable one among them", async () => {
    for (const icon of icons) {
      const { width, height, format } = await sharp(path.join(publicDir, icon.src)).metadata()
      expect(`${width}x${height}`, icon.src).toBe(icon.sizes)
      expect(`image/${format}`, icon.src).toBe(icon.type)
    }
    expect(icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(["192x192", "512x512"]))
    expect(icons.some((icon) => icon.purpose === "maskable")).toBe(true)
  })
})
