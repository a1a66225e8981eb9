"use client"

import * as React from "react"
import { HistoryIcon } from "lucide-react"
import { type ActionState, IDLE } from "@/lib/action-state"
import type { PostRevision } from "@/lib/data/admin-posts"
import { EDITOR_TIME_ZONE } from "@/lib/validations/post"
import { Button } from "@/components/ui/button"
import { loadPostRevisions } from "../actions"

const WHEN = new Intl.DateTimeFormat("pt-BR", { dateStyle: "short", timeStyle: "short", timeZone: EDITOR_TIME_ZONE })

/** "24/11/2026, 14:32" in São Paulo time. */
export const revisionTime = (iso: string) => WHEN.format(new Date(iso))

export interface PostRevisionsProps {
  postId: string
  /** Loads a version into the form (nothing is saved until she saves). */
  onRestore: (revision: PostRevision) => void
}

/** The post's saved versions (the last 20), newest first, each with its author, time and "Restaurar". */
export function PostRevisions({ postId, onRestore }: PostRevisionsProps) {
  const [state, load, pending] = React.useActionState<ActionState<PostRevision[]>, FormData>(
    loadPostRevisions,
    IDLE as ActionState<PostRevision[]>
  )
  const revisions = state.status === "success" ? (state.data ?? []) : null

  function open() {
    const data = new FormData()
    data.set("id", postId)
    React.startTransition(() => load(data))
  }

  return (
    <section aria-labelledby="post-revisions-heading" className="grid gap-3 rounded-md border p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="post-revisions-heading" className="flex items-center gap-2 text-sm font-semibold">
          <HistoryIcon className="size-4" aria-hidden="true" /> Histórico de versões
        </h3>
        <Button type="button" variant="outline" size="sm" onClick={open} disabled={pending}>
          {pending ? "Carregando…" : revisions ? "Atualizar versões" : "Ver versões"}
        </Button>
      </div>
      {state.status === "error" ? (
        <p role="alert" className="text-destructive text-sm">
          {state.message}
        </p>
      ) : null}
      {revisions && revisions.length === 0 ? (
        <p className="text-muted-foreground text-sm">Nenhuma versão salva ainda.</p>
      ) : null}
      {revisions && revisions.length > 0 ? (
        <ol className="grid gap-2" aria-label="Versões salvas">
          {revisions.map((revision, index) => (
            <li key={revision.id} className="flex flex-wrap items-center justify-between gap-2 text-sm">
              <span className="min-w-0">
                <span className="font-medium">{revisionTime(revision.createdAt)}</span>
                {" · "}
                {revision.authorName ?? "Autoria desconhecida"}
                {index === 0 ? <span className="text-muted-foreground"> (atual)</span> : null}
                <span className="text-muted-foreground block truncate">{revision.title}</span>
              </span>
              <Button
                type="button"
                variant="ghost"
                size="sm"
                aria-label={`Restaurar a versão de ${revisionTime(revision.createdAt)}`}
                onClick={() => onRestore(revision)}
              >
                Restaurar
              </Button>
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  )
}
