import Link from "next/link"
import { MapPinIcon } from "lucide-react"

import type { BusinessCard as BusinessCardData } from "@/lib/data/directory"
import { businessPath } from "@/lib/directory-url"
import { Badge } from "@/components/ui/badge"
import { BusinessLogo } from "@/components/directory/business-logo"
import { BusinessTags } from "@/components/directory/business-tags"
import { RatingSummary } from "@/components/directory/star-rating"

export type BusinessCardProps = {
  business: BusinessCardData
  /** The first row of the list is above the fold. */
  eager?: boolean
}

/** A business in the list: logo or initials, name (the link), category, place, tags and rating. */
export function BusinessCard({ business, eager = false }: BusinessCardProps) {
  const place = [business.city, business.state].filter(Boolean).join("/")
  return (
    <article className="bg-card text-card-foreground relative flex h-full flex-col gap-4 rounded-xl border p-5 shadow-sm transition-shadow focus-within:shadow-md hover:shadow-md">
      <div className="flex items-start gap-4">
        <BusinessLogo business={business} size={64} eager={eager} />
        <div className="min-w-0 flex-1 space-y-1.5">
          <h2 className="text-lg leading-snug font-semibold tracking-tight">
            {/* The stretched link makes the whole card clickable while the accessible name stays the name. */}
            <Link
              href={businessPath(business.slug)}
              className="focus-visible:ring-ring rounded-sm outline-none after:absolute after:inset-0 after:content-[''] hover:underline focus-visible:ring-[3px]"
            >
              {business.name}
            </Link>
          </h2>
          {business.category ? <Badge variant="secondary">{business.category}</Badge> : null}
        </div>
      </div>
      {business.description ? (
        <p className="text-muted-foreground line-clamp-2 text-sm leading-relaxed">{business.description}</p>
      ) : null}
      <div className="mt-auto space-y-2 text-sm">
        {place ? (
          <p className="text-muted-foreground inline-flex items-center gap-1.5">
            <MapPinIcon className="size-4" aria-hidden="true" />
            {place}
          </p>
        ) : null}
        <BusinessTags business={business} />
        <RatingSummary average={business.ratingAverage} count={business.ratingCount} />
      </div>
    </article>
  )
}
