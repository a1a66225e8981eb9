import { diffWords } from "diff"

export interface DiffPart {
  kind: "same" | "added" | "removed"
  text: string
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " }

/** The words a reader sees in a post's HTML: tags dropped (blocks become line breaks), entities decoded. */
export function postText(html: string): string {
  return html
    .replace(/<\s*(br|\/p|\/h[1-6]|\/li|\/blockquote|\/figure)\b[^>]*>/gi, "\n")
    .replace(/<[^>]*>/g, "")
    .replace(/&(#\d+|#x[\da-f]+|[a-z]+);/gi, (entity, code: string) => {
      if (code.startsWith("#x") || code.startsWith("#X")) return String.fromCodePoint(parseInt(code.slice(2), 16))
      if (code.startsWith("#")) return String.fromCodePoint(Number(code.slice(1)))
      return ENTITIES[code.toLowerCase()] ?? entity
    })
    .replace(/[ \t]+/g, " ")
    .replace(/\s*\n\s*/g, "\n")
    .trim()
}

/**
 * What changed from an older version's text to the current one, word by word (jsdiff's Myers
 * diff: linear in the text for the small edits between saves).
 */
export function revisionDiff(olderHtml: string, currentHtml: string): DiffPart[] {
  return diffWords(postText(olderHtml), postText(currentHtml)).map((part) => ({
    kind: part.added ? "added" : part.removed ? "removed" : "same",
    text: part.value,
  }))
}
