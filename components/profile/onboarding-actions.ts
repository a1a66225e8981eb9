"use server"

import { redirect } from "next/navigation"

import { type ActionState, formFields, invalid, safeValues } from "@/lib/action-state"
import { requireUser, type Viewer } from "@/lib/auth"
import { updateOwnProfile } from "@/lib/data/profiles"
import {
  newsletterPreferenceSchema,
  onboardingStepSchema,
  PROFILE_FORM_KEYS,
  profileBasicsSchema,
  rolesSchema,
} from "@/lib/validations/profile"
import {
  checkedValues,
  profileChanged,
  saveNewsletter,
  saveRoles,
  WELCOME_PATH,
  writeFailure,
} from "@/components/profile/action-helpers"

/**
 * The welcome flow (/dashboard/boas-vindas): three steps, each saved on its own; skipping ends it for good.
 * Each action parses its form with zod, then identifies the member (requireUser: a visitor goes to
 * /auth) and writes with her session, so RLS and the column grants decide.
 */

async function finishWelcome(viewer: Viewer) {
  const { error } = await updateOwnProfile(viewer.userId, { onboarding_completed: true })
  if (error) return writeFailure("welcome.finish", error)
  profileChanged()
  redirect("/dashboard")
}

/** "Pular": marks the welcome flow as done, from any step or from the dashboard's card. */
export async function skipOnboarding(): Promise<ActionState> {
  return finishWelcome(await requireUser("/dashboard"))
}

export async function saveOnboardingStep(_prev: ActionState, formData: FormData): Promise<ActionState> {
  const fields = formFields(formData)
  const step = onboardingStepSchema.safeParse(fields)
  if (!step.success) return invalid(step.error, formData, [])

  if (step.data.step === "1") {
    const input = profileBasicsSchema.safeParse(fields)
    if (!input.success) return invalid(input.error, formData, PROFILE_FORM_KEYS)
    const viewer = await requireUser(WELCOME_PATH)
    const { error } = await updateOwnProfile(viewer.userId, input.data)
    if (error) return writeFailure("welcome.basics", error, safeValues(formData, PROFILE_FORM_KEYS))
    redirect(`${WELCOME_PATH}?passo=2`)
  }
  if (step.data.step === "2") {
    const input = rolesSchema.safeParse(fields)
    if (!input.success) return invalid(input.error, formData, [])
    const viewer = await requireUser(WELCOME_PATH)
    const { error } = await saveRoles(viewer, input.data)
    if (error) return writeFailure("welcome.roles", error, checkedValues(input.data))
    redirect(`${WELCOME_PATH}?passo=3`)
  }
  const input = newsletterPreferenceSchema.safeParse(fields)
  if (!input.success) return invalid(input.error, formData, [])
  const viewer = await requireUser(WELCOME_PATH)
  const { error } = await saveNewsletter(viewer, input.data.newsletter, { onboarding_completed: true })
  if (error) return writeFailure("welcome.newsletter", error)
  profileChanged()
  redirect("/dashboard")
}
