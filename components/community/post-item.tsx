"use client"

import * as React from "react"
import { useTransition } from "react"
import Link from "next/link"
import { EyeIcon, EyeOffIcon, FlagIcon, HeartIcon, type LucideIcon, PencilIcon, Trash2Icon } from "lucide-react"

import { type ActionState, fieldError, IDLE, type FormAction } from "@/lib/action-state"
import { communityPostAnchor } from "@/lib/community"
import type { CommunityPost } from "@/lib/data/community-posts"
import { formatDateTime } from "@/lib/format"
import { memberProfilePath } from "@/lib/members-url"
import { useActionToast, useToastedAction } from "@/lib/hooks/use-action-toast"
import { useFormAction } from "@/lib/hooks/use-form-action"
import { toast } from "@/lib/hooks/use-toast"
import { cn } from "@/lib/utils"
import { TOPIC_TITLE_MAX } from "@/lib/community-limits"
import { Button } from "@/components/ui/button"
import { Input } from "@/components/ui/input"
import { Label } from "@/components/ui/label"
import { FormDialog } from "@/components/forms/form-dialog"
import { CommunityEditor, type CommunityImageAction, MENTION_HINT } from "./community-editor"
import type { MentionablesAction } from "./mention-suggestions"
import { MemberAvatar } from "@/components/avatar/member-avatar"
import { ReasonDialog } from "./reason-dialog"

export interface PostActions {
  support: (postId: string) => Promise<ActionState<{ supported: boolean; count: number }>>
  report: FormAction
  hide: FormAction
  edit: FormAction<CommunityPost>
  remove: FormAction
  uploadImage: CommunityImageAction
  /** Whom she may mention (the editor's "@" suggestions). */
  mentionables?: MentionablesAction
}

export interface PostItemProps {
  post: CommunityPost
  /** Her profile's handle when the viewer may open it (issue #37); the name links there. */
  authorHandle?: string | null
  viewerId: string
  groupId: string
  groupSlug: string
  topicTitle: string
  /** An active member: gives "apoio" and reports. */
  canReact: boolean
  /** An active, unmuted member of an open group: edits her own messages. */
  canWrite: boolean
  canModerate: boolean
  actions: PostActions
  onChanged: (post: CommunityPost) => void
  onRemoved: (postId: string) => void
}

/** One message: author, time, text (or why it is hidden), "apoio", and what she may do with it. */
export function PostItem(props: PostItemProps) {
  const { post, viewerId, canReact, canWrite, canModerate, actions } = props
  const [editing, setEditing] = React.useState(false)
  const mine = post.authorId === viewerId
  const titleId = `autora-${post.id}`
  const gone = post.deleted || post.hiddenReason !== null

  return (
    <article
      id={communityPostAnchor(post.id)}
      aria-labelledby={titleId}
      className={cn("scroll-mt-24 rounded-xl border p-4 sm:p-5", post.isOpening && "bg-muted/30")}
    >
      <header className="flex items-center gap-3">
        <MemberAvatar name={post.authorName} url={post.authorAvatarUrl} />
        <div className="min-w-0">
          <p id={titleId} className="truncate text-sm font-semibold">
            {props.authorHandle ? (
              <Link href={memberProfilePath(props.authorHandle)} className="hover:underline">
                {post.authorName}
              </Link>
            ) : (
              post.authorName
            )}
          </p>
          <p className="text-muted-foreground text-xs">
            <time dateTime={post.createdAt}>{formatDateTime(post.createdAt)}</time>
            {post.editedAt && !gone ? <span> · editado</span> : null}
          </p>
        </div>
      </header>

      <div className="mt-3">
        {post.hiddenReason !== null ? (
          <p className="text-muted-foreground bg-muted rounded-md p-3 text-sm italic">
            Mensagem ocultada pela moderação. Motivo: {post.hiddenReason}
          </p>
        ) : post.deleted ? (
          <p className="text-muted-foreground text-sm italic">Mensagem excluída pela autora.</p>
        ) : editing ? (
          <EditForm {...props} onDone={() => setEditing(false)} />
        ) : (
          <div
            className="prose-community text-sm leading-relaxed break-words [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:pl-3 [&_blockquote]:italic [&_h2]:mt-3 [&_h2]:text-lg [&_h2]:font-semibold [&_h3]:mt-2 [&_h3]:font-semibold [&_img]:my-2 [&_img]:h-auto [&_img]:max-h-96 [&_img]:max-w-full [&_img]:rounded-md [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:my-1.5 [&_ul]:list-disc [&_ul]:pl-6"
            // Sanitised on the server (lib/community-html.ts) when it was read.
            dangerouslySetInnerHTML={{ __html: post.html }}
          />
        )}
      </div>

      {editing ? null : (
        <footer className="mt-3 flex flex-wrap items-center gap-1">
          <SupportButton {...props} disabled={!canReact || gone} />
          {mine && canWrite && !gone ? (
            <FooterButton icon={PencilIcon} label="Editar" onClick={() => setEditing(true)} />
          ) : null}
          {mine && !post.deleted ? <DeleteButton {...props} /> : null}
          {!mine && canReact && !gone ? (
            <ReasonDialog
              trigger={<FooterButton icon={FlagIcon} label="Denunciar" />}
              title="Denunciar mensagem"
              description="A moderação do grupo vai analisar. Quem escreveu não fica sabendo quem denunciou."
              label="Motivo da denúncia"
              submitLabel="Enviar denúncia"
              action={actions.report}
              fields={{ postId: post.id }}
            />
          ) : null}
          {canModerate && post.hiddenReason === null && !post.deleted ? (
            <ReasonDialog
              trigger={<FooterButton icon={EyeOffIcon} label="Ocultar" />}
              title="Ocultar mensagem"
              description="O motivo aparece no lugar da mensagem e é enviado à autora."
              label="Motivo"
              submitLabel="Ocultar mensagem"
              action={actions.hide}
              fields={{ postId: post.id, hide: "true" }}
            />
          ) : null}
          {canModerate && post.hiddenReason !== null ? <UnhideButton {...props} /> : null}
        </footer>
      )}
    </article>
  )
}

/** The footer's buttons: small and quiet, an icon before the word. */
function FooterButton({
  icon: Icon,
  label,
  ...props
}: React.ComponentProps<typeof Button> & { icon: LucideIcon; label: string }) {
  return (
    <Button type="button" variant="ghost" size="sm" {...props}>
      <Icon aria-hidden="true" />
      {label}
    </Button>
  )
}

function SupportButton({ post, actions, onChanged, disabled }: PostItemProps & { disabled: boolean }) {
  const [pending, startTransition] = useTransition()
  const label = post.supportCount === 1 ? "1 apoio" : `${post.supportCount} apoios`
  return (
    <Button
      type="button"
      variant="ghost"
      size="sm"
      aria-pressed={post.supportedByMe}
      aria-label={`Apoiar: ${label}`}
      disabled={disabled || pending}
      onClick={() =>
        startTransition(async () => {
          const answer = await actions.support(post.id)
          if (answer.status === "success" && answer.data) {
            onChanged({ ...post, supportedByMe: answer.data.supported, supportCount: answer.data.count })
          } else if (answer.status === "error") {
            toast({ variant: "destructive", title: "Erro", description: answer.message })
          }
        })
      }
    >
      <HeartIcon
        className={cn(post.supportedByMe && "fill-current text-rose-600 dark:text-rose-400")}
        aria-hidden="true"
      />
      <span aria-hidden="true">{post.supportCount}</span>
    </Button>
  )
}

function DeleteButton({ post, groupSlug, actions, onRemoved, onChanged }: PostItemProps) {
  const [open, setOpen] = React.useState(false)
  const [, formAction, pending] = useToastedAction(actions.remove, {
    onSuccess: (answer) => {
      setOpen(false)
      if (answer.code === "withdrawn") onChanged({ ...post, deleted: true, html: "" })
      else onRemoved(post.id)
    },
  })
  return (
    <FormDialog
      open={open}
      onOpenChange={setOpen}
      trigger={<FooterButton icon={Trash2Icon} label="Excluir" />}
      title="Excluir mensagem?"
      description={
        post.isOpening
          ? "Sem respostas, o tópico inteiro é excluído; com respostas, só o seu texto sai, e a conversa continua."
          : "A mensagem será apagada para todas as participantes."
      }
      action={formAction}
      fields={{ postId: post.id, groupSlug }}
      submitLabel="Excluir"
      submitVariant="destructive"
      pending={pending}
    />
  )
}

function UnhideButton({ post, actions }: PostItemProps) {
  const [, formAction, pending] = useToastedAction(actions.hide)
  return (
    <form action={formAction}>
      <input type="hidden" name="postId" value={post.id} />
      <input type="hidden" name="hide" value="false" />
      <FooterButton type="submit" icon={EyeIcon} label="Mostrar novamente" disabled={pending} />
    </form>
  )
}

function EditForm({ post, groupId, topicTitle, actions, onChanged, onDone }: PostItemProps & { onDone: () => void }) {
  const [state, form, pending] = useFormAction(actions.edit, IDLE)
  useActionToast(state, {
    onSuccess: (answer) => {
      if (answer.data) onChanged(answer.data)
      onDone()
    },
  })
  const titleError = fieldError(state, "title")
  return (
    <form {...form} className="space-y-3" aria-label="Editar mensagem" noValidate>
      <input type="hidden" name="postId" value={post.id} />
      {post.isOpening ? (
        <div className="grid gap-2">
          <Label htmlFor={`titulo-${post.id}`}>Título do tópico</Label>
          <Input
            id={`titulo-${post.id}`}
            name="title"
            defaultValue={topicTitle}
            maxLength={TOPIC_TITLE_MAX}
            aria-invalid={titleError ? true : undefined}
          />
          {titleError ? <p className="text-destructive text-sm">{titleError}</p> : null}
        </div>
      ) : null}
      <CommunityEditor
        id={`editar-${post.id}`}
        label="Mensagem"
        groupId={groupId}
        uploadImage={actions.uploadImage}
        loadMentionables={actions.mentionables}
        initialHtml={post.html}
        error={fieldError(state, "body")}
        hint={MENTION_HINT}
      />
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={pending}>
          Salvar
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={onDone}>
          Cancelar
        </Button>
      </div>
    </form>
  )
}
