"use server"

import { revalidatePath } from "next/cache"

import { type ActionState, safeValues, succeeded } from "@/lib/action-state"
import { databaseFailure, runForm } from "@/lib/action-errors"
import { requireUser } from "@/lib/auth"
import { cancelMentoringSession, respondMentoringRequest } from "@/lib/data/mentoring"
import { MESSAGES_PATH } from "@/lib/members-url"
import { mentoringFailures } from "@/lib/mentoring/failures"
import { MENTORING_PATH } from "@/lib/mentoring/paths"
import { cancelMentoringSessionSchema, respondMentoringSchema } from "@/lib/validations/mentoring"

/**
 * The steps of a mentoring request and session (issue #40), from the cards of /mensagens/[id] and
 * /dashboard/mentoria (so here, beside the cards, not in either route). The database decides who
 * may answer (the side that did not make the current proposal; the mentee alone withdraws), that a
 * time is still bookable and free, and writes each step as a message in their conversation.
 */

const SUCCESS: Record<string, string> = {
  accept: "Mentoria marcada. Vocês duas receberam a confirmação.",
  propose: "Novo horário proposto.",
  decline: "Pedido recusado.",
  withdraw: "Pedido retirado.",
}

/** Both pages show the step: the mentoring page and every conversation (the card is in one of them). */
function refresh() {
  revalidatePath(MENTORING_PATH)
  revalidatePath(MESSAGES_PATH, "layout")
}

export async function respondMentoringRequestAction(_prev: ActionState, formData: FormData): Promise<ActionState> {
  const keep = ["requestId", "decision", "time", "message"] as const
  return runForm(
    formData,
    { schema: respondMentoringSchema, keep, viewer: () => requireUser(MENTORING_PATH) },
    async (input) => {
      const values = safeValues(formData, keep)
      const { error } = await respondMentoringRequest(input)
      if (error) {
        return databaseFailure(
          "mentoring.respond",
          error,
          mentoringFailures("Não foi possível responder ao pedido. Tente novamente."),
          { values }
        )
      }
      refresh()
      return succeeded(SUCCESS[input.decision] ?? "Pronto.")
    }
  )
}

export async function cancelMentoringSessionAction(_prev: ActionState, formData: FormData): Promise<ActionState> {
  const keep = ["sessionId", "reason"] as const
  return runForm(
    formData,
    { schema: cancelMentoringSessionSchema, keep, viewer: () => requireUser(MENTORING_PATH) },
    async ({ sessionId, reason }) => {
      const { error } = await cancelMentoringSession(sessionId, reason)
      if (error) {
        return databaseFailure(
          "mentoring.cancel",
          error,
          mentoringFailures("Não foi possível cancelar a mentoria. Tente novamente."),
          { values: safeValues(formData, keep) }
        )
      }
      refresh()
      return succeeded("Mentoria cancelada. A outra pessoa foi avisada.")
    }
  )
}
