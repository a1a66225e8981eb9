"use client"

import * as React from "react"
import Image from "next/image"

import { businessInitials } from "@/lib/directory"
import { SNIFFED_IMAGE_TYPES } from "@/lib/images/sniff"
import { FileInput } from "@/components/ui/file-input"
import { Label } from "@/components/ui/label"
import { NativeCheckbox } from "@/components/ui/native-checkbox"
import { errorId, FieldError } from "@/components/auth/form-parts"

/** The longest side of a logo as it is sent: sharp at the largest size shown (112 px) on a 3x screen. */
const LOGO_SIDE = 512
const ACCEPT = SNIFFED_IMAGE_TYPES.join(",")
/** Said at once when she picks a file of another type (an SVG, a PDF): the server would refuse it. */
export const LOGO_WRONG_TYPE = "Envie o logo em JPEG, PNG, WebP ou AVIF."

/** The image scaled to fit LOGO_SIDE, as WebP (PNG where the browser cannot encode WebP). */
async function scaledDown(file: File): Promise<File | null> {
  const url = URL.createObjectURL(file)
  try {
    const image = new window.Image()
    image.src = url
    await image.decode()
    const scale = Math.min(1, LOGO_SIDE / Math.max(image.naturalWidth, image.naturalHeight))
    const canvas = document.createElement("canvas")
    canvas.width = Math.max(1, Math.round(image.naturalWidth * scale))
    canvas.height = Math.max(1, Math.round(image.naturalHeight * scale))
    const context = canvas.getContext("2d")
    if (!context) return null
    context.imageSmoothingQuality = "high"
    context.drawImage(image, 0, 0, canvas.width, canvas.height)
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/webp", 0.9))
    return blob ? new File([blob], `logo.${blob.type === "image/webp" ? "webp" : "png"}`, { type: blob.type }) : null
  } catch {
    return null
  } finally {
    URL.revokeObjectURL(url)
  }
}

export type LogoFieldProps = {
  formId: string
  /** The business's name, for the initials shown while there is no logo. */
  name: string
  /** The current logo (displayable), or null. */
  currentUrl: string | null
  error: string | undefined
}

/**
 * The logo: a file input (JPEG, PNG, WebP or AVIF up to 5 MB; the server reads the type from the
 * bytes), a preview and, when there is one, "Remover logo". With JavaScript the chosen image is
 * scaled down before the form is sent, so a large photo still fits the request.
 */
export function LogoField({ formId, name, currentUrl, error }: LogoFieldProps) {
  const [preview, setPreview] = React.useState<string | null>(null)
  const [remove, setRemove] = React.useState(false)
  const [refusal, setRefusal] = React.useState<string | null>(null)
  const inputRef = React.useRef<HTMLInputElement>(null)
  React.useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview])

  async function choose(event: React.ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget
    const file = input.files?.[0]
    setRefusal(null)
    if (!file) {
      setPreview(null)
      return
    }
    if (!(SNIFFED_IMAGE_TYPES as readonly string[]).includes(file.type)) {
      // Not previewed and not sent: an SVG would be shown here and then refused by the server.
      input.value = ""
      setPreview(null)
      setRefusal(LOGO_WRONG_TYPE)
      return
    }
    const smaller = await scaledDown(file)
    if (smaller && typeof DataTransfer !== "undefined") {
      const files = new DataTransfer()
      files.items.add(smaller)
      input.files = files.files
    }
    setRemove(false)
    setPreview(URL.createObjectURL(smaller ?? file))
  }

  const shown = remove ? null : (preview ?? currentUrl)
  const message = refusal ?? error
  const id = `${formId}-logo`
  return (
    <fieldset className="space-y-3">
      <legend className="mb-2 text-lg font-semibold">Logo</legend>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <span
          className="bg-primary/10 text-primary flex size-24 shrink-0 items-center justify-center overflow-hidden rounded-xl border text-3xl font-semibold"
          aria-hidden="true"
        >
          {shown ? (
            preview && !remove ? (
              // A local object URL of the chosen file: next/image cannot optimise it.
              // eslint-disable-next-line @next/next/no-img-element
              <img src={preview} alt="" className="size-full bg-white object-contain" />
            ) : (
              <Image src={shown} alt="" width={96} height={96} className="size-full bg-white object-contain" />
            )
          ) : (
            businessInitials(name || "Seu negócio")
          )}
        </span>
        <div className="space-y-2">
          <Label htmlFor={id}>{currentUrl ? "Trocar o logo" : "Enviar um logo"} (opcional)</Label>
          <FileInput
            ref={inputRef}
            id={id}
            name="logo"
            accept={ACCEPT}
            onChange={choose}
            aria-invalid={message ? true : undefined}
            aria-describedby={[`${id}-dica`, message ? errorId(formId, "logo") : null].filter(Boolean).join(" ")}
          />
          <p id={`${id}-dica`} className="text-muted-foreground text-xs">
            JPEG, PNG, WebP ou AVIF, até 5 MB. Sem logo, a página mostra as iniciais do negócio.
          </p>
          {currentUrl ? (
            <label className="inline-flex items-center gap-2 text-sm">
              <NativeCheckbox
                name="removeLogo"
                checked={remove}
                onChange={(event) => {
                  setRemove(event.target.checked)
                  if (event.target.checked && inputRef.current) {
                    inputRef.current.value = ""
                    setPreview(null)
                  }
                }}
              />
              Remover o logo atual
            </label>
          ) : null}
          <FieldError id={errorId(formId, "logo")} message={message} />
        </div>
      </div>
    </fieldset>
  )
}
