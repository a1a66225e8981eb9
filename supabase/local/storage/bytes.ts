import { mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises"
import path from "node:path"
import type { LocalDatabase } from "../db.ts"

/**
 * Where object bytes live: files under `<dataDir>/storage/<bucket>/<version>` (so `npm run
 * db:reset` drops them with the database), a Map for `memory://`. Each upload writes a new
 * version (a server-made UUID, Storage's `version` column), so names from clients never become
 * file paths and a replaced file stays readable until its row points elsewhere.
 */
export interface ByteStore {
  put(bucket: string, version: string, bytes: Buffer): Promise<void>
  /** The bytes, or null when they are gone (a row without its file). */
  get(bucket: string, version: string): Promise<Buffer | null>
  delete(bucket: string, version: string): Promise<void>
  /** Every stored version, for pruning those no row refers to. */
  list(): Promise<Array<{ bucket: string; version: string }>>
}

class MemoryStore implements ByteStore {
  private readonly files = new Map<string, Buffer>()

  async put(bucket: string, version: string, bytes: Buffer) {
    this.files.set(`${bucket}\u0000${version}`, bytes)
  }

  async get(bucket: string, version: string) {
    return this.files.get(`${bucket}\u0000${version}`) ?? null
  }

  async delete(bucket: string, version: string) {
    this.files.delete(`${bucket}\u0000${version}`)
  }

  async list() {
    return [...this.files.keys()].map((key) => {
      const [bucket, version] = key.split("\u0000") as [string, string]
      return { bucket, version }
    })
  }
}

const VERSION = /^[0-9a-f-]{36}$/

class DiskStore implements ByteStore {
  constructor(private readonly root: string) {}

  // Bucket ids may hold any of Storage's allowed characters but '/'; only "." and ".." would
  // leave the root, so those are spelled with escapes.
  private dir(bucket: string) {
    return path.join(this.root, /^\.+$/.test(bucket) ? bucket.replace(/\./g, "%2E") : bucket)
  }

  private file(bucket: string, version: string) {
    if (!VERSION.test(version)) throw new Error(`not a storage version: ${version}`)
    return path.join(this.dir(bucket), version)
  }

  async put(bucket: string, version: string, bytes: Buffer) {
    await mkdir(this.dir(bucket), { recursive: true })
    await writeFile(this.file(bucket, version), bytes)
  }

  async get(bucket: string, version: string) {
    return readFile(this.file(bucket, version)).catch(() => null)
  }

  async delete(bucket: string, version: string) {
    await rm(this.file(bucket, version), { force: true })
  }

  async list() {
    const found: Array<{ bucket: string; version: string }> = []
    const buckets = await readdir(this.root, { withFileTypes: true }).catch(() => [])
    for (const entry of buckets) {
      if (!entry.isDirectory()) continue
      const bucket = /^(%2E)+$/.test(entry.name) ? entry.name.replace(/%2E/g, ".") : entry.name
      for (const version of await readdir(path.join(this.root, entry.name)).catch(() => [])) {
        if (VERSION.test(version)) found.push({ bucket, version })
      }
    }
    return found
  }
}

// One store per running database, so two servers in one process (tests) never share files.
const stores = new WeakMap<LocalDatabase, ByteStore>()

export function storeFor(db: LocalDatabase): ByteStore {
  let store = stores.get(db)
  if (!store) {
    store =
      db.config.dataDir === "memory://" ? new MemoryStore() : new DiskStore(path.join(db.config.dataDir, "storage"))
    stores.set(db, store)
  }
  return store
}

/**
 * Drops bytes that no storage.objects row points to: after a reset to the boot snapshot, and at
 * start after an upload that died between writing its file and its row.
 */
export async function pruneBytes(db: LocalDatabase) {
  const store = storeFor(db)
  const stored = await store.list()
  if (!stored.length) return
  const { rows } = await db.query<{ bucket_id: string; version: string }>(
    "select bucket_id, version from storage.objects where version is not null"
  )
  const live = new Set(rows.map((row) => `${row.bucket_id}\u0000${row.version}`))
  for (const { bucket, version } of stored) {
    if (!live.has(`${bucket}\u0000${version}`)) await store.delete(bucket, version)
  }
}
