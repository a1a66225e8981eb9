"use client"

import * as React from "react"
import Link from "next/link"
import { ImageIcon, SendIcon } from "lucide-react"

import { type ActionState, fieldError, type FormAction, IDLE } from "@/lib/action-state"
import { prepareImageUpload } from "@/lib/images/prepare-upload"
import { useActionToast } from "@/lib/hooks/use-action-toast"
import { useFormAction } from "@/lib/hooks/use-form-action"
import { MESSAGE_MAX } from "@/lib/messages-url"
import { formatInteger } from "@/lib/number-format"
import { cn } from "@/lib/utils"
import { Button } from "@/components/ui/button"
import { Label } from "@/components/ui/label"
import { Textarea } from "@/components/ui/textarea"
import { HiddenFields } from "@/components/forms/hidden-fields"

export interface MessageComposerProps<Data> {
  action: FormAction<Data>
  /** Hidden fields sent with the text (the conversation, or the recipient and context). */
  fields: Record<string, string>
  label?: string
  submitLabel?: string
  /** A picture may go with the text (not in a first message: the conversation must exist first). */
  allowImage?: boolean
  /** Text the field starts with (a first message about a product). */
  initialBody?: string
  /** Why she cannot write here (blocked), instead of the form. */
  disabledReason?: string | null
  onSent?: (state: Extract<ActionState<Data>, { status: "success" }>) => void
}

/**
 * Where a message is written: the text (line breaks kept; links become links when shown), an
 * optional picture, "Enviar". A refused message keeps every character she typed (useFormAction
 * does not reset; the action echoes the text too); a sent one clears the form. The footer links
 * to the community's rules.
 */
export function MessageComposer<Data>({
  action,
  fields,
  label = "Sua mensagem",
  submitLabel = "Enviar",
  allowImage = false,
  initialBody = "",
  disabledReason = null,
  onSent,
}: MessageComposerProps<Data>) {
  const [state, form, pending] = useFormAction(action, IDLE as Awaited<ActionState<Data>>, {
    resetWhen: (answer) => answer.status === "success",
  })
  const [length, setLength] = React.useState(initialBody.length)
  const [imageError, setImageError] = React.useState<string | null>(null)
  const id = React.useId()
  useActionToast(state, {
    success: null,
    error: () => null,
    onSuccess: (answer) => {
      setLength(0)
      onSent?.(answer)
    },
  })
  const bodyError = fieldError(state, "body")
  const fileError = imageError ?? fieldError(state, "image")
  const formError = state.status === "error" && !bodyError && !fileError ? state.message : ""
  const describedBy = [`${id}-dica`, bodyError ? `${id}-erro` : null].filter(Boolean).join(" ")

  if (disabledReason) {
    return (
      <p className="text-muted-foreground rounded-md border p-4 text-sm" data-slot="composer-disabled">
        {disabledReason}
      </p>
    )
  }

  return (
    <form {...form} aria-label="Escrever mensagem" className="space-y-3" noValidate>
      <HiddenFields fields={fields} />
      <div className="grid gap-2">
        <Label htmlFor={`${id}-texto`}>{label}</Label>
        <Textarea
          id={`${id}-texto`}
          name="body"
          rows={3}
          defaultValue={initialBody}
          onChange={(event) => setLength(event.currentTarget.value.length)}
          onKeyDown={(event) => {
            // Ctrl/⌘ + Enter sends; Enter alone is a new line (phones have no Shift).
            if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) {
              event.preventDefault()
              event.currentTarget.form?.requestSubmit()
            }
          }}
          aria-invalid={bodyError ? true : undefined}
          aria-describedby={describedBy}
        />
        <p
          id={`${id}-dica`}
          className={cn("text-xs", length > MESSAGE_MAX ? "text-destructive" : "text-muted-foreground")}
        >
          {formatInteger(length)} de {formatInteger(MESSAGE_MAX)} caracteres
        </p>
        {bodyError ? (
          <p id={`${id}-erro`} className="text-destructive text-sm">
            {bodyError}
          </p>
        ) : null}
      </div>
      {allowImage ? (
        <div className="grid gap-1">
          <Label htmlFor={`${id}-imagem`} className="flex items-center gap-2">
            <ImageIcon aria-hidden="true" className="size-4" />
            Imagem (opcional)
          </Label>
          <input
            id={`${id}-imagem`}
            name="image"
            type="file"
            accept="image/jpeg,image/png,image/webp"
            className="text-sm file:mr-3 file:rounded-md file:border file:bg-transparent file:px-3 file:py-1"
            aria-invalid={fileError ? true : undefined}
            aria-describedby={fileError ? `${id}-imagem-erro` : undefined}
            onChange={async (event) => {
              const input = event.currentTarget
              const file = input.files?.[0]
              setImageError(null)
              if (!file) return
              // Photos from phones are large: scaled down here to fit a server action's body.
              const prepared = await prepareImageUpload(file)
              if ("error" in prepared) {
                setImageError(prepared.error)
                input.value = ""
                return
              }
              if (prepared.file !== file) {
                const transfer = new DataTransfer()
                transfer.items.add(prepared.file)
                input.files = transfer.files
              }
            }}
          />
          {fileError ? (
            <p id={`${id}-imagem-erro`} className="text-destructive text-sm">
              {fileError}
            </p>
          ) : null}
        </div>
      ) : null}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-muted-foreground text-xs">
          Respeite as{" "}
          <Link href="/diretrizes" className="underline underline-offset-2">
            diretrizes da comunidade
          </Link>
          .
        </p>
        <Button type="submit" disabled={pending} aria-busy={pending || undefined}>
          <SendIcon aria-hidden="true" />
          {pending ? "Enviando…" : submitLabel}
        </Button>
      </div>
      <p role="status" className="text-destructive text-sm" data-slot="composer-status">
        {formError}
      </p>
    </form>
  )
}
