import { StoreIcon } from "lucide-react"

import { DIRECTORY_PATH } from "@/lib/directory-url"
import { NotFoundView } from "@/components/errors/not-found-view"

/** Unknown, pending, rejected or paused listings, and (with a toast) unreadable ones. */
export function BusinessNotFound() {
  return (
    <NotFoundView
      icon={StoreIcon}
      title="Negócio não encontrado"
      description="O negócio que você está procurando não existe, ainda não foi aprovado ou saiu do diretório."
      link={{ href: DIRECTORY_PATH, label: "Voltar para o diretório", back: true }}
    />
  )
}
