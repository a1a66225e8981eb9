export type HomeStatsProps = {
  /** Four figures from the admin's settings, read by the page. */
  figures: readonly { value: string; label: string }[]
}

export function HomeStats({ figures }: HomeStatsProps) {
  return (
    <section aria-labelledby="nossos-numeros" className="bg-primary text-primary-foreground py-14">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <h2 id="nossos-numeros" className="sr-only">
          Nossos números
        </h2>
        <dl className="grid grid-cols-2 gap-8 text-center lg:grid-cols-4">
          {figures.map((stat) => (
            <div key={stat.label} className="flex flex-col-reverse gap-1">
              <dt className="text-sm font-medium opacity-90 sm:text-base">{stat.label}</dt>
              <dd className="text-4xl font-bold tracking-tight sm:text-5xl">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  )
}
