import type * as React from "react"

import { cn } from "@/lib/utils"

export type SiteSectionProps = {
  /** The heading's id, which labels the section. */
  id: string
  title: string
  /** The band's background and vertical padding. */
  className?: string
  titleClassName?: string
  /** A line under the title; with it, the title and the line sit centred above the content. */
  intro?: React.ReactNode
  /** The centred header's space below it. */
  headerClassName?: string
  children: React.ReactNode
}

/** A full-width band of the public pages: a heading that labels it over content in the site's width. */
export function SiteSection({
  id,
  title,
  className,
  titleClassName = "text-3xl font-bold tracking-tight",
  intro,
  headerClassName = "mb-12",
  children,
}: SiteSectionProps) {
  const heading = (
    <h2 id={id} className={titleClassName}>
      {title}
    </h2>
  )
  return (
    <section aria-labelledby={id} className={className}>
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        {intro ? (
          <div className={cn("mx-auto max-w-2xl text-center", headerClassName)}>
            {heading}
            <p className="text-muted-foreground mt-3">{intro}</p>
          </div>
        ) : (
          heading
        )}
        {children}
      </div>
    </section>
  )
}
