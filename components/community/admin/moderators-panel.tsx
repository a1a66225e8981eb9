"use client"

import { useEffect, useId, useState } from "react"

import { fieldError, fieldValue, IDLE, type FormAction } from "@/lib/action-state"
import type { GroupModerator } from "@/lib/data/community-admin"
import type { MemberMatch } from "@/lib/data/member-search"
import { formErrorToast, useActionToast, useToastedAction } from "@/lib/hooks/use-action-toast"
import { useFormAction } from "@/lib/hooks/use-form-action"
import { Button } from "@/components/ui/button"
import { Input } from "@/components/ui/input"
import { Label } from "@/components/ui/label"

export type MemberSearch = (query: string) => Promise<MemberMatch[]>

/**
 * A group's moderators, each with "Encerrar", and a form to appoint one: she is found by name or
 * e-mail in a list of suggestions, and the form sends her account's e-mail.
 */
export function ModeratorsPanel({
  groupId,
  moderators,
  action,
  search,
}: {
  groupId: string
  moderators: GroupModerator[]
  action: FormAction
  /** Members matching the words (an admin-only server action). */
  search: MemberSearch
}) {
  const [state, form, pending] = useFormAction(action, IDLE, { resetWhen: (answer) => answer.status === "success" })
  useActionToast(state, { error: formErrorToast })
  const error = fieldError(state, "email")
  return (
    <div className="space-y-6">
      {moderators.length === 0 ? (
        <p className="text-muted-foreground text-sm">Este grupo ainda não tem moderadora.</p>
      ) : (
        <ul className="space-y-2">
          {moderators.map((moderator) => (
            <li key={moderator.userId} className="flex items-center justify-between gap-2 text-sm">
              <span>{moderator.name}</span>
              <DismissButton groupId={groupId} moderator={moderator} action={action} />
            </li>
          ))}
        </ul>
      )}
      <form {...form} className="space-y-2" noValidate aria-label="Nomear moderadora">
        <input type="hidden" name="groupId" value={groupId} />
        <input type="hidden" name="moderator" value="true" />
        <Label htmlFor={`moderadora-${groupId}`}>Buscar associada por nome ou e-mail</Label>
        <div className="flex gap-2">
          <MemberCombobox
            // A new moderator in the list starts the picker over.
            key={moderators.length}
            id={`moderadora-${groupId}`}
            search={search}
            initialEmail={fieldValue(state, "email")}
            errorId={error ? `moderadora-${groupId}-erro` : undefined}
          />
          <Button type="submit" disabled={pending}>
            Nomear
          </Button>
        </div>
        {error ? (
          <p id={`moderadora-${groupId}-erro`} className="text-destructive text-sm">
            {error}
          </p>
        ) : null}
      </form>
    </div>
  )
}

function DismissButton({
  groupId,
  moderator,
  action,
}: {
  groupId: string
  moderator: GroupModerator
  action: FormAction
}) {
  const [, formAction, pending] = useToastedAction(action)
  return (
    <form action={formAction}>
      <input type="hidden" name="groupId" value={groupId} />
      <input type="hidden" name="moderator" value="false" />
      {/* The action finds her by e-mail; the id alone would need a second lookup path. */}
      <input type="hidden" name="email" value={moderator.email} />
      <Button
        type="submit"
        size="sm"
        variant="ghost"
        disabled={pending}
        aria-label={`Encerrar moderação de ${moderator.name}`}
      >
        Encerrar
      </Button>
    </form>
  )
}

/**
 * The ARIA 1.2 combobox pattern: typing asks for suggestions (after a pause), ArrowUp/ArrowDown
 * move through them, Enter or a click picks one, Escape closes the list. The hidden `email` field
 * carries the pick, or what was typed when it is an e-mail address (the old way still works).
 */
function MemberCombobox({
  id,
  search,
  initialEmail,
  errorId,
}: {
  id: string
  search: MemberSearch
  initialEmail: string | undefined
  errorId: string | undefined
}) {
  const listId = useId()
  const [text, setText] = useState(initialEmail ?? "")
  const [picked, setPicked] = useState<MemberMatch | null>(null)
  const [matches, setMatches] = useState<MemberMatch[]>([])
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const [searching, setSearching] = useState(false)

  useEffect(() => {
    const words = text.trim()
    if (picked || words.length < 2) return
    let stale = false
    const timer = window.setTimeout(() => {
      setSearching(true)
      search(words)
        .then((found) => {
          if (stale) return
          setMatches(found)
          setActive(-1)
          setOpen(true)
        })
        .catch((error: unknown) => console.error("[admin.community.member-search]", error))
        .finally(() => {
          if (!stale) setSearching(false)
        })
    }, 250)
    return () => {
      stale = true
      window.clearTimeout(timer)
    }
  }, [text, picked, search])

  const choose = (match: MemberMatch) => {
    setPicked(match)
    setText(match.name)
    setOpen(false)
    setActive(-1)
  }
  const expanded = open && text.trim().length >= 2 && !picked
  const optionId = (index: number) => `${listId}-opcao-${index}`

  return (
    <div className="relative min-w-0 flex-1">
      <input type="hidden" name="email" value={picked?.email ?? (text.includes("@") ? text.trim() : "")} />
      <Input
        id={id}
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={errorId}
        value={text}
        onChange={(event) => {
          setText(event.target.value)
          setPicked(null)
          if (event.target.value.trim().length < 2) setMatches([])
        }}
        onKeyDown={(event) => {
          if (event.key === "ArrowDown" || event.key === "ArrowUp") {
            if (matches.length === 0) return
            event.preventDefault()
            setOpen(true)
            const step = event.key === "ArrowDown" ? 1 : -1
            setActive((current) => (current + step + matches.length) % matches.length)
          } else if (event.key === "Enter" && expanded && active >= 0 && matches[active]) {
            // Picks the suggestion instead of sending the form.
            event.preventDefault()
            choose(matches[active])
          } else if (event.key === "Escape" && expanded) {
            event.preventDefault()
            setOpen(false)
          }
        }}
        onBlur={() => window.setTimeout(() => setOpen(false), 150)}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label="Associadas encontradas"
        hidden={!expanded}
        className="bg-popover text-popover-foreground absolute z-50 mt-1 max-h-64 w-full overflow-y-auto rounded-md border p-1 shadow-md"
      >
        {matches.map((match, index) => (
          <li
            key={match.id}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            className="aria-selected:bg-accent aria-selected:text-accent-foreground cursor-pointer rounded-sm px-2 py-1.5 text-sm"
            // mousedown, not click: the input's blur would close the list first.
            onMouseDown={(event) => {
              event.preventDefault()
              choose(match)
            }}
          >
            <span className="font-medium">{match.name}</span>
            <span className="text-muted-foreground block text-xs break-all">{match.email}</span>
          </li>
        ))}
      </ul>
      <p role="status" className="sr-only">
        {expanded
          ? searching
            ? "Buscando…"
            : `${matches.length === 1 ? "1 associada encontrada" : `${matches.length} associadas encontradas`}.`
          : ""}
      </p>
      {expanded && !searching && matches.length === 0 ? (
        <p className="text-muted-foreground mt-1 text-xs">Nenhuma associada encontrada.</p>
      ) : null}
    </div>
  )
}
