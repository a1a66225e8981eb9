import { renderToStaticMarkup } from "react-dom/server"
import { describe, expect, it } from "vitest"

import { ThemeProvider } from "./theme-provider"
import { ThemeToggle } from "./theme-toggle"

describe("ThemeToggle", () => {
  it("renders a named trigger whose server markup does not depend on the stored theme", () => {
    const html = renderToStaticMarkup(
      <ThemeProvider>
        <ThemeToggle />
      </ThemeProvider>
    )
    expect(html).toContain('aria-label="Alternar tema"')
    expect(html).toContain('aria-haspopup="menu"')
    expect(html).not.toContain("data-theme-choice")
    expect(html).not.toContain("title=")
  })
})
