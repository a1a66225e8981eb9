import type * as React from "react"

import type { DirectoryMapData } from "@/lib/data/directory-map"
import { directoryHref } from "@/lib/directory-url"
import { formatCount } from "@/lib/number-format"
import { cn } from "@/lib/utils"
import { BRAZIL_VIEW_BOX, STATE_SHAPES } from "@/components/directory/brazil-map-shapes"

/**
 * The colour scale, from theme tokens so it follows the light and dark themes: a grey for states
 * without listings (a different hue, so "none" never reads as "few"), then the primary colour mixed
 * into the page's background, stronger with more listings. In both themes each step moves away
 * from the background, so more always stands out more. Full class names, for Tailwind to find them.
 */
const FILLS = [
  "fill-[color-mix(in_oklch,var(--muted-foreground)_22%,var(--background))]",
  "fill-[color-mix(in_oklch,var(--primary)_30%,var(--background))]",
  "fill-[color-mix(in_oklch,var(--primary)_52%,var(--background))]",
  "fill-[color-mix(in_oklch,var(--primary)_76%,var(--background))]",
  "fill-primary",
] as const
const SWATCHES = [
  "bg-[color-mix(in_oklch,var(--muted-foreground)_22%,var(--background))]",
  "bg-[color-mix(in_oklch,var(--primary)_30%,var(--background))]",
  "bg-[color-mix(in_oklch,var(--primary)_52%,var(--background))]",
  "bg-[color-mix(in_oklch,var(--primary)_76%,var(--background))]",
  "bg-primary",
] as const
const MAX_LEVELS = FILLS.length - 1

/** How many steps the scale has: never more than the highest count, so no step is empty. */
export const levelCount = (max: number) => Math.min(MAX_LEVELS, max)

/** A count's step, 0 (none) to levelCount(max): equal slices of 1…max. */
export function levelOf(count: number, max: number): number {
  if (count <= 0 || max <= 0) return 0
  return Math.min(levelCount(max), Math.ceil((count * levelCount(max)) / max))
}

/** The counts one step covers, for the legend: "1", "2–3". */
export function levelRange(level: number, max: number): { from: number; to: number } {
  const levels = levelCount(max)
  return { from: Math.floor(((level - 1) * max) / levels) + 1, to: Math.floor((level * max) / levels) }
}

const negocios = (count: number) => formatCount(count, "negócio", "negócios")

export interface BrazilMapProps {
  data: DirectoryMapData
  /** The state the list is filtered by ("" for none): outlined, and aria-current. */
  current: string
}

/**
 * Brazil by state, server-rendered SVG with no client JavaScript: each state with listed businesses
 * is a link to the list filtered by it (/diretorio?uf=MG), named with its count ("Minas Gerais: 5
 * negócios"), in the package's alphabetical order for the keyboard. A state with none is drawn but
 * is not a link (it would lead to an empty list; README, "The directory's map").
 */
export function BrazilMap({ data, current }: BrazilMapProps) {
  const byCode = new Map(data.states.map((state) => [state.code, state]))
  const levels = Array.from({ length: levelCount(data.max) }, (_, index) => index + 1)
  return (
    <div className="flex flex-col gap-6 md:flex-row md:items-start">
      <svg
        viewBox={BRAZIL_VIEW_BOX}
        role="group"
        aria-label="Mapa do Brasil com o número de negócios por estado"
        className="h-auto w-full max-w-xl shrink-0"
      >
        {STATE_SHAPES.map((shape) => {
          const state = byCode.get(shape.code)
          const count = state?.count ?? 0
          const fill = FILLS[levelOf(count, data.max)]
          if (!state || count === 0) {
            return (
              <path
                key={shape.code}
                d={shape.d}
                aria-hidden="true"
                className={cn(fill, "stroke-background")}
                strokeWidth={1}
                vectorEffect="non-scaling-stroke"
              />
            )
          }
          const label = `${state.name}: ${negocios(count)}`
          const isCurrent = state.code === current
          return (
            <a
              key={shape.code}
              href={directoryHref({ state: state.code })}
              aria-label={label}
              aria-current={isCurrent ? "true" : undefined}
              className="group outline-none"
            >
              <title>{label}</title>
              <path
                d={shape.d}
                className={cn(
                  fill,
                  "group-hover:fill-highlight group-focus-visible:fill-highlight group-focus-visible:stroke-foreground cursor-pointer transition-colors group-focus-visible:stroke-[3]",
                  isCurrent ? "stroke-foreground stroke-[2.5]" : "stroke-background stroke-1"
                )}
                vectorEffect="non-scaling-stroke"
              />
            </a>
          )
        })}
      </svg>
      <div className="text-sm">
        <p className="font-medium">Negócios por estado</p>
        <ul className="mt-3 space-y-2">
          <LegendItem swatch={SWATCHES[0]}>Nenhum negócio ainda</LegendItem>
          {levels.map((level) => {
            const { from, to } = levelRange(level, data.max)
            return (
              <LegendItem key={level} swatch={SWATCHES[level]!}>
                {from === to ? negocios(from) : `${from} a ${to} negócios`}
              </LegendItem>
            )
          })}
        </ul>
        <p className="text-muted-foreground mt-4 max-w-xs">
          Escolha um estado colorido no mapa para ver os negócios de lá, ou use o filtro de estado acima.
        </p>
        <MapCredit className="mt-4 max-w-xs" />
      </div>
    </div>
  )
}

function LegendItem({ swatch, children }: { swatch: string; children: React.ReactNode }) {
  return (
    <li className="flex items-center gap-2">
      <span aria-hidden="true" className={cn("border-border size-4 shrink-0 rounded-sm border", swatch)} />
      {children}
    </li>
  )
}

/**
 * The map with its heading, below the directory's list (and on the filtered list, with the chosen
 * state outlined). Nothing when the read failed or nothing is listed yet: the list says so itself.
 */
export function BrazilMapSection({ data, current }: { data: DirectoryMapData | null; current: string }) {
  if (!data || data.statesWithListings === 0) return null
  return (
    <section aria-labelledby="mapa-da-rede" className="mt-16 border-t pt-12">
      <h2 id="mapa-da-rede" className="text-2xl font-bold tracking-tight">
        A rede pelo Brasil
      </h2>
      <p className="text-muted-foreground mt-2 mb-8">{presence(data.statesWithListings)}</p>
      <BrazilMap data={data} current={current} />
    </section>
  )
}

/** "Presente em 8 estados": the Federal District counts as one. */
export const presence = (states: number) => `Presente em ${formatCount(states, "estado", "estados")}`

/** The outlines' licence (CC BY 4.0) asks for this credit wherever the map is shown. */
export function MapCredit({ className }: { className?: string }) {
  return (
    <p className={cn("text-muted-foreground text-xs", className)}>
      Contornos dos estados:{" "}
      <a className="underline underline-offset-2" href="https://github.com/VictorCazanave/svg-maps">
        @svg-maps/brazil
      </a>
      , de Victor Cazanave, a partir do mapa da{" "}
      <a className="underline underline-offset-2" href="https://mapsvg.com/maps/brazil">
        MapSVG
      </a>
      , sob a licença{" "}
      <a className="underline underline-offset-2" href="https://creativecommons.org/licenses/by/4.0/deed.pt-br">
        CC BY 4.0
      </a>
      ; pontos arredondados.
    </p>
  )
}

/**
 * The same map, small and without links, for pages that show the network's reach (/sobre): an
 * illustration of the sentence beside it, so hidden from assistive technology.
 */
export function BrazilMiniMap({ data, className }: { data: DirectoryMapData; className?: string }) {
  const byCode = new Map(data.states.map((state) => [state.code, state.count]))
  return (
    <svg viewBox={BRAZIL_VIEW_BOX} aria-hidden="true" className={cn("h-auto w-full", className)}>
      {STATE_SHAPES.map((shape) => (
        <path
          key={shape.code}
          d={shape.d}
          className={cn(FILLS[levelOf(byCode.get(shape.code) ?? 0, data.max)], "stroke-background")}
          strokeWidth={1}
          vectorEffect="non-scaling-stroke"
        />
      ))}
    </svg>
  )
}
