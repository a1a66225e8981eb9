import { cn } from "@/lib/utils"
import { CleanGetForm } from "@/components/list/clean-get-form"
import { FilterActions, FilterSelect, type FilterSelectProps } from "@/components/list/list-filters"
import { FilterSearch, type FilterSearchProps } from "@/components/list/filter-search"

export type SearchFilterFormProps = {
  /** The list's path: where the form goes, and where "Limpar" leads back to. */
  action: string
  /** The form's accessible name ("Buscar na loja"). */
  label: string
  /** The grid's columns at lg, one per field plus the buttons ("lg:grid-cols-4"). */
  className: string
  /** The search box; /projetos has none, only selects. */
  search?: FilterSearchProps
  selects: FilterSelectProps[]
  /** The submit button's words: "Buscar" with a search box, "Filtrar" without. */
  submitLabel?: string
}

/**
 * The search-and-filter GET form of /loja, /aprender and /projetos: a search box (not on
 * /projetos), one select per parameter and the submit button (with "Limpar" once anything is
 * set). Keyed by the state by the caller.
 */
export function SearchFilterForm({
  action,
  label,
  className,
  search,
  selects,
  submitLabel = "Buscar",
}: SearchFilterFormProps) {
  const filtered = Boolean(search?.value || selects.some((select) => select.value))
  return (
    <CleanGetForm
      action={action}
      role="search"
      aria-label={label}
      className={cn("bg-card grid gap-3 rounded-xl border p-4 sm:grid-cols-2 lg:items-end", className)}
    >
      {search ? <FilterSearch {...search} /> : null}
      {selects.map((select) => (
        <FilterSelect key={select.name} {...select} />
      ))}
      <FilterActions label={submitLabel} filtered={filtered} clearHref={action} />
    </CleanGetForm>
  )
}
