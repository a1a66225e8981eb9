import { LEARNING_ACCESS, LEARNING_KINDS, LEARNING_LEVELS, LEARNING_TOPICS } from "@/lib/learning/vocabulary"
import { LEARNING_PARAMS, LEARNING_PATH, type LearningListState } from "@/lib/learning-url"
import { CleanGetForm } from "@/components/projects/clean-get-form"
import { FilterActions, FilterSelect } from "@/components/projects/list-filters"
import { FilterSearch } from "@/components/list/filter-search"

const FILTERS = [
  { key: "topic", label: "Tema", all: "Todos os temas", options: LEARNING_TOPICS },
  { key: "level", label: "Nível", all: "Todos os níveis", options: LEARNING_LEVELS },
  { key: "kind", label: "Tipo", all: "Todos os tipos", options: LEARNING_KINDS },
  { key: "access", label: "Acesso", all: "Todos", options: LEARNING_ACCESS },
] as const

/**
 * Search, topic, level, kind and access as one GET form, like the shop's: it works without
 * JavaScript, a select applies at once, every state is an address of its own (shareable) and a
 * history entry the back button undoes. Keyed by the state by the caller.
 */
export function LearningFilters({ state }: { state: LearningListState }) {
  const filtered = Boolean(state.search || state.topic || state.level || state.kind || state.access)
  return (
    <CleanGetForm
      action={LEARNING_PATH}
      role="search"
      aria-label="Buscar materiais"
      className="bg-card grid gap-3 rounded-xl border p-4 sm:grid-cols-2 lg:grid-cols-6 lg:items-end"
    >
      <FilterSearch name={LEARNING_PARAMS.search} value={state.search} placeholder="MEI, preço, Instagram..." />
      {FILTERS.map(({ key, label, all, options }) => (
        <FilterSelect
          key={key}
          label={label}
          name={LEARNING_PARAMS[key]}
          value={state[key]}
          all={all}
          options={options}
        />
      ))}
      <FilterActions label="Buscar" filtered={filtered} clearHref={LEARNING_PATH} />
    </CleanGetForm>
  )
}
