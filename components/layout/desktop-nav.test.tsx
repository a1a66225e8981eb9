import { renderToStaticMarkup } from "react-dom/server"
import { describe, expect, it } from "vitest"

import { DesktopNav } from "./desktop-nav"

const main = {
  title: "Menu Principal",
  links: [
    { title: "Início", href: "/", description: "Página inicial" },
    { title: "Sobre", href: "/sobre" },
  ],
}

describe("DesktopNav", () => {
  it("renders a labelled navigation whose group is a closed disclosure button over its links", () => {
    const html = renderToStaticMarkup(<DesktopNav main={main} />)
    expect(html).toMatch(/^<nav aria-label="Navegação principal"/)
    const button = /<button[^>]*>/.exec(html)?.[0] ?? ""
    expect(button).toContain('type="button"')
    expect(button).toContain('aria-expanded="false"')
    const controls = /aria-controls="([^"]+)"/.exec(button)?.[1]
    expect(controls).toBeTruthy()
    // The links are in the HTML (crawlers, no-JS readers of the source) but hidden until opened.
    expect(html).toMatch(new RegExp(`id="${controls}"[^>]* hidden=""`))
    expect(html).toContain('href="/sobre"')
    expect(html).toContain('<span class="text-muted-foreground text-xs" aria-hidden="true">Página inicial</span>')
  })
})
