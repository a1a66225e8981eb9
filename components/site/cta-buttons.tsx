import type * as React from "react"
import Link from "next/link"

import { cn } from "@/lib/utils"
import { Button } from "@/components/ui/button"

export type CtaLink = { href: string; label: React.ReactNode }

/** The public pages' pair of calls to action: the main one, then a quieter outline one; stacked on phones. */
export function CtaButtons({
  primary,
  secondary,
  className,
}: {
  primary: CtaLink
  secondary: CtaLink
  className?: string
}) {
  return (
    <div className={cn("flex flex-col gap-3 sm:flex-row", className)}>
      <Button asChild size="lg">
        <Link href={primary.href}>{primary.label}</Link>
      </Button>
      <Button asChild size="lg" variant="outline">
        <Link href={secondary.href}>{secondary.label}</Link>
      </Button>
    </div>
  )
}
