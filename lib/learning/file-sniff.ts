import { fileTypeFromBuffer } from "file-type"

/**
 * What a file material may be (issue #36), told from its bytes, never from its name or the type the
 * browser claims: a renamed program, an HTML page or an SVG called ".pdf" would otherwise be stored
 * and offered to members as a document. The list is the private bucket's (learning-files) allowed
 * types, so Storage refuses the same things. The office formats are zips: file-type opens the zip
 * and reads `mimetype` (ODF) or `[Content_Types].xml` (OOXML) to tell them apart, and a zip that is
 * neither (or is a presentation, a jar, an epub) comes back as something we refuse.
 */

export const LEARNING_FILE_TYPES = {
  "application/pdf": "pdf",
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": "xlsx",
  "application/vnd.oasis.opendocument.spreadsheet": "ods",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document": "docx",
  "application/vnd.oasis.opendocument.text": "odt",
  "text/csv": "csv",
} as const

export type LearningFileMime = keyof typeof LEARNING_FILE_TYPES
export type LearningFileExtension = (typeof LEARNING_FILE_TYPES)[LearningFileMime]

export type SniffResult = { mime: LearningFileMime; extension: LearningFileExtension } | { error: string }

export const LEARNING_FILE_REFUSED = "Envie um PDF, planilha (XLSX, ODS, CSV) ou documento (DOCX, ODT)."
export const LEARNING_FILE_EMPTY = "O arquivo está vazio."
export const LEARNING_CSV_NOT_UTF8 = "Salve o CSV com a codificação UTF-8 e envie de novo."

const isLearningMime = (mime: string): mime is LearningFileMime => Object.hasOwn(LEARNING_FILE_TYPES, mime)

// Control characters a text table never holds (tab, line feed and carriage return are fine); NUL
// is the usual sign of a binary file or of UTF-16 text.
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/
// A page or a drawing renamed .csv: browsers that ignore the attachment header could render it.
const MARKUP = /^\s*</

function sniffCsv(bytes: Uint8Array, fileName: string): SniffResult {
  if (!/\.csv$/i.test(fileName.trim())) return { error: LEARNING_FILE_REFUSED }
  let text: string
  try {
    // fatal: a byte sequence that is not UTF-8 throws instead of turning into U+FFFD.
    text = new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(bytes)
  } catch {
    // Latin-1 text (old spreadsheet exports) has no NUL; binary data usually does.
    return { error: bytes.includes(0) ? LEARNING_FILE_REFUSED : LEARNING_CSV_NOT_UTF8 }
  }
  if (CONTROL.test(text) || MARKUP.test(text)) return { error: LEARNING_FILE_REFUSED }
  return { mime: "text/csv", extension: "csv" }
}

/**
 * The type of an uploaded file material: its MIME type and the extension to name it with (the
 * sniffed one, so a PDF called "apostila.docx" is still served as a PDF), or a pt-BR message.
 * `fileName` matters only for CSV, which has no magic number: then the name must end in ".csv" and
 * the bytes must be UTF-8 text without control characters.
 */
export async function sniffLearningFile(bytes: Uint8Array, fileName: string): Promise<SniffResult> {
  if (bytes.length === 0) return { error: LEARNING_FILE_EMPTY }
  let detected: Awaited<ReturnType<typeof fileTypeFromBuffer>>
  try {
    detected = await fileTypeFromBuffer(bytes)
  } catch {
    // A damaged zip or a truncated header: not a file we can vouch for.
    return { error: LEARNING_FILE_REFUSED }
  }
  if (detected) {
    return isLearningMime(detected.mime) && detected.mime !== "text/csv"
      ? { mime: detected.mime, extension: LEARNING_FILE_TYPES[detected.mime] }
      : { error: LEARNING_FILE_REFUSED }
  }
  return sniffCsv(bytes, fileName)
}
