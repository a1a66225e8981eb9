"use client"

import type * as React from "react"
import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from "react"
import dynamic from "next/dynamic"
import Autoplay from "embla-carousel-autoplay"
import useEmblaCarousel from "embla-carousel-react"
import { ChevronLeftIcon, ChevronRightIcon, Maximize2Icon, PauseIcon, PlayIcon } from "lucide-react"

import type { Milestone } from "@/lib/content/timeline"
import { Button } from "@/components/ui/button"
import { MilestoneImage } from "@/components/site/milestone-image"

// The enlarged photo's dialog (Radix Dialog) loads on the first "Ampliar": /sobre's first load
// stays within the 60 KB of our JavaScript.
const MilestoneDialog = dynamic(
  () => import("@/components/site/milestone-dialog").then((module) => module.MilestoneDialog),
  { ssr: false }
)

const AUTOPLAY_DELAY_MS = 4000

const REDUCED_MOTION_QUERY = "(prefers-reduced-motion: reduce)"

function subscribeReducedMotion(onChange: () => void) {
  const query = window.matchMedia(REDUCED_MOTION_QUERY)
  query.addEventListener("change", onChange)
  return () => query.removeEventListener("change", onChange)
}

/** The server cannot know the preference, so it assumes reduced motion: nothing moves before hydration. */
function usePrefersReducedMotion() {
  return useSyncExternalStore(
    subscribeReducedMotion,
    () => window.matchMedia(REDUCED_MOTION_QUERY).matches,
    () => true
  )
}

export type TimelineCarouselProps = { milestones: Milestone[] }

/**
 * The About page's timeline: loops, advances every 4 s, pauses while hovered or focused, and has a
 * pause button (WCAG 2.2.2). With prefers-reduced-motion it neither autoplays nor animates.
 */
export function TimelineCarousel({ milestones }: TimelineCarouselProps) {
  const reducedMotion = usePrefersReducedMotion()
  const [pausedByUser, setPausedByUser] = useState(false)
  const autoplayEnabled = !reducedMotion && !pausedByUser

  // A new plugin list makes embla re-initialise, which is how autoplay is switched on and off cleanly:
  // the plugin itself restarts on mouseleave whatever the user chose.
  const plugins = useMemo(
    () =>
      autoplayEnabled ? [Autoplay({ delay: AUTOPLAY_DELAY_MS, stopOnMouseEnter: true, stopOnInteraction: false })] : [],
    [autoplayEnabled]
  )
  const [viewportRef, emblaApi] = useEmblaCarousel({ loop: true, align: "start", duration: 30 }, plugins)

  const [selected, setSelected] = useState(0)
  const [playing, setPlaying] = useState(false)
  const [enlarged, setEnlarged] = useState<Milestone | null>(null)

  useEffect(() => {
    if (!emblaApi) return
    const onSelect = () => setSelected(emblaApi.selectedScrollSnap())
    const onPlay = () => setPlaying(true)
    const onStop = () => setPlaying(false)
    const syncPlaying = () => setPlaying(Boolean(emblaApi.plugins().autoplay?.isPlaying()))
    onSelect()
    syncPlaying()
    emblaApi.on("select", onSelect).on("reInit", onSelect).on("autoplay:play", onPlay).on("autoplay:stop", onStop)
    return () => {
      emblaApi.off("select", onSelect).off("reInit", onSelect).off("autoplay:play", onPlay).off("autoplay:stop", onStop)
    }
  }, [emblaApi, plugins])

  const previous = useCallback(() => emblaApi?.scrollPrev(reducedMotion), [emblaApi, reducedMotion])
  const next = useCallback(() => emblaApi?.scrollNext(reducedMotion), [emblaApi, reducedMotion])

  const onKeyDown = (event: React.KeyboardEvent<HTMLElement>) => {
    if (event.key === "ArrowLeft") {
      event.preventDefault()
      previous()
    } else if (event.key === "ArrowRight") {
      event.preventDefault()
      next()
    }
  }

  const current = milestones[selected]
  const total = milestones.length

  return (
    <section
      aria-roledescription="carrossel"
      aria-label="Linha do tempo da Convergência Empreendedora"
      className="relative"
      onKeyDown={onKeyDown}
      data-ready={emblaApi ? "true" : "false"}
      data-selected-index={selected}
      data-autoplay={playing ? "on" : "off"}
    >
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <p className="text-muted-foreground text-sm" aria-hidden="true">
          <span className="text-foreground font-semibold">{selected + 1}</span> / {total}
        </p>
        <div className="flex items-center gap-2">
          {!reducedMotion ? (
            <Button
              variant="outline"
              size="icon"
              onClick={() => setPausedByUser((paused) => !paused)}
              aria-label={pausedByUser ? "Retomar apresentação automática" : "Pausar apresentação automática"}
            >
              {pausedByUser ? <PlayIcon aria-hidden="true" /> : <PauseIcon aria-hidden="true" />}
            </Button>
          ) : null}
          <Button variant="outline" size="icon" onClick={previous} aria-label="Marco anterior">
            <ChevronLeftIcon aria-hidden="true" />
          </Button>
          <Button variant="outline" size="icon" onClick={next} aria-label="Próximo marco">
            <ChevronRightIcon aria-hidden="true" />
          </Button>
        </div>
      </div>

      {/* Quiet while it advances by itself (every 4 s would drown a screen reader); polite otherwise. */}
      <p className="sr-only" aria-live={playing ? "off" : "polite"} aria-atomic="true" data-testid="timeline-status">
        {current ? `Marco ${selected + 1} de ${total}: ${current.dateLabel}, ${current.title}` : null}
      </p>

      <div ref={viewportRef} className="overflow-hidden">
        <div className="-ml-4 flex touch-pan-y">
          {milestones.map((milestone, index) => (
            <div
              key={milestone.id}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} de ${total}`}
              className="min-w-0 shrink-0 grow-0 basis-full pl-4 md:basis-1/2 lg:basis-1/3"
            >
              <article className="bg-card text-card-foreground flex h-full flex-col overflow-hidden rounded-xl border shadow-sm">
                <MilestoneImage
                  image={milestone.image}
                  sizes="(min-width: 1024px) 33vw, (min-width: 768px) 50vw, 100vw"
                />
                <div className="flex flex-1 flex-col gap-2 p-5">
                  <time dateTime={milestone.date} className="text-primary text-sm font-semibold">
                    {milestone.dateLabel}
                  </time>
                  <h3 className="text-lg leading-snug font-semibold">{milestone.title}</h3>
                  <p className="text-muted-foreground flex-1 text-sm leading-relaxed">{milestone.description}</p>
                  <Button
                    variant="ghost"
                    size="sm"
                    className="self-start"
                    onClick={() => setEnlarged(milestone)}
                    aria-label={`Ampliar: ${milestone.title}`}
                  >
                    <Maximize2Icon aria-hidden="true" />
                    Ampliar
                  </Button>
                </div>
              </article>
            </div>
          ))}
        </div>
      </div>

      {enlarged ? <MilestoneDialog milestone={enlarged} onClose={() => setEnlarged(null)} /> : null}
    </section>
  )
}
