import { IMAGE_EXTENSIONS, IMAGE_TEXT, SNIFFED_IMAGE_TYPES, type SniffedImageType } from "@/lib/images/sniff"
import { storagePublicUrl, storedObjectPath } from "@/lib/images/storage-url"

/** The Storage bucket of profile pictures (supabase/migrations/…_storage_buckets.sql). */
export const AVATAR_BUCKET = "avatars"
/** The bucket's own limit; the action checks it first so the answer is pt-BR. */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024
export const AVATAR_TYPES = SNIFFED_IMAGE_TYPES
/** The square the browser crops to before sending: sharp on a 3x screen at the largest size shown. */
export const AVATAR_SIZE = 512

export const AVATAR_TEXT = IMAGE_TEXT

/** `{userId}/avatar-<random>.<ext>`: her own folder, which the bucket's policy lets her write. */
export function avatarObjectPath(userId: string, type: SniffedImageType, random: string) {
  return `${userId}/avatar-${random}.${IMAGE_EXTENSIONS[type]}`
}

export function avatarPublicUrl(path: string) {
  return storagePublicUrl(AVATAR_BUCKET, path)
}

/**
 * The object path of an avatar this project stores, or null for anything else: an address typed
 * into avatar_url through the API, another bucket, a path outside `userId`'s folder when given.
 */
export function storedAvatarPath(url: string | null | undefined, userId?: string): string | null {
  return storedObjectPath(url, AVATAR_BUCKET, userId)
}

/**
 * The avatar address to show, or null (initials instead): only files of this project's avatars
 * bucket, which next.config.ts allows next/image to load. avatar_url is the member's own column,
 * so it may hold any address; an unknown host would make next/image throw.
 */
export function displayableAvatarUrl(url: string | null | undefined): string | null {
  return storedAvatarPath(url) ? url! : null
}

/**
 * Up to two letters for an avatar without a picture: the first and last word of the name
 * ("Ana Maria Souza" → "AS"), or of an e-mail's local part when the member has no name yet. Words
 * of punctuation alone are skipped, letters outside the BMP stay whole, "?" when nothing is left.
 */
export function initialsOf(name: string): string {
  const words = name
    .replace(/@.*$/, "")
    .split(/[\s._-]+/)
    .filter((word) => /\p{L}|\p{N}/u.test(word))
  const letters = [words[0], words.length > 1 ? words[words.length - 1] : undefined]
    .map((word) => (word ? (Array.from(word.replace(/[^\p{L}\p{N}]/gu, ""))[0] ?? "") : ""))
    .join("")
  return letters.toLocaleUpperCase("pt-BR") || "?"
}
