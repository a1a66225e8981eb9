import type * as React from "react"
import Link from "next/link"

import type { BusinessDetail, ReviewPage } from "@/lib/data/directory"
import { businessReviewsPath } from "@/lib/directory-url"
import { cn } from "@/lib/utils"
import { buttonVariants } from "@/components/ui/button"
import { pageWindow } from "@/components/list/page-window"
import { OwnerReply, ReviewCard } from "@/components/directory/review-card"
import { RatingSummary } from "@/components/directory/star-rating"

export type BusinessReviewsProps = {
  business: BusinessDetail
  reviews: ReviewPage
  /** Where the links to other pages of reviews go; none in a preview. */
  paginate?: boolean
  /** The signed-in part (write, edit, delete one's review), hydrated in the browser. */
  panel?: React.ReactNode
}

/** "Avaliações": the average, the approved reviews newest first with the owner's answers, and pages. */
export function BusinessReviews({ business, reviews, paginate = true, panel }: BusinessReviewsProps) {
  return (
    <section aria-labelledby="avaliacoes-titulo" id="avaliacoes" className="scroll-mt-24 space-y-6">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end sm:justify-between">
        <h2 id="avaliacoes-titulo" className="text-2xl font-bold tracking-tight">
          Avaliações
        </h2>
        <RatingSummary average={business.ratingAverage} count={business.ratingCount} />
      </div>
      {reviews.reviews.length === 0 ? (
        <p className="text-muted-foreground bg-card rounded-xl border p-6 text-center">
          {reviews.page > 1 ? "Não há avaliações nesta página." : "Este negócio ainda não tem avaliações publicadas."}
        </p>
      ) : (
        <ol className="space-y-4">
          {reviews.reviews.map((review) => (
            <li key={review.id}>
              <ReviewCard review={review}>
                {review.ownerReply ? (
                  <OwnerReply
                    title={`Resposta ${business.owner ? `de ${business.owner.name.split(/\s+/)[0]}` : "da empreendedora"}`}
                    text={review.ownerReply}
                    className="ml-2 sm:ml-6"
                  />
                ) : null}
              </ReviewCard>
            </li>
          ))}
        </ol>
      )}
      {paginate ? <ReviewPagination slug={business.slug} page={reviews.page} pageCount={reviews.pageCount} /> : null}
      {panel}
    </section>
  )
}

function ReviewPagination({ slug, page, pageCount }: { slug: string; page: number; pageCount: number }) {
  if (pageCount <= 1) return null
  return (
    <nav aria-label="Páginas de avaliações" className="flex flex-wrap items-center justify-center gap-1">
      {pageWindow(page, pageCount).map((item, index) =>
        item === null ? (
          <span key={`gap-${index}`} className="text-muted-foreground px-2" aria-hidden="true">
            …
          </span>
        ) : (
          <Link
            key={item}
            href={`${businessReviewsPath(slug, item)}#avaliacoes`}
            aria-current={item === page ? "page" : undefined}
            aria-label={`Página ${item} das avaliações`}
            className={cn(buttonVariants({ variant: item === page ? "default" : "ghost", size: "sm" }))}
          >
            {item}
          </Link>
        )
      )}
    </nav>
  )
}
