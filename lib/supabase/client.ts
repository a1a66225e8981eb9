import { createBrowserClient } from "@supabase/ssr"

import type { Database } from "@/lib/database.types"
import { publicEnv } from "@/lib/env"

/** Spec section 9: heartbeat 25 s, message time-out 10 s, reconnect after 1, 2, 5, then every 10 s. */
const REALTIME_HEARTBEAT_MS = 25_000
const REALTIME_TIMEOUT_MS = 10_000
const REALTIME_RECONNECT_STEPS_MS = [1_000, 2_000, 5_000, 10_000] as const

export const reconnectAfterMs = (tries: number): number =>
  REALTIME_RECONNECT_STEPS_MS[Math.min(Math.max(tries, 1), REALTIME_RECONNECT_STEPS_MS.length) - 1] ?? 10_000

/**
 * The browser's Supabase client, used for Realtime only. Import it only from lazily loaded code
 * (the bell's live connection) so pages of visitors carry no Realtime code.
 *
 * The session cookies are HttpOnly, so this client cannot read the session: it gets the user's
 * access token from `accessToken`, which the caller feeds from the server (a prop for the first
 * render, then a server action before expiry). With `accessToken` set, supabase-js builds no auth
 * client at all (no cookie writes, no URL session detection, no refresh timers in the browser),
 * and Realtime asks the callback again on every heartbeat, so a refreshed token reaches the
 * channel by itself; reads and writes go through server actions, never through this client.
 */
export function createRealtimeBrowserClient(accessToken: () => Promise<string | null>) {
  return createBrowserClient<Database>(publicEnv.supabaseUrl, publicEnv.supabaseAnonKey, {
    // One per bell: it is torn down with the component (sign-out, unmount), never shared.
    isSingleton: false,
    accessToken,
    realtime: {
      heartbeatIntervalMs: REALTIME_HEARTBEAT_MS,
      timeout: REALTIME_TIMEOUT_MS,
      reconnectAfterMs,
    },
  })
}
