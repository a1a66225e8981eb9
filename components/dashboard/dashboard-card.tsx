import type * as React from "react"
import Link from "next/link"
import type { LucideIcon } from "lucide-react"

import { Button } from "@/components/ui/button"
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card"

/** A card's one way onward (most cards have just that): an outline button to its page. */
export type DashboardCardLink = { href: string; label: string }

export type DashboardCardProps = {
  icon: LucideIcon
  title: string
  /** The heading's id, for a section labelled by it. */
  titleId?: string
  description: React.ReactNode
  footerClassName?: string
  className?: string
  children?: React.ReactNode
} & (
  | {
      /** The card's links and buttons, when it has more than one link or other than the outline button. */
      footer: React.ReactNode
      link?: never
    }
  | { link: DashboardCardLink; footer?: never }
)

/** One card of the member's dashboard: an icon and heading, what it is about, its content and its links. */
export function DashboardCard({
  icon: Icon,
  title,
  titleId,
  description,
  footer,
  link,
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
      <CardFooter className={footerClassName}>
        {link ? (
          <Button asChild variant="outline">
            <Link href={link.href}>{link.label}</Link>
          </Button>
        ) : (
          footer
        )}
      </CardFooter>
    </Card>
  )
}

export type DashboardListCardProps<T> = Pick<DashboardCardProps, "icon" | "title" | "description"> & {
  /** The card's one link, to the page with all of them. */
  link: DashboardCardLink
  /** null: they could not be read (the rest of the dashboard still works). */
  items: T[] | null
  failed: string
  empty: string
  children: (items: T[]) => React.ReactNode
}

/** A dashboard card listing the member's own things, or saying why there are none: they failed to load, or there are none yet. */
export function DashboardListCard<T>({ link, items, failed, empty, children, ...card }: DashboardListCardProps<T>) {
  return (
    <DashboardCard {...card} link={link}>
      {items === null || items.length === 0 ? (
        <p className="text-muted-foreground text-sm">{items === null ? failed : empty}</p>
      ) : (
        children(items)
      )}
    </DashboardCard>
  )
}
