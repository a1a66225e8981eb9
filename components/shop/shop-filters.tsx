import { UFS } from "@/lib/projects"
import { PRODUCT_CATEGORIES, SHOP_PARAMS, SHOP_PATH, type ShopListState } from "@/lib/shop"
import { SearchFilterForm } from "@/components/list/search-filter-form"

const FILTERS = [
  { key: "category", label: "Categoria", all: "Todas as categorias", options: PRODUCT_CATEGORIES },
  { key: "state", label: "Estado (UF)", all: "Todos os estados", options: UFS },
] as const

/** Search, category and state as one GET form: shareable addresses, and back undoes each search. */
export function ShopFilters({ state }: { state: ShopListState }) {
  return (
    <SearchFilterForm
      action={SHOP_PATH}
      label="Buscar na loja"
      className="lg:grid-cols-4"
      search={{ name: SHOP_PARAMS.search, value: state.search, placeholder: "Bolo, bolsa, cesta..." }}
      selects={FILTERS.map(({ key, ...filter }) => ({ ...filter, name: SHOP_PARAMS[key], value: state[key] }))}
    />
  )
}
