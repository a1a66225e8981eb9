"use client"

import * as React from "react"

import { type ActionState, fieldError, type FormAction, IDLE } from "@/lib/action-state"
import type { CommunityPost } from "@/lib/data/community-posts"
import { useActionToast } from "@/lib/hooks/use-action-toast"
import { useFormAction } from "@/lib/hooks/use-form-action"
import type { LiveTable, LiveTableStatus } from "@/lib/live-table"
import type { LiveToken } from "@/lib/notifications"
import { CommunityEditor, MENTION_HINT } from "./community-editor"
import { FormSubmitRow } from "./form-submit-row"
import { type PostActions, PostItem } from "./post-item"

export interface TopicThreadActions extends PostActions {
  reply: FormAction<CommunityPost>
  loadPost: (postId: string) => Promise<ActionState<CommunityPost | null>>
  loadPosts: (topicId: string) => Promise<ActionState<CommunityPost[]>>
  markRead: (topicId: string) => Promise<ActionState>
  getToken: () => Promise<ActionState<LiveToken>>
}

export interface TopicThreadProps {
  topic: { id: string; title: string }
  group: { id: string; slug: string }
  viewerId: string
  initialPosts: CommunityPost[]
  /** Author id → profile handle she may follow (issue #37), read once for the page. */
  authorHandles?: Readonly<Record<string, string>>
  canReact: boolean
  canWrite: boolean
  /** Why she cannot reply here (locked, muted, archived, not a member), or null. */
  replyBlocked: string | null
  canModerate: boolean
  /** For the live channel; null when the server could not read one (the page still works). */
  token: LiveToken | null
  actions: TopicThreadActions
}

const byTime = (a: CommunityPost, b: CommunityPost) =>
  a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id)

/**
 * The topic's messages, kept current without reload: new replies and moderators' changes arrive
 * through Realtime (community_posts, this topic), each one then read through a server action
 * under her session (sanitised there), and announced to screen readers. Her unread marker moves
 * while she reads.
 */
export function TopicThread({
  topic,
  group,
  viewerId,
  initialPosts,
  authorHandles,
  canReact,
  canWrite,
  replyBlocked,
  canModerate,
  token,
  actions,
}: TopicThreadProps) {
  const [posts, setPosts] = React.useState(initialPosts)
  const [announcement, setAnnouncement] = React.useState("")
  const [liveStatus, setLiveStatus] = React.useState<LiveTableStatus | "off">("off")
  const postsRef = React.useRef(posts)
  React.useEffect(() => {
    postsRef.current = posts
  }, [posts])
  const actionsRef = React.useRef(actions)
  React.useEffect(() => {
    actionsRef.current = actions
  }, [actions])

  const upsert = React.useCallback((post: CommunityPost) => {
    setPosts((current) => {
      const index = current.findIndex((item) => item.id === post.id)
      if (index < 0) return [...current, post].sort(byTime)
      const next = current.slice()
      next[index] = post
      return next
    })
  }, [])
  const remove = React.useCallback((postId: string) => {
    setPosts((current) => current.filter((item) => item.id !== postId))
  }, [])

  // Her marker follows what she has seen: on arrival and after live replies (at most every 3 s).
  const markTimer = React.useRef<ReturnType<typeof setTimeout> | null>(null)
  const markRead = React.useCallback(() => {
    if (markTimer.current) return
    markTimer.current = setTimeout(() => {
      markTimer.current = null
      void actionsRef.current.markRead(topic.id).catch(() => undefined)
    }, 3000)
  }, [topic.id])
  React.useEffect(() => {
    void actionsRef.current.markRead(topic.id).catch(() => undefined)
    return () => {
      if (markTimer.current) clearTimeout(markTimer.current)
    }
  }, [topic.id])

  React.useEffect(() => {
    if (!token || token.userId !== viewerId) return
    let live: LiveTable | null = null
    let cancelled = false
    void import("@/lib/live-table")
      .then(({ watchTable }) => {
        if (cancelled) return
        live = watchTable({
          channel: "topico",
          table: "community_posts",
          filter: `topic_id=eq.${topic.id}`,
          userId: viewerId,
          token,
          getToken: () => actionsRef.current.getToken(),
          onStatus: setLiveStatus,
          onResync: () => {
            void actionsRef.current.loadPosts(topic.id).then((answer) => {
              if (answer.status === "success" && answer.data) setPosts(answer.data)
            })
          },
          onChange: ({ event, id }) => {
            if (event === "DELETE") return remove(id)
            void actionsRef.current.loadPost(id).then((answer) => {
              if (answer.status !== "success") return
              if (!answer.data) return remove(id)
              const post = answer.data
              if (!postsRef.current.some((known) => known.id === post.id) && post.authorId !== viewerId) {
                setAnnouncement(`Nova resposta de ${post.authorName}.`)
                markRead()
              }
              upsert(post)
            })
          },
        })
      })
      .catch((error: unknown) => console.error("[community.live]", error))
    return () => {
      cancelled = true
      live?.close()
      setLiveStatus("off")
    }
  }, [token, viewerId, topic.id, upsert, remove, markRead])

  const opening = posts.find((post) => post.isOpening)
  const replies = posts.filter((post) => !post.isOpening)
  const item = (post: CommunityPost) => (
    <PostItem
      key={post.id}
      post={post}
      authorHandle={post.authorId ? (authorHandles?.[post.authorId] ?? null) : null}
      viewerId={viewerId}
      groupId={group.id}
      groupSlug={group.slug}
      topicTitle={topic.title}
      canReact={canReact}
      canWrite={canWrite}
      canModerate={canModerate}
      actions={actions}
      onChanged={upsert}
      onRemoved={remove}
    />
  )

  return (
    <div className="space-y-8" data-topic-live={liveStatus}>
      {opening ? item(opening) : null}
      <section aria-labelledby="respostas" className="space-y-4">
        <h2 id="respostas" className="text-xl font-semibold">
          {replies.length === 0 ? "Respostas" : replies.length === 1 ? "1 resposta" : `${replies.length} respostas`}
        </h2>
        {replies.length === 0 ? (
          <p className="text-muted-foreground text-sm">Ninguém respondeu ainda.</p>
        ) : (
          <ol className="space-y-4" aria-label="Respostas do tópico">
            {replies.map((post) => (
              <li key={post.id}>{item(post)}</li>
            ))}
          </ol>
        )}
        <p role="status" aria-live="polite" className="sr-only">
          {announcement}
        </p>
      </section>
      <section aria-labelledby="responder" className="space-y-3">
        <h2 id="responder" className="text-xl font-semibold">
          Responder
        </h2>
        {replyBlocked ? (
          <p className="text-muted-foreground">{replyBlocked}</p>
        ) : (
          <ReplyForm topicId={topic.id} groupId={group.id} actions={actions} onPosted={upsert} />
        )}
      </section>
    </div>
  )
}

function ReplyForm({
  topicId,
  groupId,
  actions,
  onPosted,
}: {
  topicId: string
  groupId: string
  actions: TopicThreadActions
  onPosted: (post: CommunityPost) => void
}) {
  const [state, form, pending] = useFormAction(actions.reply, IDLE)
  // A new, empty editor after each reply sent; a refusal keeps the text (useFormAction does not reset).
  const [round, setRound] = React.useState(0)
  useActionToast(state, {
    onSuccess: (answer) => {
      if (answer.data) onPosted(answer.data)
      setRound((n) => n + 1)
    },
  })
  const refusedBody = state.status === "error" ? state.values?.body : undefined
  return (
    <form {...form} className="space-y-3" aria-label="Responder ao tópico" noValidate>
      <input type="hidden" name="topicId" value={topicId} />
      <CommunityEditor
        key={round}
        id="resposta"
        label="Sua resposta"
        groupId={groupId}
        uploadImage={actions.uploadImage}
        loadMentionables={actions.mentionables}
        initialHtml={refusedBody ?? ""}
        error={fieldError(state, "body")}
        hint={MENTION_HINT}
      />
      <FormSubmitRow
        pending={pending}
        label="Enviar resposta"
        pendingLabel="Enviando…"
        message={state.status === "error" && !fieldError(state, "body") ? state.message : ""}
      />
    </form>
  )
}
