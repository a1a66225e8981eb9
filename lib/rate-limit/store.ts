import "server-only"
import { serverEnv } from "@/lib/server-env"
import { createAdminClient } from "@/lib/supabase/admin"
import { createRateLimitStore } from "@/lib/rate-limit/counter"

// The counters themselves live in lib/rate-limit/counter.ts, which the proxy can import too.
export {
  createRateLimitStore,
  storedKey,
  type CheckResult,
  type HitResult,
  type RateLimitStore,
} from "@/lib/rate-limit/counter"

/**
 * The app's store: the service-role client, and the service-role key as the HMAC key (secret,
 * server-only, and the same on every instance, as lib/views.ts uses it for view counts).
 */
export const rateLimits = createRateLimitStore(createAdminClient, serverEnv.serviceRoleKey)
