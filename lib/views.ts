// User agents that announce automation: crawlers, link previews, monitors, HTTP libraries.
const AUTOMATED_AGENT =
  /bot\b|bot[/;-]|crawl|spider|slurp|archiver|facebookexternalhit|embedly|preview|lighthouse|headlesschrome|phantomjs|pingdom|uptime|monitor|curl\/|wget\/|python-requests|python-urllib|httpclient|okhttp|go-http-client|node-fetch|undici|axios\/|java\//i

/** True for requests a browser or proxy makes ahead of a visit (link prefetch, speculative prerender). */
export function isPrefetchRequest(headers: Headers): boolean {
  const purpose = [headers.get("sec-purpose"), headers.get("purpose"), headers.get("x-purpose"), headers.get("x-moz")]
  return purpose.some((value) => value?.toLowerCase().includes("prefetch"))
}

/** True when the user agent says it is a bot, or says nothing at all. */
export function isAutomatedAgent(userAgent: string | null | undefined): boolean {
  const agent = userAgent?.trim()
  return !agent || AUTOMATED_AGENT.test(agent)
}

/** Whether a view report should be counted: a real visit, not a prefetch or a self-declared bot. */
export function shouldCountView(headers: Headers): boolean {
  return !isPrefetchRequest(headers) && !isAutomatedAgent(headers.get("user-agent"))
}

/**
 * The reader a view report counts for: her address, with an IPv6 address cut to its /64, the
 * block one household or phone gets and can walk through freely. Anything else is used as given.
 */
export function viewerAddress(address: string): string {
  const text = address.trim().toLowerCase()
  if (!text.includes(":") || text.includes(".")) return text
  const [head = "", tail] = text.split("::")
  const left = head ? head.split(":") : []
  const right = tail ? tail.split(":") : []
  const groups =
    tail === undefined ? left : [...left, ...Array<string>(8 - left.length - right.length).fill("0"), ...right]
  if (groups.length !== 8 || groups.some((group) => !/^[0-9a-f]{1,4}$/.test(group))) return text
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ""))
    .join(":")}::/64`
}

/**
 * Who a view report comes from, as increment_post_views stores it: HMAC-SHA-256 (64 hex characters)
 * of the reader's address (viewerAddress), keyed with a secret only the server holds. The user
 * agent is left out on purpose: a client changing it would otherwise count as a new reader on
 * every report. No address is stored, and a guessed address cannot be checked against it without
 * the key; the database keeps a hash for two days at most.
 */
export async function visitorHash(secret: string, address: string): Promise<string> {
  const encoder = new TextEncoder()
  const key = await crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, [
    "sign",
  ])
  const mac = await crypto.subtle.sign("HMAC", key, encoder.encode(`post-view\n${viewerAddress(address)}`))
  return Array.from(new Uint8Array(mac), (byte) => byte.toString(16).padStart(2, "0")).join("")
}
