import type * as React from "react"

import { Badge } from "@/components/ui/badge"

export interface AdminPageHeaderProps {
  title: string
  description: string
  badge?: string
  children?: React.ReactNode
}

export function AdminPageHeader({ title, description, badge, children }: AdminPageHeaderProps) {
  return (
    <header className="mb-8 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div className="space-y-2">
        {badge ? <Badge variant="secondary">{badge}</Badge> : null}
        <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
        <p className="text-muted-foreground">{description}</p>
      </div>
      {children}
    </header>
  )
}
