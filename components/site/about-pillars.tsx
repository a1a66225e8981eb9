import type * as React from "react"
import type { LucideIcon } from "lucide-react"
import { EyeIcon, GemIcon, RocketIcon } from "lucide-react"

import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card"
import { SiteSection } from "@/components/site/site-section"

const values = [
  "Apoio mútuo e sororidade",
  "Empoderamento e autonomia",
  "Inovação e criatividade",
  "Impacto social positivo",
  "Excelência",
]

const pillars: { icon: LucideIcon; title: string; body: React.ReactNode }[] = [
  {
    icon: RocketIcon,
    title: "Missão",
    body: (
      <p className="text-muted-foreground leading-relaxed">
        Conectar, educar e impulsionar mulheres empreendedoras, fortalecendo redes de apoio e práticas de economia
        solidária que gerem renda, autonomia e dignidade.
      </p>
    ),
  },
  {
    icon: EyeIcon,
    title: "Visão",
    body: (
      <p className="text-muted-foreground leading-relaxed">
        Ser referência no Brasil como comunidade de empreendedorismo feminino, onde cada mulher encontra o conhecimento
        e a rede de que precisa para prosperar.
      </p>
    ),
  },
  {
    icon: GemIcon,
    title: "Valores",
    body: (
      <ul className="text-muted-foreground list-disc space-y-1.5 pl-5">
        {values.map((value) => (
          <li key={value}>{value}</li>
        ))}
      </ul>
    ),
  },
]

export function AboutPillars() {
  return (
    <SiteSection
      id="nossos-pilares"
      title="Nossos Pilares"
      titleClassName="mb-12 text-center text-3xl font-bold tracking-tight"
      className="py-16 sm:py-20"
    >
      <div className="grid gap-6 md:grid-cols-3">
        {pillars.map(({ icon: Icon, title, body }) => (
          <Card key={title}>
            <CardHeader>
              <Icon className="text-primary mb-2 size-8" aria-hidden="true" />
              <CardTitle>
                <h3 className="text-xl">{title}</h3>
              </CardTitle>
            </CardHeader>
            <CardContent>{body}</CardContent>
          </Card>
        ))}
      </div>
    </SiteSection>
  )
}
