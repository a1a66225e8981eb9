import type { RouteHandler } from "../context.ts"
import { BodyTooLargeError, readBody } from "../http.ts"
import { RestError, tableNotFound, toRestError } from "./errors.ts"
import { readTable } from "./read.ts"
import { authenticate, checkProfile, mediaType, preferences, type Auth } from "./request.ts"
import { send, sendError, type Outcome } from "./response.ts"
import { callFunction } from "./rpc.ts"
import { loadSchema, resetSchemaCache, type SchemaCache } from "./schema.ts"
import { deleteRows, insertRows, updateRows, type WriteRequest } from "./writes.ts"

export { resetSchemaCache }

/** Errors that may only mean the cached catalog is older than the database (DDL since it was read). */
const STALE_SCHEMA = new Set(["PGRST200", "PGRST202", "PGRST204", "PGRST205", "42P01", "42703", "42883"])

/** The PostgREST subset behind `/rest/v1`: tables by GET/HEAD/POST/PATCH/DELETE and `rpc/<fn>`. */
export const handleRest: RouteHandler = async (req, res, url, path, ctx) => {
  const head = req.method === "HEAD"
  let auth: Auth = { role: "anon", claims: { role: "anon" } }
  try {
    auth = await authenticate(req, url, ctx.config)
    checkProfile(req)
    const body = head || req.method === "GET" ? "" : await readBody(req, ctx.config.maxBodyBytes)
    let schema = await loadSchema(ctx.db)
    checkRole(schema, auth.role)
    const request = (current: SchemaCache): WriteRequest => ({
      ctx,
      req,
      url,
      auth,
      schema: current,
      prefs: preferences(req),
      ...mediaType(req),
      body,
    })
    let outcome: Outcome
    try {
      outcome = await dispatch(request(schema), path)
    } catch (error) {
      const code = (error as { code?: unknown }).code
      if (typeof code !== "string" || !STALE_SCHEMA.has(code)) throw error
      resetSchemaCache()
      schema = await loadSchema(ctx.db)
      outcome = await dispatch(request(schema), path)
    }
    send(res, outcome, head)
  } catch (error) {
    if (error instanceof BodyTooLargeError) {
      return sendError(
        res,
        new RestError(
          413,
          "PGRST413",
          "Payload Too Large",
          `The request body is larger than ${ctx.config.maxBodyBytes} bytes`,
          null,
          // The rest of the body was never read, so this connection cannot carry another request.
          { Connection: "close" }
        ),
        head
      )
    }
    sendError(res, toRestError(error, auth.role), head)
  }
}

function checkRole(schema: SchemaCache, role: string) {
  if (schema.roles.has(role)) return
  if (schema.allRoles.has(role)) throw new RestError(403, "42501", `permission denied to set role "${role}"`)
  throw new RestError(401, "22023", `role "${role}" does not exist`)
}

function decodeSegment(segment: string) {
  try {
    return decodeURIComponent(segment)
  } catch {
    throw new RestError(404, "PGRST125", "Invalid path specified in request URL")
  }
}

async function dispatch(r: WriteRequest, path: string): Promise<Outcome> {
  const segments = path.split("/").filter(Boolean).map(decodeSegment)
  const method = r.req.method ?? "GET"
  if (segments.length === 2 && segments[0] === "rpc") {
    if (!["GET", "HEAD", "POST"].includes(method)) {
      throw new RestError(405, "PGRST101", "Only GET, HEAD and POST are allowed for functions")
    }
    return callFunction(r, segments[1]!)
  }
  if (segments.length !== 1) throw new RestError(404, "PGRST125", `Invalid path specified in request URL`)
  const relation = r.schema.relations.get(segments[0]!)
  if (!relation) throw tableNotFound(segments[0]!)
  switch (method) {
    case "GET":
    case "HEAD":
      return readTable(r, relation)
    case "POST":
      return insertRows(r, relation)
    case "PATCH":
      return updateRows(r, relation)
    case "DELETE":
      return deleteRows(r, relation)
    default:
      throw new RestError(405, "PGRST117", `Unsupported HTTP method: ${method}`)
  }
}
