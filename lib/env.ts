// The local backend's fixed, public demo values (see supabase/local/config.ts and .env.example).
const LOCAL_SUPABASE_URL = "http://127.0.0.1:54321"
const LOCAL_ANON_KEY =
  "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0"

// Checked by hand rather than with zod: this module reaches every page's client bundle.
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
 * inlines it into client bundles. Unset Supabase values mean the embedded local backend.
 */
export const publicEnv = {
  supabaseUrl: httpUrl("NEXT_PUBLIC_SUPABASE_URL", process.env.NEXT_PUBLIC_SUPABASE_URL || LOCAL_SUPABASE_URL),
  supabaseAnonKey: anonKey(process.env.NEXT_PUBLIC_SUPABASE_ANON_KEY || LOCAL_ANON_KEY),
  siteUrl: httpUrl("NEXT_PUBLIC_SITE_URL", process.env.NEXT_PUBLIC_SITE_URL || "http://localhost:3000"),
} as const

export const isLocalBackend = publicEnv.supabaseUrl === LOCAL_SUPABASE_URL
