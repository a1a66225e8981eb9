"use server"

import { revalidatePath } from "next/cache"
import { redirect } from "next/navigation"

import { type ActionState, failed, formFields, safeValues, succeeded } from "@/lib/action-state"
import { databaseFailure, type DatabaseError, type DatabaseFailures, runForm } from "@/lib/action-errors"
import { getViewer, requireUser } from "@/lib/auth"
import * as messages from "@/lib/data/direct-messages"
import { POST_IMAGE_MAX_BYTES, POST_IMAGE_TEXT } from "@/lib/images/post-image"
import { reencodeImage } from "@/lib/images/reencode"
import { conversationPath, MESSAGES_PATH } from "@/lib/messages-url"
import {
  blockMemberSchema,
  conversationActionSchema,
  conversationIdSchema,
  MESSAGE_TEXT,
  reportConversationSchema,
  sendMessageSchema,
  startConversationSchema,
} from "@/lib/validations/direct-messages"

/**
 * Direct messages' actions (issue #37). Each one parses, checks the session, then calls a definer
 * function under her session: the database decides who may write to whom (blocks, mutes, the
 * daily limit of new conversations) and answers its refusals in pt-BR (P0001), shown as they come.
 */

const SIGN_IN_FIRST = failed("Sessão encerrada. Entre novamente.", { code: "unauthenticated" })

const member = () => requireUser(MESSAGES_PATH)

/** For reads after hydration: an answer, not a redirect, when the session ended. */
async function signedIn() {
  return (await getViewer()) ?? SIGN_IN_FIRST
}

/** The database's own pt-BR refusals (blocked, muted, the day's limit, not a participant). */
const FAILURES = (otherwise: string): DatabaseFailures => ({
  read: (error: DatabaseError) =>
    error.code === "P0001" && error.message ? failed(error.message, { code: "refused" }) : null,
  codes: {
    "42501": failed("Você não participa desta conversa.", { code: "forbidden" }),
    not_found: failed("Conversa não encontrada.", { code: "not_found" }),
  },
  otherwise,
})

/**
 * The typed text, whole: a message may be far longer than safeValues' 500 characters, and a
 * refused message must come back as she wrote it (cut only at the bad-input limit).
 */
function typedValues(formData: unknown, keys: readonly string[]) {
  const fields = formFields(formData)
  const values = safeValues(formData, keys)
  if (typeof fields.body === "string") values.body = fields.body.slice(0, 8000)
  return values
}

/** The first message to someone; on success, her conversation. */
export async function startConversation(_prev: ActionState, formData: FormData): Promise<ActionState> {
  const keep = ["recipientId", "contextKind", "contextId"] as const
  let conversationId: string | null = null
  const answer = await runForm(
    formData,
    {
      schema: startConversationSchema,
      viewer: member,
      invalid: (error) => {
        const fieldErrors: Record<string, string[]> = {}
        for (const issue of error.issues) {
          const key = String(issue.path[0] ?? "form")
          ;(fieldErrors[key] ??= []).push(issue.message)
        }
        return failed(error.issues[0]?.message ?? MESSAGE_TEXT.empty, {
          code: "invalid",
          fieldErrors,
          values: typedValues(formData, keep),
        })
      },
    },
    async (input) => {
      const { data, error } = await messages.startConversation(input)
      if (error || !data) {
        return databaseFailure(
          "messages.start",
          error ?? { code: "", message: "no id" },
          FAILURES("Não foi possível enviar a mensagem. Tente novamente."),
          { values: typedValues(formData, keep) }
        )
      }
      conversationId = data
      return succeeded("Mensagem enviada.")
    }
  )
  // Outside any try: redirect() throws.
  if (conversationId) {
    revalidatePath(MESSAGES_PATH)
    redirect(conversationPath(conversationId))
  }
  return answer
}

/** A message (text, a picture, or both) in one of her conversations; answers it as the page shows it. */
export async function sendMessage(
  _prev: ActionState<messages.DirectMessage>,
  formData: FormData
): Promise<ActionState<messages.DirectMessage>> {
  const keep = ["conversationId"] as const
  const values = () => typedValues(formData, keep)
  return runForm(
    formData,
    {
      schema: sendMessageSchema,
      viewer: member,
      invalid: (error) => {
        const field = String(error.issues[0]?.path[0] ?? "body")
        const message = error.issues[0]?.message ?? MESSAGE_TEXT.empty
        return failed(message, { code: "invalid", fieldErrors: { [field]: [message] }, values: values() })
      },
    },
    async (input) => {
      const file = formData instanceof FormData ? formData.get("image") : null
      const picture = file instanceof File && file.size > 0 ? file : null
      if (!picture && input.body.trim() === "") {
        return failed(MESSAGE_TEXT.empty, {
          code: "invalid",
          fieldErrors: { body: [MESSAGE_TEXT.empty] },
          values: values(),
        })
      }
      let imagePath: string | null = null
      if (picture) {
        if (picture.size > POST_IMAGE_MAX_BYTES) {
          return failed(POST_IMAGE_TEXT.tooLarge, {
            code: "invalid",
            fieldErrors: { image: [POST_IMAGE_TEXT.tooLarge] },
            values: values(),
          })
        }
        // Written anew (issue #32): no EXIF or GPS reaches the bucket; AVIF becomes WebP.
        const image = await reencodeImage(new Uint8Array(await picture.arrayBuffer()))
        if ("message" in image) {
          return failed(image.message, { code: image.code, fieldErrors: { image: [image.message] }, values: values() })
        }
        imagePath = await messages.storeMessageImage(input.conversationId, image.bytes, image.type)
        if (!imagePath) return failed(POST_IMAGE_TEXT.failed, { code: "failed", values: values() })
      }
      const { data, error } = await messages.sendDirectMessage({ ...input, imagePath })
      if (error || !data) {
        if (imagePath) await messages.removeMessageImage(imagePath)
        return databaseFailure(
          "messages.send",
          error ?? { code: "", message: "no id" },
          FAILURES("Não foi possível enviar a mensagem. Tente novamente."),
          { values: values() }
        )
      }
      const sent = await messages.getMessage(data)
      return sent ? succeeded("Mensagem enviada.", { data: sent }) : succeeded("Mensagem enviada.")
    }
  )
}

/** The conversation's messages again, after the live channel was away. */
export async function loadMessages(conversationId: unknown): Promise<ActionState<messages.DirectMessage[]>> {
  const id = conversationIdSchema.safeParse(conversationId)
  if (!id.success) return failed(MESSAGE_TEXT.invalidConversation, { code: "invalid" })
  const viewer = await signedIn()
  if ("status" in viewer) return viewer
  if (!(await messages.getConversation(viewer.userId, id.data)))
    return failed("Conversa não encontrada.", { code: "not_found" })
  return succeeded("Pronto.", { data: await messages.listMessages(id.data) })
}

/** One message that arrived live, read under her session ("not_found": not hers to read). */
export async function loadMessage(messageId: unknown): Promise<ActionState<messages.DirectMessage>> {
  const id = conversationIdSchema.safeParse(messageId)
  if (!id.success) return failed("Mensagem inválida.", { code: "invalid" })
  const viewer = await signedIn()
  if ("status" in viewer) return viewer
  const message = await messages.getMessage(id.data)
  return message ? succeeded("Pronto.", { data: message }) : failed("Mensagem não encontrada.", { code: "not_found" })
}

/** Her read marker moves to now (the header's badge follows). */
export async function markConversationRead(conversationId: unknown): Promise<ActionState> {
  const id = conversationIdSchema.safeParse(conversationId)
  if (!id.success) return failed(MESSAGE_TEXT.invalidConversation, { code: "invalid" })
  const viewer = await signedIn()
  if ("status" in viewer) return viewer
  const { error } = await messages.markConversationRead(id.data)
  if (error) return databaseFailure("messages.read", error, FAILURES("Não foi possível marcar a conversa como lida."))
  return succeeded("Pronto.")
}

/** Takes the conversation off her list until a new message arrives; the other side keeps it. */
export async function hideConversation(_prev: ActionState, formData: FormData): Promise<ActionState> {
  let done = false
  const answer = await runForm(formData, { schema: conversationActionSchema, viewer: member }, async (input) => {
    const { error } = await messages.hideConversation(input.conversationId)
    if (error) return databaseFailure("messages.hide", error, FAILURES("Não foi possível ocultar a conversa."))
    done = true
    return succeeded("Conversa ocultada.")
  })
  if (done) {
    revalidatePath(MESSAGES_PATH)
    redirect(MESSAGES_PATH)
  }
  return answer
}

/** She stops receiving messages from this member (and neither finds the other in the directory). */
export async function blockMember(_prev: ActionState, formData: FormData): Promise<ActionState> {
  return runForm(formData, { schema: blockMemberSchema, viewer: member }, async (input, viewer) => {
    if (input.memberId === viewer.userId) return failed("Você não pode bloquear a si mesma.", { code: "invalid" })
    const { error } = await messages.blockMember(input.memberId)
    if (error) return databaseFailure("messages.block", error, FAILURES("Não foi possível bloquear. Tente novamente."))
    if (input.conversationId) revalidatePath(conversationPath(input.conversationId))
    return succeeded("Associada bloqueada. Ela não poderá mais enviar mensagens para você.")
  })
}

export async function unblockMember(_prev: ActionState, formData: FormData): Promise<ActionState> {
  return runForm(formData, { schema: blockMemberSchema, viewer: member }, async (input) => {
    const { error } = await messages.unblockMember(input.memberId)
    if (error)
      return databaseFailure("messages.unblock", error, FAILURES("Não foi possível desbloquear. Tente novamente."))
    if (input.conversationId) revalidatePath(conversationPath(input.conversationId))
    return succeeded("Bloqueio desfeito.")
  })
}

/** Opens the conversation (or one message of it) to the moderation, with a reason. */
export async function reportConversation(_prev: ActionState, formData: FormData): Promise<ActionState> {
  const keep = ["conversationId", "messageId", "reason", "details"] as const
  return runForm(formData, { schema: reportConversationSchema, viewer: member, keep }, async (input) => {
    const { error } = await messages.reportConversation(input)
    if (error) {
      return databaseFailure(
        "messages.report",
        error,
        FAILURES("Não foi possível enviar a denúncia. Tente novamente."),
        {
          values: safeValues(formData, keep),
        }
      )
    }
    return succeeded("Denúncia enviada. A equipe de moderação vai analisar a conversa.")
  })
}
