import Image from "next/image"

import { displayableAvatarUrl, initialsOf } from "@/lib/images/avatar"
import { cn } from "@/lib/utils"
import { Avatar, AvatarFallback } from "@/components/ui/avatar"

export interface MemberAvatarProps {
  name: string
  /** profiles.avatar_url or a copy of it; anything but a file of our avatars bucket shows initials. */
  url: string | null
  /** Rendered size in CSS pixels; next/image serves 1x and 2x of it. */
  size?: number
  /** Empty (the default) when the name is written beside it, so it is not read twice. */
  alt?: string
  className?: string
}

/**
 * A member's picture, or her initials on the muted circle when she has none. The one avatar of
 * the site (header, profile, community, directory, admin), so a member looks the same everywhere.
 * It checks the address itself: avatar_url is the member's own column and next/image throws on
 * a host next.config.ts does not allow.
 */
export function MemberAvatar({ name, url, size = 36, alt = "", className }: MemberAvatarProps) {
  const src = displayableAvatarUrl(url)
  return (
    <Avatar className={cn("shrink-0", className)} style={{ width: size, height: size }}>
      {src ? (
        <Image src={src} alt={alt} width={size} height={size} className="aspect-square size-full object-cover" />
      ) : (
        <AvatarFallback
          aria-hidden={alt ? undefined : true}
          aria-label={alt || undefined}
          role={alt ? "img" : undefined}
          style={{ fontSize: Math.max(10, Math.round(size * 0.4)) }}
        >
          {initialsOf(name)}
        </AvatarFallback>
      )}
    </Avatar>
  )
}
