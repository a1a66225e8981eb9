import { extractText, getDocumentProxy } from "unpdf"
import { describe, expect, it } from "vitest"

import { renderCertificatePdf, type CertificatePdfInput } from "./certificate-pdf"

const CODE = "7K3M9QXR2VB0HDNT4WZ8"
const BASE: CertificatePdfInput = {
  holderName: "Conceição Araújo",
  title: "Formalização do MEI: do zero ao CNPJ",
  kind: "track",
  hours: 12,
  startedOn: "2026-10-05",
  completedOn: "2026-11-23",
  instructorName: "Márcia Gonçalves",
  code: CODE,
  verifyUrl: `https://convergencia.test/certificados/${CODE}`,
  issuedAt: "2026-11-23T18:30:00Z",
}

/** The text a reader (or a person copying it) gets from the PDF, runs of blanks as one space. */
async function textOf(bytes: Uint8Array): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true })
  return text.replace(/\s+/g, " ")
}

describe("renderCertificatePdf", () => {
  it("is a one-page PDF whose text holds her name (accents included), the title, the code and the hours", async () => {
    const bytes = await renderCertificatePdf(BASE)
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-")
    const document = await getDocumentProxy(new Uint8Array(bytes))
    expect(document.numPages).toBe(1)
    const text = await textOf(bytes)
    expect(text).toContain("Certificado de conclusão")
    expect(text).toContain("Conceição Araújo")
    expect(text).toContain("Formalização do MEI: do zero ao CNPJ")
    expect(text).toContain("7K3M9-QXR2V-B0HDN-T4WZ8")
    expect(text).toContain("12 horas")
  })

  it("says what she did, when, with whom and where it is verified", async () => {
    const text = await textOf(await renderCertificatePdf(BASE))
    expect(text).toContain("concluiu a trilha")
    expect(text).toContain("de 5 de outubro de 2026 a 23 de novembro de 2026")
    expect(text).toContain("Márcia Gonçalves")
    expect(text).toContain("Instrutora")
    expect(text).toContain("Convergência Empreendedora")
    expect(text).toContain(`convergencia.test/certificados/${CODE}`)
  })

  it("words a project's certificate, one hour and one day", async () => {
    const text = await textOf(
      await renderCertificatePdf({
        ...BASE,
        kind: "project",
        title: "Feira Solidária de Verão",
        hours: 1,
        startedOn: "2026-11-23",
        instructorName: "Ana Souza, Beatriz Lima",
      })
    )
    expect(text).toContain("participou do projeto")
    expect(text).toContain("1 hora,")
    expect(text).toContain("em 23 de novembro de 2026")
    expect(text).toContain("Instrutoras")
  })

  it("keeps a long name and title on the page, whole", async () => {
    const holderName = "Maria da Conceição Aparecida dos Santos Gonçalves de Araújo e Silva Pereira"
    const title = "Precificação justa ".repeat(8).trim()
    const text = await textOf(await renderCertificatePdf({ ...BASE, holderName, title, instructorName: null }))
    expect(text).toContain(holderName)
    expect(text).toContain(title)
    expect(text).not.toContain("Instrutora")
  })

  it("renders the same bytes for the same certificate", async () => {
    const [first, second] = await Promise.all([renderCertificatePdf(BASE), renderCertificatePdf(BASE)])
    expect(Buffer.from(first).equals(Buffer.from(second))).toBe(true)
  })
})

describe("renderCertificatePdf with text the font lacks", () => {
  it("still renders, keeping what it can draw", async () => {
    const text = await textOf(
      await renderCertificatePdf({ ...BASE, holderName: "Ana 🌻 Lima\u0000 李", title: "Vendas\u200b online" })
    )
    expect(text).toContain("Ana")
    expect(text).toContain("Lima")
    expect(text).toContain("Vendas online")
  })
})
