import { describe, expect, it } from "vitest"

import {
  MENTORING_TEXT,
  mentorOfferFields,
  mentorOfferSchema,
  requestMentoringFields,
  requestMentoringSchema,
  respondMentoringSchema,
} from "@/lib/validations/mentoring"

const form = (entries: [string, string][]) => {
  const data = new FormData()
  for (const [key, value] of entries) data.append(key, value)
  return data
}

describe("the mentoring offer form", () => {
  const base: [string, string][] = [
    ["topics", "financas"],
    ["topics", "mentoria"],
    ["formats", "video"],
    ["sessionMinutes", "60"],
    ["active", "on"],
    ["slot.0.weekday", "2"],
    ["slot.0.start", "14:00"],
    ["slot.0.end", "17:00"],
    ["slot.1.weekday", ""],
    ["slot.1.start", ""],
    ["slot.1.end", ""],
  ]

  it("reads boxes as lists and numbered slot rows, skipping blank rows", () => {
    const parsed = mentorOfferSchema.parse(mentorOfferFields(form(base)))
    expect(parsed).toEqual({
      topics: ["financas", "mentoria"],
      topicsNote: "",
      formats: ["video"],
      sessionMinutes: 60,
      active: true,
      slots: [{ weekday: 2, start: "14:00", end: "17:00" }],
    })
  })

  it("asks for a slot to be active, and refuses overlapping or backwards slots", () => {
    const noSlots = mentorOfferSchema.safeParse(mentorOfferFields(form(base.slice(0, 5))))
    expect(noSlots.error?.issues.map((issue) => issue.message)).toEqual([MENTORING_TEXT.slotsMissing])
    const overlap = mentorOfferSchema.safeParse(
      mentorOfferFields(form([...base, ["slot.2.weekday", "2"], ["slot.2.start", "16:00"], ["slot.2.end", "18:00"]]))
    )
    expect(overlap.error?.issues.map((issue) => issue.message)).toEqual([MENTORING_TEXT.slotsOverlap])
    const backwards = mentorOfferSchema.safeParse(
      mentorOfferFields(
        form([...base.slice(0, 5), ["slot.0.weekday", "2"], ["slot.0.start", "17:00"], ["slot.0.end", "14:00"]])
      )
    )
    expect(backwards.error?.issues[0]?.message).toBe(MENTORING_TEXT.slotInvalid)
  })

  it("answers anything but a form in pt-BR", () => {
    const parsed = mentorOfferSchema.safeParse(mentorOfferFields("texto"))
    expect(parsed.error?.issues[0]?.message).toBe(MENTORING_TEXT.topicsMissing)
  })
})

describe("the request form", () => {
  it("takes 2 or 3 distinct times, written as instants", () => {
    const fields = (times: string[]) =>
      requestMentoringFields(
        form([
          ["mentorId", "0b000000-0000-4000-a000-000000000001"],
          ["topic", "Precificar bolos"],
          ["needs", "Não sei quanto cobrar."],
          ["format", "video"],
          ...times.map((time): [string, string] => ["times", time]),
        ])
      )
    expect(requestMentoringSchema.parse(fields(["2026-12-01T14:00:00-03:00", "2026-12-02T17:00:00Z"])).times).toEqual([
      "2026-12-01T17:00:00.000Z",
      "2026-12-02T17:00:00.000Z",
    ])
    for (const times of [["2026-12-01T17:00:00Z"], ["2026-12-01T17:00:00Z", "2026-12-01T14:00:00-03:00"]]) {
      expect(requestMentoringSchema.safeParse(fields(times)).error?.issues[0]?.message).toBe(MENTORING_TEXT.timesCount)
    }
    expect(requestMentoringSchema.safeParse(fields(["amanhã", "depois"])).error?.issues[0]?.message).toBe(
      MENTORING_TEXT.timeInvalid
    )
  })
})

describe("answering a request", () => {
  const id = "0b000000-0000-4000-a000-000000000002"
  it("needs a time to accept or propose, none to decline or withdraw", () => {
    expect(respondMentoringSchema.safeParse({ requestId: id, decision: "accept" }).error?.issues[0]?.message).toBe(
      MENTORING_TEXT.timeInvalid
    )
    expect(respondMentoringSchema.parse({ requestId: id, decision: "decline", message: " Agenda cheia. " })).toEqual({
      requestId: id,
      decision: "decline",
      time: null,
      message: "Agenda cheia.",
    })
    expect(
      respondMentoringSchema.parse({ requestId: id, decision: "propose", time: "2026-12-01T17:00:00Z" }).time
    ).toBe("2026-12-01T17:00:00.000Z")
  })
})
