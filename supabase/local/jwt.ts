import { jwtVerify, SignJWT, type JWTPayload } from "jose"

export type Claims = JWTPayload & { role?: string; [claim: string]: unknown }

const keyCache = new Map<string, Uint8Array>()
const keyOf = (secret: string) => {
  let key = keyCache.get(secret)
  if (!key) keyCache.set(secret, (key = new TextEncoder().encode(secret)))
  return key
}

export async function signJwt(claims: Claims, secret: string): Promise<string> {
  return new SignJWT(claims).setProtectedHeader({ alg: "HS256", typ: "JWT" }).sign(keyOf(secret))
}

export class JwtError extends Error {
  constructor(
    message: string,
    readonly expired = false
  ) {
    super(message)
  }
}

/** Verifies an HS256 token and returns its claims; throws JwtError when it is malformed, forged or expired. */
export async function verifyJwt(token: string, secret: string): Promise<Claims> {
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), { algorithms: ["HS256"] })
    return payload as Claims
  } catch (error) {
    const code = (error as { code?: string }).code
    if (code === "ERR_JWT_EXPIRED") throw new JwtError("JWT expired", true)
    throw new JwtError("invalid JWT")
  }
}
