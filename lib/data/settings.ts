import "server-only"
import { cacheLife, cacheTag } from "next/cache"
import { PostgrestError, type SupabaseClient } from "@supabase/supabase-js"

import { TAGS } from "@/lib/cache-tags"
import type { Database, Json } from "@/lib/database.types"
import { parseLiveCounts, withLiveCounts } from "@/lib/live-figures"
import { type SocialProfile, siteConfig, socialProfiles } from "@/lib/site"
import { createClient, createPublicClient } from "@/lib/supabase/server"
import type { Figure, SettingsInput } from "@/lib/validations/settings"
import { type WriteResult, writeOutcome } from "@/lib/data/write-result"

/** What every visitor sees: footer, JSON-LD, SEO, home and about figures; the referral window. */
export interface PublicSettings {
  siteName: string
  siteDescription: string
  contactEmail: string | null
  contactPhone: string | null
  social: SocialProfile[]
  homeStats: Figure[]
  aboutImpact: Figure[]
  referralWindowDays: number
  /** The figures show live counts (issue #43): the cached read then refreshes hourly. */
  liveFigures: boolean
}

/** The settings form's row (admins only). */
export type SiteSettings = SettingsInput & { updated_at: string; updated_by: string | null }

// Used only when the database cannot answer (build without a backend, an outage): the pages keep
// rendering with the figures they showed before settings existed, and the error is logged.
export const DEFAULT_PUBLIC_SETTINGS: PublicSettings = {
  siteName: siteConfig.name,
  siteDescription: siteConfig.description,
  contactEmail: null,
  contactPhone: null,
  social: [],
  homeStats: [
    { value: "500+", label: "Mulheres conectadas" },
    { value: "50+", label: "Projetos" },
    { value: "15+", label: "Cidades" },
    { value: "95%", label: "Satisfação" },
  ],
  aboutImpact: [
    { value: "1.200+", label: "Mulheres impactadas" },
    { value: "850+", label: "Negócios apoiados" },
    { value: "95%", label: "Satisfação" },
    { value: "R$ 2,5M", label: "Em receita gerada" },
  ],
  referralWindowDays: 30,
  liveFigures: false,
}

const text = (value: unknown): string | null => (typeof value === "string" && value.trim() ? value : null)

function figures(value: unknown, fallback: Figure[]): Figure[] {
  if (!Array.isArray(value)) return fallback
  const list = value.flatMap((item: unknown) => {
    if (!item || typeof item !== "object") return []
    const { value: figure, label } = item as Record<string, unknown>
    return typeof figure === "string" && typeof label === "string" ? [{ value: figure, label }] : []
  })
  return list.length > 0 ? list : fallback
}

/** The public subset from get_public_site_settings()'s JSON; exported for tests. */
export function toPublicSettings(raw: Json | null): PublicSettings {
  if (!raw || typeof raw !== "object" || Array.isArray(raw)) return DEFAULT_PUBLIC_SETTINGS
  const days = raw.referral_window_days
  const live = parseLiveCounts(raw.live_counts)
  return {
    siteName: text(raw.site_name) ?? DEFAULT_PUBLIC_SETTINGS.siteName,
    siteDescription: text(raw.site_description) ?? DEFAULT_PUBLIC_SETTINGS.siteDescription,
    contactEmail: text(raw.contact_email),
    contactPhone: text(raw.contact_phone),
    social: socialProfiles({
      instagram: text(raw.social_instagram),
      facebook: text(raw.social_facebook),
      linkedin: text(raw.social_linkedin),
      youtube: text(raw.social_youtube),
    }),
    homeStats: withLiveCounts(figures(raw.home_stats, DEFAULT_PUBLIC_SETTINGS.homeStats), live),
    aboutImpact: withLiveCounts(figures(raw.about_impact, DEFAULT_PUBLIC_SETTINGS.aboutImpact), live),
    referralWindowDays: typeof days === "number" && days > 0 ? days : DEFAULT_PUBLIC_SETTINGS.referralWindowDays,
    liveFigures: live !== null,
  }
}

/**
 * The public settings, cached under TAGS.settings (saving the settings revalidates it), so static
 * pages stay static. Never throws: a failing read is logged and the defaults are shown.
 */
export async function getPublicSettings(): Promise<PublicSettings> {
  "use cache"
  cacheTag(TAGS.settings)
  cacheLife("max")
  const { data, error } = await createPublicClient().rpc("get_public_site_settings")
  if (error) {
    console.error("[settings.public]", error)
    return DEFAULT_PUBLIC_SETTINGS
  }
  const settings = toPublicSettings(data)
  // Live counts (issue #43) grow without anyone saving the settings: refresh them hourly then.
  if (settings.liveFigures) cacheLife("hours")
  return settings
}

type Client = SupabaseClient<Database>

const COLUMNS =
  "site_name, site_description, contact_email, contact_phone, social_instagram, social_facebook, social_linkedin, social_youtube, home_stats, about_impact, live_figures, commission_amount_cents, referral_window_days, directory_listing_approval, directory_review_approval, newsletter_optin_text, updated_at, updated_by"

/** Every setting, or null when the viewer may not read them (RLS: administrators only). */
export async function getSiteSettings(): Promise<SiteSettings | null> {
  const supabase = await createClient()
  const { data, error } = await supabase.from("site_settings").select(COLUMNS).maybeSingle()
  if (error) throw new Error(`getSiteSettings: ${error.message}`, { cause: error })
  if (!data) return null
  return {
    ...data,
    home_stats: figures(data.home_stats, DEFAULT_PUBLIC_SETTINGS.homeStats),
    about_impact: figures(data.about_impact, DEFAULT_PUBLIC_SETTINGS.aboutImpact),
  }
}

/**
 * Saves the settings with the admin's own session (RLS and the audit trigger see her). "No row
 * changed" (not an admin) comes back as a 42501 error.
 */
export async function updateSiteSettings(input: SettingsInput): Promise<WriteResult> {
  const supabase = await createClient()
  const { data, error } = await supabase.from("site_settings").update(input).eq("id", true).select("id")
  if (error) return writeOutcome(error)
  // No row written: RLS hid it (not an admin), so the refusal RLS would give.
  if (!data || data.length === 0) {
    return writeOutcome(
      new PostgrestError({ code: "42501", message: "no settings row updated", details: "", hint: "" })
    )
  }
  return writeOutcome(null)
}

/** The double opt-in e-mail's own paragraph, for the e-mail worker (service-role client). */
export async function getNewsletterOptInText(supabase: Client): Promise<string | null> {
  const { data, error } = await supabase.from("site_settings").select("newsletter_optin_text").maybeSingle()
  if (error) throw new Error(`getNewsletterOptInText: ${error.message}`, { cause: error })
  return text(data?.newsletter_optin_text)
}
