// No "server-only" marker: proxy bundles have rejected it (vercel/next.js#75904). Only lib/routing/ imports this.
import type { SupabaseClient } from "@supabase/supabase-js"

import type { Database } from "@/lib/database.types"
import { normalizeReferralCode } from "@/lib/referral"

/** The referral window when the settings cannot be read (the database's own default). */
const DEFAULT_WINDOW_DAYS = 30

/**
 * The code of a `/?ref=CODE` visit, or null when the URL carries none that can be a code. Only
 * the home page takes it: elsewhere `ref` may mean something else.
 */
export function referralCodeOfHome(url: URL): string | null {
  if (url.pathname !== "/" || !url.searchParams.has("ref")) return null
  return normalizeReferralCode(url.searchParams.get("ref"))
}

/** The same address without `ref`, so the home page is served from its static cache. */
export function withoutReferral(url: URL): URL {
  const clean = new URL(url)
  clean.searchParams.delete("ref")
  return clean
}

/**
 * How long the referral cookie lives (site settings, public read). The proxy cannot use the
 * app's cached settings reader, and this runs only on referral visits, so one read is cheap.
 */
export async function readReferralWindowDays(supabase: SupabaseClient<Database>): Promise<number> {
  const { data, error } = await supabase.rpc("get_public_site_settings")
  const days =
    !error && data && typeof data === "object" && !Array.isArray(data) ? data.referral_window_days : undefined
  return typeof days === "number" && Number.isInteger(days) && days > 0 ? days : DEFAULT_WINDOW_DAYS
}
