import { CompassIcon } from "lucide-react"

import { pageMetadata } from "@/lib/metadata"
import { NotFoundView } from "@/components/errors/not-found-view"

// A 404 has no address of its own to call canonical.
export const metadata = {
  ...pageMetadata({
    title: "Página Não Encontrada",
    description: "O endereço que você procurou não existe ou foi movido.",
    noIndex: true,
  }),
  alternates: null,
}

export default function NotFound() {
  return (
    <NotFoundView
      icon={CompassIcon}
      eyebrow="Erro 404"
      title="Página Não Encontrada"
      description="O endereço que você procurou não existe ou foi movido. Confira o link ou volte ao início para continuar navegando."
      link={{ href: "/", label: "Voltar ao Início" }}
    />
  )
}
