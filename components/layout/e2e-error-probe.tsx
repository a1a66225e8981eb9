"use client"

import { useSyncExternalStore } from "react"

export type E2eErrorScope = "pagina" | "global"

const noSubscription = () => () => {}

/**
 * Lets the end-to-end suite prove the error screens render: in a browser driven by automation
 * (navigator.webdriver, which Playwright sets), "?e2e-erro=pagina" or "?e2e-erro=global" makes
 * this component fail right after hydration, inside the page or the root layout. Anyone else's
 * browser ignores the parameter, and the pages stay static: nothing here runs on the server.
 */
export function E2eErrorProbe({ scope }: { scope: E2eErrorScope }) {
  const failing = useSyncExternalStore(
    noSubscription,
    () => navigator.webdriver && new URLSearchParams(window.location.search).get("e2e-erro") === scope,
    () => false
  )
  if (failing) throw new Error(`E2E: falha de renderização forçada (${scope})`)
  return null
}
