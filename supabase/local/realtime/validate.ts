import type { LocalDatabase } from "../db.ts"
import type { Subscription } from "./channel.ts"

/**
 * Upstream creates a row in realtime.subscription per binding, which fails for an unknown table
 * or filter column; the client then gets a `system` error instead of "Subscribed to PostgreSQL".
 * Returns that error text, or null when every binding can be served.
 */
export async function subscriptionProblem(db: LocalDatabase, subscriptions: Subscription[]): Promise<string | null> {
  for (const sub of subscriptions) {
    if (sub.schema === "*" || sub.table === null) continue
    const result = await db.query<{ columns: string[] }>(
      `select array_agg(a.attname::text) as columns
       from pg_class c
       join pg_namespace n on n.oid = c.relnamespace
       join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
       where n.nspname = $1 and c.relname = $2 and c.relkind in ('r', 'p', 'v', 'm', 'f')`,
      [sub.schema, sub.table]
    )
    const columns = result.rows[0]?.columns ?? null
    const unknown = columns ? sub.conditions.find((cond) => !columns.includes(cond.column)) : undefined
    if (!columns || unknown) {
      const filters = sub.conditions.map((cond) => `${cond.column}, ${cond.operator}`).join("; ")
      return (
        "Unable to subscribe to changes with given parameters. Please check Realtime is enabled for the given " +
        `connect parameters: [event: ${sub.event}, schema: ${sub.schema}, table: ${sub.table}, filters: [${filters}]]`
      )
    }
  }
  return null
}
