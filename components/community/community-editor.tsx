"use client"

import * as React from "react"
import dynamic from "next/dynamic"

import { type ActionState, IDLE } from "@/lib/action-state"
import { POST_IMAGE_TEXT, type PostImageUpload, type UploadedPostImage } from "@/lib/images/post-image"
import { prepareImageUpload } from "@/lib/images/prepare-upload"
import { Skeleton } from "@/components/ui/skeleton"
import { FieldNotes } from "@/components/forms/field-notes"

// The blog's TipTap editor, loaded only in the browser and only where someone writes.
const RichTextEditor = dynamic(
  () => import("@/components/admin/blog/rich-text-editor").then((module) => module.RichTextEditor),
  { ssr: false, loading: () => <Skeleton className="h-66 w-full" aria-label="Carregando editor…" /> }
)

export type CommunityImageAction = (
  prev: ActionState<UploadedPostImage>,
  formData: FormData
) => Promise<ActionState<UploadedPostImage>>

export interface CommunityEditorProps {
  id: string
  label: string
  /** The form field the HTML is posted in. */
  name?: string
  initialHtml?: string
  groupId: string
  uploadImage: CommunityImageAction
  error?: string
  hint?: string
}

/**
 * A message's text in the blog's rich-text editor (links, lists, quotes, pictures sent to the
 * group's Storage folder); the HTML travels in a hidden input and is sanitised by the action.
 */
export function CommunityEditor({
  id,
  label,
  name = "body",
  initialHtml = "",
  groupId,
  uploadImage,
  error,
  hint,
}: CommunityEditorProps) {
  const [html, setHtml] = React.useState(initialHtml)
  const upload = React.useCallback(
    async (file: File): Promise<PostImageUpload> => {
      const prepared = await prepareImageUpload(file)
      if ("error" in prepared) return { ok: false, message: prepared.error }
      const form = new FormData()
      form.set("groupId", groupId)
      form.set("file", prepared.file)
      try {
        const state = await uploadImage(IDLE, form)
        if (state.status === "success" && state.data) return { ok: true, image: state.data }
        return { ok: false, message: state.status === "error" ? state.message : POST_IMAGE_TEXT.failed }
      } catch (cause) {
        console.error("[community.uploadImage]", cause)
        return { ok: false, message: POST_IMAGE_TEXT.failed }
      }
    },
    [groupId, uploadImage]
  )
  const describedBy = [hint ? `${id}-dica` : null, error ? `${id}-erro` : null].filter(Boolean).join(" ") || undefined
  return (
    <div className="grid gap-2">
      <input type="hidden" name={name} value={html} />
      <span id={`${id}-label`} className="text-sm leading-none font-medium">
        {label}
      </span>
      <RichTextEditor
        id={id}
        initialHtml={initialHtml}
        onChange={setHtml}
        describedBy={describedBy}
        invalid={Boolean(error)}
        uploadImage={upload}
      />
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  )
}

export const MENTION_HINT =
  "Para mencionar alguém do grupo, escreva @ seguido do nome dela (por exemplo, @Joana Batista)."
