"use client"

import * as React from "react"

import { IDLE, type FormAction } from "@/lib/action-state"
import { useActionToast } from "@/lib/hooks/use-action-toast"
import { useFormAction } from "@/lib/hooks/use-form-action"
import { LEARNING_KINDS, LEARNING_STATUSES } from "@/lib/learning/vocabulary"
import type { LearningKind } from "@/lib/learning/vocabulary"
import { Button } from "@/components/ui/button"
import { Input } from "@/components/ui/input"
import { Label } from "@/components/ui/label"

export type TrackItem = { id: string; title: string; kind: LearningKind; status: "draft" | "published" }

export type TrackItemsEditorProps = {
  trackId: string
  items: TrackItem[]
  /** What may be added: her materials and everyone's published ones. */
  pickable: TrackItem[]
  save: FormAction
}

const fold = (text: string) =>
  text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()

/**
 * The track's materials in order. "Subir"/"Descer" are buttons, so the keyboard moves an item as a
 * pointer does; focus stays on the button pressed (on its item's new row) and a live region says
 * where the item went. Materials are added by searching their titles. Nothing is stored until
 * "Salvar materiais", which sends the ids in order (set_track_items replaces the list).
 */
export function TrackItemsEditor({ trackId, items: initialItems, pickable, save }: TrackItemsEditorProps) {
  const [items, setItems] = React.useState(initialItems)
  const [query, setQuery] = React.useState("")
  const [announcement, setAnnouncement] = React.useState("")
  const [state, form, pending] = useFormAction(save, IDLE)
  useActionToast(state)
  const buttons = React.useRef(new Map<string, HTMLButtonElement | null>())
  const pendingFocus = React.useRef<string | null>(null)

  React.useEffect(() => {
    if (!pendingFocus.current) return
    buttons.current.get(pendingFocus.current)?.focus()
    pendingFocus.current = null
  }, [items])

  function move(index: number, by: -1 | 1) {
    const target = index + by
    if (target < 0 || target >= items.length) return
    const next = [...items]
    const [item] = next.splice(index, 1)
    next.splice(target, 0, item!)
    // At the edge, the pressed button is disabled: keep focus on the other one of the same row.
    const edge = target === 0 || target === items.length - 1
    pendingFocus.current = `${item!.id}:${edge ? (by === -1 ? "down" : "up") : by === -1 ? "up" : "down"}`
    setItems(next)
    setAnnouncement(`${item!.title} agora é o ${target + 1}º de ${items.length}.`)
  }

  function remove(index: number) {
    const item = items[index]!
    setItems(items.filter((_, i) => i !== index))
    setAnnouncement(`${item.title} saiu da trilha.`)
  }

  function add(item: TrackItem) {
    setItems([...items, item])
    setQuery("")
    setAnnouncement(`${item.title} entrou na trilha, na posição ${items.length + 1}.`)
  }

  const inTrack = new Set(items.map((item) => item.id))
  const term = fold(query.trim())
  const found =
    term.length < 2
      ? []
      : pickable.filter((item) => !inTrack.has(item.id) && fold(item.title).includes(term)).slice(0, 8)

  return (
    <div className="space-y-6">
      {items.length === 0 ? (
        <p className="text-muted-foreground">Nenhum material na trilha ainda.</p>
      ) : (
        <ol className="divide-y rounded-xl border" aria-label="Materiais da trilha, em ordem">
          {items.map((item, index) => (
            <li key={item.id} className="flex flex-wrap items-center justify-between gap-3 p-3">
              <span>
                <span className="text-muted-foreground mr-2 tabular-nums">{index + 1}.</span>
                <span className="font-medium">{item.title}</span>{" "}
                <span className="text-muted-foreground text-sm">
                  ({LEARNING_KINDS[item.kind]} · {LEARNING_STATUSES[item.status]})
                </span>
              </span>
              <span className="flex gap-2">
                <Button
                  type="button"
                  size="sm"
                  variant="outline"
                  ref={(node) => void buttons.current.set(`${item.id}:up`, node)}
                  disabled={index === 0}
                  aria-label={`Subir ${item.title}`}
                  onClick={() => move(index, -1)}
                >
                  Subir
                </Button>
                <Button
                  type="button"
                  size="sm"
                  variant="outline"
                  ref={(node) => void buttons.current.set(`${item.id}:down`, node)}
                  disabled={index === items.length - 1}
                  aria-label={`Descer ${item.title}`}
                  onClick={() => move(index, 1)}
                >
                  Descer
                </Button>
                <Button
                  type="button"
                  size="sm"
                  variant="ghost"
                  aria-label={`Remover ${item.title} da trilha`}
                  onClick={() => remove(index)}
                >
                  Remover
                </Button>
              </span>
            </li>
          ))}
        </ol>
      )}
      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>

      <div className="space-y-2">
        <Label htmlFor="track-material-search">Adicionar material (busque pelo título)</Label>
        <Input
          id="track-material-search"
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder="Digite ao menos 2 letras"
          autoComplete="off"
        />
        {term.length >= 2 ? (
          found.length === 0 ? (
            <p className="text-muted-foreground text-sm">Nenhum material encontrado.</p>
          ) : (
            <ul className="divide-y rounded-md border" aria-label="Materiais encontrados">
              {found.map((item) => (
                <li key={item.id} className="flex flex-wrap items-center justify-between gap-2 p-2 text-sm">
                  <span>
                    {item.title}{" "}
                    <span className="text-muted-foreground">
                      ({LEARNING_KINDS[item.kind]} · {LEARNING_STATUSES[item.status]})
                    </span>
                  </span>
                  <Button type="button" size="sm" onClick={() => add(item)} aria-label={`Adicionar ${item.title}`}>
                    Adicionar
                  </Button>
                </li>
              ))}
            </ul>
          )
        ) : null}
      </div>

      <form {...form} className="space-y-2">
        <input type="hidden" name="trackId" value={trackId} />
        <input type="hidden" name="materialIds" value={items.map((item) => item.id).join(",")} />
        <Button type="submit" disabled={pending}>
          Salvar materiais
        </Button>
        <p role="status" className={state.status === "error" ? "text-destructive text-sm" : "sr-only"}>
          {state.status === "idle" ? "" : state.message}
        </p>
      </form>
    </div>
  )
}
