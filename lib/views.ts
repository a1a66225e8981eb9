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

const DAY_FORMAT = new Intl.DateTimeFormat("en-CA", {
  timeZone: "America/Sao_Paulo",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
})

/** The calendar day of `at` in Brazil (YYYY-MM-DD): views are counted once per visitor per this day. */
export function viewDay(at: Date = new Date()): string {
  return DAY_FORMAT.format(at)
}

export interface Visit {
  address: string
  userAgent: string
  day: string
}

/**
 * Who a view report comes from, as increment_post_views stores it: HMAC-SHA-256 (64 hex characters)
 * of the client's address, user agent and day, keyed with a secret only the server holds. No
 * address is stored, a guessed address cannot be checked against it without the key, and the
 * same visitor's hashes of two days cannot be linked.
 */
export async function visitorHash(secret: string, visit: Visit): Promise<string> {
  const encoder = new TextEncoder()
  const key = await crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, [
    "sign",
  ])
  // Newlines cannot occur in header values, so the fields cannot run into each other.
  const message = ["post-view", visit.day, visit.address, visit.userAgent].join("\n")
  const mac = await crypto.subtle.sign("HMAC", key, encoder.encode(message))
  return Array.from(new Uint8Array(mac), (byte) => byte.toString(16).padStart(2, "0")).join("")
}
