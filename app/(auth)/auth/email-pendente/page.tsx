import type { Metadata } from "next"
import Link from "next/link"
import { MailCheck } from "lucide-react"
import { pageMetadata } from "@/lib/metadata"
import { Button } from "@/components/ui/button"
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card"

export const metadata: Metadata = pageMetadata({
  title: "Falta confirmar no outro endereço",
  description: "A troca de e-mail só acontece depois que os dois links forem abertos.",
  path: "/auth/email-pendente",
  noIndex: true,
})

/**
 * Where /auth/confirm lands the first of the two e-mail change links (secure e-mail change: the
 * current and the new address each get one). Whoever opened it may be signed out, on another
 * device: the page names no address, only says which step is left.
 */
export default function EmailChangePendingPage() {
  return (
    <div className="container mx-auto flex max-w-md flex-col px-4 py-12">
      <Card>
        <CardHeader>
          <CardTitle>
            <h1 className="flex items-center gap-2 text-2xl font-semibold">
              <MailCheck className="size-6 shrink-0" aria-hidden />
              Falta confirmar no outro endereço
            </h1>
          </CardTitle>
          <CardDescription>Este link foi aceito. Agora confirme também no outro endereço.</CardDescription>
        </CardHeader>
        <CardContent className="space-y-4 text-sm">
          <p>
            Para trocar o e-mail da conta, enviamos um link para cada um dos dois endereços: o atual e o novo. Abra
            também o link que enviamos ao outro endereço, o que você ainda não abriu.
          </p>
          <p>
            O e-mail de acesso só muda depois que os dois links forem abertos. Até lá, continue entrando com o e-mail
            atual.
          </p>
          <Button asChild variant="outline">
            <Link href="/">Ir para o início</Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  )
}
