import { describe, expect, it } from "vitest"

import { FILE_EMPTY, FILE_NOT_CSV, FILE_TOO_LARGE, ImportFileError, readCsvRecords } from "./read-csv"
import { type GoodRow, type ImportBackend, runImport } from "./run-import"
import type { ImportKind } from "@/lib/validations/imports"

/** A body as a browser sends it: the bytes in chunks of `size`. */
function body(text: string | Uint8Array, size = 7): ReadableStream<Uint8Array> {
  const bytes = typeof text === "string" ? new TextEncoder().encode(text) : text
  let at = 0
  return new ReadableStream({
    pull(controller) {
      if (at >= bytes.length) return controller.close()
      controller.enqueue(bytes.slice(at, at + size))
      at += size
    },
  })
}

function memoryBackend(existing: string[] = []) {
  const known = new Set(existing)
  const written: GoodRow[] = []
  const backend: ImportBackend = {
    existing: async (_kind, keys) => new Set(keys.filter((key) => known.has(key))),
    write: async (_kind, rows) => {
      for (const row of rows) known.add(row.key)
      written.push(...rows)
      return { imported: rows.length, skipped: [], failed: [] }
    },
  }
  return { backend, written }
}

const run = (kind: ImportKind, text: string, backend: ImportBackend, write = false) =>
  runImport({ kind, records: readCsvRecords(body(text)), mapping: null, remembered: null, backend, write })

describe("readCsvRecords", () => {
  it("reads ';' files with a BOM, quoted cells across lines, and knows each record's line", async () => {
    const records = []
    for await (const record of readCsvRecords(body('\uFEFFNome;E-mail\n"Ana\nMaria";ana@x.com\nBia;bia@x.com\n')))
      records.push(record)
    expect(records).toEqual([
      { cells: ["Nome", "E-mail"], line: 1 },
      { cells: ["Ana\nMaria", "ana@x.com"], line: 3 },
      { cells: ["Bia", "bia@x.com"], line: 4 },
    ])
  })

  it.each([
    ["an empty file", "", FILE_EMPTY],
    ["blank lines only", "\n\n  \n", FILE_EMPTY],
    ["binary bytes", new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0xff, 0xfe, 0x00]), FILE_NOT_CSV],
  ])("refuses %s in pt-BR", async (_name, input, message) => {
    const read = async () => {
      for await (const record of readCsvRecords(body(input))) void record
    }
    await expect(read()).rejects.toThrow(new ImportFileError(message))
  })

  it("stops reading past the limit instead of taking the whole file", async () => {
    let pulled = 0
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1
        controller.enqueue(new TextEncoder().encode("a@b.com,Nome\n".repeat(100)))
      },
    })
    const read = async () => {
      for await (const record of readCsvRecords(endless, 50_000)) void record
    }
    await expect(read()).rejects.toThrow(FILE_TOO_LARGE)
    expect(pulled).toBeLessThan(60)
  })

  it("reports a broken quote with its line", async () => {
    const read = async () => {
      for await (const record of readCsvRecords(body('Nome,E-mail\n"Ana,ana@x.com\n'))) void record
    }
    await expect(read()).rejects.toThrow(/não pôde ser lido como CSV/)
  })
})

describe("runImport", () => {
  const MEMBERS = [
    "Nome completo,Email,Telefone,Cidade,UF,Papéis",
    "Ana Souza,ana@exemplo.com,(31) 99999-1234,Belo Horizonte,MG,empreendedora",
    "Bia,bia@exemplo,,,SP,",
    "Carla,carla@exemplo.com,,,XX,",
    ",dani@exemplo.com,,,,",
    "Ana de novo,ANA@exemplo.com,,,,",
    "Eva,eva@exemplo.com,,,minas gerais,instrutora; cliente",
    "Fê,fe@exemplo.com,123,,,chefe",
  ].join("\n")

  it("maps columns by name and lists each bad row's problems in pt-BR", async () => {
    const { backend } = memoryBackend()
    const report = await run("members", MEMBERS, backend)
    expect(report.mapping).toEqual({
      full_name: "Nome completo",
      email: "Email",
      phone: "Telefone",
      city: "Cidade",
      state: "UF",
      roles: "Papéis",
    })
    expect(report.total).toBe(7)
    expect(report.newCount).toBe(2)
    expect(report.invalid).toBe(5)
    expect(report.problems).toEqual([
      { line: 3, problems: ['E-mail inválido: "bia@exemplo".'] },
      { line: 4, problems: ['UF desconhecida: "XX".'] },
      { line: 5, problems: ["Campo obrigatório vazio: Nome."] },
      { line: 6, problems: ["E-mail repetido no arquivo (também na linha 2)."] },
      { line: 8, problems: ['Telefone inválido: "123".', 'Papel desconhecido: "chefe".'] },
    ])
  })

  it("imports only the good rows, and a second run adds none and lists them as existing", async () => {
    const { backend, written } = memoryBackend(["eva@exemplo.com"])
    const first = await run("members", MEMBERS, backend, true)
    expect(first.imported).toBe(1)
    expect(first.existing).toEqual(["eva@exemplo.com"])
    expect(written.map((row) => row.values)).toEqual([
      {
        full_name: "Ana Souza",
        email: "ana@exemplo.com",
        phone: "+5531999991234",
        city: "Belo Horizonte",
        state: "MG",
        roles: ["business_owner"],
      },
    ])
    const second = await run("members", MEMBERS, backend, true)
    expect(second.imported).toBe(0)
    expect(second.existingCount).toBe(2)
  })

  it("uses the mapping remembered for the kind when the file has those headers", async () => {
    const { backend } = memoryBackend()
    const report = await runImport({
      kind: "subscribers",
      records: readCsvRecords(body("Contato;Quem\nx@y.com;X\n")),
      mapping: null,
      remembered: { email: "Contato", name: "Quem" },
      backend,
      write: false,
    })
    expect(report.mapping).toEqual({ email: "Contato", name: "Quem" })
    expect(report.newCount).toBe(1)
  })

  it("says which required field has no column, and reads no row", async () => {
    const { backend } = memoryBackend()
    const report = await run("businesses", "Negócio,Cidade\nDoces,BH\n", backend)
    expect(report.mappingProblems).toEqual([
      'Escolha a coluna de "E-mail da dona".',
      'Escolha a coluna de "Nome da dona".',
    ])
    expect(report.total).toBe(0)
  })
})
