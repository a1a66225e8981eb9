import "server-only"
import { randomUUID } from "node:crypto"

import type { Json } from "@/lib/database.types"
import { uploadPublicImage } from "@/lib/data/storage"
import { AVATAR_BUCKET, avatarObjectPath, storedAvatarPath } from "@/lib/images/avatar"
import type { ReencodedBytes, StoredImageType } from "@/lib/images/reencode"
import { storagePublicUrl } from "@/lib/images/storage-url"
import { createAdminClient } from "@/lib/supabase/admin"
import { createClient, createPublicClient } from "@/lib/supabase/server"
import { type WriteResult, writeOutcome } from "@/lib/data/write-result"

// ---------------------------------------------------------------------------------------------
// Avatar files, in her own folder of the avatars bucket, written with her session (the bucket's
// policy lets each user write only under `{her id}/`).
// ---------------------------------------------------------------------------------------------

/** Stores a new avatar file and returns its public address; the Storage error otherwise. */
export function storeAvatar(userId: string, bytes: ReencodedBytes, type: StoredImageType) {
  return uploadPublicImage(AVATAR_BUCKET, avatarObjectPath(userId, type, randomUUID()), bytes, type)
}

/**
 * Deletes the avatar files of her folder: every one Storage lists there, or, when listing fails,
 * the one `knownUrl` points to. Best effort: failures are logged and reported as false, since the
 * profile no longer points to these files either way. `as: "server"` uses the service role, for
 * an account already deleted (its session no longer names a user).
 */
export async function removeAvatarFiles(
  userId: string,
  knownUrl: string | null,
  as: "member" | "server" = "member"
): Promise<boolean> {
  const supabase = as === "server" ? createAdminClient() : await createClient()
  const bucket = supabase.storage.from(AVATAR_BUCKET)
  const listed = await bucket.list(userId, { limit: 100 })
  const paths = listed.error
    ? [storedAvatarPath(knownUrl, userId)].filter((path): path is string => path !== null)
    : listed.data.filter((file) => file.id !== null).map((file) => `${userId}/${file.name}`)
  if (listed.error) console.error("[profile.avatar.list]", listed.error.message)
  if (paths.length === 0) return !listed.error
  const { error } = await bucket.remove(paths)
  if (error) console.error("[profile.avatar.remove]", error.message)
  return !error
}

/** Deletes one replaced avatar file; logged, never thrown (the new one is already saved). */
export async function removeAvatarFile(userId: string, url: string | null) {
  const path = storedAvatarPath(url, userId)
  if (!path) return
  const supabase = await createClient()
  const { error } = await supabase.storage.from(AVATAR_BUCKET).remove([path])
  if (error) console.error("[profile.avatar.replace]", error.message)
}

/**
 * The address an e-mail change waits on (the auth service's `new_email`), or null. Asks the auth
 * service, as the token's claims do not carry it.
 */
export async function getPendingEmail(): Promise<string | null> {
  const supabase = await createClient()
  const { data, error } = await supabase.auth.getUser()
  if (error) {
    console.error("[profile.email.pending]", error.code, error.status)
    return null
  }
  return data.user.new_email || null
}

// ---------------------------------------------------------------------------------------------
// Her password, checked again before a password change or the deletion of her account.
// ---------------------------------------------------------------------------------------------

export type PasswordCheck = "ok" | "wrong" | "rate_limited" | "unavailable"

/**
 * Whether `password` is her current one, asked of the auth service the only way it answers: a
 * sign-in on a client of its own (no cookies), whose session is ended right away, so hers is left
 * as it was.
 */
export async function checkCurrentPassword(email: string, password: string): Promise<PasswordCheck> {
  const throwaway = createPublicClient()
  const { error } = await throwaway.auth.signInWithPassword({ email, password })
  if (error) {
    if (error.code === "invalid_credentials") return "wrong"
    if (error.code === "over_request_rate_limit") return "rate_limited"
    console.error("[profile.password.check]", error.code, error.status)
    return "unavailable"
  }
  const { error: signOutError } = await throwaway.auth.signOut({ scope: "local" })
  if (signOutError) console.error("[profile.password.check] sign-out", signOutError.code)
  return "ok"
}

// ---------------------------------------------------------------------------------------------
// LGPD: export and deletion. Both run with the service role, for the id of the member the caller
// has already identified (requireUser), and never for anyone else: the functions take the id as
// the server's word.
// ---------------------------------------------------------------------------------------------

type JsonObject = { [key: string]: Json | undefined }

const isObject = (value: Json | undefined): value is JsonObject =>
  typeof value === "object" && value !== null && !Array.isArray(value)

/**
 * Everything the product stores about the member (export_user_data), with the public address of
 * each file in a public bucket (null for a private one).
 * @param userId the signed-in member's own id (call after requireUser()).
 */
export async function exportMemberData(userId: string): Promise<JsonObject> {
  const { data, error } = await createAdminClient().rpc("export_user_data", { p_user_id: userId })
  if (error) throw new Error(`exportMemberData: ${error.message}`, { cause: error })
  if (!isObject(data)) throw new Error("exportMemberData: unexpected answer")
  const objects = Array.isArray(data.storage_objects) ? data.storage_objects : []
  const storageObjects = objects.filter(isObject).map((object) => ({
    ...object,
    url:
      object.public === true && typeof object.bucket === "string" && typeof object.name === "string"
        ? storagePublicUrl(object.bucket, object.name)
        : null,
  }))
  return { ...data, storage_objects: storageObjects }
}

/**
 * Deletes the member's account (delete_user_account): null when done; the database error
 * otherwise (P0001 with hint last_admin for the last administrator).
 * @param userId the signed-in member's own id, after her password was checked again.
 */
export async function deleteMemberAccount(userId: string): Promise<WriteResult> {
  const { error } = await createAdminClient().rpc("delete_user_account", { p_user_id: userId })
  return writeOutcome(error)
}
