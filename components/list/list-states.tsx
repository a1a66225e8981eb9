import type * as React from "react"
import type { LucideIcon } from "lucide-react"
import { TriangleAlertIcon } from "lucide-react"

import { formatCount } from "@/lib/number-format"
import { Button } from "@/components/ui/button"
import { LoadErrorToast } from "@/components/errors/load-error-toast"

/** The card a list shows in place of results: an icon, a title and what to do next. */
export function ListEmptyState({
  icon: Icon,
  title,
  children,
}: {
  icon: LucideIcon
  title: string
  children: React.ReactNode
}) {
  return (
    <div className="bg-card mx-auto mt-10 flex max-w-lg flex-col items-center rounded-xl border p-10 text-center">
      <Icon className="text-muted-foreground mb-4 size-10" aria-hidden="true" />
      <p className="text-lg font-medium">{title}</p>
      {children}
    </div>
  )
}

/** The list could not be read: the toast of spec §8 and the same words on the page, with a retry link. */
export function ListLoadError({ message, retryHref }: { message: string; retryHref: string }) {
  return (
    <div
      role="alert"
      // A page showing this must not be kept: the bounded page cache of the visitors' search twins
      // skips it (lib/cache/bounded-pages.mjs), so the next request tries the backend again.
      data-page-cache="no-store"
      className="border-destructive/40 bg-card mx-auto mt-4 flex max-w-lg flex-col items-center rounded-xl border p-10 text-center"
    >
      <LoadErrorToast description={message} />
      <TriangleAlertIcon className="text-destructive mb-4 size-10" aria-hidden="true" />
      <p className="text-lg font-medium">{message}</p>
      <p className="text-muted-foreground mt-2 text-sm">Tente novamente em alguns instantes.</p>
      <Button asChild variant="outline" className="mt-6">
        <a href={retryHref}>Tentar novamente</a>
      </Button>
    </div>
  )
}

export type ResultCountProps = Omit<React.ComponentProps<"p">, "children"> & {
  total: number
  /** "1 post encontrado" and "N posts encontrados": the words after the number. */
  one: string
  many: string
  page: number
  pageCount: number
}

/** "12 posts encontrados · página 1 de 2". */
function ResultCount({ total, one, many, page, pageCount, ...props }: ResultCountProps) {
  return (
    <p className="text-muted-foreground mt-8 text-sm" {...props}>
      {formatCount(total, one, many)}
      {pageCount > 1 ? ` · página ${page} de ${pageCount}` : null}
    </p>
  )
}

export type ResultListProps<T extends { id: string }> = ResultCountProps & {
  items: T[]
  /** What stands in place of the count and the cards when there are none. */
  empty: React.ReactNode
  renderItem: (item: T, index: number) => React.ReactNode
}

/** A page of results: the count and a grid of cards, or `empty`. */
export function ResultList<T extends { id: string }>({ items, empty, renderItem, ...count }: ResultListProps<T>) {
  if (items.length === 0) return empty
  return (
    <>
      <ResultCount {...count} />
      <ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((item, index) => (
          <li key={item.id}>{renderItem(item, index)}</li>
        ))}
      </ul>
    </>
  )
}
