import { StarIcon } from "lucide-react"

import { formatRating, formatReviewCount } from "@/lib/directory-reviews"
import { cn } from "@/lib/utils"

/** Five stars, the first `value` filled (rounded to the nearest half for averages); read as "Nota 4,5 de 5". */
export function Stars({ value, className }: { value: number; className?: string }) {
  const rounded = Math.round(value * 2) / 2
  return (
    <span
      role="img"
      aria-label={`Nota ${formatRating(value)} de 5`}
      className={cn("inline-flex items-center gap-0.5", className)}
    >
      {Array.from({ length: 5 }, (_, index) => (
        <StarIcon
          key={index}
          aria-hidden="true"
          className={cn(
            "size-4",
            index + 1 <= rounded
              ? "fill-highlight text-highlight"
              : index + 0.5 === rounded
                ? "text-highlight fill-highlight/40"
                : "text-muted-foreground"
          )}
        />
      ))}
    </span>
  )
}

/** The average and the number of reviews ("4,5 · 12 avaliações"), or "Sem avaliações ainda". */
export function RatingSummary({
  average,
  count,
  className,
}: {
  average: number | null
  count: number
  className?: string
}) {
  if (average === null || count === 0) {
    return <span className={cn("text-muted-foreground text-sm", className)}>Sem avaliações ainda</span>
  }
  return (
    <span className={cn("inline-flex flex-wrap items-center gap-x-2 gap-y-1 text-sm", className)}>
      <Stars value={average} />
      <span className="font-semibold">{formatRating(average)}</span>
      <span className="text-muted-foreground">· {formatReviewCount(count)}</span>
    </span>
  )
}
