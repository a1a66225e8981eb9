import type { LearningListPage as LearningListData } from "@/lib/data/learning"
import { learningHref, type LearningListState, LEARNING_PATH } from "@/lib/learning-url"
import { pageMetadata } from "@/lib/metadata"
import { formatCount } from "@/lib/number-format"
import { TitledSection } from "@/components/layout/titled-section"
import { MaterialCard, TrackCard } from "@/components/learning/learning-card"
import { LearningFilters } from "@/components/learning/learning-filters"
import { FullPageLink } from "@/components/list/full-page-link"
import { ListPagination } from "@/components/list/list-pagination"

export const learningListMetadata = pageMetadata({
  title: "Aprender",
  description:
    "Materiais e trilhas para quem empreende: formalização e MEI, preços e custos, vendas nas redes sociais, fluxo de caixa e gestão.",
  keywords: ["aprender", "MEI", "precificação", "vendas", "fluxo de caixa", "empreendedorismo feminino"],
  path: LEARNING_PATH,
})

const SECTION_TITLE = "text-2xl font-semibold tracking-tight"

/** The library page shared by /aprender (static) and its filtered twin (per request). */
export function LearningListPage({ state, listing }: { state: LearningListState; listing: LearningListData }) {
  const { tracks, materials, total, page, pageCount } = listing
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 lg:px-8">
      <header className="mb-8 max-w-3xl">
        <h1 className="text-4xl font-bold tracking-tight">Aprender</h1>
        <p className="text-muted-foreground mt-3 text-lg">
          Artigos, vídeos, planilhas e trilhas para formalizar o negócio, calcular preços, vender nas redes e cuidar do
          dinheiro. A maior parte é aberta a todas; alguns materiais são exclusivos para membros.
        </p>
      </header>
      <LearningFilters key={JSON.stringify(state)} state={state} />

      {tracks.length ? (
        <TitledSection id="trilhas" title="Trilhas" className="mt-10" titleClassName={SECTION_TITLE}>
          <ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {tracks.map((track) => (
              <li key={track.id}>
                <TrackCard track={track} />
              </li>
            ))}
          </ul>
        </TitledSection>
      ) : null}

      <TitledSection id="materiais" title="Materiais" className="mt-10" titleClassName={SECTION_TITLE}>
        <p className="text-muted-foreground mt-2 text-sm" role="status">
          {formatCount(total, "material encontrado", "materiais encontrados")}
          {pageCount > 1 ? ` · página ${page} de ${pageCount}` : null}
        </p>
        {materials.length ? (
          <ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {materials.map((material) => (
              <li key={material.id}>
                <MaterialCard material={material} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-8 text-center">
            {page > 1 && total > 0 ? "Esta página não existe mais." : "Nenhum material encontrado com esses filtros."}
          </p>
        )}
        <ListPagination
          page={page}
          pageCount={pageCount}
          href={(to) => learningHref({ ...state, page: to })}
          link={FullPageLink}
        />
      </TitledSection>
    </div>
  )
}
