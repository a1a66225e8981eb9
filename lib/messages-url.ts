import { MESSAGES_PATH } from "@/lib/members-url"

/**
 * Addresses of direct messages (issue #37). The list and a conversation are named with the
 * members' addresses (lib/members-url.ts); the first-message composer and its query are here.
 */
export { conversationPath, MESSAGES_PATH } from "@/lib/members-url"

/** Where a first message is written. */
export const NEW_CONVERSATION_PATH = `${MESSAGES_PATH}/nova`

/**
 * What a first message is about: the page it was started from (the database quotes products and
 * businesses). A profile's link says `contexto=perfil`, which means none.
 */
export const CONVERSATION_CONTEXTS = ["business", "product", "group"] as const
export type ConversationContext = (typeof CONVERSATION_CONTEXTS)[number]

/**
 * The composer for a first message. `para` (the recipient) may be left out when the context names
 * her: a business's or a product's page is static HTML for everyone and does not carry its owner's id.
 */
export function newConversationPath({
  to,
  context,
  ref,
}: {
  to?: string
  context?: ConversationContext
  ref?: string
}) {
  const query = new URLSearchParams()
  if (to) query.set("para", to)
  if (context) query.set("contexto", context)
  if (ref) query.set("ref", ref)
  const search = query.toString()
  return search ? `${NEW_CONVERSATION_PATH}?${search}` : NEW_CONVERSATION_PATH
}

/** Longest message body, as the database checks it. */
export const MESSAGE_MAX = 4000
