import "server-only"
import { cache } from "react"

import {
  type NotificationPreferences,
  type NotificationPreferencesInput,
  preferencesFromJson,
} from "@/lib/notifications/preferences"
import { createClient } from "@/lib/supabase/server"
import { type WriteResult, writeOutcome } from "@/lib/data/write-result"

/**
 * Her e-mail preferences (issue #39), read and written only through the definer functions, which
 * act for auth.uid() and fill in the defaults: there is no id to pass, so nobody can reach
 * another member's choices.
 */

/** Her choices for the seven categories and the digest, defaults included. */
export const getMyNotificationPreferences = cache(async (): Promise<NotificationPreferences> => {
  const supabase = await createClient()
  const { data, error } = await supabase.rpc("get_notification_preferences")
  if (error) throw new Error(`getMyNotificationPreferences: ${error.message}`, { cause: error })
  return preferencesFromJson(data)
})

/** Saves every choice at once; the function checks each value again (22023 with a pt-BR message). */
export async function saveMyNotificationPreferences(input: NotificationPreferencesInput): Promise<WriteResult> {
  const supabase = await createClient()
  const { error } = await supabase.rpc("save_notification_preferences", {
    p_channels: input.channels,
    p_digest_frequency: input.digestFrequency,
    p_digest_hour: input.digestHour,
    p_digest_weekday: input.digestWeekday,
  })
  return writeOutcome(error)
}
