import Link from "next/link"
import { UserRoundXIcon } from "lucide-react"

import { pageMetadata } from "@/lib/metadata"
import { Button } from "@/components/ui/button"

export const metadata = pageMetadata({
  title: "Conta excluída",
  description: "Sua conta na Convergência Empreendedora foi excluída.",
  path: "/conta-excluida",
  noIndex: true,
})

/**
 * Where "Excluir minha conta" lands once the account is gone (components/profile/account-actions.ts). A
 * static page of its own, so the confirmation shows with or without JavaScript and a reload
 * does not lose it; it says nothing about the account, which no longer exists.
 */
export default function AccountDeletedPage() {
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center sm:py-24">
      <div className="bg-secondary text-secondary-foreground mx-auto mb-6 flex size-16 items-center justify-center rounded-2xl">
        <UserRoundXIcon className="size-8" aria-hidden="true" />
      </div>
      <h1 className="text-3xl font-bold tracking-tight">Sua conta foi excluída</h1>
      <p className="text-muted-foreground mt-4">
        Sua conta foi excluída e você saiu do site. Seus dados pessoais foram apagados; o que você escreveu para outras
        pessoas (avaliações, tópicos e mensagens da comunidade) continua assinado como “Ex-associada”.
      </p>
      <p className="text-muted-foreground mt-2">Obrigada por ter feito parte da Convergência Empreendedora.</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link href="/">Ir para a página inicial</Link>
        </Button>
        <Button asChild variant="outline">
          <Link href="/auth?tab=cadastrar">Criar uma nova conta</Link>
        </Button>
      </div>
    </div>
  )
}
