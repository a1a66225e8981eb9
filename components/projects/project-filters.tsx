import {
  PROJECT_FORMATS,
  PROJECT_KINDS,
  PROJECT_PARAMS,
  PROJECT_STATUSES,
  PROJECTS_PATH,
  type ProjectListState,
  UFS,
} from "@/lib/projects"
import { CleanGetForm } from "@/components/projects/clean-get-form"
import { FilterActions, FilterSelect } from "@/components/projects/list-filters"

const FILTERS = [
  { key: "kind", label: "Tipo", all: "Todos os tipos", options: PROJECT_KINDS },
  { key: "format", label: "Formato", all: "Todos os formatos", options: PROJECT_FORMATS },
  { key: "state", label: "Estado (UF)", all: "Todos os estados", options: UFS },
  { key: "status", label: "Situação", all: "Todas as situações", options: PROJECT_STATUSES },
] as const

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
      {FILTERS.map(({ key, label, all, options }) => (
        <FilterSelect
          key={key}
          label={label}
          name={PROJECT_PARAMS[key]}
          value={state[key]}
          all={all}
          options={options}
        />
      ))}
      <FilterActions label="Filtrar" filtered={filtered} clearHref={PROJECTS_PATH} />
    </CleanGetForm>
  )
}
