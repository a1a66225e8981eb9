import type { Metadata } from "next"
import Link from "next/link"
import { MessageCircleIcon } from "lucide-react"

import { requireUser } from "@/lib/auth"
import { listConversations } from "@/lib/data/direct-messages"
import { messagePreview } from "@/lib/direct-messages"
import { formatDateTime } from "@/lib/format"
import { MEMBERS_PATH } from "@/lib/members-url"
import { conversationPath, MESSAGES_PATH } from "@/lib/messages-url"
import { pageMetadata } from "@/lib/metadata"
import { cn } from "@/lib/utils"
import { MemberAvatar } from "@/components/avatar/member-avatar"

export const metadata: Metadata = pageMetadata({ title: "Mensagens", path: MESSAGES_PATH, noIndex: true })

/** Her conversations, newest activity first, each with the other's name, the last message and an unread mark. */
export default async function MessagesPage() {
  const viewer = await requireUser(MESSAGES_PATH)
  const conversations = await listConversations(viewer.userId)
  return (
    <div className="container mx-auto max-w-3xl space-y-6 px-4 py-10">
      <header className="space-y-2">
        <h1 className="text-3xl font-bold tracking-tight">Mensagens</h1>
        <p className="text-muted-foreground">
          Conversas particulares entre associadas. Só vocês duas leem cada conversa; a moderação lê apenas as
          denunciadas.{" "}
          <Link href="/diretrizes" className="underline underline-offset-2">
            Diretrizes da comunidade
          </Link>
        </p>
      </header>
      {conversations.length === 0 ? (
        <div className="rounded-lg border p-8 text-center">
          <MessageCircleIcon aria-hidden="true" className="text-muted-foreground mx-auto mb-3 size-8" />
          <p className="font-medium">Nenhuma conversa por aqui.</p>
          <p className="text-muted-foreground mt-1 text-sm">
            Encontre outras associadas no{" "}
            <Link href={MEMBERS_PATH} className="underline underline-offset-2">
              diretório de associadas
            </Link>{" "}
            e envie a primeira mensagem.
          </p>
        </div>
      ) : (
        <ul aria-label="Suas conversas" className="divide-y rounded-lg border">
          {conversations.map((conversation) => (
            <li key={conversation.id}>
              <Link
                href={conversationPath(conversation.id)}
                className="hover:bg-muted/50 focus-visible:bg-muted/50 flex items-center gap-3 p-4 outline-none"
              >
                <MemberAvatar name={conversation.peer.name} url={conversation.peer.avatarUrl} size={44} />
                <span className="min-w-0 flex-1">
                  <span className="flex items-baseline justify-between gap-2">
                    <span className={cn("truncate", conversation.unread ? "font-bold" : "font-medium")}>
                      {conversation.peer.name}
                    </span>
                    <time dateTime={conversation.lastMessageAt} className="text-muted-foreground shrink-0 text-xs">
                      {formatDateTime(conversation.lastMessageAt)}
                    </time>
                  </span>
                  <span
                    className={cn(
                      "block truncate text-sm",
                      conversation.unread ? "text-foreground font-medium" : "text-muted-foreground"
                    )}
                  >
                    {messagePreview(conversation.last)}
                  </span>
                </span>
                {conversation.unread ? (
                  <span className="bg-destructive size-2.5 shrink-0 rounded-full" aria-label="Não lida" role="img" />
                ) : null}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
