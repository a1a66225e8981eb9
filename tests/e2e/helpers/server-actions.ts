import { readFileSync } from "node:fs"
import { createRequire } from "node:module"
import path from "node:path"

import type { APIRequestContext } from "@playwright/test"

interface ManifestEntry {
  filename: string
  exportedName: string
}

/** Every server function of the build (.next/server/server-reference-manifest.json), by id. */
export function serverFunctions(): { id: string; file: string; name: string }[] {
  const file = path.join(import.meta.dirname, "../../../.next/server/server-reference-manifest.json")
  const manifest = JSON.parse(readFileSync(file, "utf8")) as { node: Record<string, ManifestEntry> }
  return Object.entries(manifest.node).map(([id, entry]) => ({ id, file: entry.filename, name: entry.exportedName }))
}

/** The id of one exported server action, e.g. actionId("app/(admin)/admin/blog/actions.ts", "savePost"). */
export function actionId(file: string, name: string) {
  const found = serverFunctions().find((entry) => entry.file === file && entry.name === name)
  if (!found) throw new Error(`no server action ${name} in ${file}: did the build change?`)
  return found.id
}

type EncodeReply = (value: unknown[]) => Promise<string | FormData>
// React's own encoder for server function arguments: the exact bytes a browser would send.
const { encodeReply } = createRequire(import.meta.url)("next/dist/compiled/react-server-dom-webpack/client.edge") as {
  encodeReply: EncodeReply
}

export interface ActionAnswer {
  status: number
  /** Where the action (x-action-redirect) or the proxy before it (Location) sent the caller, if anywhere. */
  redirect: string | null
  /** The RSC stream: the action's serialised return value is in it. */
  body: string
}

/**
 * Calls a server action the way the browser does, posting to `page`: the page whose form uses it
 * (the proxy's rules for that path apply first, as they do for the browser). `origin` must be the
 * app's own, or Next refuses the call as cross-site. Redirects are reported, not followed.
 */
export async function callAction(
  context: APIRequestContext,
  origin: string,
  id: string,
  args: unknown[],
  page = "/"
): Promise<ActionAnswer> {
  const body = await encodeReply(args)
  const headers: Record<string, string> = { "Next-Action": id, Accept: "text/x-component", Origin: origin }
  const response =
    typeof body === "string"
      ? await context.post(page, {
          headers: { ...headers, "Content-Type": "text/plain;charset=UTF-8" },
          data: body,
          maxRedirects: 0,
        })
      : await context.post(page, { headers, multipart: body, maxRedirects: 0 })
  const target = response.headers()["x-action-redirect"] ?? response.headers()["location"] ?? null
  const redirect = target ? new URL(target.split(";")[0]!, "http://app.invalid") : null
  return {
    status: response.status(),
    redirect: redirect ? `${redirect.pathname}${redirect.search}` : null,
    body: await response.text(),
  }
}

/** Form fields as the FormData a form would send. */
export function formData(fields: Record<string, string>) {
  const data = new FormData()
  for (const [name, value] of Object.entries(fields)) data.append(name, value)
  return data
}

/**
 * The rows of an RSC stream, in order. Rows are "<hex id>:<value>\n", except long strings, which
 * travel in text rows "<hex id>:T<hex byte length>,<text>" with no line break after them; so the
 * stream is walked row by row, in bytes. A text row's value is given as a JSON string.
 */
export function flightRows(body: string): { id: string; value: string }[] {
  const bytes = Buffer.from(body, "utf8")
  const rows: { id: string; value: string }[] = []
  let at = 0
  while (at < bytes.length) {
    const colon = bytes.indexOf(":", at)
    if (colon < 0) break
    const id = bytes.subarray(at, colon).toString("latin1")
    if (bytes[colon + 1] === "T".charCodeAt(0)) {
      const comma = bytes.indexOf(",", colon)
      const end = comma + 1 + parseInt(bytes.subarray(colon + 2, comma).toString("latin1"), 16)
      rows.push({ id, value: JSON.stringify(bytes.subarray(comma + 1, end).toString("utf8")) })
      at = end
      continue
    }
    const newline = bytes.indexOf("\n", colon)
    const end = newline < 0 ? bytes.length : newline
    rows.push({ id, value: bytes.subarray(colon + 1, end).toString("utf8") })
    at = end + 1
  }
  return rows
}

/**
 * What a server function returned: row 0's "a", with references to other rows ("$@1", "$1")
 * resolved, so an answer inlined from the cache and one streamed in rows of their own compare equal.
 */
export function actionResult(body: string): unknown {
  const rows = new Map(flightRows(body).map((row) => [row.id, row.value]))
  const parse = (text: string): unknown => {
    try {
      return JSON.parse(text)
    } catch {
      return text
    }
  }
  const resolve = (value: unknown): unknown => {
    if (typeof value === "string") {
      const ref = /^\$@?([0-9a-f]+)$/.exec(value)
      const target = ref ? rows.get(ref[1]!) : undefined
      return target === undefined ? value : resolve(parse(target))
    }
    if (Array.isArray(value)) return value.map(resolve)
    if (value && typeof value === "object") {
      return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, resolve(item)]))
    }
    return value
  }
  const root = parse(rows.get("0") ?? "null")
  return resolve(root && typeof root === "object" && "a" in root ? root.a : root)
}
