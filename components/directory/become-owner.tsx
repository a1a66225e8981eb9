"use client"

import { StoreIcon } from "lucide-react"

import type { FormAction } from "@/lib/action-state"
import { Button } from "@/components/ui/button"
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card"
import { useToastedAction } from "@/lib/hooks/use-action-toast"

/**
 * For a member without the business_owner role: what listing a business means, and the
 * self-service "Tenho um negócio" that gives her the role (add_user_role, as her profile does).
 */
export function BecomeOwner({
  action,
  needsApproval,
}: {
  action: FormAction
  /** Whether a new listing waits for the team's approval (the site settings' switch). */
  needsApproval: boolean
}) {
  // The page re-renders without this card once she has the role, so the answer is toasted at once.
  const [, formAction, pending] = useToastedAction(action)
  return (
    <Card className="max-w-2xl">
      <CardHeader>
        <CardTitle>
          <h2 className="inline-flex items-center gap-2 text-xl font-semibold">
            <StoreIcon className="text-primary size-5" aria-hidden="true" />
            Tem um negócio?
          </h2>
        </CardTitle>
        <CardDescription>
          Apresente o seu negócio no diretório da comunidade: clientes encontram você por cidade e categoria, entram em
          contato pelo WhatsApp ou Instagram e deixam avaliações.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <ul className="text-muted-foreground list-disc space-y-1 pl-5 text-sm">
          <li>
            {needsApproval
              ? "O cadastro é gratuito e passa por uma aprovação da equipe."
              : "O cadastro é gratuito e aparece no diretório assim que enviado."}
          </li>
          <li>Você pode editar as informações quando quiser e responder às avaliações.</li>
        </ul>
        <form action={formAction}>
          <Button type="submit" size="lg" disabled={pending}>
            {pending ? "Ativando…" : "Tenho um negócio"}
          </Button>
        </form>
      </CardContent>
    </Card>
  )
}
