"use client"

import { startTransition, useEffect, useRef, useState } from "react"
import { ImageUp, Trash2 } from "lucide-react"

import { fieldError, IDLE } from "@/lib/action-state"
import { useActionToast } from "@/lib/hooks/use-action-toast"
import { useFormAction } from "@/lib/hooks/use-form-action"
import { AVATAR_MAX_BYTES, AVATAR_SIZE, AVATAR_TEXT, AVATAR_TYPES } from "@/lib/images/avatar"
import { Button } from "@/components/ui/button"
import { FileInput } from "@/components/ui/file-input"
import { Label } from "@/components/ui/label"
import { errorId, FieldError } from "@/components/auth/form-parts"
import { announceViewerChange } from "@/components/layout/viewer-provider"
import { removeAvatar, uploadAvatar } from "@/components/profile/avatar-actions"
import { MemberAvatar } from "@/components/avatar/member-avatar"

/** Zoom 1 shows the largest centred square; x and y move it across the room left (-1 to 1). */
interface Crop {
  zoom: number
  x: number
  y: number
}

const CENTRED: Crop = { zoom: 1, x: 0, y: 0 }
const PREVIEW_SIZE = 160
const FORM_ID = "foto"

/** The square of the image the crop selects, in the image's own pixels. */
function cropSquare(image: HTMLImageElement, crop: Crop) {
  const width = image.naturalWidth
  const height = image.naturalHeight
  const side = Math.min(width, height) / crop.zoom
  const left = (width - side) / 2 + (crop.x * (width - side)) / 2
  const top = (height - side) / 2 + (crop.y * (height - side)) / 2
  return { left, top, side }
}

function drawCrop(canvas: HTMLCanvasElement, image: HTMLImageElement, crop: Crop, size: number) {
  canvas.width = size
  canvas.height = size
  const context = canvas.getContext("2d")
  if (!context) return false
  const { left, top, side } = cropSquare(image, crop)
  context.imageSmoothingQuality = "high"
  context.drawImage(image, left, top, side, side, 0, 0, size, size)
  return true
}

/** The crop as a WebP square (PNG where the browser cannot encode WebP; the server reads the bytes). */
function croppedFile(image: HTMLImageElement, crop: Crop): Promise<File | null> {
  const canvas = document.createElement("canvas")
  if (!drawCrop(canvas, image, crop, AVATAR_SIZE)) return Promise.resolve(null)
  return new Promise((resolve) =>
    canvas.toBlob(
      (blob) =>
        resolve(
          blob ? new File([blob], `avatar.${blob.type === "image/webp" ? "webp" : "png"}`, { type: blob.type }) : null
        ),
      "image/webp",
      0.9
    )
  )
}

export interface AvatarEditorProps {
  name: string
  /** Her current picture (displayable), or null. */
  avatarUrl: string | null
}

/**
 * Her picture: choose a file, frame it in a square (zoom and position, with a live preview), and
 * send the crop; or remove the current one. Without JavaScript the chosen file is sent as it is.
 */
export function AvatarEditor({ name, avatarUrl }: AvatarEditorProps) {
  const [upload, uploadForm, uploading] = useFormAction(uploadAvatar, IDLE)
  const [removal, removeForm, removing] = useFormAction(removeAvatar, IDLE)
  const [image, setImage] = useState<HTMLImageElement | null>(null)
  const [crop, setCrop] = useState<Crop>(CENTRED)
  const [localError, setLocalError] = useState<string | null>(null)
  const inputRef = useRef<HTMLInputElement>(null)
  const previewRef = useRef<HTMLCanvasElement>(null)

  const clear = () => {
    setImage(null)
    setCrop(CENTRED)
    // A reset (not only value = ""), so the picker drops the sent file's name too.
    inputRef.current?.form?.reset()
  }

  useActionToast(upload, {
    error: null,
    onSuccess() {
      clear()
      announceViewerChange()
    },
  })
  useActionToast(removal, { onSuccess: announceViewerChange })

  // The object URL lives as long as the image it was made for.
  useEffect(() => {
    if (!image) return
    return () => URL.revokeObjectURL(image.src)
  }, [image])

  useEffect(() => {
    if (image && previewRef.current) drawCrop(previewRef.current, image, crop, PREVIEW_SIZE * 2)
  }, [image, crop])

  function choose(file: File | undefined) {
    setLocalError(null)
    setImage(null)
    setCrop(CENTRED)
    if (!file) return
    if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) return setLocalError(AVATAR_TEXT.wrongType)
    if (file.size > AVATAR_MAX_BYTES) return setLocalError(AVATAR_TEXT.tooLarge)
    const loaded = new Image()
    const url = URL.createObjectURL(file)
    loaded.onload = () => setImage(loaded)
    loaded.onerror = () => {
      URL.revokeObjectURL(url)
      setLocalError(AVATAR_TEXT.unreadable)
    }
    loaded.src = url
  }

  async function send(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    // A file refused when chosen (too large, another type) keeps its own message.
    if (!image) return setLocalError((current) => current ?? AVATAR_TEXT.missing)
    const file = await croppedFile(image, crop)
    if (!file) return setLocalError(AVATAR_TEXT.unreadable)
    const data = new FormData()
    data.append("avatar", file)
    startTransition(() => uploadForm.action(data))
  }

  const error = localError ?? fieldError(upload, "avatar")
  const room = image
    ? { x: image.naturalWidth > image.naturalHeight, y: image.naturalHeight > image.naturalWidth }
    : null
  const slider = (key: keyof Crop, label: string, min: number, max: number, enabled = true) => (
    <div className="space-y-1">
      <Label htmlFor={`${FORM_ID}-${key}`}>{label}</Label>
      <input
        id={`${FORM_ID}-${key}`}
        type="range"
        min={min}
        max={max}
        step={0.01}
        value={crop[key]}
        disabled={!enabled}
        onChange={(event) => setCrop((current) => ({ ...current, [key]: Number(event.target.value) }))}
        className="accent-primary w-full disabled:opacity-50"
      />
    </div>
  )

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-4">
        <MemberAvatar name={name} url={avatarUrl} size={96} alt={avatarUrl ? "Sua foto de perfil atual" : ""} />
        <p className="text-muted-foreground max-w-sm text-sm">
          {avatarUrl
            ? "Esta foto aparece no menu da sua conta e junto ao seu nome na comunidade."
            : "Você ainda não tem foto: mostramos suas iniciais. Envie uma imagem JPEG, PNG, WebP ou AVIF de até 5 MB."}
        </p>
      </div>

      <form {...uploadForm} onSubmit={send} noValidate aria-label="Foto de perfil" className="space-y-4">
        <div className="space-y-2">
          <Label htmlFor={`${FORM_ID}-arquivo`}>Escolher foto</Label>
          <FileInput
            ref={inputRef}
            id={`${FORM_ID}-arquivo`}
            name="avatar"
            accept={AVATAR_TYPES.join(",")}
            onChange={(event) => choose(event.target.files?.[0])}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId(FORM_ID, "avatar") : undefined}
          />
          <FieldError id={errorId(FORM_ID, "avatar")} message={error} />
        </div>

        {image ? (
          <div className="grid gap-4 sm:grid-cols-[auto_1fr] sm:items-center">
            <canvas
              ref={previewRef}
              role="img"
              aria-label="Prévia da nova foto, recortada em quadrado"
              className="border-border rounded-full border"
              style={{ width: PREVIEW_SIZE, height: PREVIEW_SIZE }}
            />
            <div className="space-y-3">
              {slider("zoom", "Aproximar", 1, 3)}
              {slider("x", "Mover para os lados", -1, 1, room?.x || crop.zoom > 1)}
              {slider("y", "Mover para cima ou para baixo", -1, 1, room?.y || crop.zoom > 1)}
            </div>
          </div>
        ) : null}

        <div className="flex flex-wrap gap-3">
          <Button type="submit" disabled={uploading} aria-busy={uploading}>
            <ImageUp aria-hidden />
            {uploading ? "Enviando..." : "Salvar foto"}
          </Button>
          {image ? (
            <Button type="button" variant="ghost" onClick={clear}>
              Cancelar
            </Button>
          ) : null}
        </div>
      </form>

      {avatarUrl ? (
        <form {...removeForm} aria-label="Remover foto de perfil">
          <Button type="submit" variant="outline" disabled={removing} aria-busy={removing}>
            <Trash2 aria-hidden />
            {removing ? "Removendo..." : "Remover foto"}
          </Button>
        </form>
      ) : null}
    </div>
  )
}
