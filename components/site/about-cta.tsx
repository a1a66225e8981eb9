import Link from "next/link"

import { Button } from "@/components/ui/button"

export function AboutCta() {
  return (
    <section aria-labelledby="junte-se" className="py-16 sm:py-24">
      <div className="mx-auto max-w-4xl px-4 text-center sm:px-6 lg:px-8">
        <h2 id="junte-se" className="text-3xl font-bold tracking-tight sm:text-4xl">
          Faça parte desta história
        </h2>
        <p className="text-muted-foreground mx-auto mt-4 max-w-2xl text-lg">
          Venha aprender, ensinar e crescer com a gente, ou coloque o seu negócio no mapa da economia solidária.
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Button asChild size="lg">
            <Link href="/auth">Junte-se à Comunidade</Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link href="/diretorio">Cadastrar Meu Negócio</Link>
          </Button>
        </div>
      </div>
    </section>
  )
}
