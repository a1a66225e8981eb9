import { Badge } from "@/components/ui/badge"

export const OPERATION_LABELS: Record<string, string> = {
  create: "Criar",
  update: "Atualizar",
  unsubscribe: "Cancelar inscrição",
  resubscribe: "Reativar",
  delete: "Excluir",
}

export const OPERATION_TYPE_LABELS: Record<string, string> = {
  trigger: "Automática",
  manual: "Manual",
  import: "Importação",
  batch: "Lote",
}

const STATUS_LABELS: Record<string, string> = {
  pending: "Pendente",
  completed: "Concluído",
  failed: "Falhou",
  success: "Sucesso",
  error: "Erro",
}

/** Success is a default badge, an error destructive, anything else secondary (spec section 2). */
export function SyncStatusBadge({ status }: { status: string }) {
  const variant =
    status === "completed" || status === "success"
      ? "default"
      : status === "failed" || status === "error"
        ? "destructive"
        : "secondary"
  return <Badge variant={variant}>{STATUS_LABELS[status] ?? status}</Badge>
}

/** The e-mail the operation carried, or null. */
export function requestEmail(requestData: unknown): string | null {
  if (requestData && typeof requestData === "object" && !Array.isArray(requestData)) {
    const email = (requestData as { email?: unknown }).email
    if (typeof email === "string" && email) return email
  }
  return null
}
