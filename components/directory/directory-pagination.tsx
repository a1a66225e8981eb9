import { ChevronLeftIcon, ChevronRightIcon } from "lucide-react"

import { directoryHref, type DirectoryState } from "@/lib/directory-url"
import { cn } from "@/lib/utils"
import { buttonVariants } from "@/components/ui/button"
import { pageWindow } from "@/components/blog/blog-pagination"
import { DirectoryNavLink } from "@/components/directory/directory-navigation"

/** Previous/next and numbered links (?pagina=N) of the list, with rel="prev"/"next"; nothing for a single page. */
export function DirectoryPagination({ state, pageCount }: { state: DirectoryState; pageCount: number }) {
  if (pageCount <= 1) return null
  const { page } = state
  const href = (target: number) => directoryHref({ ...state, page: target })
  const step = cn(buttonVariants({ variant: "outline", size: "sm" }), "gap-1")
  return (
    <nav aria-label="Paginação" className="mt-10 flex flex-wrap items-center justify-center gap-2">
      {page > 1 ? (
        <DirectoryNavLink href={href(page - 1)} rel="prev" className={step}>
          <ChevronLeftIcon aria-hidden="true" />
          Anterior
        </DirectoryNavLink>
      ) : null}
      <ul className="flex flex-wrap items-center gap-1">
        {pageWindow(page, pageCount).map((item, index) =>
          item === null ? (
            <li key={`gap-${index}`} className="text-muted-foreground px-2" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <DirectoryNavLink
                href={href(item)}
                aria-current={item === page ? "page" : undefined}
                aria-label={`Página ${item}`}
                className={buttonVariants({ variant: item === page ? "default" : "ghost", size: "sm" })}
              >
                {item}
              </DirectoryNavLink>
            </li>
          )
        )}
      </ul>
      {page < pageCount ? (
        <DirectoryNavLink href={href(page + 1)} rel="next" className={step}>
          Próxima
          <ChevronRightIcon aria-hidden="true" />
        </DirectoryNavLink>
      ) : null}
    </nav>
  )
}
