/**
 * The line `npm run dev` and `npm start` print about NEXT_PUBLIC_SITE_URL: absolute links (share
 * buttons, RSS, sitemap, robots, e-mails) carry that address, not the one the browser happens to
 * use, so opening the app at 127.0.0.1 or another port is less confusing when it is said up front.
 */

/** lib/env.ts's fallback when NEXT_PUBLIC_SITE_URL is unset; kept in step by site-url-notice.test.ts. */
export const DEFAULT_SITE_URL = "http://localhost:3000"

/** Whether a command serves the app (so its links matter now), as opposed to building or testing. */
export function servesApp(command: readonly string[]): boolean {
  const [program, first] = command
  return (
    (program === "next" && (first === "dev" || first === "start")) || (program === "node" && first === "server.mjs")
  )
}

export function siteUrlNotice(env: Readonly<Record<string, string | undefined>>): string {
  const configured = env.NEXT_PUBLIC_SITE_URL?.trim()
  if (configured)
    return `[dev] absolute links (share, RSS, sitemap, robots, e-mails) use NEXT_PUBLIC_SITE_URL=${configured}`
  return (
    `[dev] absolute links (share, RSS, sitemap, robots, e-mails) use ${DEFAULT_SITE_URL} (NEXT_PUBLIC_SITE_URL unset);` +
    " to open the app at another address, set NEXT_PUBLIC_SITE_URL in .env.local"
  )
}
