// @vitest-environment happy-dom
import { act, useEffect } from "react"
import { createRoot, type Root } from "react-dom/client"
import { afterEach, beforeEach, describe, expect, it } from "vitest"

import { useReturnFocus } from "./use-return-focus"

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true

let container: HTMLDivElement
let root: Root
const captured: { handlers?: ReturnType<typeof useReturnFocus> } = {}
let calls: string[]

function Harness() {
  const handlers = useReturnFocus(
    () => calls.push("open"),
    (event) => {
      calls.push("close")
      if (container.dataset.keep === "yes") event.preventDefault()
    }
  )
  useEffect(() => {
    captured.handlers = handlers
  })
  return null
}

beforeEach(() => {
  calls = []
  container = document.createElement("div")
  container.innerHTML = '<button id="opener">Abrir</button><input id="elsewhere" />'
  document.body.append(container)
  root = createRoot(container.appendChild(document.createElement("div")))
  act(() => root.render(<Harness />))
})

afterEach(() => {
  act(() => root.unmount())
  container.remove()
})

const opener = () => document.getElementById("opener") as HTMLButtonElement
const elsewhere = () => document.getElementById("elsewhere") as HTMLInputElement
const autoFocusEvent = () => new Event("focusScope.autoFocusOnUnmount", { cancelable: true })

describe("useReturnFocus", () => {
  it("gives focus back to what had it when the dialog opened, after the caller's handlers", () => {
    opener().focus()
    captured.handlers!.onOpenAutoFocus(autoFocusEvent())
    elsewhere().focus()
    const closing = autoFocusEvent()
    captured.handlers!.onCloseAutoFocus(closing)
    expect(calls).toEqual(["open", "close"])
    expect(closing.defaultPrevented).toBe(true)
    expect(document.activeElement).toBe(opener())
  })

  it("leaves focus alone when the caller's close handler already placed it", () => {
    container.dataset.keep = "yes"
    opener().focus()
    captured.handlers!.onOpenAutoFocus(autoFocusEvent())
    elsewhere().focus()
    captured.handlers!.onCloseAutoFocus(autoFocusEvent())
    expect(document.activeElement).toBe(elsewhere())
  })

  it("leaves focus alone when the opener left the page meanwhile", () => {
    opener().focus()
    captured.handlers!.onOpenAutoFocus(autoFocusEvent())
    elsewhere().focus()
    opener().remove()
    const closing = autoFocusEvent()
    captured.handlers!.onCloseAutoFocus(closing)
    expect(closing.defaultPrevented).toBe(false)
    expect(document.activeElement).toBe(elsewhere())
  })
})
