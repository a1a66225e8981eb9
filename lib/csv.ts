import type { NewsletterSubscriber } from "@/lib/data/newsletter"
import { formatDate, formatDateTime, formatIsoDay, SITE_TIME_ZONE } from "@/lib/format"
import { SUBSCRIBER_STATUS_LABELS } from "@/lib/newsletter"

/**
 * CSV for spreadsheet programs as Brazilian admins use them. The separator is ";" because a
 * pt-BR Excel or LibreOffice uses "," as the decimal mark and ";" as the list separator, so a
 * comma file opens as one column there. A UTF-8 BOM makes Excel read accents correctly.
 */

const CSV_SEPARATOR = ";"
const CSV_BOM = "\uFEFF"

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

// The spec's six columns, then the consent record (LGPD): when, from which form, confirmed when.
const NEWSLETTER_CSV_HEADER = [
  "Nome",
  "Email",
  "Status",
  "Data de Inscrição",
  "Origem",
  "Tipo de Usuário",
  "Data do Consentimento",
  "Fonte do Consentimento",
  "Data da Confirmação",
] as const

/**
 * The subscriber export, from the screen's own rows (lib/data/newsletter.ts); dates in Brasília
 * time, so a late-evening sign-up keeps its Brazilian date.
 */
export function newsletterCsv(
  rows: readonly Pick<
    NewsletterSubscriber,
    | "name"
    | "email"
    | "status"
    | "subscribed_at"
    | "origin"
    | "user_type"
    | "consent_at"
    | "consent_source"
    | "confirmed_at"
  >[],
  timeZone = SITE_TIME_ZONE
) {
  const dateTime = (value: string | null) => (value ? formatDateTime(value, timeZone) : "")
  return toCsv(
    NEWSLETTER_CSV_HEADER,
    rows.map((row) => [
      row.name ?? "",
      row.email,
      SUBSCRIBER_STATUS_LABELS[row.status],
      formatDate(row.subscribed_at, timeZone),
      row.origin,
      row.user_type,
      dateTime(row.consent_at),
      row.consent_source ?? "",
      dateTime(row.confirmed_at),
    ])
  )
}

/** newsletter_subscribers_YYYY-MM-DD.csv, dated in Brasília time. */
export function newsletterCsvFileName(now = new Date(), timeZone = SITE_TIME_ZONE) {
  return `newsletter_subscribers_${formatIsoDay(now, timeZone)}.csv`
}
