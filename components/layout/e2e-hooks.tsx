import type * as React from "react"
import dynamic from "next/dynamic"

import type { E2eErrorScope } from "@/components/layout/e2e-error-probe"

const NoProbe: React.ComponentType<{ scope: E2eErrorScope }> = () => null

/**
 * E2eErrorProbe in the build the end-to-end suite runs, a no-op in any other. next.config.ts sets
 * E2E_HOOKS for every bundle at build time, so outside that build the condition is the constant
 * false: the bundler drops the import, and no bundle a visitor downloads holds the probe.
 */
export const E2eErrorProbe =
  process.env.E2E_HOOKS === "1"
    ? dynamic(() => import("@/components/layout/e2e-error-probe").then((module) => module.E2eErrorProbe))
    : NoProbe
