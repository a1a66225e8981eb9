"use client"

import * as React from "react"
import { useRouter } from "next/navigation"
import { type ActionState, fieldError, IDLE } from "@/lib/action-state"
import { useActionToast } from "@/lib/hooks/use-action-toast"
import { toast } from "@/lib/hooks/use-toast"
import {
  dateToSaoPauloLocal,
  EXCERPT_MAX,
  POST_STATUSES,
  type PostStatus,
  SEO_DESCRIPTION_MAX,
  SEO_TITLE_MAX,
} from "@/lib/validations/post"
import type { AdminPost, BlogOption, PostRevision } from "@/lib/data/admin-posts"
import { Button } from "@/components/ui/button"
import { savePost } from "../actions"
import { PostContentField } from "./post-content-field"
import { PostTextField } from "./post-form-fields"
import { PostImageField } from "./post-image-field"
import { type PostFormSnapshot, readLocalCopy, removeLocalCopy, snapshotForm } from "./post-local-copy"
import { PostPreviewLink } from "./post-preview-link"
import { PostPublishingFields } from "./post-publishing-fields"
import { PostRevisions, revisionTime } from "./post-revisions"
import { PostTagsField } from "./post-tags-field"
import { PostTitleFields } from "./post-title-fields"
import { savedAtText, usePostAutosave, type AutosaveStatus } from "./use-post-autosave"

// One file (~330 lines) on purpose: the post form's fields, autosave, local copy and restore all
// read and write the same form state; the reusable parts already live beside it
// (use-post-autosave.ts, post-revisions.tsx).

export interface PostFormProps {
  post: AdminPost | null
  categories: BlogOption[]
  tags: BlogOption[]
  onSaved: () => void
  onCancel: () => void
}

/** The form's fields as the inputs post them: what a local copy holds and a restore fills in. */
type PostFields = Record<
  | "title"
  | "slug"
  | "excerpt"
  | "content"
  | "status"
  | "category_id"
  | "tags"
  | "seo_title"
  | "seo_description"
  | "seo_keywords"
  | "featured_image_url"
  | "featured_image_alt"
  | "publish_at",
  string
>

function fieldsOf(post: AdminPost | null): PostFields {
  return {
    title: post?.title ?? "",
    slug: post?.slug ?? "",
    excerpt: post?.excerpt ?? "",
    content: post?.content ?? "",
    status: post?.status ?? "draft",
    category_id: post?.categoryId ?? "none",
    tags: post?.tags.join(", ") ?? "",
    seo_title: post?.seoTitle ?? "",
    seo_description: post?.seoDescription ?? "",
    seo_keywords: post?.seoKeywords.join(", ") ?? "",
    featured_image_url: post?.featuredImageUrl ?? "",
    featured_image_alt: post?.featuredImageAlt ?? "",
    publish_at: post?.status === "scheduled" && post.publishedAt ? dateToSaoPauloLocal(post.publishedAt) : "",
  }
}

const asStatus = (value: string): PostStatus =>
  (POST_STATUSES as readonly string[]).includes(value) ? (value as PostStatus) : "draft"

function autosaveText(status: AutosaveStatus, eligible: boolean): string {
  switch (status.state) {
    case "saving":
      return "Salvando rascunho…"
    case "saved":
      return savedAtText(status.at)
    case "offline":
      return `Sem conexão: rascunho guardado neste navegador, nova tentativa em ${Math.round(status.retryInMs / 1000)} s.`
    case "refused":
      return `Rascunho não salvo automaticamente: ${status.message}`
    default:
      return eligible ? "Rascunhos são salvos automaticamente." : ""
  }
}

/**
 * The editor's form for a new or an existing post. Each field keeps what was typed in its own state,
 * so a failed save shows the errors beside the text instead of an emptied form. Drafts save
 * themselves while she types; every edit is also kept in this browser until the server has it.
 */
export function PostForm({ post, categories, tags: allTags, onSaved, onCancel }: PostFormProps) {
  const router = useRouter()
  const [state, formAction, pending] = React.useActionState<ActionState, FormData>(savePost, IDLE)
  const formRef = React.useRef<HTMLFormElement>(null)
  const [fields, setFields] = React.useState<PostFields>(() => fieldsOf(post))
  // Bumped by a restore: the fields mount again with the restored values as their initial ones.
  const [version, setVersion] = React.useState(0)
  const [postId, setPostId] = React.useState(post?.id ?? "")
  const [localCopy, setLocalCopy] = React.useState(() => {
    const copy = readLocalCopy(post?.id ?? null)
    const stored: Record<string, string> = fieldsOf(post)
    const differs = copy && Object.entries(copy.fields).some(([key, value]) => key in stored && stored[key] !== value)
    return differs ? copy : null
  })
  const eligible = post === null || post.status === "draft"
  const autosave = usePostAutosave({ form: formRef, postId, onPostId: setPostId, eligible })
  const autosaved = React.useRef(false)
  React.useEffect(() => {
    if (autosave.status.state === "saved") autosaved.current = true
  }, [autosave.status])

  // The list behind the dialog shows a draft that saved itself once the dialog closes, however it closes.
  React.useEffect(
    () => () => {
      if (autosaved.current) router.refresh()
    },
    [router]
  )

  useActionToast(state, {
    onSuccess: () => {
      removeLocalCopy(postId || null)
      removeLocalCopy(null)
      onSaved()
    },
  })
  const { resume } = autosave
  React.useEffect(() => {
    if (state.status === "error") resume()
  }, [state, resume])

  const error = (field: string) => fieldError(state, field)

  function restore(values: Partial<PostFields>, note: string) {
    const current = formRef.current ? (snapshotForm(formRef.current) as Partial<PostFields>) : {}
    setFields({ ...fieldsOf(post), ...current, ...values })
    setVersion((value) => value + 1)
    toast({ title: note, description: "Salve o post para mantê-la." })
    // After the fields mounted again: the restored text counts as an edit (local copy, autosave).
    setTimeout(() => autosave.changed(), 0)
  }

  function restoreLocalCopy(copy: { fields: PostFormSnapshot; savedAt: string }) {
    setLocalCopy(null)
    restore(copy.fields as Partial<PostFields>, "Cópia local restaurada.")
  }

  function discardLocalCopy() {
    removeLocalCopy(post?.id ?? null)
    setLocalCopy(null)
  }

  function restoreRevision(revision: PostRevision) {
    restore(
      {
        title: revision.title,
        excerpt: revision.excerpt ?? "",
        content: revision.content,
        seo_title: revision.seoTitle ?? "",
        seo_description: revision.seoDescription ?? "",
        seo_keywords: revision.seoKeywords.join(", "),
        featured_image_url: revision.featuredImageUrl ?? "",
        featured_image_alt: revision.featuredImageAlt ?? "",
      },
      `Versão de ${revisionTime(revision.createdAt)} carregada.`
    )
  }

  // React resets a form after its action runs, and Radix's Select answers a reset by going back to
  // its first value: a refused save would silently turn "Publicado" into "Rascunho". Dispatching
  // from onSubmit skips that reset (the editor needs JavaScript anyway). A background save in
  // flight finishes first, so a new post is created once, not twice.
  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    // "Publicar agora": the same save, as published; a scheduled post's planned time is dropped
    // and it is stamped with now (savePostRow).
    const submitter = (event.nativeEvent as SubmitEvent).submitter
    if (submitter?.hasAttribute("data-publish-now")) data.set("status", "published")
    autosave.stop()
    const id = await autosave.settle()
    if (id) data.set("id", id)
    React.startTransition(() => formAction(data))
  }

  function cancel() {
    autosave.stop()
    onCancel()
  }

  const status = autosaveText(autosave.status, eligible)

  return (
    <form
      ref={formRef}
      action={formAction}
      onSubmit={(event) => void submit(event)}
      onInput={autosave.changed}
      onChange={autosave.changed}
      onClick={autosave.changed}
      onKeyUp={autosave.changed}
      className="flex min-h-0 flex-1 flex-col"
      aria-describedby="post-form-status"
      noValidate
    >
      <input type="hidden" name="id" value={postId} />
      <input type="hidden" name="intent" value={post ? "update" : "create"} />
      {/*
        The fields scroll in their own box, which ends where the action bar begins. A sticky bar in
        a scrolling dialog left the fields showing through the dialog's padding under it (issue #24).
      */}
      <div className="grid min-h-0 flex-1 gap-5 overflow-y-auto px-6 pt-1 pb-6">
        {localCopy ? (
          <div
            role="region"
            aria-label="Cópia local"
            className="bg-secondary text-secondary-foreground grid gap-2 rounded-md p-4 text-sm"
          >
            <p>
              Há alterações deste post guardadas só neste navegador, de {revisionTime(localCopy.savedAt)}, que não
              chegaram a ser salvas.
            </p>
            <div className="flex flex-wrap gap-2">
              <Button type="button" size="sm" onClick={() => restoreLocalCopy(localCopy)}>
                Restaurar cópia local
              </Button>
              <Button type="button" size="sm" variant="outline" onClick={discardLocalCopy}>
                Descartar
              </Button>
            </div>
          </div>
        ) : null}
        <React.Fragment key={version}>
          <PostTitleFields
            initialTitle={fields.title}
            initialSlug={fields.slug}
            slugFollowsTitle={post === null && version === 0}
            errors={{ title: error("title"), slug: error("slug") }}
          />
          <PostTextField
            field="excerpt"
            label="Resumo"
            initialValue={fields.excerpt}
            max={EXCERPT_MAX}
            rows={3}
            error={error("excerpt")}
          />
          <PostContentField initialHtml={fields.content} error={error("content")} onEdit={autosave.changed} />
          <PostPublishingFields
            initialStatus={asStatus(fields.status)}
            initialCategoryId={fields.category_id || "none"}
            initialPublishAt={fields.publish_at}
            categories={categories}
            categoryError={error("category_id")}
            publishAtError={error("publish_at")}
          />
          <PostTagsField
            initialTags={
              fields.tags
                ? fields.tags
                    .split(",")
                    .map((tag) => tag.trim())
                    .filter(Boolean)
                : []
            }
            options={allTags}
            error={error("tags")}
          />
          <PostTextField
            field="seo_title"
            label="Título SEO"
            initialValue={fields.seo_title}
            max={SEO_TITLE_MAX}
            error={error("seo_title")}
          />
          <PostTextField
            field="seo_description"
            label="Descrição SEO"
            initialValue={fields.seo_description}
            max={SEO_DESCRIPTION_MAX}
            rows={2}
            error={error("seo_description")}
          />
          <PostTextField
            field="seo_keywords"
            label="Palavras-chave SEO"
            initialValue={fields.seo_keywords}
            hint="Separe as palavras-chave por vírgula."
            error={error("seo_keywords")}
          />
          <PostImageField
            initialUrl={fields.featured_image_url}
            initialAlt={fields.featured_image_alt}
            error={error("featured_image_url")}
            altError={error("featured_image_alt")}
          />
        </React.Fragment>

        <PostPreviewLink prepare={autosave.flush} />
        {postId ? <PostRevisions postId={postId} onRestore={restoreRevision} /> : null}

        <p id="post-form-status" role="status" className="text-destructive text-sm">
          {state.status === "error" ? state.message : ""}
        </p>
      </div>

      <div className="flex shrink-0 flex-col-reverse gap-2 border-t px-6 py-4 sm:flex-row sm:items-center sm:justify-end">
        <p role="status" aria-live="polite" className="text-muted-foreground text-sm sm:mr-auto">
          {status}
        </p>
        <Button type="button" variant="outline" onClick={cancel}>
          Cancelar
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? "Salvando…" : post ? "Salvar alterações" : "Criar post"}
        </Button>
        {/* After the save button, which stays the form's default: Enter in a field never publishes. */}
        {post?.status === "scheduled" ? (
          <Button type="submit" variant="secondary" disabled={pending} data-publish-now="">
            Publicar agora
          </Button>
        ) : null}
      </div>
    </form>
  )
}
