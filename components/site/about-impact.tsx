import { type Figure, FigureBand } from "@/components/site/figure-band"

export function AboutImpact({ figures }: { figures: readonly Figure[] }) {
  return (
    <FigureBand
      figures={figures}
      id="nosso-impacto"
      title="Nosso Impacto"
      titleClassName="mb-10 text-center text-3xl font-bold tracking-tight"
      className="py-16"
      valueClassName="text-3xl"
    />
  )
}
