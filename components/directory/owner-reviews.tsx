import type { FormAction } from "@/lib/action-state"
import type { OwnerReview } from "@/lib/data/directory-owner"
import { ReplyForm } from "@/components/directory/reply-form"
import { OwnerReply, ReviewCard } from "@/components/directory/review-card"

/**
 * The reviews of her business in her panel: the published ones, each with her one public answer or
 * the form to write it, and how many wait for moderation (their text is the admins' to judge first).
 */
export function OwnerReviews({ reviews, answer }: { reviews: OwnerReview[]; answer: FormAction }) {
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
              <ReviewCard review={review}>
                {review.ownerReply ? (
                  <OwnerReply title="Sua resposta" text={review.ownerReply} />
                ) : (
                  <ReplyForm reviewId={review.id} authorName={review.authorName} action={answer} />
                )}
              </ReviewCard>
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}
