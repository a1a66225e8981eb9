import { z } from "zod"

export const COMMISSION_STATUSES = ["pending", "approved", "paid"] as const
export type CommissionStatus = (typeof COMMISSION_STATUSES)[number]

export const STATUS_LABELS: Record<CommissionStatus, string> = {
  pending: "Pendente",
  approved: "Aprovada",
  paid: "Paga",
}

const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)))

/** /admin/embaixadoras?status=&de=&ate=&embaixadora= ; anything unusable is dropped, not an error. */
export const ledgerFilterSchema = z.object({
  status: z.enum(COMMISSION_STATUSES).optional().catch(undefined),
  de: isoDay.optional().catch(undefined),
  ate: isoDay.optional().catch(undefined),
  embaixadora: z.uuid().optional().catch(undefined),
})

export type LedgerFilter = {
  status?: CommissionStatus
  /** ISO timestamps: from inclusive, to exclusive (the day after "até"). */
  from?: string
  to?: string
  ambassador?: string
}

export function toLedgerFilter(params: Record<string, string | string[] | undefined>): LedgerFilter {
  const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)
  const parsed = ledgerFilterSchema.parse({
    status: first(params.status),
    de: first(params.de),
    ate: first(params.ate),
    embaixadora: first(params.embaixadora),
  })
  const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00-03:00`) + 86_400_000).toISOString()
  return {
    status: parsed.status,
    from: parsed.de ? new Date(Date.parse(`${parsed.de}T00:00:00-03:00`)).toISOString() : undefined,
    to: parsed.ate ? dayAfter(parsed.ate) : undefined,
    ambassador: parsed.embaixadora,
  }
}

export const bulkStatusSchema = z.object({
  status: z.enum(["approved", "paid"], { error: "Escolha aprovar ou marcar como paga." }),
  ids: z
    .array(z.uuid({ error: "Seleção inválida. Atualize a página." }))
    .min(1, "Selecione ao menos uma comissão.")
    .max(500, "Selecione no máximo 500 comissões de uma vez."),
})

export const ambassadorCodeSchema = z.object({
  userId: z.uuid({ error: "Embaixadora inválida. Atualize a página." }),
  code: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9][a-z0-9-]{2,31}$/, "Use de 3 a 32 letras minúsculas, números ou hífens, sem acentos."),
})

export { formatCents } from "@/lib/number-format"
