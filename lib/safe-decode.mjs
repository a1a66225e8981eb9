// @ts-check
// Percent-decoding that never throws, in plain JavaScript: the production server (server.mjs)
// runs it before Next sees a request, and app code imports it too. Types: safe-decode.d.mts.

/**
 * `decodeURIComponent`, or `null` where it would throw a URIError: a lone "%", "%zz", bytes that
 * are not UTF-8 ("%ff"), an overlong form ("%c0%af") or an encoded lone surrogate ("%ed%a0%80").
 * @param {string} value
 * @returns {string | null}
 */
export function safeDecode(value) {
  try {
    return decodeURIComponent(value)
  } catch {
    return null
  }
}

const ESCAPE = /^%[0-9a-f]{2}$/i

/** How many bytes the UTF-8 sequence starting with `lead` has; 0 when no valid one starts so. */
function sequenceLength(/** @type {number} */ lead) {
  if (lead < 0x80) return 1
  if (lead >= 0xc2 && lead <= 0xdf) return 2
  if (lead >= 0xe0 && lead <= 0xef) return 3
  if (lead >= 0xf0 && lead <= 0xf4) return 4
  return 0
}

/**
 * `value` with each "%" that does not start a decodable escape written as "%25", so the whole of
 * it decodes, to the text the visitor typed. Valid escapes ("%C3%A7", "%2F") are kept as they are.
 * Next 16 answers a path it cannot decode ("/convergindo/%ff") with a 500: its router throws a
 * DecodeError and then fails to render a 400 page an App Router app does not have.
 * @param {string} value
 * @returns {string}
 */
export function escapeMalformedPercent(value) {
  if (safeDecode(value) !== null) return value
  let out = ""
  let index = 0
  while (index < value.length) {
    if (value[index] !== "%") {
      out += value[index]
      index += 1
      continue
    }
    const escape = value.slice(index, index + 3)
    const length = ESCAPE.test(escape) ? sequenceLength(Number.parseInt(escape.slice(1), 16)) : 0
    const sequence = value.slice(index, index + 3 * length)
    const whole = length > 0 && sequence.length === 3 * length && /^(?:%[0-9a-f]{2})+$/i.test(sequence)
    if (whole && safeDecode(sequence) !== null) {
      out += sequence
      index += sequence.length
    } else {
      out += "%25"
      index += 1
    }
  }
  return out
}
