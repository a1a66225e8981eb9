"use client"

import { useEffect } from "react"

import { SERVICE_WORKER_PATH } from "@/lib/pwa/paths"

/**
 * Registers the service worker (app/sw.ts) once the page has loaded, so its precaching never
 * competes with the page's own first requests. The browser's plain API, not Serwist's window
 * library: the public pages' JavaScript budget (scripts/build-checks/js-budgets.mjs) has no room
 * for it. Production only: `next dev` serves a worker without a precache list.
 */
export function ServiceWorkerRegistration() {
  useEffect(() => {
    if (process.env.NODE_ENV !== "production" || !("serviceWorker" in navigator)) return
    // A refusal (private mode, a blocked worker in the tests) leaves the site as it was: nothing to tell her.
    const register = () => void navigator.serviceWorker.register(SERVICE_WORKER_PATH).catch(() => {})
    if (document.readyState === "complete") register()
    else window.addEventListener("load", register, { once: true })
  }, [])
  return null
}
