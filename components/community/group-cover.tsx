import { UsersRoundIcon } from "lucide-react"

import { displayableCoverUrl } from "@/lib/community"
import { cn } from "@/lib/utils"
import { FillImage } from "@/components/images/fill-image"

export interface GroupCoverProps {
  url: string | null
  /** Above the fold (the group page's header): load at once. */
  eager?: boolean
  sizes: string
  className?: string
}

/**
 * A group's cover in a 16:9 frame. Decorative (the group's name is next to it). Site images go
 * through the optimiser; covers in Storage are shown as stored (already sized by the bucket's limit).
 * Without a cover, a calm brand-coloured panel.
 */
export function GroupCover({ url, eager = false, sizes, className }: GroupCoverProps) {
  const src = displayableCoverUrl(url)
  return (
    <div data-slot="group-cover" className={cn("bg-muted relative aspect-[16/9] w-full overflow-hidden", className)}>
      {src ? (
        <FillImage
          src={src}
          alt=""
          sizes={sizes}
          eager={eager ? "preload" : false}
          unoptimized={!src.startsWith("/")}
        />
      ) : (
        <div className="from-primary/25 via-primary/10 to-accent/30 flex size-full items-center justify-center bg-gradient-to-br">
          <UsersRoundIcon className="text-primary/70 size-10" aria-hidden="true" />
        </div>
      )}
    </div>
  )
}
