import { ChevronLeftIcon, ChevronRightIcon } from "lucide-react"

import { blogListHref, type ListState } from "@/lib/search"
import { cn } from "@/lib/utils"
import { buttonVariants } from "@/components/ui/button"
import { BlogNavLink } from "@/components/blog/blog-navigation"

export type BlogPaginationProps = {
  state: ListState
  pageCount: number
}

/** Page numbers to show: the first, the last, and the current one with its neighbours; null is a gap. */
export function pageWindow(current: number, pageCount: number): (number | null)[] {
  const pages = new Set([1, pageCount, current - 1, current, current + 1])
  const sorted = [...pages].filter((page) => page >= 1 && page <= pageCount).sort((a, b) => a - b)
  const items: (number | null)[] = []
  for (const page of sorted) {
    const previous = items.at(-1)
    if (typeof previous === "number" && page - previous > 1) items.push(page - previous === 2 ? previous + 1 : null)
    items.push(page)
  }
  return items
}

/** Previous/next and numbered links (?pagina=N), with rel="prev"/"next"; nothing for a single page. */
export function BlogPagination({ state, pageCount }: BlogPaginationProps) {
  if (pageCount <= 1) return null
  const { page } = state
  const href = (target: number) => blogListHref({ ...state, page: target })
  const step = cn(buttonVariants({ variant: "outline", size: "sm" }), "gap-1")
  return (
    <nav aria-label="Paginação" className="mt-10 flex flex-wrap items-center justify-center gap-2">
      {page > 1 ? (
        <BlogNavLink href={href(page - 1)} rel="prev" className={step}>
          <ChevronLeftIcon aria-hidden="true" />
          Anterior
        </BlogNavLink>
      ) : null}
      <ul className="flex flex-wrap items-center gap-1">
        {pageWindow(page, pageCount).map((item, index) =>
          item === null ? (
            <li key={`gap-${index}`} className="text-muted-foreground px-2" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <BlogNavLink
                href={href(item)}
                aria-current={item === page ? "page" : undefined}
                aria-label={`Página ${item}`}
                className={buttonVariants({ variant: item === page ? "default" : "ghost", size: "sm" })}
              >
                {item}
              </BlogNavLink>
            </li>
          )
        )}
      </ul>
      {page < pageCount ? (
        <BlogNavLink href={href(page + 1)} rel="next" className={step}>
          Próxima
          <ChevronRightIcon aria-hidden="true" />
        </BlogNavLink>
      ) : null}
    </nav>
  )
}
