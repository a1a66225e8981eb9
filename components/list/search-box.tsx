import { MAX_SEARCH_LENGTH } from "@/lib/search"
import { Button } from "@/components/ui/button"
import { SearchField, type SearchFieldProps } from "@/components/list/search-field"

export type SearchBoxProps = Omit<SearchFieldProps, "maxLength"> & { buttonClassName?: string }

/** A list's search box and its "Buscar" button, inside the caller's GET form; terms as long as the lists read them. */
export function SearchBox({ buttonClassName, ...field }: SearchBoxProps) {
  return (
    <>
      <SearchField maxLength={MAX_SEARCH_LENGTH} {...field} />
      <Button type="submit" size="lg" className={buttonClassName}>
        Buscar
      </Button>
    </>
  )
}
