import { formatDateTime } from "@/lib/format"
import { type OrderRole, orderEventLabel } from "@/lib/orders/status"
import { cn } from "@/lib/utils"

/** One row of order_events as lib/data reads it. */
export interface OrderTimelineEvent {
  id: number | string
  actorRole: OrderRole
  toStatus: string
  note: string | null
  createdAt: string
}

export interface OrderTimelineProps {
  /** Oldest first. */
  events: readonly OrderTimelineEvent[]
  className?: string
}

/**
 * An order's history: each state it reached, when (America/Sao_Paulo, through lib/format) and, for a
 * cancellation, the reason given. The latest step is marked as the current one. No client code.
 */
export function OrderTimeline({ events, className }: OrderTimelineProps) {
  if (events.length === 0) {
    return <p className={cn("text-muted-foreground text-sm", className)}>Nenhum registro ainda.</p>
  }
  const last = events.length - 1
  return (
    <ol className={cn("border-border space-y-4 border-l-2 pl-5", className)}>
      {events.map((event, index) => (
        <li
          key={event.id}
          className="relative"
          aria-current={index === last ? "step" : undefined}
          data-order-event={event.toStatus}
        >
          <span
            aria-hidden="true"
            className={cn(
              "border-background absolute top-1.5 -left-[1.6rem] size-3 rounded-full border-2",
              index === last ? "bg-primary" : "bg-muted-foreground"
            )}
          />
          <p className="font-medium">{orderEventLabel(event.toStatus, event.actorRole)}</p>
          <p className="text-muted-foreground text-sm">
            <time dateTime={event.createdAt}>{formatDateTime(event.createdAt)}</time>
          </p>
          {event.note ? (
            <p className="mt-1 text-sm break-words whitespace-pre-line">
              <span className="font-medium">Motivo:</span> {event.note}
            </p>
          ) : null}
        </li>
      ))}
    </ol>
  )
}
