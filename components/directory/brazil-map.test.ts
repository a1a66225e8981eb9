import brazil from "@svg-maps/brazil"
import { describe, expect, it } from "vitest"

import { roundPath, STATE_SHAPES } from "@/components/directory/brazil-map-shapes"
import { levelCount, levelOf, levelRange } from "@/components/directory/brazil-map"
import { BRAZILIAN_STATES } from "@/lib/validations/directory"

/** The absolute points of a path of relative moves ("m … z"), as drawn. */
function points(d: string): [number, number][] {
  const tokens = d.match(/[a-zA-Z]|-?(?:\d+\.?\d*|\.\d+)/g) ?? []
  const out: [number, number][] = []
  let x = 0
  let y = 0
  let start: [number, number] = [0, 0]
  for (let i = 0; i < tokens.length;) {
    const token = tokens[i++]!
    if (token === "z") {
      ;[x, y] = start
      continue
    }
    let first = true
    while (i < tokens.length && !/[a-z]/i.test(tokens[i]!)) {
      x += Number(tokens[i])
      y += Number(tokens[i + 1])
      i += 2
      if (first) start = [x, y]
      first = false
      out.push([x, y])
    }
  }
  return out
}

describe("the states' outlines", () => {
  it("are the 27 states, each once", () => {
    expect(STATE_SHAPES.map((shape) => shape.code).sort()).toEqual(BRAZILIAN_STATES.map((state) => state.code).sort())
  })

  it("stay within half a unit of the package's points, however long the outline (no drift)", () => {
    const locations = (brazil as unknown as { locations: { id: string; path: string }[] }).locations
    for (const location of locations) {
      const original = points(location.path)
      const rounded = points(roundPath(location.path))
      // Repeated points collapse, so each rounded point must match the next original one nearby.
      let j = 0
      for (const [x, y] of rounded) {
        while (j < original.length && (Math.abs(original[j]![0] - x) > 0.5 || Math.abs(original[j]![1] - y) > 0.5)) j++
        expect(j, `${location.id} at ${x},${y}`).toBeLessThan(original.length)
      }
    }
  })

  it("are much smaller than the package's", () => {
    const size = STATE_SHAPES.reduce((sum, shape) => sum + shape.d.length, 0)
    expect(size).toBeLessThan(25_000)
  })
})

describe("the colour scale", () => {
  it("has no more steps than the highest count, and 4 at most", () => {
    expect([0, 1, 2, 3, 4, 9].map(levelCount)).toEqual([0, 1, 2, 3, 4, 4])
  })

  it("puts 0 in its own step and the highest count in the top one", () => {
    expect(levelOf(0, 5)).toBe(0)
    expect(levelOf(5, 5)).toBe(4)
    expect(levelOf(1, 1)).toBe(1)
    expect([1, 2, 3, 4, 5].map((count) => levelOf(count, 5))).toEqual([1, 2, 3, 4, 4])
  })

  it("names each step's counts, covering 1…max without gaps", () => {
    for (const max of [1, 2, 3, 5, 12, 100]) {
      const steps = Array.from({ length: levelCount(max) }, (_, index) => levelRange(index + 1, max))
      expect(steps[0]!.from).toBe(1)
      expect(steps.at(-1)!.to).toBe(max)
      steps.forEach((step, index) => {
        expect(step.from).toBeLessThanOrEqual(step.to)
        if (index > 0) expect(step.from).toBe(steps[index - 1]!.to + 1)
        for (let count = step.from; count <= step.to; count++) expect(levelOf(count, max)).toBe(index + 1)
      })
    }
  })
})
