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
