import type * as React from "react"
import Link from "next/link"
import { ClockIcon, MessagesSquareIcon, UsersIcon } from "lucide-react"

import { communityGroupPath, formatMembers } from "@/lib/community"
import type { CommunityGroup } from "@/lib/data/community-core"
import { formatDate } from "@/lib/format"
import { Card, CardContent, CardFooter, CardHeader } from "@/components/ui/card"
import { GroupBadges } from "./group-badges"
import { GroupCover } from "./group-cover"

export interface GroupCardProps {
  group: Pick<
    CommunityGroup,
    | "id"
    | "slug"
    | "name"
    | "description"
    | "kind"
    | "category"
    | "coverSrc"
    | "membersCount"
    | "topicsCount"
    | "lastActivityAt"
    | "archived"
  >
  /** The join/leave controls (they depend on who is looking, so the list fills them in). */
  actions?: React.ReactNode
  headingLevel?: "h2" | "h3"
  /** The first card on a phone's screen: its cover is the page's largest paint, loaded at once. */
  eagerCover?: boolean
}

/**
 * One group in the directory: cover, name (the link), kind, description, members, topics and the
 * day of its last activity (a date, not "2 h atrás": the list is a cached page).
 */
export function GroupCard({ group, actions, headingLevel: Heading = "h2", eagerCover = false }: GroupCardProps) {
  return (
    <Card className="h-full gap-0 overflow-hidden py-0">
      <GroupCover
        url={group.coverSrc}
        eager={eagerCover}
        sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
      />
      <CardHeader className="gap-2 pt-5">
        <GroupBadges kind={group.kind} category={group.category} archived={group.archived} />
        <Heading className="text-lg leading-snug font-semibold">
          <Link
            href={communityGroupPath(group.slug)}
            className="focus-visible:ring-ring rounded-sm outline-none hover:underline focus-visible:ring-[3px]"
          >
            {group.name}
          </Link>
        </Heading>
      </CardHeader>
      <CardContent className="flex-1 pb-4">
        <p className="text-muted-foreground line-clamp-3 text-sm">{group.description}</p>
        <dl className="text-muted-foreground mt-4 flex flex-wrap gap-x-4 gap-y-1 text-xs">
          <div className="inline-flex items-center gap-1">
            <dt className="sr-only">Participantes</dt>
            <UsersIcon className="size-3.5" aria-hidden="true" />
            <dd>{formatMembers(group.membersCount)}</dd>
          </div>
          <div className="inline-flex items-center gap-1">
            <dt className="sr-only">Tópicos</dt>
            <MessagesSquareIcon className="size-3.5" aria-hidden="true" />
            <dd>{group.topicsCount === 1 ? "1 tópico" : `${group.topicsCount} tópicos`}</dd>
          </div>
          <div className="inline-flex items-center gap-1">
            <dt className="sr-only">Última atividade</dt>
            <ClockIcon className="size-3.5" aria-hidden="true" />
            <dd>
              Ativo em <time dateTime={group.lastActivityAt}>{formatDate(group.lastActivityAt)}</time>
            </dd>
          </div>
        </dl>
      </CardContent>
      {actions ? <CardFooter className="border-t py-4">{actions}</CardFooter> : null}
    </Card>
  )
}
