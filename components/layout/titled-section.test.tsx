import { renderToStaticMarkup } from "react-dom/server"
import { describe, expect, it } from "vitest"

import { TitledSection } from "./titled-section"

describe("TitledSection", () => {
  it("is a section labelled by its h2, with the forms' spacing and heading by default", () => {
    expect(
      renderToStaticMarkup(
        <TitledSection id="encontros" title="Encontros">
          conteúdo
        </TitledSection>
      )
    ).toBe(
      '<section aria-labelledby="encontros" class="space-y-4"><h2 id="encontros" class="text-xl font-semibold">Encontros</h2>conteúdo</section>'
    )
  })

  it("takes its own spacing, and a heading only screen readers see", () => {
    const html = renderToStaticMarkup(
      <TitledSection id="estatisticas" title="Estatísticas" className="space-y-3" titleClassName="sr-only">
        números
      </TitledSection>
    )
    expect(html).toBe(
      '<section aria-labelledby="estatisticas" class="space-y-3"><h2 id="estatisticas" class="sr-only">Estatísticas</h2>números</section>'
    )
  })
})
