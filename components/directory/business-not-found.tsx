import Link from "next/link"
import { ArrowLeftIcon, StoreIcon } from "lucide-react"

import { DIRECTORY_PATH } from "@/lib/directory-url"
import { Button } from "@/components/ui/button"
import { NotFoundView } from "@/components/errors/not-found-view"

/** Unknown, pending, rejected or paused listings, and (with a toast) unreadable ones. */
export function BusinessNotFound() {
  return (
    <NotFoundView
      icon={StoreIcon}
      title="Negócio não encontrado"
      description="O negócio que você está procurando não existe, ainda não foi aprovado ou saiu do diretório."
    >
      <Button asChild size="lg" className="mt-8">
        <Link href={DIRECTORY_PATH}>
          <ArrowLeftIcon aria-hidden="true" />
          Voltar para o diretório
        </Link>
      </Button>
    </NotFoundView>
  )
}
