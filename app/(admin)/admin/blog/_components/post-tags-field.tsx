"use client"

import * as React from "react"
import type { BlogOption } from "@/lib/data/admin-posts"
import { splitList } from "@/lib/validations/post"
import { Button } from "@/components/ui/button"
import { Input } from "@/components/ui/input"
import { FieldError, postFieldId } from "./post-form-fields"

export interface PostTagsFieldProps {
  initialTags: string[]
  /** Existing tags, offered as suggestions. */
  options: BlogOption[]
  error: string | undefined
}

/** The chosen tags as removable buttons, and a box to add a new or existing one; posted as "a, b, c". */
export function PostTagsField({ initialTags, options, error }: PostTagsFieldProps) {
  const [tags, setTags] = React.useState(initialTags)
  const [newTag, setNewTag] = React.useState("")

  function addTag(name: string) {
    setTags(splitList([...tags, name].join(",")))
    setNewTag("")
  }

  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-medium">Tags</legend>
      <input type="hidden" name="tags" value={tags.join(", ")} />
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
          list={postFieldId("tag-options")}
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
        <datalist id={postFieldId("tag-options")}>
          {options
            .filter((tag) => !tags.includes(tag.name))
            .map((tag) => (
              <option key={tag.id} value={tag.name} />
            ))}
        </datalist>
      </div>
      <FieldError field="tags" message={error} />
    </fieldset>
  )
}
