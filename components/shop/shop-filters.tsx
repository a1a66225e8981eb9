import { UFS } from "@/lib/projects"
import { PRODUCT_CATEGORIES, SHOP_PARAMS, SHOP_PATH, type ShopListState } from "@/lib/shop"
import { CleanGetForm } from "@/components/projects/clean-get-form"
import { FilterActions, FilterSelect } from "@/components/projects/list-filters"
import { FilterSearch } from "@/components/list/filter-search"

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
      <FilterSearch name={SHOP_PARAMS.search} value={state.search} placeholder="Bolo, bolsa, cesta..." />
      {FILTERS.map(({ key, label, all, options }) => (
        <FilterSelect key={key} label={label} name={SHOP_PARAMS[key]} value={state[key]} all={all} options={options} />
      ))}
      <FilterActions label="Buscar" filtered={filtered} clearHref={SHOP_PATH} />
    </CleanGetForm>
  )
}
