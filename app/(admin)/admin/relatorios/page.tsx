import type { Metadata } from "next"

import { guardRoute } from "@/lib/auth"
import { INSIGHT_CHARTS } from "@/lib/insight/charts"
import { INSIGHT_PATH } from "@/lib/insight/paths"
import { resolvePeriod } from "@/lib/insight/period"
import { InsightCharts } from "@/components/admin/insight/insight-charts"
import { PeriodPicker } from "@/components/insight/period-picker"
import { AdminPageHeader } from "@/components/admin/shell/admin-page-header"
import { AdminSuspense } from "@/components/admin/shell/admin-page"
import { TitledSection } from "@/components/layout/titled-section"
import { adminMetadata } from "../_shared/metadata"

const INTRO = "Como a rede cresce e quais áreas estão vivas, em gráficos com os dados em tabela e em CSV."

export const metadata: Metadata = adminMetadata({ title: "Relatórios", description: INTRO, path: INSIGHT_PATH })

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

export default function AdminReportsPage({ searchParams }: Props) {
  return (
    <AdminSuspense>
      <Guarded searchParams={searchParams} />
    </AdminSuspense>
  )
}

/** /admin/relatorios (issue #43): every insight chart for the period in the address. */
async function Guarded({ searchParams }: Props) {
  await guardRoute(INSIGHT_PATH)
  const period = resolvePeriod(await searchParams)
  return (
    <div className="space-y-8">
      <AdminPageHeader badge="Administradora" title="Relatórios" description={INTRO} />
      <PeriodPicker path={INSIGHT_PATH} period={period} />
      <TitledSection id="graficos" title="Gráficos do período" titleClassName="sr-only">
        <InsightCharts specs={INSIGHT_CHARTS} period={period} />
      </TitledSection>
    </div>
  )
}
