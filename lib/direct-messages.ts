/**
 * Client-safe helpers of direct messages (issue #37): the header link's name, the event that asks
 * it to count again, and the message text cut into plain text and links.
 */

/** The header's "Mensagens" link, named with the count (the badge itself is only visual). */
export function messagesLinkLabel(unread: number): string {
  if (unread <= 0) return "Mensagens"
  return unread === 1 ? "Mensagens, 1 conversa não lida" : `Mensagens, ${unread} conversas não lidas`
}

/**
 * Dispatched on window by an open conversation once it marked itself read: the header renders
 * outside the page, so it cannot be told through props.
 */
export const MESSAGES_READ_EVENT = "ce:mensagens-lidas"

export type MessagePart = { kind: "text"; text: string } | { kind: "link"; text: string; href: string }

// http(s) addresses and bare www. ones; trailing punctuation stays text ("veja https://x.com.").
const LINK = /\b(?:https?:\/\/|www\.)[^\s<>"']+/gi
const TRAILING = /[.,;:!?)\]}'"]+$/

/**
 * The message as text and links: only http and https become links (never javascript: or data:),
 * rendered by React as text, so nothing in a message is HTML.
 */
export function messageParts(body: string): MessagePart[] {
  const parts: MessagePart[] = []
  let last = 0
  for (const match of body.matchAll(LINK)) {
    const raw = match[0]
    const trailing = TRAILING.exec(raw)?.[0] ?? ""
    const text = raw.slice(0, raw.length - trailing.length)
    const start = match.index
    if (start > last) parts.push({ kind: "text", text: body.slice(last, start) })
    const href = /^https?:\/\//i.test(text) ? text : `https://${text}`
    let valid = false
    try {
      const url = new URL(href)
      valid = (url.protocol === "http:" || url.protocol === "https:") && url.hostname.includes(".")
    } catch {
      valid = false
    }
    parts.push(valid ? { kind: "link", text, href } : { kind: "text", text })
    last = start + text.length
  }
  if (last < body.length) parts.push({ kind: "text", text: body.slice(last) })
  return parts.reduce<MessagePart[]>((merged, part) => {
    const previous = merged.at(-1)
    if (part.kind === "text" && previous?.kind === "text") previous.text += part.text
    else merged.push({ ...part })
    return merged
  }, [])
}

/** The list's one-line preview of the last message. */
export function messagePreview(last: { body: string; hasImage: boolean; fromMe: boolean; removed: boolean } | null) {
  if (!last) return "Nenhuma mensagem ainda."
  const text = last.removed ? "Mensagem removida" : last.body.trim() || (last.hasImage ? "📷 Imagem" : "")
  const short = text.length > 120 ? `${text.slice(0, 119)}…` : text
  return last.fromMe ? `Você: ${short}` : short
}
