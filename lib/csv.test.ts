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
  it("starts with a BOM, uses ; and CRLF, and writes the spec's columns and the consent record in pt-BR", () => {
    const csv = newsletterCsv([
      {
        name: "Conceição",
        email: "c@example.com",
        status: "confirmed",
        subscribed_at: "2026-01-02T01:00:00Z",
        origin: "footer",
        user_type: "visitante",
        consent_at: "2026-01-02T01:00:00Z",
        consent_source: "footer",
        confirmed_at: "2026-01-02T01:30:00Z",
      },
      {
        name: null,
        email: "x@example.com",
        status: "pending",
        subscribed_at: "2026-03-10T15:00:00Z",
        origin: "cadastro",
        user_type: "membro",
        consent_at: "2026-03-10T15:00:00Z",
        consent_source: "cadastro",
        confirmed_at: null,
      },
      {
        name: "Legado",
        email: "l@example.com",
        status: "unsubscribed",
        subscribed_at: "2025-05-05T12:00:00Z",
        origin: "importacao",
        user_type: "visitante",
        consent_at: null,
        consent_source: null,
        confirmed_at: null,
      },
    ])
    expect(csv.charCodeAt(0)).toBe(0xfeff)
    expect(csv.slice(1).split("\r\n")).toEqual([
      "Nome;Email;Status;Data de Inscrição;Origem;Tipo de Usuário;Data do Consentimento;Fonte do Consentimento;Data da Confirmação",
      'Conceição;c@example.com;Confirmado;01/01/2026;footer;visitante;"01/01/2026, 22:00";footer;"01/01/2026, 22:30"',
      ';x@example.com;Pendente;10/03/2026;cadastro;membro;"10/03/2026, 12:00";cadastro;',
      "Legado;l@example.com;Descadastrado;05/05/2025;importacao;visitante;;;",
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
