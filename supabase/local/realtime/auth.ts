import { verifyJwt, type Claims } from "../jwt.ts"

export type TokenCheck = { ok: true; claims: Claims; role: string; exp: number } | { ok: false; reason: string }

/** Realtime's own token rules: HS256 signature, and `role` plus `exp` are mandatory. */
export async function checkToken(token: unknown, secret: string): Promise<TokenCheck> {
  if (typeof token !== "string" || token === "") return { ok: false, reason: "InvalidJWTToken: Token is missing" }
  let claims: Claims
  try {
    claims = await verifyJwt(token, secret)
  } catch (error) {
    if (error instanceof Error && "expired" in error && error.expired) {
      const exp = decodeExp(token)
      const ago = exp === null ? 0 : Math.max(0, Math.floor(Date.now() / 1000) - exp)
      return { ok: false, reason: `InvalidJWTToken: Token has expired ${ago} seconds ago` }
    }
    return { ok: false, reason: "InvalidJWTToken: Invalid token" }
  }
  if (typeof claims.role !== "string" || typeof claims.exp !== "number")
    return { ok: false, reason: "InvalidJWTToken: Fields `role` and `exp` are required in JWT" }
  return { ok: true, claims, role: claims.role, exp: claims.exp }
}

function decodeExp(token: string): number | null {
  try {
    const body: unknown = JSON.parse(Buffer.from(token.split(".")[1] ?? "", "base64url").toString("utf8"))
    const exp = typeof body === "object" && body !== null && "exp" in body ? body.exp : null
    return typeof exp === "number" ? exp : null
  } catch {
    return null
  }
}
