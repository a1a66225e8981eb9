import "server-only"

import { createClient } from "@/lib/supabase/server"

export interface MemberMatch {
  id: string
  name: string
  email: string
}

/** PostgREST's `or` grammar and LIKE wildcards are special; her words are matched literally. */
function searchWords(query: string) {
  return query
    .replace(/[,()"\\%_*:]/g, " ")
    .trim()
    .replace(/\s+/g, " ")
    .slice(0, 80)
}

/**
 * Members whose name or e-mail contains the words, by name, at most `limit` (8). Admins only:
 * reads profiles under the caller's session, where RLS shows an admin every profile and anyone
 * else only her own, so call it after requireAdmin(). Fewer than 2 characters finds nobody.
 */
export async function searchMembers(query: string, limit = 8): Promise<MemberMatch[]> {
  const words = searchWords(query)
  if (words.length < 2) return []
  const supabase = await createClient()
  const { data, error } = await supabase
    .from("profiles")
    .select("id, full_name, email")
    .or(`full_name.ilike.*${words}*,email.ilike.*${words}*`)
    .not("email", "is", null)
    .order("full_name")
    .limit(Math.min(Math.max(limit, 1), 20))
  if (error) throw new Error(`searchMembers: ${error.message}`, { cause: error })
  return data.map((row) => ({ id: row.id, name: row.full_name?.trim() || row.email!, email: row.email! }))
}
