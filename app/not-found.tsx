import Link from "next/link"
import { CompassIcon } from "lucide-react"

import { pageMetadata } from "@/lib/metadata"
import { Button } from "@/components/ui/button"

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
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <div className="bg-secondary text-secondary-foreground mb-6 flex size-16 items-center justify-center rounded-full">
        <CompassIcon className="size-8" aria-hidden="true" />
      </div>
      <p className="text-primary text-sm font-semibold">Erro 404</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">Página Não Encontrada</h1>
      <p className="text-muted-foreground mt-4">
        O endereço que você procurou não existe ou foi movido. Confira o link ou volte ao início para continuar
        navegando.
      </p>
      <Button asChild size="lg" className="mt-8">
        <Link href="/">Voltar ao Início</Link>
      </Button>
    </section>
  )
}
