// @vitest-environment happy-dom
import { act } from "react"
import { createRoot, type Root } from "react-dom/client"
import { afterEach, beforeEach, describe, expect, it } from "vitest"

import { FileInput } from "./file-input"

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true

let container: HTMLDivElement
let root: Root

beforeEach(() => {
  container = document.createElement("div")
  document.body.append(container)
  root = createRoot(container)
})

afterEach(() => {
  act(() => root.unmount())
  container.remove()
})

const input = () => container.querySelector<HTMLInputElement>('input[type="file"]')!
const shownName = () => container.querySelector('[data-slot="file-input-name"]')!.textContent

function choose(files: File[]) {
  const list = Object.assign(files.slice(), { item: (index: number) => files[index] ?? null }) as unknown as FileList
  Object.defineProperty(input(), "files", { configurable: true, get: () => list })
  act(() => {
    input().dispatchEvent(new Event("change", { bubbles: true }))
  })
}

describe("FileInput", () => {
  it("keeps the native input, named by the field's label and in the tab order", () => {
    act(() =>
      root.render(
        <form>
          <label htmlFor="capa">Capa</label>
          <FileInput id="capa" name="cover" accept="image/png" />
        </form>
      )
    )
    expect(input().labels?.[0]?.textContent).toBe("Capa")
    expect(input().name).toBe("cover")
    expect(input().tabIndex).not.toBe(-1)
    expect(input().className).toContain("sr-only")
    expect(container.textContent).toContain("Escolher arquivo")
    expect(shownName()).toBe("Nenhum arquivo escolhido")
  })

  it("shows the chosen file's name, and none once the choice is emptied", async () => {
    act(() =>
      root.render(
        <form>
          <FileInput aria-label="Logo" />
        </form>
      )
    )
    choose([new File(["x"], "logo.png", { type: "image/png" })])
    expect(shownName()).toBe("logo.png")
    choose([])
    expect(shownName()).toBe("Nenhum arquivo escolhido")
  })

  it("says nothing was chosen when the field's own handler refuses the file", () => {
    act(() =>
      root.render(
        <FileInput
          aria-label="Logo"
          onChange={() => {
            Object.defineProperty(input(), "files", { configurable: true, get: () => [] })
          }}
        />
      )
    )
    choose([new File(["<svg/>"], "logo.svg", { type: "image/svg+xml" })])
    expect(shownName()).toBe("Nenhum arquivo escolhido")
  })

  it("takes its words as props", () => {
    act(() => root.render(<FileInput aria-label="Foto" buttonLabel="Escolher foto" emptyLabel="Nenhuma foto" />))
    expect(container.textContent).toContain("Escolher foto")
    expect(shownName()).toBe("Nenhuma foto")
  })
})
