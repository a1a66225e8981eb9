"use client"

import * as React from "react"
import { slugify, SLUG_MAX } from "@/lib/slug"
import { TITLE_MAX } from "@/lib/validations/post"
import { Input } from "@/components/ui/input"
import { Label } from "@/components/ui/label"
import { FieldError, postFieldControl, postFieldId } from "./post-form-fields"

export interface PostTitleFieldsProps {
  initialTitle: string
  initialSlug: string
  /** A new post's slug follows its title until the editor types a slug of her own. */
  slugFollowsTitle: boolean
  errors: { title: string | undefined; slug: string | undefined }
}

/** The title and the address (slug) made from it. */
export function PostTitleFields({ initialTitle, initialSlug, slugFollowsTitle, errors }: PostTitleFieldsProps) {
  const [title, setTitle] = React.useState(initialTitle)
  const [slug, setSlug] = React.useState(initialSlug)
  const [slugTouched, setSlugTouched] = React.useState(!slugFollowsTitle)
  return (
    <>
      <div className="grid gap-2">
        <Label htmlFor={postFieldId("title")}>Título *</Label>
        <Input
          {...postFieldControl("title", errors.title)}
          value={title}
          required
          maxLength={TITLE_MAX}
          onChange={(event) => {
            setTitle(event.target.value)
            if (!slugTouched) setSlug(slugify(event.target.value))
          }}
        />
        <FieldError field="title" message={errors.title} />
      </div>

      <div className="grid gap-2">
        <Label htmlFor={postFieldId("slug")}>Slug (endereço do post)</Label>
        <Input
          {...postFieldControl("slug", errors.slug, postFieldId("slug", "hint"))}
          value={slug}
          maxLength={SLUG_MAX}
          onChange={(event) => {
            setSlugTouched(true)
            setSlug(event.target.value)
          }}
          onBlur={() => setSlug((current) => slugify(current))}
        />
        <p id={postFieldId("slug", "hint")} className="text-muted-foreground text-xs">
          Gerado a partir do título; se já existir, recebe um número no final (-2, -3…).
        </p>
        <FieldError field="slug" message={errors.slug} />
      </div>
    </>
  )
}
