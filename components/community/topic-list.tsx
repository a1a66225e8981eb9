import Link from "next/link"

import { communityTopicPath, formatReplies } from "@/lib/community"
import type { TopicSummary } from "@/lib/data/community-posts"
import { formatDateTime } from "@/lib/format"
import { memberProfilePath } from "@/lib/members-url"
import { Badge } from "@/components/ui/badge"
import { TopicBadges } from "@/components/community/topic-badges"

/** A group's topics: pinned first, then by last activity, with her unread count. */
export function TopicList({
  slug,
  topics,
  authorHandles,
}: {
  slug: string
  topics: TopicSummary[]
  /** Author id → profile handle she may follow (issue #37), read once for the list. */
  authorHandles?: Readonly<Record<string, string>>
}) {
  if (topics.length === 0) {
    return <p className="text-muted-foreground">Nenhum tópico ainda. Que tal começar a conversa?</p>
  }
  return (
    <ul className="divide-y rounded-lg border" aria-label="Tópicos do grupo">
      {topics.map((topic) => (
        <li key={topic.id} className="flex flex-col gap-2 p-4 sm:flex-row sm:items-center sm:justify-between">
          <div className="min-w-0 space-y-1">
            <div className="flex flex-wrap items-center gap-2">
              <TopicBadges pinned={topic.pinned} locked={topic.locked} />
              {topic.unreadCount > 0 ? (
                <Badge>{topic.unreadCount === 1 ? "1 nova" : `${topic.unreadCount} novas`}</Badge>
              ) : null}
            </div>
            <h3 className="font-medium break-words">
              <Link
                href={communityTopicPath(slug, topic.id)}
                className="focus-visible:ring-ring rounded-sm outline-none hover:underline focus-visible:ring-[3px]"
              >
                {topic.title}
              </Link>
            </h3>
            <p className="text-muted-foreground text-xs">
              por{" "}
              {topic.authorId && authorHandles?.[topic.authorId] ? (
                <Link href={memberProfilePath(authorHandles[topic.authorId]!)} className="hover:underline">
                  {topic.authorName}
                </Link>
              ) : (
                topic.authorName
              )}
            </p>
          </div>
          <p className="text-muted-foreground shrink-0 text-xs sm:text-right">
            {formatReplies(topic.repliesCount)}
            <br />
            <time dateTime={topic.lastActivityAt}>{formatDateTime(topic.lastActivityAt)}</time>
          </p>
        </li>
      ))}
    </ul>
  )
}
