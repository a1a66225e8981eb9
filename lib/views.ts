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
