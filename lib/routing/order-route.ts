// No "server-only" marker: proxy bundles have rejected it (vercel/next.js#75904). Only lib/routing/ imports this.
import type { SupabaseClient } from "@supabase/supabase-js"

import type { Database } from "@/lib/database.types"

/**
 * Whether an order page names no order of hers (issue #38): /dashboard/encomendas/{id} (her order
 * as the buyer) and /dashboard/negocio/encomendas/{id} (an order her business received). An id
 * that cannot be one, an unknown one and someone else's are all the same 404, admins included
 * (theirs is /admin/encomendas). The member area streams behind its layout, so the pages cannot
 * set the status once they find out: proxy.ts answers it up front, and the pages render their
 * not-found view by the same read (RLS: only the buyer, the seller and admins read the row).
 *
 * /encomendar/{slug}: a slug that cannot be one, or names no listed business, is a 404 too.
 */
const BUYER_ORDER_PAGE = /^\/dashboard\/encomendas\/([^/]+)\/?$/
const SELLER_ORDER_PAGE = /^\/dashboard\/negocio\/encomendas\/([^/]+)\/?$/
const BUILDER_PAGE = /^\/encomendar\/([^/]+)\/?$/
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

export async function isMissingOrderPage(
  supabase: SupabaseClient<Database>,
  pathname: string,
  userId: string
): Promise<boolean> {
  const buyer = BUYER_ORDER_PAGE.exec(pathname)?.[1]
  if (buyer !== undefined) return !UUID.test(buyer) || !(await ownsOrder(supabase, buyer, "buyer_id", userId))
  const seller = SELLER_ORDER_PAGE.exec(pathname)?.[1]
  if (seller !== undefined) return !UUID.test(seller) || !(await ownsOrder(supabase, seller, "seller_id", userId))
  const builder = BUILDER_PAGE.exec(pathname)?.[1]
  if (builder !== undefined) return !SLUG.test(builder) || !(await isListedBusiness(supabase, builder))
  return false
}

async function ownsOrder(
  supabase: SupabaseClient<Database>,
  orderId: string,
  column: "buyer_id" | "seller_id",
  userId: string
) {
  const { data, error } = await supabase.from("orders").select("id").eq("id", orderId).eq(column, userId).maybeSingle()
  if (error) throw error
  return data !== null
}

/** A business anyone may see in the directory (RLS: approved and active ones). */
async function isListedBusiness(supabase: SupabaseClient<Database>, slug: string) {
  const { data, error } = await supabase
    .from("businesses")
    .select("id")
    .eq("slug", slug)
    .eq("status", "approved")
    .eq("active", true)
    .maybeSingle()
  if (error) throw error
  return data !== null
}
