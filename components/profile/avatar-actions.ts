"use server"

import { type ActionState, failed, succeeded } from "@/lib/action-state"
import { unexpectedFailure } from "@/lib/action-errors"
import { requireUser } from "@/lib/auth"
import { removeAvatarFile, removeAvatarFiles, storeAvatar } from "@/lib/data/profile-account"
import { updateOwnProfile } from "@/lib/data/profiles"
import { AVATAR_MAX_BYTES, AVATAR_TEXT } from "@/lib/images/avatar"
import { reencodeImage } from "@/lib/images/reencode"
import { MESSAGES, PROFILE_PATH, profileChanged, writeFailure } from "@/components/profile/action-helpers"

/**
 * Her profile picture (/dashboard/perfil): upload and removal.
 * Each action parses its form with zod, then identifies the member (requireUser: a visitor goes to
 * /auth) and writes with her session, so RLS and the column grants decide.
 */

const avatarError = (message: string) => failed(message, { fieldErrors: { avatar: [message] } })

/**
 * Saves the picture the browser cropped to a square. The type is read from the bytes, not from
 * the name or the type the browser declared; the file goes to her own folder of the avatars
 * bucket with her session, and the previous one is deleted once the profile points to the new.
 */
export async function uploadAvatar(_prev: ActionState, formData: FormData): Promise<ActionState> {
  const file = formData instanceof FormData ? formData.get("avatar") : null
  if (!(file instanceof File) || file.size === 0) return avatarError(AVATAR_TEXT.missing)
  if (file.size > AVATAR_MAX_BYTES) return avatarError(AVATAR_TEXT.tooLarge)
  const viewer = await requireUser(PROFILE_PATH)
  // Written anew on the server (issue #32): the browser's crop is the sender's word, not a guarantee.
  const image = await reencodeImage(new Uint8Array(await file.arrayBuffer()))
  if ("message" in image) return avatarError(image.message)

  const stored = await storeAvatar(viewer.userId, image.bytes, image.type)
  if (stored.error) {
    const extra = { fieldErrors: { avatar: [MESSAGES.avatarFailed] } }
    return unexpectedFailure("profile.avatar.upload", stored.error.message, MESSAGES.avatarFailed, extra)
  }
  const { error } = await updateOwnProfile(viewer.userId, { avatar_url: stored.url })
  if (error) {
    await removeAvatarFile(viewer.userId, stored.url)
    return writeFailure("avatar", error)
  }
  if (viewer.avatarUrl !== stored.url) await removeAvatarFile(viewer.userId, viewer.avatarUrl)
  profileChanged()
  return succeeded("Foto de perfil atualizada.")
}

export async function removeAvatar(): Promise<ActionState> {
  const viewer = await requireUser(PROFILE_PATH)
  const { error } = await updateOwnProfile(viewer.userId, { avatar_url: null })
  if (error) return writeFailure("avatar.remove", error)
  await removeAvatarFiles(viewer.userId, viewer.avatarUrl)
  profileChanged()
  return succeeded("Foto de perfil removida.")
}
