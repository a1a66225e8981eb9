import Image from "next/image"

import { businessInitials, displayableLogoUrl } from "@/lib/directory"
import { cn } from "@/lib/utils"

export type BusinessLogoProps = {
  business: { id: string; name: string; logoUrl: string | null }
  /** Rendered size in CSS pixels; next/image serves 1x and 2x of it. */
  size: number
  /** The first cards of a list are above the fold. */
  eager?: boolean
  className?: string
}

/**
 * The business's logo from its folder of the business-logos bucket, or its initials on a tinted
 * square. Decorative either way: the name is always written beside it.
 */
export function BusinessLogo({ business, size, eager = false, className }: BusinessLogoProps) {
  const url = displayableLogoUrl(business.logoUrl, business.id)
  return (
    <span
      aria-hidden="true"
      className={cn(
        "bg-primary/10 text-primary relative flex shrink-0 items-center justify-center overflow-hidden rounded-xl border font-semibold",
        className
      )}
      style={{ width: size, height: size, fontSize: Math.max(12, Math.round(size * 0.36)) }}
    >
      {url ? (
        <Image
          src={url}
          alt=""
          width={size}
          height={size}
          loading={eager ? "eager" : "lazy"}
          className="size-full bg-white object-contain"
        />
      ) : (
        businessInitials(business.name)
      )}
    </span>
  )
}
