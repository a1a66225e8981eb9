import { sendJson } from "../http.ts"
import { storeFor } from "./bytes.ts"
import { ERRORS, StorageError } from "./errors.ts"
import { mustBeValidBucketName, parseFileSizeLimit, validateAllowedMimeTypes } from "./limits.ts"
import { readJson, runAs, runAsService, type StorageRequest } from "./request.ts"

export interface Bucket {
  id: string
  public: boolean
  file_size_limit: number | null
  allowed_mime_types: string[] | null
}

/** A bucket's settings read with the service role, as Storage reads them before RLS applies. */
export async function findBucket(s: StorageRequest, id: string): Promise<Bucket | null> {
  const { rows } = await runAsService(s, "storage.bucket.find", (q) =>
    q.query<Bucket>("select id, public, file_size_limit, allowed_mime_types from storage.buckets where id = $1", [id])
  )
  const row = rows[0]
  if (!row) return null
  return {
    ...row,
    public: Boolean(row.public),
    file_size_limit: row.file_size_limit === null ? null : Number(row.file_size_limit),
  }
}

const COLUMNS = "id, name, owner, public, type, created_at, updated_at, file_size_limit, allowed_mime_types"
const SORTABLE = new Set(["id", "name", "created_at", "updated_at"])

/** `/bucket` routes: list, get, create, update, delete and empty; RLS on storage.buckets decides. */
export async function handleBucket(s: StorageRequest, segments: string[]) {
  const method = s.req.method ?? "GET"
  const [id, action, ...extra] = segments
  if (extra.length) throw ERRORS.routeNotFound(method, s.url.pathname)
  if (id === undefined) {
    if (method === "GET") return listBuckets(s)
    if (method === "POST") return createBucket(s)
  } else if (action === undefined) {
    if (method === "GET") return getBucket(s, id)
    if (method === "PUT") return updateBucket(s, id)
    if (method === "DELETE") return deleteBucket(s, id)
  } else if (action === "empty" && method === "POST") {
    return emptyBucket(s, id)
  }
  throw ERRORS.routeNotFound(method, s.url.pathname)
}

async function listBuckets(s: StorageRequest) {
  const params = s.url.searchParams
  const values: unknown[] = []
  let sql = `select ${COLUMNS} from storage.buckets`
  const search = params.get("search")
  if (search) {
    values.push(`%${search.replace(/[\\%_]/g, "\\$&")}%`)
    sql += ` where name ilike $${values.length}`
  }
  const column = params.get("sortColumn")
  if (column && SORTABLE.has(column)) {
    sql += ` order by ${column} ${params.get("sortOrder")?.toLowerCase() === "desc" ? "desc" : "asc"}`
  }
  for (const name of ["limit", "offset"] as const) {
    const value = params.get(name)
    if (value === null) continue
    if (!/^\d+$/.test(value)) throw ERRORS.invalidRequest(`querystring/${name} must be integer`)
    values.push(Number(value))
    sql += ` ${name} $${values.length}`
  }
  const caller = await s.caller()
  const { rows } = await runAs(s, caller, "storage.bucket.list", (q) => q.query(sql, values), { readOnly: true })
  sendJson(s.res, 200, rows)
}

// Storage's getBucket route selects these eight columns (no `type`).
const GET_COLUMNS = "id, name, owner, public, created_at, updated_at, file_size_limit, allowed_mime_types"

async function getBucket(s: StorageRequest, id: string) {
  const caller = await s.caller()
  const { rows } = await runAs(
    s,
    caller,
    "storage.bucket.get",
    (q) => q.query(`select ${GET_COLUMNS} from storage.buckets where id = $1`, [id]),
    { readOnly: true }
  )
  if (!rows[0]) throw ERRORS.noSuchBucket()
  sendJson(s.res, 200, rows[0])
}

async function createBucket(s: StorageRequest) {
  const caller = await s.caller()
  const body = await readJson(s.req)
  if (typeof body.name !== "string") throw ERRORS.invalidRequest("body must have required property 'name'")
  if (body.type !== undefined && body.type !== "STANDARD") {
    throw new StorageError(409, "FeatureNotEnabled", "The feature iceberg_catalog is not enabled for this resource")
  }
  const name = body.name
  mustBeValidBucketName(name)
  const id = typeof body.id === "string" && body.id ? body.id : name
  mustBeValidBucketName(id)
  const row = {
    id,
    name,
    owner: caller.sub && isUuid(caller.sub) ? caller.sub : null,
    owner_id: caller.sub ?? null,
    public: body.public === true,
    file_size_limit: parseFileSizeLimit(body.file_size_limit),
    allowed_mime_types: validateAllowedMimeTypes(body.allowed_mime_types),
  }
  // No RETURNING: that would need a SELECT policy the caller may not have, as in Storage.
  await runAs(s, caller, "storage.bucket.create", (q) =>
    q.query(
      `insert into storage.buckets (id, name, owner, owner_id, public, file_size_limit, allowed_mime_types)
       values ($1, $2, $3, $4, $5, $6, $7)`,
      [row.id, row.name, row.owner, row.owner_id, row.public, row.file_size_limit, row.allowed_mime_types]
    )
  ).catch((error: unknown) => {
    if ((error as { code?: string }).code === "23505") throw ERRORS.bucketAlreadyExists()
    throw error
  })
  sendJson(s.res, 200, { name })
}

async function updateBucket(s: StorageRequest, id: string) {
  mustBeValidBucketName(id)
  const caller = await s.caller()
  const body = await readJson(s.req)
  const sets: string[] = []
  const values: unknown[] = [id]
  const set = (column: string, value: unknown) => {
    values.push(value)
    sets.push(`${column} = $${values.length}`)
  }
  if (body.public !== undefined) set("public", body.public === true)
  if (body.file_size_limit !== undefined) set("file_size_limit", parseFileSizeLimit(body.file_size_limit))
  if (body.allowed_mime_types !== undefined)
    set("allowed_mime_types", validateAllowedMimeTypes(body.allowed_mime_types))
  if (!sets.length) throw ERRORS.noContentProvided()
  const updated = await runAs(s, caller, "storage.bucket.update", (q) =>
    q.query(`update storage.buckets set ${sets.join(", ")} where id = $1`, values)
  )
  if (!updated.affectedRows) throw ERRORS.noSuchBucket()
  sendJson(s.res, 200, { message: "Successfully updated" })
}

async function deleteBucket(s: StorageRequest, id: string) {
  const caller = await s.caller()
  if (!(await findBucket(s, id))) throw ERRORS.noSuchBucket()
  const { rows } = await runAsService(s, "storage.bucket.delete", (q) =>
    q.query("select 1 from storage.objects where bucket_id = $1 limit 1", [id])
  )
  if (rows.length) throw ERRORS.bucketNotEmpty()
  const deleted = await runAs(s, caller, "storage.bucket.delete", (q) =>
    q.query("delete from storage.buckets where id = $1", [id])
  )
  if (!deleted.affectedRows) throw ERRORS.noSuchBucket()
  sendJson(s.res, 200, { message: "Successfully deleted" })
}

/**
 * Storage registers this route for the service role only (`enforceJwtRoles: [dbServiceRole]`):
 * anyone else gets 403. Storage queues the deletion; here the objects go at once, bytes after commit.
 */
async function emptyBucket(s: StorageRequest, id: string) {
  const caller = await s.caller()
  if (!caller.authenticated) throw ERRORS.accessDenied("Access denied: JWT is not authenticated").withHttpStatus(403)
  if (caller.role !== "service_role") throw ERRORS.accessDenied("Access denied: Invalid role").withHttpStatus(403)
  if (!(await findBucket(s, id))) throw ERRORS.noSuchBucket()
  const { rows } = await runAs(s, caller, "storage.bucket.empty", (q) =>
    q.query<{ version: string | null }>("delete from storage.objects where bucket_id = $1 returning version", [id])
  )
  const store = storeFor(s.ctx.db)
  for (const row of rows) if (row.version) await store.delete(id, row.version)
  sendJson(s.res, 200, { message: "Empty bucket has been queued. Completion may take up to an hour." })
}

export const isUuid = (value: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-5][0-9a-f]{3}-[089ab][0-9a-f]{3}-[0-9a-f]{12}$/i.test(value)
