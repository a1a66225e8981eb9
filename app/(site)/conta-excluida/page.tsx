import Link from "next/link"
import { UserRoundXIcon } from "lucide-react"

import { pageMetadata } from "@/lib/metadata"
import { Button } from "@/components/ui/button"
import { NoticePage } from "../_shared/notice-page"

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
    <NoticePage
      icon={UserRoundXIcon}
      title="Sua conta foi excluída"
      actions={
        <>
          <Button asChild>
            <Link href="/">Ir para a página inicial</Link>
          </Button>
          <Button asChild variant="outline">
            <Link href="/auth?tab=cadastrar">Criar uma nova conta</Link>
          </Button>
        </>
      }
    >
      <p className="text-muted-foreground mt-4">
        Sua conta foi excluída e você saiu do site. Seus dados pessoais foram apagados; o que você escreveu para outras
        pessoas (avaliações, tópicos e mensagens da comunidade) continua assinado como “Ex-associada”.
      </p>
      <p className="text-muted-foreground mt-2">Obrigada por ter feito parte da Convergência Empreendedora.</p>
    </NoticePage>
  )
}
