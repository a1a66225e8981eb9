"use client"

import * as React from "react"

import type { ActionState } from "@/lib/action-state"
import { Input } from "@/components/ui/input"

export type InstructorOption = { id: string; name: string }

/** What the search says; the instructors' wording unless a caller searches something else (the library). */
export type SearchLabels = { field: string; list: string; none: string; placeholder: string }

const INSTRUCTOR_LABELS: SearchLabels = {
  field: "Buscar instrutora pelo nome",
  list: "Instrutoras encontradas",
  none: "Nenhuma instrutora encontrada com esse nome.",
  placeholder: "Digite ao menos 2 letras do nome",
}

/**
 * A combobox that searches instructors by name as she types (2+ characters, after a short pause)
 * and hands the chosen one to `onChoose`; arrows move through the list, Enter chooses, Escape
 * closes it. Only members with the instructor role come back from `search`.
 */
export function InstructorSearch({
  search,
  onChoose,
  exclude,
  disabled,
  labels = INSTRUCTOR_LABELS,
}: {
  search: (query: string) => Promise<ActionState<InstructorOption[]>>
  onChoose: (option: InstructorOption) => void
  /** Already named: left out of the list. */
  exclude: string[]
  disabled?: boolean
  labels?: SearchLabels
}) {
  const id = React.useId()
  const [query, setQuery] = React.useState("")
  const [found, setFound] = React.useState<InstructorOption[] | null>(null)
  // Under two characters nothing is searched, and an older answer is not shown.
  const options = query.trim().length >= 2 ? found : null
  const [active, setActive] = React.useState(-1)
  const [failed, setFailed] = React.useState(false)
  // By value: the caller's array is new on every render.
  const excluded = exclude.join(" ")

  React.useEffect(() => {
    const term = query.trim()
    if (term.length < 2) return
    let current = true
    const timer = window.setTimeout(() => {
      search(term)
        .then((answer) => {
          if (!current) return
          const options = answer.status === "success" ? answer.data : undefined
          setFailed(!options)
          setFound((options ?? []).filter((option) => !excluded.split(" ").includes(option.id)))
          setActive(-1)
        })
        .catch(() => current && setFailed(true))
    }, 250)
    return () => {
      current = false
      window.clearTimeout(timer)
    }
  }, [query, search, excluded])

  const choose = (option: InstructorOption) => {
    onChoose(option)
    setQuery("")
    setFound(null)
  }
  const open = options !== null && options.length > 0

  return (
    <div className="relative space-y-1.5">
      <label htmlFor={`${id}-input`} className="text-sm font-medium">
        {labels.field}
      </label>
      <Input
        id={`${id}-input`}
        role="combobox"
        aria-expanded={open}
        aria-controls={`${id}-list`}
        aria-autocomplete="list"
        aria-activedescendant={open && active >= 0 ? `${id}-option-${active}` : undefined}
        autoComplete="off"
        value={query}
        disabled={disabled}
        maxLength={120}
        placeholder={labels.placeholder}
        onChange={(event) => setQuery(event.target.value)}
        onKeyDown={(event) => {
          if (!open) return
          if (event.key === "ArrowDown") {
            event.preventDefault()
            setActive((index) => (index + 1) % options.length)
          } else if (event.key === "ArrowUp") {
            event.preventDefault()
            setActive((index) => (index <= 0 ? options.length - 1 : index - 1))
          } else if (event.key === "Enter" && options[active]) {
            event.preventDefault()
            choose(options[active])
          } else if (event.key === "Escape") {
            setFound(null)
          }
        }}
      />
      <ul
        id={`${id}-list`}
        role="listbox"
        aria-label={labels.list}
        hidden={!open}
        className="bg-popover absolute z-10 mt-1 max-h-60 w-full overflow-y-auto rounded-md border p-1 shadow-md"
      >
        {options?.map((option, index) => (
          <li
            key={option.id}
            id={`${id}-option-${index}`}
            role="option"
            aria-selected={index === active}
            className="aria-selected:bg-accent hover:bg-accent cursor-pointer rounded-sm px-2 py-1.5 text-sm"
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(option)}
          >
            {option.name}
          </li>
        ))}
      </ul>
      <p className="text-muted-foreground text-sm" aria-live="polite">
        {failed ? "Não foi possível buscar agora. Tente novamente." : options?.length === 0 ? labels.none : ""}
      </p>
    </div>
  )
}
