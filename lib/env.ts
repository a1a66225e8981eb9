/** Why a Supabase setting is missing and how to set it; lib/server-env.ts says the same. */
export function missingSupabaseSetting(name: string) {
  return (
    `${name} is not set. npm run dev, build and start set it when they start the local backend ` +
    `(scripts/with-local-backend.mjs); for a hosted Supabase project set it yourself (see .env.example).`
  )
}

// Checked by hand rather than with zod: this module reaches every page's client bundle.
function required(name: string, value: string | undefined) {
  if (!value) throw new Error(missingSupabaseSetting(name))
  return value
}

function httpUrl(name: string, value: string) {
  let url: URL | null = null
  try {
    url = new URL(value)
  } catch {}
  if (!url || (url.protocol !== "http:" && url.protocol !== "https:")) {
    throw new Error(`${name} must be an http(s) URL, got "${value}"`)
  }
  return value
}

function anonKey(value: string) {
  if (value.length < 20) throw new Error("NEXT_PUBLIC_SUPABASE_ANON_KEY looks truncated")
  return value
}

/**
 * Browser-safe settings, checked once. Each `process.env.NEXT_PUBLIC_*` is spelled out so Next
 * inlines it into client bundles. The app reads the same settings whichever backend it talks to:
 * the local backend's are set by the scripts that start it, not defaulted here.
 */
export const publicEnv = {
  supabaseUrl: httpUrl(
    "NEXT_PUBLIC_SUPABASE_URL",
    required("NEXT_PUBLIC_SUPABASE_URL", process.env.NEXT_PUBLIC_SUPABASE_URL)
  ),
  supabaseAnonKey: anonKey(required("NEXT_PUBLIC_SUPABASE_ANON_KEY", process.env.NEXT_PUBLIC_SUPABASE_ANON_KEY)),
  siteUrl: httpUrl("NEXT_PUBLIC_SITE_URL", process.env.NEXT_PUBLIC_SITE_URL || "http://localhost:3000"),
} as const
