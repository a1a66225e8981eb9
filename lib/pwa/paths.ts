/** Addresses the installable app is built on (issue #41). */

/** The service worker's script, at the root so it controls the whole site (app/sw.js/route.ts). */
export const SERVICE_WORKER_PATH = "/sw.js"
/** The offline page: precached by the worker and shown when a navigation fails (app/(site)/offline). */
export const OFFLINE_PATH = "/offline"
