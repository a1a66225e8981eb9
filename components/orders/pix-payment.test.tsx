// @vitest-environment happy-dom
import { act } from "react"
import { createRoot, type Root } from "react-dom/client"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"

import { PIX_COPY_TEXT, PixPayment } from "./pix-payment"

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true

const PAYLOAD =
  "00020126450014br.gov.bcb.pix0123loja.da.ana@example.com520400005303986540549.905802BR5909Ana Souza6006Recife62160512CEABCDEFGH236304ABCD"
const SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><path d="M0 0h8v8H0z"/></svg>'

let container: HTMLDivElement
let root: Root

beforeEach(() => {
  vi.useFakeTimers()
  container = document.createElement("div")
  document.body.append(container)
  root = createRoot(container)
})

afterEach(() => {
  act(() => root.unmount())
  container.remove()
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

const field = () => container.querySelector<HTMLTextAreaElement>("textarea")!
const button = () => container.querySelector<HTMLButtonElement>("button")!
const liveRegion = () => container.querySelector('[role="status"]')!

function stubClipboard(writeText: (text: string) => Promise<void>) {
  vi.stubGlobal("navigator", { ...navigator, clipboard: { writeText } })
}

async function press() {
  await act(async () => {
    button().click()
  })
  await act(async () => {
    vi.advanceTimersByTime(100)
  })
}

describe("PixPayment", () => {
  it("shows the exact total, the code in a labelled read-only field and the QR with alt text", () => {
    act(() => root.render(<PixPayment totalCents={4990} payload={PAYLOAD} qrSvg={SVG} />))
    expect(container.querySelector("[data-pix-total]")?.textContent?.replace(/\s/g, " ")).toBe("R$ 49,90")
    expect(field().value).toBe(PAYLOAD)
    expect(field().readOnly).toBe(true)
    expect(field().labels?.[0]?.textContent).toBe("Código Pix copia e cola")
    expect(document.getElementById(field().getAttribute("aria-describedby")!)?.textContent).toContain("copia e cola")
    const image = container.querySelector("img")!
    expect(image.getAttribute("alt")?.replace(/\s/g, " ")).toBe("QR code do Pix de R$ 49,90 para esta encomenda")
    expect(image.getAttribute("src")).toBe(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(SVG)}`)
    expect(button().type).toBe("button")
    expect(button().textContent).toBe(PIX_COPY_TEXT.copy)
    expect(liveRegion().getAttribute("aria-live")).toBe("polite")
    expect(liveRegion().textContent).toBe("")
  })

  it("copies the code to the clipboard and says so", async () => {
    const writeText = vi.fn(async () => {})
    stubClipboard(writeText)
    act(() => root.render(<PixPayment totalCents={4990} payload={PAYLOAD} qrSvg={SVG} />))
    await press()
    expect(writeText).toHaveBeenCalledWith(PAYLOAD)
    expect(button().textContent).toBe(PIX_COPY_TEXT.copied)
    expect(liveRegion().textContent).toBe(PIX_COPY_TEXT.announceCopied)
    await act(async () => {
      vi.advanceTimersByTime(3000)
    })
    expect(button().textContent).toBe(PIX_COPY_TEXT.copy)
  })

  it("selects the code for her to copy when the clipboard is refused, and says so", async () => {
    stubClipboard(async () => {
      throw new DOMException("denied", "NotAllowedError")
    })
    act(() => root.render(<PixPayment totalCents={4990} payload={PAYLOAD} qrSvg={SVG} />))
    await press()
    expect(document.activeElement).toBe(field())
    expect(field().selectionStart).toBe(0)
    expect(field().selectionEnd).toBe(PAYLOAD.length)
    expect(button().textContent).toBe(PIX_COPY_TEXT.copy)
    expect(liveRegion().textContent).toBe(PIX_COPY_TEXT.announceSelected)
  })

  it("falls back the same way where there is no clipboard at all", async () => {
    vi.stubGlobal("navigator", { ...navigator, clipboard: undefined })
    act(() => root.render(<PixPayment totalCents={100} payload={PAYLOAD} qrSvg={SVG} />))
    await press()
    expect(document.activeElement).toBe(field())
    expect(field().selectionEnd).toBe(PAYLOAD.length)
    expect(liveRegion().textContent).toBe(PIX_COPY_TEXT.announceSelected)
  })
})
