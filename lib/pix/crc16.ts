/**
 * CRC-16/CCITT-FALSE, the checksum that closes every Pix BR Code (field 63): polynomial 0x1021,
 * initial value 0xFFFF, no reflection, no final XOR, over the payload's UTF-8 bytes up to and
 * including "6304". Its check value for "123456789" is 29B1.
 *
 * The generator we use (@brazilian-utils/brazilian-utils) computes it internally but does not export
 * it, so this short routine exists to check every code we hand out (lib/pix/br-code.ts) and to give
 * the tests a second, independent computation.
 */
export function crc16CcittFalse(text: string): string {
  let crc = 0xffff
  for (const byte of new TextEncoder().encode(text)) {
    crc ^= byte << 8
    for (let bit = 0; bit < 8; bit++) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff
    }
  }
  return crc.toString(16).toUpperCase().padStart(4, "0")
}

/** Whether a payload ends with "6304" and the CRC of everything before those four hex digits. */
export function hasValidCrc(payload: string): boolean {
  const match = /^([\s\S]*6304)([0-9A-F]{4})$/.exec(payload)
  return match?.[1] !== undefined && crc16CcittFalse(match[1]) === match[2]
}
