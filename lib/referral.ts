/**
 * The referral cookie (issue #23): `/convite/CODE` stores the ambassador's code in a first-party
 * cookie for the referral window set in /admin/configuracoes (default 30 days); the sign-up
 * action passes it to the database, whose new-user trigger records the referral once.
 */
export const REFERRAL_COOKIE = "ce-ref"

/**
 * The cookie that attributes a sign-up to an ambassador for `days` days; set by /convite/CODE and by
 * the home page's `?ref=CODE`.
 */
export function referralCookie(code: string, days: number, secure: boolean) {
  return {
    name: REFERRAL_COOKIE,
    value: code,
    path: "/",
    maxAge: days * 24 * 60 * 60,
    httpOnly: true,
    sameSite: "lax" as const,
    secure,
  }
}

/** The database's rule for codes (public.ambassadors.code). */
export const REFERRAL_CODE_PATTERN = /^[a-z0-9][a-z0-9-]{2,31}$/

/** A code from a URL or a cookie, lower-cased, or null when it cannot be one. */
export function normalizeReferralCode(raw: string | null | undefined): string | null {
  const code = raw?.trim().toLowerCase() ?? ""
  return REFERRAL_CODE_PATTERN.test(code) ? code : null
}

/** The ambassador's shareable link. */
export const referralPath = (code: string) => `/convite/${encodeURIComponent(code)}`

/** A WhatsApp share link with the invitation text and the link. */
export function whatsappShareUrl(link: string): string {
  const text = `Venha fazer parte da Convergência Empreendedora, uma rede de mulheres empreendedoras: ${link}`
  return `https://wa.me/?text=${encodeURIComponent(text)}`
}
