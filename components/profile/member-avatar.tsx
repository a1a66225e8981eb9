import Image from "next/image"

import { cn } from "@/lib/utils"
import { Avatar, AvatarFallback } from "@/components/ui/avatar"

/** Up to two letters: first and last word of the name ("Ana Maria Souza" → "AS"), or of an e-mail. */
export function initialsOf(name: string) {
  const words = name
    .replace(/@.*$/, "")
    .split(/[\s._-]+/)
    .filter((word) => /\p{L}|\p{N}/u.test(word))
  const letters = [words[0], words.length > 1 ? words[words.length - 1] : undefined]
    .map((word) => (word ? (Array.from(word.replace(/[^\p{L}\p{N}]/gu, ""))[0] ?? "") : ""))
    .join("")
  return letters.toLocaleUpperCase("pt-BR") || "?"
}

export interface MemberAvatarProps {
  name: string
  /** A displayable address (lib/images/avatar.ts displayableAvatarUrl), or null for initials. */
  url: string | null
  /** Rendered size in CSS pixels; next/image serves 1x and 2x of it. */
  size: number
  /** Empty (the default) when the name is written beside it, so it is not read twice. */
  alt?: string
  className?: string
}

/** A member's picture, or her initials on the muted circle when she has none. */
export function MemberAvatar({ name, url, size, alt = "", className }: MemberAvatarProps) {
  return (
    <Avatar className={cn("shrink-0", className)} style={{ width: size, height: size }}>
      {url ? (
        <Image src={url} alt={alt} width={size} height={size} className="aspect-square size-full object-cover" />
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
