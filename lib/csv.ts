/**
 * CSV for spreadsheet programs as Brazilian admins use them. The separator is ";" because a
 * pt-BR Excel or LibreOffice uses "," as the decimal mark and ";" as the list separator, so a
 * comma file opens as one column there. A UTF-8 BOM makes Excel read accents correctly.
 */

export const CSV_SEPARATOR = ";"
export const CSV_BOM = "\uFEFF"

// OWASP "CSV injection": a cell starting with one of these runs as a formula in Excel/Sheets.
const FORMULA_START = /^[=+\-@\t\r]/

/** One cell: neutralised against formula injection, then quoted when it needs to be. */
export function csvCell(value: string | number | boolean | null | undefined): string {
  let text = value === null || value === undefined ? "" : String(value)
  if (FORMULA_START.test(text)) text = `'${text}`
  return /[";\n\r,]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

/** A whole file: BOM, header row, CRLF line ends (what spreadsheet programs expect). */
export function toCsv(
  header: readonly string[],
  rows: ReadonlyArray<ReadonlyArray<string | number | boolean | null | undefined>>
) {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(CSV_SEPARATOR))
  return `${CSV_BOM}${lines.join("\r\n")}\r\n`
}

/** dd/MM/yyyy in Brasília time, so a late-evening sign-up keeps its Brazilian date. */
export function formatDatePtBr(value: string | Date, timeZone = "America/Sao_Paulo") {
  return new Intl.DateTimeFormat("pt-BR", { timeZone, day: "2-digit", month: "2-digit", year: "numeric" }).format(
    typeof value === "string" ? new Date(value) : value
  )
}

export interface NewsletterCsvRow {
  name: string | null
  email: string
  active: boolean
  subscribed_at: string
  origin: string
  user_type: string
}

export const NEWSLETTER_CSV_HEADER = [
  "Nome",
  "Email",
  "Status",
  "Data de Inscrição",
  "Origem",
  "Tipo de Usuário",
] as const

export function newsletterCsv(rows: readonly NewsletterCsvRow[], timeZone?: string) {
  return toCsv(
    NEWSLETTER_CSV_HEADER,
    rows.map((row) => [
      row.name ?? "",
      row.email,
      row.active ? "Ativo" : "Inativo",
      formatDatePtBr(row.subscribed_at, timeZone),
      row.origin,
      row.user_type,
    ])
  )
}

/** newsletter_subscribers_YYYY-MM-DD.csv, dated in Brasília time. */
export function newsletterCsvFileName(now = new Date(), timeZone = "America/Sao_Paulo") {
  // en-CA formats as YYYY-MM-DD.
  const day = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(
    now
  )
  return `newsletter_subscribers_${day}.csv`
}

/** dd/MM/yyyy HH:mm in Brasília time, for the admin tables. */
export function formatDateTimePtBr(value: string | Date, timeZone = "America/Sao_Paulo") {
  return new Intl.DateTimeFormat("pt-BR", {
    timeZone,
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
  }).format(typeof value === "string" ? new Date(value) : value)
}
