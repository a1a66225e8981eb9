"use client"

import { AlertTriangleIcon, HomeIcon, RotateCwIcon } from "lucide-react"

import { Button } from "@/components/ui/button"

export type ErrorScreenProps = {
  /** The global error screen replaces the whole document, so it leaves the client router: plain links only. */
  standalone?: boolean
}

/** Spec's fallback error screen. It never shows the error's message: that may carry internal details. */
export function ErrorScreen({ standalone = false }: ErrorScreenProps) {
  return (
    <section
      role="alert"
      className={
        standalone
          ? "mx-auto flex min-h-dvh max-w-xl flex-col items-center justify-center px-4 py-24 text-center"
          : "mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center"
      }
    >
      <div className="bg-destructive/10 text-destructive mb-6 flex size-16 items-center justify-center rounded-full">
        <AlertTriangleIcon className="size-8" aria-hidden="true" />
      </div>
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Oops! Algo deu errado</h1>
      <p className="text-muted-foreground mt-4">
        Encontramos um erro inesperado. Tente recarregar a página ou voltar ao início.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {/* A full reload, as the spec asks: it also fetches fresh server output, which reset() alone would not. */}
        <Button size="lg" onClick={() => window.location.reload()}>
          <RotateCwIcon aria-hidden="true" />
          Recarregar
        </Button>
        <Button asChild size="lg" variant="outline">
          {/* A document navigation on purpose: after a failure the client state is not trusted. */}
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
          <a href="/">
            <HomeIcon aria-hidden="true" />
            Ir ao Início
          </a>
        </Button>
      </div>
    </section>
  )
}
