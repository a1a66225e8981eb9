import Link from "next/link"
import { ArrowLeftIcon, StoreIcon } from "lucide-react"

import { DIRECTORY_PATH } from "@/lib/directory-url"
import { Button } from "@/components/ui/button"

/** Unknown, pending, rejected or paused listings, and (with a toast) unreadable ones. */
export function BusinessNotFound() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <div className="bg-secondary text-secondary-foreground mb-6 flex size-16 items-center justify-center rounded-full">
        <StoreIcon className="size-8" aria-hidden="true" />
      </div>
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Negócio não encontrado</h1>
      <p className="text-muted-foreground mt-4">
        O negócio que você está procurando não existe, ainda não foi aprovado ou saiu do diretório.
      </p>
      <Button asChild size="lg" className="mt-8">
        <Link href={DIRECTORY_PATH}>
          <ArrowLeftIcon aria-hidden="true" />
          Voltar para o diretório
        </Link>
      </Button>
    </section>
  )
}
