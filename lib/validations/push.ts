import { z } from "zod"

import { NOTIFICATION_PREFERENCE_KEYS } from "@/lib/notifications/categories"

/**
 * The push notifications' inputs (issue #41), checked as save_push_subscription and
 * save_push_preferences check them again: the browser's PushSubscription.toJSON() (endpoint https,
 * keys base64url) with a device name, and the keys she pushes.
 */

export const PUSH_DEVICE_NAME_MAX = 80
export const PUSH_MAX_DEVICES = 10

export const pushSubscriptionSchema = z.object({
  endpoint: z
    .string()
    .max(1000, "O endereço de notificações deste navegador não é válido.")
    .regex(/^https:\/\/[^/?#@\s]+/, "O endereço de notificações deste navegador não é válido."),
  keys: z.object({
    // 65 bytes, uncompressed P-256 (0x04 first, so "B"), base64url (RFC 8291).
    p256dh: z.string().regex(/^B[A-Za-z0-9_-]{86}=?$/, "As chaves de notificação deste navegador não são válidas."),
    // 16 bytes.
    auth: z.string().regex(/^[A-Za-z0-9_-]{22}(==)?$/, "As chaves de notificação deste navegador não são válidas."),
  }),
  deviceName: z
    .string()
    .trim()
    .max(PUSH_DEVICE_NAME_MAX, `O nome do aparelho pode ter no máximo ${PUSH_DEVICE_NAME_MAX} caracteres.`)
    .default(""),
})
export type PushSubscriptionInput = z.output<typeof pushSubscriptionSchema>

export const pushPreferencesSchema = z.object({
  enabled: z.array(z.enum(NOTIFICATION_PREFERENCE_KEYS)).max(NOTIFICATION_PREFERENCE_KEYS.length),
})
export type PushPreferencesInput = z.output<typeof pushPreferencesSchema>
