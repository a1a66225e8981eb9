import type { Metadata } from "next"
import Link from "next/link"
import { notFound } from "next/navigation"

import { requireUser } from "@/lib/auth"
import { getConversation, listMessages } from "@/lib/data/direct-messages"
import { bookableTimesForAnswers, getConversationMentoring } from "@/lib/data/mentoring"
import { readLiveToken } from "@/lib/data/notifications"
import { conversationPath, MESSAGES_PATH } from "@/lib/messages-url"
import { pageMetadata } from "@/lib/metadata"
import { createClient } from "@/lib/supabase/server"
import { conversationIdSchema } from "@/lib/validations/direct-messages"
import { ConversationView } from "@/components/messages/conversation-view"
import { ConversationMentoring } from "@/components/mentoring/conversation-mentoring"
import { getRealtimeToken } from "@/components/notifications/actions"
import {
  blockMember,
  hideConversation,
  loadMessage,
  loadMessages,
  markConversationRead,
  reportConversation,
  sendMessage,
  unblockMember,
} from "../actions"

export const metadata: Metadata = pageMetadata({ title: "Conversa", path: MESSAGES_PATH, noIndex: true })

type Props = { params: Promise<{ id: string }> }

const ACTIONS = {
  send: sendMessage,
  loadMessages,
  loadMessage,
  markRead: markConversationRead,
  getToken: getRealtimeToken,
  block: blockMember,
  unblock: unblockMember,
  report: reportConversation,
  hide: hideConversation,
}

/**
 * One conversation. An id that cannot be one, or a conversation that is not hers, is the same
 * 404 (proxy.ts answers it before streaming, lib/routing/conversation-route.ts; this page renders
 * the not-found view by the same reads).
 */
export default async function ConversationPage({ params }: Props) {
  const { id } = await params
  const viewer = await requireUser(conversationPath(encodeURIComponent(id)))
  const parsed = conversationIdSchema.safeParse(id)
  if (!parsed.success) notFound()
  const conversation = await getConversation(viewer.userId, parsed.data)
  if (!conversation) notFound()
  const [messages, token, mentoring] = await Promise.all([
    listMessages(conversation.id),
    readLiveToken(await createClient()).catch(() => null),
    // Mentoring's cards (issue #40): a failure costs the cards, never the conversation.
    getConversationMentoring(conversation.id).catch((error: unknown) => {
      console.error("[messages.mentoring]", error)
      return { requests: [], sessions: [] }
    }),
  ])
  const now = new Date()
  const bookable = await bookableTimesForAnswers(mentoring.requests, viewer.userId, now)
  return (
    <div className="container mx-auto max-w-3xl space-y-4 px-4 py-8">
      <Link href={MESSAGES_PATH} className="text-muted-foreground text-sm underline">
        Voltar para mensagens
      </Link>
      <ConversationMentoring
        requests={mentoring.requests}
        sessions={mentoring.sessions}
        bookable={bookable}
        now={now.toISOString()}
      />
      <ConversationView
        conversationId={conversation.id}
        viewerId={viewer.userId}
        peer={conversation.peer}
        initialMessages={messages}
        blockedByMe={conversation.blockedByMe}
        token={token}
        actions={ACTIONS}
      />
    </div>
  )
}
