import { MAX_SEARCH_LENGTH } from "@/lib/search"
import { SITE_SEARCH_PARAMS, SITE_SEARCH_PATH } from "@/lib/site-search-url"
import { cn } from "@/lib/utils"
import { Button } from "@/components/ui/button"
import { SearchField } from "@/components/list/search-field"

export type HeaderSearchProps = {
  className?: string
  /** The drawer shows a "Buscar" button beside the box; the header relies on Enter. */
  withButton?: boolean
}

/**
 * The site search box (issue #42): a plain GET form to /busca, so it works before (and without)
 * any JavaScript and adds none of its own to the page. The label wraps the box, so the header's
 * and the drawer's copies need no ids.
 */
export function HeaderSearch({ className, withButton = false }: HeaderSearchProps) {
  return (
    <form
      action={SITE_SEARCH_PATH}
      method="get"
      role="search"
      aria-label="Buscar no site"
      className={cn("flex gap-2", className)}
    >
      <label className="min-w-0 flex-1">
        <span className="sr-only">Buscar no site</span>
        <SearchField
          compact
          name={SITE_SEARCH_PARAMS.query}
          placeholder="Buscar no site"
          maxLength={MAX_SEARCH_LENGTH}
          required
          enterKeyHint="search"
        />
      </label>
      {withButton ? (
        <Button type="submit" className="shrink-0">
          Buscar
        </Button>
      ) : null}
    </form>
  )
}
