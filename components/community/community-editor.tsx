"use client"

import * as React from "react"
import dynamic from "next/dynamic"

import { type ActionState, IDLE } from "@/lib/action-state"
import { POST_IMAGE_TEXT, type PostImageUpload, type UploadedPostImage } from "@/lib/images/post-image"
import { prepareImageUpload } from "@/lib/images/prepare-upload"
import { Skeleton } from "@/components/ui/skeleton"
import { FieldNotes } from "@/components/forms/field-notes"
import { type MentionablesAction, mentionExtensions, MentionSuggestions } from "./mention-suggestions"

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
  /** Whom she may mention; with it, typing "@" suggests the group's members. */
  loadMentionables?: MentionablesAction
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
  loadMentionables,
}: CommunityEditorProps) {
  const [html, setHtml] = React.useState(initialHtml)
  // Created once: the editor reads its extensions when it mounts; the suggestions set the keys.
  const [mentions] = React.useState(() => {
    const keys: Parameters<typeof mentionExtensions>[0] = { current: null }
    return { keys, extensions: loadMentionables ? mentionExtensions(keys) : [] }
  })
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
    <div className="[&_[data-mention]]:text-primary [&_[data-mention]]:bg-primary/10 grid gap-2 [&_[data-mention]]:rounded-sm [&_[data-mention]]:px-0.5 [&_[data-mention]]:font-medium">
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
        extensions={mentions.extensions}
      >
        {loadMentionables
          ? (editor) => (
              <MentionSuggestions
                editor={editor}
                id={id}
                groupId={groupId}
                load={loadMentionables}
                keysRef={mentions.keys}
              />
            )
          : undefined}
      </RichTextEditor>
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  )
}

export const MENTION_HINT =
  "Para mencionar alguém do grupo, escreva @ e o começo do nome dela e escolha na lista (setas e Enter)."
