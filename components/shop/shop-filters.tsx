import { SearchIcon } from "lucide-react"

import { UFS } from "@/lib/projects"
import { MAX_SEARCH_LENGTH } from "@/lib/search"
import { PRODUCT_CATEGORIES, SHOP_PARAMS, SHOP_PATH, type ShopListState } from "@/lib/shop"
import { Input } from "@/components/ui/input"
import { CleanGetForm } from "@/components/projects/clean-get-form"
import { FilterActions, FilterLabel, FilterSelect } from "@/components/projects/list-filters"

const FILTERS = [
  { key: "category", label: "Categoria", all: "Todas as categorias", options: PRODUCT_CATEGORIES },
  { key: "state", label: "Estado (UF)", all: "Todos os estados", options: UFS },
] as const

/** Search, category and state as one GET form: shareable addresses, and back undoes each search. */
export function ShopFilters({ state }: { state: ShopListState }) {
  const filtered = Boolean(state.search || state.category || state.state)
  return (
    <CleanGetForm
      action={SHOP_PATH}
      role="search"
      aria-label="Buscar na loja"
      className="bg-card grid gap-3 rounded-xl border p-4 sm:grid-cols-2 lg:grid-cols-4 lg:items-end"
    >
      <FilterLabel label="Buscar">
        <span className="relative block">
          <SearchIcon
            className="text-muted-foreground pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2"
            aria-hidden="true"
          />
          <Input
            type="search"
            name={SHOP_PARAMS.search}
            defaultValue={state.search}
            placeholder="Bolo, bolsa, cesta..."
            maxLength={MAX_SEARCH_LENGTH}
            className="h-10 pl-9"
          />
        </span>
      </FilterLabel>
      {FILTERS.map(({ key, label, all, options }) => (
        <FilterSelect key={key} label={label} name={SHOP_PARAMS[key]} value={state[key]} all={all} options={options} />
      ))}
      <FilterActions label="Buscar" filtered={filtered} clearHref={SHOP_PATH} />
    </CleanGetForm>
  )
}
