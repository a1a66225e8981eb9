import { CircleAlertIcon, CircleCheckIcon, ClockIcon, PauseCircleIcon } from "lucide-react"

import type { BusinessStatus } from "@/lib/validations/directory"
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert"

export type ListingStatusProps = {
  status: BusinessStatus
  active: boolean
  rejectionReason: string | null
  /** Who reads it: the owner ("seu negócio") or an admin previewing it. */
  audience?: "owner" | "admin"
}

/** Where a listing stands: waiting, public, paused, or refused with the admins' reason. */
export function ListingStatus({ status, active, rejectionReason, audience = "owner" }: ListingStatusProps) {
  const owner = audience === "owner"
  if (status === "rejected") {
    return (
      <Alert variant="destructive">
        <CircleAlertIcon aria-hidden="true" />
        <AlertTitle>Cadastro recusado</AlertTitle>
        <AlertDescription>
          <p>Motivo: {rejectionReason}</p>
          {owner ? <p>Corrija o que foi apontado e salve: o negócio volta para uma nova análise.</p> : null}
        </AlertDescription>
      </Alert>
    )
  }
  if (status === "pending") {
    return (
      <Alert role="status">
        <ClockIcon aria-hidden="true" />
        <AlertTitle>Aguardando aprovação</AlertTitle>
        <AlertDescription>
          {owner
            ? "A equipe vai revisar o cadastro. Você recebe uma notificação assim que ele for aprovado."
            : "Este negócio ainda não aparece no diretório."}
        </AlertDescription>
      </Alert>
    )
  }
  if (!active) {
    return (
      <Alert role="status">
        <PauseCircleIcon aria-hidden="true" />
        <AlertTitle>Desativado</AlertTitle>
        <AlertDescription>
          {owner
            ? "O negócio foi desativado pela equipe e não aparece no diretório por enquanto. Fale com a equipe para saber mais."
            : "Aprovado, mas desativado: não aparece no diretório."}
        </AlertDescription>
      </Alert>
    )
  }
  return (
    <Alert role="status">
      <CircleCheckIcon aria-hidden="true" />
      <AlertTitle>Publicado no diretório</AlertTitle>
      <AlertDescription>Qualquer pessoa encontra este negócio no diretório.</AlertDescription>
    </Alert>
  )
}
