import { ShoppingBagIcon } from "lucide-react"

import { pageMetadata } from "@/lib/metadata"
import { ComingSoon } from "@/components/site/coming-soon"

export const metadata = pageMetadata({
  title: "Loja",
  description:
    "Em breve: a loja solidária da Convergência Empreendedora, com produtos feitos por mulheres empreendedoras da rede.",
  keywords: ["loja solidária", "comércio justo", "produtos artesanais", "mulheres empreendedoras"],
  path: "/loja",
})

export default function ShopPage() {
  return (
    <ComingSoon
      title="Loja"
      icon={ShoppingBagIcon}
      intro="Uma vitrine para comprar direto de quem produz: artesanato, moda, alimentos e serviços das empreendedoras da rede."
      features={[
        {
          title: "Compra direta",
          text: "Cada venda chega a quem produziu, com preço justo e sem intermediários.",
        },
        {
          title: "Selo Economia Solidária",
          text: "Produtos identificados pelas práticas de comércio justo e respeito ao meio ambiente.",
        },
        {
          title: "Entrega combinada",
          text: "Retirada em feiras e pontos de encontro, ou entrega combinada com a empreendedora.",
        },
      ]}
    />
  )
}
