import type { Metadata } from "next"
import { notFound } from "next/navigation"
import { connection } from "next/server"
import { EyeIcon } from "lucide-react"

import { getPostForPreview } from "@/lib/data/posts"
import { formatDateTime } from "@/lib/format"
import { verifyPreviewToken } from "@/lib/preview-token"
import { serverEnv } from "@/lib/server-env"
import { POST_STATUS_LABELS, type PostStatus } from "@/lib/validations/post"
import { PostArticle } from "@/components/blog/post-article"

// Reads `params` above any <Suspense> on purpose: a refused link must answer a real 404, not a
// not-found screen streamed with status 200 after the shell.
export const instant = false

export const metadata: Metadata = {
  title: "Pré-visualização",
  robots: { index: false, follow: false, nocache: true },
  referrer: "no-referrer",
}

type Props = { params: Promise<{ token: string }> }

function statusLine(status: PostStatus, publishedAt: string) {
  if (status === "scheduled") return `Agendado para ${formatDateTime(publishedAt)}.`
  if (status === "published") return "Este post já está publicado."
  return `${POST_STATUS_LABELS[status]}: ainda não está público.`
}

/**
 * A draft or scheduled post as it will be published, for whoever holds a signed link from the
 * editor (lib/preview-token.ts), account or not, until the link expires. Always rendered for the
 * request (the response is private, no-store); a link that was tampered with or has expired is a 404.
 */
export default async function PostPreviewPage({ params }: Props) {
  const { token } = await params
  await connection()
  const secret = serverEnv.previewTokenSecret
  const check = secret ? verifyPreviewToken(token, secret) : null
  if (!check?.ok) notFound()
  const post = await getPostForPreview(check.postId)
  if (!post) notFound()
  const status = post.status as PostStatus

  return (
    <>
      <div role="note" aria-label="Pré-visualização" className="bg-secondary text-secondary-foreground border-b">
        <p className="mx-auto flex max-w-3xl flex-wrap items-center gap-x-2 gap-y-1 px-4 py-3 text-sm sm:px-6">
          <EyeIcon className="size-4 shrink-0" aria-hidden="true" />
          <strong>Pré-visualização.</strong>
          <span>{statusLine(status, post.publishedAt)}</span>
          <span>Link válido até {formatDateTime(check.expiresAt)}.</span>
        </p>
      </div>
      <PostArticle post={post} preview />
    </>
  )
}
