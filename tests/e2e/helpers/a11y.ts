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
 * `colours`: "all" scans every rule, "only" the colour rules (the other theme of a page scanned in
 * full), "none" every rule but them (a page whose colours another viewport checks).
 */
export async function expectNoA11yViolations(
  page: Page,
  label: string,
  { colours = "all" }: { colours?: "all" | "only" | "none" } = {}
) {
  // Only violations fail a scan: axe then builds a selector for one node per passed or
  // inapplicable rule instead of every node, the slow tail of a scan on a long page.
  const axe = new AxeBuilder({ page }).options({ resultTypes: ["violations"] })
  if (colours === "only") axe.withRules(COLOUR_RULES)
  else axe.withTags(WCAG_TAGS)
  if (colours === "none") axe.disableRules(COLOUR_RULES)
  const results = await axe.analyze()
  const summary = results.violations.map((violation) => ({
    id: violation.id,
    impact: violation.impact,
    help: violation.help,
    targets: violation.nodes.slice(0, 5).map((node) => node.target.join(" ")),
  }))
  expect(summary, `axe violations on ${label}`).toEqual([])
}
