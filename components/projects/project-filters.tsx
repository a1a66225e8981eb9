import Link from "next/link"

import {
  PROJECT_FORMATS,
  PROJECT_KINDS,
  PROJECT_PARAMS,
  PROJECT_STATUSES,
  PROJECTS_PATH,
  type ProjectListState,
  UFS,
} from "@/lib/projects"
import { Button } from "@/components/ui/button"
import { CleanGetForm } from "@/components/projects/clean-get-form"

const selectClass =
  "border-input dark:bg-input/30 focus-visible:border-ring focus-visible:ring-ring/40 h-10 w-full rounded-md border bg-transparent px-3 text-sm shadow-xs outline-none focus-visible:ring-[3px]"

/**
 * Kind, format, state and status as one GET form: it works without JavaScript, each submit is an
 * address of its own (shareable) and a history entry the back button undoes. Keyed by the state
 * by the caller, so back/forward shows the address's own choices.
 */
export function ProjectFilters({ state }: { state: ProjectListState }) {
  const filtered = Boolean(state.kind || state.format || state.state || state.status)
  return (
    <CleanGetForm
      action={PROJECTS_PATH}
      role="search"
      aria-label="Filtrar projetos"
      className="bg-card grid gap-3 rounded-xl border p-4 sm:grid-cols-2 lg:grid-cols-5 lg:items-end"
    >
      <label className="space-y-1.5 text-sm font-medium">
        <span className="block">Tipo</span>
        <select name={PROJECT_PARAMS.kind} defaultValue={state.kind} className={selectClass}>
          <option value="">Todos os tipos</option>
          {Object.entries(PROJECT_KINDS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </label>
      <label className="space-y-1.5 text-sm font-medium">
        <span className="block">Formato</span>
        <select name={PROJECT_PARAMS.format} defaultValue={state.format} className={selectClass}>
          <option value="">Todos os formatos</option>
          {Object.entries(PROJECT_FORMATS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </label>
      <label className="space-y-1.5 text-sm font-medium">
        <span className="block">Estado (UF)</span>
        <select name={PROJECT_PARAMS.state} defaultValue={state.state} className={selectClass}>
          <option value="">Todos os estados</option>
          {UFS.map((uf) => (
            <option key={uf} value={uf}>
              {uf}
            </option>
          ))}
        </select>
      </label>
      <label className="space-y-1.5 text-sm font-medium">
        <span className="block">Situação</span>
        <select name={PROJECT_PARAMS.status} defaultValue={state.status} className={selectClass}>
          <option value="">Todas as situações</option>
          {Object.entries(PROJECT_STATUSES).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </label>
      <div className="flex gap-2">
        <Button type="submit" className="h-10 flex-1">
          Filtrar
        </Button>
        {filtered ? (
          <Button asChild variant="outline" className="h-10">
            <Link href={PROJECTS_PATH}>Limpar</Link>
          </Button>
        ) : null}
      </div>
    </CleanGetForm>
  )
}
