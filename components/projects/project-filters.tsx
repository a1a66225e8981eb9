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
      <FilterSelect
        label="Tipo"
        name={PROJECT_PARAMS.kind}
        value={state.kind}
        all="Todos os tipos"
        options={PROJECT_KINDS}
      />
      <FilterSelect
        label="Formato"
        name={PROJECT_PARAMS.format}
        value={state.format}
        all="Todos os formatos"
        options={PROJECT_FORMATS}
      />
      <FilterSelect
        label="Estado (UF)"
        name={PROJECT_PARAMS.state}
        value={state.state}
        all="Todos os estados"
        options={UFS}
      />
      <FilterSelect
        label="Situação"
        name={PROJECT_PARAMS.status}
        value={state.status}
        all="Todas as situações"
        options={PROJECT_STATUSES}
      />
      <FilterActions label="Filtrar" filtered={filtered} clearHref={PROJECTS_PATH} />
    </CleanGetForm>
  )
}
