import "server-only"
import type { ReencodedBytes, StoredImageType } from "@/lib/images/reencode"
import { storagePublicUrl } from "@/lib/images/storage-url"
import { createClient } from "@/lib/supabase/server"

/**
 * Uploads an image into a public bucket with the user's session (the bucket's policies decide
 * who may write where) and answers its public address, or the Storage error. Only bytes that
 * reencodeImage wrote (lib/images/reencode.ts): never the file as the browser sent it.
 */
export async function uploadPublicImage(
  bucket: string,
  path: string,
  bytes: ReencodedBytes,
  type: StoredImageType
): Promise<{ url: string; error: null } | { url: null; error: Error }> {
  const supabase = await createClient()
  const { error } = await supabase.storage.from(bucket).upload(path, bytes, {
    contentType: type,
    // A new name every time, so the file behind an address never changes and may be cached for good.
    cacheControl: "31536000",
    upsert: false,
  })
  return error ? { url: null, error } : { url: storagePublicUrl(bucket, path), error: null }
}
