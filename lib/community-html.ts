import { isMentionId, type Mentionable } from "@/lib/community-mentions"
import { publicEnv } from "@/lib/env"
import { sanitizePostHtml } from "@/lib/html/sanitize"

export type { Mentionable } from "@/lib/community-mentions"

/**
 * Messages of the community are HTML from the same editor as the blog, cleaned by the same
 * allowlist (lib/html/sanitize.ts), when saved and again when shown: the database functions can be
 * called without the app. Images must live in this project's Storage (or be the site's own): a
 * member's message never makes every reader's browser fetch an address she chose.
 */

const storageBase = () => `${publicEnv.supabaseUrl.replace(/\/+$/, "")}/storage/v1/object`
const storagePrefix = () => `${storageBase()}/public/`

/**
 * Pictures in messages are private (issue #32): only the group's readers may open them. A message
 * stores Storage's signed-in address of the picture; the app shows readers a short-lived signed
 * URL in its place (lib/data/community-posts.ts), and turns such URLs back into the stored address when
 * a message is saved (the editor shows the picture through one).
 */
export const PRIVATE_COMMUNITY_IMAGE_BUCKET = "private-community-images"
export const privateImagePrefix = () => `${storageBase()}/authenticated/${PRIVATE_COMMUNITY_IMAGE_BUCKET}/`
const signedImagePrefix = () => `${storageBase()}/sign/${PRIVATE_COMMUNITY_IMAGE_BUCKET}/`
// {group id}/{user id}/{name}: what storeCommunityImage writes.
const PRIVATE_IMAGE_PATH = "[0-9a-f-]{36}/[0-9a-f-]{36}/[A-Za-z0-9._-]+"

function isOwnImage(src: string | undefined) {
  if (!src) return false
  if (/^\/images\/[A-Za-z0-9/_.-]+$/.test(src) && !src.includes("..")) return true
  for (const prefix of [storagePrefix(), privateImagePrefix(), signedImagePrefix()]) {
    if (src.startsWith(prefix)) return !src.slice(prefix.length).includes("..")
  }
  return false
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")

/** Sanitised HTML with every signed picture address of the private bucket put back as stored. */
export function storableCommunityHtml(html: string): string {
  const signed = new RegExp(`src="${escapeRegExp(signedImagePrefix())}(${PRIVATE_IMAGE_PATH})\\?[^"]*"`, "g")
  return html.replace(signed, (_match, path: string) => `src="${privateImagePrefix()}${path}"`)
}

/** The private pictures a stored message shows, as object paths. */
export function privateImagePaths(html: string): string[] {
  const stored = new RegExp(`src="${escapeRegExp(privateImagePrefix())}(${PRIVATE_IMAGE_PATH})"`, "g")
  return [...html.matchAll(stored)].map((match) => match[1]!)
}

/**
 * The message with its private pictures at the browser addresses in `signed` (object path →
 * signed URL). A picture without one keeps its stored address, which opens nothing.
 */
export function withSignedImages(html: string, signed: ReadonlyMap<string, string>): string {
  if (signed.size === 0) return html
  const stored = new RegExp(`src="${escapeRegExp(privateImagePrefix())}(${PRIVATE_IMAGE_PATH})"`, "g")
  return html.replace(stored, (match, path: string) => {
    const url = signed.get(path)
    return url ? `src="${url.replace(/&/g, "&amp;").replace(/"/g, "&quot;")}"` : match
  })
}

/**
 * A signed URL made by the server (which may reach Storage at a private address) as the browser
 * must open it: the token's path on the public URL. Null when it is not one of this bucket's.
 */
export function browserSignedImageUrl(signedUrl: string | null | undefined): string | null {
  const marker = `/storage/v1/object/sign/${PRIVATE_COMMUNITY_IMAGE_BUCKET}/`
  const index = signedUrl?.indexOf(marker) ?? -1
  return signedUrl && index >= 0 ? `${storageBase()}${signedUrl.slice(index + "/storage/v1/object".length)}` : null
}

/**
 * The blog's allowlist, only images stored by this project, and mentions
 * (`<span data-mention="<member id>">@Name</span>`, nothing else on them). Safe to render.
 */
export function sanitizeCommunityHtml(html: string | null | undefined): string {
  return sanitizePostHtml(html, { keepImage: isOwnImage, keepMention: isMentionId })
}

/**
 * The message as it is saved: mentions of anyone outside `memberIds` (the group's active members)
 * become plain text. Pass sanitised HTML.
 */
export function keepMentionsOf(html: string, memberIds: ReadonlySet<string>): string {
  if (!html.includes("data-mention")) return html
  return sanitizePostHtml(html, { keepImage: isOwnImage, keepMention: (id) => memberIds.has(id) })
}

const MENTION_MARKUP = /<span data-mention="([^"]*)">[\s\S]*?<\/span>/g

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", nbsp: " " }

/** The text a reader sees: tags dropped, block ends as spaces, the common entities decoded. */
export function plainText(html: string): string {
  return html
    .replace(/<(br|\/p|\/li|\/h[1-6]|\/blockquote)\b[^>]*>/gi, " ")
    .replace(/<[^>]*>/g, "")
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name] ?? "")
    .replace(/\s+/g, " ")
    .trim()
}

/** True when the message says nothing a reader would see: no text and no image. */
export function isEmptyMessage(html: string): boolean {
  return plainText(html) === "" && !/<img\b/i.test(html)
}

const fold = (text: string) =>
  text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()

/** A name may be followed by anything but a letter or digit (so "@Ana" does not match "@Anabela"). */
const endsWord = (text: string, at: number) => at >= text.length || !/[\p{L}\p{N}]/u.test(text[at]!)

/** At most this many people are notified by one message. */
export const MENTION_LIMIT = 20

/**
 * Who a message mentions: first the members its mention markup names (the editor's suggestions),
 * then, in the rest of the text, "@" followed by a member's full name, or by her first name when
 * no other member shares it; accents and case do not matter. Longer names win ("@Ana Lúcia" over
 * "@Ana"). Only `members`; never the author herself; each person once; at most MENTION_LIMIT.
 */
export function parseMentions(html: string, members: readonly Mentionable[], authorId?: string): string[] {
  const marked: string[] = []
  const memberIds = new Set(members.map((member) => member.id))
  for (const [, id] of html.matchAll(MENTION_MARKUP)) {
    if (id && memberIds.has(id) && id !== authorId && !marked.includes(id)) marked.push(id)
  }
  if (marked.length >= MENTION_LIMIT) return marked.slice(0, MENTION_LIMIT)
  const text = fold(plainText(html.replace(MENTION_MARKUP, " ")))
  if (!text.includes("@")) return marked
  const firstNames = new Map<string, number>()
  for (const member of members) {
    const first = fold(member.name.trim().split(/\s+/)[0] ?? "")
    if (first) firstNames.set(first, (firstNames.get(first) ?? 0) + 1)
  }
  const candidates: { handle: string; id: string }[] = []
  for (const member of members) {
    const full = fold(member.name.trim().replace(/\s+/g, " "))
    if (!full) continue
    candidates.push({ handle: full, id: member.id })
    const first = full.split(" ")[0]!
    if (first !== full && firstNames.get(first) === 1) candidates.push({ handle: first, id: member.id })
  }
  candidates.sort((a, b) => b.handle.length - a.handle.length)

  const found: string[] = [...marked]
  for (let at = text.indexOf("@"); at >= 0; at = text.indexOf("@", at + 1)) {
    const rest = text.slice(at + 1)
    const match = candidates.find((c) => rest.startsWith(c.handle) && endsWord(rest, c.handle.length))
    if (!match || match.id === authorId || found.includes(match.id)) continue
    found.push(match.id)
    if (found.length === MENTION_LIMIT) break
  }
  return found
}
