"use client"

import * as React from "react"
import dynamic from "next/dynamic"
import { type ActionState, fieldError, IDLE } from "@/lib/action-state"
import { toast } from "@/lib/hooks/use-toast"
import { slugify } from "@/lib/slug"
import {
  EXCERPT_MAX,
  POST_STATUS_LABELS,
  POST_STATUSES,
  type PostStatus,
  SEO_DESCRIPTION_MAX,
  SEO_TITLE_MAX,
  splitList,
} from "@/lib/validations/post"
import type { AdminPost, BlogOption } from "@/lib/data/admin-posts"
import { cn } from "@/lib/utils"
import { Button } from "@/components/ui/button"
import { Input } from "@/components/ui/input"
import { Label } from "@/components/ui/label"
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select"
import { Skeleton } from "@/components/ui/skeleton"
import { Textarea } from "@/components/ui/textarea"
import { savePost } from "../actions"

// TipTap weighs a lot: only this dialog loads it, and only in the browser.
const RichTextEditor = dynamic(
  () => import("@/components/admin/blog/rich-text-editor").then((module) => module.RichTextEditor),
  { ssr: false, loading: () => <Skeleton className="h-66 w-full" aria-label="Carregando editor…" /> }
)

export interface PostFormProps {
  post: AdminPost | null
  categories: BlogOption[]
  tags: BlogOption[]
  onSaved: () => void
  onCancel: () => void
}

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null
  return (
    <p id={id} className="text-destructive text-sm">
      {message}
    </p>
  )
}

function Counter({ id, length, max }: { id: string; length: number; max: number }) {
  return (
    <p id={id} className={cn("text-muted-foreground text-xs", length > max && "text-destructive font-medium")}>
      {length}/{max} caracteres
    </p>
  )
}

export function PostForm({ post, categories, tags: allTags, onSaved, onCancel }: PostFormProps) {
  const [state, formAction, pending] = React.useActionState<ActionState, FormData>(savePost, IDLE)
  const [title, setTitle] = React.useState(post?.title ?? "")
  const [slug, setSlug] = React.useState(post?.slug ?? "")
  // A new post's slug follows its title until the editor types a slug of her own.
  const [slugTouched, setSlugTouched] = React.useState(post !== null)
  const [excerpt, setExcerpt] = React.useState(post?.excerpt ?? "")
  const [content, setContent] = React.useState(post?.content ?? "")
  const [status, setStatus] = React.useState<PostStatus>(post?.status ?? "draft")
  const [categoryId, setCategoryId] = React.useState(post?.categoryId ?? "none")
  const [tags, setTags] = React.useState<string[]>(post?.tags ?? [])
  const [newTag, setNewTag] = React.useState("")
  const [seoTitle, setSeoTitle] = React.useState(post?.seoTitle ?? "")
  const [seoDescription, setSeoDescription] = React.useState(post?.seoDescription ?? "")
  const [seoKeywords, setSeoKeywords] = React.useState(post?.seoKeywords.join(", ") ?? "")
  const [imageUrl, setImageUrl] = React.useState(post?.featuredImageUrl ?? "")
  const [imageBroken, setImageBroken] = React.useState(false)

  const lastState = React.useRef(state)
  React.useEffect(() => {
    if (state === lastState.current) return
    lastState.current = state
    if (state.status === "success") {
      toast({ title: state.message })
      onSaved()
    } else if (state.status === "error") {
      toast({ title: "Erro", description: state.message, variant: "destructive" })
    }
  }, [state, onSaved])

  const error = (field: string) => fieldError(state, field)
  const describe = (field: string, ...extra: string[]) =>
    [error(field) ? `post-${field}-error` : null, ...extra].filter(Boolean).join(" ") || undefined

  function addTag(name: string) {
    const next = splitList([...tags, name].join(","))
    setTags(next)
    setNewTag("")
  }

  const prefix = "post"
  const imagePreview = /^(https?:\/\/|\/)\S+$/i.test(imageUrl.trim()) && !imageBroken

  return (
    <form action={formAction} className="grid gap-5" aria-describedby="post-form-status" noValidate>
      <input type="hidden" name="id" value={post?.id ?? ""} />
      <input type="hidden" name="content" value={content} />
      <input type="hidden" name="tags" value={tags.join(", ")} />

      <div className="grid gap-2">
        <Label htmlFor={`${prefix}-title`}>Título *</Label>
        <Input
          id={`${prefix}-title`}
          name="title"
          value={title}
          required
          maxLength={200}
          aria-invalid={error("title") ? true : undefined}
          aria-describedby={describe("title")}
          onChange={(event) => {
            setTitle(event.target.value)
            if (!slugTouched) setSlug(slugify(event.target.value))
          }}
        />
        <FieldError id={`${prefix}-title-error`} message={error("title")} />
      </div>

      <div className="grid gap-2">
        <Label htmlFor={`${prefix}-slug`}>Slug (endereço do post)</Label>
        <Input
          id={`${prefix}-slug`}
          name="slug"
          value={slug}
          maxLength={120}
          aria-invalid={error("slug") ? true : undefined}
          aria-describedby={describe("slug", `${prefix}-slug-hint`)}
          onChange={(event) => {
            setSlugTouched(true)
            setSlug(event.target.value)
          }}
          onBlur={() => setSlug((current) => slugify(current))}
        />
        <p id={`${prefix}-slug-hint`} className="text-muted-foreground text-xs">
          Gerado a partir do título; se já existir, recebe um número no final (-2, -3…).
        </p>
        <FieldError id={`${prefix}-slug-error`} message={error("slug")} />
      </div>

      <div className="grid gap-2">
        <Label htmlFor={`${prefix}-excerpt`}>Resumo</Label>
        <Textarea
          id={`${prefix}-excerpt`}
          name="excerpt"
          value={excerpt}
          rows={3}
          aria-invalid={error("excerpt") ? true : undefined}
          aria-describedby={describe("excerpt", `${prefix}-excerpt-count`)}
          onChange={(event) => setExcerpt(event.target.value)}
        />
        <Counter id={`${prefix}-excerpt-count`} length={excerpt.length} max={EXCERPT_MAX} />
        <FieldError id={`${prefix}-excerpt-error`} message={error("excerpt")} />
      </div>

      <div className="grid gap-2">
        <span id={`${prefix}-content-label`} className="text-sm leading-none font-medium">
          Conteúdo *
        </span>
        <RichTextEditor
          id={`${prefix}-content`}
          initialHtml={post?.content ?? ""}
          onChange={setContent}
          describedBy={describe("content")}
          invalid={Boolean(error("content"))}
        />
        <FieldError id={`${prefix}-content-error`} message={error("content")} />
      </div>

      <div className="grid gap-5 sm:grid-cols-2">
        <div className="grid gap-2">
          <Label htmlFor={`${prefix}-status`}>Status</Label>
          <Select name="status" value={status} onValueChange={(value) => setStatus(value as PostStatus)}>
            <SelectTrigger id={`${prefix}-status`} className="w-full">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {POST_STATUSES.map((value) => (
                <SelectItem key={value} value={value}>
                  {POST_STATUS_LABELS[value]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <div className="grid gap-2">
          <Label htmlFor={`${prefix}-category`}>Categoria</Label>
          <Select name="category_id" value={categoryId} onValueChange={setCategoryId}>
            <SelectTrigger
              id={`${prefix}-category`}
              className="w-full"
              aria-invalid={error("category_id") ? true : undefined}
            >
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value="none">Sem categoria</SelectItem>
              {categories.map((category) => (
                <SelectItem key={category.id} value={category.id}>
                  {category.name}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
          <FieldError id={`${prefix}-category_id-error`} message={error("category_id")} />
        </div>
      </div>

      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium">Tags</legend>
        {tags.length > 0 ? (
          <ul className="flex flex-wrap gap-2" aria-label="Tags escolhidas">
            {tags.map((tag) => (
              <li key={tag}>
                <Button
                  type="button"
                  variant="secondary"
                  size="sm"
                  aria-label={`Remover tag ${tag}`}
                  onClick={() => setTags(tags.filter((item) => item !== tag))}
                >
                  {tag} <span aria-hidden="true">×</span>
                </Button>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-muted-foreground text-sm">Nenhuma tag escolhida.</p>
        )}
        <div className="flex gap-2">
          <Input
            aria-label="Nova tag ou tag existente"
            list={`${prefix}-tag-options`}
            value={newTag}
            placeholder="Digite e pressione Enter"
            onChange={(event) => setNewTag(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === "Enter") {
                event.preventDefault()
                if (newTag.trim()) addTag(newTag)
              }
            }}
          />
          <Button type="button" variant="outline" onClick={() => newTag.trim() && addTag(newTag)}>
            Adicionar tag
          </Button>
          <datalist id={`${prefix}-tag-options`}>
            {allTags
              .filter((tag) => !tags.includes(tag.name))
              .map((tag) => (
                <option key={tag.id} value={tag.name} />
              ))}
          </datalist>
        </div>
        <FieldError id={`${prefix}-tags-error`} message={error("tags")} />
      </fieldset>

      <div className="grid gap-2">
        <Label htmlFor={`${prefix}-seo_title`}>Título SEO</Label>
        <Input
          id={`${prefix}-seo_title`}
          name="seo_title"
          value={seoTitle}
          aria-invalid={error("seo_title") || seoTitle.length > SEO_TITLE_MAX ? true : undefined}
          aria-describedby={describe("seo_title", `${prefix}-seo_title-count`)}
          onChange={(event) => setSeoTitle(event.target.value)}
        />
        <Counter id={`${prefix}-seo_title-count`} length={seoTitle.length} max={SEO_TITLE_MAX} />
        <FieldError id={`${prefix}-seo_title-error`} message={error("seo_title")} />
      </div>

      <div className="grid gap-2">
        <Label htmlFor={`${prefix}-seo_description`}>Descrição SEO</Label>
        <Textarea
          id={`${prefix}-seo_description`}
          name="seo_description"
          value={seoDescription}
          rows={2}
          aria-invalid={error("seo_description") || seoDescription.length > SEO_DESCRIPTION_MAX ? true : undefined}
          aria-describedby={describe("seo_description", `${prefix}-seo_description-count`)}
          onChange={(event) => setSeoDescription(event.target.value)}
        />
        <Counter id={`${prefix}-seo_description-count`} length={seoDescription.length} max={SEO_DESCRIPTION_MAX} />
        <FieldError id={`${prefix}-seo_description-error`} message={error("seo_description")} />
      </div>

      <div className="grid gap-2">
        <Label htmlFor={`${prefix}-seo_keywords`}>Palavras-chave SEO</Label>
        <Input
          id={`${prefix}-seo_keywords`}
          name="seo_keywords"
          value={seoKeywords}
          aria-describedby={describe("seo_keywords", `${prefix}-seo_keywords-hint`)}
          onChange={(event) => setSeoKeywords(event.target.value)}
        />
        <p id={`${prefix}-seo_keywords-hint`} className="text-muted-foreground text-xs">
          Separe as palavras-chave por vírgula.
        </p>
        <FieldError id={`${prefix}-seo_keywords-error`} message={error("seo_keywords")} />
      </div>

      <div className="grid gap-2">
        <Label htmlFor={`${prefix}-featured_image_url`}>URL da imagem destacada</Label>
        <Input
          id={`${prefix}-featured_image_url`}
          name="featured_image_url"
          type="url"
          inputMode="url"
          value={imageUrl}
          placeholder="https://…"
          aria-invalid={error("featured_image_url") ? true : undefined}
          aria-describedby={describe("featured_image_url")}
          onChange={(event) => {
            setImageUrl(event.target.value)
            setImageBroken(false)
          }}
        />
        <FieldError id={`${prefix}-featured_image_url-error`} message={error("featured_image_url")} />
        {imagePreview ? (
          // eslint-disable-next-line @next/next/no-img-element -- any external host, so next/image can't optimise it
          <img
            src={imageUrl.trim()}
            alt="Prévia da imagem destacada"
            className="max-h-48 w-full rounded-md border object-cover"
            onError={() => setImageBroken(true)}
          />
        ) : imageBroken ? (
          <p className="text-muted-foreground text-sm">Não foi possível carregar a prévia desta imagem.</p>
        ) : null}
      </div>

      <p id="post-form-status" role="status" className="text-destructive text-sm">
        {state.status === "error" ? state.message : ""}
      </p>

      <div className="bg-background sticky bottom-0 flex flex-col-reverse gap-2 border-t pt-4 sm:flex-row sm:justify-end">
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
