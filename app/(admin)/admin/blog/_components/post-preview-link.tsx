"use client"

import * as React from "react"
import { CopyIcon, ExternalLinkIcon, EyeIcon } from "lucide-react"
import { type ActionState, IDLE } from "@/lib/action-state"
import { POST_MESSAGES, PREVIEW_LINK_DAYS } from "@/lib/validations/post"
import { Button } from "@/components/ui/button"
import { Input } from "@/components/ui/input"
import { Label } from "@/components/ui/label"
import { createPreviewLink, type PreviewLink } from "../actions"
import { revisionTime } from "./post-revisions"

export interface PostPreviewLinkProps {
  /** Saves a pending draft first and answers the post's id ("" when it has none yet). */
  prepare: () => Promise<string>
}

/**
 * A signed link to the post as it will be published (its last saved version), to open here or send
 * to a reviewer without an account; it expires after PREVIEW_LINK_DAYS days.
 */
export function PostPreviewLink({ prepare }: PostPreviewLinkProps) {
  const [link, setLink] = React.useState<{ url: string; expiresAt: string } | null>(null)
  const [message, setMessage] = React.useState("")
  const [pending, setPending] = React.useState(false)

  async function generate() {
    setPending(true)
    setMessage("")
    try {
      const id = await prepare()
      if (!id) {
        setMessage(POST_MESSAGES.previewUnsaved)
        return
      }
      const data = new FormData()
      data.set("id", id)
      const answer: ActionState<PreviewLink> = await createPreviewLink(IDLE as ActionState<PreviewLink>, data)
      if (answer.status === "success" && answer.data) {
        setLink({ url: new URL(answer.data.path, window.location.origin).toString(), expiresAt: answer.data.expiresAt })
        setMessage(answer.message)
      } else {
        setMessage(answer.status === "error" ? answer.message : POST_MESSAGES.previewFailed)
      }
    } catch {
      setMessage(POST_MESSAGES.previewFailed)
    } finally {
      setPending(false)
    }
  }

  async function copy() {
    if (!link) return
    try {
      await navigator.clipboard.writeText(link.url)
      setMessage("Link copiado.")
    } catch {
      setMessage("Selecione o link e copie-o.")
    }
  }

  return (
    <section aria-labelledby="post-preview-heading" className="grid gap-3 rounded-md border p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="post-preview-heading" className="flex items-center gap-2 text-sm font-semibold">
          <EyeIcon className="size-4" aria-hidden="true" /> Pré-visualização
        </h3>
        <Button type="button" variant="outline" size="sm" onClick={() => void generate()} disabled={pending}>
          {pending ? "Gerando…" : link ? "Gerar novo link" : "Gerar link de pré-visualização"}
        </Button>
      </div>
      <p className="text-muted-foreground text-xs">
        Mostra a última versão salva exatamente como ficará no blog. Quem tiver o link pode abri-lo, mesmo sem conta,
        por {PREVIEW_LINK_DAYS} dias.
      </p>
      {link ? (
        <div className="grid gap-2">
          <Label htmlFor="post-preview-url">Link de pré-visualização</Label>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Input
              id="post-preview-url"
              readOnly
              value={link.url}
              onFocus={(event) => event.currentTarget.select()}
              aria-describedby="post-preview-expiry"
            />
            <div className="flex gap-2">
              <Button type="button" variant="outline" size="sm" onClick={() => void copy()}>
                <CopyIcon aria-hidden="true" /> Copiar link
              </Button>
              <Button asChild variant="outline" size="sm">
                <a href={link.url} target="_blank" rel="noopener noreferrer">
                  <ExternalLinkIcon aria-hidden="true" /> Abrir
                  <span className="sr-only"> a pré-visualização (nova aba)</span>
                </a>
              </Button>
            </div>
          </div>
          <p id="post-preview-expiry" className="text-muted-foreground text-xs">
            Válido até {revisionTime(link.expiresAt)}.
          </p>
        </div>
      ) : null}
      <p role="status" className="text-sm">
        {message}
      </p>
    </section>
  )
}
