/**
 * Mentions in community messages (issue #31), safe for server and browser: the markup the editor
 * writes when she picks a member (`<span data-mention="<her id>">@Name</span>`), which the
 * sanitiser keeps and nothing else (lib/community-html.ts), and the pure helpers of the "@"
 * suggestions. A mention is not a link: members have no public page yet (issue #37).
 */

export interface Mentionable {
  id: string
  name: string
}

/** The attribute that marks a mention; its value is the member's id. */
export const MENTION_ATTRIBUTE = "data-mention"

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

/** True for a value the mention attribute may carry (a member's id, nothing else). */
export const isMentionId = (value: unknown): value is string => typeof value === "string" && UUID.test(value)

/** Accents and case aside, spaces collapsed: how names are compared. */
export function foldName(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim()
}

/** Longest query the suggestions follow: a full name's first words, not a sentence. */
const QUERY_MAX = 60
const QUERY_MAX_WORDS = 4

/**
 * What she is typing after an "@" right before the caret ("Oi @Jo" → "Jo", "@" → ""), or null
 * when the caret is not in a mention: the "@" must start the text or follow a space or an opening
 * bracket (so e-mail addresses do not count), and the query ends at a second space in a row, a
 * trailing space, a line's end or after a few words.
 */
export function mentionQueryBefore(textBefore: string): string | null {
  const at = textBefore.lastIndexOf("@")
  if (at < 0) return null
  if (at > 0 && !/[\s([{"'«]/.test(textBefore[at - 1]!)) return null
  const query = textBefore.slice(at + 1)
  if (query.length > QUERY_MAX || /[\n@]/.test(query) || /\s$/.test(query)) return null
  if (query.split(" ").length > QUERY_MAX_WORDS) return null
  return query
}

/**
 * The members whose name, or one of its words, starts with the query (accents and case aside),
 * those whose full name starts with it first, then by name; at most `limit`. An empty query lists
 * the first members by name.
 */
export function suggestMentions<T extends Mentionable>(query: string, members: readonly T[], limit = 8): T[] {
  const wanted = foldName(query)
  const ranked: { member: T; rank: number; name: string }[] = []
  for (const member of members) {
    const name = foldName(member.name)
    if (!name) continue
    let rank = -1
    if (name.startsWith(wanted)) rank = 0
    else if (name.includes(` ${wanted}`)) rank = 1
    if (rank >= 0) ranked.push({ member, rank, name })
  }
  ranked.sort((a, b) => a.rank - b.rank || a.name.localeCompare(b.name, "pt-BR"))
  return ranked.slice(0, limit).map((entry) => entry.member)
}

const escapeText = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;")

/** The stored markup of a mention of this member. */
export function mentionHtml(member: Mentionable): string {
  return `<span ${MENTION_ATTRIBUTE}="${member.id}">@${escapeText(member.name)}</span>`
}
