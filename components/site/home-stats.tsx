import { type Figure, FigureBand } from "@/components/site/figure-band"

export function HomeStats({ figures }: { figures: readonly Figure[] }) {
  return (
    <FigureBand
      figures={figures}
      id="nossos-numeros"
      title="Nossos números"
      titleClassName="sr-only"
      className="py-14"
      valueClassName="text-4xl"
    />
  )
}
