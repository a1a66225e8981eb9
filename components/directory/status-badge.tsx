import { BUSINESS_STATUS_LABELS, type BusinessStatus } from "@/lib/validations/directory"
import { Badge } from "@/components/ui/badge"

/** A listing's status as its owner and admins read it; an approved listing paused by the admins says so. */
export function BusinessStatusBadge({ status, active = true }: { status: BusinessStatus; active?: boolean }) {
  if (status === "approved" && !active) return <Badge variant="outline">Desativado</Badge>
  return (
    <Badge variant={status === "approved" ? "default" : status === "rejected" ? "destructive" : "secondary"}>
      {BUSINESS_STATUS_LABELS[status]}
    </Badge>
  )
}
