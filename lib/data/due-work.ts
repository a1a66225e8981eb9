import "server-only"

import { createAdminClient } from "@/lib/supabase/admin"

/**
 * Takes `job`'s lease at `now` for `leaseSeconds` when nobody holds it (claim_due_work): true for
 * the one caller that got it, false when another server's tick holds it. `now` is the caller's
 * clock, so tests pass moved times. Service role: only POST /api/cron calls it, after its secret
 * check. Throws when the database cannot answer.
 */
export async function claimDueWork(job: string, now: Date, leaseSeconds: number): Promise<boolean> {
  const { data, error } = await createAdminClient().rpc("claim_due_work", {
    p_job: job,
    p_now: now.toISOString(),
    p_lease_seconds: leaseSeconds,
  })
  if (error) throw new Error(`claimDueWork: ${error.message}`, { cause: error })
  return data === true
}
