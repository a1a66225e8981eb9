import { LEARNING_ACCESS, LEARNING_KINDS, LEARNING_LEVELS, LEARNING_TOPICS } from "@/lib/learning/vocabulary"
import { LEARNING_PARAMS, LEARNING_PATH, type LearningListState } from "@/lib/learning-url"
import { SearchFilterForm } from "@/components/list/search-filter-form"

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
  return (
    <SearchFilterForm
      action={LEARNING_PATH}
      label="Buscar materiais"
      className="lg:grid-cols-6"
      search={{ name: LEARNING_PARAMS.search, value: state.search, placeholder: "MEI, preço, Instagram..." }}
      selects={FILTERS.map(({ key, ...filter }) => ({ ...filter, name: LEARNING_PARAMS[key], value: state[key] }))}
    />
  )
}
