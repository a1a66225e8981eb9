import Link from "next/link"
import { MessagesSquareIcon } from "lucide-react"

import { COMMUNITY_PATH, communityTopicPath } from "@/lib/community"
import type { Conversation } from "@/lib/data/community-posts"
import { Badge } from "@/components/ui/badge"
import { DashboardListCard } from "@/components/dashboard/dashboard-card"

/**
 * "Minhas conversas": the topics she wrote in, newest activity first, with how many messages she
 * has not read yet. `null`: they could not be read (the rest of the dashboard still works).
 */
export function MyConversationsCard({ conversations }: { conversations: Conversation[] | null }) {
  return (
    <DashboardListCard
      icon={MessagesSquareIcon}
      title="Minhas conversas"
      description="Tópicos da comunidade em que você participa."
      link={{ href: COMMUNITY_PATH, label: "Ver grupos" }}
      items={conversations}
      failed="Não foi possível carregar suas conversas agora."
      empty="Você ainda não escreveu em nenhum grupo."
    >
      {(items) => (
        <ul className="space-y-3 text-sm">
          {items.map((conversation) => (
            <li key={conversation.topicId} className="flex items-start justify-between gap-2">
              <div className="min-w-0">
                <Link
                  href={communityTopicPath(conversation.groupSlug, conversation.topicId)}
                  className="focus-visible:ring-ring line-clamp-2 rounded-sm font-medium outline-none hover:underline focus-visible:ring-[3px]"
                >
                  {conversation.title}
                </Link>
                <p className="text-muted-foreground text-xs">{conversation.groupName}</p>
              </div>
              {conversation.unreadCount > 0 ? (
                <Badge className="shrink-0">
                  {conversation.unreadCount === 1 ? "1 não lida" : `${conversation.unreadCount} não lidas`}
                </Badge>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </DashboardListCard>
  )
}
