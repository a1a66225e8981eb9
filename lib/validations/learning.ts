import { z } from "zod"

import { parseVideoUrl } from "@/lib/learning/video"
import { LEARNING_ACCESS, LEARNING_KINDS, LEARNING_LEVELS, LEARNING_TOPICS } from "@/lib/learning/vocabulary"
import { SLUG_MAX, SLUG_PATTERN } from "@/lib/slug"

/**
 * What instructors and admins type when they author materials and tracks (issue #36): one schema
 * shared by the form in the browser and the action on the server. The keys are the vocabulary's
 * (lib/learning/vocabulary.ts), which the migration checks again.
 */

const keysOf = <T extends Record<string, string>>(labels: T) =>
  Object.keys(labels) as [keyof T & string, ...(keyof T & string)[]]

export const LEARNING_KIND_KEYS = keysOf(LEARNING_KINDS)
export const LEARNING_LEVEL_KEYS = keysOf(LEARNING_LEVELS)
export const LEARNING_ACCESS_KEYS = keysOf(LEARNING_ACCESS)
export const LEARNING_TOPIC_KEYS = keysOf(LEARNING_TOPICS)

export const LEARNING_TEXT = {
  titleRequired: "Informe o título (de 3 a 160 caracteres).",
  slugInvalid: "Use só letras minúsculas sem acento, números e hífens.",
  slugReserved: "Este endereço é reservado. Escolha outro.",
  summaryRequired: "Escreva um resumo de 10 a 400 caracteres.",
  topicRequired: "Escolha o tema.",
  levelRequired: "Escolha o nível.",
  kindRequired: "Escolha o tipo de material.",
  accessRequired: "Escolha quem pode acessar.",
  minutesInvalid: "Informe o tempo estimado em minutos (de 1 a 1.200).",
  bodyTooLong: "O texto pode ter no máximo 200.000 caracteres.",
  videoInvalid: "Cole o endereço de um vídeo do YouTube ou do Vimeo.",
  linkInvalid: "Informe um endereço que comece com https:// (até 2.048 caracteres).",
  coverAltTooLong: "A descrição da capa pode ter no máximo 250 caracteres.",
  introTooLong: "A introdução pode ter no máximo 50.000 caracteres.",
  materialInvalid: "Material inválido.",
  trackInvalid: "Trilha inválida.",
  itemsInvalid: "A lista de materiais da trilha é inválida.",
  itemsTooMany: "Uma trilha pode ter no máximo 100 materiais.",
  itemsRepeated: "Cada material entra na trilha uma vez só.",
  statusInvalid: "Escolha publicar ou voltar para rascunho.",
  fileNameInvalid: "Nome de arquivo inválido.",
  fileTooLarge: "O arquivo deve ter no máximo 25 MB.",
  fileWrongType: "Envie um PDF, planilha (XLSX, ODS, CSV) ou documento (DOCX, ODT).",
} as const

/** The private bucket's own limit (learning-files: 26214400 bytes); the browser checks it first. */
export const LEARNING_FILE_MAX_BYTES = 25 * 1024 * 1024

/**
 * The extensions the file field offers and the type the browser declares when it uploads: the
 * bucket refuses any other Content-Type, and the server sniffs the bytes afterwards anyway.
 */
export const LEARNING_UPLOAD_TYPES = {
  pdf: "application/pdf",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  ods: "application/vnd.oasis.opendocument.spreadsheet",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  odt: "application/vnd.oasis.opendocument.text",
  csv: "text/csv",
} as const
export type LearningFileExtension = keyof typeof LEARNING_UPLOAD_TYPES

/** The extension of a chosen file's name when it is one the field takes, else null. */
export function learningFileExtension(name: string): LearningFileExtension | null {
  const extension = /\.([a-z0-9]+)$/i.exec(name.trim())?.[1]?.toLowerCase()
  return extension && Object.hasOwn(LEARNING_UPLOAD_TYPES, extension) ? (extension as LearningFileExtension) : null
}

const enumOf = <T extends readonly [string, ...string[]]>(keys: T, message: string) => z.enum(keys, { error: message })

// "trilhas" is the tracks' own segment under /aprender; a leading "-" is a twin's (lib/routing).
const RESERVED_SLUGS = new Set(["trilhas"])

const slugField = z
  .string()
  .trim()
  .max(SLUG_MAX, LEARNING_TEXT.slugInvalid)
  .refine((value) => value === "" || SLUG_PATTERN.test(value), LEARNING_TEXT.slugInvalid)
  .refine((value) => !RESERVED_SLUGS.has(value), LEARNING_TEXT.slugReserved)
  .default("")

const titleField = z.string().trim().min(3, LEARNING_TEXT.titleRequired).max(160, LEARNING_TEXT.titleRequired)
const summaryField = z.string().trim().min(10, LEARNING_TEXT.summaryRequired).max(400, LEARNING_TEXT.summaryRequired)
const coverAltField = z
  .string()
  .trim()
  .max(250, LEARNING_TEXT.coverAltTooLong)
  .default("")
  .transform((value) => value.replace(/\s+/g, " "))

/** Empty, or a video of a provider the player allow-lists; what is stored is the provider and id. */
const videoField = z
  .string()
  .trim()
  .default("")
  .transform((value, ctx) => {
    if (value === "") return null
    const video = parseVideoUrl(value)
    if (video) return video
    ctx.addIssue({ code: "custom", message: LEARNING_TEXT.videoInvalid })
    return z.NEVER
  })

/** Empty, or an https address (the database checks `^https://` and 2048 characters too). */
const linkField = z
  .string()
  .trim()
  .default("")
  .refine((value) => value === "" || (value.length <= 2048 && isHttpsUrl(value)), LEARNING_TEXT.linkInvalid)
  .transform((value) => value || null)

function isHttpsUrl(value: string) {
  if (!URL.canParse(value)) return false
  const url = new URL(value)
  return url.protocol === "https:" && url.hostname !== "" && !url.username && !url.password
}

/**
 * A material's fields. The content of its kind may be empty while it is a draft ("Publicar" checks
 * it, and the database refuses to publish without it); what is typed must be valid, whichever kind.
 */
export const materialInputSchema = z.object({
  title: titleField,
  slug: slugField,
  summary: summaryField,
  topic: enumOf(LEARNING_TOPIC_KEYS, LEARNING_TEXT.topicRequired),
  level: enumOf(LEARNING_LEVEL_KEYS, LEARNING_TEXT.levelRequired),
  kind: enumOf(LEARNING_KIND_KEYS, LEARNING_TEXT.kindRequired),
  access: enumOf(LEARNING_ACCESS_KEYS, LEARNING_TEXT.accessRequired),
  estimated_minutes: z.coerce
    .number({ error: LEARNING_TEXT.minutesInvalid })
    .int(LEARNING_TEXT.minutesInvalid)
    .min(1, LEARNING_TEXT.minutesInvalid)
    .max(1200, LEARNING_TEXT.minutesInvalid),
  cover_alt: coverAltField,
  body: z.string().max(200_000, LEARNING_TEXT.bodyTooLong).default(""),
  video_url: videoField,
  link_url: linkField,
})
export type MaterialInput = z.output<typeof materialInputSchema>

/** The material form's fields echoed back after a server-side error (the HTML body stays in the editor). */
export const MATERIAL_FORM_KEYS = [
  "title",
  "slug",
  "summary",
  "topic",
  "level",
  "kind",
  "access",
  "estimated_minutes",
  "cover_alt",
  "video_url",
  "link_url",
] as const

/** A track's fields; its materials and their order are saved apart (trackItemsSchema). */
export const trackInputSchema = z.object({
  title: titleField,
  slug: slugField,
  summary: summaryField,
  intro: z.string().max(50_000, LEARNING_TEXT.introTooLong).default(""),
  topic: enumOf(LEARNING_TOPIC_KEYS, LEARNING_TEXT.topicRequired),
  level: enumOf(LEARNING_LEVEL_KEYS, LEARNING_TEXT.levelRequired),
  cover_alt: coverAltField,
})
export type TrackInput = z.output<typeof trackInputSchema>

export const TRACK_FORM_KEYS = ["title", "slug", "summary", "topic", "level", "cover_alt"] as const

export const materialIdSchema = z.object({ materialId: z.uuid({ error: LEARNING_TEXT.materialInvalid }) })
export const trackIdSchema = z.object({ trackId: z.uuid({ error: LEARNING_TEXT.trackInvalid }) })

/** "Publicar" or "Voltar para rascunho". */
export const statusChangeSchema = z.object({
  status: z.enum(["draft", "published"], { error: LEARNING_TEXT.statusInvalid }),
})

/**
 * A track's materials in order, posted as one field of comma-separated ids (a form's repeated
 * keys are dropped by formFields). Empty is an empty track.
 */
export const trackItemsSchema = trackIdSchema.extend({
  materialIds: z
    .string()
    .trim()
    .default("")
    .transform((value) => (value === "" ? [] : value.split(",").map((id) => id.trim())))
    .pipe(
      z
        .array(z.uuid({ error: LEARNING_TEXT.itemsInvalid }))
        .max(100, LEARNING_TEXT.itemsTooMany)
        .refine((ids) => new Set(ids).size === ids.length, LEARNING_TEXT.itemsRepeated)
    ),
})

/** What the browser tells before it uploads a file: the name it shows and the size to check. */
export const fileUploadRequestSchema = materialIdSchema.extend({
  fileName: z
    .string()
    .trim()
    .min(1, LEARNING_TEXT.fileNameInvalid)
    .max(200, LEARNING_TEXT.fileNameInvalid)
    .refine((name) => learningFileExtension(name) !== null, LEARNING_TEXT.fileWrongType),
  size: z.coerce
    .number({ error: LEARNING_TEXT.fileTooLarge })
    .int(LEARNING_TEXT.fileTooLarge)
    .min(1, LEARNING_TEXT.fileTooLarge)
    .max(LEARNING_FILE_MAX_BYTES, LEARNING_TEXT.fileTooLarge),
})

/** After the upload: which object to attach, under the name she chose. */
export const fileAttachSchema = materialIdSchema.extend({
  path: z.string().min(1).max(400),
  fileName: fileUploadRequestSchema.shape.fileName,
})
