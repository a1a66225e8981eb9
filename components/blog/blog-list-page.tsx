import type * as React from "react"

import { pageMetadata } from "@/lib/metadata"
import { BLOG_PATH } from "@/lib/routes"

/** Both list routes answer at /convergindo (see proxy.ts), so they share one canonical address. */
export const blogListMetadata = pageMetadata({
  title: "Convergindo: o blog",
  description:
    "Artigos sobre empreendedorismo feminino, economia solidária, finanças, marketing e redes de apoio para quem empreende.",
  keywords: ["blog", "empreendedorismo feminino", "economia solidária", "finanças", "marketing", "gestão"],
  path: BLOG_PATH,
})

/** The blog's title and intro above one state of the list. */
export function BlogListPage({ list }: { list: React.ReactNode }) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
      <header className="mb-10 max-w-3xl">
        <p className="text-primary text-sm font-semibold tracking-wide uppercase">Blog</p>
        <h1 className="mt-2 text-4xl font-bold tracking-tight sm:text-5xl">Convergindo</h1>
        <p className="text-muted-foreground mt-4 text-lg leading-relaxed">
          Histórias, ferramentas e reflexões para mulheres que empreendem: finanças, marketing, gestão, economia
          solidária e a força das redes de apoio.
        </p>
      </header>
      {list}
    </div>
  )
}
