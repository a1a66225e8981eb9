import { z } from "zod"

import { PROJECT_FORMATS, PROJECT_KINDS, PROJECT_STATUSES, UFS } from "@/lib/projects"
import { SLUG_MAX, SLUG_PATTERN } from "@/lib/slug"

export const PROJECT_TEXT = {
  titleRequired: "Informe o título (de 3 a 160 caracteres).",
  slugInvalid: "Use só letras minúsculas sem acento, números e hífens.",
  summaryRequired: "Escreva um resumo de 10 a 300 caracteres.",
  kindRequired: "Escolha o tipo de projeto.",
  formatRequired: "Escolha o formato.",
  placeRequired: "Informe a cidade e o estado (UF) de projetos presenciais ou híbridos.",
  startRequired: "Informe a data e a hora de início.",
  endBeforeStart: "O fim não pode ser antes do início.",
  capacityInvalid: "Informe o número de vagas (de 1 a 10.000).",
  statusRequired: "Escolha a situação.",
  projectInvalid: "Projeto inválido.",
  partnerInvalid: "Escolha um negócio do diretório ou nenhum.",
  emailInvalid: "Informe um e-mail válido.",
  notInstructor: "Só quem tem o papel de instrutora pode ser nomeada. Escolha uma instrutora da lista.",
  searchNotAllowed: "Só administradoras e instrutoras buscam instrutoras.",
  sessionTitleRequired: "Informe o título do encontro (até 160 caracteres).",
  sessionInvalid: "Encontro inválido.",
  coverTooLarge: "A capa deve ter no máximo 5 MB.",
  coverWrongType: "Envie a capa em JPEG, PNG, WebP ou AVIF.",
  certificateShareInvalid: "Informe a presença mínima para certificado (de 1 a 100%).",
  attendanceInvalid: "Marcação de presença inválida.",
  learningInvalid: "Escolha um material ou uma trilha da lista.",
} as const

const enumOf = <T extends Record<string, string>>(labels: T, message: string) =>
  z.enum(Object.keys(labels) as [keyof T & string, ...(keyof T & string)[]], { error: message })

/** "2026-12-01T19:30" typed in São Paulo (UTC-3, no daylight saving since 2019) → ISO instant. */
export function saoPauloLocalToIso(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return null
  const date = new Date(`${value}:00-03:00`)
  return Number.isNaN(date.getTime()) ? null : date.toISOString()
}

function toIso(value: string, ctx: z.RefinementCtx, message: string) {
  const iso = saoPauloLocalToIso(value)
  if (iso) return iso
  ctx.addIssue({ code: "custom", message })
  return z.NEVER
}

const localDateTime = (message: string) =>
  z
    .string()
    .trim()
    .transform((value, ctx) => toIso(value, ctx, message))

/** Empty → null; otherwise as localDateTime. */
const optionalLocalDateTime = (message: string) =>
  z
    .string()
    .trim()
    .default("")
    .transform((value, ctx) => (value === "" ? null : toIso(value, ctx, message)))

/** The end of a span may not come before its start (projects and their sessions). */
const endNotBeforeStart = (input: { starts_at: string; ends_at: string | null }, ctx: z.RefinementCtx) => {
  if (input.ends_at && input.ends_at < input.starts_at) {
    ctx.addIssue({ code: "custom", path: ["ends_at"], message: PROJECT_TEXT.endBeforeStart })
  }
}

export const projectInputSchema = z
  .object({
    title: z.string().trim().min(3, PROJECT_TEXT.titleRequired).max(160, PROJECT_TEXT.titleRequired),
    slug: z
      .string()
      .trim()
      .max(SLUG_MAX, PROJECT_TEXT.slugInvalid)
      .refine((value) => value === "" || SLUG_PATTERN.test(value), PROJECT_TEXT.slugInvalid)
      .default(""),
    kind: enumOf(PROJECT_KINDS, PROJECT_TEXT.kindRequired),
    summary: z.string().trim().min(10, PROJECT_TEXT.summaryRequired).max(300, PROJECT_TEXT.summaryRequired),
    description: z.string().max(50_000, "A descrição pode ter no máximo 50.000 caracteres.").default(""),
    format: enumOf(PROJECT_FORMATS, PROJECT_TEXT.formatRequired),
    city: z.string().trim().max(120, PROJECT_TEXT.placeRequired).default(""),
    state: z
      .string()
      .trim()
      .refine((value) => value === "" || (UFS as readonly string[]).includes(value), PROJECT_TEXT.placeRequired)
      .default(""),
    starts_at: localDateTime(PROJECT_TEXT.startRequired),
    ends_at: optionalLocalDateTime(PROJECT_TEXT.endBeforeStart),
    capacity: z.coerce
      .number({ error: PROJECT_TEXT.capacityInvalid })
      .int(PROJECT_TEXT.capacityInvalid)
      .min(1, PROJECT_TEXT.capacityInvalid)
      .max(10_000, PROJECT_TEXT.capacityInvalid),
    status: enumOf(PROJECT_STATUSES, PROJECT_TEXT.statusRequired),
    partner_business_id: z
      .union([z.literal(""), z.uuid()], { error: PROJECT_TEXT.partnerInvalid })
      .default("")
      .transform((value) => value || null),
    // Share of the sessions a participant attends to get the certificate (issue #36); 75 when a
    // caller sends none, as the column's default.
    certificate_share: z.coerce
      .number({ error: PROJECT_TEXT.certificateShareInvalid })
      .int(PROJECT_TEXT.certificateShareInvalid)
      .min(1, PROJECT_TEXT.certificateShareInvalid)
      .max(100, PROJECT_TEXT.certificateShareInvalid)
      .default(75),
  })
  .superRefine((input, ctx) => {
    if (input.format !== "online" && (!input.city || !input.state)) {
      ctx.addIssue({ code: "custom", path: ["city"], message: PROJECT_TEXT.placeRequired })
    }
    endNotBeforeStart(input, ctx)
  })
export type ProjectInput = z.infer<typeof projectInputSchema>

export const PROJECT_FORM_KEYS = [
  "title",
  "slug",
  "kind",
  "summary",
  "format",
  "city",
  "state",
  "starts_at",
  "ends_at",
  "capacity",
  "status",
  "partner_business_id",
  "certificate_share",
] as const

export const projectIdSchema = z.object({ projectId: z.uuid({ error: PROJECT_TEXT.projectInvalid }) })

/** One session (encontro) of a project; dates typed in São Paulo time like the project's. */
export const projectSessionInputSchema = z
  .object({
    projectId: z.uuid({ error: PROJECT_TEXT.projectInvalid }),
    title: z.string().trim().min(1, PROJECT_TEXT.sessionTitleRequired).max(160, PROJECT_TEXT.sessionTitleRequired),
    starts_at: localDateTime(PROJECT_TEXT.startRequired),
    ends_at: optionalLocalDateTime(PROJECT_TEXT.endBeforeStart),
  })
  .superRefine(endNotBeforeStart)
export type ProjectSessionInput = z.infer<typeof projectSessionInputSchema>

export const PROJECT_SESSION_FORM_KEYS = ["title", "starts_at", "ends_at"] as const

export const projectSessionIdSchema = z.object({
  projectId: z.uuid({ error: PROJECT_TEXT.projectInvalid }),
  sessionId: z.uuid({ error: PROJECT_TEXT.sessionInvalid }),
})

export const projectInstructorIdSchema = z.object({
  projectId: z.uuid({ error: PROJECT_TEXT.projectInvalid }),
  userId: z.uuid({ error: PROJECT_TEXT.projectInvalid }),
})

/** One mark on the attendance sheet: the buttons send present=true or present=false. */
export const attendanceMarkSchema = z.object({
  projectId: z.uuid({ error: PROJECT_TEXT.attendanceInvalid }),
  sessionId: z.uuid({ error: PROJECT_TEXT.attendanceInvalid }),
  userId: z.uuid({ error: PROJECT_TEXT.attendanceInvalid }),
  present: z.enum(["true", "false"], { error: PROJECT_TEXT.attendanceInvalid }).transform((value) => value === "true"),
})

/** The participant's phone consent: a ticked checkbox sends "on", an unticked one nothing. */
export const phoneConsentSchema = z.object({
  projectId: z.uuid({ error: PROJECT_TEXT.projectInvalid }),
  sharePhone: z
    .string()
    .optional()
    .transform((value) => value === "on" || value === "true"),
})

/** A material or track chosen in the project's form: `material:<uuid>` or `track:<uuid>`. */
export const projectLearningTargetSchema = z.object({
  projectId: z.uuid({ error: PROJECT_TEXT.projectInvalid }),
  target: z
    .string()
    .regex(
      /^(material|track):[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i,
      PROJECT_TEXT.learningInvalid
    )
    .transform((value) => {
      const [kind, id] = value.split(":") as ["material" | "track", string]
      return { kind, id }
    }),
})

export const projectLearningLinkIdSchema = z.object({
  projectId: z.uuid({ error: PROJECT_TEXT.projectInvalid }),
  linkId: z.uuid({ error: PROJECT_TEXT.learningInvalid }),
})
