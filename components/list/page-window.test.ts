import { describe, expect, it } from "vitest"

import { pageWindow } from "./page-window"

describe("pageWindow", () => {
  it("lists every page when there are few", () => {
    expect(pageWindow(1, 2)).toEqual([1, 2])
    expect(pageWindow(2, 3)).toEqual([1, 2, 3])
  })

  it("keeps the ends and the neighbours, with gaps", () => {
    expect(pageWindow(1, 84)).toEqual([1, 2, null, 84])
    expect(pageWindow(40, 84)).toEqual([1, null, 39, 40, 41, null, 84])
    expect(pageWindow(84, 84)).toEqual([1, null, 83, 84])
  })

  it("fills a one-page gap with the page instead of an ellipsis", () => {
    expect(pageWindow(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7])
  })
})
