import { type Figure, FigureList } from "@/components/site/figure-list"

export type AboutImpactProps = {
  /** Four figures from the admin's settings, read by the page. */
  figures: readonly Figure[]
}

export function AboutImpact({ figures }: AboutImpactProps) {
  return (
    <section aria-labelledby="nosso-impacto" className="bg-primary text-primary-foreground py-16">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <h2 id="nosso-impacto" className="mb-10 text-center text-3xl font-bold tracking-tight">
          Nosso Impacto
        </h2>
        <FigureList figures={figures} valueClassName="text-3xl" />
      </div>
    </section>
  )
}
