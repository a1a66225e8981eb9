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
} as const

const enumOf = <T extends Record<string, string>>(labels: T, message: string) =>
  z.enum(Object.keys(labels) as [keyof T & string, ...(keyof T & string)[]], { error: message })

/** "2026-12-01T19:30" typed in São Paulo (UTC-3, no daylight saving since 2019) → ISO instant. */
export function saoPauloLocalToIso(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return null
  const date = new Date(`${value}:00-03:00`)
  return Number.isNaN(date.getTime()) ? null : date.toISOString()
}

const localDateTime = (message: string) =>
  z
    .string()
    .trim()
    .transform((value, ctx) => {
      const iso = saoPauloLocalToIso(value)
      if (!iso) {
        ctx.addIssue({ code: "custom", message })
        return z.NEVER
      }
      return iso
    })

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
    ends_at: z
      .string()
      .trim()
      .default("")
      .transform((value, ctx) => {
        if (value === "") return null
        const iso = saoPauloLocalToIso(value)
        if (!iso) {
          ctx.addIssue({ code: "custom", message: PROJECT_TEXT.endBeforeStart })
          return z.NEVER
        }
        return iso
      }),
    capacity: z.coerce
      .number({ error: PROJECT_TEXT.capacityInvalid })
      .int(PROJECT_TEXT.capacityInvalid)
      .min(1, PROJECT_TEXT.capacityInvalid)
      .max(10_000, PROJECT_TEXT.capacityInvalid),
    status: enumOf(PROJECT_STATUSES, PROJECT_TEXT.statusRequired),
  })
  .superRefine((input, ctx) => {
    if (input.format !== "online" && (!input.city || !input.state)) {
      ctx.addIssue({ code: "custom", path: ["city"], message: PROJECT_TEXT.placeRequired })
    }
    if (input.ends_at && input.ends_at < input.starts_at) {
      ctx.addIssue({ code: "custom", path: ["ends_at"], message: PROJECT_TEXT.endBeforeStart })
    }
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
] as const

export const projectIdSchema = z.object({ projectId: z.uuid({ error: PROJECT_TEXT.projectInvalid }) })
