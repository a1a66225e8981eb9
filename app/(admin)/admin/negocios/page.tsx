import type { Metadata } from "next"
import Form from "next/form"

import { guardRoute } from "@/lib/auth"
import {
  ADMIN_BUSINESS_FILTERS,
  ADMIN_FILTER_LABELS,
  ADMIN_FILTER_PARAMS,
  ADMIN_LIST_LIMIT,
  listAdminBusinesses,
  listPendingBusinesses,
  listPendingReviews,
  listPendingRevisions,
  listRecentApprovedReviews,
  parseAdminFilter,
} from "@/lib/data/directory-admin"
import { ADMIN_DIRECTORY_PATH, DIRECTORY_PATH } from "@/lib/directory-url"
import { formatInteger } from "@/lib/number-format"
import { cleanSearchTerm } from "@/lib/search"
import { BUSINESS_CATEGORIES } from "@/lib/validations/directory"
import { Button } from "@/components/ui/button"
import { NativeSelect } from "@/components/ui/native-select"
import { LoadErrorScreen } from "@/components/admin/shared/load-error-alert"
import { AdminPageHeader } from "@/components/admin/shell/admin-page-header"
import { BusinessTable } from "@/components/directory/admin/business-table"
import {
  type DirectoryModerationActions,
  PendingBusinesses,
  PendingRevisions,
  ReviewQueue,
} from "@/components/directory/admin/moderation-queues"
import { SearchField } from "@/components/list/search-field"
import { AdminSuspense } from "@/components/admin/shell/admin-page"
import {
  approveListing,
  approveReviewAction,
  approveRevisionAction,
  rejectListing,
  rejectReviewAction,
  rejectRevisionAction,
  setListingActive,
} from "./actions"
import { adminMetadata } from "../_shared/metadata"

const INTRO = "Aprove negócios e avaliações do diretório, recuse com um motivo e desative ou reative negócios."

export const metadata: Metadata = adminMetadata({
  title: "Gestão de Negócios",
  description: INTRO,
  path: ADMIN_DIRECTORY_PATH,
})

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

const ACTIONS: DirectoryModerationActions = {
  approveListing,
  rejectListing,
  setListingActive,
  approveReview: approveReviewAction,
  rejectReview: rejectReviewAction,
  approveRevision: approveRevisionAction,
  rejectRevision: rejectRevisionAction,
}

export default function AdminBusinessesPage({ searchParams }: Props) {
  return (
    <AdminSuspense>
      <AdminBusinesses searchParams={searchParams} />
    </AdminSuspense>
  )
}

async function AdminBusinesses({ searchParams }: Props) {
  await guardRoute(ADMIN_DIRECTORY_PATH)
  const params = await searchParams
  const search = cleanSearchTerm(params.q)
  const filter = parseAdminFilter(cleanSearchTerm(params.status))
  const categorySlug = cleanSearchTerm(params.categoria)

  let data
  try {
    const [pending, revisions, reviews, published, table] = await Promise.all([
      listPendingBusinesses(),
      listPendingRevisions(),
      listPendingReviews(),
      listRecentApprovedReviews(10),
      listAdminBusinesses({ search, filter, categorySlug }),
    ])
    data = { pending, revisions, reviews, published, table }
  } catch (error) {
    console.error("[admin.directory.load]", error)
    return <LoadErrorScreen title="Gestão de Negócios" message="Erro ao carregar os negócios do diretório." />
  }

  return (
    <div className="space-y-10">
      <AdminPageHeader title="Gestão de Negócios" description={INTRO}>
        <Button asChild variant="outline">
          <a href={DIRECTORY_PATH}>Ver o diretório</a>
        </Button>
      </AdminPageHeader>

      <PendingBusinesses businesses={data.pending} actions={ACTIONS} />
      <PendingRevisions revisions={data.revisions} actions={ACTIONS} />
      <ReviewQueue
        id="avaliacoes-pendentes"
        title="Avaliações aguardando moderação"
        empty="Nenhuma avaliação aguardando moderação."
        reviews={data.reviews}
        actions={ACTIONS}
        mode="pending"
      />

      <section aria-labelledby="todos-os-negocios" className="space-y-4">
        <div className="flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
          <h2 id="todos-os-negocios" className="text-xl font-semibold">
            Todos os negócios
          </h2>
          <Form
            action={ADMIN_DIRECTORY_PATH}
            role="search"
            aria-label="Buscar negócios"
            className="flex w-full flex-wrap gap-2 lg:max-w-3xl lg:flex-nowrap"
          >
            <SearchField
              compact
              wrapperClassName="min-w-48"
              name="q"
              defaultValue={search}
              placeholder="Buscar por nome, descrição ou cidade..."
              aria-label="Buscar negócios"
            />
            <NativeSelect
              name="status"
              defaultValue={filter ? ADMIN_FILTER_PARAMS[filter] : ""}
              aria-label="Filtrar por status"
              className="w-auto"
            >
              <option value="">Todos os status</option>
              {ADMIN_BUSINESS_FILTERS.map((item) => (
                <option key={item} value={ADMIN_FILTER_PARAMS[item]}>
                  {ADMIN_FILTER_LABELS[item]}
                </option>
              ))}
            </NativeSelect>
            <NativeSelect
              name="categoria"
              defaultValue={categorySlug}
              aria-label="Filtrar por categoria"
              className="w-auto"
            >
              <option value="">Todas as categorias</option>
              {BUSINESS_CATEGORIES.map((category) => (
                <option key={category.slug} value={category.slug}>
                  {category.name}
                </option>
              ))}
            </NativeSelect>
            <Button type="submit" variant="secondary">
              Filtrar
            </Button>
          </Form>
        </div>
        <p className="text-muted-foreground text-sm" role="status">
          {data.table.total === 1 ? "1 negócio" : `${formatInteger(data.table.total)} negócios`}
          {data.table.total > ADMIN_LIST_LIMIT ? ` (mostrando os ${ADMIN_LIST_LIMIT} primeiros; refine a busca)` : ""}
        </p>
        <BusinessTable rows={data.table.rows} actions={ACTIONS} />
      </section>

      <ReviewQueue
        id="avaliacoes-publicadas"
        title="Avaliações publicadas recentemente"
        empty="Nenhuma avaliação publicada ainda."
        reviews={data.published}
        actions={ACTIONS}
        mode="published"
      />
    </div>
  )
}
