import {
  autoMapColumns,
  checkRow,
  type ColumnMapping,
  IMPORT_FIELDS,
  type ImportKind,
  type ImportRowValues,
  mappingProblems,
} from "@/lib/validations/imports"
import { type CsvRecord, FILE_EMPTY, ImportFileError } from "./read-csv"

/**
 * One pass over a CSV upload, for the preview and for the import alike (so what the preview
 * promised is what the import does): the header row, the mapping, each row checked, duplicates
 * within the file, then the good rows in batches against what already exists — and, when
 * importing, written. Rows stream through; only the keys seen so far are kept.
 */

export interface GoodRow {
  line: number
  key: string
  values: ImportRowValues
}

export interface BatchOutcome {
  imported: number
  /** Keys that turned out to exist when written (a race, or an address GoTrue already had). */
  skipped: string[]
  failed: { key: string; message: string }[]
}

export interface ImportBackend {
  /** Which of these keys exist already (addresses, or owner|name for businesses). */
  existing(kind: ImportKind, keys: string[]): Promise<Set<string>>
  /** Writes new rows; only called when importing. */
  write?(kind: ImportKind, rows: GoodRow[]): Promise<BatchOutcome>
}

export interface RowProblem {
  line: number
  problems: string[]
}

export interface ImportReport {
  headers: string[]
  mapping: ColumnMapping
  mappingProblems: string[]
  total: number
  invalid: number
  /** Rows with problems, in file order, up to PROBLEMS_SHOWN. */
  problems: RowProblem[]
  existingCount: number
  /** Addresses (or owner|name) already present, up to EXISTING_SHOWN. */
  existing: string[]
  newCount: number
  imported: number
  failed: { key: string; message: string }[]
}

export const PROBLEMS_SHOWN = 500
export const EXISTING_SHOWN = 500
const BATCH = 200

function headersOf(cells: string[]): string[] {
  const seen = new Set<string>()
  return cells.map((cell, index) => {
    let header = cell.trim() || `Coluna ${index + 1}`
    // Two columns with one title would make the mapping ambiguous.
    for (let n = 2; seen.has(header); n++) header = `${cell.trim() || `Coluna ${index + 1}`} (${n})`
    seen.add(header)
    return header
  })
}

export async function runImport(options: {
  kind: ImportKind
  records: AsyncIterable<CsvRecord>
  mapping: ColumnMapping | null
  remembered: ColumnMapping | null
  backend: ImportBackend
  write: boolean
}): Promise<ImportReport> {
  const { kind, backend } = options
  const iterator = options.records[Symbol.asyncIterator]()
  const first = await iterator.next()
  if (first.done) throw new ImportFileError(FILE_EMPTY)
  const headers = headersOf(first.value.cells)
  const mapping = options.mapping ?? autoMapColumns(kind, headers, options.remembered)
  const report: ImportReport = {
    headers,
    mapping,
    mappingProblems: mappingProblems(kind, mapping, headers),
    total: 0,
    invalid: 0,
    problems: [],
    existingCount: 0,
    existing: [],
    newCount: 0,
    imported: 0,
    failed: [],
  }
  if (report.mappingProblems.length > 0) {
    await iterator.return?.(undefined)
    return report
  }

  const firstLine = new Map<string, number>()
  let batch: GoodRow[] = []
  const flush = async () => {
    if (batch.length === 0) return
    const rows = batch
    batch = []
    const existing = await backend.existing(
      kind,
      rows.map((row) => row.key)
    )
    const fresh = rows.filter((row) => !existing.has(row.key))
    const present = rows.filter((row) => existing.has(row.key)).map((row) => row.key)
    let skipped = present
    if (options.write && backend.write && fresh.length > 0) {
      const outcome = await backend.write(kind, fresh)
      report.imported += outcome.imported
      report.failed.push(...outcome.failed)
      skipped = [...present, ...outcome.skipped]
      report.newCount += fresh.length - outcome.skipped.length
    } else {
      report.newCount += fresh.length
    }
    report.existingCount += skipped.length
    for (const key of skipped) if (report.existing.length < EXISTING_SHOWN) report.existing.push(key)
  }

  const duplicateText = kind === "businesses" ? "Negócio repetido no arquivo" : "E-mail repetido no arquivo"
  for (;;) {
    const next = await iterator.next()
    if (next.done) break
    const { cells, line } = next.value
    if (cells.every((cell) => cell === "")) continue
    report.total += 1
    const record: Record<string, string> = {}
    headers.forEach((header, index) => (record[header] = cells[index] ?? ""))
    const checked = checkRow(kind, mapping, record)
    if (checked.key && checked.problems.length === 0) {
      const seenAt = firstLine.get(checked.key)
      if (seenAt !== undefined) checked.problems.push(`${duplicateText} (também na linha ${seenAt}).`)
      else firstLine.set(checked.key, line)
    }
    if (checked.problems.length > 0 || !checked.key) {
      report.invalid += 1
      if (report.problems.length < PROBLEMS_SHOWN) report.problems.push({ line, problems: checked.problems })
      continue
    }
    batch.push({ line, key: checked.key, values: checked.values })
    if (batch.length >= BATCH) await flush()
  }
  await flush()
  return report
}

/** The fields of a kind as the wizard lists them. */
export const fieldsOf = (kind: ImportKind) =>
  IMPORT_FIELDS[kind].map(({ key, label, required }) => ({ key, label, required }))
