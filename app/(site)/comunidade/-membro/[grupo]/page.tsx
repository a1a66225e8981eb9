import type { Metadata } from "next"
import Link from "next/link"
import { notFound } from "next/navigation"
import { ShieldCheckIcon } from "lucide-react"

import { getViewer, type Viewer } from "@/lib/auth"
import {
  COMMUNITY_PATH,
  communityGroupPath,
  communityModerationPath,
  isMutedNow,
  type Membership,
} from "@/lib/community"
import { type CommunityGroup } from "@/lib/data/community-core"
import { getGroupForViewer, getListedGroup } from "@/lib/data/community-groups"
import { getMembership, listGroupMembers } from "@/lib/data/community-membership"
import { listTopics } from "@/lib/data/community-posts"
import { getVisibleProfileHandles } from "@/lib/data/member-profiles"
import { formatDateTime } from "@/lib/format"
import { pageMetadata } from "@/lib/metadata"
import { SLUG_PATTERN } from "@/lib/slug"
import { Button } from "@/components/ui/button"
import { GroupHeader } from "@/components/community/group-header"
import { MemberAvatar } from "@/components/avatar/member-avatar"
import { ParticipantsOnly, VISITOR_MESSAGE } from "@/components/community/participants-only"
import { NewTopicForm } from "@/components/community/new-topic-form"
import { TopicList } from "@/components/community/topic-list"
import { BackLink } from "@/components/navigation/back-link"
import {
  createCommunityTopic,
  joinCommunityGroup,
  leaveCommunityGroup,
  listCommunityMentionables,
  uploadCommunityImage,
} from "../../actions"

/**
 * A group as a signed-in member sees it, rewritten here by proxy.ts (the address stays
 * /comunidade/[grupo]): her membership and, once she takes part, the discussions. Rendered per
 * request and in full, so the forms work without JavaScript; the proxy (lib/routing/community-route.ts)
 * has already answered an unknown group, or a hidden one to someone outside it, with a real 404.
 */
export const instant = false

type Props = { params: Promise<{ grupo: string }> }

async function load(slug: string): Promise<{ viewer: Viewer | null; group: CommunityGroup | null }> {
  if (!SLUG_PATTERN.test(slug)) return { viewer: null, group: null }
  const viewer = await getViewer()
  // Visitors read the cached public row; members also reach the hidden groups they belong to.
  const group = viewer ? await getGroupForViewer(slug) : await getListedGroup(slug)
  return { viewer, group }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { group } = await load((await params).grupo)
  if (!group) return {}
  return pageMetadata({
    title: group.name,
    description: group.description || undefined,
    path: communityGroupPath(group.slug),
    noIndex: group.kind === "hidden" || group.archived,
  })
}

export default async function MemberGroupPage({ params }: Props) {
  const { viewer, group } = await load((await params).grupo)
  if (!group) notFound()
  const membership = viewer ? await getMembership(group.id, viewer.userId) : null
  const active = membership?.status === "active"
  const canRead = Boolean(viewer && (active || viewer.isAdmin))
  const canModerate = Boolean(viewer && (viewer.isAdmin || (active && membership?.role === "moderator")))
  const [topics, members] = canRead ? await Promise.all([listTopics(group.id), listGroupMembers(group.id)]) : [[], []]
  // One batched lookup of the authors whose profile she may open (issue #37).
  const authorHandles = await getVisibleProfileHandles(topics.map((topic) => topic.authorId))

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:px-8">
      <BackLink href={COMMUNITY_PATH}>Todos os grupos</BackLink>

      <GroupHeader
        group={group}
        membership={viewer ? membership : "visitor"}
        join={joinCommunityGroup}
        leave={leaveCommunityGroup}
      >
        {canModerate ? (
          <Button asChild variant="secondary" size="sm">
            <Link href={communityModerationPath(group.slug)}>
              <ShieldCheckIcon aria-hidden="true" />
              Moderação do grupo
            </Link>
          </Button>
        ) : null}
      </GroupHeader>

      {canRead ? (
        <div className="mt-10 grid gap-10 lg:grid-cols-[1fr_18rem]">
          <div className="min-w-0 space-y-10">
            <section aria-labelledby="topicos">
              <h2 id="topicos" className="mb-4 text-2xl font-semibold">
                Tópicos
              </h2>
              <TopicList slug={group.slug} topics={topics} authorHandles={authorHandles} />
            </section>
            <NewTopicSection group={group} membership={membership} viewerIsAdmin={viewer?.isAdmin === true} />
          </div>
          <aside aria-labelledby="participantes" className="space-y-3">
            <h2 id="participantes" className="text-lg font-semibold">
              Participantes
            </h2>
            <ul className="space-y-2">
              {members.slice(0, 50).map((member) => (
                <li key={member.userId} className="flex items-center gap-2 text-sm">
                  <MemberAvatar name={member.name} url={member.avatarUrl} size={32} />
                  <span className="min-w-0 truncate">{member.name}</span>
                  {member.role === "moderator" ? (
                    <span className="text-muted-foreground text-xs">(moderadora)</span>
                  ) : null}
                </li>
              ))}
            </ul>
            {members.length > 50 ? (
              <p className="text-muted-foreground text-xs">e mais {members.length - 50} participantes.</p>
            ) : null}
          </aside>
        </div>
      ) : (
        <ParticipantsOnly
          groupSlug={viewer ? null : group.slug}
          message={
            !viewer
              ? VISITOR_MESSAGE
              : membership?.status === "pending"
                ? "Seu pedido está com a moderação. Você poderá ler e escrever assim que ele for aprovado."
                : membership?.status === "invited"
                  ? "Você foi convidada: aceite o convite para ler e participar das conversas."
                  : group.kind === "request"
                    ? "Este grupo tem aprovação: peça para entrar e a moderação avaliará seu pedido."
                    : "Entre no grupo para ler os tópicos e participar das conversas."
          }
        />
      )}
    </div>
  )
}

function NewTopicSection({
  group,
  membership,
  viewerIsAdmin,
}: {
  group: CommunityGroup
  membership: Membership | null
  viewerIsAdmin: boolean
}) {
  const muted = isMutedNow(membership?.mutedUntil)
  let notice: string | null = null
  if (group.archived) notice = "Este grupo foi arquivado: as conversas ficam para consulta, sem novas mensagens."
  else if (membership?.status !== "active")
    notice = viewerIsAdmin ? "Você vê este grupo como administradora. Para publicar, participe do grupo." : null
  else if (muted)
    notice = `A moderação suspendeu suas publicações neste grupo até ${formatDateTime(membership.mutedUntil!)}.`
  return (
    <section aria-labelledby="novo-topico">
      <h2 id="novo-topico" className="mb-4 text-2xl font-semibold">
        Novo tópico
      </h2>
      {notice ? (
        <p className="text-muted-foreground">{notice}</p>
      ) : (
        <NewTopicForm
          groupId={group.id}
          action={createCommunityTopic}
          uploadImage={uploadCommunityImage}
          loadMentionables={listCommunityMentionables}
        />
      )}
    </section>
  )
}
