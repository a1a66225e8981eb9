import type { Claims } from "../jwt.ts"
import type { Policies } from "./authorization.ts"
import { parseFilter, type Condition } from "./filters.ts"

/** One postgres_changes binding of a joined channel. */
export interface Subscription {
  id: number
  event: string
  schema: string
  table: string | null
  conditions: Condition[]
}

/** Server-side state of one joined topic on one socket. */
export interface Channel {
  topic: string
  joinRef: string | null
  role: string
  claims: Claims
  subscriptions: Subscription[]
  broadcastSelf: boolean
  broadcastAck: boolean
  presenceKey: string
  presenceEnabled: boolean
  /** What this channel tracks in presence, with its phx_ref; null when untracked. */
  presenceMeta: Record<string, unknown> | null
  expiryTimer: NodeJS.Timeout | null
  /** Joined with `config.private`: authorised by RLS on realtime.messages, apart from the public topic. */
  private: boolean
  /** What the role may read and write on a private channel (null: public, or not evaluated yet). */
  policies: Policies | null
}

export type ChangeEntry = Record<string, unknown> & { event: string; schema: string; table?: string; filter?: string }

const EVENTS = new Set(["*", "INSERT", "UPDATE", "DELETE"])

/** Stable positive 31-bit id of an entry (FNV-1a), like Realtime's hash of the subscription params. */
function entryId(entry: ChangeEntry): number {
  const key = JSON.stringify([entry.event, entry.schema, entry.table ?? null, entry.filter ?? null])
  let hash = 0x811c9dc5
  for (let i = 0; i < key.length; i++) {
    hash ^= key.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193)
  }
  return hash >>> 1 || 1
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value)

/** Validates the join's `postgres_changes` list; throws with the reason sent back to the client. */
export function parseSubscriptions(raw: unknown): Array<{ entry: ChangeEntry; subscription: Subscription }> {
  if (raw === undefined || raw === null) return []
  if (!Array.isArray(raw)) throw new Error("postgres_changes must be a list")
  return raw.map((item: unknown) => {
    if (!isRecord(item)) throw new Error("invalid postgres_changes entry")
    const { event, schema, table, filter } = item
    if (typeof event !== "string" || !EVENTS.has(event.toUpperCase()))
      throw new Error(`invalid event: ${String(event)}`)
    if (typeof schema !== "string" || schema === "") throw new Error("schema is required")
    if (table !== undefined && table !== null && typeof table !== "string") throw new Error("invalid table")
    if (filter !== undefined && filter !== null && typeof filter !== "string") throw new Error("invalid filter")
    const entry = item as ChangeEntry
    return {
      entry,
      subscription: {
        id: entryId(entry),
        event: event.toUpperCase(),
        schema,
        table: typeof table === "string" && table !== "*" ? table : null,
        conditions: parseFilter(typeof filter === "string" ? filter : null),
      },
    }
  })
}
