import Link from "next/link"

import { MEMBERS_PATH } from "@/lib/members-url"
import { Button } from "@/components/ui/button"

export const profileNotFoundMetadata = { title: "Perfil não encontrado", robots: { index: false, follow: true } }

/** An unknown handle, a hidden profile or one across a block: the same answer, so none can be told apart. */
export function ProfileNotFound() {
  return (
    <div className="mx-auto max-w-2xl px-4 py-16 text-center">
      <h1 className="text-3xl font-bold tracking-tight">Perfil não encontrado</h1>
      <p className="text-muted-foreground mt-4">
        Este endereço não leva a nenhum perfil visível. A associada pode ter mudado o endereço ou escolhido não mostrar
        o perfil.
      </p>
      <Button asChild className="mt-8">
        <Link href={MEMBERS_PATH}>Ver a lista de associadas</Link>
      </Button>
    </div>
  )
}
