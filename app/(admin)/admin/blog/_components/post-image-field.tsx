"use client"

import * as React from "react"
import { UploadIcon } from "lucide-react"
import { POST_IMAGE_TYPES } from "@/lib/images/post-image"
import { IMAGE_ALT_MAX } from "@/lib/validations/post"
import { Button } from "@/components/ui/button"
import { Input } from "@/components/ui/input"
import { Label } from "@/components/ui/label"
import { FieldError, postFieldControl, postFieldId } from "./post-form-fields"
import { uploadPostImageFile } from "./upload-post-image"

/**
 * The featured image: an address typed in, or a file sent to the blog's storage ("Enviar imagem"),
 * which fills the address in. A preview shows once it looks like an image (a note when it fails).
 */
export function PostImageField({
  initialUrl,
  initialAlt,
  error,
  altError,
}: {
  initialUrl: string
  initialAlt: string
  error: string | undefined
  altError: string | undefined
}) {
  const [imageUrl, setImageUrl] = React.useState(initialUrl)
  const [alt, setAlt] = React.useState(initialAlt)
  const [imageBroken, setImageBroken] = React.useState(false)
  const [uploading, setUploading] = React.useState(false)
  const [uploadError, setUploadError] = React.useState<string | null>(null)
  const [uploadNote, setUploadNote] = React.useState("")
  const fileInput = React.useRef<HTMLInputElement>(null)
  const imagePreview = /^(https?:\/\/|\/)\S+$/i.test(imageUrl.trim()) && !imageBroken
  const shownError = uploadError ?? error

  async function upload(file: File) {
    setUploading(true)
    setUploadError(null)
    setUploadNote("Enviando imagem…")
    const result = await uploadPostImageFile(file)
    setUploading(false)
    if (fileInput.current) fileInput.current.value = ""
    if (result.ok) {
      setImageUrl(result.image.url)
      setImageBroken(false)
      setUploadNote("Imagem enviada. Salve o post para usá-la.")
    } else {
      setUploadError(result.message)
      setUploadNote("")
    }
  }

  return (
    <div className="grid gap-2">
      <Label htmlFor={postFieldId("featured_image_url")}>URL da imagem destacada</Label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          {...postFieldControl("featured_image_url", shownError, postFieldId("featured_image_url", "hint"))}
          type="url"
          inputMode="url"
          value={imageUrl}
          placeholder="https://…"
          onChange={(event) => {
            setImageUrl(event.target.value)
            setImageBroken(false)
            setUploadError(null)
            setUploadNote("")
          }}
        />
        <Button
          type="button"
          variant="outline"
          disabled={uploading}
          aria-describedby={postFieldId("featured_image_url", "hint")}
          onClick={() => fileInput.current?.click()}
        >
          <UploadIcon aria-hidden="true" />
          {uploading ? "Enviando…" : "Enviar imagem"}
        </Button>
        {/* Reached through the button; hidden from the keyboard so the field is one stop, not two. */}
        <input
          ref={fileInput}
          type="file"
          accept={POST_IMAGE_TYPES.join(",")}
          className="sr-only"
          tabIndex={-1}
          aria-hidden="true"
          onChange={(event) => {
            const file = event.target.files?.[0]
            if (file) void upload(file)
          }}
        />
      </div>
      <p id={postFieldId("featured_image_url", "hint")} className="text-muted-foreground text-xs">
        Ou envie um arquivo JPEG, PNG, WebP ou AVIF de até 5 MB.
      </p>
      <FieldError field="featured_image_url" message={shownError} />
      <p role="status" className="text-muted-foreground text-sm">
        {uploadNote}
      </p>
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
      <Label htmlFor={postFieldId("featured_image_alt")} className="mt-2">
        Texto alternativo da imagem{imageUrl.trim() ? " *" : ""}
      </Label>
      <Input
        {...postFieldControl("featured_image_alt", altError, postFieldId("featured_image_alt", "hint"))}
        value={alt}
        maxLength={IMAGE_ALT_MAX}
        required={imageUrl.trim() !== ""}
        placeholder="Descreva o que a imagem mostra"
        onChange={(event) => setAlt(event.target.value)}
      />
      <p id={postFieldId("featured_image_alt", "hint")} className="text-muted-foreground text-xs">
        Lido por quem usa leitor de tela; obrigatório quando há imagem.
      </p>
      <FieldError field="featured_image_alt" message={altError} />
    </div>
  )
}
