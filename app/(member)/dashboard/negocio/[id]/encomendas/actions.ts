"use server"

import { updateTag } from "next/cache"

import { type ActionState, failed, safeValues } from "@/lib/action-state"
import { databaseFailure, runForm } from "@/lib/action-errors"
import { TAGS } from "@/lib/cache-tags"
import { saveOrderSettings } from "@/lib/data/orders-pages"
import { OWNER_PATH } from "@/lib/directory-url"
import { requireUser } from "@/lib/auth"
import { validatePixKey } from "@/lib/pix/keys"
import { ORDER_SETTINGS_FORM_KEYS, orderSettingsSchema } from "@/lib/validations/orders"

const schema = orderSettingsSchema(validatePixKey)

/**
 * "Receber encomendas" (issue #38): her business's Pix key, receiver, delivery options, minimum
 * and note. CPF/CNPJ check digits are checked here (lib/pix/keys.ts); the database checks the
 * owner, the key's shape and that orders turned on are complete, and answers in pt-BR (P0001).
 * Every typed value comes back with the answer, so the form keeps it after a refusal.
 */
export async function saveOrderSettingsAction(_prev: ActionState, formData: FormData): Promise<ActionState> {
  const values = () => safeValues(formData, ORDER_SETTINGS_FORM_KEYS)
  return runForm(
    formData,
    { schema, keep: ORDER_SETTINGS_FORM_KEYS, viewer: () => requireUser(OWNER_PATH) },
    async (input) => {
      const { error } = await saveOrderSettings(input)
      if (error) {
        return databaseFailure(
          "orders.settings",
          error,
          {
            read: (refusal) => (refusal.code === "P0001" && refusal.message ? refusal.message : null),
            codes: {
              "42501": failed("Você não pode alterar este negócio.", { code: "forbidden" }),
              not_found: failed("Negócio não encontrado.", { code: "not_found" }),
            },
            otherwise: "Não foi possível salvar. Tente novamente.",
          },
          { values: values() }
        )
      }
      // The product and business pages show "Encomendar" by these settings (cached by tag).
      updateTag(TAGS.shop)
      updateTag(TAGS.directory)
      // The form shows what she saved (the echo), as after a refusal.
      const saved: ActionState = {
        status: "success",
        message: input.enabled
          ? "Pronto! Seu negócio está recebendo encomendas."
          : "Configurações salvas. Encomendas desligadas.",
        values: values(),
      }
      return saved
    }
  )
}
