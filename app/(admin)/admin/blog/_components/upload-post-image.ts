import { IDLE } from "@/lib/action-state"
import { POST_IMAGE_TEXT, type PostImageUpload } from "@/lib/images/post-image"
import { prepareImageUpload } from "@/lib/images/prepare-upload"
import { uploadPostImage } from "../actions"

/** Sends an image the editor chose to the upload action, scaled down first when it is too big to send. */
export async function uploadPostImageFile(file: File): Promise<PostImageUpload> {
  const prepared = await prepareImageUpload(file)
  if ("error" in prepared) return { ok: false, message: prepared.error }
  const form = new FormData()
  form.set("file", prepared.file)
  try {
    const state = await uploadPostImage(IDLE, form)
    if (state.status === "success" && state.data) return { ok: true, image: state.data }
    return { ok: false, message: state.status === "error" ? state.message : POST_IMAGE_TEXT.failed }
  } catch (error) {
    // The connection dropped or the server refused the body: the editor can try again.
    console.error("[admin.blog.uploadImage]", error)
    return { ok: false, message: POST_IMAGE_TEXT.failed }
  }
}
