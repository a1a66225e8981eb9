import type * as React from "react"
import Link from "next/link"
import { StoreIcon } from "lucide-react"

import { DIRECTORY_PATH, OWNER_PATH } from "@/lib/directory-url"
import { pageMetadata } from "@/lib/metadata"
import { Button } from "@/components/ui/button"

/** Both list routes answer at /diretorio (see proxy.ts), so they share one canonical address. */
export const directoryListMetadata = pageMetadata({
  title: "Diretório de negócios",
  description:
    "Encontre negócios liderados por mulheres da rede Convergência Empreendedora: alimentação, artesanato, moda, serviços e mais, com avaliações de clientes.",
  keywords: ["diretório de negócios", "empreendedoras", "negócios de mulheres", "economia solidária", "avaliações"],
  path: DIRECTORY_PATH,
})

/** The directory's title and intro above one state of the list, and the call to list one's own business. */
export function DirectoryListPage({ list }: { list: React.ReactNode }) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
      <header className="mb-8 flex flex-col gap-6 md:flex-row md:items-end md:justify-between">
        <div className="max-w-3xl">
          <p className="text-primary text-sm font-semibold tracking-wide uppercase">Diretório</p>
          <h1 className="mt-2 text-4xl font-bold tracking-tight sm:text-5xl">Negócios da nossa rede</h1>
          <p className="text-muted-foreground mt-4 text-lg leading-relaxed">
            Encontre, contrate e recomende negócios liderados por mulheres perto de você. Cada negócio é revisado pela
            equipe, e as avaliações vêm de associadas da comunidade.
          </p>
        </div>
        <Button asChild variant="outline" className="self-start md:self-auto">
          <Link href={OWNER_PATH}>
            <StoreIcon aria-hidden="true" />
            Cadastrar meu negócio
          </Link>
        </Button>
      </header>
      {list}
    </div>
  )
}
