"use client"

import * as React from "react"
import type { BlogOption } from "@/lib/data/admin-posts"
import { dateToSaoPauloLocal, POST_STATUS_LABELS, POST_STATUSES, type PostStatus } from "@/lib/validations/post"
import { Input } from "@/components/ui/input"
import { Label } from "@/components/ui/label"
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select"
import { FieldError, postFieldControl, postFieldId } from "./post-form-fields"

export interface PostPublishingFieldsProps {
  initialStatus: PostStatus
  /** "none" for a post without a category. */
  initialCategoryId: string
  /** A scheduled post's time as typed in the editor (São Paulo, "2026-12-01T09:00"); "" otherwise. */
  initialPublishAt: string
  categories: BlogOption[]
  categoryError: string | undefined
  publishAtError: string | undefined
}

/** One item per post status, labelled in pt-BR: the editor's status select and the list's filter share it. */
export function PostStatusItems() {
  return POST_STATUSES.map((value) => (
    <SelectItem key={value} value={value}>
      {POST_STATUS_LABELS[value]}
    </SelectItem>
  ))
}

/** Status and category, side by side; a scheduled post also asks when it goes public. */
export function PostPublishingFields({
  initialStatus,
  initialCategoryId,
  initialPublishAt,
  categories,
  categoryError,
  publishAtError,
}: PostPublishingFieldsProps) {
  const [status, setStatus] = React.useState<PostStatus>(initialStatus)
  const [categoryId, setCategoryId] = React.useState(initialCategoryId)
  const [publishAt, setPublishAt] = React.useState(initialPublishAt)
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <div className="grid gap-2">
        <Label htmlFor={postFieldId("status")}>Status</Label>
        <Select name="status" value={status} onValueChange={(value) => setStatus(value as PostStatus)}>
          <SelectTrigger id={postFieldId("status")} className="w-full">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <PostStatusItems />
          </SelectContent>
        </Select>
      </div>
      <div className="grid gap-2">
        <Label htmlFor={postFieldId("category")}>Categoria</Label>
        <Select name="category_id" value={categoryId} onValueChange={setCategoryId}>
          <SelectTrigger
            id={postFieldId("category")}
            className="w-full"
            aria-invalid={categoryError ? true : undefined}
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
        <FieldError field="category_id" message={categoryError} />
      </div>
      {status === "scheduled" ? (
        <div className="grid gap-2 sm:col-span-2">
          <Label htmlFor={postFieldId("publish_at")}>Publicar em *</Label>
          <Input
            {...postFieldControl("publish_at", publishAtError, postFieldId("publish_at", "hint"))}
            type="datetime-local"
            className="sm:max-w-64"
            value={publishAt}
            min={dateToSaoPauloLocal(new Date())}
            required
            onChange={(event) => setPublishAt(event.target.value)}
          />
          <p id={postFieldId("publish_at", "hint")} className="text-muted-foreground text-xs">
            Horário de Brasília. O post fica público sozinho nesse momento, com aviso à autora.
          </p>
          <FieldError field="publish_at" message={publishAtError} />
        </div>
      ) : null}
    </div>
  )
}
