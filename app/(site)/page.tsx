import { Suspense } from "react"

import { listApprovedReviews } from "@/lib/data/reviews"
import { getPublicSettings } from "@/lib/data/settings"
import { pageMetadata } from "@/lib/metadata"
import { siteConfig } from "@/lib/site"
import { HomeClosingCta } from "@/components/site/home-closing-cta"
import { HomeHero } from "@/components/site/home-hero"
import { HomeStats } from "@/components/site/home-stats"
import { HomeValues } from "@/components/site/home-values"
import { Testimonials, TestimonialsFallback, TestimonialsSection } from "@/components/site/testimonials"

export const metadata = pageMetadata({
  title: siteConfig.name,
  description:
    "Conectamos, educamos e impulsionamos mulheres por meio do empreendedorismo e de redes de apoio. Faça parte da comunidade.",
  path: "/",
})

export default async function HomePage() {
  const settings = await getPublicSettings()
  return (
    <>
      <HomeHero />
      <HomeValues />
      <HomeStats figures={settings.homeStats} />
      <TestimonialsSection>
        <Suspense fallback={<TestimonialsFallback />}>
          <HomeTestimonials />
        </Suspense>
      </TestimonialsSection>
      <HomeClosingCta />
    </>
  )
}

async function HomeTestimonials() {
  return <Testimonials reviews={await listApprovedReviews(6)} />
}
