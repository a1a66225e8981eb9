import { MAX_SEARCH_LENGTH } from "@/lib/search"
import { FilterLabel } from "@/components/list/list-filters"
import { SearchField } from "@/components/list/search-field"

export type FilterSearchProps = {
  /** The list's search parameter ("q"). */
  name: string
  value: string
  /** A few example terms of this list ("Bolo, bolsa, cesta..."). */
  placeholder: string
}

/** The "Buscar" field that opens the GET filter forms of /loja and /aprender, as long as the lists read. */
export function FilterSearch({ name, value, placeholder }: FilterSearchProps) {
  return (
    <FilterLabel label="Buscar">
      <SearchField name={name} defaultValue={value} placeholder={placeholder} maxLength={MAX_SEARCH_LENGTH} />
    </FilterLabel>
  )
}
