import type * as React from "react"
import Link from "next/link"
import { MessageSquareQuoteIcon, StarIcon } from "lucide-react"

import type { Testimonial } from "@/lib/data/reviews"
import { businessPath, DIRECTORY_PATH } from "@/lib/directory-url"
import { Button } from "@/components/ui/button"
import { Card, CardContent, CardFooter } from "@/components/ui/card"
import { SiteSection } from "@/components/site/site-section"

export function TestimonialsSection({ children }: { children: React.ReactNode }) {
  return (
    <SiteSection
      id="depoimentos"
      title="O Que Dizem Sobre Nossas Empreendedoras"
      intro="Avaliações reais deixadas por clientes nos negócios do nosso diretório."
      className="bg-muted/40 py-16 sm:py-20"
    >
      {children}
    </SiteSection>
  )
}

export function TestimonialsFallback() {
  return (
    <p role="status" className="text-muted-foreground py-10 text-center">
      Carregando depoimentos…
    </p>
  )
}

function Rating({ value }: { value: number }) {
  return (
    <div className="flex items-center gap-0.5" role="img" aria-label={`Nota ${value} de 5`}>
      {Array.from({ length: 5 }, (_, index) => (
        <StarIcon
          key={index}
          aria-hidden="true"
          className={index < value ? "fill-highlight text-highlight size-4" : "text-muted-foreground size-4"}
        />
      ))}
    </div>
  )
}

/** The newest approved 4- and 5-star reviews (the page reads them: lib/data/reviews.ts), or an honest empty state. */
export function Testimonials({ reviews }: { reviews: Testimonial[] }) {
  if (reviews.length === 0) {
    return (
      <div className="bg-card mx-auto flex max-w-lg flex-col items-center rounded-xl border p-8 text-center">
        <MessageSquareQuoteIcon className="text-muted-foreground mb-3 size-8" aria-hidden="true" />
        <p className="font-medium">Ainda não há depoimentos publicados.</p>
        <p className="text-muted-foreground mt-1 text-sm">
          Em breve você vai ler aqui o que clientes dizem dos negócios da nossa comunidade.
        </p>
        <Button asChild variant="outline" className="mt-5">
          <Link href={DIRECTORY_PATH}>Conhecer o diretório</Link>
        </Button>
      </div>
    )
  }

  return (
    <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {reviews.map((review) => (
        <li key={review.id}>
          <Card className="h-full">
            <CardContent className="flex-1 space-y-4">
              <Rating value={review.rating} />
              <blockquote className="leading-relaxed">“{review.excerpt}”</blockquote>
            </CardContent>
            <CardFooter className="flex flex-col items-start gap-0.5">
              <p className="font-semibold">{review.authorFirstName}</p>
              <p className="text-muted-foreground text-sm">
                sobre{" "}
                <Link
                  href={businessPath(review.businessSlug)}
                  className="text-foreground focus-visible:ring-ring rounded-sm font-medium underline-offset-4 outline-none hover:underline focus-visible:ring-[3px]"
                >
                  {review.businessName}
                </Link>
                {review.businessLocation ? ` · ${review.businessLocation}` : null}
              </p>
            </CardFooter>
          </Card>
        </li>
      ))}
    </ul>
  )
}
