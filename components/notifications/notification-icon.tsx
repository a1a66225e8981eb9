import type { LucideIcon } from "lucide-react"
import {
  AwardIcon,
  BellIcon,
  CalendarIcon,
  MessageSquareIcon,
  MessageSquareWarningIcon,
  ShoppingBagIcon,
  StarIcon,
  UserCogIcon,
} from "lucide-react"

import { cn } from "@/lib/utils"

/** Spec section 3: an icon per known type; anything else gets the default (the bell). */
const ICONS: Record<string, { icon: LucideIcon; className: string }> = {
  new_review: { icon: StarIcon, className: "text-amber-600 dark:text-amber-400" },
  new_message: { icon: MessageSquareIcon, className: "text-sky-700 dark:text-sky-400" },
  appointment: { icon: CalendarIcon, className: "text-emerald-700 dark:text-emerald-400" },
  user_action: { icon: UserCogIcon, className: "text-primary" },
  // Issue #36: "Seu certificado está pronto", which links to Minha aprendizagem.
  certificate_issued: { icon: AwardIcon, className: "text-amber-600 dark:text-amber-400" },
  // Issue #38: an order moved (either side), and a problem reported on one (admins) or resolved.
  order: { icon: ShoppingBagIcon, className: "text-emerald-700 dark:text-emerald-400" },
  order_report: { icon: MessageSquareWarningIcon, className: "text-destructive" },
}

const DEFAULT_ICON = { icon: BellIcon, className: "text-muted-foreground" }

export function NotificationIcon({ type, className }: { type: string; className?: string }) {
  const known = Object.hasOwn(ICONS, type) ? ICONS[type] : undefined
  const { icon: Icon, className: tone } = known ?? DEFAULT_ICON
  return (
    <span
      data-slot="notification-icon"
      data-type={known ? type : "default"}
      className={cn("bg-muted flex size-8 shrink-0 items-center justify-center rounded-full", className)}
    >
      <Icon className={cn("size-4", tone)} aria-hidden="true" />
    </span>
  )
}
