/**
 * The members' vocabulary (issue #37): visibility, the federative units and the social networks a
 * profile may link. Dependency-light, so forms, pages and the proxy's route table can import it.
 * The skills (what she offers and looks for) are rows of member_skills, read from the database.
 */
import { isStateCode, STATES as BRAZILIAN_STATES, type StateCode } from "@/lib/members/state-codes"

export { BRAZILIAN_STATES, isStateCode, type StateCode }

export const stateName = (code: string | null | undefined) =>
  BRAZILIAN_STATES.find((state) => state.code === code)?.name ?? null

/** Who sees her profile. Hidden is the default: nobody but her until she chooses. */
export const PROFILE_VISIBILITIES = ["hidden", "members", "public"] as const
export type ProfileVisibility = (typeof PROFILE_VISIBILITIES)[number]

export const isProfileVisibility = (value: unknown): value is ProfileVisibility =>
  typeof value === "string" && (PROFILE_VISIBILITIES as readonly string[]).includes(value)

/** The radio's labels and what each choice means, as she reads them. */
export const VISIBILITY_CHOICES: Record<ProfileVisibility, { label: string; hint: string }> = {
  hidden: {
    label: "Oculto",
    hint: "Só você vê seu perfil. Ninguém encontra você na lista de associadas.",
  },
  members: {
    label: "Só para associadas",
    hint: "Associadas com conta veem seu perfil e podem te mandar mensagem. Visitantes só veem que o perfil existe e são convidadas a entrar; buscadores não o mostram.",
  },
  public: {
    label: "Público",
    hint: "Qualquer pessoa vê seu perfil, inclusive buscadores como o Google.",
  },
}

/** The networks a profile links, in the order they are shown. */
export const SOCIAL_NETWORKS = ["instagram", "facebook", "linkedin", "tiktok", "youtube", "site"] as const
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number]

export const SOCIAL_LINK_MAX = 300

/**
 * Each network's label and the hosts its links may point at: a link labelled "Instagram" leads to
 * Instagram, never to a look-alike page. "site" is her own site, any https address.
 */
export const SOCIAL_NETWORK_INFO: Record<SocialNetwork, { label: string; hosts: readonly string[]; example: string }> =
  {
    instagram: { label: "Instagram", hosts: ["instagram.com"], example: "https://instagram.com/seunegocio" },
    facebook: { label: "Facebook", hosts: ["facebook.com", "fb.com"], example: "https://facebook.com/seunegocio" },
    linkedin: { label: "LinkedIn", hosts: ["linkedin.com"], example: "https://linkedin.com/in/seunome" },
    tiktok: { label: "TikTok", hosts: ["tiktok.com"], example: "https://tiktok.com/@seunegocio" },
    youtube: { label: "YouTube", hosts: ["youtube.com", "youtu.be"], example: "https://youtube.com/@seunegocio" },
    site: { label: "Site", hosts: [], example: "https://seunegocio.com.br" },
  }

export const isSocialNetwork = (value: string): value is SocialNetwork =>
  (SOCIAL_NETWORKS as readonly string[]).includes(value)

/** Whether `host` is one of `allowed` or a subdomain of one (www.instagram.com). */
const hostAllowed = (host: string, allowed: readonly string[]) =>
  allowed.length === 0 || allowed.some((name) => host === name || host.endsWith(`.${name}`))

/**
 * A social link as stored: an https URL of the network's hosts, at most 300 characters, or null.
 * What people paste often lacks the scheme ("instagram.com/loja"), so https:// is added then.
 */
export function normalizeSocialLink(network: SocialNetwork, raw: string): string | null {
  const text = raw.trim()
  if (!text || /\s/.test(text)) return null
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`
  let url: URL
  try {
    url = new URL(withScheme)
  } catch {
    return null
  }
  if (url.protocol !== "https:" || url.username || url.password || !url.hostname.includes(".")) return null
  if (!hostAllowed(url.hostname.toLowerCase(), SOCIAL_NETWORK_INFO[network].hosts)) return null
  const href = url.href
  return href.length <= SOCIAL_LINK_MAX ? href : null
}

/** The links of a stored `social_links` object that are still safe to show, in the networks' order. */
export function socialLinksOf(value: unknown): { network: SocialNetwork; label: string; url: string }[] {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return []
  const links = value as Record<string, unknown>
  return SOCIAL_NETWORKS.flatMap((network) => {
    const raw = links[network]
    const url = typeof raw === "string" ? normalizeSocialLink(network, raw) : null
    return url ? [{ network, label: SOCIAL_NETWORK_INFO[network].label, url }] : []
  })
}
