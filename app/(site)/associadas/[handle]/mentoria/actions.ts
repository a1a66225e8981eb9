"use server"

import { revalidatePath } from "next/cache"
import { redirect } from "next/navigation"

import { type ActionState, type FormValues, invalid, safeValues, succeeded } from "@/lib/action-state"
import { databaseFailure } from "@/lib/action-errors"
import { requireUser } from "@/lib/auth"
import { getMyMentoring, requestMentoring } from "@/lib/data/mentoring"
import { conversationPath, MEMBERS_PATH, MESSAGES_PATH } from "@/lib/members-url"
import { mentoringFailures } from "@/lib/mentoring/failures"
import { MENTORING_PATH } from "@/lib/mentoring/paths"
import {
  REQUEST_MENTORING_FORM_KEYS,
  requestMentoringFields,
  requestMentoringSchema,
} from "@/lib/validations/mentoring"

/**
 * A request for mentoring (issue #40): zod first, then her session, then request_mentoring under
 * it, which checks the mentor's offer and slots, the three open requests, one open request per
 * mentor, blocks and her messaging rights, and starts the conversation. On success she lands in
 * that conversation, where the request is a card and a message.
 */

/** What she sent: the text fields whole (the needs can be long), the chosen times as a list. */
function sentValues(formData: unknown): FormValues {
  const values = safeValues(formData, REQUEST_MENTORING_FORM_KEYS)
  if (formData instanceof FormData) {
    const needs = formData.get("needs")
    if (typeof needs === "string") values.needs = needs.slice(0, 2100)
    values.times = formData
      .getAll("times")
      .filter((value): value is string => typeof value === "string")
      .join(",")
      .slice(0, 400)
  }
  return values
}

export async function requestMentoringAction(_prev: ActionState, formData: FormData): Promise<ActionState> {
  const parsed = requestMentoringSchema.safeParse(requestMentoringFields(formData))
  if (!parsed.success) return { ...invalid(parsed.error, formData, []), values: sentValues(formData) }
  await requireUser(MEMBERS_PATH)
  const { data, error } = await requestMentoring(parsed.data)
  if (error || !data) {
    return databaseFailure(
      "mentoring.request",
      error ?? { code: "", message: "no id" },
      mentoringFailures("Não foi possível enviar o pedido de mentoria. Tente novamente."),
      { values: sentValues(formData) }
    )
  }
  revalidatePath(MENTORING_PATH)
  revalidatePath(MESSAGES_PATH)
  // Outside any try: redirect() throws. The conversation shows the request's card.
  const { data: conversationId } = await conversationOf(data)
  if (conversationId) redirect(conversationPath(conversationId))
  return succeeded("Pedido de mentoria enviado.")
}

/** The conversation a new request went into, read back from her requests. */
async function conversationOf(requestId: string): Promise<{ data: string | null }> {
  const mine = await getMyMentoring().catch(() => null)
  return { data: mine?.requests.find((request) => request.id === requestId)?.conversationId ?? null }
}
