import { randomUUID } from "node:crypto"
import type { LocalDatabase, Queryable } from "../db.ts"
import type { Claims } from "../jwt.ts"

/**
 * Private channels, authorised as hosted Realtime does (supabase/realtime
 * lib/realtime/tenants/authorization.ex): in a transaction that is always rolled back, as the
 * joining role with its claims and `realtime.topic` set to the channel's name, reading is allowed
 * when a freshly inserted realtime.messages row of that extension is visible to the role (RLS
 * select), writing when the role may insert one (RLS insert; a 42501 means no).
 */
export type Extension = "broadcast" | "presence"

export interface Policies {
  broadcast: { read: boolean | null; write: boolean | null }
  presence: { read: boolean | null; write: boolean | null }
}

export const noPolicies = (): Policies => ({
  broadcast: { read: null, write: null },
  presence: { read: null, write: null },
})

export interface AuthorizationContext {
  /** The channel's name: the topic without its `realtime:` prefix. */
  topic: string
  role: string
  claims: Claims
}

async function asRole(q: Queryable, context: AuthorizationContext) {
  await q.query(
    `select set_config('role', $1, true), set_config('realtime.topic', $2, true),
            set_config('request.jwt.claims', $3, true), set_config('request.jwt.claim.sub', $4, true),
            set_config('request.jwt.claim.role', $1, true)`,
    [context.role, context.topic, JSON.stringify(context.claims), String(context.claims.sub ?? "")]
  )
}

/**
 * Runs `check` as the role in a transaction that is always rolled back, and answers per extension
 * (null for one not asked about). A failing policy (RlsPolicyError upstream) authorises nothing.
 */
async function authorizations(
  db: LocalDatabase,
  context: AuthorizationContext,
  extensions: Extension[],
  check: (q: Queryable) => Promise<Partial<Record<Extension, boolean>>>
): Promise<Record<Extension, boolean | null>> {
  const result: Record<Extension, boolean | null> = { broadcast: null, presence: null }
  try {
    const answered = await db.withRequest(
      { role: context.role, claims: context.claims, method: "GET", path: "/realtime/v1", rollback: true },
      check
    )
    Object.assign(result, answered)
  } catch {
    for (const extension of extensions) result[extension] = false
  }
  return result
}

/** get_read_authorizations: which extensions the role may receive on this topic. */
export function readAuthorizations(db: LocalDatabase, context: AuthorizationContext, extensions: Extension[]) {
  return authorizations(db, context, extensions, async (q) => {
    // The rows are inserted by the owner, then looked for as the role.
    await q.query("set local role none")
    const ids = new Map(extensions.map((extension) => [extension, randomUUID()]))
    for (const [extension, id] of ids)
      await q.query("insert into realtime.messages (id, topic, extension) values ($1, $2, $3)", [
        id,
        context.topic,
        extension,
      ])
    await asRole(q, context)
    const seen = await q.query<{ id: string }>("select id from realtime.messages where id = any($1::uuid[])", [
      [...ids.values()],
    ])
    const visible = new Set(seen.rows.map((row) => row.id))
    const result: Partial<Record<Extension, boolean>> = {}
    for (const [extension, id] of ids) result[extension] = visible.has(id)
    return result
  })
}

/** get_write_authorizations: which extensions the role may send on this topic. */
export function writeAuthorizations(db: LocalDatabase, context: AuthorizationContext, extensions: Extension[]) {
  return authorizations(db, context, extensions, async (q) => {
    await asRole(q, context)
    const result: Partial<Record<Extension, boolean>> = {}
    for (const extension of extensions) {
      await q.query("savepoint realtime_write")
      try {
        await q.query("insert into realtime.messages (topic, extension) values ($1, $2)", [context.topic, extension])
        result[extension] = true
        await q.query("release savepoint realtime_write")
      } catch {
        result[extension] = false
        await q.query("rollback to savepoint realtime_write")
      }
    }
    return result
  })
}
