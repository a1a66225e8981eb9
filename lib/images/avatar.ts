import { publicEnv } from "@/lib/env"
import { IMAGE_EXTENSIONS, SNIFFED_IMAGE_TYPES, type SniffedImageType } from "@/lib/images/sniff"

/** The Storage bucket of profile pictures (supabase/migrations/…_storage_buckets.sql). */
export const AVATAR_BUCKET = "avatars"
/** The bucket's own limit; the action checks it first so the answer is pt-BR. */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024
export const AVATAR_TYPES = SNIFFED_IMAGE_TYPES
/** The square the browser crops to before sending: sharp on a 3x screen at the largest size shown. */
export const AVATAR_SIZE = 512

export const AVATAR_TEXT = {
  missing: "Escolha uma imagem para enviar.",
  tooLarge: "A imagem deve ter no máximo 5 MB.",
  wrongType: "Envie uma imagem JPEG, PNG, WebP ou AVIF.",
  unreadable: "Não foi possível ler esta imagem. Escolha outra.",
} as const

// Where a public bucket's files are served (Storage's /object/public/), from the browser's URL of
// the project: the stored address must work for every visitor, not only for the server.
const publicBase = () => `${publicEnv.supabaseUrl.replace(/\/+$/, "")}/storage/v1/object/public`
const publicPrefix = () => `${publicBase()}/${AVATAR_BUCKET}/`

/** The public address of a file in a public bucket. */
export function storagePublicUrl(bucket: string, path: string) {
  return `${publicBase()}/${bucket}/${path.split("/").map(encodeURIComponent).join("/")}`
}

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
  if (!url?.startsWith(publicPrefix())) return null
  let path: string
  try {
    path = url
      .slice(publicPrefix().length)
      .split("/")
      .map((segment) => decodeURIComponent(segment))
      .join("/")
  } catch {
    return null
  }
  if (!/^[0-9a-f-]{36}\/[A-Za-z0-9._-]+$/.test(path)) return null
  if (userId !== undefined && !path.startsWith(`${userId}/`)) return null
  return path
}

/**
 * The avatar address to show, or null (initials instead): only files of this project's avatars
 * bucket, which next.config.ts allows next/image to load. avatar_url is the member's own column,
 * so it may hold any address; an unknown host would make next/image throw.
 */
export function displayableAvatarUrl(url: string | null | undefined): string | null {
  return storedAvatarPath(url) ? url! : null
}
