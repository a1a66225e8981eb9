import { createHash } from "node:crypto"
import { EventEmitter } from "node:events"
import { existsSync } from "node:fs"
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises"
import path from "node:path"
import { PGlite, type Results, type Transaction } from "@electric-sql/pglite"
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm"
import { pgcrypto } from "@electric-sql/pglite/contrib/pgcrypto"
import { unaccent } from "@electric-sql/pglite/contrib/unaccent"
import { uuid_ossp } from "@electric-sql/pglite/contrib/uuid_ossp"
import type { LocalConfig } from "./config.ts"
import type { Claims } from "./jwt.ts"
import { PLATFORM_SQL } from "./platform.ts"
import { insertSeedObjectRows, restoreSeedObjectBytes, seedObjectsDigest } from "./storage/seed-objects.ts"

/** What a query runs on: the raw PGlite handle, only ever used while holding the lock. */
export type Queryable = Pick<PGlite, "query" | "exec"> | Transaction

/** The PostgREST-style request context a transaction runs under. */
export interface RequestContext {
  role: string
  claims: Claims
  method?: string
  path?: string
  headers?: Record<string, string>
  readOnly?: boolean
  /** PostgREST's `Prefer: tx=rollback`: run everything, answer normally, keep nothing. */
  rollback?: boolean
}

export interface DatabaseEvents {
  /** Emitted after a read-write transaction commits; realtime drains its change queue on it. */
  commit: []
}

const MEMORY = "memory://"
const SNAPSHOT_MAX_AGE_MS = 60 * 60 * 1000

/**
 * The single PGlite connection behind every API. PGlite has one session, so every
 * transaction is serialised through `exclusive()`; nothing may query `pg` outside it.
 */
export class LocalDatabase extends EventEmitter<DatabaseEvents> {
  private lock: Promise<unknown> = Promise.resolve()
  private snapshot: Blob | null = null

  private constructor(
    public pg: PGlite,
    readonly config: LocalConfig,
    /** Hooks that run after migrations (e.g. realtime installs its capture triggers). */
    private readonly afterMigrate: Array<(db: LocalDatabase) => Promise<void>>
  ) {
    super()
  }

  static async open(
    config: LocalConfig,
    options: { afterMigrate?: Array<(db: LocalDatabase) => Promise<void>>; log?: (line: string) => void } = {}
  ): Promise<LocalDatabase> {
    const log = options.log ?? (() => {})
    const inMemory = config.dataDir === MEMORY
    const hooks = options.afterMigrate ?? []
    if (inMemory) {
      // initdb + migrations + seed take seconds; an identical schema restores from a cached dump instead.
      const cached = await readSnapshotCache(config)
      if (cached) {
        const db = new LocalDatabase(await createPglite(undefined, cached.blob), config, hooks)
        await db.exclusive((q) => q.exec(`set search_path = "$user", public, extensions`))
        for (const hook of hooks) await hook(db)
        // The state just restored is the cached dump plus the hooks, which restoreSnapshot() runs
        // again after loading a snapshot: the dump is this state's snapshot as it is. Dumping the
        // 70 MB data directory again took ~0.3 s of every in-memory boot (each integration test file).
        db.snapshot = cached.blob
        return db
      }
    }
    const isNew = inMemory || !existsSync(path.join(config.dataDir, "PG_VERSION"))
    if (!inMemory) await mkdir(config.dataDir, { recursive: true })
    const pg = await createPglite(inMemory ? undefined : config.dataDir)
    const db = new LocalDatabase(pg, config, hooks)
    await db.exclusive(async (q) => {
      await q.exec(PLATFORM_SQL)
      // The role-level search_path only applies to new sessions; PGlite has one, opened before it.
      await q.exec(`set search_path = "$user", public, extensions`)
    })
    const applied = await db.migrate(log)
    for (const hook of db.afterMigrate) await hook(db)
    if (isNew) await db.seed(log)
    else if (applied > 0) log(`applied ${applied} new migration(s)`)
    if (inMemory) {
      // The same dump serves as this state's snapshot (restoreSnapshot() runs the hooks again).
      db.snapshot = await db.exclusive(() => db.pg.dumpDataDir("none"))
      await writeSnapshotCache(config, db.snapshot)
    }
    return db
  }

  /** Runs `fn` holding the connection; every access to `pg` goes through here. */
  exclusive<T>(fn: (q: Queryable) => Promise<T>): Promise<T> {
    const run = this.lock.then(() => fn(this.pg))
    this.lock = run.catch(() => {})
    return run
  }

  /**
   * One PostgREST-style transaction: role and `request.jwt.claims` set locally, so RLS and
   * `auth.uid()` behave as in production. Rolls back on any error and rethrows the original.
   */
  withRequest<T>(ctx: RequestContext, fn: (q: Queryable) => Promise<T>): Promise<T> {
    return this.exclusive(async (q) => {
      await q.query(ctx.readOnly ? "begin read only" : "begin")
      try {
        await q.query(
          `select set_config('search_path', '"public", "extensions"', true),
                  set_config('role', $1, true),
                  set_config('request.jwt.claims', $2, true),
                  set_config('request.method', $3, true),
                  set_config('request.path', $4, true),
                  set_config('request.headers', $5, true)`,
          [ctx.role, JSON.stringify(ctx.claims), ctx.method ?? "", ctx.path ?? "", JSON.stringify(ctx.headers ?? {})]
        )
        const result = await fn(q)
        await q.query(ctx.rollback ? "rollback" : "commit")
        if (!ctx.readOnly && !ctx.rollback) this.emit("commit")
        return result
      } catch (error) {
        await q.query("rollback").catch(() => {})
        throw error
      }
    })
  }

  /** Privileged transaction as the database owner (auth service, seeding, maintenance). */
  asOwner<T>(fn: (q: Queryable) => Promise<T>): Promise<T> {
    return this.exclusive(async (q) => {
      await q.query("begin")
      try {
        const result = await fn(q)
        await q.query("commit")
        this.emit("commit")
        return result
      } catch (error) {
        await q.query("rollback").catch(() => {})
        throw error
      }
    })
  }

  query<T>(sql: string, params: unknown[] = []): Promise<Results<T>> {
    return this.exclusive((q) => q.query<T>(sql, params))
  }

  /** Applies supabase/migrations/*.sql not yet recorded, in file-name order. Returns how many ran. */
  async migrate(log: (line: string) => void = () => {}): Promise<number> {
    const files = existsSync(this.config.migrationsDir)
      ? (await readdir(this.config.migrationsDir)).filter((name) => /^\d+_.+\.sql$/.test(name)).sort()
      : []
    let count = 0
    for (const file of files) {
      const version = file.split("_")[0]!
      const name = file.slice(version.length + 1, -4)
      const done = await this.query("select 1 from supabase_migrations.schema_migrations where version = $1", [version])
      if (done.rows.length) continue
      const sql = await readFile(path.join(this.config.migrationsDir, file), "utf8")
      await this.asOwner(async (q) => {
        await q.exec(sql)
        await q.query("insert into supabase_migrations.schema_migrations (version, name) values ($1, $2)", [
          version,
          name,
        ])
      }).catch((error: Error) => {
        throw new Error(`migration ${file} failed: ${error.message}`, { cause: error })
      })
      log(`applied migration ${file}`)
      count++
    }
    return count
  }

  async seed(log: (line: string) => void = () => {}) {
    if (!existsSync(this.config.seedFile)) return
    const sql = await readFile(this.config.seedFile, "utf8")
    await this.asOwner((q) => q.exec(sql)).catch((error: Error) => {
      throw new Error(`seed.sql failed: ${error.message}`, { cause: error })
    })
    log("applied supabase/seed.sql")
    // supabase/seed-storage's files: rows in the snapshot; bytes now, and again on every start and
    // reset (prepareStorage), since an in-memory store starts empty.
    await this.asOwner((q) => insertSeedObjectRows(q, this.config))
    await restoreSeedObjectBytes(this)
  }

  /** Whether a state to return to is remembered (an in-memory database's start is). */
  get hasSnapshot() {
    return this.snapshot !== null
  }

  /** Remembers the current state so `restoreSnapshot()` can return to it in milliseconds. */
  async takeSnapshot() {
    this.snapshot = await this.exclusive(() => this.pg.dumpDataDir("none"))
  }

  /** Puts the database back to the last snapshot (used by tests between suites). */
  async restoreSnapshot() {
    const snapshot = this.snapshot
    if (!snapshot) throw new Error("no snapshot taken")
    await this.exclusive(async () => {
      const fresh = await createPglite(undefined, snapshot)
      await fresh.exec(`set search_path = "$user", public, extensions`)
      const old = this.pg
      this.pg = fresh
      await old.close()
    })
    for (const hook of this.afterMigrate) await hook(this)
  }

  async close() {
    await this.exclusive(() => this.pg.close())
  }
}

function createPglite(dataDir: string | undefined, loadDataDir?: Blob) {
  return PGlite.create({
    dataDir,
    loadDataDir,
    relaxedDurability: true,
    extensions: { pgcrypto, uuid_ossp, unaccent, pg_trgm },
  })
}

/** An error Postgres raised (PGlite's DatabaseError), as the APIs map it to their answers. */
export interface PgErrorLike {
  code: string
  message: string
  detail?: string
  hint?: string
}

export function isPgError(error: unknown): error is PgErrorLike {
  return (
    typeof error === "object" &&
    error !== null &&
    typeof (error as { code?: unknown }).code === "string" &&
    typeof (error as { message?: unknown }).message === "string" &&
    "severity" in error
  )
}

/** Deletes the on-disk database so the next start rebuilds it from migrations and seed. */
export async function removeDataDir(config: LocalConfig) {
  if (config.dataDir !== MEMORY) await rm(config.dataDir, { recursive: true, force: true })
}

/**
 * In-memory boots cache their database right after migrations and seed, keyed by everything
 * that shapes it (platform SQL, migration files, seed), so the next boot skips all of it.
 */
async function snapshotKey(config: LocalConfig): Promise<string> {
  const hash = createHash("sha256").update(PLATFORM_SQL)
  if (existsSync(config.migrationsDir)) {
    for (const name of (await readdir(config.migrationsDir)).sort()) {
      if (!name.endsWith(".sql")) continue
      hash.update(name).update(await readFile(path.join(config.migrationsDir, name)))
    }
  }
  if (existsSync(config.seedFile)) hash.update("seed").update(await readFile(config.seedFile))
  hash.update("seed-storage").update(await seedObjectsDigest(config))
  return hash.digest("hex").slice(0, 24)
}

const snapshotDir = (config: LocalConfig) =>
  process.env.LOCAL_SUPABASE_SNAPSHOT_DIR ?? path.join(config.projectRoot, ".data/snapshots")

async function readSnapshotCache(config: LocalConfig): Promise<{ blob: Blob } | null> {
  if (process.env.LOCAL_SUPABASE_SNAPSHOT_CACHE === "0") return null
  const file = path.join(snapshotDir(config), `${await snapshotKey(config)}.tar`)
  // Seeds use now(); an old snapshot would carry stale relative times (due retries, "3 hours ago").
  const fresh = await stat(file).then(
    (info) => Date.now() - info.mtimeMs < SNAPSHOT_MAX_AGE_MS,
    () => false
  )
  if (!fresh) return null
  return { blob: new Blob([await readFile(file)]) }
}

async function writeSnapshotCache(config: LocalConfig, dump: Blob) {
  if (process.env.LOCAL_SUPABASE_SNAPSHOT_CACHE === "0") return
  const dir = snapshotDir(config)
  await mkdir(dir, { recursive: true })
  const file = path.join(dir, `${await snapshotKey(config)}.tar`)
  // Parallel test workers may race: write aside, then rename atomically.
  const temp = `${file}.${process.pid}.${Date.now()}.tmp`
  await writeFile(temp, Buffer.from(await dump.arrayBuffer()))
  await rename(temp, file)
}
