import type * as React from "react"
import { ChevronLeftIcon, ChevronRightIcon } from "lucide-react"

import { cn } from "@/lib/utils"
import { buttonVariants } from "@/components/ui/button"
import type { ListNavLinkProps } from "@/components/list/list-navigation"
import { pageWindow } from "@/components/list/page-window"

export type ListPaginationProps = {
  page: number
  pageCount: number
  /** The list's address for another page. */
  href: (page: number) => string
  /** The list's link (createListNavigation's NavLink), so a page change runs in the list's transition. */
  link: React.ComponentType<ListNavLinkProps>
}

/** Previous/next and numbered links (?pagina=N), with rel="prev"/"next"; nothing for a single page. */
export function ListPagination({ page, pageCount, href, link: NavLink }: ListPaginationProps) {
  if (pageCount <= 1) return null
  const step = cn(buttonVariants({ variant: "outline", size: "sm" }), "gap-1")
  return (
    <nav aria-label="Paginação" className="mt-10 flex flex-wrap items-center justify-center gap-2">
      {page > 1 ? (
        // Past the end (an old link), "Anterior" leads to the last page there is.
        <NavLink href={href(Math.min(page - 1, pageCount))} rel="prev" className={step}>
          <ChevronLeftIcon aria-hidden="true" />
          Anterior
        </NavLink>
      ) : null}
      <ul className="flex flex-wrap items-center gap-1">
        {pageWindow(page, pageCount).map((item, index) =>
          item === null ? (
            <li key={`gap-${index}`} className="text-muted-foreground px-2" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <NavLink
                href={href(item)}
                aria-current={item === page ? "page" : undefined}
                aria-label={`Página ${item}`}
                className={buttonVariants({ variant: item === page ? "default" : "ghost", size: "sm" })}
              >
                {item}
              </NavLink>
            </li>
          )
        )}
      </ul>
      {page < pageCount ? (
        <NavLink href={href(page + 1)} rel="next" className={step}>
          Próxima
          <ChevronRightIcon aria-hidden="true" />
        </NavLink>
      ) : null}
    </nav>
  )
}
