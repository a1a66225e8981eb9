/** The longest slug the database accepts (private.is_valid_slug). */
export const SLUG_MAX = 120

/**
 * What private.is_valid_slug accepts besides the length: lowercase a-z and 0-9 in runs joined by
 * single hyphens. The editor's schema checks it, and public routes skip the lookup for anything else.
 */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/**
 * The spec's slug rule (section 5) applied after removing accents, so "Gestão Financeira" becomes
 * "gestao-financeira" rather than "gest-o-financeira": lowercase, runs of anything but a-z and 0-9
 * become one hyphen, edge hyphens trimmed. May return "" (the caller reports a field error).
 */
export function slugify(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .slice(0, SLUG_MAX)
    .replace(/^-+|-+$/g, "")
}

/**
 * The first of `base`, `base-2`, `base-3`… that `taken` does not hold. The suffix replaces the
 * tail when needed so the result stays within SLUG_MAX.
 */
export function uniqueSlug(base: string, taken: Iterable<string>): string {
  const used = new Set(taken)
  if (!used.has(base)) return base
  for (let n = 2; ; n++) {
    const suffix = `-${n}`
    const head = base.slice(0, SLUG_MAX - suffix.length).replace(/-+$/, "")
    const candidate = `${head}${suffix}`
    if (!used.has(candidate)) return candidate
  }
}
