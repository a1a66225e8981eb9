import Link from "next/link"
import { SearchXIcon, StoreIcon } from "lucide-react"

import type { DirectoryListing } from "@/lib/data/directory"
import { DIRECTORY_PATH, directoryHref, type DirectoryState, isFiltered, OWNER_PATH } from "@/lib/directory-url"
import { Button } from "@/components/ui/button"
import { BusinessCard } from "@/components/directory/business-card"
import { DirectoryFilters } from "@/components/directory/directory-filters"
import { DirectoryNavigation, DirectoryNavLink, DirectoryResults } from "@/components/directory/directory-navigation"
import { ListPagination } from "@/components/list/list-pagination"
import { ListEmptyState, ListLoadError, ResultList } from "@/components/list/list-states"

export type DirectoryListProps = {
  state: DirectoryState
  /** The page's read of that state (lib/data/directory.ts loadDirectoryListing); null when the backend failed. */
  listing: DirectoryListing | null
}

/** Filters, cards and pagination for one state of the list; a readable message when the backend failed. */
export function DirectoryList({ state, listing }: DirectoryListProps) {
  if (!listing)
    return <ListLoadError message="Não foi possível carregar o diretório" retryHref={directoryHref(state)} />
  const { facets, list } = listing
  const filtered = isFiltered(state)

  return (
    <DirectoryNavigation>
      <DirectoryFilters key={directoryHref(state)} state={state} facets={facets} />
      <h2 className="sr-only">Negócios</h2>
      <DirectoryResults>
        <ResultList
          items={list.businesses}
          empty={<DirectoryEmptyState filtered={filtered || state.page > 1} />}
          role="status"
          total={list.total}
          one="negócio encontrado"
          many="negócios encontrados"
          page={list.page}
          pageCount={list.pageCount}
          renderItem={(business, index) => <BusinessCard business={business} eager={index < 3} />}
        />
        <ListPagination
          page={state.page}
          pageCount={list.pageCount}
          href={(page) => directoryHref({ ...state, page })}
          link={DirectoryNavLink}
        />
      </DirectoryResults>
    </DirectoryNavigation>
  )
}

/** Nothing matches the filters, or nothing is listed yet: either way, an invitation to list one's business. */
function DirectoryEmptyState({ filtered }: { filtered: boolean }) {
  return (
    <ListEmptyState
      icon={filtered ? SearchXIcon : StoreIcon}
      title={filtered ? "Nenhum negócio encontrado com os filtros aplicados" : "Ainda não há negócios no diretório"}
    >
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
    </ListEmptyState>
  )
}
