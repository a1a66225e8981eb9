import type { NotificationPreferenceKey } from "@/lib/notifications/categories"

/** One of her devices as the page shows it (dates formatted on the server, lib/format.ts). */
export interface PushDeviceView {
  id: string
  name: string
  /** Its push service address: the page compares it with this browser's to mark "Este aparelho". */
  endpoint: string
  addedOn: string
  /** "28/11/2026, 09:15", or null before the first delivery. */
  lastPushAt: string | null
}

export type PushCategoryChoices = Record<NotificationPreferenceKey, boolean>
