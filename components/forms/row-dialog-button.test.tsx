import { renderToStaticMarkup } from "react-dom/server"
import { describe, expect, it } from "vitest"

import { RowDialogButton } from "./row-dialog-button"
import { TitledDialog } from "./titled-dialog"

const button = (html: string) => /<button[^>]*>.*?<\/button>/.exec(html)?.[0] ?? ""

describe("RowDialogButton", () => {
  it("opens its dialog: the short verb shown, the row's subject in its name", () => {
    const html = renderToStaticMarkup(
      <TitledDialog
        trigger={<RowDialogButton label="Editar" accessibleLabel="Editar Mulheres do Sul" />}
        title="Editar grupo"
        description="Mulheres do Sul"
      />
    )
    const tag = button(html)
    expect(tag).toContain('type="button"')
    expect(tag).toContain('aria-label="Editar Mulheres do Sul"')
    expect(tag).toContain('aria-haspopup="dialog"')
    expect(tag).toContain('data-state="closed"')
    expect(tag).toContain('data-slot="dialog-trigger"')
    expect(tag).toContain("h-8") // size sm
    expect(tag).toMatch(/>Editar<\/button>$/)
  })

  it("without a subject, its label names it", () => {
    const tag = button(renderToStaticMarkup(<RowDialogButton label="Recusar" />))
    expect(tag).not.toContain("aria-label=")
    expect(tag).toMatch(/>Recusar<\/button>$/)
  })
})
