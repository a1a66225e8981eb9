"use server"

import { revalidatePath } from "next/cache"

import { type ActionState, type FormValues, invalid, safeValues } from "@/lib/action-state"
import { databaseFailure } from "@/lib/action-errors"
import { requireUser } from "@/lib/auth"
import { saveMentoringFeedback } from "@/lib/data/mentoring"
import { mentoringFailures } from "@/lib/mentoring/failures"
import { MENTORING_PATH } from "@/lib/mentoring/paths"
import { mentoringFeedbackSchema } from "@/lib/validations/mentoring"

/**
 * Her private note on a past session (issue #40): one per participant, editable, read only by
 * her and the other participant. save_mentoring_feedback checks that the session is hers, over
 * and not cancelled.
 */

/** The note whole (a little past its limit, to say it is too long), not safeValues' 500 characters. */
function sentValues(formData: unknown): FormValues {
  const values = safeValues(formData, ["sessionId"])
  const body = formData instanceof FormData ? formData.get("body") : null
  if (typeof body === "string") values.body = body.slice(0, 2100)
  return values
}

export async function saveMentoringFeedbackAction(_prev: ActionState, formData: FormData): Promise<ActionState> {
  const parsed = mentoringFeedbackSchema.safeParse({
    sessionId: formData instanceof FormData ? formData.get("sessionId") : undefined,
    body: formData instanceof FormData ? formData.get("body") : undefined,
  })
  if (!parsed.success) return { ...invalid(parsed.error, formData, []), values: sentValues(formData) }
  await requireUser(MENTORING_PATH)
  const { error } = await saveMentoringFeedback(parsed.data.sessionId, parsed.data.body)
  if (error) {
    return databaseFailure(
      "mentoring.feedback",
      error,
      mentoringFailures("Não foi possível salvar sua anotação. Tente novamente."),
      { values: sentValues(formData) }
    )
  }
  revalidatePath(MENTORING_PATH)
  return { status: "success", message: "Anotação salva.", values: sentValues(formData) }
}
