"use client"

import * as React from "react"
import dynamic from "next/dynamic"
import { Skeleton } from "@/components/ui/skeleton"
import { describedBy, FieldError, postFieldId } from "./post-form-fields"
import { uploadPostImageFile } from "./upload-post-image"

// TipTap weighs a lot: only this dialog loads it, and only in the browser.
const RichTextEditor = dynamic(
  () => import("@/components/admin/blog/rich-text-editor").then((module) => module.RichTextEditor),
  { ssr: false, loading: () => <Skeleton className="h-66 w-full" aria-label="Carregando editor…" /> }
)

/** The post's body in the rich-text editor; the HTML is posted through a hidden input. */
export function PostContentField({ initialHtml, error }: { initialHtml: string; error: string | undefined }) {
  const [content, setContent] = React.useState(initialHtml)
  return (
    <div className="grid gap-2">
      <input type="hidden" name="content" value={content} />
      <span id={`${postFieldId("content")}-label`} className="text-sm leading-none font-medium">
        Conteúdo *
      </span>
      <RichTextEditor
        id={postFieldId("content")}
        initialHtml={initialHtml}
        onChange={setContent}
        describedBy={describedBy("content", error)}
        invalid={Boolean(error)}
        uploadImage={uploadPostImageFile}
      />
      <FieldError field="content" message={error} />
    </div>
  )
}
