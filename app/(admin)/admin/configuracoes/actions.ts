"use server"

import { revalidatePath, updateTag } from "next/cache"

import { type ActionState, failed, formFields, invalid, succeeded } from "@/lib/action-state"
import { databaseFailure } from "@/lib/action-errors"
import { requireAdmin } from "@/lib/auth"
import { TAGS } from "@/lib/cache-tags"
import { updateSiteSettings } from "@/lib/data/settings"
import { settingsFormInput, settingsInputSchema } from "@/lib/validations/settings"

const KEEP = [
  "site_name",
  "site_description",
  "contact_email",
  "contact_phone",
  "social_instagram",
  "social_facebook",
  "social_linkedin",
  "social_youtube",
  "commission_amount",
  "referral_window_days",
  "newsletter_optin_text",
  // A box left unticked is absent from the form, so absent means unticked when the form refills.
  "directory_listing_approval",
  "directory_review_approval",
  "live_figures",
  ...["home_stats", "about_impact"].flatMap((prefix) =>
    [0, 1, 2, 3].flatMap((index) => [`${prefix}_${index}_value`, `${prefix}_${index}_label`])
  ),
]

/**
 * Saves the site settings. requireAdmin() here, RLS (admins only) and the audit trigger in the
 * database; then the public pages that show them (every page: footer, JSON-LD) are revalidated.
 */
export async function saveSettings(_prev: ActionState, formData: FormData): Promise<ActionState> {
  await requireAdmin("/admin/configuracoes")
  const input = settingsInputSchema.safeParse(settingsFormInput(formFields(formData)))
  if (!input.success) return invalid(input.error, formData, KEEP)
  const { error } = await updateSiteSettings(input.data)
  if (error) {
    return databaseFailure("admin.settings.save", error, {
      codes: { "42501": failed("Você não tem permissão para alterar as configurações.", { code: "forbidden" }) },
      otherwise: "Não foi possível salvar as configurações agora. Tente novamente em instantes.",
    })
  }
  updateTag(TAGS.settings)
  revalidatePath("/admin/configuracoes")
  revalidatePath("/admin")
  return succeeded("Configurações salvas.")
}
