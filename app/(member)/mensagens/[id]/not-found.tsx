import { MessageCircleOffIcon } from "lucide-react"

import { MESSAGES_PATH } from "@/lib/messages-url"
import { NotFoundView } from "@/components/errors/not-found-view"

export const metadata = { title: "Conversa não encontrada", robots: { index: false, follow: false } }

/** A malformed id, an unknown conversation and someone else's read the same. */
export default function ConversationNotFound() {
  return (
    <NotFoundView
      icon={MessageCircleOffIcon}
      title="Conversa não encontrada"
      description="Esta conversa não existe ou você não participa dela."
      link={{ href: MESSAGES_PATH, label: "Voltar para mensagens", back: true }}
    />
  )
}
