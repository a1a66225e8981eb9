import type { DatabaseFailures } from "@/lib/action-errors"
import { failed } from "@/lib/action-state"
import { isNotFoundError } from "@/lib/db-errors"
import { publicEnv } from "@/lib/env"
import { storagePublicPrefix } from "@/lib/images/storage-url"
import { formatCount } from "@/lib/number-format"

/**
 * The community's shared vocabulary (issue #21), safe for server and browser: kinds and their
 * labels, addresses of its pages, where covers live in Storage, and the pt-BR text for each
 * refusal the database functions signal with a `hint` (supabase/migrations/…_community.sql).
 */

export const GROUP_KINDS = ["open", "request", "hidden"] as const
export type GroupKind = (typeof GROUP_KINDS)[number]

export const GROUP_CATEGORIES = ["tematico", "regional"] as const
export type GroupCategory = (typeof GROUP_CATEGORIES)[number]

export const GROUP_KIND_LABELS: Record<GroupKind, string> = {
  open: "Aberto",
  request: "Com aprovação",
  hidden: "Oculto (só convidadas)",
}

export const GROUP_CATEGORY_LABELS: Record<GroupCategory, string> = {
  tematico: "Temático",
  regional: "Regional",
}

export type MembershipStatus = "invited" | "pending" | "active" | "removed"
export type MembershipRole = "member" | "moderator"

/** Her standing in one group, as the pages and buttons need it. */
export interface Membership {
  status: MembershipStatus
  role: MembershipRole
  mutedUntil: string | null
}

export const COMMUNITY_PATH = "/comunidade"
export const communityGroupPath = (slug: string) => `${COMMUNITY_PATH}/${slug}`
export const communityTopicPath = (slug: string, topicId: string) => `${COMMUNITY_PATH}/${slug}/${topicId}`
export const communityModerationPath = (slug: string) => `${COMMUNITY_PATH}/${slug}/moderacao`
export const communityPostAnchor = (postId: string) => `mensagem-${postId}`

/** The Storage bucket of listed groups' covers: public read, written by admins and the group's moderators. */
export const GROUP_COVER_BUCKET = "group-covers"

/**
 * The bucket of hidden groups' covers (issue #32): private, read by the group's invitees,
 * requesters, members and admins (storage RLS), shown to them through short-lived signed URLs.
 */
export const PRIVATE_GROUP_COVER_BUCKET = "private-group-covers"

const storageBase = () => `${publicEnv.supabaseUrl.replace(/\/+$/, "")}/storage/v1/object`

/**
 * What cover_url stores for a private cover: Storage's address for signed-in downloads, which
 * nobody can open without a session that may read it. The pages show a signed URL instead.
 */
export const privateCoverPrefix = () => `${storageBase()}/authenticated/${PRIVATE_GROUP_COVER_BUCKET}/`
const signedCoverPrefix = () => `${storageBase()}/sign/${PRIVATE_GROUP_COVER_BUCKET}/`

/**
 * A signed URL of a private cover as the browser must reach it: the server may sign through a
 * private address of Storage (SUPABASE_URL), so the token's path is put on the public URL.
 */
export function browserSignedCoverUrl(signedUrl: string | null | undefined): string | null {
  const marker = `/storage/v1/object/sign/${PRIVATE_GROUP_COVER_BUCKET}/`
  const index = signedUrl?.indexOf(marker) ?? -1
  return signedUrl && index >= 0 ? `${storageBase()}${signedUrl.slice(index + "/storage/v1/object".length)}` : null
}

/** The bucket a group's cover belongs in: hidden groups' covers are never public. */
export const coverBucketFor = (kind: GroupKind) => (kind === "hidden" ? PRIVATE_GROUP_COVER_BUCKET : GROUP_COVER_BUCKET)

/**
 * A cover address the pages may show, or null: a picture in this project's group-covers bucket, a
 * signed URL of the private covers bucket, or one of the site's own images (/images/…). Anything
 * else stored in cover_url is ignored (a private cover's stored address too: it needs signing).
 */
export function displayableCoverUrl(url: string | null | undefined): string | null {
  if (!url) return null
  if (/^\/images\/[A-Za-z0-9/_.-]+$/.test(url) && !url.includes("..")) return url
  if (url.startsWith(signedCoverPrefix())) return url
  return url.startsWith(storagePublicPrefix(GROUP_COVER_BUCKET)) ? url : null
}

/** True while a mute set by the moderation lasts. */
export function isMutedNow(mutedUntil: string | null | undefined, now = Date.now()): boolean {
  return Boolean(mutedUntil && new Date(mutedUntil).getTime() > now)
}

export const COMMUNITY_TEXT = {
  joined: "Você entrou no grupo.",
  requested: "Pedido enviado. As moderadoras vão avaliar.",
  left: "Você saiu do grupo.",
  invitationDeclined: "Convite recusado.",
  topicCreated: "Tópico publicado.",
  replied: "Resposta publicada.",
  edited: "Mensagem editada.",
  deleted: "Mensagem excluída.",
  topicDeleted: "Tópico excluído.",
  reported: "Denúncia enviada. Obrigada por avisar.",
  hidden: "Mensagem ocultada.",
  unhidden: "Mensagem exibida novamente.",
  saved: "Alterações salvas.",
  failed: "Não foi possível concluir. Tente novamente.",
  signedOut: "Sua sessão terminou. Entre novamente.",
  invalid: "Verifique os dados informados.",
  // The same words whether or not the address has an account (issue #32: no enumeration).
  invited: "Convite registrado. Se houver uma conta com este e-mail, ela será avisada.",
} as const

/** pt-BR for the hints the database functions raise (`error.hint`), and for bare SQLSTATEs. */
const HINT_MESSAGES: Record<string, string> = {
  not_member: "Somente participantes do grupo podem fazer isso.",
  muted: "Suas publicações neste grupo estão suspensas pela moderação por enquanto.",
  locked: "Este tópico está trancado para novas respostas.",
  archived: "Este grupo foi arquivado e não aceita novas mensagens.",
  rate_limited: "Você enviou muitas mensagens em pouco tempo. Aguarde um minuto e tente de novo.",
  removed: "Você foi removida deste grupo pela moderação.",
  not_found: "Não encontramos o que você procura. Talvez tenha sido excluído.",
  not_author: "Somente a autora pode alterar esta mensagem.",
  hidden_post: "Esta mensagem foi ocultada ou excluída e não pode ser editada.",
  own_post: "Você não pode denunciar a sua própria mensagem.",
  not_moderator: "Somente a moderação deste grupo pode fazer isso.",
  moderator_target: "Moderadoras só são gerenciadas pela administração.",
  admin_only: "Nome, endereço e tipo do grupo só podem ser alterados pela administração.",
  user_not_found: "Não há conta com este e-mail.",
  private_cover: "A capa de um grupo oculto precisa ser enviada de novo para ficar reservada ao grupo.",
  empty: "Escreva a mensagem antes de enviar.",
  reason: "Informe o motivo (até 500 caracteres).",
  until: "Escolha até quando, dentro de um ano.",
  state: "A situação desta participante mudou. Atualize a página.",
}

export interface DatabaseErrorLike {
  code?: string | undefined
  hint?: string | null | undefined
}

/** The message for a refusal of the community functions; null for an unexpected error. */
export function communityErrorMessage(error: DatabaseErrorLike): string | null {
  if (error.hint && Object.hasOwn(HINT_MESSAGES, error.hint)) return HINT_MESSAGES[error.hint]!
  if (error.code === "42501") return "Você não tem permissão para fazer isso."
  if (isNotFoundError(error)) return HINT_MESSAGES.not_found!
  if (error.code === "23505") return "Este endereço já está em uso por outro grupo."
  return null
}

/**
 * The community functions' refusals for databaseFailure() (lib/action-errors.ts): the text above,
 * coded by `codeOf` (the refusal's hint by default); anything else is logged and answered "failed".
 */
export function communityFailures(
  codeOf: (error: DatabaseErrorLike) => string = (error) => error.hint ?? "failed"
): DatabaseFailures {
  return {
    read: (error) => {
      const message = communityErrorMessage(error)
      return message ? failed(message, { code: codeOf(error) }) : null
    },
    otherwise: (error) => failed(COMMUNITY_TEXT.failed, { code: codeOf(error) }),
  }
}

/** "1 participante", "12 participantes". */
export function formatMembers(count: number): string {
  const safe = Number.isFinite(count) && count > 0 ? Math.floor(count) : 0
  return formatCount(safe, "participante", "participantes")
}

/** "Nenhuma resposta", "1 resposta", "5 respostas". */
export function formatReplies(count: number): string {
  if (!count || count < 1) return "Nenhuma resposta"
  return formatCount(count, "resposta", "respostas")
}
