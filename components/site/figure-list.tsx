import { cn } from "@/lib/utils"

export type Figure = { value: string; label: string }

/** The site's figures (from the admin's settings) as a four-column list of big numbers over labels. */
export function FigureList({ figures, valueClassName }: { figures: readonly Figure[]; valueClassName: string }) {
  return (
    <dl className="grid grid-cols-2 gap-8 text-center lg:grid-cols-4">
      {figures.map((figure) => (
        <div key={figure.label} className="flex flex-col-reverse gap-1">
          <dt className="text-sm font-medium opacity-90 sm:text-base">{figure.label}</dt>
          <dd className={cn(valueClassName, "font-bold tracking-tight sm:text-5xl")}>{figure.value}</dd>
        </div>
      ))}
    </dl>
  )
}
