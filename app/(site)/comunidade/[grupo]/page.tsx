import type { Metadata } from "next"
import { notFound } from "next/navigation"

import { COMMUNITY_PATH, communityGroupPath } from "@/lib/community"
import { getListedGroup, listListedGroups } from "@/lib/data/community-groups"
import { pageMetadata } from "@/lib/metadata"
import { GroupHeader } from "@/components/community/group-header"
import { ParticipantsOnly, VISITOR_MESSAGE } from "@/components/community/participants-only"
import { BackLink } from "@/components/navigation/back-link"
import { joinCommunityGroup, leaveCommunityGroup } from "../actions"
import { findBySlug, slugParams } from "../../_shared/detail-page"

/**
 * A group's public face as visitors see it (cover, description, figures, a call to take part):
 * prerendered and served from the cache until a community write revalidates it. A signed-in
 * member's request is rewritten to /comunidade/-membro/[grupo] (lib/routing/table.ts). Unknown and hidden
 * groups are rendered in full before the response starts, so notFound() answers 404.
 */
export const unstable_paramMatching = { grupo: "blocking" }

type Props = { params: Promise<{ grupo: string }> }

export async function generateStaticParams() {
  const groups = await listListedGroups()
  return slugParams(groups.map((group) => group.slug)).map(({ slug }) => ({ grupo: slug }))
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const group = await findBySlug((await params).grupo, getListedGroup)
  if (!group) return {}
  return pageMetadata({
    title: group.name,
    description: group.description || undefined,
    path: communityGroupPath(group.slug),
    noIndex: group.archived,
  })
}

export default async function GroupPage({ params }: Props) {
  const group = await findBySlug((await params).grupo, getListedGroup)
  if (!group) notFound()
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:px-8">
      <BackLink href={COMMUNITY_PATH}>Todos os grupos</BackLink>
      <GroupHeader group={group} membership="visitor" join={joinCommunityGroup} leave={leaveCommunityGroup} />
      <ParticipantsOnly message={VISITOR_MESSAGE} groupSlug={group.slug} />
    </div>
  )
}
