import { cn } from "@/lib/utils"
import { SiteSection } from "@/components/site/site-section"

export type Figure = { value: string; label: string }

export type FigureBandProps = {
  /** Four figures from the admin's settings, read by the page. */
  figures: readonly Figure[]
  /** The heading's id, which labels the section. */
  id: string
  title: string
  titleClassName: string
  className: string
  valueClassName: string
}

/** A plum band of the site's figures: big numbers over their labels, four to a row on wide screens. */
export function FigureBand({ figures, id, title, titleClassName, className, valueClassName }: FigureBandProps) {
  return (
    <SiteSection
      id={id}
      title={title}
      titleClassName={titleClassName}
      className={cn("bg-primary text-primary-foreground", className)}
    >
      <dl className="grid grid-cols-2 gap-8 text-center lg:grid-cols-4">
        {figures.map((figure) => (
          <div key={figure.label} className="flex flex-col-reverse gap-1">
            <dt className="text-sm font-medium opacity-90 sm:text-base">{figure.label}</dt>
            <dd className={cn(valueClassName, "font-bold tracking-tight sm:text-5xl")}>{figure.value}</dd>
          </div>
        ))}
      </dl>
    </SiteSection>
  )
}
