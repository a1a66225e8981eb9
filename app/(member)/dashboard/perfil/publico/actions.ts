"use server"

import { updateTag } from "next/cache"

import { type ActionState, failed, type FormValues, invalid, safeValues } from "@/lib/action-state"
import { databaseFailure } from "@/lib/action-errors"
import { requireUser } from "@/lib/auth"
import { TAGS } from "@/lib/cache-tags"
import { updateMemberProfile } from "@/lib/data/member-profiles"
import {
  MEMBER_PROFILE_FORM_KEYS,
  memberProfileFields,
  memberProfileSchema,
  type MemberProfileInput,
  socialField,
} from "@/lib/members/profile-schema"
import { SOCIAL_NETWORKS } from "@/lib/members/vocabulary"
import { PUBLIC_PROFILE_EDIT_PATH } from "@/lib/members-url"

/**
 * Her public profile (/dashboard/perfil/publico, issue #37). zod first, then her session
 * (requireUser: a visitor goes to /auth), then update_member_profile under her session, which
 * checks every field again, refuses a taken or reserved handle and records a change of visibility
 * with its date (LGPD). Every answer carries what she sent, so the form keeps it after an error.
 */

const HANDLE_TAKEN = "Este endereço já está em uso. Escolha outro."
const SAVE_FAILED = "Não foi possível salvar seu perfil agora. Tente novamente em instantes."

/** What she sent, as the form refills itself: the skill boxes as comma-separated slugs. */
function sentValues(formData: unknown): FormValues {
  const values = safeValues(formData, MEMBER_PROFILE_FORM_KEYS)
  if (formData instanceof FormData) {
    for (const key of ["offers", "needs"] as const) {
      values[key] = formData
        .getAll(key)
        .filter((value): value is string => typeof value === "string")
        .join(",")
        .slice(0, 1000)
    }
  }
  return values
}

/** What was saved, as the form shows it (the handle as stored, links as normalised). */
function savedValues(input: MemberProfileInput): FormValues {
  return {
    visibility: input.visibility,
    handle: input.handle ?? "",
    bio: input.bio ?? "",
    city: input.city ?? "",
    state: input.state ?? "",
    offers: input.offers.join(","),
    needs: input.needs.join(","),
    offersNote: input.offersNote ?? "",
    needsNote: input.needsNote ?? "",
    ...Object.fromEntries(SOCIAL_NETWORKS.map((network) => [socialField(network), input.socialLinks[network] ?? ""])),
  }
}

export async function updatePublicProfile(_prev: ActionState, formData: FormData): Promise<ActionState> {
  const parsed = memberProfileSchema.safeParse(memberProfileFields(formData))
  if (!parsed.success) return { ...invalid(parsed.error, formData, []), values: sentValues(formData) }
  await requireUser(PUBLIC_PROFILE_EDIT_PATH)
  const input = parsed.data
  const values = sentValues(formData)

  const { error } = await updateMemberProfile(input)
  if (error) {
    return databaseFailure(
      "members.profile.update",
      error,
      {
        read: (refusal) => {
          const taken = refusal.code === "23505" || (refusal.code === "P0001" && refusal.message === HANDLE_TAKEN)
          if (taken) return failed(HANDLE_TAKEN, { code: "handle_taken", fieldErrors: { handle: [HANDLE_TAKEN] } })
          // The function's refusals are written for her (pt-BR, one sentence each).
          if (refusal.code === "P0001" && refusal.message) return failed(refusal.message, { code: "refused" })
          return null
        },
        otherwise: failed(SAVE_FAILED, { code: "failed" }),
      },
      { values }
    )
  }

  // The directory, her profile's static page (old and new address) and the sitemap.
  updateTag(TAGS.members)
  return { status: "success", message: "Perfil público salvo.", values: savedValues(input) }
}
