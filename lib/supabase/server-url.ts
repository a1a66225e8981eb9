import { publicEnv } from "@/lib/env"

/**
 * Where server code (pages, actions, proxy) reaches Supabase: SUPABASE_URL, read at run time (a
 * private address, or a second backend for the captcha e2e server), else the public URL.
 */
export const supabaseServerUrl = process.env.SUPABASE_URL || publicEnv.supabaseUrl
