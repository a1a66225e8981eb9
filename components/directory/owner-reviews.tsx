import { MessageSquareReplyIcon } from "lucide-react"

import type { ActionState } from "@/lib/action-state"
import type { OwnerReview } from "@/lib/data/directory-owner"
import { formatPostDate } from "@/lib/format"
import { ReplyForm } from "@/components/directory/reply-form"
import { Stars } from "@/components/directory/star-rating"

/**
 * The reviews of her business in her panel: the published ones, each with her one public answer or
 * the form to write it, and how many wait for moderation (their text is the admins' to judge first).
 */
export function OwnerReviews({
  reviews,
  answer,
}: {
  reviews: OwnerReview[]
  answer: (prev: ActionState, formData: FormData) => Promise<ActionState>
}) {
  const published = reviews.filter((review) => review.approved)
  const waiting = reviews.filter((review) => !review.approved && !review.rejectionReason).length
  return (
    <section aria-labelledby="avaliacoes-recebidas" className="space-y-4 border-t pt-8">
      <h2 id="avaliacoes-recebidas" className="text-2xl font-bold tracking-tight">
        Avaliações recebidas
      </h2>
      {waiting > 0 ? (
        <p className="text-muted-foreground text-sm">
          {waiting === 1 ? "1 avaliação aguarda" : `${waiting} avaliações aguardam`} a moderação da equipe.
        </p>
      ) : null}
      {published.length === 0 ? (
        <p className="text-muted-foreground">Nenhuma avaliação publicada ainda.</p>
      ) : (
        <ol className="space-y-4">
          {published.map((review) => (
            <li key={review.id}>
              <article
                className="bg-card space-y-3 rounded-xl border p-5"
                aria-label={`Avaliação de ${review.authorName}`}
              >
                <header className="flex flex-wrap items-center justify-between gap-2">
                  <p className="font-semibold">{review.authorName}</p>
                  <time dateTime={review.createdAt} className="text-muted-foreground text-sm">
                    {formatPostDate(review.createdAt)}
                  </time>
                </header>
                <Stars value={review.rating} />
                <p className="leading-relaxed whitespace-pre-line">{review.comment}</p>
                {review.ownerReply ? (
                  <div className="bg-muted/60 space-y-1 rounded-lg border-l-4 p-4">
                    <p className="inline-flex items-center gap-1.5 text-sm font-semibold">
                      <MessageSquareReplyIcon className="size-4" aria-hidden="true" />
                      Sua resposta
                    </p>
                    <p className="text-sm leading-relaxed whitespace-pre-line">{review.ownerReply}</p>
                  </div>
                ) : (
                  <ReplyForm reviewId={review.id} authorName={review.authorName} action={answer} />
                )}
              </article>
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}
