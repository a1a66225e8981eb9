import Link from "next/link"

import type { AuthoredItem } from "@/lib/data/learning-authoring"
import { formatDateTime } from "@/lib/format"
import { LEARNING_STATUSES } from "@/lib/learning/vocabulary"
import { Badge } from "@/components/ui/badge"

export type AuthoredListProps<Item extends AuthoredItem> = {
  items: Item[]
  /** Said when there is none yet. */
  empty: string
  href: (id: string) => string
  /** "Editada" (trilha) or "Editado" (material): the word agrees with the noun. */
  edited: string
  /** A line under the title (materials: the kind, and the author for an admin). */
  detail?: (item: Item) => React.ReactNode
}

/** Ensino's list of her tracks or materials: each title links to its editor, with its status and last edit. */
export function AuthoredList<Item extends AuthoredItem>({
  items,
  empty,
  href,
  edited,
  detail,
}: AuthoredListProps<Item>) {
  if (items.length === 0) return <p className="text-muted-foreground">{empty}</p>
  return (
    <ul className="divide-y rounded-xl border">
      {items.map((item) => {
        const title = (
          <Link href={href(item.id)} className="font-medium underline-offset-4 hover:underline">
            {item.title}
          </Link>
        )
        return (
          <li key={item.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
            {detail ? (
              <div>
                {title}
                <p className="text-muted-foreground text-sm">{detail(item)}</p>
              </div>
            ) : (
              title
            )}
            <span className="text-muted-foreground flex items-center gap-2 text-sm">
              <Badge variant={item.status === "published" ? "default" : "secondary"}>
                {LEARNING_STATUSES[item.status]}
              </Badge>
              {edited} em {formatDateTime(item.updatedAt)}
            </span>
          </li>
        )
      })}
    </ul>
  )
}
