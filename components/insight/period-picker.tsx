import Link from "next/link"

import { PERIOD_KEYS, PERIOD_LABELS, type Period } from "@/lib/insight/period"
import { cn } from "@/lib/utils"
import { Button } from "@/components/ui/button"
import { Input } from "@/components/ui/input"
import { Label } from "@/components/ui/label"

/**
 * The period of the charts, in the address (issue #43): a link per preset and a GET form for a
 * custom one. No client JavaScript: the page reads the address again. A period the address gave
 * but that cannot be drawn is explained here, in pt-BR, and the default is shown.
 */
export function PeriodPicker({ path, period }: { path: string; period: Period }) {
  const presets = PERIOD_KEYS.filter((key) => key !== "personalizado")
  return (
    <div className="space-y-3" data-testid="period-picker">
      <nav aria-label="Período dos gráficos" className="flex flex-wrap gap-2">
        {presets.map((key) => {
          const current = period.key === key
          return (
            <Button key={key} asChild size="sm" variant={current ? "default" : "outline"}>
              <Link href={`${path}?periodo=${key}`} aria-current={current ? "page" : undefined} prefetch={false}>
                {PERIOD_LABELS[key]}
              </Link>
            </Button>
          )
        })}
      </nav>
      <form method="get" action={path} className="flex flex-wrap items-end gap-3">
        <input type="hidden" name="periodo" value="personalizado" />
        <div className="space-y-1">
          <Label htmlFor="periodo-de">De</Label>
          <Input
            id="periodo-de"
            name="de"
            type="date"
            defaultValue={period.fromDay}
            required
            aria-describedby={period.error ? "periodo-erro" : undefined}
          />
        </div>
        <div className="space-y-1">
          <Label htmlFor="periodo-ate">Até</Label>
          <Input
            id="periodo-ate"
            name="ate"
            type="date"
            defaultValue={period.toDay}
            required
            aria-describedby={period.error ? "periodo-erro" : undefined}
          />
        </div>
        <Button type="submit" size="sm" variant={period.key === "personalizado" ? "default" : "outline"}>
          Aplicar período
        </Button>
      </form>
      <p className={cn("text-sm", period.error ? "text-destructive font-medium" : "text-muted-foreground")}>
        {period.error ? (
          <span id="periodo-erro" role="alert">
            {period.error}{" "}
          </span>
        ) : null}
        Mostrando {period.label} ({BUCKET_WORDS[period.bucket]}).
      </p>
    </div>
  )
}

const BUCKET_WORDS = { day: "por dia", week: "por semana", month: "por mês" } as const
