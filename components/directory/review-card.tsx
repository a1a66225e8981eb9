import type * as React from "react"
import Link from "next/link"
import { BadgeCheckIcon, MessageSquareReplyIcon } from "lucide-react"

import { formatPostDate } from "@/lib/format"
import { memberProfilePath } from "@/lib/members-url"
import { cn } from "@/lib/utils"
import { Stars } from "@/components/directory/star-rating"
import { MemberAvatar } from "@/components/avatar/member-avatar"

type Review = {
  authorName: string
  /** Displayable picture (lib/images/avatar.ts), or null/absent for her initials. */
  authorAvatarUrl?: string | null
  /** Her profile's handle when the page may link it (public profiles on cached pages, issue #37). */
  authorHandle?: string | null
  createdAt: string
  rating: number
  comment: string
  /** The author had a delivered order from this business (set by the database, issue #38). */
  verifiedPurchase?: boolean
}

/** One review: who wrote it (picture or initials, and the name), when, the stars and the text; `children` come after (the owner's answer or its form). */
export function ReviewCard({ review, children }: { review: Review; children?: React.ReactNode }) {
  return (
    <article className="bg-card space-y-3 rounded-xl border p-5" aria-label={`Avaliação de ${review.authorName}`}>
      <header className="flex flex-wrap items-center justify-between gap-2">
        <p className="flex items-center gap-3 font-semibold">
          <MemberAvatar name={review.authorName} url={review.authorAvatarUrl ?? null} size={36} />
          {review.authorHandle ? (
            <Link href={memberProfilePath(review.authorHandle)} className="hover:underline">
              {review.authorName}
            </Link>
          ) : (
            review.authorName
          )}
        </p>
        <time dateTime={review.createdAt} className="text-muted-foreground text-sm">
          {formatPostDate(review.createdAt)}
        </time>
      </header>
      <div className="flex flex-wrap items-center gap-2">
        <Stars value={review.rating} />
        {review.verifiedPurchase ? (
          <span className="bg-primary/10 text-primary inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium">
            <BadgeCheckIcon className="size-3.5" aria-hidden="true" />
            Compra verificada
          </span>
        ) : null}
      </div>
      <p className="leading-relaxed whitespace-pre-line">{review.comment}</p>
      {children}
    </article>
  )
}

/** The owner's one public answer under a review. */
export function OwnerReply({ title, text, className }: { title: string; text: string; className?: string }) {
  return (
    <div className={cn("bg-muted/60 space-y-1 rounded-lg border-l-4 p-4", className)}>
      <p className="inline-flex items-center gap-1.5 text-sm font-semibold">
        <MessageSquareReplyIcon className="size-4" aria-hidden="true" />
        {title}
      </p>
      <p className="text-sm leading-relaxed whitespace-pre-line">{text}</p>
    </div>
  )
}
