"use server"

import { type ActionState, failed, safeValues } from "@/lib/action-state"
import { databaseFailure, runForm } from "@/lib/action-errors"
import { requireUser } from "@/lib/auth"
import { saveMyNotificationPreferences } from "@/lib/data/notification-preferences"
import { NOTIFICATION_PREFERENCE_FORM_KEYS, notificationPreferencesSchema } from "@/lib/notifications/preferences"
import { NOTIFICATION_PREFERENCES_PATH } from "@/lib/notifications/paths"

/**
 * Her e-mail preferences (/dashboard/notificacoes, issue #39). zod first, then her session
 * (requireUser: a visitor goes to /auth), then save_notification_preferences for auth.uid(), which
 * checks every value again. Every answer carries what she sent, so the form keeps her choices.
 */
export async function saveNotificationPreferences(_prev: ActionState, formData: FormData): Promise<ActionState> {
  const keep = NOTIFICATION_PREFERENCE_FORM_KEYS
  const viewer = () => requireUser(NOTIFICATION_PREFERENCES_PATH)
  return runForm(formData, { schema: notificationPreferencesSchema, keep, viewer }, async (input) => {
    const values = safeValues(formData, keep)
    const { error } = await saveMyNotificationPreferences(input)
    if (error) {
      return databaseFailure(
        "notifications.preferences.save",
        error,
        {
          // The function's refusals of a value are written for her (pt-BR, one sentence each).
          read: (refusal) => (refusal.code === "22023" && refusal.message ? failed(refusal.message) : null),
          codes: { "42501": failed("Entre novamente para salvar suas preferências.", { code: "unauthenticated" }) },
          otherwise: "Não foi possível salvar suas preferências agora. Tente novamente em instantes.",
        },
        { values }
      )
    }
    return { status: "success", message: "Preferências de e-mail salvas.", values }
  })
}
