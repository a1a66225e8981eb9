import { ERRORS } from "./errors.ts"

/** The largest upload of any bucket: the Supabase CLI's default `[storage] file_size_limit`, 50 MiB. */
export const GLOBAL_FILE_SIZE_LIMIT = 50 * 1024 * 1024

// Storage's key rules (src/storage/limits.ts): S3-safe characters only; the hyphen stays last.
const VALID_OBJECT_KEY = /^[A-Za-z0-9_/!.*'() &$=@;:+,?-]*$/
const VALID_BUCKET_NAME = /^[A-Za-z0-9_!.*'() &$=@;:+,?-]*$/
const VALID_MIME_TYPE = /^([a-zA-Z0-9\-+.]+)\/([a-zA-Z0-9\-+.]+)(;\s*charset=[a-zA-Z0-9-]+)?$|\*$/

export function mustBeValidKey(key: string) {
  if (!key || !VALID_OBJECT_KEY.test(key)) throw ERRORS.invalidKey(key)
}

export function mustBeValidBucketName(name: string) {
  if (!name || name.length > 100 || name.trim() !== name || !VALID_BUCKET_NAME.test(name)) {
    throw ERRORS.invalidBucketName()
  }
}

/** Folder placeholders the dashboard creates: always allowed, always empty. */
export const isEmptyFolder = (name: string) => name.endsWith(".emptyFolderPlaceholder")

// RFC 9110 media types: `type/subtype` tokens, then `; name=value` parameters (token or quoted).
const TOKEN = "[!#$%&'*+.^_`|~0-9A-Za-z-]+"
const MEDIA_TYPE = new RegExp(
  `^${TOKEN}/${TOKEN}(?:[ \\t]*;[ \\t]*${TOKEN}=(?:${TOKEN}|"[^"\\\\\\x00-\\x1f\\x7f]*"))*$`
)

/**
 * The upload's type must be a well-formed media type, whatever the bucket allows (issue #32): it is
 * stored and sent back as the object's Content-Type, so `image/png/x` or a type with control
 * characters would be served as is. Storage itself only splits on "/", which lets `image/png/x`
 * pass as image/png; this server refuses it with the same 415.
 */
export function mustBeWellFormedMimeType(mimeType: string) {
  if (mimeType.length > 255 || !MEDIA_TYPE.test(mimeType)) throw ERRORS.invalidMimeType(mimeType)
}

/**
 * Storage's `validateMimeType`: the upload's type and subtype must match an allowed `type/subtype`
 * or `type/*`, compared as sent (a `; charset=…` suffix makes the subtype differ). Exactly one "/":
 * `image/png/x` is not image/png.
 */
export function validateMimeType(mimeType: string, allowed: string[]) {
  const [type, subtype, ...rest] = mimeType.split("/")
  if (subtype === undefined || rest.length) throw ERRORS.invalidMimeType(mimeType)
  const ok = allowed.some((entry) => {
    const [allowedType, allowedSubtype] = entry.split("/")
    return allowedType === type && (allowedSubtype === "*" || allowedSubtype === subtype)
  })
  if (!ok) throw ERRORS.invalidMimeType(mimeType)
}

/** A bucket's `allowed_mime_types` as createBucket/updateBucket check them. */
export function validateAllowedMimeTypes(types: unknown): string[] | null {
  if (types === null || types === undefined) return null
  if (!Array.isArray(types) || types.some((type) => typeof type !== "string")) {
    throw ERRORS.invalidRequest("body/allowed_mime_types must be array")
  }
  const list = (types as string[]).filter(Boolean)
  for (const type of list) {
    if (type.length > 1000 || !VALID_MIME_TYPE.test(type)) throw ERRORS.invalidMimeType(type)
  }
  return list
}

/** `file_size_limit` as a byte count or "20GB" / "20MB" / "30KB" / "3B" (decimal units, like Storage). */
export function parseFileSizeLimit(value: unknown): number | null {
  if (value === null || value === undefined) return null
  let bytes: number
  if (typeof value === "number") {
    if (!Number.isInteger(value) || value < 0) throw ERRORS.invalidFileSizeLimit()
    bytes = value
  } else if (typeof value === "string") {
    const match = /^([0-9]+(?:\.[0-9]+)?)(gb|mb|kb|b)$/i.exec(value)
    if (!match) throw ERRORS.invalidFileSizeLimit()
    const unit = { gb: 1e9, mb: 1e6, kb: 1e3, b: 1 }[match[2]!.toLowerCase() as "gb" | "mb" | "kb" | "b"]
    bytes = Number.parseFloat(Number.parseFloat(match[1]!).toPrecision(3)) * unit
  } else {
    throw ERRORS.invalidFileSizeLimit()
  }
  if (bytes > GLOBAL_FILE_SIZE_LIMIT) throw ERRORS.entityTooLarge()
  return bytes
}
