import { describe, expect, it } from "vitest"

import { mentoringSessionIcs } from "@/lib/mentoring/session-ics"

const session = {
  id: "5e55a000-0000-4000-a000-000000000001",
  topic: "Preço, custos; e margem",
  format: "video" as const,
  // 14:00 to 15:00 in São Paulo.
  startsAt: "2026-12-01T17:00:00.000Z",
  endsAt: "2026-12-01T18:00:00.000Z",
  cancelled: false,
  otherName: "Joana Batista",
  role: "mentee" as const,
  host: "convergencia.test",
  url: "https://convergencia.test/dashboard/mentoria",
}

describe("mentoringSessionIcs", () => {
  const ics = mentoringSessionIcs(session, new Date("2026-11-30T12:00:00.000Z"))
  const lines = ics.split("\r\n")

  it("writes start and end on São Paulo's clock with its zone", () => {
    expect(lines).toContain("DTSTART;TZID=America/Sao_Paulo:20261201T140000")
    expect(lines).toContain("DTEND;TZID=America/Sao_Paulo:20261201T150000")
    expect(lines).toContain("DTSTAMP:20261130T120000Z")
  })

  it("describes São Paulo's zone as UTC-03:00 before the event", () => {
    const zone = lines.slice(lines.indexOf("BEGIN:VTIMEZONE"), lines.indexOf("END:VTIMEZONE") + 1)
    expect(zone).toEqual([
      "BEGIN:VTIMEZONE",
      "TZID:America/Sao_Paulo",
      "X-LIC-LOCATION:America/Sao_Paulo",
      "BEGIN:STANDARD",
      "TZOFFSETFROM:-0300",
      "TZOFFSETTO:-0300",
      "TZNAME:-03",
      "DTSTART:19700101T000000",
      "END:STANDARD",
      "END:VTIMEZONE",
    ])
    expect(lines.indexOf("END:VTIMEZONE")).toBeLessThan(lines.indexOf("BEGIN:VEVENT"))
  })

  it("names the session, whom it is with and how, escaped, with a UID of this site", () => {
    expect(lines).toContain("UID:5e55a000-0000-4000-a000-000000000001@convergencia.test")
    expect(lines).toContain("SUMMARY:Mentoria: Preço\\, custos\\; e margem")
    expect(ics.replace(/\r\n /g, "")).toContain(
      "DESCRIPTION:Mentora: Joana Batista\\nFormato: chamada de vídeo\\nCombinem os detalhes pela conversa em https://convergencia.test/dashboard/mentoria"
    )
    expect(lines).toContain("STATUS:CONFIRMED")
    for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75)
    expect(ics.endsWith("END:VCALENDAR\r\n")).toBe(true)
  })

  it("marks a cancelled session so a calendar drops it", () => {
    const cancelled = mentoringSessionIcs({ ...session, cancelled: true, role: "mentor" })
    expect(cancelled).toContain("STATUS:CANCELLED")
    expect(cancelled).toContain("Mentorada: Joana Batista")
  })
})
