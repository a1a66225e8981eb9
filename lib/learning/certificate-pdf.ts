import "server-only"

import { readFile } from "node:fs/promises"
import path from "node:path"
import fontkit from "@pdf-lib/fontkit"
import { PDFDocument, rgb, type PDFFont, type PDFImage, type PDFPage } from "pdf-lib"
import QRCode from "qrcode"

import { formatCalendarDay, formatDate } from "@/lib/format"
import { formatCertificateCode } from "@/lib/learning/certificate-code"
import { siteConfig } from "@/lib/site"

/**
 * The certificate a member downloads (issue #36): one A4 landscape page in pt-BR with her name,
 * the track or project, its hours and dates, the instructor, the platform's name and logo, the
 * verification code and a QR code to the public verification page. The text is real text in an
 * embedded font (so screen readers, search and copy-paste read it, and tests read it back), and
 * the QR code is drawn as vector squares, crisp at any zoom and printable.
 */

export interface CertificatePdfInput {
  holderName: string
  title: string
  kind: "track" | "project"
  hours: number
  /** Calendar days as stored ("2026-11-23"); startedOn may be missing for a one-day activity. */
  startedOn: string | null
  completedOn: string
  instructorName: string | null
  /** As stored (20 characters) or already formatted. */
  code: string
  /** The public verification page of this certificate, which the QR code opens. */
  verifyUrl: string
  issuedAt: string | Date
}

// The embedded font must cover pt-BR accents ("Conceição Araújo"): pdf-lib's standard fonts are
// WinAnsi-only and hold no glyph data, so text in them is not reliably extractable. Geist ships
// with Next (the share-card renderer's font, SIL Open Font License), so it is always installed.
const FONT_PATH = path.join(process.cwd(), "node_modules/next/dist/compiled/@vercel/og/Geist-Regular.ttf")
const LOGO_PATH = path.join(process.cwd(), "public", siteConfig.logo.png)

// Read once per process: every certificate uses the same bytes.
let assets: Promise<{ font: Uint8Array; logo: Uint8Array }> | undefined
function loadAssets() {
  if (!assets) {
    assets = Promise.all([readFile(FONT_PATH), readFile(LOGO_PATH)]).then(([font, logo]) => ({ font, logo }))
    // A failed read (a missing file) is not kept: the next certificate tries again.
    assets.catch(() => {
      assets = undefined
    })
  }
  return assets
}

// A4 landscape, in points.
const WIDTH = 841.89
const HEIGHT = 595.28
const MARGIN = 56
const PLUM = rgb(0x7a / 255, 0x1d / 255, 0x57 / 255)
const GOLD = rgb(0xf2 / 255, 0xa9 / 255, 0x3b / 255)
const INK = rgb(0.13, 0.11, 0.14)
const MUTED = rgb(0.38, 0.35, 0.4)

/** One line of text: no control characters, runs of blanks as one space. */
function clean(text: string): string {
  return text
    .normalize("NFC")
    .replace(/[\p{Cc}\p{Cf}\s]+/gu, " ")
    .trim()
}

// Joins the words of a date so that "5 de outubro de 2026" never breaks across lines.
const NBSP = "\u00A0"

/** Words laid out in lines no wider than `width`; a word wider than a line is broken. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = []
  let line = ""
  const fits = (value: string) => font.widthOfTextAtSize(value, size) <= width
  for (const word of text.split(" ")) {
    const candidate = line ? `${line} ${word}` : word
    if (fits(candidate)) {
      line = candidate
      continue
    }
    if (line) lines.push(line)
    line = ""
    let rest = word
    while (!fits(rest)) {
      let cut = rest.length - 1
      while (cut > 1 && !fits(rest.slice(0, cut))) cut -= 1
      lines.push(rest.slice(0, cut))
      rest = rest.slice(cut)
    }
    line = rest
  }
  if (line) lines.push(line)
  return lines
}

interface TextStyle {
  font: PDFFont
  size: number
  color?: ReturnType<typeof rgb>
}

/** Draws lines centred on `centerX`, top line's baseline at `y`; returns the baseline below the last. */
function drawCentered(page: PDFPage, lines: string[], centerX: number, y: number, style: TextStyle, leading = 1.3) {
  let baseline = y
  for (const line of lines) {
    const width = style.font.widthOfTextAtSize(line, style.size)
    page.drawText(line.replaceAll(NBSP, " "), {
      x: centerX - width / 2,
      y: baseline,
      size: style.size,
      font: style.font,
      color: style.color,
    })
    baseline -= style.size * leading
  }
  return baseline
}

/** The largest size from `max` down to `min` at which `text` fits in one line of `width`. */
function fittingSize(text: string, font: PDFFont, max: number, min: number, width: number): number {
  let size = max
  while (size > min && font.widthOfTextAtSize(text, size) > width) size -= 1
  return size
}

/**
 * The QR code as one SVG path of its dark modules, runs of a row merged into one rectangle, drawn
 * `size` points wide with its top-left corner at (x, y). Error correction M survives a fold or a
 * smudge on paper; the quiet zone is the white page around it.
 */
function drawQrCode(page: PDFPage, text: string, x: number, y: number, size: number) {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: "M" })
  const count = modules.size
  let pathData = ""
  for (let row = 0; row < count; row += 1) {
    let column = 0
    while (column < count) {
      if (!modules.get(row, column)) {
        column += 1
        continue
      }
      const start = column
      while (column < count && modules.get(row, column)) column += 1
      pathData += `M${start} ${row}h${column - start}v1h${start - column}z`
    }
  }
  page.drawSvgPath(pathData, { x, y, scale: size / count, color: INK, borderWidth: 0 })
}

function period(startedOn: string | null, completedOn: string): string {
  const day = (value: string) => formatCalendarDay(value, "long").replaceAll(" ", NBSP)
  const end = day(completedOn)
  const start = startedOn ? day(startedOn) : ""
  return start && startedOn !== completedOn ? `de ${start} a ${end}` : `em ${end}`
}

const hoursText = (hours: number) => {
  const whole = Math.max(1, Math.round(hours))
  return `${whole} ${whole === 1 ? "hora" : "horas"}`
}

function drawLogo(page: PDFPage, logo: PDFImage, font: PDFFont) {
  const size = 44
  const top = HEIGHT - MARGIN - 8
  page.drawImage(logo, { x: MARGIN + 16, y: top - size, width: size, height: size })
  page.drawText(siteConfig.name, { x: MARGIN + 16 + size + 12, y: top - size / 2 - 5, size: 15, font, color: PLUM })
}

/** The certificate as PDF bytes. */
export async function renderCertificatePdf(input: CertificatePdfInput): Promise<Uint8Array> {
  const { font: fontBytes, logo: logoBytes } = await loadAssets()
  const document = await PDFDocument.create()
  document.registerFontkit(fontkit)
  const font = await document.embedFont(fontBytes, { subset: true })
  const logo = await document.embedPng(logoBytes)

  const holder = clean(input.holderName) || "—"
  const title = clean(input.title)
  const code = formatCertificateCode(clean(input.code))
  const instructor = input.instructorName ? clean(input.instructorName) : ""
  const issuedAt = new Date(input.issuedAt)

  document.setTitle(`Certificado: ${title}`)
  document.setAuthor(siteConfig.name)
  document.setSubject(`Certificado de conclusão de ${holder}`)
  document.setCreator(siteConfig.name)
  document.setProducer(siteConfig.name)
  document.setLanguage("pt-BR")
  // The document's dates are the certificate's own: rendering it again gives the same file.
  if (!Number.isNaN(issuedAt.getTime())) {
    document.setCreationDate(issuedAt)
    document.setModificationDate(issuedAt)
  }

  const page = document.addPage([WIDTH, HEIGHT])
  const center = WIDTH / 2
  const textWidth = WIDTH - 2 * MARGIN - 80

  // A double frame in the brand's colours.
  page.drawRectangle({
    x: MARGIN / 2,
    y: MARGIN / 2,
    width: WIDTH - MARGIN,
    height: HEIGHT - MARGIN,
    borderColor: PLUM,
    borderWidth: 3,
  })
  page.drawRectangle({
    x: MARGIN / 2 + 8,
    y: MARGIN / 2 + 8,
    width: WIDTH - MARGIN - 16,
    height: HEIGHT - MARGIN - 16,
    borderColor: GOLD,
    borderWidth: 1,
  })

  drawLogo(page, logo, font)

  let y = HEIGHT - 158
  y = drawCentered(page, ["Certificado de conclusão"], center, y, { font, size: 34, color: PLUM })
  page.drawLine({
    start: { x: center - 60, y: y + 18 },
    end: { x: center + 60, y: y + 18 },
    thickness: 1.5,
    color: GOLD,
  })
  y -= 14
  y = drawCentered(page, ["Certificamos que"], center, y, { font, size: 14, color: MUTED })
  y -= 14
  const nameSize = fittingSize(holder, font, 30, 18, textWidth)
  y = drawCentered(page, wrap(holder, font, nameSize, textWidth), center, y, { font, size: nameSize, color: INK })
  y -= 8
  const deed = input.kind === "track" ? "concluiu a trilha" : "participou do projeto"
  const sentence = `${deed} “${title}”, com carga horária de ${hoursText(input.hours)}, ${period(input.startedOn, input.completedOn)}.`
  y = drawCentered(page, wrap(sentence, font, 15, textWidth), center, y, { font, size: 15, color: INK }, 1.45)

  // Footer: the instructor at the left, the code and QR code at the right.
  const footerTop = MARGIN + 118
  if (instructor) {
    const lineWidth = 230
    const left = MARGIN + 24
    page.drawLine({
      start: { x: left, y: footerTop - 40 },
      end: { x: left + lineWidth, y: footerTop - 40 },
      thickness: 0.75,
      color: MUTED,
    })
    const size = fittingSize(instructor, font, 13, 9, lineWidth)
    const lines = wrap(instructor, font, size, lineWidth)
    let baseline = footerTop - 56
    for (const line of lines) {
      page.drawText(line, { x: left, y: baseline, size, font, color: INK })
      baseline -= size * 1.25
    }
    page.drawText(instructor.includes(",") ? "Instrutoras" : "Instrutora", {
      x: left,
      y: baseline - 2,
      size: 10,
      font,
      color: MUTED,
    })
  }

  const issued = formatDate(issuedAt)
  if (issued) drawCentered(page, [`Emitido em ${issued}`], center, MARGIN + 20, { font, size: 10, color: MUTED })

  const qrSize = 92
  const qrLeft = WIDTH - MARGIN - 24 - qrSize
  drawQrCode(page, input.verifyUrl, qrLeft, footerTop, qrSize)
  const codeRight = qrLeft - 14
  const rightAligned = (text: string, baseline: number, size: number, color = INK) =>
    page.drawText(text, { x: codeRight - font.widthOfTextAtSize(text, size), y: baseline, size, font, color })
  rightAligned("Código de verificação", footerTop - 30, 10, MUTED)
  rightAligned(code, footerTop - 48, 14)
  // The address under the code, for whoever cannot scan: on two lines when it is long.
  const verifyWidth = codeRight - (MARGIN + 24 + 230 + 24)
  const verifyLines = wrap(`Verifique em ${input.verifyUrl.replace(/^https?:\/\//, "")}`, font, 9, verifyWidth)
  verifyLines.forEach((line, index) => rightAligned(line, footerTop - 66 - index * 11, 9, MUTED))

  return document.save()
}
