import type { Page } from "@playwright/test"

import { SWEEP_PAGES, type SweepPage } from "./pages"

/** Pages whose layout JavaScript measures from the viewport's width: the /sobre carousel (embla). */
export const JS_MEASURED_PAGES = new Set(["/sobre"])

/**
 * The pages checked for sideways overflow at phone widths: every public and member page, and the
 * instructor's pages a phone is used for. Admin screens are desktop tools and are left out. The
 * phone project's a11y sweep, which loads each at 390 px anyway, checks that width and then 320 px
 * on the same page (a11y-sweep.spec.ts); the pages whose layout JavaScript measures are loaded
 * afresh at 320 and 360 px by the overflow sweep (overflow-sweep.spec.ts says why that suffices).
 */
export const OVERFLOW_PAGES: SweepPage[] = [
  ...SWEEP_PAGES.filter((entry) => entry.as === "visitor" || entry.as === "member"),
  // The member area is also an instructor's: her project, with its participants table (issue #31:
  // it overflowed a phone). The a11y sweep lists it among its own pages.
  { path: "/dashboard/projetos/d1000000-0000-4000-a000-000000000002", as: "editor" },
  // Its attendance sheet (issue #36): taken on a phone in the room.
  { path: "/dashboard/projetos/d1000000-0000-4000-a000-000000000002/presenca", as: "editor" },
  // Her teaching pages (issue #36): the track's item rows carry three buttons each.
  { path: "/dashboard/ensino", as: "editor" },
  { path: "/dashboard/ensino/materiais/a7000000-0000-4000-a000-000000000001", as: "editor" },
  { path: "/dashboard/ensino/trilhas/a8000000-0000-4000-a000-000000000001", as: "editor" },
]

/** What overflows the viewport, described for the failure message; empty when nothing does. */
export function findOverflow(page: Page) {
  return page.evaluate(() => {
    const viewport = document.documentElement.clientWidth
    const problems: string[] = []
    if (document.documentElement.scrollWidth > viewport) {
      problems.push(`the document is ${document.documentElement.scrollWidth}px wide`)
    }
    // An element inside a box that scrolls sideways (a table wrapper) is fine as long as that box
    // itself fits. A box that merely clips (overflow: hidden) does not excuse a half-cut element:
    // the clipped text is exactly what a phone user loses.
    // Likewise a slide parked wholly outside a clipping box (a carousel's next card) is not seen.
    const outOfSight = (element: Element, box: DOMRect) => {
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        const overflowX = getComputedStyle(parent).overflowX
        if (overflowX === "visible") continue
        const frame = parent.getBoundingClientRect()
        if (frame.right > viewport + 0.5) continue
        if (overflowX === "auto" || overflowX === "scroll" || box.left >= frame.right - 1) return true
      }
      return false
    }
    const describe = (element: Element) => {
      const text = (element.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 40)
      const className = typeof element.className === "string" ? element.className.slice(0, 60) : ""
      return `<${element.tagName.toLowerCase()} class="${className}">${text}`
    }
    for (const element of document.body.querySelectorAll("*")) {
      const box = element.getBoundingClientRect()
      if (box.width === 0 || box.height === 0 || box.right <= viewport + 0.5) continue
      const style = getComputedStyle(element)
      if (style.visibility === "hidden" || style.display === "contents") continue
      // Decoration hidden from assistive technology may bleed off the edge on purpose.
      if (element.closest("[aria-hidden='true']")) continue
      if (outOfSight(element, box)) continue
      problems.push(`${describe(element)} ends at ${Math.round(box.right)}px`)
      if (problems.length >= 5) break
    }
    return { problems }
  })
}
