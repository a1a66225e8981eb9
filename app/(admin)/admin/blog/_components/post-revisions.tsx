"use client"

import * as React from "react"
import { HistoryIcon } from "lucide-react"
import { type ActionState, IDLE } from "@/lib/action-state"
import type { PostRevision } from "@/lib/data/admin-posts"
import { formatDateTime } from "@/lib/format"
import { revisionDiff } from "@/lib/revision-diff"
import { EDITOR_TIME_ZONE } from "@/lib/validations/post"
import { Button } from "@/components/ui/button"
import { loadPostRevisions } from "../actions"

/** "24/11/2026, 14:32" in São Paulo time. */
export const revisionTime = (iso: string) => formatDateTime(iso, EDITOR_TIME_ZONE)

export interface PostRevisionsProps {
  postId: string
  /** Loads a version into the form (nothing is saved until she saves). */
  onRestore: (revision: PostRevision) => void
}

/**
 * The post's saved versions (the last 20), newest first, each with its author, time, excerpt,
 * "Restaurar" and, for older ones, what changed from it to the current (newest saved) text.
 */
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
                <span className="text-muted-foreground block text-xs">
                  {revision.excerpt?.trim() ? `Resumo: ${revision.excerpt}` : "Sem resumo"}
                </span>
              </span>
              {index > 0 ? <RevisionChanges revision={revision} current={revisions[0]!} /> : null}
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

/** "Comparar com o texto atual": the words removed since this version and those added, marked. */
function RevisionChanges({ revision, current }: { revision: PostRevision; current: PostRevision }) {
  const [open, setOpen] = React.useState(false)
  const panelId = React.useId()
  const parts = React.useMemo(
    () => (open ? revisionDiff(revision.content, current.content) : []),
    [open, revision.content, current.content]
  )
  const changed = parts.some((part) => part.kind !== "same")
  return (
    <div className="order-last w-full">
      <Button
        type="button"
        variant="link"
        size="sm"
        className="h-auto px-0"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        {open ? "Ocultar diferenças" : "Comparar com o texto atual"}
        <span className="sr-only"> (versão de {revisionTime(revision.createdAt)})</span>
      </Button>
      {open ? (
        <div
          id={panelId}
          role="group"
          aria-label={`Diferenças da versão de ${revisionTime(revision.createdAt)} para o texto atual`}
          className="bg-muted/40 mt-1 max-h-64 overflow-y-auto rounded-md border p-3 text-sm leading-relaxed whitespace-pre-wrap"
        >
          {!changed ? (
            <p className="text-muted-foreground">O texto é igual ao atual.</p>
          ) : (
            parts.map((part, i) =>
              part.kind === "removed" ? (
                <del key={i} className="bg-destructive/15 text-destructive decoration-destructive">
                  <span className="sr-only">[removido: </span>
                  {part.text}
                  <span className="sr-only">]</span>
                </del>
              ) : part.kind === "added" ? (
                <ins key={i} className="bg-primary/15 text-foreground no-underline">
                  <span className="sr-only">[adicionado: </span>
                  {part.text}
                  <span className="sr-only">]</span>
                </ins>
              ) : (
                <span key={i}>{part.text}</span>
              )
            )
          )}
        </div>
      ) : null}
    </div>
  )
}
