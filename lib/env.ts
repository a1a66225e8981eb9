import { z } from "zod"

// The local backend's fixed, public demo values (see supabase/local/config.ts and .env.example).
const LOCAL_SUPABASE_URL = "http://127.0.0.1:54321"
const LOCAL_ANON_KEY =
  "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0"

const publicEnvSchema = z.object({
  supabaseUrl: z.url(),
  supabaseAnonKey: z.string().min(20),
  siteUrl: z.url(),
})

/**
 * Browser-safe settings, parsed once. Each `process.env.NEXT_PUBLIC_*` is spelled out so Next
 * inlines it into client bundles. Unset Supabase values mean the embedded local backend.
 */
export const publicEnv = publicEnvSchema.parse({
  supabaseUrl: process.env.NEXT_PUBLIC_SUPABASE_URL || LOCAL_SUPABASE_URL,
  supabaseAnonKey: process.env.NEXT_PUBLIC_SUPABASE_ANON_KEY || LOCAL_ANON_KEY,
  siteUrl: process.env.NEXT_PUBLIC_SITE_URL || "http://localhost:3000",
})

export const isLocalBackend = publicEnv.supabaseUrl === LOCAL_SUPABASE_URL
