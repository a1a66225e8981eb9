import { type Figure, FigureList } from "@/components/site/figure-list"

export type HomeStatsProps = {
  /** Four figures from the admin's settings, read by the page. */
  figures: readonly Figure[]
}

export function HomeStats({ figures }: HomeStatsProps) {
  return (
    <section aria-labelledby="nossos-numeros" className="bg-primary text-primary-foreground py-14">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <h2 id="nossos-numeros" className="sr-only">
          Nossos números
        </h2>
        <FigureList figures={figures} valueClassName="text-4xl" />
      </div>
    </section>
  )
}
