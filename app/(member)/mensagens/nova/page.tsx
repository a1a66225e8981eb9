import type { Metadata } from "next"
import Link from "next/link"

import { requireUser } from "@/lib/auth"
import { getConversationTarget } from "@/lib/data/direct-messages"
import {
  CONVERSATION_CONTEXTS,
  type ConversationContext,
  MESSAGES_PATH,
  NEW_CONVERSATION_PATH,
} from "@/lib/messages-url"
import { pageMetadata } from "@/lib/metadata"
import { memberIdSchema } from "@/lib/validations/direct-messages"
import { MessageComposer } from "@/components/messages/message-composer"
import { startConversation } from "../actions"

export const metadata: Metadata = pageMetadata({ title: "Nova mensagem", path: NEW_CONVERSATION_PATH, noIndex: true })

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

const one = (value: string | string[] | undefined) => (typeof value === "string" ? value : null)
const uuidOrNull = (value: string | null) => {
  const parsed = memberIdSchema.safeParse(value)
  return parsed.success ? parsed.data : null
}
/** The context as the links spell it; "perfil" (a profile) and anything unknown mean none. */
const contextOf = (value: string | null): ConversationContext | null =>
  (CONVERSATION_CONTEXTS as readonly string[]).includes(value ?? "") ? (value as ConversationContext) : null

const CONTEXT_TEXT: Record<ConversationContext, string> = {
  business: "sobre o negócio",
  product: "sobre o produto",
  group: "de um grupo da comunidade",
}

/**
 * The first message to someone, from her profile (`para`), a business page or a product's
 * "Tenho interesse" (`contexto` and `ref`: the owner is found here, so those static pages need not
 * carry her id), or a group's member list. The database decides whether she may be written to; a
 * refusal (blocked, the day's limit) keeps the text.
 */
export default async function NewConversationPage({ searchParams }: Props) {
  const query = await searchParams
  const search = new URLSearchParams(
    Object.entries(query).flatMap(([key, value]) => (typeof value === "string" ? [[key, value]] : []))
  ).toString()
  const viewer = await requireUser(search ? `${NEW_CONVERSATION_PATH}?${search}` : NEW_CONVERSATION_PATH)
  const context = contextOf(one(query.contexto))
  const target = await getConversationTarget({
    to: uuidOrNull(one(query.para)),
    context,
    ref: uuidOrNull(one(query.ref)),
  })

  return (
    <div className="container mx-auto max-w-2xl space-y-6 px-4 py-10">
      <Link href={MESSAGES_PATH} className="text-muted-foreground text-sm underline">
        Voltar para mensagens
      </Link>
      {!target ? (
        <Notice title="Não é possível enviar esta mensagem">
          Esta pessoa não pode receber mensagens por aqui, ou o endereço está incompleto.
        </Notice>
      ) : target.recipientId === viewer.userId ? (
        <Notice title="Esta página é sua">Você não pode enviar mensagens para si mesma.</Notice>
      ) : (
        <>
          <header className="space-y-1">
            <h1 className="text-3xl font-bold tracking-tight">Nova mensagem</h1>
            <p className="text-muted-foreground">
              Para: <strong className="text-foreground">{target.title}</strong>
              {target.context ? ` (${CONTEXT_TEXT[target.context]})` : null}
            </p>
            {target.context === "product" ? (
              <p className="text-muted-foreground text-sm">O produto vai citado no início da conversa.</p>
            ) : null}
          </header>
          <MessageComposer
            action={startConversation}
            fields={{
              recipientId: target.recipientId,
              contextKind: target.context ?? "",
              contextId: target.contextId ?? "",
            }}
            submitLabel="Enviar mensagem"
            initialBody={target.context === "product" ? `Olá! Tenho interesse em ${target.title}.` : ""}
          />
        </>
      )}
    </div>
  )
}

function Notice({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div className="space-y-2 rounded-lg border p-6">
      <h1 className="text-2xl font-semibold">{title}</h1>
      <p className="text-muted-foreground">{children}</p>
    </div>
  )
}
