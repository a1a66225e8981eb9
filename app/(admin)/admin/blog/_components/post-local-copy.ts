/**
 * The editor's copy of a post's form in this browser's localStorage, written while she types, so a
 * closed tab or a failed save loses nothing: reopening the post offers it back. Removed once the
 * server holds the same text.
 */

export type PostFormSnapshot = Record<string, string>

export interface PostLocalCopy {
  fields: PostFormSnapshot
  /** When it was written, ISO. */
  savedAt: string
}

const PREFIX = "convergencia:post-draft:"
// Not part of what she wrote: the post's id is the key, the intent says which button made the form.
const IGNORED = new Set(["id", "intent"])

/** The key of a post's copy; a post not yet saved has one shared slot. */
export const localCopyKey = (postId: string | null) => `${PREFIX}${postId || "new"}`

/** A form's text fields (files and bookkeeping left out), in a stable order for comparing. */
export function snapshotForm(form: HTMLFormElement): PostFormSnapshot {
  const fields: PostFormSnapshot = {}
  for (const [key, value] of new FormData(form)) {
    if (typeof value === "string" && !IGNORED.has(key) && !(key in fields)) fields[key] = value
  }
  return Object.fromEntries(Object.entries(fields).sort(([a], [b]) => a.localeCompare(b)))
}

export const sameSnapshot = (a: PostFormSnapshot, b: PostFormSnapshot) => JSON.stringify(a) === JSON.stringify(b)

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage
  } catch {
    // Storage can be switched off (private modes, policies): the copy is a bonus, never a failure.
    return null
  }
}

export function readLocalCopy(postId: string | null): PostLocalCopy | null {
  try {
    const raw = storage()?.getItem(localCopyKey(postId))
    if (!raw) return null
    const parsed = JSON.parse(raw) as Partial<PostLocalCopy>
    if (!parsed || typeof parsed.savedAt !== "string" || typeof parsed.fields !== "object" || !parsed.fields)
      return null
    const fields: PostFormSnapshot = {}
    for (const [key, value] of Object.entries(parsed.fields)) if (typeof value === "string") fields[key] = value
    return { fields, savedAt: parsed.savedAt }
  } catch {
    return null
  }
}

export function writeLocalCopy(postId: string | null, fields: PostFormSnapshot) {
  try {
    storage()?.setItem(localCopyKey(postId), JSON.stringify({ fields, savedAt: new Date().toISOString() }))
  } catch {
    // Full or refused: the server save still runs.
  }
}

export function removeLocalCopy(postId: string | null) {
  try {
    storage()?.removeItem(localCopyKey(postId))
  } catch {
    // Nothing to do.
  }
}
