"use client"

import * as React from "react"
import { Button } from "@/components/ui/button"
import { Checkbox } from "@/components/ui/checkbox"
import { DialogFooter } from "@/components/ui/dialog"
import { Input } from "@/components/ui/input"
import { Label } from "@/components/ui/label"
import { DialogCancelButton, TitledDialog } from "@/components/forms/titled-dialog"
import { parseLinkUrl } from "./link-url"

export interface LinkChoice {
  href: string
  /** The words that link: what was selected, or typed here. */
  text: string
  newTab: boolean
}

export interface LinkDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** What the dialog starts from: the link under the cursor, or the selected text. */
  initial: LinkChoice
  /** A link is under the cursor: the dialog offers to remove it. */
  editing: boolean
  onApply: (link: LinkChoice) => void
  onRemove: () => void
  /** Called instead of giving focus back to the toolbar when the dialog closed on a change. */
  onCloseAutoFocus?: (event: Event) => void
}

/** Adds, changes or removes a link: address checked as typed, words, and whether it opens a new tab. */
export function LinkDialog({
  open,
  onOpenChange,
  initial,
  editing,
  onApply,
  onRemove,
  onCloseAutoFocus,
}: LinkDialogProps) {
  return (
    <TitledDialog
      open={open}
      onOpenChange={onOpenChange}
      title={editing ? "Editar link" : "Inserir link"}
      description="Links externos começam com https://; páginas do site, com /."
      className="sm:max-w-md"
      onCloseAutoFocus={onCloseAutoFocus}
    >
      {/* Remounted per opening, so each starts from the editor's current selection. */}
      {open ? <LinkForm initial={initial} editing={editing} onApply={onApply} onRemove={onRemove} /> : null}
    </TitledDialog>
  )
}

function LinkForm({ initial, editing, onApply, onRemove }: Omit<LinkDialogProps, "open" | "onOpenChange">) {
  const [href, setHref] = React.useState(initial.href)
  const [text, setText] = React.useState(initial.text)
  const [newTab, setNewTab] = React.useState(initial.newTab)
  const [error, setError] = React.useState<string | null>(null)
  const urlRef = React.useRef<HTMLInputElement>(null)

  function submit(event: React.FormEvent<HTMLFormElement>) {
    // The dialog is portalled, but React bubbles events through the editor's form: keep it out.
    event.preventDefault()
    event.stopPropagation()
    const parsed = parseLinkUrl(href)
    if ("error" in parsed) {
      setError(parsed.error)
      urlRef.current?.focus()
      return
    }
    onApply({ href: parsed.href, text: text.trim() || parsed.href, newTab })
  }

  return (
    <form className="grid gap-4" noValidate onSubmit={submit}>
      <div className="grid gap-2">
        <Label htmlFor="link-url">Endereço do link *</Label>
        <Input
          ref={urlRef}
          id="link-url"
          type="url"
          inputMode="url"
          autoComplete="url"
          placeholder="https://…"
          value={href}
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "link-url-error" : undefined}
          onChange={(event) => {
            setHref(event.target.value)
            setError(null)
          }}
        />
        {error ? (
          <p id="link-url-error" className="text-destructive text-sm">
            {error}
          </p>
        ) : null}
      </div>
      <div className="grid gap-2">
        <Label htmlFor="link-text">Texto do link</Label>
        <Input
          id="link-text"
          value={text}
          aria-describedby="link-text-hint"
          onChange={(event) => setText(event.target.value)}
        />
        <p id="link-text-hint" className="text-muted-foreground text-xs">
          Vazio, o próprio endereço aparece no texto.
        </p>
      </div>
      <div className="flex items-center gap-2">
        <Checkbox id="link-new-tab" checked={newTab} onCheckedChange={(checked) => setNewTab(checked === true)} />
        <Label htmlFor="link-new-tab">Abrir em nova aba</Label>
      </div>
      <DialogFooter className="sm:justify-between">
        {editing ? (
          <Button type="button" variant="ghost" className="text-destructive sm:mr-auto" onClick={onRemove}>
            Remover link
          </Button>
        ) : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row">
          <DialogCancelButton />
          <Button type="submit">{editing ? "Salvar link" : "Inserir link"}</Button>
        </div>
      </DialogFooter>
    </form>
  )
}
