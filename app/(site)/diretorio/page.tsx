import { StoreIcon } from "lucide-react"

import { pageMetadata } from "@/lib/metadata"
import { ComingSoon } from "@/components/site/coming-soon"

export const metadata = pageMetadata({
  title: "Diretório",
  description:
    "Em breve: o diretório de negócios de mulheres empreendedoras da Convergência Empreendedora, com avaliações de clientes.",
  keywords: ["diretório de negócios", "empreendedoras", "avaliações", "economia solidária"],
  path: "/diretorio",
})

export default function DirectoryPage() {
  return (
    <ComingSoon
      title="Diretório"
      icon={StoreIcon}
      intro="Um guia dos negócios da nossa comunidade, para encontrar, contratar e recomendar empreendedoras perto de você."
      features={[
        {
          title: "Cadastre seu negócio",
          text: "Associadas poderão publicar seu negócio com descrição, contatos, cidade e categoria.",
        },
        {
          title: "Busca por cidade e categoria",
          text: "Encontre rapidamente quem oferece o produto ou serviço de que você precisa.",
        },
        {
          title: "Avaliações de clientes",
          text: "Depoimentos moderados ajudam a reconhecer o trabalho de cada empreendedora.",
        },
      ]}
    />
  )
}
