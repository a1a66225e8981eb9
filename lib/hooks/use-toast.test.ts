import { describe, expect, it } from "vitest"

import { reducer, TOAST_LIMIT, TOAST_REMOVE_DELAY, type ToasterToast, type ToastState } from "./use-toast"

const make = (id: string, extra: Partial<ToasterToast> = {}): ToasterToast => ({ id, open: true, title: id, ...extra })
const withToasts = (...toasts: ToasterToast[]): ToastState => ({ toasts })

describe("toast reducer", () => {
  it("uses the spec §9 constants", () => {
    expect(TOAST_LIMIT).toBe(1)
    expect(TOAST_REMOVE_DELAY).toBe(1_000_000)
  })

  it("keeps only the newest toast (limit 1)", () => {
    let state = reducer(withToasts(), { type: "ADD_TOAST", toast: make("1") })
    state = reducer(state, { type: "ADD_TOAST", toast: make("2") })
    expect(state.toasts.map((t) => t.id)).toEqual(["2"])
  })

  it("updates a toast by id and leaves others alone", () => {
    const state = reducer(withToasts(make("1")), { type: "UPDATE_TOAST", toast: { id: "1", title: "Salvo" } })
    expect(state.toasts[0]).toMatchObject({ id: "1", title: "Salvo", open: true })
    expect(reducer(state, { type: "UPDATE_TOAST", toast: { id: "x", title: "?" } })).toEqual(state)
  })

  it("dismisses one toast by closing it without removing it", () => {
    const state = reducer(withToasts(make("1"), make("2")), { type: "DISMISS_TOAST", toastId: "1" })
    expect(state.toasts).toHaveLength(2)
    expect(state.toasts.find((t) => t.id === "1")?.open).toBe(false)
    expect(state.toasts.find((t) => t.id === "2")?.open).toBe(true)
  })

  it("dismisses every toast when no id is given", () => {
    const state = reducer(withToasts(make("1"), make("2")), { type: "DISMISS_TOAST" })
    expect(state.toasts.every((t) => t.open === false)).toBe(true)
  })

  it("removes one toast by id, or all without an id", () => {
    const start = withToasts(make("1"), make("2"))
    expect(reducer(start, { type: "REMOVE_TOAST", toastId: "1" }).toasts.map((t) => t.id)).toEqual(["2"])
    expect(reducer(start, { type: "REMOVE_TOAST" }).toasts).toEqual([])
  })

  it("does not mutate the previous state", () => {
    const start = withToasts(make("1"))
    const snapshot = structuredClone(start)
    reducer(start, { type: "DISMISS_TOAST", toastId: "1" })
    reducer(start, { type: "ADD_TOAST", toast: make("2") })
    expect(start).toEqual(snapshot)
  })
})
