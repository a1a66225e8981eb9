/**
 * What the directory's pages show about a business: contact links, logo addresses, initials and
 * rating text. Client-safe.
 */
import { storagePublicUrl, storedObjectPath } from "@/lib/images/storage-url"
import { normalizeBrazilianPhone } from "@/lib/validations/profile"
import { isSeedImage } from "@/lib/images/seed-images"

/** WhatsApp's click-to-chat link for a stored Brazilian number ("https://wa.me/5531991234567"), or null. */
export function whatsappUrl(stored: string | null | undefined, text?: string): string | null {
  const phone = stored ? normalizeBrazilianPhone(stored) : null
  if (!phone) return null
  const url = `https://wa.me/${phone.slice(1)}`
  return text ? `${url}?text=${encodeURIComponent(text)}` : url
}

/** "@perfil" for an Instagram address, or the address itself. */
export function instagramLabel(url: string): string {
  const handle = /instagram\.com\/([^/?#]+)/i.exec(url)?.[1]
  return handle ? `@${handle}` : url
}

/** "site.com.br" for "https://www.site.com.br/", what people read on a button. */
export function websiteLabel(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, "")
  } catch {
    return url
  }
}

/** Up to two initials for a business without a logo: "Doces da Cláudia" → "DC". */
export function businessInitials(name: string): string {
  const words = name
    .split(/\s+/)
    .filter((word) => word.length > 2 || /^[A-ZÀ-Ý]/.test(word))
    .filter(Boolean)
  const letters = (words.length ? words : name.split(/\s+/)).map((word) => word.charAt(0).toUpperCase())
  return letters.slice(0, 2).join("") || "?"
}

export { formatRating, formatReviewCount } from "@/lib/directory-reviews"

/** The Storage bucket of business logos (supabase/migrations/…_storage_buckets.sql): public read, owners write `{business id}/…`. */
export const LOGO_BUCKET = "business-logos"
export const LOGO_MAX_BYTES = 5 * 1024 * 1024

/** The public address of a stored logo. */
export function logoPublicUrl(path: string) {
  return storagePublicUrl(LOGO_BUCKET, path)
}

/**
 * The object path of a logo this project stores for `businessId`, or null for anything else (an
 * address typed into logo_url through the API, another bucket or another business's folder).
 */
export function storedLogoPath(url: string | null | undefined, businessId: string): string | null {
  return storedObjectPath(url, LOGO_BUCKET, businessId)
}

/** The logo to show, or null (initials instead): only this project's files, which next/image may load. */
export function displayableLogoUrl(url: string | null | undefined, businessId: string): string | null {
  return storedLogoPath(url, businessId) || isSeedImage(url) ? url! : null
}
