import type * as React from "react"
import type { LucideIcon } from "lucide-react"

import { cn } from "@/lib/utils"

export type NotFoundViewProps = {
  icon: LucideIcon
  /** A small line above the title ("Erro 404"). */
  eyebrow?: string
  title: string
  description: React.ReactNode
  /** The way out, usually one large button. */
  children: React.ReactNode
}

/** A page's "not found" view: an icon in a circle, the title, what happened and where to go. */
export function NotFoundView({ icon: Icon, eyebrow, title, description, children }: NotFoundViewProps) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <div className="bg-secondary text-secondary-foreground mb-6 flex size-16 items-center justify-center rounded-full">
        <Icon className="size-8" aria-hidden="true" />
      </div>
      {eyebrow ? <p className="text-primary text-sm font-semibold">{eyebrow}</p> : null}
      <h1 className={cn(eyebrow && "mt-2", "text-3xl font-bold tracking-tight sm:text-4xl")}>{title}</h1>
      <p className="text-muted-foreground mt-4">{description}</p>
      {children}
    </section>
  )
}
