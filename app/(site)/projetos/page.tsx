import { LightbulbIcon } from "lucide-react"

import { pageMetadata } from "@/lib/metadata"
import { ComingSoon } from "@/components/site/coming-soon"

export const metadata = pageMetadata({
  title: "Projetos",
  description:
    "Em breve: projetos coletivos da Convergência Empreendedora para gerar renda, formação e impacto social nas comunidades.",
  keywords: ["projetos", "economia solidária", "impacto social", "empreendedorismo feminino"],
  path: "/projetos",
})

export default function ProjectsPage() {
  return (
    <ComingSoon
      title="Projetos"
      icon={LightbulbIcon}
      intro="Estamos preparando um espaço para apresentar os projetos coletivos da rede e convidar você a participar deles."
      features={[
        {
          title: "Projetos da comunidade",
          text: "Feiras, compras coletivas, formações e ações sociais organizadas pelas associadas.",
        },
        {
          title: "Como participar",
          text: "Inscrições abertas para voluntárias, parceiras e empreendedoras que queiram somar.",
        },
        {
          title: "Resultados transparentes",
          text: "Metas, andamento e impacto de cada projeto, atualizados pela própria equipe.",
        },
      ]}
    />
  )
}
