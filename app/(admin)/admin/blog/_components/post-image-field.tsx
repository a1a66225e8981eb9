"use client"

import * as React from "react"
import { Input } from "@/components/ui/input"
import { Label } from "@/components/ui/label"
import { describedBy, FieldError, postFieldId } from "./post-form-fields"

/** The featured image's address, with a preview once it looks like one (and a note when it fails to load). */
export function PostImageField({ initialUrl, error }: { initialUrl: string; error: string | undefined }) {
  const [imageUrl, setImageUrl] = React.useState(initialUrl)
  const [imageBroken, setImageBroken] = React.useState(false)
  const imagePreview = /^(https?:\/\/|\/)\S+$/i.test(imageUrl.trim()) && !imageBroken
  return (
    <div className="grid gap-2">
      <Label htmlFor={postFieldId("featured_image_url")}>URL da imagem destacada</Label>
      <Input
        id={postFieldId("featured_image_url")}
        name="featured_image_url"
        type="url"
        inputMode="url"
        value={imageUrl}
        placeholder="https://…"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy("featured_image_url", error)}
        onChange={(event) => {
          setImageUrl(event.target.value)
          setImageBroken(false)
        }}
      />
      <FieldError field="featured_image_url" message={error} />
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
  )
}
