import { sendJson } from "../http.ts"
import type { RouteHandler } from "../context.ts"

export const handleAuth: RouteHandler = async (_req, res) => {
  sendJson(res, 501, { code: 501, error_code: "not_implemented", msg: "not implemented yet" })
}

export const handleOutbox: RouteHandler = async (_req, res) => {
  sendJson(res, 501, { message: "not implemented yet" })
}
