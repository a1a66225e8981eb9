import {
  PROJECT_FORMATS,
  PROJECT_KINDS,
  PROJECT_PARAMS,
  PROJECT_STATUSES,
  PROJECTS_PATH,
  type ProjectListState,
  UFS,
} from "@/lib/projects"
import { SearchFilterForm } from "@/components/list/search-filter-form"

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
  return (
    <SearchFilterForm
      action={PROJECTS_PATH}
      label="Filtrar projetos"
      className="lg:grid-cols-5"
      selects={FILTERS.map(({ key, ...filter }) => ({ ...filter, name: PROJECT_PARAMS[key], value: state[key] }))}
      submitLabel="Filtrar"
    />
  )
}
