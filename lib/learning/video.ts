/**
 * Video materials (issue #36) keep only a provider and an id, never the address an author pasted:
 * the page builds the player's address itself, on the privacy-enhanced hosts the
 * Content-Security-Policy's frame-src lists (lib/security/csp.mjs), so no pasted text reaches an
 * iframe. The id patterns are the database's checks on learning_material_contents.
 */

export type VideoProvider = "youtube" | "vimeo"

export interface VideoRef {
  provider: VideoProvider
  id: string
}

export const VIDEO_ID_PATTERNS: Record<VideoProvider, RegExp> = {
  youtube: /^[A-Za-z0-9_-]{11}$/,
  vimeo: /^[0-9]{6,12}$/,
}

const PROVIDER_NAMES: Record<VideoProvider, string> = { youtube: "YouTube", vimeo: "Vimeo" }

// Exact host names: a suffix or prefix test would let youtube.com.evil.test or evilyoutube.com in.
const YOUTUBE_HOSTS = new Set([
  "youtube.com",
  "www.youtube.com",
  "m.youtube.com",
  "youtube-nocookie.com",
  "www.youtube-nocookie.com",
])
const YOUTU_BE = "youtu.be"
const VIMEO_HOSTS = new Set(["vimeo.com", "www.vimeo.com"])
const VIMEO_PLAYER = "player.vimeo.com"

// Paths whose next segment is a YouTube video id.
const YOUTUBE_ID_PATHS = new Set(["embed", "shorts", "live", "v"])

const MAX_INPUT = 2048

function ref(provider: VideoProvider, id: string | null | undefined): VideoRef | null {
  return id && VIDEO_ID_PATTERNS[provider].test(id) ? { provider, id } : null
}

/** The address an author typed, read as a URL; people often paste it without the scheme. */
function readUrl(input: string): URL | null {
  const text = input.trim()
  if (!text || text.length > MAX_INPUT || /\s/.test(text)) return null
  const hasScheme = /^[a-z][a-z0-9+.-]*:/i.test(text)
  // A path ("/watch?v=…", "//host/…") is not an address of a video site.
  if (!hasScheme && text.startsWith("/")) return null
  // "youtube.com:443/…" would read as a scheme: only http(s) and scheme-less text go on.
  const candidate = hasScheme ? text : `https://${text}`
  if (!URL.canParse(candidate)) return null
  const url = new URL(candidate)
  if (url.protocol !== "https:" && url.protocol !== "http:") return null
  // user:pass@ and odd ports are not what a share button gives; refusing them keeps the host test honest.
  if (url.username || url.password || url.port) return null
  return url
}

/**
 * The video behind a YouTube or Vimeo address: watch?v=, youtu.be/, /embed/, /shorts/, /live/,
 * youtube-nocookie.com, m.youtube.com, vimeo.com/{id}, player.vimeo.com/video/{id}. Null for any
 * other host or form, and for ids that are not of the provider's shape.
 */
export function parseVideoUrl(input: string): VideoRef | null {
  const url = typeof input === "string" ? readUrl(input) : null
  if (!url) return null
  const host = url.hostname.toLowerCase()
  const segments = url.pathname.split("/").filter(Boolean)

  if (YOUTUBE_HOSTS.has(host)) {
    if (segments.length === 1 && segments[0] === "watch") return ref("youtube", url.searchParams.get("v"))
    if (segments.length === 2 && YOUTUBE_ID_PATHS.has(segments[0]!)) return ref("youtube", segments[1])
    return null
  }
  if (host === YOUTU_BE) return segments.length === 1 ? ref("youtube", segments[0]) : null
  if (VIMEO_HOSTS.has(host)) return segments.length === 1 ? ref("vimeo", segments[0]) : null
  if (host === VIMEO_PLAYER) return segments.length === 2 && segments[0] === "video" ? ref("vimeo", segments[1]) : null
  return null
}

/**
 * The player's address. YouTube through youtube-nocookie.com (no cookies until she plays it),
 * Vimeo with dnt=1 (no tracking). Throws on an id of the wrong shape: ids come from the database,
 * whose checks match VIDEO_ID_PATTERNS, so a bad one is a bug, not input.
 */
export function embedUrl(provider: VideoProvider, id: string): string {
  if (!VIDEO_ID_PATTERNS[provider]?.test(id)) throw new Error(`embedUrl: not a ${provider} video id`)
  return provider === "youtube"
    ? `https://www.youtube-nocookie.com/embed/${id}`
    : `https://player.vimeo.com/video/${id}?dnt=1`
}

/** The iframe's accessible name: "Vídeo do YouTube: {título}". */
export function videoTitle(provider: VideoProvider, materialTitle: string): string {
  const title = materialTitle.trim()
  const name = `Vídeo do ${PROVIDER_NAMES[provider]}`
  return title ? `${name}: ${title}` : name
}
