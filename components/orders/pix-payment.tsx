"use client"

import * as React from "react"
import { CheckIcon, CopyIcon } from "lucide-react"

import { formatCents } from "@/lib/number-format"
import { Button } from "@/components/ui/button"
import { Label } from "@/components/ui/label"
import { Textarea } from "@/components/ui/textarea"

export interface PixPaymentProps {
  /** The order's exact total, in cents: the amount the code carries. */
  totalCents: number
  /** The Pix "copia e cola" code (lib/pix/br-code.ts, made on the server). */
  payload: string
  /** The same code's QR image as an SVG document (lib/pix/br-code.ts `pixQrSvg`, made on the server). */
  qrSvg: string
}

export const PIX_COPY_TEXT = {
  copy: "Copiar código",
  copied: "Código copiado",
  announceCopied: "Código copiado.",
  announceSelected:
    "Não foi possível copiar automaticamente. O código está selecionado: copie pelo menu do seu aparelho.",
} as const

/**
 * How the buyer pays an order (issue #38): the exact total, the Pix "copia e cola" code in a
 * read-only field with "Copiar código", and the QR image. The code and the image come from the
 * server; the only script here is the copy button. When the browser refuses the clipboard (an
 * insecure context, a denied permission, an old phone), the code is selected in its field so she can
 * copy it herself; either way a live region says what happened.
 */
export function PixPayment({ totalCents, payload, qrSvg }: PixPaymentProps) {
  const id = React.useId()
  const fieldId = `${id}-codigo`
  const hintId = `${id}-dica`
  const fieldRef = React.useRef<HTMLTextAreaElement>(null)
  const [copied, setCopied] = React.useState(false)
  const [said, setSaid] = React.useState("")
  const timers = React.useRef<number[]>([])

  React.useEffect(() => {
    const pending = timers.current
    return () => pending.forEach((timer) => window.clearTimeout(timer))
  }, [])

  const later = (run: () => void, ms: number) => {
    timers.current.push(window.setTimeout(run, ms))
  }

  // Cleared first, so the same sentence is read again on a second press.
  const announce = (message: string) => {
    setSaid("")
    later(() => setSaid(message), 50)
  }

  const selectCode = () => {
    const field = fieldRef.current
    if (!field) return
    field.focus()
    field.setSelectionRange(0, field.value.length)
  }

  const copy = async () => {
    try {
      if (!navigator.clipboard?.writeText) throw new Error("clipboard unavailable")
      await navigator.clipboard.writeText(payload)
      setCopied(true)
      announce(PIX_COPY_TEXT.announceCopied)
      later(() => setCopied(false), 3000)
    } catch {
      setCopied(false)
      selectCode()
      announce(PIX_COPY_TEXT.announceSelected)
    }
  }

  const total = formatCents(totalCents)
  const qrSource = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(qrSvg)}`

  return (
    <div className="space-y-5" data-pix-payment="">
      <div>
        <p className="text-muted-foreground text-sm">Total a pagar</p>
        <p className="text-3xl font-bold tracking-tight" data-pix-total="">
          {total}
        </p>
      </div>

      <div className="space-y-2">
        <Label htmlFor={fieldId}>Código Pix copia e cola</Label>
        <p id={hintId} className="text-muted-foreground text-sm">
          No app do seu banco, escolha Pix copia e cola e cole este código, ou leia o QR code. Confira o valor de{" "}
          {total} e o nome de quem recebe antes de pagar.
        </p>
        <Textarea
          ref={fieldRef}
          id={fieldId}
          readOnly
          rows={4}
          value={payload}
          aria-describedby={hintId}
          spellCheck={false}
          autoComplete="off"
          autoCorrect="off"
          autoCapitalize="off"
          onFocus={(event) => event.currentTarget.setSelectionRange(0, event.currentTarget.value.length)}
          className="font-mono text-sm break-all"
          data-pix-code=""
        />
        <Button type="button" onClick={copy} className="w-full sm:w-auto">
          {copied ? <CheckIcon aria-hidden="true" /> : <CopyIcon aria-hidden="true" />}
          {copied ? PIX_COPY_TEXT.copied : PIX_COPY_TEXT.copy}
        </Button>
        <p role="status" aria-live="polite" className="sr-only">
          {said}
        </p>
      </div>

      <figure className="space-y-2">
        {/* eslint-disable-next-line @next/next/no-img-element -- an SVG made on the server for this order, inline as data: the optimiser has nothing to fetch */}
        <img
          src={qrSource}
          alt={`QR code do Pix de ${total} para esta encomenda`}
          width={224}
          height={224}
          className="size-56 rounded-md border bg-white"
          data-pix-qr=""
        />
        <figcaption className="text-muted-foreground text-sm">
          Ou aponte a câmera do app do banco para o QR code.
        </figcaption>
      </figure>
    </div>
  )
}
