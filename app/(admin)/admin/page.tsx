import type { Metadata } from "next"

import { guardRoute } from "@/lib/auth"
import { getAdminStats, listRecentActivity } from "@/lib/data/admin-stats"
import { countOpenMessageReports } from "@/lib/data/message-moderation"
import { getAdminOrderTotals } from "@/lib/data/orders-pages"
import { formatCount } from "@/lib/number-format"
import { QuickActions } from "@/components/admin/overview/quick-actions"
import { RecentActivity } from "@/components/admin/overview/recent-activity"
import { StatCards } from "@/components/admin/overview/stat-cards"
import { AdminPageHeader } from "@/components/admin/shell/admin-page-header"
import { AdminSuspense } from "@/components/admin/shell/admin-page"
import { adminMetadata } from "./_shared/metadata"

export const metadata: Metadata = adminMetadata({
  title: "Painel Administrativo",
  description: "Visão geral da plataforma.",
  path: "/admin",
})

export default function AdminOverviewPage() {
  return (
    <AdminSuspense>
      <AdminOverview />
    </AdminSuspense>
  )
}

async function AdminOverview() {
  await guardRoute("/admin")
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
      <QuickActions notes={notes} />
      <RecentActivity entries={activity} />
    </div>
  )
}
