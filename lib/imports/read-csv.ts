import { Readable } from "node:stream"
import { CsvError, parse } from "csv-parse"

import { IMPORT_MAX_BYTES } from "@/lib/validations/imports"

/** A file the import cannot read, with the pt-BR sentence the admin sees (never a 5xx). */
export class ImportFileError extends Error {}

export const FILE_TOO_LARGE =
  "O arquivo passa de 10 MB. Divida a planilha em arquivos menores e importe um de cada vez."
export const FILE_EMPTY = "O arquivo está vazio."
export const FILE_NOT_CSV =
  "O arquivo não parece ser um CSV de texto. Na planilha, use “Salvar como” → “CSV UTF-8 (separado por vírgulas)”."

export interface CsvRecord {
  cells: string[]
  /** The file's line where the record ends (a quoted cell may span lines). */
  line: number
}

/**
 * The records of a CSV upload as they stream in: at most IMPORT_MAX_BYTES are read (the rest is
 * refused, not buffered), the bytes must be UTF-8 text, and the separator is the one the header
 * line uses most ("," or ";", as a pt-BR spreadsheet saves). csv-parse's streaming parser does the
 * quoting rules; the file is never held whole.
 */
export async function* readCsvRecords(
  body: ReadableStream<Uint8Array>,
  maxBytes = IMPORT_MAX_BYTES
): AsyncGenerator<CsvRecord> {
  const reader = body.getReader()
  const decoder = new TextDecoder("utf-8", { fatal: true })
  let bytes = 0

  async function nextText(): Promise<string | null> {
    const { done, value } = await reader.read()
    if (done) {
      const tail = decoder.decode()
      return tail === "" ? null : tail
    }
    bytes += value.byteLength
    // From the limit on, not past it: a body cut at exactly the limit (a proxy's buffer) is refused too.
    if (bytes >= maxBytes) throw new ImportFileError(FILE_TOO_LARGE)
    let text: string
    try {
      text = decoder.decode(value, { stream: true })
    } catch {
      throw new ImportFileError(FILE_NOT_CSV)
    }
    if (text.includes("\u0000")) throw new ImportFileError(FILE_NOT_CSV)
    return text
  }

  try {
    // Enough of the start to see the header line, then the separator it uses.
    let head = ""
    for (;;) {
      const text = await nextText()
      if (text === null) break
      head += text
      if (/[\r\n]/.test(head) || head.length > 65_536) break
    }
    if (head.replace(/^\uFEFF/, "").trim() === "") throw new ImportFileError(FILE_EMPTY)
    const firstLine = head.split(/\r?\n/, 1)[0] ?? ""
    const delimiter = (firstLine.match(/;/g)?.length ?? 0) > (firstLine.match(/,/g)?.length ?? 0) ? ";" : ","

    async function* rest() {
      yield head
      for (;;) {
        const text = await nextText()
        if (text === null) return
        yield text
      }
    }
    const parser = parse({
      delimiter,
      bom: true,
      info: true,
      trim: true,
      skip_empty_lines: true,
      relax_column_count: true,
      max_record_size: 100_000,
    })
    const input = Readable.from(rest(), { objectMode: false })
    input.on("error", (error) => parser.destroy(error))
    input.pipe(parser)
    try {
      for await (const item of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
        yield { cells: item.record, line: item.info.lines }
      }
    } catch (error) {
      if (error instanceof ImportFileError) throw error
      if (error instanceof CsvError) {
        const line = (error as CsvError & { lines?: number }).lines
        throw new ImportFileError(
          `O arquivo não pôde ser lido como CSV${line ? ` (linha ${line})` : ""}: confira as aspas e o separador.`
        )
      }
      throw error
    } finally {
      input.destroy()
    }
  } finally {
    await reader.cancel().catch(() => undefined)
  }
}
