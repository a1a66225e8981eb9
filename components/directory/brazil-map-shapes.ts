import "server-only"
import brazil from "@svg-maps/brazil"

import type { StateCode } from "@/lib/validations/directory"

/**
 * The states' outlines from @svg-maps/brazil (Victor Cazanave, after MapSVG; CC BY 4.0: the map
 * credits it, and the README). server-only: the outlines are drawn into the HTML and must never
 * reach a browser bundle.
 *
 * The package's paths carry 2 decimals of a 613-unit-wide drawing (63 KB, and the page would carry
 * them twice, in its HTML and in its RSC payload). Drawn at most ~600 px wide, a unit is about a
 * pixel, so the points are rounded to whole units: 21 KB. Rounding is done on the absolute points
 * (each relative step is re-derived from the rounded ones), so no error accumulates along an
 * outline and neighbouring states keep the same shared border.
 */
// The package's types name a module (svg-maps__common) it does not ship: its shape, stated here.
const map = brazil as unknown as { viewBox: string; locations: { id: string; name: string; path: string }[] }

export const BRAZIL_VIEW_BOX = map.viewBox

export interface StateShape {
  code: StateCode
  /** The outline, as an SVG path. */
  d: string
}

const COMMAND = /^[a-zA-Z]$/

/** A path of relative moves and implicit line-tos ("m x,y dx,dy … z"), with its points rounded. */
export function roundPath(d: string): string {
  const tokens = d.match(/[a-zA-Z]|-?(?:\d+\.?\d*|\.\d+)(?:e-?\d+)?/g) ?? []
  let x = 0
  let y = 0
  let startX = 0
  let startY = 0
  // Where the rounded path is: each step is drawn from here.
  let atX = 0
  let atY = 0
  const parts: string[] = []
  for (let i = 0; i < tokens.length;) {
    const token = tokens[i++]!
    if (token === "z" || token === "Z") {
      parts.push("z")
      x = startX
      y = startY
      atX = Math.round(x)
      atY = Math.round(y)
      continue
    }
    if (token !== "m") throw new Error(`roundPath: unsupported command ${token}`)
    let first = true
    while (i + 1 < tokens.length && !COMMAND.test(tokens[i]!)) {
      x += Number(tokens[i])
      y += Number(tokens[i + 1])
      i += 2
      const dx = Math.round(x) - atX
      const dy = Math.round(y) - atY
      if (first) {
        parts.push(`m${dx} ${dy}`)
        startX = x
        startY = y
        first = false
      } else if (dx !== 0 || dy !== 0) {
        parts.push(` ${dx} ${dy}`)
      }
      atX += dx
      atY += dy
    }
  }
  return parts.join("").replace(/ -/g, "-")
}

export const STATE_SHAPES: StateShape[] = map.locations.map((location) => ({
  code: location.id.toUpperCase() as StateCode,
  d: roundPath(location.path),
}))
