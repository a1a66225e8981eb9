/// <reference lib="webworker" />
/**
 * The service worker (issue #41), bundled by @serwist/turbopack and served at /sw.js by
 * app/sw.js/route.ts. It keeps three promises:
 *
 * - Precache static assets only: the build's hashed files under /_next/static, the app icons and
 *   the offline page, listed at build time into `self.__SW_MANIFEST`. Nothing else is stored: no
 *   page she visited, no /api response (/api/viewer carries tokens), no runtime cache, no
 *   `defaultCache`. Anything personal stays on the server and in the browser's memory.
 * - A navigation that fails (offline, server unreachable) shows the offline page instead of the
 *   browser's error. Navigations are never cached, only passed through.
 * - Push messages become notifications, and a click opens the message's link on this site.
 */
import { NetworkOnly, type PrecacheEntry, Serwist, type SerwistGlobalConfig } from "serwist"

import { OFFLINE_PATH } from "@/lib/pwa/paths"
import { clickTarget, notificationFor, readPushPayload } from "@/lib/pwa/push-message"

declare global {
  interface WorkerGlobalScope extends SerwistGlobalConfig {
    __SW_MANIFEST: (PrecacheEntry | string)[] | undefined
  }
}

declare const self: ServiceWorkerGlobalScope

const serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  // A new release takes over at once: its precache is complete when it activates, and an old
  // worker's list may name files the new server no longer has.
  skipWaiting: true,
  clientsClaim: true,
  // The navigation starts while the worker boots, so passing it through costs no time.
  navigationPreload: true,
  disableDevLogs: true,
  runtimeCaching: [
    {
      matcher: ({ request }) => request.mode === "navigate",
      handler: new NetworkOnly(),
    },
  ],
  fallbacks: {
    entries: [{ url: OFFLINE_PATH, matcher: ({ request }) => request.mode === "navigate" }],
  },
})

self.addEventListener("push", (event) => {
  const { title, options } = notificationFor(readPushPayload(event.data?.text()), self.location.origin)
  event.waitUntil(self.registration.showNotification(title, options))
})

self.addEventListener("notificationclick", (event) => {
  event.notification.close()
  const data: unknown = event.notification.data
  const url = clickTarget(
    typeof data === "object" && data !== null && "url" in data ? data.url : undefined,
    self.location.origin
  )
  event.waitUntil(openOrFocus(url))
})

/** Brings forward a window already showing the address, or opens one. */
async function openOrFocus(url: string) {
  const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true })
  const open = windows.find((client) => client.url === url)
  if (open) return open.focus()
  return self.clients.openWindow(url)
}

serwist.addEventListeners()
