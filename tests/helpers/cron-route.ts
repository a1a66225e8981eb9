import { vi } from "vitest"

/** The CRON_SECRET the scheduler's routes are loaded with in unit tests. */
export const CRON_SECRET = "test-cron-secret-0123456789"

type RouteModule = { POST: (request: Request) => Promise<Response> }

/** POSTs to the route, with `Authorization: <authorization>` when given and an optional raw body. */
export type CronCall = (authorization?: string, body?: string) => Promise<Response>

/**
 * Loads a route only the scheduler calls (`Authorization: Bearer <CRON_SECRET>`) with no services
 * behind it. serverEnv is parsed when the route is first imported, so the environment is set before
 * `load()` runs: the secret, MailRelay and push (VAPID) left unset, and the service role pointed at a port nothing
 * answers on, so no local backend that happens to run is touched. `load` is the test file's own
 * `() => import("./route")`, as a dynamic import resolves from the file that writes it.
 */
export async function loadCronRoute(path: string, load: () => Promise<RouteModule>): Promise<CronCall> {
  vi.stubEnv("CRON_SECRET", CRON_SECRET)
  vi.stubEnv("MAILRELAY_API_URL", "")
  vi.stubEnv("MAILRELAY_API_KEY", "")
  // Push (issue #41) off: the part answers "not_configured" without touching anything.
  vi.stubEnv("VAPID_PUBLIC_KEY", "")
  vi.stubEnv("VAPID_PRIVATE_KEY", "")
  vi.stubEnv("SUPABASE_URL", "http://127.0.0.1:9")
  const { POST } = await load()
  return (authorization, body) =>
    POST(
      new Request(`http://localhost${path}`, {
        method: "POST",
        headers: authorization ? { Authorization: authorization } : {},
        body,
      })
    )
}
