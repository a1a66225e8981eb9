import { z } from "zod"

import { type ActivityKind, recordBusinessActivity } from "@/lib/data/business-activity"
import { rateLimits } from "@/lib/rate-limit/store"
import { requestClientAddress } from "@/lib/security/client-address.mjs"
import { serverEnv } from "@/lib/server-env"
import { shouldCountView, visitorHash } from "@/lib/views"

export const businessIdSchema = z.uuid()

/**
 * Counts a listing's view or contact click (issue #43) as post views are counted: not for
 * prefetches or self-declared bots, at most `perAddress` reports per address in the window
 * (counted in Postgres, shared by every instance), then once per address, business and kind in 24
 * hours (the database). Never throws: counting is a nicety, the visitor's page or contact is not.
 */
export async function countActivity(request: Request, businessId: string, kind: ActivityKind): Promise<void> {
  if (!shouldCountView(request.headers)) return
  const address = requestClientAddress(request.headers)
  try {
    const limit = await rateLimits.hit(
      [{ key: `business-activity:${address}`, max: serverEnv.viewsPerAddress }],
      serverEnv.viewsWindowSeconds
    )
    if (!limit.allowed) return
    await recordBusinessActivity(businessId, kind, await visitorHash(serverEnv.serviceRoleKey, address))
  } catch (error) {
    console.error("[directory.activity]", error)
  }
}
