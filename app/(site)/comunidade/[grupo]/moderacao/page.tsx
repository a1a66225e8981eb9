import type * as React from "react"
import type { Metadata } from "next"
import { notFound } from "next/navigation"

import { requireUser } from "@/lib/auth"
import { communityGroupPath, communityModerationPath } from "@/lib/community"
import { getGroupForViewer } from "@/lib/data/community-groups"
import { getMembership } from "@/lib/data/community-membership"
import { listMembersForModeration, listReports, type ModeratedMember } from "@/lib/data/community-moderation"
import { pageMetadata } from "@/lib/metadata"
import { SLUG_PATTERN } from "@/lib/slug"
import { GroupDetailsForm } from "@/components/community/moderation/group-details-form"
import { InviteForm } from "@/components/community/moderation/invite-form"
import { MemberTable } from "@/components/community/moderation/member-table"
import { ReportQueue } from "@/components/community/moderation/report-queue"
import { BackLink } from "@/components/navigation/back-link"
import {
  inviteToCommunityGroup,
  moderateCommunityMember,
  moderateCommunityPost,
  resolveCommunityReport,
  updateCommunityGroupDetails,
} from "../actions"

/**
 * One group's moderation: its moderators' and the admins' screen. Anyone else gets a 404 (after
 * signing in), so the page tells nobody which groups exist or who moderates them; the proxy
 * (lib/routing/community-route.ts) sends those statuses before the page renders.
 */
export const instant = false

export const metadata: Metadata = pageMetadata({
  title: "Moderação do grupo",
  description: "Pedidos, denúncias e participantes de um grupo da comunidade.",
  noIndex: true,
})

type Props = { params: Promise<{ grupo: string }> }

export default async function GroupModerationPage({ params }: Props) {
  const { grupo } = await params
  if (!SLUG_PATTERN.test(grupo)) notFound()
  const viewer = await requireUser(communityModerationPath(grupo))
  const group = await getGroupForViewer(grupo)
  if (!group) notFound()
  const membership = await getMembership(group.id, viewer.userId)
  const moderator = membership?.status === "active" && membership.role === "moderator"
  if (!viewer.isAdmin && !moderator) notFound()

  const [members, reports] = await Promise.all([listMembersForModeration(group.id), listReports({ groupId: group.id })])
  const pending = members.filter((member) => member.status === "pending")
  const others = members.filter((member) => member.status !== "pending")
  const openReports = reports.filter((report) => report.status === "open")
  const memberTable = (rows: ModeratedMember[]) => (
    <MemberTable
      groupId={group.id}
      members={rows}
      viewerId={viewer.userId}
      viewerIsAdmin={viewer.isAdmin}
      action={moderateCommunityMember}
    />
  )

  return (
    <div className="mx-auto max-w-5xl space-y-12 px-4 py-8 sm:px-6 lg:px-8">
      <div className="space-y-4">
        <BackLink href={communityGroupPath(group.slug)}>{group.name}</BackLink>
        <h1 className="text-3xl font-bold tracking-tight">Moderação: {group.name}</h1>
        <p className="text-muted-foreground">
          Cada ação fica registrada. Ocultar uma mensagem mostra o motivo no lugar dela e avisa a autora.
        </p>
      </div>

      <Section id="denuncias" title={<>Denúncias {openReports.length > 0 ? `(${openReports.length} abertas)` : ""}</>}>
        <ReportQueue reports={reports} hide={moderateCommunityPost} resolve={resolveCommunityReport} />
      </Section>

      <Section id="pedidos" title="Pedidos de participação">
        {pending.length === 0 ? (
          <p className="text-muted-foreground">Nenhum pedido esperando.</p>
        ) : (
          memberTable(pending)
        )}
      </Section>

      <Section id="participantes-moderacao" title="Participantes">
        {memberTable(others)}
      </Section>

      <Section id="convidar" title="Convidar">
        <p className="text-muted-foreground text-sm">
          A pessoa recebe um aviso e aceita o convite na página do grupo. Em grupos ocultos, é a única forma de entrar.
        </p>
        <InviteForm groupId={group.id} action={inviteToCommunityGroup} />
      </Section>

      <Section id="descricao-capa" title="Descrição e capa">
        <GroupDetailsForm groupId={group.id} description={group.description} action={updateCommunityGroupDetails} />
      </Section>
    </div>
  )
}

function Section({ id, title, children }: { id: string; title: React.ReactNode; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-4">
      <h2 id={id} className="text-2xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  )
}
