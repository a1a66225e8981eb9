import type { Server } from "node:http"
import type { LocalContext } from "../context.ts"
import type { LocalDatabase } from "../db.ts"

/** Installs what realtime needs in the database after migrations (change capture). */
export async function prepareRealtime(_db: LocalDatabase): Promise<void> {}

/** Serves /realtime/v1/websocket on the given HTTP server. Returns a function that closes every socket. */
export function attachRealtime(_server: Server, _ctx: LocalContext): () => Promise<void> {
  return async () => {}
}
