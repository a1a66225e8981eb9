import { getPublicSettings } from "@/lib/data/settings"
import { pageMetadata } from "@/lib/metadata"
import { milestones } from "@/lib/content/timeline"
import { AboutCta } from "@/components/site/about-cta"
import { AboutHero } from "@/components/site/about-hero"
import { AboutHistory } from "@/components/site/about-history"
import { AboutImpact } from "@/components/site/about-impact"
import { AboutPillars } from "@/components/site/about-pillars"
import { TimelineCarousel } from "@/components/site/timeline-carousel"

export const metadata = pageMetadata({
  title: "Sobre Nós",
  description:
    "A história da Convergência Empreendedora: uma rede de mulheres empreendedoras e economia solidária desde 2015, com sua missão, visão, valores e impacto.",
  keywords: ["sobre", "história", "missão", "economia solidária", "mulheres empreendedoras"],
  path: "/sobre",
})

export default async function AboutPage() {
  const settings = await getPublicSettings()
  return (
    <>
      <AboutHero />
      <AboutHistory />
      <section aria-labelledby="linha-do-tempo" className="bg-muted/40 py-16 sm:py-20">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <div className="mx-auto mb-10 max-w-2xl text-center">
            <h2 id="linha-do-tempo" className="text-3xl font-bold tracking-tight">
              Nossa Linha do Tempo
            </h2>
            <p className="text-muted-foreground mt-3">
              De uma roda de conversa em 2015 à plataforma de hoje: os marcos que construímos juntas.
            </p>
          </div>
          <TimelineCarousel milestones={milestones} />
        </div>
      </section>
      <AboutPillars />
      <AboutImpact figures={settings.aboutImpact} />
      <AboutCta />
    </>
  )
}
