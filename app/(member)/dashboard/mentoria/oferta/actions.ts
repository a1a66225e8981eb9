"use server"

import { revalidatePath, updateTag } from "next/cache"

import { type ActionState, type FormValues, invalid, safeValues } from "@/lib/action-state"
import { databaseFailure } from "@/lib/action-errors"
import { requireUser } from "@/lib/auth"
import { TAGS } from "@/lib/cache-tags"
import { saveMentorOffer } from "@/lib/data/mentoring"
import { mentoringFailures } from "@/lib/mentoring/failures"
import { MENTOR_OFFER_PATH, MENTORING_PATH } from "@/lib/mentoring/paths"
import {
  MENTOR_OFFER_FORM_KEYS,
  mentorOfferFields,
  mentorOfferSchema,
  SLOT_ROWS_MAX,
  slotField,
} from "@/lib/validations/mentoring"

/**
 * Her mentoring offer (/dashboard/mentoria/oferta, issue #40): zod first, then her session, then
 * save_mentor_offer under it, which checks everything again (a visible profile to be active, the
 * topics against the shared list, overlapping slots). Every answer carries what she sent, boxes and
 * slot rows included, so the form keeps it after an error.
 */

/** What she sent, as the form refills itself: boxes as comma-separated values, every slot row. */
function sentValues(formData: unknown): FormValues {
  const values = safeValues(formData, MENTOR_OFFER_FORM_KEYS)
  if (!(formData instanceof FormData)) return values
  for (const key of ["topics", "formats"] as const) {
    values[key] = formData
      .getAll(key)
      .filter((value): value is string => typeof value === "string")
      .join(",")
      .slice(0, 1000)
  }
  values.active = formData.get("active") === "on" ? "on" : ""
  let rows = 0
  for (let index = 0; index < SLOT_ROWS_MAX; index++) {
    const row = (["weekday", "start", "end"] as const).map((part) => formData.get(slotField(index, part)))
    if (row.every((value) => value === null)) continue
    rows = index + 1
    row.forEach((value, i) => {
      values[slotField(index, (["weekday", "start", "end"] as const)[i]!)] =
        typeof value === "string" ? value.slice(0, 10) : ""
    })
  }
  values.slotCount = String(rows)
  return values
}

export async function saveMentorOfferAction(_prev: ActionState, formData: FormData): Promise<ActionState> {
  const parsed = mentorOfferSchema.safeParse(mentorOfferFields(formData))
  if (!parsed.success) return { ...invalid(parsed.error, formData, []), values: sentValues(formData) }
  await requireUser(MENTOR_OFFER_PATH)
  const values = sentValues(formData)
  const { error } = await saveMentorOffer(parsed.data)
  if (error) {
    return databaseFailure(
      "mentoring.offer.save",
      error,
      mentoringFailures("Não foi possível salvar sua oferta de mentoria. Tente novamente em instantes."),
      { values }
    )
  }
  // The directory's filter, her profile's badge (static pages), and her mentoring page.
  updateTag(TAGS.members)
  revalidatePath(MENTORING_PATH)
  return {
    status: "success",
    message: parsed.data.active ? "Oferta de mentoria salva e ativa." : "Oferta de mentoria salva (pausada).",
    values,
  }
}
