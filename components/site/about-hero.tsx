import Image from "next/image"

import { Badge } from "@/components/ui/badge"

import aboutImage from "@/public/images/sobre.jpg"

export function AboutHero() {
  return (
    <section className="relative overflow-hidden">
      <div className="from-secondary/70 via-background to-background absolute inset-0 -z-10 bg-gradient-to-b" />
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-16 sm:px-6 sm:py-24 lg:grid-cols-2 lg:px-8">
        <div className="space-y-6">
          <Badge variant="secondary" className="px-3 py-1 text-sm">
            Desde 2015
          </Badge>
          <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">Sobre Nós</h1>
          <p className="text-muted-foreground text-lg leading-relaxed">
            Somos uma rede de mulheres empreendedoras que acredita na força da economia solidária: crescer juntas,
            compartilhar saberes e gerar renda com impacto positivo nas nossas comunidades.
          </p>
        </div>
        <Image
          src={aboutImage}
          alt="Ilustração de círculos que se sobrepõem e caminhos que se encontram, em tons de roxo e verde"
          priority
          fetchPriority="high"
          placeholder="blur"
          sizes="(min-width: 1024px) 50vw, 100vw"
          className="aspect-[16/10] w-full rounded-3xl object-cover shadow-xl"
        />
      </div>
    </section>
  )
}
