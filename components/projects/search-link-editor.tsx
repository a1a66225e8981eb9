"use client"

import { type ReactNode, startTransition } from "react"

import { type ActionState, IDLE, type FormAction } from "@/lib/action-state"
import { formErrorToast, useActionToast } from "@/lib/hooks/use-action-toast"
import { useFormAction } from "@/lib/hooks/use-form-action"
import { InstructorSearch, type InstructorOption, type SearchLabels } from "@/components/projects/instructor-search"

export type SearchLinkEditorProps = {
  projectId: string
  /** The form field the chosen option's id is sent in ("userId", "target"). */
  field: string
  add: FormAction
  search: (query: string) => Promise<ActionState<InstructorOption[]>>
  /** Ids already linked, left out of the results. */
  exclude: string[]
  labels?: SearchLabels
  /** Shown instead of the list when nothing is linked yet. */
  emptyText: string
  /** One <li> per linked item, with its own remove button. */
  rows: ReactNode[]
}

/**
 * The project edit page's "search, then link" pieces (its instructors, its linked materials and
 * tracks): the list of what is linked, a search whose chosen option is sent to `add` at once, and
 * the action's refusal under it.
 */
export function SearchLinkEditor({
  projectId,
  field,
  add,
  search,
  exclude,
  labels,
  emptyText,
  rows,
}: SearchLinkEditorProps) {
  const [state, , pending, dispatch] = useFormAction(add, IDLE)
  useActionToast(state, { error: formErrorToast })
  const choose = (option: InstructorOption) => {
    const form = new FormData()
    form.set("projectId", projectId)
    form.set(field, option.id)
    startTransition(() => dispatch(form))
  }
  return (
    <div className="space-y-4">
      {rows.length === 0 ? (
        <p className="text-muted-foreground text-sm">{emptyText}</p>
      ) : (
        <ul className="divide-y rounded-xl border">{rows}</ul>
      )}
      <InstructorSearch search={search} onChoose={choose} exclude={exclude} disabled={pending} labels={labels} />
      {state.status === "error" ? (
        <p role="alert" className="text-destructive text-sm">
          {state.message}
        </p>
      ) : null}
    </div>
  )
}
