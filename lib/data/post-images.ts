import "server-only"
import { POST_IMAGE_BUCKET, postImageObjectPath, postImagePublicUrl } from "@/lib/images/post-image"
import type { ReencodedBytes, StoredImageType } from "@/lib/images/reencode"
import { createClient } from "@/lib/supabase/server"

/**
 * Stores a re-encoded image (lib/images/reencode.ts) in the public post-images bucket under a new name and answers its public
 * address, or null when Storage refused it (logged). Writes with the caller's session, so the
 * bucket's policy (blog editors and admins) has the last word.
 */
export async function storePostImage(
  bytes: ReencodedBytes,
  type: StoredImageType,
  name: string
): Promise<string | null> {
  const path = postImageObjectPath(type, name)
  const supabase = await createClient()
  const { error } = await supabase.storage.from(POST_IMAGE_BUCKET).upload(path, bytes, {
    contentType: type,
    // A new name every time, so the file behind an address never changes and may be cached for good.
    cacheControl: "31536000",
    upsert: false,
  })
  if (error) {
    console.error("[post-images.store]", error.message)
    return null
  }
  return postImagePublicUrl(path)
}
