import type { LucideIcon } from "lucide-react"

export type NoticePageProps = {
  icon: LucideIcon
  title: string
  /** The paragraphs under the title, with their own spacing. */
  children: React.ReactNode
  /** The buttons that lead on, if any. */
  actions?: React.ReactNode
}

/**
 * A page that only tells her where she stands and where to go next (a certificate code no
 * certificate has, too many look-ups in a row, an expired preview link, a deleted account): an icon, a title, a few words
 * and the ways on, laid out alike everywhere.
 */
export function NoticePage({ icon: Icon, title, children, actions }: NoticePageProps) {
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center sm:py-24">
      <div className="bg-secondary text-secondary-foreground mx-auto mb-6 flex size-16 items-center justify-center rounded-2xl">
        <Icon className="size-8" aria-hidden="true" />
      </div>
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      {children}
      {actions ? <div className="mt-8 flex flex-wrap justify-center gap-3">{actions}</div> : null}
    </div>
  )
}
