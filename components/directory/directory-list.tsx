import Link from "next/link"
import { SearchXIcon, StoreIcon, TriangleAlertIcon } from "lucide-react"

import type { DirectoryListing } from "@/lib/data/directory"
import { DIRECTORY_PATH, directoryHref, type DirectoryState, isFiltered, OWNER_PATH } from "@/lib/directory-url"
import { Button } from "@/components/ui/button"
import { LoadErrorToast } from "@/components/blog/load-error-toast"
import { BusinessCard } from "@/components/directory/business-card"
import { DirectoryFilters } from "@/components/directory/directory-filters"
import { DirectoryNavigation, DirectoryNavLink, DirectoryResults } from "@/components/directory/directory-navigation"
import { DirectoryPagination } from "@/components/directory/directory-pagination"

export type DirectoryListProps = {
  state: DirectoryState
  /** The page's read of that state (lib/data/directory.ts loadDirectoryListing); null when the backend failed. */
  listing: DirectoryListing | null
}

/** Filters, cards and pagination for one state of the list; a readable message when the backend failed. */
export function DirectoryList({ state, listing }: DirectoryListProps) {
  if (!listing) return <DirectoryListError retryHref={directoryHref(state)} />
  const { facets, list } = listing
  const filtered = isFiltered(state)

  return (
    <DirectoryNavigation>
      <DirectoryFilters key={directoryHref(state)} state={state} facets={facets} />
      <h2 className="sr-only">Negócios</h2>
      <DirectoryResults>
        {list.businesses.length === 0 ? (
          <DirectoryEmptyState filtered={filtered || state.page > 1} />
        ) : (
          <>
            <p className="text-muted-foreground mt-8 text-sm" role="status">
              {list.total === 1 ? "1 negócio encontrado" : `${list.total.toLocaleString("pt-BR")} negócios encontrados`}
              {list.pageCount > 1 ? ` · página ${list.page} de ${list.pageCount}` : null}
            </p>
            <ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {list.businesses.map((business, index) => (
                <li key={business.id}>
                  <BusinessCard business={business} eager={index < 3} />
                </li>
              ))}
            </ul>
          </>
        )}
        <DirectoryPagination state={state} pageCount={list.pageCount} />
      </DirectoryResults>
    </DirectoryNavigation>
  )
}

/** Nothing matches the filters, or nothing is listed yet: either way, an invitation to list one's business. */
function DirectoryEmptyState({ filtered }: { filtered: boolean }) {
  const Icon = filtered ? SearchXIcon : StoreIcon
  return (
    <div className="bg-card mx-auto mt-10 flex max-w-lg flex-col items-center rounded-xl border p-10 text-center">
      <Icon className="text-muted-foreground mb-4 size-10" aria-hidden="true" />
      <p className="text-lg font-medium">
        {filtered ? "Nenhum negócio encontrado com os filtros aplicados" : "Ainda não há negócios no diretório"}
      </p>
      <p className="text-muted-foreground mt-2 text-sm">
        {filtered
          ? "Tente outra palavra, outra categoria ou outra cidade."
          : "Seja a primeira a apresentar o seu negócio para a comunidade."}
      </p>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        {filtered ? (
          <Button asChild variant="outline">
            <DirectoryNavLink href={DIRECTORY_PATH}>Limpar filtros</DirectoryNavLink>
          </Button>
        ) : null}
        <Button asChild>
          <Link href={OWNER_PATH}>Cadastrar meu negócio</Link>
        </Button>
      </div>
    </div>
  )
}

/** The list could not be read: a toast and the same words on the page, with a retry link. */
function DirectoryListError({ retryHref }: { retryHref: string }) {
  return (
    <div
      role="alert"
      className="border-destructive/40 bg-card mx-auto mt-4 flex max-w-lg flex-col items-center rounded-xl border p-10 text-center"
    >
      <LoadErrorToast title="Erro" description="Não foi possível carregar o diretório" />
      <TriangleAlertIcon className="text-destructive mb-4 size-10" aria-hidden="true" />
      <p className="text-lg font-medium">Não foi possível carregar o diretório</p>
      <p className="text-muted-foreground mt-2 text-sm">Tente novamente em alguns instantes.</p>
      <Button asChild variant="outline" className="mt-6">
        <a href={retryHref}>Tentar novamente</a>
      </Button>
    </div>
  )
}
