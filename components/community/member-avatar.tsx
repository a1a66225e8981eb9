import { displayableAvatarUrl, initialsOf } from "@/lib/community"
import { cn } from "@/lib/utils"

/** A member's picture or her initials. Decorative: her name is always written beside it. */
export function MemberAvatar({ name, url, className }: { name: string; url: string | null; className?: string }) {
  const src = displayableAvatarUrl(url)
  return (
    <span
      aria-hidden="true"
      className={cn(
        "bg-primary/10 text-primary flex size-9 shrink-0 items-center justify-center overflow-hidden rounded-full text-xs font-semibold",
        className
      )}
    >
      {src ? (
        // eslint-disable-next-line @next/next/no-img-element -- a small avatar from Storage, not worth the optimiser
        <img src={src} alt="" className="size-full object-cover" loading="lazy" />
      ) : (
        initialsOf(name)
      )}
    </span>
  )
}
