import type { IncomingMessage, ServerResponse } from "node:http"
import type { LocalContext } from "../context.ts"
import type { SessionMeta } from "./sessions.ts"

/** Everything an /auth/v1 handler needs about the request it serves. */
export interface AuthRequest {
  req: IncomingMessage
  res: ServerResponse
  url: URL
  ctx: LocalContext
  ip: string
  externalUrl: string
  meta: SessionMeta
}
