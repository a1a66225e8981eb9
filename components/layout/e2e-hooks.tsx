import type * as React from "react"
import dynamic from "next/dynamic"

import type { E2eErrorScope } from "@/components/layout/e2e-error-probe"

const NoProbe: React.ComponentType<{ scope: E2eErrorScope }> = () => null

/**
 * E2eErrorProbe in the build the end-to-end suite runs, nothing in any other. That build is made
 * for the suite's own server, http://127.0.0.1:3100 (scripts/test-all.mjs, scripts/e2e-server.mjs,
 * playwright.config.ts); NEXT_PUBLIC_E2E_HOOKS=1 turns the hooks on for another address. Both
 * values are inlined at build time, so elsewhere the condition is the constant false: the bundler
 * drops the import, and no bundle a visitor downloads holds the probe.
 */
export const E2eErrorProbe =
  process.env.NEXT_PUBLIC_E2E_HOOKS === "1" || process.env.NEXT_PUBLIC_SITE_URL === "http://127.0.0.1:3100"
    ? dynamic(() => import("@/components/layout/e2e-error-probe").then((module) => module.E2eErrorProbe))
    : NoProbe
