import type { Metadata } from "next"
import Link from "next/link"

import { guardRoute } from "@/lib/auth"
import { getAdminStats, listRecentActivity } from "@/lib/data/admin-stats"
import { countOpenMessageReports } from "@/lib/data/message-moderation"
import { getAdminOrderTotals } from "@/lib/data/orders-pages"
import { INSIGHT_CHARTS } from "@/lib/insight/charts"
import { INSIGHT_PATH } from "@/lib/insight/paths"
import { resolvePeriod } from "@/lib/insight/period"
import { formatCount } from "@/lib/number-format"
import { InsightCharts } from "@/components/admin/insight/insight-charts"
import { PeriodPicker } from "@/components/insight/period-picker"
import { QuickActions } from "@/components/admin/overview/quick-actions"
import { RecentActivity } from "@/components/admin/overview/recent-activity"
import { StatCards } from "@/components/admin/overview/stat-cards"
import { AdminPageHeader } from "@/components/admin/shell/admin-page-header"
import { AdminSuspense } from "@/components/admin/shell/admin-page"
import { TitledSection } from "@/components/layout/titled-section"
import { Button } from "@/components/ui/button"
import { adminMetadata } from "./_shared/metadata"

export const metadata: Metadata = adminMetadata({
  title: "Painel Administrativo",
  description: "Visão geral da plataforma.",
  path: "/admin",
})

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

export default function AdminOverviewPage({ searchParams }: Props) {
  return (
    <AdminSuspense>
      <AdminOverview searchParams={searchParams} />
    </AdminSuspense>
  )
}

async function AdminOverview({ searchParams }: Props) {
  await guardRoute("/admin")
  // The overview's charts (issue #43); /admin/relatorios has them all.
  const period = resolvePeriod(await searchParams)
  const [stats, activity, openMessageReports, orders] = await Promise.all([
    getAdminStats(),
    listRecentActivity(8),
    countOpenMessageReports(),
    getAdminOrderTotals(),
  ])
  // The queues that wait on an admin show what waits, on their shortcut.
  const notes: Record<string, string> = {}
  if (openMessageReports > 0) {
    notes["/admin/mensagens"] = formatCount(openMessageReports, "denúncia aberta", "denúncias abertas")
  }
  if (orders.openReports > 0) {
    notes["/admin/encomendas"] = formatCount(orders.openReports, "relato aberto", "relatos abertos")
  }
  return (
    <div className="space-y-10">
      <AdminPageHeader
        badge="Administradora"
        title="Painel Administrativo"
        description="Acompanhe a plataforma e acesse as ferramentas de gestão."
      />
      <StatCards stats={stats} orders={orders} />
      <TitledSection id="graficos" title="Gráficos" className="space-y-4">
        <PeriodPicker path="/admin" period={period} />
        <InsightCharts specs={INSIGHT_CHARTS.filter((chart) => chart.overview)} period={period} />
        <Button asChild variant="outline">
          <Link href={`${INSIGHT_PATH}?${period.query}`}>Ver todos os relatórios</Link>
        </Button>
      </TitledSection>
      <QuickActions notes={notes} />
      <RecentActivity entries={activity} />
    </div>
  )
}
