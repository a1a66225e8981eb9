import { sendJson } from "../http.ts"
import type { RouteHandler } from "../context.ts"

export const handleRest: RouteHandler = async (_req, res) => {
  sendJson(res, 501, { code: "PGRST000", message: "not implemented yet", details: null, hint: null })
}
