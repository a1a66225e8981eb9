import type * as React from "react"
import Link from "next/link"
import { CheckCircle2Icon, MailIcon } from "lucide-react"

import { Badge } from "@/components/ui/badge"
import { Button } from "@/components/ui/button"

export type ComingSoonProps = {
  title: string
  intro: string
  icon: React.ComponentType<{ className?: string; "aria-hidden"?: boolean | "true" }>
  /** What the section will offer once it opens. */
  features: { title: string; text: string }[]
}

/** A real page for a section that is not open yet: what is coming, and how to hear when it opens. */
export function ComingSoon({ title, intro, icon: Icon, features }: ComingSoonProps) {
  return (
    <div className="mx-auto max-w-5xl px-4 py-16 sm:px-6 sm:py-24 lg:px-8">
      <header className="mx-auto max-w-2xl text-center">
        <div className="bg-secondary text-secondary-foreground mx-auto mb-6 flex size-16 items-center justify-center rounded-2xl">
          <Icon className="size-8" aria-hidden="true" />
        </div>
        <Badge variant="secondary" className="mb-4 px-3 py-1 text-sm">
          Em breve
        </Badge>
        <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">{title}</h1>
        <p className="text-muted-foreground mt-4 text-lg leading-relaxed">{intro}</p>
      </header>

      <section aria-labelledby="o-que-vem-ai" className="mt-14">
        <h2 id="o-que-vem-ai" className="mb-6 text-center text-2xl font-semibold">
          O que vem por aí
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {features.map((feature) => (
            <li key={feature.title} className="bg-card rounded-xl border p-5">
              <CheckCircle2Icon className="text-primary mb-3 size-5" aria-hidden="true" />
              <h3 className="font-semibold">{feature.title}</h3>
              <p className="text-muted-foreground mt-1 text-sm leading-relaxed">{feature.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="fique-por-dentro" className="bg-muted/50 mt-14 rounded-2xl border p-8 text-center">
        <MailIcon className="text-primary mx-auto mb-3 size-8" aria-hidden="true" />
        <h2 id="fique-por-dentro" className="text-2xl font-semibold">
          Quer saber quando abrir?
        </h2>
        <p className="text-muted-foreground mx-auto mt-2 max-w-xl">
          Assine a nossa newsletter e receba o aviso de lançamento em primeira mão, ou crie sua conta para participar da
          comunidade desde já.
        </p>
        <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
          <Button asChild size="lg">
            <a href="#newsletter">Assinar a newsletter</a>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link href="/auth">Criar minha conta</Link>
          </Button>
        </div>
      </section>
    </div>
  )
}
