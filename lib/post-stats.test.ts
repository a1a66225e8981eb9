import { describe, expect, it } from "vitest"

import { countWords, describePostLength, readingMinutes } from "./post-stats"

describe("countWords", () => {
  it("counts what a reader sees, not the markup", () => {
    expect(countWords("")).toBe(0)
    expect(countWords("<p></p>")).toBe(0)
    expect(countWords("<p>Olá,&nbsp;mundo</p><p>de novo</p>")).toBe(4)
    expect(countWords('<p>Um <a href="https://exemplo.org/muitas-palavras-aqui">link</a>.</p>')).toBe(2)
    expect(countWords("<h2>Ação</h2><ul><li>guarda-chuva</li><li>d’água 2026</li></ul>")).toBe(4)
  })
})

describe("readingMinutes", () => {
  it("rounds to whole minutes, at least one for any text", () => {
    expect(readingMinutes(0)).toBe(0)
    expect(readingMinutes(1)).toBe(1)
    expect(readingMinutes(299)).toBe(1)
    expect(readingMinutes(301)).toBe(2)
    expect(readingMinutes(1000)).toBe(5)
  })
})

describe("describePostLength", () => {
  it("says words and reading time in pt-BR", () => {
    expect(describePostLength("")).toBe("0 palavras")
    expect(describePostLength("<p>Olá</p>")).toBe("1 palavra · 1 min de leitura")
    expect(describePostLength(`<p>${"palavra ".repeat(1234)}</p>`)).toBe("1.234 palavras · 6 min de leitura")
  })
})
