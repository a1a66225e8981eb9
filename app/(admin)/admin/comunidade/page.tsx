import type { Metadata } from "next"

import { guardRoute } from "@/lib/auth"
import { listGroupsForAdmin, listModerators, listReports } from "@/lib/data/community"
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card"
import { AdminPageHeader } from "@/components/admin/shell/admin-page-header"
import { GroupForm } from "@/components/community/admin/group-form"
import { GroupsTable } from "@/components/community/admin/groups-table"
import { ReportQueue } from "@/components/community/moderation/report-queue"
import { adminMetadata, AdminSuspense } from "@/components/admin/shell/admin-page"
import { AdminSection } from "@/components/admin/shell/admin-section"
import {
  adminModerateCommunityPost,
  adminResolveCommunityReport,
  archiveCommunityGroup,
  saveCommunityGroup,
  setCommunityModerator,
} from "./actions"

export const metadata: Metadata = adminMetadata({
  title: "Comunidade",
  description: "Grupos, moderadoras, denúncias e atividade da comunidade.",
  path: "/admin/comunidade",
})

export default function AdminCommunityPage() {
  return (
    <AdminSuspense>
      <AdminCommunity />
    </AdminSuspense>
  )
}

async function AdminCommunity() {
  await guardRoute("/admin/comunidade")
  const [groups, moderators, reports] = await Promise.all([
    listGroupsForAdmin(),
    listModerators(),
    listReports({ openOnly: true }),
  ])
  return (
    <div className="space-y-10">
      <AdminPageHeader
        badge="Administradora"
        title="Comunidade"
        description="Crie e arquive grupos, nomeie moderadoras, responda às denúncias e acompanhe a atividade."
      />
      <AdminSection id="grupos-admin" title="Grupos">
        <GroupsTable
          groups={groups}
          moderators={moderators}
          save={saveCommunityGroup}
          archive={archiveCommunityGroup}
          setModerator={setCommunityModerator}
        />
      </AdminSection>
      <AdminSection id="denuncias-admin" title="Denúncias abertas">
        <ReportQueue
          reports={reports}
          hide={adminModerateCommunityPost}
          resolve={adminResolveCommunityReport}
          showGroup
        />
      </AdminSection>
      <section aria-labelledby="novo-grupo">
        <Card>
          <CardHeader>
            <CardTitle>
              <h2 id="novo-grupo" className="text-xl font-semibold">
                Novo grupo
              </h2>
            </CardTitle>
          </CardHeader>
          <CardContent>
            <GroupForm action={saveCommunityGroup} />
          </CardContent>
        </Card>
      </section>
    </div>
  )
}
