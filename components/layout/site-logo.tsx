import Image from "next/image"
import Link from "next/link"

import { siteConfig } from "@/lib/site"
import { cn } from "@/lib/utils"

export type SiteLogoProps = { className?: string; showName?: boolean }

export function SiteLogo({ className, showName = true }: SiteLogoProps) {
  return (
    <Link
      href="/"
      className={cn(
        "focus-visible:ring-ring flex items-center gap-2 rounded-md font-semibold tracking-tight outline-none focus-visible:ring-[3px]",
        className
      )}
      aria-label={showName ? undefined : `${siteConfig.name}: página inicial`}
    >
      {/* An SVG gains nothing from the image optimiser, so it is served as it is. */}
      <Image src={siteConfig.logo.src} alt="" width={36} height={36} unoptimized priority className="size-9 shrink-0" />
      {showName ? <span className="text-base leading-tight sm:text-lg">{siteConfig.name}</span> : null}
    </Link>
  )
}
