import { describe, expect, it } from "vitest"

import { bookableTimes, groupByDay, sameInstant } from "@/lib/mentoring/bookable-times"

// Monday 30 Nov 2026, 10:00 in São Paulo (UTC-03:00).
const NOW = new Date("2026-11-30T13:00:00.000Z")

describe("bookableTimes", () => {
  it("starts at the slot's start and steps by the session length while the session fits", () => {
    const times = bookableTimes({
      slots: [{ weekday: 2, start: "14:00", end: "17:00" }],
      sessionMinutes: 60,
      now: NOW,
      days: 2,
    })
    // Tuesday 1 Dec: 14h, 15h, 16h São Paulo = 17h, 18h, 19h UTC (17h would end at 18h: outside).
    expect(times).toEqual(["2026-12-01T17:00:00.000Z", "2026-12-01T18:00:00.000Z", "2026-12-01T19:00:00.000Z"])
  })

  it("leaves out a last start whose session would run past the slot's end", () => {
    const times = bookableTimes({
      slots: [{ weekday: 2, start: "14:00", end: "16:00" }],
      sessionMinutes: 90,
      now: NOW,
      days: 2,
    })
    expect(times).toEqual(["2026-12-01T17:00:00.000Z"])
  })

  it("keeps only times at least two hours away, and today's count", () => {
    const times = bookableTimes({
      slots: [{ weekday: 1, start: "09:00", end: "14:00" }],
      sessionMinutes: 60,
      now: NOW,
      days: 1,
    })
    // Now is 10:00: 12:00 and 13:00 remain (9:00 is past, 11:00 less than two hours away).
    expect(times).toEqual(["2026-11-30T15:00:00.000Z", "2026-11-30T16:00:00.000Z"])
  })

  it("covers 21 days: three of each weekday, none past the 21st day", () => {
    const times = bookableTimes({ slots: [{ weekday: 3, start: "19:00", end: "20:00" }], sessionMinutes: 60, now: NOW })
    expect(times).toEqual(["2026-12-02T22:00:00.000Z", "2026-12-09T22:00:00.000Z", "2026-12-16T22:00:00.000Z"])
    const monday = bookableTimes({
      slots: [{ weekday: 1, start: "09:00", end: "10:00" }],
      sessionMinutes: 60,
      now: NOW,
    })
    // Today's 9h has passed; the 21st day (Monday 21 Dec) at 9h is before now + 21 days.
    expect(monday).toEqual(["2026-12-07T12:00:00.000Z", "2026-12-14T12:00:00.000Z", "2026-12-21T12:00:00.000Z"])
  })

  it("hides times that overlap a scheduled session, partly or wholly", () => {
    const times = bookableTimes({
      slots: [{ weekday: 2, start: "14:00", end: "17:00" }],
      sessionMinutes: 60,
      busy: [{ startsAt: "2026-12-01T17:30:00.000Z", endsAt: "2026-12-01T18:30:00.000Z" }],
      now: NOW,
      days: 2,
    })
    expect(times).toEqual(["2026-12-01T19:00:00.000Z"])
  })

  it("ignores malformed slots and answers in order without duplicates", () => {
    const times = bookableTimes({
      slots: [
        { weekday: 2, start: "15:00", end: "16:00" },
        { weekday: 2, start: "14:00", end: "16:00" },
        { weekday: 2, start: "25:00", end: "26:00" },
        { weekday: 2, start: "16:00", end: "15:00" },
      ],
      sessionMinutes: 60,
      now: NOW,
      days: 2,
    })
    expect(times).toEqual(["2026-12-01T17:00:00.000Z", "2026-12-01T18:00:00.000Z"])
  })

  it("converts each day on its own wall clock across a change of offset, skipping a time the clock skips", () => {
    // New York springs forward on Sunday 8 March 2026 (02:00 → 03:00): 9h is 14:00 UTC before, 13:00 UTC after.
    const now = new Date("2026-03-06T12:00:00.000Z")
    const times = bookableTimes({
      slots: [
        { weekday: 0, start: "09:00", end: "10:00" },
        { weekday: 6, start: "09:00", end: "10:00" },
        { weekday: 0, start: "02:00", end: "02:30" },
      ],
      sessionMinutes: 60,
      now,
      days: 3,
      timeZone: "America/New_York",
    })
    expect(times).toEqual(["2026-03-07T14:00:00.000Z", "2026-03-08T13:00:00.000Z"])
  })

  it("groups times by their day in São Paulo", () => {
    const groups = groupByDay(["2026-12-01T17:00:00.000Z", "2026-12-02T02:30:00.000Z", "2026-12-02T13:00:00.000Z"])
    expect(groups).toEqual([
      { day: "2026-12-01", times: ["2026-12-01T17:00:00.000Z", "2026-12-02T02:30:00.000Z"] },
      { day: "2026-12-02", times: ["2026-12-02T13:00:00.000Z"] },
    ])
  })

  it("compares instants however they are written", () => {
    expect(sameInstant("2026-12-01T17:00:00.000Z", "2026-12-01T14:00:00-03:00")).toBe(true)
    expect(sameInstant("2026-12-01T17:00:00+00:00", "2026-12-01T17:01:00Z")).toBe(false)
    expect(sameInstant("x", "x")).toBe(false)
  })
})
