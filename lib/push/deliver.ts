import "server-only"
import type { SupabaseClient } from "@supabase/supabase-js"

import { claimPushDeliveries, type ClaimedPush, finishPushDelivery, queuePushDeliveries } from "@/lib/data/push"
import type { Database } from "@/lib/database.types"
import { buildPushPayload, encodePushPayload } from "@/lib/push/payload"
import { type PushSendOptions, type PushSendOutcome, sendPush } from "@/lib/push/send"
import type { VapidConfig } from "@/lib/push/vapid"

/**
 * The due work's part "push" (issue #41): queue the pushes of fresh notifications, then claim,
 * encrypt, send and settle them, a few at a time. A device the push service says is gone (404,
 * 410) is deleted with whatever was still due to it.
 */

export interface PushWork {
  /** Pushes queued this run (one per notification and device). */
  queued: number
  sent: number
  /** Refused or unreachable this run; retried on later ticks until 5 attempts. */
  failed: number
  /** Subscriptions deleted because the push service answered 404 or 410. */
  gone: number
}

export interface PushRunOptions {
  /** How many pushes one claim takes (default 50). */
  batchSize?: number
  /** How many claims one run makes at most (default 4), so a tick stays short. */
  maxBatches?: number
  /** Pushes sent at once (default 4). */
  concurrency?: number
  send?: PushSendOptions
}

async function inParallel<T>(items: readonly T[], concurrency: number, run: (item: T) => Promise<void>) {
  let next = 0
  const workers = Array.from({ length: Math.min(concurrency, items.length) }, async () => {
    while (next < items.length) await run(items[next++]!)
  })
  await Promise.all(workers)
}

/**
 * Runs the push part once as of `now`: queue_push_deliveries(now), then up to maxBatches claims of
 * batchSize, each push sent and settled. `db` is the service-role client; `siteUrl` makes the
 * notifications' links absolute. Throws only when the database cannot answer.
 */
export async function runPushDeliveries(
  db: SupabaseClient<Database>,
  vapid: VapidConfig,
  siteUrl: string,
  now: Date,
  options: PushRunOptions = {}
): Promise<PushWork> {
  const batchSize = options.batchSize ?? 50
  const work: PushWork = { queued: await queuePushDeliveries(db, now), sent: 0, failed: 0, gone: 0 }
  // A device found gone in this run: its other pushes of the batch were deleted with it.
  const goneDevices = new Set<string>()

  async function deliver(push: ClaimedPush) {
    if (goneDevices.has(push.subscriptionId)) return
    const payload = encodePushPayload(buildPushPayload(push, siteUrl), siteUrl)
    const outcome: PushSendOutcome = await sendPush(push, payload, vapid, options.send)
    if (outcome.status === "gone") {
      // Two pushes to one device in flight at once: the device is counted (and deleted) once.
      if (goneDevices.has(push.subscriptionId)) return
      goneDevices.add(push.subscriptionId)
    }
    await finishPushDelivery(db, {
      notificationId: push.notificationId,
      subscriptionId: push.subscriptionId,
      status: outcome.status === "sent" ? "sent" : "failed",
      error: outcome.status === "failed" ? outcome.error : outcome.status === "gone" ? `${outcome.statusCode}` : null,
      gone: outcome.status === "gone",
    })
    work[outcome.status === "gone" ? "gone" : outcome.status] += 1
  }

  for (let batch = 0; batch < (options.maxBatches ?? 4); batch++) {
    const claimed = await claimPushDeliveries(db, batchSize)
    await inParallel(claimed, options.concurrency ?? 4, deliver)
    if (claimed.length < batchSize) break
  }
  return work
}
