import AxeBuilder from "@axe-core/playwright"
import { expect, type Page } from "@playwright/test"

/** WCAG 2.2 A and AA rules; the suite expects zero violations on every scanned page. */
export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]

/**
 * The rules whose outcome depends on colours: all a theme changes (next-themes swaps CSS variables;
 * nothing is shown or hidden by theme). A page scanned in full in one theme needs only these in the
 * other, at about half the time of a full scan.
 */
export const COLOUR_RULES = ["color-contrast", "link-in-text-block"]

/**
 * The rules whose outcome depends on the viewport's layout rather than the markup: the size and
 * spacing of touch targets, and boxes that scroll (which a narrow viewport makes scroll).
 */
export const LAYOUT_RULES = ["target-size", "scrollable-region-focusable"]

/**
 * `rules`: "all" scans every rule, "colours" the colour rules (the other theme of a page scanned
 * in full), "layout" the layout rules (a page whose markup another viewport scans in full).
 */
export async function expectNoA11yViolations(
  page: Page,
  label: string,
  { rules = "all" }: { rules?: "all" | "colours" | "layout" } = {}
) {
  // Only violations fail a scan: axe then builds a selector for one node per passed or
  // inapplicable rule instead of every node, the slow tail of a scan on a long page.
  const axe = new AxeBuilder({ page }).options({ resultTypes: ["violations"] })
  if (rules === "colours") axe.withRules(COLOUR_RULES)
  else if (rules === "layout") axe.withRules(LAYOUT_RULES)
  else axe.withTags(WCAG_TAGS)
  const results = await axe.analyze()
  const summary = results.violations.map((violation) => ({
    id: violation.id,
    impact: violation.impact,
    help: violation.help,
    targets: violation.nodes.slice(0, 5).map((node) => node.target.join(" ")),
  }))
  expect(summary, `axe violations on ${label}`).toEqual([])
}
