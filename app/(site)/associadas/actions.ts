"use server"

import { redirect } from "next/navigation"
import { z } from "zod"

import { type ActionState, failed } from "@/lib/action-state"
import { databaseFailure, runForm } from "@/lib/action-errors"
import { requireUser } from "@/lib/auth"
import { blockMember } from "@/lib/data/direct-messages"
import { MEMBERS_PATH } from "@/lib/members-url"
import { memberIdSchema } from "@/lib/validations/direct-messages"

/**
 * "Bloquear" on a member's profile (issue #37): the same block as in a conversation
 * (block_member, under her session). Across a block neither sees the other's profile, so she goes
 * back to the directory once it is done.
 */
const blockSchema = z.object({ memberId: memberIdSchema })

export async function blockMemberFromProfile(_prev: ActionState, formData: FormData): Promise<ActionState> {
  const answer = await runForm(
    formData,
    { schema: blockSchema, viewer: () => requireUser(MEMBERS_PATH) },
    async ({ memberId }, viewer) => {
      if (memberId === viewer.userId) return failed("Você não pode bloquear a si mesma.", { code: "invalid" })
      const { error } = await blockMember(memberId)
      if (error) {
        return databaseFailure("members.block", error, {
          otherwise: failed("Não foi possível bloquear agora. Tente novamente.", { code: "failed" }),
        })
      }
      return { status: "success", message: "Associada bloqueada." } satisfies ActionState
    }
  )
  if (answer.status === "success") redirect(MEMBERS_PATH)
  return answer
}

/** Only reached from a profile she can no longer see; kept for BlockDialog's pair of actions. */
export async function unblockMemberFromProfile(): Promise<ActionState> {
  await requireUser(MEMBERS_PATH)
  return failed("Para desbloquear, use a conversa em Mensagens.", { code: "invalid" })
}
