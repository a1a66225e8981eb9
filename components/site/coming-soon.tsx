import type * as React from "react"
import Link from "next/link"
import { ArrowLeftIcon, CheckCircle2Icon, MailIcon } from "lucide-react"

import { cn } from "@/lib/utils"
import { Badge } from "@/components/ui/badge"
import { Button } from "@/components/ui/button"

type ComingSoonFeature = { title: string; text?: string }

export type ComingSoonProps = {
  title: string
  intro: string
  icon: React.ComponentType<{ className?: string; "aria-hidden"?: boolean | "true" }>
  /** What the section will offer once it opens. */
  features: readonly ComingSoonFeature[]
  /**
   * "site": a public page, with feature cards and the newsletter call. "admin": a section of the
   * panel the spec links to, inside the admin shell, with the way back to /admin.
   */
  variant?: "site" | "admin"
}

/** A real page for a section that is not open yet (never a 404): what is coming, and what to do meanwhile. */
export function ComingSoon({ title, intro, icon: Icon, features, variant = "site" }: ComingSoonProps) {
  const site = variant === "site"
  return (
    <div className={site ? "mx-auto max-w-5xl px-4 py-16 sm:px-6 sm:py-24 lg:px-8" : "mx-auto max-w-2xl py-8"}>
      <header className="mx-auto max-w-2xl text-center">
        <div className="bg-secondary text-secondary-foreground mx-auto mb-6 flex size-16 items-center justify-center rounded-2xl">
          <Icon className="size-8" aria-hidden="true" />
        </div>
        <Badge variant="secondary" className={cn("mb-4", site && "px-3 py-1 text-sm")}>
          Em breve
        </Badge>
        <h1 className={cn("font-bold tracking-tight", site ? "text-4xl sm:text-5xl" : "text-3xl")}>{title}</h1>
        <p className={cn("text-muted-foreground", site ? "mt-4 text-lg leading-relaxed" : "mt-3")}>{intro}</p>
      </header>
      {site ? <SiteFeatures features={features} /> : <AdminFeatures features={features} />}
    </div>
  )
}

function SiteFeatures({ features }: { features: readonly ComingSoonFeature[] }) {
  return (
    <>
      <section aria-labelledby="o-que-vem-ai" className="mt-14">
        <h2 id="o-que-vem-ai" className="mb-6 text-center text-2xl font-semibold">
          O que vem por aí
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {features.map((feature) => (
            <li key={feature.title} className="bg-card rounded-xl border p-5">
              <CheckCircle2Icon className="text-primary mb-3 size-5" aria-hidden="true" />
              <h3 className="font-semibold">{feature.title}</h3>
              {feature.text ? (
                <p className="text-muted-foreground mt-1 text-sm leading-relaxed">{feature.text}</p>
              ) : null}
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
    </>
  )
}

function AdminFeatures({ features }: { features: readonly ComingSoonFeature[] }) {
  return (
    <div className="text-center">
      <ul className="mx-auto mt-8 max-w-md space-y-2 text-left text-sm">
        {features.map((feature) => (
          <li key={feature.title} className="bg-card rounded-lg border p-3">
            {feature.title}
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
