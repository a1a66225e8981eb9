// No "server-only" marker: proxy bundles have rejected it (vercel/next.js#75904). Only lib/routing/ imports this.
import type { SupabaseClient } from "@supabase/supabase-js"

import type { Database } from "@/lib/database.types"

/**
 * Whether /mensagens/{id} names no conversation of hers (issue #37): an id that cannot be one, an
 * unknown one, or someone else's, all the same 404. The member area streams behind its layout, so
 * the page cannot set the status once it finds out: proxy.ts answers it up front, and the page
 * renders its not-found view by the same read (RLS: only the participants read the row; admins
 * read reported ones, which is theirs to see in /admin/mensagens, not here).
 */
const CONVERSATION_PAGE = /^\/mensagens\/([^/]+)\/?$/
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
/** The pages that sit beside the ids. */
const OTHER_PAGES = new Set(["nova"])

export async function isMissingConversation(
  supabase: SupabaseClient<Database>,
  pathname: string,
  userId: string
): Promise<boolean> {
  const id = CONVERSATION_PAGE.exec(pathname)?.[1]
  if (id === undefined || OTHER_PAGES.has(id)) return false
  if (!UUID.test(id)) return true
  const { data, error } = await supabase
    .from("conversation_members")
    .select("conversation_id")
    .eq("conversation_id", id)
    .eq("user_id", userId)
    .maybeSingle()
  if (error) throw error
  return data === null
}
