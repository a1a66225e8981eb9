import Image from "next/image"
import { ArrowRightIcon, SparklesIcon } from "lucide-react"

import { Badge } from "@/components/ui/badge"
import { CtaButtons } from "@/components/site/cta-buttons"

import heroImage from "@/public/images/hero.jpg"

export function HomeHero() {
  return (
    <section className="relative overflow-hidden">
      <div className="from-secondary/70 via-background to-background absolute inset-0 -z-10 bg-gradient-to-b" />
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 py-16 sm:px-6 sm:py-24 lg:grid-cols-2 lg:px-8">
        {/* min-w-0: a grid item is as wide as its widest unbreakable line by default, which pushed the
            column past the phone's right margin. */}
        <div className="min-w-0 space-y-6">
          <Badge variant="secondary" className="max-w-full gap-1.5 px-3 py-1 text-left text-sm whitespace-normal">
            <SparklesIcon aria-hidden="true" />
            Empreendedorismo feminino e economia solidária
          </Badge>
          <h1 className="text-4xl font-bold tracking-tight text-balance sm:text-5xl lg:text-6xl">
            Juntas, transformamos ideias em <span className="text-primary">negócios que mudam vidas</span>
          </h1>
          <p className="text-muted-foreground max-w-xl text-lg leading-relaxed">
            A Convergência Empreendedora conecta, educa e impulsiona mulheres por meio do empreendedorismo e de redes de
            apoio. Aprenda, troque experiências e cresça com uma comunidade que caminha ao seu lado.
          </p>
          <CtaButtons
            primary={{
              href: "/auth",
              label: (
                <>
                  Comece Sua Jornada
                  <ArrowRightIcon aria-hidden="true" />
                </>
              ),
            }}
            secondary={{ href: "/sobre", label: "Conheça Nossa Comunidade" }}
          />
        </div>
        <div className="relative min-w-0">
          <Image
            src={heroImage}
            alt="Ilustração de caminhos coloridos que se encontram em um ponto de luz, simbolizando a convergência de mulheres empreendedoras"
            priority
            fetchPriority="high"
            placeholder="blur"
            sizes="(min-width: 1024px) 50vw, 100vw"
            className="aspect-[4/3] w-full rounded-3xl object-cover shadow-xl"
          />
        </div>
      </div>
    </section>
  )
}
