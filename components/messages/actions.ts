"use server"

import { type ActionState, failed, succeeded } from "@/lib/action-state"
import { unexpectedFailure } from "@/lib/action-errors"
import { getViewer } from "@/lib/auth"
import { countUnreadConversations } from "@/lib/data/direct-messages"

/**
 * The header's "Mensagens" link asks this after hydration and whenever a message may have arrived
 * or been read (issue #37): the count of her conversations with an unread message from the other.
 */
export async function fetchUnreadMessageCount(): Promise<ActionState<number>> {
  const viewer = await getViewer()
  if (!viewer) return failed("Sessão encerrada. Entre novamente.", { code: "unauthenticated" })
  try {
    return succeeded("Pronto.", { data: await countUnreadConversations() })
  } catch (error) {
    return unexpectedFailure("messages.unread", error, "Não foi possível ler suas mensagens.", { code: "failed" })
  }
}
