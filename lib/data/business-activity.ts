import "server-only"

import { whatsappUrl } from "@/lib/directory"
import { createAdminClient } from "@/lib/supabase/admin"
import { createPublicClient } from "@/lib/supabase/server"

/** What a listing's visitor did (issue #43): saw the page, or followed one of its contacts. */
export const CONTACT_CHANNELS = ["whatsapp", "instagram", "website"] as const
export type ContactChannel = (typeof CONTACT_CHANNELS)[number]
export type ActivityKind = "view" | ContactChannel

/** The greeting the WhatsApp button starts the chat with (components/directory/business-contacts.tsx). */
export const WHATSAPP_GREETING = "Olá! Encontrei o seu negócio no diretório da Convergência Empreendedora."

/**
 * Counts a view or contact click once per visitor (the keyed hash of her address), business and
 * kind in 24 hours (record_business_activity, service role). True when counted, false when already
 * counted, null when the business is not listed.
 */
export async function recordBusinessActivity(
  businessId: string,
  kind: ActivityKind,
  visitorHash: string
): Promise<boolean | null> {
  const { data, error } = await createAdminClient().rpc("record_business_activity", {
    p_business_id: businessId,
    p_kind: kind,
    p_visitor_hash: visitorHash,
  })
  if (error) throw new Error(`recordBusinessActivity: ${error.message}`, { cause: error })
  return typeof data === "boolean" ? data : null
}

/**
 * Where a listed business's contact button leads (the address stored on the listing, never one
 * from the request), or null when the business is not listed or has no such contact.
 */
export async function listedContactTarget(businessId: string, channel: ContactChannel): Promise<string | null> {
  // Listed businesses are public (RLS): the visitor's view of the row is the one that counts.
  const { data, error } = await createPublicClient()
    .from("businesses")
    .select("whatsapp, instagram_url, website_url")
    .eq("id", businessId)
    .eq("status", "approved")
    .eq("active", true)
    .maybeSingle()
  if (error) throw new Error(`listedContactTarget: ${error.message}`, { cause: error })
  if (!data) return null
  if (channel === "whatsapp") return whatsappUrl(data.whatsapp, WHATSAPP_GREETING)
  const url = channel === "instagram" ? data.instagram_url : data.website_url
  return url && /^https?:\/\//i.test(url) ? url : null
}
