import { z } from "zod"

import { SLUG_MAX, SLUG_PATTERN } from "@/lib/slug"

export const POST_STATUSES = ["draft", "scheduled", "published", "archived"] as const
export type PostStatus = (typeof POST_STATUSES)[number]

export const POST_STATUS_LABELS: Record<PostStatus, string> = {
  draft: "Rascunho",
  scheduled: "Agendado",
  published: "Publicado",
  archived: "Arquivado",
}

/** The zone the editor shows times in; the database stores UTC. */
export const EDITOR_TIME_ZONE = "America/Sao_Paulo"

const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/

// The zone's offset from UTC at an instant, in minutes (Brazil dropped daylight saving in 2019, but
// the zone's rules decide, not a constant).
function zoneOffsetMinutes(instant: Date, timeZone: string): number {
  const parts = Object.fromEntries(
    // Reads the zone's wall clock to parse an editor's input; nothing here is shown to anyone.
    // eslint-disable-next-line no-restricted-syntax
    new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
    })
      .formatToParts(instant)
      .map((part) => [part.type, part.value])
  )
  const asUtc = Date.UTC(+parts.year!, +parts.month! - 1, +parts.day!, +parts.hour!, +parts.minute!)
  return Math.round((asUtc - Math.floor(instant.getTime() / 60_000) * 60_000) / 60_000)
}

/**
 * A `datetime-local` value ("2026-12-01T09:00") read as São Paulo time, as a UTC instant; null when
 * it is not one.
 */
export function saoPauloLocalToDate(value: string): Date | null {
  const match = LOCAL_DATE_TIME.exec(value)
  if (!match) return null
  const [, year, month, day, hour, minute] = match.map(Number) as [number, number, number, number, number, number]
  const naive = Date.UTC(year, month - 1, day, hour, minute)
  const check = new Date(naive)
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || hour > 23 || minute > 59) return null
  const offset = zoneOffsetMinutes(new Date(naive), EDITOR_TIME_ZONE)
  return new Date(naive - offset * 60_000)
}

/** A stored instant as the editor's `datetime-local` value in São Paulo time. */
export function dateToSaoPauloLocal(value: string | Date): string {
  const instant = typeof value === "string" ? new Date(value) : value
  const local = new Date(instant.getTime() + zoneOffsetMinutes(instant, EDITOR_TIME_ZONE) * 60_000)
  return local.toISOString().slice(0, 16)
}

export const SEO_TITLE_MAX = 60
export const SEO_DESCRIPTION_MAX = 160
export const TITLE_MAX = 200
export const EXCERPT_MAX = 500
export const IMAGE_ALT_MAX = 300
export const POST_IMAGE_ALT_REQUIRED = "Descreva a imagem destacada (texto alternativo)."

/** Splits "a, b ,, c" into ["a", "b", "c"], case-insensitively deduplicated. */
export function splitList(value: string): string[] {
  const seen = new Set<string>()
  const items: string[] = []
  for (const raw of value.split(",")) {
    const item = raw.trim().replace(/\s+/g, " ")
    const key = item.toLowerCase()
    if (item && !seen.has(key)) {
      seen.add(key)
      items.push(item)
    }
  }
  return items
}

const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .transform((value) => (value === "" ? null : value))

/** The editor form as the server action receives it (every value a string). */
export const postInputSchema = z
  .object({
    id: z
      .string()
      .trim()
      .transform((value) => (value === "" ? null : value))
      .pipe(z.uuid("Post inválido.").nullable())
      .prefault(""),
    title: z
      .string("O título é obrigatório.")
      .trim()
      .min(1, "O título é obrigatório.")
      .max(TITLE_MAX, `O título pode ter no máximo ${TITLE_MAX} caracteres.`),
    slug: z
      .string("Informe o endereço (slug) do post.")
      .trim()
      .min(1, "Informe o endereço (slug) do post.")
      .max(SLUG_MAX, `O slug pode ter no máximo ${SLUG_MAX} caracteres.`)
      .regex(SLUG_PATTERN, "Use só letras minúsculas sem acento, números e hífens."),
    excerpt: optionalText(EXCERPT_MAX, `O resumo pode ter no máximo ${EXCERPT_MAX} caracteres.`).prefault(""),
    content: z.string().max(500_000, "O conteúdo é grande demais.").prefault(""),
    status: z.enum(POST_STATUSES, "Escolha um status válido.").default("draft"),
    category_id: z
      .string()
      .trim()
      .transform((value) => (value === "" || value === "none" ? null : value))
      .pipe(z.uuid("Escolha uma categoria válida.").nullable())
      .prefault(""),
    tags: z
      .string()
      .prefault("")
      .transform(splitList)
      .pipe(
        z.array(z.string().max(60, "Cada tag pode ter no máximo 60 caracteres.")).max(20, "Use no máximo 20 tags.")
      ),
    seo_title: optionalText(SEO_TITLE_MAX, `O título SEO pode ter no máximo ${SEO_TITLE_MAX} caracteres.`).prefault(""),
    seo_description: optionalText(
      SEO_DESCRIPTION_MAX,
      `A descrição SEO pode ter no máximo ${SEO_DESCRIPTION_MAX} caracteres.`
    ).prefault(""),
    seo_keywords: z
      .string()
      .prefault("")
      .transform(splitList)
      .pipe(
        z
          .array(z.string().max(60, "Cada palavra-chave pode ter no máximo 60 caracteres."))
          .max(30, "Use no máximo 30 palavras-chave.")
      ),
    featured_image_url: z
      .string()
      .trim()
      .max(2048, "O endereço da imagem é longo demais.")
      .refine(
        (value) => value === "" || /^(https?:\/\/\S+|\/\S*)$/i.test(value),
        "Use um endereço que comece com http://, https:// ou /."
      )
      .transform((value) => (value === "" ? null : value))
      .prefault(""),
    featured_image_alt: optionalText(
      IMAGE_ALT_MAX,
      `O texto alternativo pode ter no máximo ${IMAGE_ALT_MAX} caracteres.`
    ).prefault(""),
    // Only read for a scheduled post: São Paulo time as typed in the editor.
    publish_at: z.string().trim().max(40).prefault(""),
  })
  // Alt text is asked for whenever there is an image, uploaded or linked (issue #19).
  .refine((post) => post.featured_image_url === null || post.featured_image_alt !== null, {
    path: ["featured_image_alt"],
    message: POST_IMAGE_ALT_REQUIRED,
  })
  .transform((post, context) => {
    const { publish_at: typed, ...rest } = post
    if (rest.status !== "scheduled") return { ...rest, publish_at: null }
    const when = saoPauloLocalToDate(typed)
    if (!when) {
      context.addIssue({ code: "custom", path: ["publish_at"], message: POST_SCHEDULE_MESSAGES.required })
      return z.NEVER
    }
    if (when.getTime() <= Date.now()) {
      context.addIssue({ code: "custom", path: ["publish_at"], message: POST_SCHEDULE_MESSAGES.past })
      return z.NEVER
    }
    return { ...rest, publish_at: when.toISOString() }
  })

export type PostInput = z.output<typeof postInputSchema>

/** Form keys echoed back after a failed save, so nothing typed is lost. */
export const POST_FORM_KEYS = [
  "id",
  "title",
  "slug",
  "excerpt",
  "content",
  "status",
  "category_id",
  "tags",
  "seo_title",
  "seo_description",
  "seo_keywords",
  "featured_image_url",
  "featured_image_alt",
  "publish_at",
] as const

export const POST_SCHEDULE_MESSAGES = {
  required: "Escolha a data e a hora da publicação.",
  past: "Escolha uma data e hora no futuro.",
} as const

/** How long a preview link stays valid. */
export const PREVIEW_LINK_DAYS = 7

/** Blog editor texts of spec section 8, word for word. */
export const POST_MESSAGES = {
  saveFailed: "Não foi possível salvar o post.",
  deleteFailed: "Não foi possível excluir o post.",
  created: "Post criado com sucesso!",
  updated: "Post atualizado com sucesso!",
  deleted: "Post excluído com sucesso!",
  titleRequired: "O título é obrigatório.",
  slugTaken: "Este endereço já está em uso por outro post.",
  scheduled: "Post agendado com sucesso!",
  autosaved: "Rascunho salvo.",
  autosaveTitle: "Dê um título ao post para salvar o rascunho.",
  autosaveNotDraft: "Só rascunhos são salvos automaticamente.",
  revisionsFailed: "Não foi possível carregar as versões.",
  previewFailed: "Não foi possível criar o link de pré-visualização.",
  previewUnsaved: "Salve o post antes de gerar o link de pré-visualização.",
  previewCreated: "Link de pré-visualização criado.",
} as const
