import { renderToStaticMarkup } from "react-dom/server"
import { describe, expect, it } from "vitest"

import { Toaster } from "./toaster"

describe("Toaster", () => {
  it("labels the viewport region in pt-BR with the F8 hotkey", () => {
    const html = renderToStaticMarkup(<Toaster />)
    expect(html).toContain('aria-label="Notificações (F8)"')
    expect(html).toContain("md:max-w-[420px]")
  })
})
