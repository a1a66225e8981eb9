import type * as React from "react"
import Link from "next/link"
import { ArrowLeftIcon } from "lucide-react"

import { Badge } from "@/components/ui/badge"
import { Button } from "@/components/ui/button"

export interface AdminComingSoonProps {
  title: string
  intro: string
  icon: React.ComponentType<{ className?: string; "aria-hidden"?: boolean | "true" }>
  features: readonly string[]
}

/** An admin section the spec links to but does not show yet: a real page, never a 404. */
export function AdminComingSoon({ title, intro, icon: Icon, features }: AdminComingSoonProps) {
  return (
    <div className="mx-auto max-w-2xl py-8 text-center">
      <div className="bg-secondary text-secondary-foreground mx-auto mb-6 flex size-16 items-center justify-center rounded-2xl">
        <Icon className="size-8" aria-hidden="true" />
      </div>
      <Badge variant="secondary" className="mb-4">
        Em breve
      </Badge>
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      <p className="text-muted-foreground mt-3">{intro}</p>
      <ul className="mx-auto mt-8 max-w-md space-y-2 text-left text-sm">
        {features.map((feature) => (
          <li key={feature} className="bg-card rounded-lg border p-3">
            {feature}
          </li>
        ))}
      </ul>
      <Button asChild variant="outline" className="mt-8">
        <Link href="/admin">
          <ArrowLeftIcon aria-hidden="true" />
          Voltar ao painel
        </Link>
      </Button>
    </div>
  )
}
