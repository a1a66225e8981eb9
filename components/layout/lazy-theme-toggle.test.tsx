import { renderToStaticMarkup } from "react-dom/server"
import { describe, expect, it } from "vitest"

import { ThemeProvider } from "@/components/theme/theme-provider"
import { ThemeToggle } from "@/components/theme/theme-toggle"

import { LazyThemeToggle } from "./lazy-theme-toggle"

const triggerOf = (html: string) => /<button[^>]*>/.exec(html)?.[0] ?? ""

describe("LazyThemeToggle", () => {
  it("server-renders the same trigger as ThemeToggle: name, menu popup, no stored theme", () => {
    const standIn = renderToStaticMarkup(
      <ThemeProvider>
        <LazyThemeToggle />
      </ThemeProvider>
    )
    const real = renderToStaticMarkup(
      <ThemeProvider>
        <ThemeToggle />
      </ThemeProvider>
    )
    for (const attribute of ['aria-label="Alternar tema"', 'aria-haspopup="menu"', 'aria-expanded="false"']) {
      expect(triggerOf(standIn)).toContain(attribute)
      expect(triggerOf(real)).toContain(attribute)
    }
    expect(standIn).not.toContain("title=")
    const classOf = (html: string) => /class="([^"]*)"/.exec(triggerOf(html))?.[1]
    expect(classOf(standIn)).toBe(classOf(real))
  })
})
