import type { Metadata } from "next"

import { guardRoute } from "@/lib/auth"
import { listGroupsForAdmin, listModerators } from "@/lib/data/community-admin"
import { listReports } from "@/lib/data/community-moderation"
import { AdminPageHeader } from "@/components/admin/shell/admin-page-header"
import { GroupForm } from "@/components/community/admin/group-form"
import { GroupsTable } from "@/components/community/admin/groups-table"
import { ReportQueue } from "@/components/community/moderation/report-queue"
import { AdminSuspense } from "@/components/admin/shell/admin-page"
import { TitledSection } from "@/components/layout/titled-section"
import { CardSection } from "@/components/admin/shared/card-section"
import {
  adminModerateCommunityPost,
  adminResolveCommunityReport,
  archiveCommunityGroup,
  saveCommunityGroup,
  setCommunityModerator,
  findModeratorCandidates,
} from "./actions"
import { adminMetadata } from "../_shared/metadata"

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
      <TitledSection id="grupos-admin" title="Grupos">
        <GroupsTable
          groups={groups}
          moderators={moderators}
          save={saveCommunityGroup}
          archive={archiveCommunityGroup}
          setModerator={setCommunityModerator}
          findMembers={findModeratorCandidates}
        />
      </TitledSection>
      <TitledSection id="denuncias-admin" title="Denúncias abertas">
        <ReportQueue
          reports={reports}
          hide={adminModerateCommunityPost}
          resolve={adminResolveCommunityReport}
          showGroup
        />
      </TitledSection>
      <CardSection id="novo-grupo" title="Novo grupo">
        <GroupForm action={saveCommunityGroup} />
      </CardSection>
    </div>
  )
}
