import type { IncomingMessage, ServerResponse } from "node:http"
import type { LocalConfig } from "./config.ts"
import type { LocalDatabase } from "./db.ts"

export interface LocalContext {
  config: LocalConfig
  db: LocalDatabase
  log: (line: string) => void
}

/** Handles one HTTP request under a prefix; `path` is what follows the prefix (e.g. "/profiles"). */
export type RouteHandler = (
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  path: string,
  ctx: LocalContext
) => Promise<void>
