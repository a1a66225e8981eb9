import { z } from "zod"

import { NOTIFICATION_PREFERENCE_KEYS, type NotificationPreferenceKey } from "@/lib/notifications/categories"
import { pushPreferencesSchema, pushSubscriptionSchema } from "@/lib/validations/push"

/**
 * The forms of "Notificações neste aparelho" (/dashboard/notificacoes, issue #41) as their actions
 * read them: flat string fields (a server action's FormData), mapped onto the push schemas
 * (lib/validations/push.ts), which the database functions check again.
 */

/** The subscription's fields as the page posts them (PushSubscription.toJSON(), and the name). */
export const PUSH_SUBSCRIPTION_FIELDS = ["endpoint", "p256dh", "auth", "deviceName"] as const

export const pushSubscriptionFormSchema = z
  .object({
    endpoint: z.string({ error: "O endereço de notificações deste navegador não é válido." }),
    p256dh: z.string({ error: "As chaves de notificação deste navegador não são válidas." }),
    auth: z.string({ error: "As chaves de notificação deste navegador não são válidas." }),
    deviceName: z.string().optional(),
  })
  .transform(({ endpoint, p256dh, auth, deviceName }): z.input<typeof pushSubscriptionSchema> => ({
    endpoint,
    keys: { p256dh, auth },
    // Control characters say nothing in a device's name.
    deviceName: (deviceName ?? "").replace(/\p{Cc}/gu, ""),
  }))
  .pipe(pushSubscriptionSchema)

/** A category's switch: `push_messages=on` when pushed, absent when not. */
export const pushCategoryField = (key: NotificationPreferenceKey) => `push_${key}` as const

export const PUSH_CATEGORY_FIELDS = NOTIFICATION_PREFERENCE_KEYS.map(pushCategoryField)

export const pushCategoriesFormSchema = z
  .object(
    Object.fromEntries(
      PUSH_CATEGORY_FIELDS.map((field) => [
        field,
        z.literal("on", { error: "Escolha, em cada categoria, se ela chega como notificação." }).optional(),
      ])
    ) as Record<ReturnType<typeof pushCategoryField>, z.ZodOptional<z.ZodLiteral<"on">>>
  )
  .transform((form) => ({
    enabled: NOTIFICATION_PREFERENCE_KEYS.filter((key) => form[pushCategoryField(key)] === "on"),
  }))
  .pipe(pushPreferencesSchema)

/** The categories pushed when she turns push on for the first time (none chosen yet). */
export const FIRST_PUSH_CATEGORIES: readonly NotificationPreferenceKey[] = ["messages", "orders", "projects"]

export const pushDeviceIdSchema = z.object({ id: z.uuid({ error: "Aparelho inválido." }) })
