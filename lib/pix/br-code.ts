import "server-only"

import { generatePixPayload } from "@brazilian-utils/brazilian-utils"
import QRCode from "qrcode"

import { hasValidCrc } from "@/lib/pix/crc16"

/**
 * The Pix "copia e cola" code (BR Code) of an order and its QR image, made on the server (issue #38;
 * facts in ../shared/design/pix-br-code.md). A static code to the seller's own key, for the order's
 * exact total, with the order's code as the reference: the platform never holds the money and never
 * learns that it moved, so the seller confirms receipt herself.
 *
 * The payload comes from @brazilian-utils/brazilian-utils' `generatePixPayload`, not from pix-utils'
 * `createStaticPix`: since pix-utils 2.4.0 that one upper-cases the name and the city, so it cannot
 * give the Banco Central manual's own example ("Fulano de Tal" … `63041D3D`) byte for byte, while the
 * manual keeps the case. pix-utils parses every code back in the tests (lib/pix/br-code.test.ts).
 */

export const PIX_NAME_MAX = 25
export const PIX_CITY_MAX = 15
export const PIX_REFERENCE = /^[A-Za-z0-9]{1,25}$/
/** The reference a code carries when it has none. */
export const NO_REFERENCE = "***"

// Letters Unicode does not decompose into a base letter and an accent: spelled out, not dropped.
const SPELLED: Record<string, string> = {
  ß: "ss",
  æ: "ae",
  Æ: "AE",
  œ: "oe",
  Œ: "OE",
  ø: "o",
  Ø: "O",
  đ: "d",
  Đ: "D",
  ł: "l",
  Ł: "L",
  ð: "d",
  Ð: "D",
  þ: "th",
  Þ: "Th",
}

/**
 * A name or city as the code carries it: accents removed and case kept ("Conceição" → "Conceicao"),
 * plain printable ASCII, spaces collapsed, cut to `max` characters. The same folding the generator
 * applies, done first so every caller (and the tests) can know what the code will say.
 */
export function foldPixText(value: string, max: number): string {
  return value
    .replace(/[ßæÆœŒøØđĐłŁðÐþÞ]/g, (letter) => SPELLED[letter] ?? "")
    .normalize("NFD")
    .replace(/\s/g, " ")
    .replace(/[^\u0020-\u007E]/g, "")
    .replace(/ {2,}/g, " ")
    .trim()
    .slice(0, max)
    .trim()
}

/** 12345 → "123.45": the amount field's form (a dot, two decimals, no thousands separator). */
export function pixAmount(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new Error(`pixAmount: not a number of cents: ${cents}`)
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, "0")}`
}

export interface PixCopyPasteInput {
  /** The Pix key as stored (normalised by lib/pix/keys.ts: digits, +55…, lower-case e-mail or UUID). */
  key: string
  /** The receiver's name as her bank knows it (folded to ASCII here, at most 25 characters). */
  receiverName: string
  /** The receiver's city (folded, at most 15 characters). */
  receiverCity: string
  /** The exact amount in cents; null or 0 leaves the amount to the payer. */
  amountCents: number | null
  /** The order's code (`[A-Za-z0-9]{1,25}`), or null for none (`***`). */
  reference: string | null
}

/**
 * The payload of a static Pix code ("copia e cola"). Throws on input no stored order can have (a
 * key that is no Pix key, an empty name or city after folding, a reference with other characters),
 * and if the code does not end with its own CRC.
 */
export function pixCopyPaste({ key, receiverName, receiverCity, amountCents, reference }: PixCopyPasteInput): string {
  const merchantName = foldPixText(receiverName, PIX_NAME_MAX)
  const merchantCity = foldPixText(receiverCity, PIX_CITY_MAX)
  if (merchantName === "") throw new Error("pixCopyPaste: the receiver's name is empty once folded to ASCII")
  if (merchantCity === "") throw new Error("pixCopyPaste: the receiver's city is empty once folded to ASCII")
  if (reference !== null && !PIX_REFERENCE.test(reference)) {
    throw new Error("pixCopyPaste: the reference must be 1 to 25 letters or digits")
  }
  const amount = amountCents === null || amountCents === 0 ? undefined : Number(pixAmount(amountCents))
  const payload = generatePixPayload({
    key,
    merchantName,
    merchantCity,
    amount,
    txid: reference ?? undefined,
  })
  if (payload === null) throw new Error("pixCopyPaste: the Pix key or the amount was refused by the generator")
  if (!hasValidCrc(payload)) throw new Error("pixCopyPaste: the generated code does not match its CRC")
  return payload
}

/**
 * The code's QR image as an SVG document, drawn on the server (no script in the browser for it).
 * Error correction M, the four-module quiet zone the QR standard asks for, black on white whatever
 * the theme (banking apps read dark-on-light reliably).
 */
export async function pixQrSvg(payload: string): Promise<string> {
  return QRCode.toString(payload, {
    type: "svg",
    errorCorrectionLevel: "M",
    margin: 4,
    color: { dark: "#000000", light: "#ffffff" },
  })
}
