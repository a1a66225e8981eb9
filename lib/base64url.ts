/** UTF-8 text as base64url (no padding) and back: a path segment that carries any text. */
export function toBase64Url(text: string): string {
  const bytes = new TextEncoder().encode(text)
  let binary = ""
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "")
}

/** The text a base64url segment carries, or null when it is not base64url of UTF-8. */
export function fromBase64Url(param: string): string | null {
  if (!/^[A-Za-z0-9_-]*$/.test(param)) return null
  try {
    const binary = atob(param.replace(/-/g, "+").replace(/_/g, "/"))
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0))
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes)
  } catch {
    return null
  }
}
