import { isIP } from "node:net"

/** Supabase Auth's header for the end user's address on server-side calls (GoTrue internal/sbff). */
export const SB_FORWARDED_FOR = "Sb-Forwarded-For"

function pathOf(input: RequestInfo | URL): string {
  const href = typeof input === "string" ? input : input instanceof URL ? input.href : input.url
  return new URL(href).pathname
}

/**
 * A fetch for the server's session clients: calls to the auth service name the visitor's address
 * in Sb-Forwarded-For, with the secret key the auth service believes that header from (hosted:
 * "IP address forwarding"; the local backend the same). Without it every visitor would share this
 * server's address, and its per-address sign-in bucket, at the auth service. Other calls, and
 * requests whose visitor address is not an IP, go out unchanged.
 */
export function forwardingFetch(clientAddress: string, secretKey: string, base: typeof fetch = fetch): typeof fetch {
  if (isIP(clientAddress) === 0) return base
  return (input, init) => {
    if (!pathOf(input).startsWith("/auth/v1/")) return base(input, init)
    const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined))
    headers.set("apikey", secretKey)
    headers.set(SB_FORWARDED_FOR, clientAddress)
    return base(input, { ...init, headers })
  }
}
