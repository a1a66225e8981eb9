import type * as React from "react"
import type { LucideIcon } from "lucide-react"

import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card"

export type DashboardCardProps = {
  icon: LucideIcon
  title: string
  /** The heading's id, for a section labelled by it. */
  titleId?: string
  description: React.ReactNode
  /** The card's links and buttons. */
  footer: React.ReactNode
  footerClassName?: string
  className?: string
  children?: React.ReactNode
}

/** One card of the member's dashboard: an icon and heading, what it is about, its content and its links. */
export function DashboardCard({
  icon: Icon,
  title,
  titleId,
  description,
  footer,
  footerClassName = "mt-auto",
  className,
  children,
}: DashboardCardProps) {
  return (
    <Card className={className}>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Icon className="text-primary size-5" aria-hidden />
          <h2 id={titleId}>{title}</h2>
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      {children ? <CardContent>{children}</CardContent> : null}
      <CardFooter className={footerClassName}>{footer}</CardFooter>
    </Card>
  )
}

export type CardItemsProps<T> = {
  /** null: they could not be read (the rest of the dashboard still works). */
  items: T[] | null
  failed: string
  empty: string
  children: (items: T[]) => React.ReactNode
}

/** A card's list, or why there is none: it failed to load, or it is empty. */
export function CardItems<T>({ items, failed, empty, children }: CardItemsProps<T>) {
  if (items === null || items.length === 0)
    return <p className="text-muted-foreground text-sm">{items === null ? failed : empty}</p>
  return children(items)
}
