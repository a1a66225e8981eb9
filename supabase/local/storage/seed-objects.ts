import { createHash, randomUUID } from "node:crypto"
import { existsSync } from "node:fs"
import { readdir, readFile } from "node:fs/promises"
import path from "node:path"
import type { LocalConfig } from "../config.ts"
import type { LocalDatabase, Queryable } from "../db.ts"
import { storeFor } from "./bytes.ts"

/**
 * Demo files stored after supabase/seed.sql, as the Supabase CLI seeds buckets from config.toml's
 * `[storage.buckets.<id>] objects_path`: every file under `supabase/seed-storage/<bucket>/` becomes
 * the object `<its path below the bucket folder>` of that bucket (which a migration created). The
 * rows are written with the seed, so they are part of the boot snapshot; the bytes are put back
 * on every start and reset (`prepareStorage`), since an in-memory store starts empty.
 */
export interface SeedObject {
  bucket: string
  name: string
  file: string
}

const MIME_TYPES: Record<string, string> = {
  ".pdf": "application/pdf",
  ".csv": "text/csv",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".xlsx": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  ".ods": "application/vnd.oasis.opendocument.spreadsheet",
  ".docx": "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  ".odt": "application/vnd.oasis.opendocument.text",
}

/** Beside the seed file: supabase/seed-storage for the product, a fixture's own folder for tests. */
export const seedStorageDir = (config: LocalConfig) => path.join(path.dirname(config.seedFile), "seed-storage")

/** The seed files, in a stable order (bucket, then name). */
export async function listSeedObjects(config: LocalConfig): Promise<SeedObject[]> {
  const root = seedStorageDir(config)
  if (!existsSync(root)) return []
  const found: SeedObject[] = []
  for (const bucket of (await readdir(root, { withFileTypes: true })).filter((e) => e.isDirectory())) {
    const bucketDir = path.join(root, bucket.name)
    for (const entry of await readdir(bucketDir, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile() || entry.name.startsWith(".")) continue
      const file = path.join(entry.parentPath, entry.name)
      found.push({ bucket: bucket.name, name: path.relative(bucketDir, file).split(path.sep).join("/"), file })
    }
  }
  return found.sort((a, b) => a.bucket.localeCompare(b.bucket) || a.name.localeCompare(b.name))
}

/** Writes the seed files' rows (inside the seed's owner transaction). An existing object stays. */
export async function insertSeedObjectRows(q: Queryable, config: LocalConfig) {
  for (const object of await listSeedObjects(config)) {
    const bytes = await readFile(object.file)
    const metadata = {
      eTag: `"${createHash("md5").update(bytes).digest("hex")}"`,
      size: bytes.length,
      mimetype: MIME_TYPES[path.extname(object.name).toLowerCase()] ?? "application/octet-stream",
      cacheControl: "max-age=3600",
      lastModified: new Date(Math.floor(Date.now() / 1000) * 1000).toISOString(),
      contentLength: bytes.length,
      httpStatusCode: 200,
    }
    await q.query(
      `insert into storage.objects (bucket_id, name, metadata, user_metadata, version)
       values ($1, $2, $3, '{}', $4)
       on conflict (name, bucket_id) do nothing`,
      [object.bucket, object.name, JSON.stringify(metadata), randomUUID()]
    )
  }
}

/** Puts back the bytes of seed objects whose row is there and whose version has no file. */
export async function restoreSeedObjectBytes(db: LocalDatabase) {
  const objects = await listSeedObjects(db.config)
  if (!objects.length) return
  const store = storeFor(db)
  for (const object of objects) {
    const { rows } = await db.query<{ version: string | null }>(
      "select version from storage.objects where bucket_id = $1 and name = $2",
      [object.bucket, object.name]
    )
    const version = rows[0]?.version
    if (!version || (await store.get(object.bucket, version))) continue
    await store.put(object.bucket, version, await readFile(object.file))
  }
}

/** What the boot snapshot's key adds for the seed files: their names and bytes. */
export async function seedObjectsDigest(config: LocalConfig): Promise<string> {
  const hash = createHash("sha256")
  for (const object of await listSeedObjects(config)) {
    hash.update(`${object.bucket}/${object.name}\u0000`).update(await readFile(object.file))
  }
  return hash.digest("hex")
}
