"use server"

import { revalidatePath } from "next/cache"

import { type ActionState, failed, safeValues, succeeded } from "@/lib/action-state"
import { databaseFailure, type DatabaseError, runForm } from "@/lib/action-errors"
import { getViewer, requireUser } from "@/lib/auth"
import {
  deleteMyPushSubscription,
  getMyPushCategories,
  saveMyPushCategories,
  saveMyPushSubscription,
} from "@/lib/data/push"
import { NOTIFICATION_PREFERENCES_PATH } from "@/lib/notifications/paths"
import {
  FIRST_PUSH_CATEGORIES,
  PUSH_CATEGORY_FIELDS,
  pushCategoriesFormSchema,
  pushDeviceIdSchema,
  pushSubscriptionFormSchema,
} from "@/lib/validations/push-settings"

/**
 * "Notificações neste aparelho" (/dashboard/notificacoes, issue #41): this browser's subscription,
 * the removal of one of her devices, the categories she pushes. zod first, then her session, then
 * the definer functions, which act for auth.uid() and check every value again.
 */

const PATH = NOTIFICATION_PREFERENCES_PATH
const SIGN_IN_AGAIN = failed("Sessão encerrada. Entre novamente.", { code: "unauthenticated" })
/** Called from code after the browser subscribed: an answer, not a redirect, when the session ended. */
const signedIn = async () => (await getViewer()) ?? SIGN_IN_AGAIN
const member = () => requireUser(PATH)

// The functions' own refusals are written for her (pt-BR): a bad value (22023), an 11th device (P0001).
const readRefusal = (error: DatabaseError) =>
  (error.code === "22023" || error.code === "P0001") && error.message
    ? failed(error.message, { code: "refused" })
    : null

/** Stores this browser's subscription; the first device also turns on the usual categories. */
export async function savePushSubscriptionAction(
  _prev: ActionState<{ id: string }>,
  formData: FormData
): Promise<ActionState<{ id: string }>> {
  const invalidSubscription = failed(
    "Não foi possível ativar as notificações neste aparelho. Verifique se o navegador permite notificações e tente de novo.",
    { code: "invalid" }
  )
  return runForm<typeof pushSubscriptionFormSchema, unknown, { id: string }>(
    formData,
    { schema: pushSubscriptionFormSchema, viewer: signedIn, invalid: () => invalidSubscription },
    async (input) => {
      const { data: id, error } = await saveMyPushSubscription(input)
      if (error || !id) {
        return databaseFailure("push.subscription.save", error ?? { code: "", message: "no id" }, {
          read: readRefusal,
          codes: { "42501": SIGN_IN_AGAIN },
          otherwise: invalidSubscription,
        })
      }
      // Push is opt-in per category: with nothing chosen yet, her first device would stay silent.
      const categories = await getMyPushCategories()
      if (!Object.values(categories).some(Boolean)) {
        const { error: categoriesError } = await saveMyPushCategories({ enabled: [...FIRST_PUSH_CATEGORIES] })
        if (categoriesError) console.error("[push.subscription.first-categories]", categoriesError)
      }
      revalidatePath(PATH)
      return succeeded("Notificações ativadas neste aparelho.", { data: { id } })
    }
  )
}

/** Removes one of her devices (this one or another). */
export async function removePushDeviceAction(_prev: ActionState, formData: FormData): Promise<ActionState> {
  return runForm(
    formData,
    { schema: pushDeviceIdSchema, viewer: member, invalid: () => failed("Aparelho inválido.", { code: "invalid" }) },
    async ({ id }) => {
      const { error } = await deleteMyPushSubscription(id)
      if (error) {
        return databaseFailure("push.subscription.delete", error, {
          codes: { "42501": SIGN_IN_AGAIN },
          otherwise: "Não foi possível remover o aparelho agora. Tente novamente em instantes.",
        })
      }
      revalidatePath(PATH)
      return succeeded("Aparelho removido. Ele não recebe mais notificações.")
    }
  )
}

/** The categories she pushes (to every device of hers). */
export async function savePushCategoriesAction(_prev: ActionState, formData: FormData): Promise<ActionState> {
  const keep = PUSH_CATEGORY_FIELDS
  return runForm(formData, { schema: pushCategoriesFormSchema, keep, viewer: member }, async (input) => {
    const values = safeValues(formData, keep)
    const { error } = await saveMyPushCategories(input)
    if (error) {
      return databaseFailure(
        "push.categories.save",
        error,
        {
          read: readRefusal,
          codes: { "42501": SIGN_IN_AGAIN },
          otherwise: "Não foi possível salvar as categorias agora. Tente novamente em instantes.",
        },
        { values }
      )
    }
    revalidatePath(PATH)
    return { status: "success", message: "Categorias das notificações no aparelho salvas.", values }
  })
}
