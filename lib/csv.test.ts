import { describe, expect, it } from "vitest"
import { csvCell, newsletterCsv, newsletterCsvFileName, toCsv } from "@/lib/csv"

describe("csvCell", () => {
  it("quotes separators, quotes and line breaks", () => {
    expect(csvCell("simples")).toBe("simples")
    expect(csvCell("a;b")).toBe('"a;b"')
    expect(csvCell('diz "oi"')).toBe('"diz ""oi"""')
    expect(csvCell("linha\nnova")).toBe('"linha\nnova"')
    expect(csvCell(null)).toBe("")
  })

  it("neutralises cells that a spreadsheet would run as a formula", () => {
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"')
    expect(csvCell("+1")).toBe("'+1")
    expect(csvCell("-2")).toBe("'-2")
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)")
    expect(csvCell("Ana = Maria")).toBe("Ana = Maria")
  })
})

describe("newsletterCsv", () => {
  it("starts with a BOM, uses ; and CRLF, and writes the spec's columns in pt-BR", () => {
    const csv = newsletterCsv([
      {
        name: "Conceição",
        email: "c@example.com",
        active: true,
        subscribed_at: "2026-01-02T01:00:00Z",
        origin: "footer",
        user_type: "visitante",
      },
      {
        name: null,
        email: "x@example.com",
        active: false,
        subscribed_at: "2026-03-10T15:00:00Z",
        origin: "cadastro",
        user_type: "membro",
      },
    ])
    expect(csv.charCodeAt(0)).toBe(0xfeff)
    expect(csv.slice(1).split("\r\n")).toEqual([
      "Nome;Email;Status;Data de Inscrição;Origem;Tipo de Usuário",
      "Conceição;c@example.com;Ativo;01/01/2026;footer;visitante",
      ";x@example.com;Inativo;10/03/2026;cadastro;membro",
      "",
    ])
  })

  it("keeps an empty export to the header row", () => {
    expect(toCsv(["A"], [])).toBe("\uFEFFA\r\n")
  })
})

describe("newsletterCsvFileName", () => {
  it("dates the file in Brasília time", () => {
    expect(newsletterCsvFileName(new Date("2026-11-23T12:00:00Z"))).toBe("newsletter_subscribers_2026-11-23.csv")
    expect(newsletterCsvFileName(new Date("2026-11-24T01:00:00Z"))).toBe("newsletter_subscribers_2026-11-23.csv")
  })
})
