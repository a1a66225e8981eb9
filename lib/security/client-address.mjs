// Which address a request came from, in one place for the production server (server.mjs pins it on
// every request) and the app's rate limits (which read it back). Plain JavaScript: server.mjs runs
// without a build step.

/**
 * The client's address as proxy-addr's "trust N hops" reads it: the socket's peer when no proxy is
 * trusted (N = 0, the default); behind N proxies, the address the outermost trusted one appended to
 * X-Forwarded-For. Entries further left were written by the client and prove nothing.
 * @param {string | undefined} socketAddress
 * @param {string | undefined} forwardedFor
 * @param {number} trustedHops
 */
export function clientAddressOf(socketAddress, forwardedFor, trustedHops) {
  const hops = (forwardedFor ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean)
    .reverse()
  const chain = [socketAddress ?? "", ...hops].map(plainAddress)
  return chain[Math.min(trustedHops, chain.length - 1)] || "unknown"
}

/** "::ffff:203.0.113.9" is an IPv4 peer on a dual-stack socket: count it as "203.0.113.9". */
function plainAddress(address) {
  return address.startsWith("::ffff:") && address.includes(".") ? address.slice(7) : address
}

/** TRUSTED_PROXY_HOPS: how many proxies in front of this server append to X-Forwarded-For (default 0). */
export function trustedProxyHops(env = process.env) {
  const raw = env.TRUSTED_PROXY_HOPS?.trim() || "0"
  const hops = Number(raw)
  if (!Number.isInteger(hops) || hops < 0 || hops > 10) {
    throw new Error(`TRUSTED_PROXY_HOPS must be a whole number from 0 to 10, got "${raw}"`)
  }
  return hops
}

/**
 * Replaces the request's forwarding headers with the one address worked out from the socket and the
 * trusted hops, before Next sees them (Next keeps an X-Forwarded-For it is given, so a client-sent
 * one would otherwise reach the app as is).
 * @param {import("node:http").IncomingMessage} req
 * @param {number} trustedHops
 */
export function pinClientAddress(req, trustedHops) {
  const forwarded = req.headers["x-forwarded-for"]
  const joined = Array.isArray(forwarded) ? forwarded.join(",") : forwarded
  req.headers["x-forwarded-for"] = clientAddressOf(req.socket.remoteAddress, joined, trustedHops)
  delete req.headers["x-real-ip"]
}

/**
 * The client's address as the app sees it: the single X-Forwarded-For entry server.mjs pinned.
 * (Under `next dev`, which pins nothing, the right-most entry.)
 * @param {Headers} headers
 */
export function requestClientAddress(headers) {
  return headers.get("x-forwarded-for")?.split(",").at(-1)?.trim() || "unknown"
}
