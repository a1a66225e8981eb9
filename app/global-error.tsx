"use client"

import "./globals.css"

import { useEffect } from "react"

import { ErrorScreen } from "@/components/layout/error-screen"

/** Replaces the root layout when it fails, so it brings its own <html> and <body>. */
export default function GlobalError({ error }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    console.error("[app.global-error]", error.digest ?? "client-side error")
  }, [error])

  return (
    <html lang="pt-BR">
      <head>
        <title>Oops! Algo deu errado | Convergência Empreendedora</title>
      </head>
      <body className="bg-background text-foreground antialiased">
        <main id="conteudo">
          <ErrorScreen standalone />
        </main>
      </body>
    </html>
  )
}
