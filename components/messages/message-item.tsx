import Link from "next/link"

import type { DirectMessage } from "@/lib/data/direct-messages"
import { messageParts } from "@/lib/direct-messages"
import { formatDateTime } from "@/lib/format"
import { formatCents } from "@/lib/number-format"
import { cn } from "@/lib/utils"

export interface MessageItemProps {
  message: DirectMessage
  mine: boolean
  /** The other participant's name, for screen readers ("Ana disse"). */
  peerName: string
  /** Report this message (the conversation view passes its dialog). */
  actions?: React.ReactNode
}

/**
 * One message as a bubble: hers on the right. The text is rendered as text (never HTML); only
 * http(s) addresses become links, which leave the site without our referrer or any rights on it.
 */
export function MessageItem({ message, mine, peerName, actions }: MessageItemProps) {
  const who = mine ? "Você" : peerName
  return (
    <article
      aria-label={`Mensagem de ${who}`}
      data-slot="direct-message"
      className={cn("flex max-w-[85%] flex-col gap-1 sm:max-w-[70%]", mine ? "ml-auto items-end" : "items-start")}
    >
      <div
        className={cn(
          "rounded-2xl px-4 py-2 text-sm break-words whitespace-pre-wrap",
          mine ? "bg-primary text-primary-foreground rounded-br-sm" : "bg-muted rounded-bl-sm",
          message.removed && "italic opacity-80"
        )}
      >
        {message.quote ? <Quote quote={message.quote} mine={mine} /> : null}
        {message.removed ? (
          "Mensagem removida"
        ) : (
          <>
            {message.imageUrl ? (
              <a href={message.imageUrl} target="_blank" rel="noopener noreferrer" className="mb-1 block">
                {/* eslint-disable-next-line @next/next/no-img-element -- a short-lived signed address of a private bucket */}
                <img
                  src={message.imageUrl}
                  alt={`Imagem enviada por ${who}`}
                  className="max-h-80 w-auto max-w-full rounded-lg"
                  loading="lazy"
                />
              </a>
            ) : null}
            {messageParts(message.body).map((part, index) =>
              part.kind === "link" ? (
                <a
                  key={index}
                  href={part.href}
                  target="_blank"
                  rel="nofollow ugc noopener noreferrer"
                  className="font-medium underline underline-offset-2"
                >
                  {part.text}
                </a>
              ) : (
                <span key={index}>{part.text}</span>
              )
            )}
          </>
        )}
      </div>
      <div className="text-muted-foreground flex items-center gap-2 text-xs">
        <span className="sr-only">{who}, </span>
        <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
        {actions}
      </div>
    </article>
  )
}

function Quote({ quote, mine }: { quote: NonNullable<DirectMessage["quote"]>; mine: boolean }) {
  return (
    <blockquote
      data-slot="message-quote"
      className={cn("mb-2 border-l-4 pl-3 not-italic", mine ? "border-primary-foreground/60" : "border-primary/60")}
    >
      <p className="text-xs opacity-80">{quote.kind === "product" ? "Interesse no produto" : "Sobre o negócio"}</p>
      <Link href={quote.path} className="font-semibold underline underline-offset-2">
        {quote.title}
      </Link>
      {quote.priceCents !== null ? <span className="block text-xs">{formatCents(quote.priceCents)}</span> : null}
    </blockquote>
  )
}
