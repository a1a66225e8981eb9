import Link from "next/link"

import { Button } from "@/components/ui/button"

export function HomeClosingCta() {
  return (
    <section aria-labelledby="faca-parte" className="py-16 sm:py-24">
      <div className="mx-auto max-w-4xl px-4 text-center sm:px-6 lg:px-8">
        <h2 id="faca-parte" className="text-3xl font-bold tracking-tight sm:text-4xl">
          Pronta para fazer parte dessa rede?
        </h2>
        <p className="text-muted-foreground mx-auto mt-4 max-w-2xl text-lg">
          Cadastre-se gratuitamente e tenha acesso a formações, mentorias, eventos e a uma comunidade de mulheres que
          empreendem juntas.
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Button asChild size="lg">
            <Link href="/auth">Comece Agora</Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link href="/sobre">Saiba Mais</Link>
          </Button>
        </div>
      </div>
    </section>
  )
}
