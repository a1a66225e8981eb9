import { crc32, deflateRawSync } from "node:zlib"
import { PDFDocument } from "pdf-lib"
import { describe, expect, it } from "vitest"

import { LEARNING_CSV_NOT_UTF8, LEARNING_FILE_EMPTY, LEARNING_FILE_REFUSED, sniffLearningFile } from "./file-sniff"

const REFUSED = "Envie um PDF, planilha (XLSX, ODS, CSV) ou documento (DOCX, ODT)."
const utf8 = (text: string) => new TextEncoder().encode(text)

/**
 * A real zip archive, as office suites write them: a local header and data per entry, then the
 * central directory and its end record. `store` keeps an entry uncompressed (ODF's `mimetype`
 * must be), the rest are deflated.
 */
function zip(entries: { name: string; text: string; store?: boolean }[]): Uint8Array {
  const locals: Buffer[] = []
  const centrals: Buffer[] = []
  let offset = 0
  for (const { name, text, store } of entries) {
    const data = Buffer.from(text, "utf8")
    const body = store ? data : deflateRawSync(data)
    const nameBytes = Buffer.from(name, "utf8")
    const method = store ? 0 : 8
    const crc = crc32(data)
    const local = Buffer.alloc(30)
    local.writeUInt32LE(0x04034b50, 0)
    local.writeUInt16LE(20, 4) // version needed
    local.writeUInt16LE(0, 6) // flags
    local.writeUInt16LE(method, 8)
    local.writeUInt32LE(0, 10) // time, date
    local.writeUInt32LE(crc, 14)
    local.writeUInt32LE(body.length, 18)
    local.writeUInt32LE(data.length, 22)
    local.writeUInt16LE(nameBytes.length, 26)
    local.writeUInt16LE(0, 28)
    const central = Buffer.alloc(46)
    central.writeUInt32LE(0x02014b50, 0)
    central.writeUInt16LE(20, 4)
    central.writeUInt16LE(20, 6)
    central.writeUInt16LE(0, 8)
    central.writeUInt16LE(method, 10)
    central.writeUInt32LE(0, 12)
    central.writeUInt32LE(crc, 16)
    central.writeUInt32LE(body.length, 20)
    central.writeUInt32LE(data.length, 24)
    central.writeUInt16LE(nameBytes.length, 28)
    central.writeUInt32LE(offset, 42)
    locals.push(local, nameBytes, body)
    centrals.push(central, nameBytes)
    offset += local.length + nameBytes.length + body.length
  }
  const directory = Buffer.concat(centrals)
  const end = Buffer.alloc(22)
  end.writeUInt32LE(0x06054b50, 0)
  end.writeUInt16LE(entries.length, 8)
  end.writeUInt16LE(entries.length, 10)
  end.writeUInt32LE(directory.length, 12)
  end.writeUInt32LE(offset, 16)
  return new Uint8Array(Buffer.concat([...locals, directory, end]))
}

const contentTypes = (mainType: string, part: string) =>
  `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/><Override PartName="${part}" ContentType="${mainType}"/></Types>`

const docx = () =>
  zip([
    {
      name: "[Content_Types].xml",
      text: contentTypes(
        "application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml",
        "/word/document.xml"
      ),
    },
    { name: "word/document.xml", text: "<w:document><w:body><w:p/></w:body></w:document>" },
  ])

const xlsx = (mainType = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml") =>
  zip([
    { name: "[Content_Types].xml", text: contentTypes(mainType, "/xl/workbook.xml") },
    { name: "xl/workbook.xml", text: "<workbook><sheets/></workbook>" },
  ])

const odf = (mimetype: string) =>
  zip([
    { name: "mimetype", text: mimetype, store: true },
    { name: "content.xml", text: "<office:document-content/>" },
    { name: "META-INF/manifest.xml", text: "<manifest:manifest/>" },
  ])

async function pdf() {
  const document = await PDFDocument.create()
  document.addPage().drawText("Apostila de precificacao")
  return document.save()
}

describe("sniffLearningFile accepts", () => {
  it("a PDF, whatever its name", async () => {
    const bytes = await pdf()
    expect(await sniffLearningFile(bytes, "apostila.pdf")).toEqual({ mime: "application/pdf", extension: "pdf" })
    // The bytes decide: a PDF named .docx is served as the PDF it is.
    expect(await sniffLearningFile(bytes, "apostila.docx")).toEqual({ mime: "application/pdf", extension: "pdf" })
  })

  it("a DOCX", async () => {
    expect(await sniffLearningFile(docx(), "plano.docx")).toEqual({
      mime: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
      extension: "docx",
    })
  })

  it("an XLSX", async () => {
    expect(await sniffLearningFile(xlsx(), "custos.xlsx")).toEqual({
      mime: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      extension: "xlsx",
    })
  })

  it("an ODT", async () => {
    expect(await sniffLearningFile(odf("application/vnd.oasis.opendocument.text"), "plano.odt")).toEqual({
      mime: "application/vnd.oasis.opendocument.text",
      extension: "odt",
    })
  })

  it("an ODS", async () => {
    expect(await sniffLearningFile(odf("application/vnd.oasis.opendocument.spreadsheet"), "custos.ods")).toEqual({
      mime: "application/vnd.oasis.opendocument.spreadsheet",
      extension: "ods",
    })
  })

  it("tells the four office zips apart (none is taken for another)", async () => {
    const results = await Promise.all([
      sniffLearningFile(docx(), "a.xlsx"),
      sniffLearningFile(xlsx(), "a.docx"),
      sniffLearningFile(odf("application/vnd.oasis.opendocument.text"), "a.ods"),
      sniffLearningFile(odf("application/vnd.oasis.opendocument.spreadsheet"), "a.odt"),
    ])
    expect(results.map((result) => ("extension" in result ? result.extension : result.error))).toEqual([
      "docx",
      "xlsx",
      "odt",
      "ods",
    ])
  })

  it("a UTF-8 CSV named .csv, with accents, a byte-order mark and CRLF lines", async () => {
    const csv = "\uFEFFProduto;Preço;Custo\r\nSabonete artesanal;12,50;4,30\r\nCoxinha;6,00;2,10\r\n"
    expect(await sniffLearningFile(utf8(csv), "Preços.CSV")).toEqual({ mime: "text/csv", extension: "csv" })
  })
})

describe("sniffLearningFile refuses", () => {
  it("uses the one pt-BR message", () => {
    expect(LEARNING_FILE_REFUSED).toBe(REFUSED)
  })

  it.each([
    [
      "a renamed Windows program",
      () => utf8("MZ\u0090\u0000\u0003\u0000\u0000\u0000\u0004\u0000PE\u0000\u0000"),
      "apostila.pdf",
    ],
    [
      "a renamed Linux program",
      () => new Uint8Array([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 0, 0x3e, 0]),
      "planilha.xlsx",
    ],
    ["an HTML page called .pdf", () => utf8("<!DOCTYPE html><html><script>alert(1)</script></html>"), "apostila.pdf"],
    ["an HTML page called .csv", () => utf8("<html><body onload=alert(1)>a;b</body></html>"), "dados.csv"],
    [
      "an SVG",
      () => utf8('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><circle r="4"/></svg>'),
      "logo.svg",
    ],
    [
      "an SVG called .csv",
      () => utf8('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"></svg>'),
      "logo.csv",
    ],
    ["a PNG image", () => new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]), "foto.pdf"],
    ["a zip that is not an office file", () => zip([{ name: "leia-me.txt", text: "olá" }]), "material.zip"],
    ["a zip renamed .docx", () => zip([{ name: "leia-me.txt", text: "olá" }]), "material.docx"],
    [
      "a Java archive renamed .xlsx",
      () => zip([{ name: "META-INF/MANIFEST.MF", text: "Manifest-Version: 1.0\n" }]),
      "custos.xlsx",
    ],
    ["an ODF presentation", () => odf("application/vnd.oasis.opendocument.presentation"), "aula.odt"],
    ["an EPUB", () => odf("application/epub+zip"), "livro.odt"],
    ["a macro-enabled workbook", () => xlsx("application/vnd.ms-excel.sheet.macroEnabled.main+xml"), "custos.xlsx"],
    ["CSV text under another name", () => utf8("a;b\n1;2\n"), "dados.txt"],
    ["CSV text with no name", () => utf8("a;b\n1;2\n"), ""],
    ["text with NUL bytes named .csv", () => utf8("a;b\n1;\u0000\n"), "dados.csv"],
    ["UTF-16 text named .csv", () => new Uint8Array(Buffer.from("\uFEFFa;b\r\n", "utf16le")), "dados.csv"],
    ["text with control characters named .csv", () => utf8("a;b\n\u001b[31m1;2\n"), "dados.csv"],
  ])("%s", async (_, bytes, name) => {
    expect(await sniffLearningFile(bytes(), name)).toEqual({ error: REFUSED })
  })

  it("an office file cut short (its zip cannot be read)", async () => {
    expect(await sniffLearningFile(docx().slice(0, 40), "plano.docx")).toEqual({ error: REFUSED })
  })

  it("an empty file, with its own message", async () => {
    expect(await sniffLearningFile(new Uint8Array(), "vazio.pdf")).toEqual({ error: LEARNING_FILE_EMPTY })
  })

  it("a Latin-1 CSV, asking for UTF-8", async () => {
    const latin1 = new Uint8Array(Buffer.from("Produto;Preço\nSabão;3,00\n", "latin1"))
    expect(await sniffLearningFile(latin1, "precos.csv")).toEqual({ error: LEARNING_CSV_NOT_UTF8 })
    expect(LEARNING_CSV_NOT_UTF8).toMatch(/UTF-8/)
  })
})
