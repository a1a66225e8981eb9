import { renderToStaticMarkup } from "react-dom/server"
import { describe, expect, it } from "vitest"

import { FillImage } from "./fill-image"

const img = (html: string) => /<img[^>]*>/.exec(html)?.[0] ?? ""

describe("FillImage", () => {
  it("covers its frame and loads lazily by default", () => {
    const tag = img(renderToStaticMarkup(<FillImage src="/images/capa.jpg" alt="Capa" sizes="50vw" />))
    expect(tag).toContain('alt="Capa"')
    expect(tag).toContain('class="object-cover"')
    expect(tag).toContain('data-nimg="fill"')
    expect(tag).toContain('loading="lazy"')
    expect(tag).not.toContain("fetchPriority")
  })

  it("eager: loaded at once, at high priority", () => {
    const tag = img(renderToStaticMarkup(<FillImage src="/images/capa.jpg" alt="" sizes="50vw" eager />))
    expect(tag).toContain('loading="eager"')
    expect(tag).toContain('fetchPriority="high"')
  })

  it('eager "preload": next/image priority (no loading attribute), at high priority', () => {
    const tag = img(renderToStaticMarkup(<FillImage src="/images/capa.jpg" alt="" sizes="50vw" eager="preload" />))
    expect(tag).not.toContain("loading=")
    expect(tag).toContain('fetchPriority="high"')
  })

  it("leaves the optimiser to the caller", () => {
    const tag = img(
      renderToStaticMarkup(<FillImage src="https://fotos.example/a.jpg" alt="" sizes="50vw" unoptimized />)
    )
    expect(tag).toContain('src="https://fotos.example/a.jpg"')
    expect(tag).not.toContain("srcSet")
  })
})
