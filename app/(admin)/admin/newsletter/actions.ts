"use server"

import { revalidatePath } from "next/cache"

import type { ActionState } from "@/lib/action-state"
import { unexpectedFailure } from "@/lib/action-errors"
import { requireAdmin } from "@/lib/auth"
import { MAILRELAY_NOT_CONFIGURED, startMailRelaySync } from "@/lib/mail/run"

/** "Sincronizar MailRelay": queues every pending and failed operation and processes them in the background. */
// Takes no input: useActionState passes (prev, formData), which this action does not need.
export async function syncNewsletter(): Promise<ActionState> {
  await requireAdmin("/admin/newsletter")
  const result = await startMailRelaySync("newsletter-screen")
  if (result.status === "not_configured") return { status: "error", message: MAILRELAY_NOT_CONFIGURED }
  if (result.status === "error")
    return unexpectedFailure("admin.newsletter.sync", result.error, "Erro ao sincronizar com MailRelay.")
  revalidatePath("/admin/newsletter")
  return { status: "success", message: `Processando ${result.pending} operações pendentes.` }
}
