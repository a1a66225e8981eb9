import { AwardIcon, HeartHandshakeIcon, SparklesIcon, TargetIcon } from "lucide-react"

import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card"
import { SiteSection } from "@/components/site/site-section"

const values = [
  {
    title: "Empoderamento",
    text: "Fortalecemos a autonomia e a confiança de cada mulher para que ela conduza o próprio negócio e a própria história.",
    icon: SparklesIcon,
  },
  {
    title: "Comunidade",
    text: "Uma rede de apoio mútuo em que conhecimento, contatos e oportunidades circulam entre todas.",
    icon: HeartHandshakeIcon,
  },
  {
    title: "Foco",
    text: "Formações práticas e mentorias voltadas a resultados concretos: vender mais, organizar as finanças e crescer.",
    icon: TargetIcon,
  },
  {
    title: "Excelência",
    text: "Qualidade em tudo o que fazemos, dos produtos das nossas empreendedoras aos conteúdos que compartilhamos.",
    icon: AwardIcon,
  },
]

export function HomeValues() {
  return (
    <SiteSection
      id="nossos-valores"
      title="Nossos Valores"
      intro="O que nos move a cada encontro, formação e parceria."
      className="py-16 sm:py-20"
    >
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {values.map(({ title, text, icon: Icon }) => (
          <li key={title}>
            <Card className="h-full">
              <CardHeader>
                <div className="bg-secondary text-secondary-foreground mb-2 flex size-12 items-center justify-center rounded-xl">
                  <Icon className="size-6" aria-hidden="true" />
                </div>
                <CardTitle>
                  <h3 className="text-lg">{title}</h3>
                </CardTitle>
              </CardHeader>
              <CardContent>
                <p className="text-muted-foreground text-sm leading-relaxed">{text}</p>
              </CardContent>
            </Card>
          </li>
        ))}
      </ul>
    </SiteSection>
  )
}
