import type { Metadata } from "next"
import { notFound } from "next/navigation"

import { requireUser } from "@/lib/auth"
import { communityGroupPath, communityTopicPath, isMutedNow } from "@/lib/community"
import { getGroupForViewer } from "@/lib/data/community-groups"
import { getMembership } from "@/lib/data/community-membership"
import { getTopic, listTopicPosts } from "@/lib/data/community-posts"
import { getVisibleProfileHandles } from "@/lib/data/member-profiles"
import { readLiveToken } from "@/lib/data/notifications"
import { formatDateTime } from "@/lib/format"
import { pageMetadata } from "@/lib/metadata"
import { SLUG_PATTERN } from "@/lib/slug"
import { createClient } from "@/lib/supabase/server"
import { TopicThread } from "@/components/community/topic-thread"
import { getRealtimeToken } from "@/components/notifications/actions"
import { TopicFlagButtons } from "@/components/community/topic-flag-buttons"
import { BackLink } from "@/components/navigation/back-link"
import { TopicBadges } from "@/components/community/topic-badges"
import {
  deleteCommunityPost,
  editCommunityPost,
  listCommunityMentionables,
  loadCommunityPost,
  loadCommunityTopicPosts,
  markCommunityTopicRead,
  replyToCommunityTopic,
  reportCommunityPost,
  toggleCommunitySupport,
  uploadCommunityImage,
} from "../../actions"
import { moderateCommunityPost, setCommunityTopicFlag } from "../actions"

/**
 * A topic: its messages in order, live replies, and the reply form. Members only: visitors are
 * sent to sign in, and anyone else gets a 404 (the topic's existence is nobody else's business);
 * the proxy (lib/routing/community-route.ts) gives those answers their real statuses first.
 */
export const instant = false

type Props = { params: Promise<{ grupo: string; topico: string }> }

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

export const metadata: Metadata = pageMetadata({
  title: "Conversa da comunidade",
  description: "Uma conversa entre as participantes de um grupo da comunidade.",
  noIndex: true,
})

export default async function TopicPage({ params }: Props) {
  const { grupo, topico } = await params
  // Malformed addresses are not looked up, and not worth a sign-in.
  if (!SLUG_PATTERN.test(grupo) || !UUID.test(topico)) notFound()
  const viewer = await requireUser(communityTopicPath(grupo, topico))
  const group = await getGroupForViewer(grupo)
  const topic = group ? await getTopic(topico) : null
  if (!group || !topic || topic.groupId !== group.id) notFound()

  const membership = await getMembership(group.id, viewer.userId)
  const active = membership?.status === "active"
  const canModerate = viewer.isAdmin || (active && membership?.role === "moderator")
  const muted = isMutedNow(membership?.mutedUntil)
  const canWrite = active && !muted && !group.archived
  const replyBlocked = !active
    ? "Somente participantes do grupo podem responder."
    : group.archived
      ? "Este grupo foi arquivado e não aceita novas mensagens."
      : muted
        ? `A moderação suspendeu suas publicações neste grupo até ${formatDateTime(membership!.mutedUntil!)}.`
        : topic.locked && !canModerate
          ? "Este tópico foi trancado pela moderação e não aceita novas respostas."
          : null
  const [posts, token] = await Promise.all([
    listTopicPosts(topic.id, viewer.userId),
    readLiveToken(await createClient()).catch(() => null),
  ])
  // One batched lookup of the authors whose profile she may open (issue #37).
  const authorHandles = await getVisibleProfileHandles(posts.map((post) => post.authorId))

  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6">
      <BackLink href={communityGroupPath(group.slug)}>{group.name}</BackLink>
      <header className="mt-6 space-y-3">
        <div className="flex flex-wrap gap-2">
          <TopicBadges pinned={topic.pinned} locked={topic.locked} />
        </div>
        <h1 className="text-2xl font-bold tracking-tight break-words sm:text-3xl">{topic.title}</h1>
        {canModerate ? (
          <TopicFlagButtons
            topicId={topic.id}
            pinned={topic.pinned}
            locked={topic.locked}
            action={setCommunityTopicFlag}
          />
        ) : null}
      </header>
      <div className="mt-8">
        <TopicThread
          topic={{ id: topic.id, title: topic.title }}
          group={{ id: group.id, slug: group.slug }}
          viewerId={viewer.userId}
          initialPosts={posts}
          authorHandles={authorHandles}
          canReact={active}
          canWrite={canWrite}
          replyBlocked={replyBlocked}
          canModerate={canModerate}
          token={token}
          actions={{
            reply: replyToCommunityTopic,
            edit: editCommunityPost,
            remove: deleteCommunityPost,
            support: toggleCommunitySupport,
            report: reportCommunityPost,
            hide: moderateCommunityPost,
            uploadImage: uploadCommunityImage,
            mentionables: listCommunityMentionables,
            loadPost: loadCommunityPost,
            loadPosts: loadCommunityTopicPosts,
            markRead: markCommunityTopicRead,
            getToken: getRealtimeToken,
          }}
        />
      </div>
    </div>
  )
}
