"use server"

import { type ActionState, safeValues } from "@/lib/action-state"
import { runForm } from "@/lib/action-errors"
import { requireUser } from "@/lib/auth"
import { updateOwnProfile } from "@/lib/data/profiles"
import {
  formatBrazilianPhone,
  newsletterPreferenceSchema,
  PROFILE_FORM_KEYS,
  profileSchema,
  rolesSchema,
} from "@/lib/validations/profile"
import {
  checkedValues,
  PROFILE_PATH,
  profileChanged,
  saveNewsletter,
  saveRoles,
  writeFailure,
} from "@/components/profile/action-helpers"

/**
 * The member's own profile (/dashboard/perfil): personal data, what brings her here, the newsletter.
 * Each action parses its form with zod, then identifies the member (requireUser: a visitor goes to
 * /auth) and writes with her session, so RLS and the column grants decide.
 */

const member = () => requireUser(PROFILE_PATH)

// ---------------------------------------------------------------------------------------------
// Profile fields
// ---------------------------------------------------------------------------------------------

/** "Dados pessoais": name, phone (stored as +55…), bio, city and state. */
export async function updateProfile(_prev: ActionState, formData: FormData): Promise<ActionState> {
  return runForm(
    formData,
    { schema: profileSchema, keep: PROFILE_FORM_KEYS, viewer: member },
    async (input, viewer) => {
      const { error } = await updateOwnProfile(viewer.userId, input)
      if (error) return writeFailure("update", error, safeValues(formData, PROFILE_FORM_KEYS))
      profileChanged()
      // What was saved, as the form shows it (the phone formatted), so it refills with it.
      const { full_name, phone, bio, city, state } = input
      return {
        status: "success",
        message: "Perfil atualizado.",
        values: {
          fullName: full_name,
          phone: formatBrazilianPhone(phone) ?? "",
          bio: bio ?? "",
          city: city ?? "",
          state: state ?? "",
        },
      }
    }
  )
}

/** "Tenho um negócio", "Faço parte da comunidade", "Tenho interesse em ser instrutora". */
export async function updateRoles(_prev: ActionState, formData: FormData): Promise<ActionState> {
  return runForm(formData, { schema: rolesSchema, viewer: member }, async (input, viewer) => {
    const { error } = await saveRoles(viewer, input)
    if (error) return writeFailure("roles", error, checkedValues(input))
    profileChanged()
    return { status: "success", message: "Suas escolhas foram salvas.", values: checkedValues(input) }
  })
}

export async function updateNewsletterPreference(_prev: ActionState, formData: FormData): Promise<ActionState> {
  return runForm(formData, { schema: newsletterPreferenceSchema, viewer: member }, async ({ newsletter }, viewer) => {
    const { error } = await saveNewsletter(viewer, newsletter)
    if (error) return writeFailure("newsletter", error)
    profileChanged()
    return {
      status: "success",
      message: newsletter
        ? `Pronto! Você vai receber a newsletter em ${viewer.email}.`
        : "Você não vai mais receber a newsletter.",
      values: { newsletter: newsletter ? "on" : "" },
    }
  })
}
