import { instantOfWallTime, wallTimeIn } from "@/lib/format"
import { MENTORING_LIMITS, minutesOfClock } from "@/lib/mentoring/vocabulary"

/**
 * The start times a mentee may choose (issue #40), from a mentor's weekly slots: each slot's start,
 * then every session length, while the session ends within the slot; on the wall clock of São
 * Paulo, each day converted on its own so a change of offset never shifts a time; minus times
 * that overlap one of her scheduled sessions and times less than two hours away. Pure: the
 * database checks the chosen times again (request_mentoring).
 */

export interface WeeklySlot {
  /** 0 = domingo. */
  weekday: number
  /** "HH:MM". */
  start: string
  end: string
}

export interface BusyTime {
  startsAt: string
  endsAt: string
}

export interface BookableOptions {
  slots: readonly WeeklySlot[]
  sessionMinutes: number
  busy?: readonly BusyTime[]
  now: Date
  days?: number
  minLeadMinutes?: number
  timeZone?: string
}

const MINUTE = 60_000

/** The bookable start instants, ascending, as ISO strings (what the form posts and the database compares). */
export function bookableTimes({
  slots,
  sessionMinutes,
  busy = [],
  now,
  days = MENTORING_LIMITS.bookableDays,
  minLeadMinutes = MENTORING_LIMITS.minLeadHours * 60,
  timeZone,
}: BookableOptions): string[] {
  if (!Number.isInteger(sessionMinutes) || sessionMinutes <= 0) return []
  const today = wallTimeIn(now, timeZone)
  if (!today) return []
  const earliest = now.getTime() + minLeadMinutes * MINUTE
  const latest = now.getTime() + days * 24 * 60 * MINUTE
  const taken = busy
    .map((time) => ({ from: Date.parse(time.startsAt), to: Date.parse(time.endsAt) }))
    .filter((time) => Number.isFinite(time.from) && Number.isFinite(time.to))
  const found = new Set<number>()
  // Calendar days of the zone, from today to the day `days` later (the last one is cut by `latest`).
  for (let offset = 0; offset <= days; offset++) {
    const day = new Date(Date.UTC(today.year, today.month - 1, today.day + offset))
    const weekday = day.getUTCDay()
    for (const slot of slots) {
      if (slot.weekday !== weekday) continue
      const from = minutesOfClock(slot.start)
      const to = minutesOfClock(slot.end)
      if (from === null || to === null || to <= from) continue
      for (let start = from; start + sessionMinutes <= to; start += sessionMinutes) {
        const instant = instantOfWallTime(
          { year: day.getUTCFullYear(), month: day.getUTCMonth() + 1, day: day.getUTCDate(), minutes: start },
          timeZone
        )
        if (!instant) continue
        const begins = instant.getTime()
        const ends = begins + sessionMinutes * MINUTE
        if (begins < earliest || begins > latest) continue
        if (taken.some((time) => begins < time.to && time.from < ends)) continue
        found.add(begins)
      }
    }
  }
  return [...found].sort((a, b) => a - b).map((time) => new Date(time).toISOString())
}

/** Times grouped by their calendar day in the zone, in order: the request form's fieldsets. */
export function groupByDay(times: readonly string[], timeZone?: string): { day: string; times: string[] }[] {
  const groups: { day: string; times: string[] }[] = []
  for (const time of times) {
    const wall = wallTimeIn(time, timeZone)
    if (!wall) continue
    const day = `${wall.year}-${String(wall.month).padStart(2, "0")}-${String(wall.day).padStart(2, "0")}`
    const last = groups.at(-1)
    if (last?.day === day) last.times.push(time)
    else groups.push({ day, times: [time] })
  }
  return groups
}

/** The same instant, whatever way it was written ("…T17:00:00Z", "…T14:00:00-03:00", "…+00:00"). */
export const sameInstant = (a: string, b: string) => {
  const left = Date.parse(a)
  return Number.isFinite(left) && left === Date.parse(b)
}
