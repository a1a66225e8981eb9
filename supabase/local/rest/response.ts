import type { ServerResponse } from "node:http"
import { RestError } from "./errors.ts"

/** What a handler produced; `body` is JSON text built by PostgreSQL, or null for an empty body. */
export interface Outcome {
  status: number
  body: string | null
  headers?: Record<string, string>
  singular?: boolean
}

export function send(res: ServerResponse, outcome: Outcome, head: boolean) {
  res.statusCode = outcome.status
  for (const [name, value] of Object.entries(outcome.headers ?? {})) res.setHeader(name, value)
  if (outcome.body === null) {
    res.end()
    return
  }
  const type = outcome.singular ? "application/vnd.pgrst.object+json" : "application/json"
  res.setHeader("Content-Type", `${type}; charset=utf-8`)
  res.end(head ? undefined : outcome.body)
}

export function sendError(res: ServerResponse, error: RestError, head: boolean) {
  if (res.headersSent) return void res.end()
  res.statusCode = error.status
  for (const [name, value] of Object.entries(error.headers)) res.setHeader(name, value)
  res.setHeader("Content-Type", "application/json; charset=utf-8")
  res.setHeader("Proxy-Status", `PostgREST; error=${error.code}`)
  res.end(head ? undefined : JSON.stringify(error.body()))
}

export function singularError(count: number) {
  return new RestError(
    406,
    "PGRST116",
    "Cannot coerce the result to a single JSON object",
    `The result contains ${count} rows`
  )
}

/** Status and Content-Range of a read, with PostgREST's range arithmetic (RangeQuery.hs). */
export function readRange(offset: number, returned: number, total: number | null): { status: number; range: string } {
  const upper = offset + returned - 1
  const part = returned === 0 || upper < offset ? "*" : `${offset}-${upper}`
  const range = `${part}/${total ?? "*"}`
  if (total === null) return { status: 200, range }
  if (offset > total) {
    throw new RestError(
      416,
      "PGRST103",
      "Requested range not satisfiable",
      `An offset of ${offset} was requested, but there are only ${total} rows.`,
      null,
      {
        "Content-Range": `*/${total}`,
      }
    )
  }
  return { status: returned < total ? 206 : 200, range }
}
