import { describe, expect, it } from "vitest"

import {
  authorName,
  FALLBACK_AUTHOR,
  formatBucket,
  formatCalendarDay,
  formatDate,
  formatDateTime,
  formatDateTimeLocalInput,
  formatDateTimeLong,
  formatDateTimeRange,
  formatHour,
  formatIsoDay,
  formatDayAndHour,
  formatPostDate,
  formatRelativeTime,
  formatTime,
  formatViews,
  formatWeekdayDay,
  formatDayMonthTime,
  instantOfWallTime,
  wallTimeIn,
} from "./format"

describe("formatPostDate", () => {
  it("writes dd de MMMM de yyyy in pt-BR", () => {
    expect(formatPostDate("2026-09-04T15:00:00.000Z")).toBe("04 de setembro de 2026")
    expect(formatPostDate(new Date("2025-03-15T12:00:00Z"))).toBe("15 de março de 2025")
  })

  it("uses the calendar of São Paulo, not the server's", () => {
    // 01:30 UTC on 1 January is still 31 December in Brazil (UTC-3).
    expect(formatPostDate("2026-01-01T01:30:00.000Z")).toBe("31 de dezembro de 2025")
    expect(formatPostDate("2026-01-01T03:00:00.000Z")).toBe("01 de janeiro de 2026")
  })

  it("returns an empty string for missing or invalid dates", () => {
    expect(formatPostDate(null)).toBe("")
    expect(formatPostDate(undefined)).toBe("")
    expect(formatPostDate("")).toBe("")
    expect(formatPostDate("não é data")).toBe("")
  })
})

describe("authorName", () => {
  it("keeps a real name, trimmed", () => {
    expect(authorName("  Marina Albuquerque ")).toBe("Marina Albuquerque")
  })

  it("falls back to the product name", () => {
    expect(FALLBACK_AUTHOR).toBe("Convergência Empreendedora")
    expect(authorName(null)).toBe(FALLBACK_AUTHOR)
    expect(authorName(undefined)).toBe(FALLBACK_AUTHOR)
    expect(authorName("   ")).toBe(FALLBACK_AUTHOR)
  })
})

describe("formatViews", () => {
  it("groups thousands and agrees in number", () => {
    expect(formatViews(1285)).toBe("1.285 visualizações")
    expect(formatViews(1)).toBe("1 visualização")
    expect(formatViews(0)).toBe("0 visualizações")
  })

  it("never prints a negative or fractional count", () => {
    expect(formatViews(-3)).toBe("0 visualizações")
    expect(formatViews(2.7)).toBe("2 visualizações")
    expect(formatViews(Number.NaN)).toBe("0 visualizações")
  })
})

describe("formatDate, formatDateTime, formatIsoDay", () => {
  it("write pt-BR numeric dates on the calendar of São Paulo by default", () => {
    // 01:30 UTC on 1 January is still 31 December, 22:30 in Brazil (UTC-3).
    expect(formatDate("2026-01-01T01:30:00.000Z")).toBe("31/12/2025")
    expect(formatDateTime("2026-01-01T01:30:00.000Z")).toBe("31/12/2025, 22:30")
    expect(formatIsoDay(new Date("2026-01-01T01:30:00.000Z"))).toBe("2025-12-31")
  })

  it("take another zone when asked", () => {
    expect(formatDate("2026-01-01T01:30:00.000Z", "UTC")).toBe("01/01/2026")
    expect(formatDateTime("2026-01-01T01:30:00.000Z", "UTC")).toBe("01/01/2026, 01:30")
    expect(formatIsoDay("2026-01-01T01:30:00.000Z", "UTC")).toBe("2026-01-01")
  })

  it("return an empty string for an unreadable date", () => {
    expect(formatDate("não é data")).toBe("")
    expect(formatDateTime("")).toBe("")
    expect(formatIsoDay(Number.NaN)).toBe("")
  })
})

const NOW = Date.parse("2026-11-23T15:00:00.000Z")
const s = 1000
const min = 60 * s
const h = 60 * min
const d = 24 * h

describe("formatRelativeTime (spec section 9)", () => {
  it.each([
    ["the same instant", 0, "Agora mesmo"],
    ["1 s ago", 1 * s, "Agora mesmo"],
    ["59.999 s ago", 60 * s - 1, "Agora mesmo"],
    ["a clock slightly ahead (30 s in the future)", -30 * s, "Agora mesmo"],
    ["exactly 60 s ago", 60 * s, "1 min atrás"],
    ["119 s ago", 119 * s, "1 min atrás"],
    ["2 min ago", 2 * min, "2 min atrás"],
    ["59 min 59 s ago", h - s, "59 min atrás"],
    ["exactly 1 h ago", h, "1 h atrás"],
    ["1 h 59 min ago", 2 * h - min, "1 h atrás"],
    ["23 h 59 min ago", d - min, "23 h atrás"],
    ["exactly 1 day ago", d, "1 d atrás"],
    ["47 h ago", 47 * h, "1 d atrás"],
    ["6 days 23 h ago", 7 * d - h, "6 d atrás"],
    ["exactly 7 days ago", 7 * d, "16/11/2026"],
    ["30 days ago", 30 * d, "24/10/2026"],
    ["a year ago", 365 * d, "23/11/2025"],
  ])("%s → %s", (_label, elapsed, expected) => {
    expect(formatRelativeTime(new Date(NOW - elapsed).toISOString(), { now: NOW, timeZone: "UTC" })).toBe(expected)
  })

  it("writes older dates in the reader's zone, pt-BR order", () => {
    // 02:00 UTC on the 10th is still the 9th in São Paulo (UTC-3).
    const at = "2026-11-10T02:00:00.000Z"
    expect(formatRelativeTime(at, { now: NOW, timeZone: "UTC" })).toBe("10/11/2026")
    expect(formatRelativeTime(at, { now: NOW, timeZone: "America/Sao_Paulo" })).toBe("09/11/2026")
  })

  it("accepts Date and epoch milliseconds as well as ISO text", () => {
    expect(formatRelativeTime(new Date(NOW - 5 * min), { now: new Date(NOW) })).toBe("5 min atrás")
    expect(formatRelativeTime(NOW - 3 * h, { now: NOW })).toBe("3 h atrás")
  })

  it("returns an empty text for an unreadable date", () => {
    expect(formatRelativeTime("not a date", { now: NOW })).toBe("")
  })
})

describe("formatDateTimeRange (issue #31: projects show their time)", () => {
  it("shows date and hours in São Paulo, stored in UTC", () => {
    expect(formatDateTimeRange("2026-12-15T22:00:00Z", "2026-12-16T00:00:00Z")).toBe("15/12/2026, 19h às 21h")
    expect(formatDateTimeRange("2026-12-15T22:30:00Z", null)).toBe("15/12/2026, 19h30")
    expect(formatHour("2026-12-15T12:05:00Z")).toBe("9h05")
  })
  it("names both ends of a project that spans days", () => {
    expect(formatDateTimeRange("2026-12-15T22:00:00Z", "2027-01-17T00:00:00Z")).toBe(
      "15/12/2026, 19h a 16/01/2027, 21h"
    )
  })
  it("leaves out an end that is missing, unreadable or not after the start", () => {
    expect(formatDateTimeRange("2026-12-15T22:00:00Z", "2026-12-15T21:00:00Z")).toBe("15/12/2026, 19h")
    expect(formatDateTimeRange("2026-12-15T22:00:00Z", "nada")).toBe("15/12/2026, 19h")
    expect(formatDateTimeRange("nada")).toBe("")
  })
})

// The formats that pages and components built with their own Intl.DateTimeFormat before issue #35.
describe("formatTime, formatDateTimeLocalInput, formatDateTimeLong", () => {
  const instant = "2026-12-01T22:30:00Z" // 19:30 in São Paulo

  it("writes the hour and minute in São Paulo, or another zone", () => {
    expect(formatTime(instant)).toBe("19:30")
    expect(formatTime(instant, "UTC")).toBe("22:30")
    expect(formatTime("not a date")).toBe("")
  })

  it("writes a datetime-local input's value in São Paulo", () => {
    expect(formatDateTimeLocalInput(instant)).toBe("2026-12-01T19:30")
    expect(formatDateTimeLocalInput("2026-12-02T02:05:00Z")).toBe("2026-12-01T23:05")
    expect(formatDateTimeLocalInput(null)).toBe("")
  })

  it("writes the long date and time in the zone given", () => {
    expect(formatDateTimeLong(instant, "America/Sao_Paulo")).toBe("1 de dezembro de 2026 às 19:30")
    expect(formatDateTimeLong("")).toBe("")
  })
})

describe("formatCalendarDay (issue #36: a certificate's dates are calendar days)", () => {
  it("writes the stored day as it is, with no time-zone shift", () => {
    // As an instant, 2026-11-01 is 31/10 21:00 in São Paulo; the day must stay the 1st.
    expect(formatDate("2026-11-01")).toBe("31/10/2026")
    expect(formatCalendarDay("2026-11-01")).toBe("01/11/2026")
    expect(formatCalendarDay("2026-03-09", "long")).toBe("9 de março de 2026")
    expect(formatCalendarDay("2026-12-31", "long")).toBe("31 de dezembro de 2026")
  })

  it.each([null, undefined, "", "2026-02-30", "2026-13-01", "23/11/2026", "2026-11-23T10:00:00Z"])(
    "writes nothing for %s",
    (value) => {
      expect(formatCalendarDay(value)).toBe("")
    }
  )
})

describe("formatDayAndHour (issue #39: a reminder says when)", () => {
  // 2026-12-14 22:30 in São Paulo (UTC-3).
  const now = "2026-12-15T01:30:00.000Z"
  it("says today and tomorrow on São Paulo's calendar, not UTC's", () => {
    expect(formatDayAndHour("2026-12-15T02:00:00.000Z", now)).toBe("hoje às 23h")
    expect(formatDayAndHour("2026-12-15T22:30:00.000Z", now)).toBe("amanhã às 19h30")
    expect(formatDayAndHour("2026-12-16T22:00:00.000Z", now)).toBe("16/12/2026 às 19h")
  })
  it("crosses a month and a year", () => {
    expect(formatDayAndHour("2027-01-01T12:00:00.000Z", "2026-12-31T12:00:00.000Z")).toBe("amanhã às 9h")
  })
  it("is empty for an unreadable time", () => {
    expect(formatDayAndHour("nope", now)).toBe("")
  })
})

describe("wall times of a zone", () => {
  it("reads São Paulo's clock and weekday", () => {
    expect(wallTimeIn("2026-12-01T02:30:00.000Z")).toEqual({
      year: 2026,
      month: 11,
      day: 30,
      hour: 23,
      minute: 30,
      weekday: 1,
    })
  })

  it("finds the instant of a wall time, rolling minutes over, and none inside a skipped hour", () => {
    expect(instantOfWallTime({ year: 2026, month: 12, day: 1, minutes: 14 * 60 })?.toISOString()).toBe(
      "2026-12-01T17:00:00.000Z"
    )
    expect(instantOfWallTime({ year: 2026, month: 12, day: 31, minutes: 1440 + 30 })?.toISOString()).toBe(
      "2027-01-01T03:30:00.000Z"
    )
    const ny = "America/New_York"
    expect(instantOfWallTime({ year: 2026, month: 3, day: 8, minutes: 150 }, ny)).toBeNull()
    expect(instantOfWallTime({ year: 2026, month: 3, day: 8, minutes: 180 }, ny)?.toISOString()).toBe(
      "2026-03-08T07:00:00.000Z"
    )
    // The repeated hour when the clocks go back: the first one.
    expect(instantOfWallTime({ year: 2026, month: 11, day: 1, minutes: 90 }, ny)?.toISOString()).toBe(
      "2026-11-01T05:30:00.000Z"
    )
  })

  it("writes a day heading and a day with its time", () => {
    expect(formatWeekdayDay("2026-11-30T15:00:00.000Z")).toBe("segunda-feira, 30/11")
    expect(formatDayMonthTime("2026-12-01T17:00:00.000Z")).toBe("01/12 às 14:00")
  })
})

describe("formatBucket (issue #43: a chart's buckets)", () => {
  it("names a day, a week and a month, short and long", () => {
    expect(formatBucket("2026-11-23", "day")).toBe("23/11")
    expect(formatBucket("2026-11-23", "day", true)).toBe("23/11/2026")
    expect(formatBucket("2026-11-23", "week")).toBe("sem. 23/11")
    expect(formatBucket("2026-11-23", "week", true)).toBe("semana de 23/11/2026")
    expect(formatBucket("2026-11-01", "month")).toBe("nov/2026")
    expect(formatBucket("2026-03-01", "month", true)).toBe("março de 2026")
    expect(formatBucket("SP", "day")).toBe("SP")
  })
})
