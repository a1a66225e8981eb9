#!/usr/bin/env node
// Quality gates on the production build in .next/ (issue #10), run by `npm test` right after
// `next build`. Reads .next/ only; writes nothing. Each gate lives in scripts/build-checks/:
// secrets.mjs (no secret in client bundles or prerendered output), js-budgets.mjs (first-load
// JavaScript of every public page type, gzip and brotli) and inline-scripts.mjs (every inline script is one the
// Content-Security-Policy allows). `--budgets=report` lets the total budget fail without failing
// the run; what our code adds beyond the framework always counts.
import { statSync } from "node:fs"

import { checkInlineScripts } from "./build-checks/inline-scripts.mjs"
import { APP_BUDGET_BYTES, BUDGET_BYTES, checkBudgets } from "./build-checks/js-budgets.mjs"
import { checkSecrets } from "./build-checks/secrets.mjs"
import { DIST, kb } from "./build-checks/shared.mjs"

if (!statSync(DIST, { throwIfNoEntry: false })?.isDirectory()) {
  console.error("✗ no .next/ build: run `next build` first")
  process.exit(1)
}
const budgetsEnforced = !process.argv.includes("--budgets=report")
const secretsOk = checkSecrets()
const budgets = checkBudgets()
const inlineScriptsOk = checkInlineScripts()
const heaviest = budgets.rows.slice(1).reduce((max, row) => Math.max(max, Number(row[3])), 0)
const heaviestApp = budgets.rows.slice(1).reduce((max, row) => Math.max(max, Number(row[6])), 0)
const heaviestAppBrotli = budgets.rows.slice(1).reduce((max, row) => Math.max(max, Number(row[7])), 0)
const summary = `secrets check ${secretsOk ? "clean" : "FAILED"}; inline scripts ${inlineScriptsOk ? "all allowed" : "NOT ALLOWED"}; first-load JS ${budgets.ok ? "within" : "OVER"} budget (heaviest ${heaviest.toFixed(1)} / ${kb(BUDGET_BYTES)} KB gzip${budgetsEnforced ? "" : ", reported only"}); beyond the framework ${budgets.appOk ? "within" : "OVER"} budget (heaviest ${heaviestApp.toFixed(1)} / ${kb(APP_BUDGET_BYTES)} KB gzip, ${heaviestAppBrotli.toFixed(1)} KB brotli)`
if (secretsOk && inlineScriptsOk && budgets.appOk && (budgets.ok || !budgetsEnforced)) {
  console.log(`\n✓ build checks passed: ${summary}`)
} else {
  console.error(`\n✗ build checks failed: ${summary}`)
  process.exit(1)
}
