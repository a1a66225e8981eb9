"use client"

import * as React from "react"

import type { ActionState, FormAction } from "@/lib/action-state"
import type { ConversationPeer, DirectMessage } from "@/lib/data/direct-messages"
import { MESSAGES_READ_EVENT } from "@/lib/direct-messages"
import type { LiveTable, LiveTableStatus } from "@/lib/live-table"
import type { LiveToken } from "@/lib/notifications"
import { MemberAvatar } from "@/components/avatar/member-avatar"
import { MessageComposer } from "@/components/messages/message-composer"
import { MessageItem } from "@/components/messages/message-item"
import { BlockDialog, HideDialog, ReportDialog } from "@/components/messages/safety-dialogs"

export interface ConversationActions {
  send: FormAction<DirectMessage>
  loadMessages: (conversationId: string) => Promise<ActionState<DirectMessage[]>>
  loadMessage: (messageId: string) => Promise<ActionState<DirectMessage>>
  markRead: (conversationId: string) => Promise<ActionState>
  getToken: () => Promise<ActionState<LiveToken>>
  block: FormAction
  unblock: FormAction
  report: FormAction
  hide: FormAction
}

export interface ConversationViewProps {
  conversationId: string
  viewerId: string
  peer: ConversationPeer
  initialMessages: DirectMessage[]
  blockedByMe: boolean
  /** For the live channel; null when the server could not read one (the page still works). */
  token: LiveToken | null
  actions: ConversationActions
}

const byTime = (a: DirectMessage, b: DirectMessage) =>
  a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id)

/**
 * One conversation, kept current without reload: new messages arrive through Realtime
 * (direct_messages of this conversation; RLS sends them to its two participants only), each then
 * read through a server action under her session (the picture's signed address is made there),
 * announced to screen readers, and her read marker moves so the header's count follows.
 */
export function ConversationView({
  conversationId,
  viewerId,
  peer,
  initialMessages,
  blockedByMe: initiallyBlocked,
  token,
  actions,
}: ConversationViewProps) {
  const [messages, setMessages] = React.useState(initialMessages)
  const [blockedByMe, setBlockedByMe] = React.useState(initiallyBlocked)
  const [announcement, setAnnouncement] = React.useState("")
  const [liveStatus, setLiveStatus] = React.useState<LiveTableStatus | "off">("off")
  const actionsRef = React.useRef(actions)
  React.useEffect(() => {
    actionsRef.current = actions
  }, [actions])
  const knownRef = React.useRef(new Set(initialMessages.map((message) => message.id)))
  const endRef = React.useRef<HTMLDivElement>(null)

  const upsert = React.useCallback((message: DirectMessage) => {
    knownRef.current.add(message.id)
    setMessages((current) => {
      const index = current.findIndex((item) => item.id === message.id)
      if (index < 0) return [...current, message].sort(byTime)
      const next = current.slice()
      next[index] = message
      return next
    })
  }, [])

  const markRead = React.useCallback(() => {
    void actionsRef.current
      .markRead(conversationId)
      .then((answer) => {
        if (answer.status === "success") window.dispatchEvent(new Event(MESSAGES_READ_EVENT))
      })
      .catch(() => undefined)
  }, [conversationId])

  React.useEffect(() => markRead(), [markRead])

  // The newest message in view, on arrival and when one is added.
  const count = messages.length
  React.useEffect(() => {
    endRef.current?.scrollIntoView({ block: "end" })
  }, [count])

  React.useEffect(() => {
    if (!token || token.userId !== viewerId) return
    let live: LiveTable | null = null
    let cancelled = false
    void import("@/lib/live-table")
      .then(({ watchTable }) => {
        if (cancelled) return
        live = watchTable({
          channel: "conversa",
          table: "direct_messages",
          filter: `conversation_id=eq.${conversationId}`,
          userId: viewerId,
          token,
          getToken: () => actionsRef.current.getToken(),
          onStatus: setLiveStatus,
          onResync: () => {
            void actionsRef.current.loadMessages(conversationId).then((answer) => {
              if (answer.status !== "success" || !answer.data) return
              for (const message of answer.data) knownRef.current.add(message.id)
              setMessages(answer.data)
            })
          },
          onChange: ({ event, id }) => {
            if (event === "DELETE") {
              setMessages((current) => current.filter((item) => item.id !== id))
              return
            }
            void actionsRef.current.loadMessage(id).then((answer) => {
              if (answer.status !== "success" || !answer.data) return
              const message = answer.data
              if (!knownRef.current.has(message.id) && message.senderId !== viewerId) {
                setAnnouncement(`Nova mensagem de ${peer.name}.`)
                markRead()
              }
              upsert(message)
            })
          },
        })
      })
      .catch((error: unknown) => console.error("[messages.live]", error))
    return () => {
      cancelled = true
      live?.close()
      setLiveStatus("off")
    }
  }, [token, viewerId, conversationId, peer.name, upsert, markRead])

  return (
    <div className="flex flex-col gap-4" data-conversation-live={liveStatus}>
      <div className="flex flex-wrap items-center justify-between gap-3 border-b pb-4">
        <div className="flex items-center gap-3">
          <MemberAvatar name={peer.name} url={peer.avatarUrl} size={40} />
          <h1 className="text-xl font-semibold">{peer.name}</h1>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {peer.id ? (
            <BlockDialog
              memberId={peer.id}
              memberName={peer.name}
              conversationId={conversationId}
              blocked={blockedByMe}
              block={actions.block}
              unblock={actions.unblock}
              onChanged={setBlockedByMe}
            />
          ) : null}
          <ReportDialog conversationId={conversationId} report={actions.report} />
          <HideDialog conversationId={conversationId} hide={actions.hide} />
        </div>
      </div>
      <section aria-labelledby="mensagens-titulo" className="space-y-3">
        <h2 id="mensagens-titulo" className="sr-only">
          Mensagens
        </h2>
        {messages.length === 0 ? (
          <p className="text-muted-foreground text-sm">Nenhuma mensagem ainda.</p>
        ) : (
          <ol className="flex flex-col gap-3" aria-label={`Conversa com ${peer.name}`}>
            {messages.map((message) => {
              const mine = message.senderId === viewerId
              return (
                <li key={message.id} className="flex">
                  <MessageItem
                    message={message}
                    mine={mine}
                    peerName={peer.name}
                    actions={
                      mine || message.removed ? null : (
                        <ReportDialog
                          conversationId={conversationId}
                          messageId={message.id}
                          report={actions.report}
                          compact
                        />
                      )
                    }
                  />
                </li>
              )
            })}
          </ol>
        )}
        <div ref={endRef} />
        <p role="status" aria-live="polite" className="sr-only">
          {announcement}
        </p>
      </section>
      <section aria-labelledby="responder-titulo" className="space-y-2 border-t pt-4">
        <h2 id="responder-titulo" className="sr-only">
          Responder
        </h2>
        <MessageComposer
          action={actions.send}
          fields={{ conversationId }}
          allowImage
          disabledReason={blockedByMe ? `Você bloqueou ${peer.name}. Desbloqueie para voltar a conversar.` : null}
          onSent={(answer) => {
            if (answer.data) upsert(answer.data)
          }}
        />
      </section>
    </div>
  )
}
