/**
 * A device's name in her list of devices that receive push notifications ("Chrome no Android",
 * "Safari no iPhone"), read from the browser's user agent when she turns push on. Pure and
 * isomorphic: the browser names itself, the action checks the name like any other text. The name
 * only helps her tell her devices apart, so a guess is fine and nothing depends on it.
 */

export const DEVICE_NAME_MAX = 80

// Order matters: most browsers also say "Chrome" and "Safari" in their user agent.
const BROWSERS: readonly [RegExp, string][] = [
  [/\b(Edg|EdgA|EdgiOS)\//, "Edge"],
  [/\b(OPR|OPT|Opera)\//, "Opera"],
  [/\bSamsungBrowser\//, "Samsung Internet"],
  [/\b(Firefox|FxiOS)\//, "Firefox"],
  [/\b(CriOS|Chrome|Chromium|HeadlessChrome)\//, "Chrome"],
  [/\bVersion\/[\d.]+.*\bSafari\//, "Safari"],
]

// iPhone and iPad before Mac (their user agents say "like Mac OS X"), Android before Linux.
const PLATFORMS: readonly [RegExp, string][] = [
  [/\biPhone\b/, "iPhone"],
  [/\biPad\b/, "iPad"],
  [/\bAndroid\b/, "Android"],
  [/\bCrOS\b/, "Chromebook"],
  [/\bWindows\b/, "Windows"],
  [/\bMacintosh\b|\bMac OS X\b/, "Mac"],
  [/\bLinux\b/, "Linux"],
]

const first = (table: readonly [RegExp, string][], userAgent: string) =>
  table.find(([pattern]) => pattern.test(userAgent))?.[1] ?? null

/** "Chrome no Android"; "Navegador no iPhone" for an unknown browser; "Aparelho" when nothing is known. */
export function deviceNameFromUserAgent(userAgent: string | null | undefined): string {
  const agent = (userAgent ?? "").slice(0, 1000)
  const browser = first(BROWSERS, agent)
  const platform = first(PLATFORMS, agent)
  if (platform) return `${browser ?? "Navegador"} no ${platform}`
  return browser ?? "Aparelho"
}
