"use client"

import * as React from "react"
import type { BlogOption } from "@/lib/data/admin-posts"
import { POST_STATUS_LABELS, POST_STATUSES, type PostStatus } from "@/lib/validations/post"
import { Label } from "@/components/ui/label"
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select"
import { FieldError, postFieldId } from "./post-form-fields"

export interface PostPublishingFieldsProps {
  initialStatus: PostStatus
  /** "none" for a post without a category. */
  initialCategoryId: string
  categories: BlogOption[]
  categoryError: string | undefined
}

/** One item per post status, labelled in pt-BR: the editor's status select and the list's filter share it. */
export function PostStatusItems() {
  return POST_STATUSES.map((value) => (
    <SelectItem key={value} value={value}>
      {POST_STATUS_LABELS[value]}
    </SelectItem>
  ))
}

/** Status and category, side by side. */
export function PostPublishingFields({
  initialStatus,
  initialCategoryId,
  categories,
  categoryError,
}: PostPublishingFieldsProps) {
  const [status, setStatus] = React.useState<PostStatus>(initialStatus)
  const [categoryId, setCategoryId] = React.useState(initialCategoryId)
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
    </div>
  )
}
