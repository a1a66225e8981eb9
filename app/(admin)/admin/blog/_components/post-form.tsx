"use client"

import * as React from "react"
import { type ActionState, fieldError, IDLE } from "@/lib/action-state"
import { useActionToast } from "@/lib/hooks/use-action-toast"
import { EXCERPT_MAX, SEO_DESCRIPTION_MAX, SEO_TITLE_MAX } from "@/lib/validations/post"
import type { AdminPost, BlogOption } from "@/lib/data/admin-posts"
import { Button } from "@/components/ui/button"
import { savePost } from "../actions"
import { PostContentField } from "./post-content-field"
import { PostTextField } from "./post-form-fields"
import { PostImageField } from "./post-image-field"
import { PostPublishingFields } from "./post-publishing-fields"
import { PostTagsField } from "./post-tags-field"
import { PostTitleFields } from "./post-title-fields"

export interface PostFormProps {
  post: AdminPost | null
  categories: BlogOption[]
  tags: BlogOption[]
  onSaved: () => void
  onCancel: () => void
}

/**
 * The editor's form for a new or an existing post. Each field keeps what was typed in its own state,
 * so a failed save shows the errors beside the text instead of an emptied form.
 */
export function PostForm({ post, categories, tags: allTags, onSaved, onCancel }: PostFormProps) {
  const [state, formAction, pending] = React.useActionState<ActionState, FormData>(savePost, IDLE)

  useActionToast(state, { onSuccess: onSaved })

  const error = (field: string) => fieldError(state, field)

  // React resets a form after its action runs, and Radix's Select answers a reset by going back to
  // its first value: a refused save would silently turn "Publicado" into "Rascunho". Dispatching
  // from onSubmit skips that reset (the editor needs JavaScript anyway).
  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    React.startTransition(() => formAction(data))
  }

  return (
    <form
      action={formAction}
      onSubmit={submit}
      className="flex min-h-0 flex-1 flex-col"
      aria-describedby="post-form-status"
      noValidate
    >
      <input type="hidden" name="id" value={post?.id ?? ""} />
      {/*
        The fields scroll in their own box, which ends where the action bar begins. A sticky bar in
        a scrolling dialog left the fields showing through the dialog's padding under it (issue #24).
      */}
      <div className="grid min-h-0 flex-1 gap-5 overflow-y-auto px-6 pt-1 pb-6">
        <PostTitleFields
          initialTitle={post?.title ?? ""}
          initialSlug={post?.slug ?? ""}
          slugFollowsTitle={post === null}
          errors={{ title: error("title"), slug: error("slug") }}
        />
        <PostTextField
          field="excerpt"
          label="Resumo"
          initialValue={post?.excerpt ?? ""}
          max={EXCERPT_MAX}
          rows={3}
          error={error("excerpt")}
        />
        <PostContentField initialHtml={post?.content ?? ""} error={error("content")} />
        <PostPublishingFields
          initialStatus={post?.status ?? "draft"}
          initialCategoryId={post?.categoryId ?? "none"}
          categories={categories}
          categoryError={error("category_id")}
        />
        <PostTagsField initialTags={post?.tags ?? []} options={allTags} error={error("tags")} />
        <PostTextField
          field="seo_title"
          label="Título SEO"
          initialValue={post?.seoTitle ?? ""}
          max={SEO_TITLE_MAX}
          error={error("seo_title")}
        />
        <PostTextField
          field="seo_description"
          label="Descrição SEO"
          initialValue={post?.seoDescription ?? ""}
          max={SEO_DESCRIPTION_MAX}
          rows={2}
          error={error("seo_description")}
        />
        <PostTextField
          field="seo_keywords"
          label="Palavras-chave SEO"
          initialValue={post?.seoKeywords.join(", ") ?? ""}
          hint="Separe as palavras-chave por vírgula."
          error={error("seo_keywords")}
        />
        <PostImageField
          initialUrl={post?.featuredImageUrl ?? ""}
          initialAlt={post?.featuredImageAlt ?? ""}
          error={error("featured_image_url")}
          altError={error("featured_image_alt")}
        />

        <p id="post-form-status" role="status" className="text-destructive text-sm">
          {state.status === "error" ? state.message : ""}
        </p>
      </div>

      <div className="flex shrink-0 flex-col-reverse gap-2 border-t px-6 py-4 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancelar
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? "Salvando…" : post ? "Salvar alterações" : "Criar post"}
        </Button>
      </div>
    </form>
  )
}
