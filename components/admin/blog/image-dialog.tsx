"use client"

import * as React from "react"
import { imageAltSchema, imageUrlSchema, POST_IMAGE_TYPES, type PostImageUpload } from "@/lib/images/post-image"
import { Button } from "@/components/ui/button"
import { DialogFooter } from "@/components/ui/dialog"
import { FileInput } from "@/components/ui/file-input"
import { Input } from "@/components/ui/input"
import { Label } from "@/components/ui/label"
import { Textarea } from "@/components/ui/textarea"
import { DialogCancelButton, TitledDialog } from "@/components/forms/titled-dialog"

export interface InsertedImage {
  src: string
  alt: string
  /** Known sizes let the page reserve the image's box before it loads. */
  width?: number
  height?: number
}

export interface ImageDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** Stores a chosen file (the blog's upload action) and answers where it is. */
  upload: (file: File) => Promise<PostImageUpload>
  onInsert: (image: InsertedImage) => void
  onCloseAutoFocus?: (event: Event) => void
}

const TEXT = {
  fileRequired: "Escolha um arquivo de imagem.",
  urlUnreachable: "Não foi possível carregar a imagem deste endereço.",
} as const

/** Inserts an image into the post: a file sent to the blog's storage, or an address; alt text required. */
export function ImageDialog({ open, onOpenChange, upload, onInsert, onCloseAutoFocus }: ImageDialogProps) {
  return (
    <TitledDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Inserir imagem"
      description="Envie um arquivo ou use o endereço de uma imagem."
      className="max-h-[90dvh] overflow-y-auto sm:max-w-md"
      onCloseAutoFocus={onCloseAutoFocus}
    >
      {open ? <ImageForm upload={upload} onInsert={onInsert} /> : null}
    </TitledDialog>
  )
}

type Source = "upload" | "url"
type Errors = Partial<Record<"file" | "url" | "alt", string>>

/** The natural size of the image at `src`, or null when it does not load. */
function measure(src: string): Promise<{ width: number; height: number } | null> {
  return new Promise((resolve) => {
    const image = new window.Image()
    const timer = window.setTimeout(() => resolve(null), 15_000)
    image.onload = () => {
      window.clearTimeout(timer)
      resolve(image.naturalWidth > 0 ? { width: image.naturalWidth, height: image.naturalHeight } : null)
    }
    image.onerror = () => {
      window.clearTimeout(timer)
      resolve(null)
    }
    image.src = src
  })
}

function ImageForm({ upload, onInsert }: Pick<ImageDialogProps, "upload" | "onInsert">) {
  const [source, setSource] = React.useState<Source>("upload")
  const [file, setFile] = React.useState<File | null>(null)
  const [url, setUrl] = React.useState("")
  const [alt, setAlt] = React.useState("")
  const [errors, setErrors] = React.useState<Errors>({})
  const [pending, setPending] = React.useState(false)
  // The chosen file's preview address, made in the change handler and let go when replaced or gone.
  const [preview, setPreview] = React.useState<string | null>(null)
  const previewRef = React.useRef<string | null>(null)
  React.useEffect(
    () => () => {
      if (previewRef.current) URL.revokeObjectURL(previewRef.current)
    },
    []
  )
  const fileRef = React.useRef<HTMLInputElement>(null)
  const urlRef = React.useRef<HTMLInputElement>(null)
  const altRef = React.useRef<HTMLTextAreaElement>(null)

  const clearError = (field: keyof Errors) =>
    setErrors((current) => Object.fromEntries(Object.entries(current).filter(([key]) => key !== field)))

  function choose(next: File | null) {
    if (previewRef.current) URL.revokeObjectURL(previewRef.current)
    previewRef.current = next ? URL.createObjectURL(next) : null
    setPreview(previewRef.current)
    setFile(next)
    clearError("file")
  }

  function fail(next: Errors) {
    setErrors(next)
    const first = (["file", "url", "alt"] as const).find((field) => next[field])
    if (first) ({ file: fileRef, url: urlRef, alt: altRef })[first].current?.focus()
  }

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    // The dialog is portalled, but React bubbles events through the editor's form: keep it out.
    event.preventDefault()
    event.stopPropagation()
    if (pending) return
    const next: Errors = {}
    const parsedAlt = imageAltSchema.safeParse(alt)
    if (!parsedAlt.success) next.alt = parsedAlt.error.issues[0]?.message
    const parsedUrl = imageUrlSchema.safeParse(url)
    if (source === "upload" && !file) next.file = TEXT.fileRequired
    if (source === "url" && !parsedUrl.success) next.url = parsedUrl.error.issues[0]?.message
    if (Object.keys(next).length > 0 || !parsedAlt.success) return fail(next)

    setPending(true)
    try {
      if (source === "upload") {
        const result = await upload(file!)
        if (!result.ok) return fail({ file: result.message })
        onInsert({ src: result.image.url, alt: parsedAlt.data, width: result.image.width, height: result.image.height })
      } else {
        const src = parsedUrl.data!
        const size = await measure(src)
        if (!size) return fail({ url: TEXT.urlUnreachable })
        onInsert({ src, alt: parsedAlt.data, ...size })
      }
    } finally {
      setPending(false)
    }
  }

  const describedBy = (field: keyof Errors, hint?: string) =>
    [errors[field] ? `image-${field}-error` : null, hint].filter(Boolean).join(" ") || undefined
  const error = (field: keyof Errors) =>
    errors[field] ? (
      <p id={`image-${field}-error`} className="text-destructive text-sm">
        {errors[field]}
      </p>
    ) : null

  return (
    <form className="grid gap-4" noValidate onSubmit={submit} aria-busy={pending}>
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium">Origem da imagem</legend>
        <div className="flex flex-wrap gap-x-6 gap-y-2">
          {(
            [
              ["upload", "Enviar arquivo"],
              ["url", "Usar endereço"],
            ] as const
          ).map(([value, label]) => (
            <label key={value} className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name="image-source"
                value={value}
                checked={source === value}
                className="accent-primary size-4"
                onChange={() => {
                  setSource(value)
                  setErrors({})
                }}
              />
              {label}
            </label>
          ))}
        </div>
      </fieldset>

      {source === "upload" ? (
        <div className="grid gap-2">
          <Label htmlFor="image-file">Arquivo de imagem *</Label>
          <FileInput
            ref={fileRef}
            id="image-file"
            accept={POST_IMAGE_TYPES.join(",")}
            required
            aria-invalid={errors.file ? true : undefined}
            aria-describedby={describedBy("file", "image-file-hint")}
            onChange={(event) => choose(event.target.files?.[0] ?? null)}
          />
          <p id="image-file-hint" className="text-muted-foreground text-xs">
            JPEG, PNG, WebP ou AVIF, até 5 MB.
          </p>
          {error("file")}
          {preview ? (
            // eslint-disable-next-line @next/next/no-img-element -- a local blob: the optimiser cannot fetch it
            <img src={preview} alt="" className="max-h-40 w-full rounded-md border object-contain" />
          ) : null}
        </div>
      ) : (
        <div className="grid gap-2">
          <Label htmlFor="image-url">Endereço da imagem *</Label>
          <Input
            ref={urlRef}
            id="image-url"
            type="url"
            inputMode="url"
            placeholder="https://…"
            value={url}
            required
            aria-invalid={errors.url ? true : undefined}
            aria-describedby={describedBy("url")}
            onChange={(event) => {
              setUrl(event.target.value)
              clearError("url")
            }}
          />
          {error("url")}
        </div>
      )}

      <div className="grid gap-2">
        <Label htmlFor="image-alt">Texto alternativo *</Label>
        <Textarea
          ref={altRef}
          id="image-alt"
          rows={2}
          value={alt}
          required
          aria-invalid={errors.alt ? true : undefined}
          aria-describedby={describedBy("alt", "image-alt-hint")}
          onChange={(event) => {
            setAlt(event.target.value)
            clearError("alt")
          }}
        />
        <p id="image-alt-hint" className="text-muted-foreground text-xs">
          Descreva o que a imagem mostra, para quem não pode vê-la.
        </p>
        {error("alt")}
      </div>

      <p role="status" className="text-muted-foreground text-sm">
        {pending ? (source === "upload" ? "Enviando imagem…" : "Verificando a imagem…") : ""}
      </p>

      <DialogFooter>
        <DialogCancelButton />
        <Button type="submit" disabled={pending}>
          {pending ? "Enviando…" : "Inserir imagem"}
        </Button>
      </DialogFooter>
    </form>
  )
}
