export type AboutImpactProps = {
  /** Four figures from the admin's settings, read by the page. */
  figures: readonly { value: string; label: string }[]
}

export function AboutImpact({ figures }: AboutImpactProps) {
  return (
    <section aria-labelledby="nosso-impacto" className="bg-primary text-primary-foreground py-16">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <h2 id="nosso-impacto" className="mb-10 text-center text-3xl font-bold tracking-tight">
          Nosso Impacto
        </h2>
        <dl className="grid grid-cols-2 gap-8 text-center lg:grid-cols-4">
          {figures.map((item) => (
            <div key={item.label} className="flex flex-col-reverse gap-1">
              <dt className="text-sm font-medium opacity-90 sm:text-base">{item.label}</dt>
              <dd className="text-3xl font-bold tracking-tight sm:text-5xl">{item.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  )
}
