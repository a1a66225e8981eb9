import type * as React from "react"
import { MapPinIcon, TagIcon } from "lucide-react"

import type { BusinessDetail } from "@/lib/data/directory"
import { displayableAvatarUrl } from "@/lib/images/avatar"
import { stateName } from "@/lib/validations/directory"
import { Badge } from "@/components/ui/badge"
import { BusinessContacts } from "@/components/directory/business-contacts"
import { BusinessLogo } from "@/components/directory/business-logo"
import { BusinessTags } from "@/components/directory/business-tags"
import { RatingSummary } from "@/components/directory/star-rating"
import { MemberAvatar } from "@/components/avatar/member-avatar"

export type BusinessProfileProps = {
  business: BusinessDetail
  /** The reviews section (BusinessReviews), below the description. */
  reviews: React.ReactNode
  /** Above the header: the back link, or the preview's status banner. */
  top?: React.ReactNode
  /** Under the rating: the public page's "Compartilhar" (the preview has none). */
  share?: React.ReactNode
  /** The public page's contacts go through the click counter (issue #43); the preview's go straight. */
  trackContacts?: boolean
}

/** A business's page: logo, name, category, place, tags, rating, description, contacts, owner and reviews. */
export function BusinessProfile({ business, reviews, top, share, trackContacts = false }: BusinessProfileProps) {
  const place = [business.city, stateName(business.state) ?? business.state].filter(Boolean).join(", ")
  return (
    <article aria-labelledby="nome-do-negocio" className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
      {top}
      <header className="mt-6 flex flex-col gap-6 sm:flex-row sm:items-center">
        <BusinessLogo business={business} size={112} eager />
        <div className="min-w-0 space-y-3">
          <h1 id="nome-do-negocio" className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
            {business.name}
          </h1>
          <div className="text-muted-foreground flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
            {business.category ? (
              <Badge variant="secondary" className="text-sm">
                <TagIcon aria-hidden="true" />
                {business.category}
              </Badge>
            ) : null}
            {place ? (
              <span className="inline-flex items-center gap-1.5">
                <MapPinIcon className="size-4" aria-hidden="true" />
                {place}
              </span>
            ) : null}
          </div>
          <RatingSummary average={business.ratingAverage} count={business.ratingCount} />
          {share}
        </div>
      </header>

      <div className="mt-10 grid gap-10 lg:grid-cols-[minmax(0,1fr)_320px]">
        <div className="space-y-10">
          <section aria-labelledby="sobre-o-negocio" className="space-y-4">
            <h2 id="sobre-o-negocio" className="text-2xl font-bold tracking-tight">
              Sobre o negócio
            </h2>
            {business.description ? (
              <p className="text-lg leading-relaxed whitespace-pre-line">{business.description}</p>
            ) : (
              <p className="text-muted-foreground">A empreendedora ainda não escreveu uma descrição.</p>
            )}
            <BusinessTags business={business} />
          </section>
          {reviews}
        </div>

        <aside className="space-y-8 lg:sticky lg:top-24 lg:self-start" aria-label="Contato e empreendedora">
          <BusinessContacts business={business} tracked={trackContacts} />
          {business.owner ? (
            <section aria-labelledby="empreendedora" className="bg-card space-y-3 rounded-xl border p-5">
              <h2 id="empreendedora" className="text-muted-foreground text-sm font-semibold">
                Empreendedora
              </h2>
              <div className="flex items-center gap-3">
                <MemberAvatar
                  name={business.owner.name}
                  url={displayableAvatarUrl(business.owner.avatarUrl)}
                  size={48}
                />
                <p className="font-semibold">{business.owner.name}</p>
              </div>
            </section>
          ) : null}
        </aside>
      </div>
    </article>
  )
}
