import { loadDirectoryMap } from "@/lib/data/directory-map"
import { getPublicSettings } from "@/lib/data/settings"
import { pageMetadata } from "@/lib/metadata"
import { milestones } from "@/lib/content/timeline"
import { AboutCta } from "@/components/site/about-cta"
import { AboutHero } from "@/components/site/about-hero"
import { AboutHistory } from "@/components/site/about-history"
import { AboutImpact } from "@/components/site/about-impact"
import { AboutPillars } from "@/components/site/about-pillars"
import { NetworkReach } from "@/components/site/network-reach"
import { SiteSection } from "@/components/site/site-section"
import { TimelineCarousel } from "@/components/site/timeline-carousel"

export const metadata = pageMetadata({
  title: "Sobre Nós",
  description:
    "A história da Convergência Empreendedora: uma rede de mulheres empreendedoras e economia solidária desde 2015, com sua missão, visão, valores e impacto.",
  keywords: ["sobre", "história", "missão", "economia solidária", "mulheres empreendedoras"],
  path: "/sobre",
})

export default async function AboutPage() {
  const [settings, reach] = await Promise.all([getPublicSettings(), loadDirectoryMap()])
  return (
    <>
      <AboutHero />
      <AboutHistory />
      <SiteSection
        id="linha-do-tempo"
        title="Nossa Linha do Tempo"
        intro="De uma roda de conversa em 2015 à plataforma de hoje: os marcos que construímos juntas."
        headerClassName="mb-10"
        className="bg-muted/40 py-16 sm:py-20"
      >
        <TimelineCarousel milestones={milestones} />
      </SiteSection>
      <AboutPillars />
      <AboutImpact figures={settings.aboutImpact} />
      <NetworkReach data={reach} id="presenca" withMap className="py-16" />
      <AboutCta />
    </>
  )
}
