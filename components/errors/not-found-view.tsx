import type * as React from "react"
import Link from "next/link"
import type { LucideIcon } from "lucide-react"
import { ArrowLeftIcon } from "lucide-react"

import { cn } from "@/lib/utils"
import { Button } from "@/components/ui/button"

export type NotFoundViewProps = {
  icon: LucideIcon
  /** A small line above the title ("Erro 404"). */
  eyebrow?: string
  title: string
  description: React.ReactNode
  /** The way out: one large button to `href`, with a back arrow when `back`. */
  link: { href: string; label: string; back?: boolean }
}

/** A page's "not found" view: an icon in a circle, the title, what happened and where to go. */
export function NotFoundView({ icon: Icon, eyebrow, title, description, link }: NotFoundViewProps) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <div className="bg-secondary text-secondary-foreground mb-6 flex size-16 items-center justify-center rounded-full">
        <Icon className="size-8" aria-hidden="true" />
      </div>
      {eyebrow ? <p className="text-primary text-sm font-semibold">{eyebrow}</p> : null}
      <h1 className={cn(eyebrow && "mt-2", "text-3xl font-bold tracking-tight sm:text-4xl")}>{title}</h1>
      <p className="text-muted-foreground mt-4">{description}</p>
      <Button asChild size="lg" className="mt-8">
        <Link href={link.href}>
          {link.back ? <ArrowLeftIcon aria-hidden="true" /> : null}
          {link.label}
        </Link>
      </Button>
    </section>
  )
}
