import { Suspense } from "react"

import { loadDirectoryMap } from "@/lib/data/directory-map"
import { listApprovedReviews } from "@/lib/data/reviews"
import { getPublicSettings } from "@/lib/data/settings"
import { pageMetadata } from "@/lib/metadata"
import { siteConfig } from "@/lib/site"
import { HomeClosingCta } from "@/components/site/home-closing-cta"
import { HomeHero } from "@/components/site/home-hero"
import { HomeStats } from "@/components/site/home-stats"
import { HomeValues } from "@/components/site/home-values"
import { NetworkReach } from "@/components/site/network-reach"
import { Testimonials, TestimonialsFallback, TestimonialsSection } from "@/components/site/testimonials"

export const metadata = pageMetadata({
  title: siteConfig.name,
  description:
    "Conectamos, educamos e impulsionamos mulheres por meio do empreendedorismo e de redes de apoio. Faça parte da comunidade.",
  path: "/",
})

export default async function HomePage() {
  const [settings, reach] = await Promise.all([getPublicSettings(), loadDirectoryMap()])
  return (
    <>
      <HomeHero />
      <HomeValues />
      <HomeStats figures={settings.homeStats} />
      <NetworkReach data={reach} id="presenca" className="py-14" />
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
