import type { ReactNode } from "react"

import type { FormAction } from "@/lib/action-state"
import { formatMembers } from "@/lib/community"
import type { CommunityGroup } from "@/lib/data/community-core"
import { formatDateTime } from "@/lib/format"
import { GroupBadges } from "@/components/community/group-badges"
import { GroupCover } from "@/components/community/group-cover"
import { MembershipControls, type MembershipControlsProps } from "@/components/community/membership-controls"

export interface GroupHeaderProps {
  group: CommunityGroup
  /** Who is looking: "visitor", or her membership (null: none yet). */
  membership: MembershipControlsProps["membership"]
  join: FormAction
  leave: FormAction
  /** More ways in beside the membership controls (the moderators' link). */
  children?: ReactNode
}

/** A group page's head: cover, badges, name, description, figures, and the ways to take part. */
export function GroupHeader({ group, membership, join, leave, children }: GroupHeaderProps) {
  return (
    <header className="mt-6 overflow-hidden rounded-2xl border">
      <GroupCover url={group.coverSrc} eager sizes="(min-width: 1152px) 1152px, 100vw" className="aspect-[3/1]" />
      <div className="space-y-4 p-6">
        <GroupBadges kind={group.kind} category={group.category} archived={group.archived} />
        <h1 className="text-3xl font-bold tracking-tight text-balance">{group.name}</h1>
        {group.description ? (
          <p className="text-muted-foreground max-w-3xl whitespace-pre-line">{group.description}</p>
        ) : null}
        <p className="text-muted-foreground text-sm">
          {formatMembers(group.membersCount)} · {group.topicsCount === 1 ? "1 tópico" : `${group.topicsCount} tópicos`}{" "}
          · última atividade em <time dateTime={group.lastActivityAt}>{formatDateTime(group.lastActivityAt)}</time>
        </p>
        <div className="flex flex-wrap items-center gap-3">
          {group.archived ? null : (
            <MembershipControls
              groupId={group.id}
              slug={group.slug}
              groupName={group.name}
              kind={group.kind}
              membership={membership}
              join={join}
              leave={leave}
              withMessage
            />
          )}
          {children}
        </div>
      </div>
    </header>
  )
}
