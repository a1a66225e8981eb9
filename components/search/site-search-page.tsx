import Link from "next/link"

import { MAX_SEARCH_LENGTH } from "@/lib/search"
import {
  formatSearchCount,
  hitDescription,
  hitHref,
  KIND_LABELS,
  SEARCH_RESULTS_CAP,
  type SiteSearchHit,
  snippetParts,
} from "@/lib/site-search"
import {
  SEARCH_KINDS,
  type SearchKind,
  SITE_SEARCH_PARAMS,
  SITE_SEARCH_PATH,
  siteSearchHref,
  type SiteSearchState,
} from "@/lib/site-search-url"
import { cn } from "@/lib/utils"
import { Button, buttonVariants } from "@/components/ui/button"
import { SearchField } from "@/components/list/search-field"
import { ListPagination } from "@/components/list/list-pagination"

/** What the page shows for one search (lib/data/site-search.ts's answer, without its server types). */
export interface SiteSearchView {
  searched: string
  corrected: string | null
  counts: Record<SearchKind, number>
  total: number
  hits: SiteSearchHit[]
  perPage: number
}

export type SiteSearchPageProps = {
  state: SiteSearchState
  /** Null without a term: the page shows the box and the lists. */
  view: SiteSearchView | null
}

/** /busca (issue #42): the search box, the tabs by kind with counts, the results grouped by kind. */
export function SiteSearchPage({ state, view }: SiteSearchPageProps) {
  return (
    <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
      <header className="mb-8">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">
          {state.query ? <>Resultados para “{state.query}”</> : "Buscar no site"}
        </h1>
        <p className="text-muted-foreground mt-3">
          Posts, negócios, produtos, projetos, materiais, grupos e tópicos da comunidade e associadas, numa busca só.
        </p>
      </header>
      <form
        action={SITE_SEARCH_PATH}
        method="get"
        role="search"
        aria-label="Nova busca"
        className="bg-card mb-8 flex flex-col gap-3 rounded-xl border p-4 sm:flex-row sm:items-end"
      >
        <label className="flex min-w-0 flex-1 flex-col gap-2 text-sm font-medium">
          O que você procura?
          <SearchField
            name={SITE_SEARCH_PARAMS.query}
            defaultValue={state.query}
            placeholder="Ex.: bolo de pote em Olinda, como virar MEI"
            maxLength={MAX_SEARCH_LENGTH}
            required
            enterKeyHint="search"
          />
        </label>
        <Button type="submit" className="h-10">
          Buscar
        </Button>
      </form>
      {view ? <Results state={state} view={view} /> : <ListLinks title="Ou navegue pelas listas" />}
    </div>
  )
}

function Results({ state, view }: { state: SiteSearchState; view: SiteSearchView }) {
  if (view.total === 0) return <EmptyResults query={state.query} />
  const kindState = { ...state, query: view.searched }
  return (
    <>
      {view.corrected ? (
        <p className="bg-muted mb-6 rounded-lg p-4" role="status">
          Nenhum resultado para “{state.query}”. Você quis dizer{" "}
          <Link className="font-semibold underline underline-offset-4" href={siteSearchHref({ query: view.corrected })}>
            {view.corrected}
          </Link>
          ? Mostrando os resultados para “{view.corrected}”.
        </p>
      ) : null}
      <Tabs state={kindState} counts={view.counts} total={view.total} />
      {state.kind ? (
        <KindResults state={kindState} kind={state.kind} view={view} />
      ) : (
        <GroupedResults state={kindState} view={view} />
      )}
    </>
  )
}

function Tabs({ state, counts, total }: { state: SiteSearchState; counts: SiteSearchView["counts"]; total: number }) {
  const anyCapped = SEARCH_KINDS.some((kind) => counts[kind] >= SEARCH_RESULTS_CAP)
  const tabs: { kind: SearchKind | null; label: string; count: string }[] = [
    { kind: null, label: "Tudo", count: formatSearchCount(total, anyCapped) },
    ...SEARCH_KINDS.filter((kind) => counts[kind] > 0 || kind === state.kind).map((kind) => ({
      kind,
      label: KIND_LABELS[kind].tab,
      count: formatSearchCount(counts[kind]),
    })),
  ]
  return (
    <nav aria-label="Tipos de resultado" className="mb-8 overflow-x-auto">
      <ul className="flex gap-2 border-b pb-2">
        {tabs.map((tab) => {
          const current = tab.kind === state.kind
          return (
            <li key={tab.kind ?? "tudo"} className="shrink-0">
              <Link
                href={siteSearchHref({ query: state.query, kind: tab.kind })}
                aria-current={current ? "page" : undefined}
                className={cn(buttonVariants({ variant: current ? "default" : "ghost", size: "sm" }))}
              >
                {tab.label} <span className={cn(!current && "text-muted-foreground")}>({tab.count})</span>
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}

function GroupedResults({ state, view }: { state: SiteSearchState; view: SiteSearchView }) {
  return (
    <div className="flex flex-col gap-10">
      {SEARCH_KINDS.filter((kind) => view.counts[kind] > 0).map((kind) => {
        const hits = view.hits.filter((hit) => hit.kind === kind)
        if (hits.length === 0) return null
        const headingId = `resultados-${kind}`
        return (
          <section key={kind} aria-labelledby={headingId}>
            <h2 id={headingId} className="mb-4 text-xl font-semibold">
              {KIND_LABELS[kind].tab}{" "}
              <span className="text-muted-foreground font-normal">({formatSearchCount(view.counts[kind])})</span>
            </h2>
            <HitList hits={hits} />
            {view.counts[kind] > hits.length ? (
              <Link
                href={siteSearchHref({ query: state.query, kind })}
                className="text-primary mt-3 inline-block text-sm font-medium underline-offset-4 hover:underline"
              >
                Ver todos os {formatSearchCount(view.counts[kind])} resultados em {KIND_LABELS[kind].tab}
              </Link>
            ) : null}
          </section>
        )
      })}
    </div>
  )
}

function KindResults({ state, kind, view }: { state: SiteSearchState; kind: SearchKind; view: SiteSearchView }) {
  const pageCount = Math.max(1, Math.ceil(view.counts[kind] / view.perPage))
  if (view.hits.length === 0) {
    return (
      <p className="text-muted-foreground">
        Nenhum resultado nesta página.{" "}
        <Link className="underline underline-offset-4" href={siteSearchHref({ query: state.query, kind })}>
          Voltar à primeira página
        </Link>
        .
      </p>
    )
  }
  return (
    <section aria-label={KIND_LABELS[kind].tab}>
      <HitList hits={view.hits} />
      <ListPagination
        page={state.page}
        pageCount={pageCount}
        href={(page) => siteSearchHref({ query: state.query, kind, page })}
        link={Link}
      />
    </section>
  )
}

function HitList({ hits }: { hits: SiteSearchHit[] }) {
  return (
    <ol className="flex flex-col gap-4">
      {hits.map((hit) => (
        <li key={`${hit.kind}-${hit.id}`} className="bg-card rounded-xl border p-4">
          <p className="text-muted-foreground text-xs font-medium tracking-wide uppercase">{hitDescription(hit)}</p>
          <h3 className="mt-1 text-lg font-semibold">
            <Link href={hitHref(hit)} className="hover:underline focus-visible:underline">
              {hit.title}
            </Link>
          </h3>
          {hit.snippet ? <Snippet text={hit.snippet} /> : null}
        </li>
      ))}
    </ol>
  )
}

/** Matches in <mark>, from the database's private-use markers: the text is never read as HTML. */
function Snippet({ text }: { text: string }) {
  return (
    <p className="text-muted-foreground mt-2 text-sm leading-relaxed break-words">
      {snippetParts(text).map((part, index) =>
        part.marked ? (
          <mark key={index} className="bg-primary/15 text-foreground rounded-sm px-0.5">
            {part.text}
          </mark>
        ) : (
          <span key={index}>{part.text}</span>
        )
      )}
    </p>
  )
}

function EmptyResults({ query }: { query: string }) {
  return (
    <div role="status">
      <h2 className="text-xl font-semibold">Nenhum resultado para “{query}”</h2>
      <ul className="text-muted-foreground mt-3 list-disc space-y-1 pl-5">
        <li>Confira a grafia das palavras, ou tente outras parecidas.</li>
        <li>Use menos palavras, ou palavras mais gerais (“bolo” em vez de “bolo de pote de maracujá”).</li>
        <li>Para uma expressão exata, escreva-a entre aspas: “plano de negócios”.</li>
      </ul>
      <ListLinks title="Navegue pelas listas" />
    </div>
  )
}

function ListLinks({ title }: { title: string }) {
  const lists = SEARCH_KINDS.filter((kind) => kind !== "topics").map((kind) => KIND_LABELS[kind].list)
  return (
    <section aria-label={title} className="mt-8">
      <h2 className="mb-3 text-lg font-semibold">{title}</h2>
      <ul className="flex flex-wrap gap-2">
        {lists.map((list) => (
          <li key={list.href}>
            <Link href={list.href} className={buttonVariants({ variant: "outline", size: "sm" })}>
              {list.label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}
