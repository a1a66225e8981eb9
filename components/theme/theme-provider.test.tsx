import { renderToStaticMarkup } from "react-dom/server"
import { describe, expect, it } from "vitest"

import { ThemeProvider } from "./theme-provider"

describe("ThemeProvider", () => {
  it("server-renders an executable theme script with the class strategy and system default", () => {
    const html = renderToStaticMarkup(
      <ThemeProvider>
        <p>conteúdo</p>
      </ThemeProvider>
    )
    const script = html.match(/<script([^>]*)>([\s\S]*?)<\/script>/)
    expect(script).not.toBeNull()
    expect(script?.[1]).not.toContain("type=")
    expect(script?.[2]).toContain('"class"')
    expect(script?.[2]).toContain('"system"')
    expect(html).toContain("<p>conteúdo</p>")
  })
})
