"use client"

import * as React from "react"
import dynamic from "next/dynamic"
import { describePostLength } from "@/lib/post-stats"
import { Skeleton } from "@/components/ui/skeleton"
import { describedBy, FieldError, postFieldId } from "./post-form-fields"
import { uploadPostImageFile } from "./upload-post-image"

// TipTap weighs a lot: only this dialog loads it, and only in the browser.
const RichTextEditor = dynamic(
  () => import("@/components/admin/blog/rich-text-editor").then((module) => module.RichTextEditor),
  { ssr: false, loading: () => <Skeleton className="h-66 w-full" aria-label="Carregando editor…" /> }
)

/** The post's body in the rich-text editor; the HTML is posted through a hidden input. */
export function PostContentField({
  initialHtml,
  error,
  onEdit,
}: {
  initialHtml: string
  error: string | undefined
  /** Told after each change of the text (the hidden input has the new HTML by then). */
  onEdit?: () => void
}) {
  const [content, setContent] = React.useState(initialHtml)
  const edited = React.useRef(false)
  React.useEffect(() => {
    if (edited.current) onEdit?.()
  }, [content, onEdit])
  return (
    <div className="grid gap-2">
      <input type="hidden" name="content" value={content} />
      <span id={`${postFieldId("content")}-label`} className="text-sm leading-none font-medium">
        Conteúdo *
      </span>
      <RichTextEditor
        id={postFieldId("content")}
        initialHtml={initialHtml}
        onChange={(html) => {
          edited.current = true
          setContent(html)
        }}
        describedBy={describedBy("content", error, postFieldId("content", "count"))}
        invalid={Boolean(error)}
        uploadImage={uploadPostImageFile}
      />
      <p id={postFieldId("content", "count")} className="text-muted-foreground text-xs">
        {describePostLength(content)}
      </p>
      <FieldError field="content" message={error} />
    </div>
  )
}
