import { describe, expect, it } from "vitest"

import { buildIcs, escapeIcsText, foldLine, icsDate } from "@/lib/ics"

describe("buildIcs", () => {
  const ics = buildIcs(
    [
      {
        uid: "abc@convergencia",
        title: "Finanças para MEI: Encontro 1",
        start: new Date("2026-12-01T22:30:00.000Z"),
        description: "Caixa, preço; e DAS\nTraga suas dúvidas",
        location: "Salvador/BA",
        url: "https://convergencia.test/projetos/financas-para-mei",
      },
    ],
    new Date("2026-11-24T12:00:00.000Z")
  )

  it("ends every line with CRLF and wraps one VEVENT in a VCALENDAR", () => {
    expect(ics.endsWith("\r\n")).toBe(true)
    expect(ics.split("\r\n").filter(Boolean)[0]).toBe("BEGIN:VCALENDAR")
    expect(ics).toContain("\r\nBEGIN:VEVENT\r\n")
    expect(ics).toContain("\r\nEND:VCALENDAR\r\n")
    expect(ics.replace(/\r\n/g, "")).not.toMatch(/\n|\r/)
  })

  it("writes times in UTC and defaults the end to one hour later", () => {
    expect(ics).toContain("DTSTART:20261201T223000Z")
    expect(ics).toContain("DTEND:20261201T233000Z")
    expect(ics).toContain("DTSTAMP:20261124T120000Z")
  })

  it("escapes commas, semicolons, backslashes and newlines in text", () => {
    expect(ics).toContain("DESCRIPTION:Caixa\\, preço\\; e DAS\\nTraga suas dúvidas")
    expect(escapeIcsText("a\\b")).toBe("a\\\\b")
  })

  it("folds lines longer than 75 octets without splitting a character", () => {
    const long = `SUMMARY:${"ação ".repeat(40)}`
    const folded = foldLine(long)
    const parts = folded.split("\r\n")
    expect(parts.length).toBeGreaterThan(1)
    for (const part of parts) expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75)
    expect(parts.slice(1).every((part) => part.startsWith(" "))).toBe(true)
    expect(parts.map((part, i) => (i ? part.slice(1) : part)).join("")).toBe(long)
  })

  it("formats a Date as a UTC basic timestamp", () => {
    expect(icsDate(new Date("2026-01-02T03:04:05.678Z"))).toBe("20260102T030405Z")
  })
})
