import { formatCount } from "@/lib/number-format"

/** Words a reader takes a minute to read: a common figure for Portuguese prose read on a screen. */
export const WORDS_PER_MINUTE = 200

const ENTITIES: Record<string, string> = { nbsp: " ", amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" }

/** The text a reader sees in post HTML: tags become spaces, so "a</p><p>b" stays two words. */
export function postText(html: string): string {
  return html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, " ")
    .replace(/<[^>]*>/g, " ")
    .replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, (entity, name: string) => {
      if (name.startsWith("#x") || name.startsWith("#X")) return String.fromCodePoint(parseInt(name.slice(2), 16))
      if (name.startsWith("#")) return String.fromCodePoint(Number(name.slice(1)))
      return ENTITIES[name.toLowerCase()] ?? entity
    })
}

/** Words in post HTML: runs of letters or digits (with inner hyphens and apostrophes, "guarda-chuva"). */
export function countWords(html: string): number {
  return postText(html).match(/[\p{L}\p{N}]+(?:[-'’][\p{L}\p{N}]+)*/gu)?.length ?? 0
}

/** Whole minutes to read that many words; at least one once there is any text. */
export function readingMinutes(words: number): number {
  return words === 0 ? 0 : Math.max(1, Math.round(words / WORDS_PER_MINUTE))
}

/** "1 palavra", "1.234 palavras · 6 min de leitura": the editor's counter under the text. */
export function describePostLength(html: string): string {
  const words = countWords(html)
  const count = formatCount(words, "palavra", "palavras")
  return words === 0 ? count : `${count} · ${readingMinutes(words)} min de leitura`
}
