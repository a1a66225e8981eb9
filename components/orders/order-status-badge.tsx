import {
  BanknoteIcon,
  CircleCheckIcon,
  ClockIcon,
  type LucideIcon,
  PackageCheckIcon,
  PackageIcon,
  XCircleIcon,
} from "lucide-react"

import { ORDER_STATUS_LABELS } from "@/lib/orders/status"
import type { OrderStatusValue } from "@/lib/validations/orders"
import { cn } from "@/lib/utils"
import { Badge } from "@/components/ui/badge"

type BadgeVariant = "default" | "secondary" | "destructive" | "outline"

// The label says the state; the icon and the kit's variant only help the eye (never colour alone).
const LOOK: Record<OrderStatusValue, { icon: LucideIcon; variant: BadgeVariant }> = {
  placed: { icon: ClockIcon, variant: "outline" },
  payment_reported: { icon: BanknoteIcon, variant: "secondary" },
  paid: { icon: CircleCheckIcon, variant: "default" },
  ready: { icon: PackageIcon, variant: "default" },
  delivered: { icon: PackageCheckIcon, variant: "secondary" },
  cancelled: { icon: XCircleIcon, variant: "destructive" },
}

export interface OrderStatusBadgeProps {
  status: OrderStatusValue
  className?: string
}

/** An order's state as a badge ("Aguardando pagamento", "Pago"…). Renders on the server or the client. */
export function OrderStatusBadge({ status, className }: OrderStatusBadgeProps) {
  const { icon: Icon, variant } = LOOK[status]
  return (
    <Badge variant={variant} className={cn("gap-1", className)} data-order-status={status}>
      <Icon aria-hidden="true" />
      {ORDER_STATUS_LABELS[status]}
    </Badge>
  )
}
