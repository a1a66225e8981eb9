import { z } from "zod"

import { BRAZILIAN_STATES, normalizeBrazilianPhone } from "@/lib/validations/profile"

/**
 * CSV imports at /admin/importar (issue #43): what each kind of file may carry, how its columns
 * are matched to ours, and what makes a row unfit, in pt-BR. Isomorphic: the wizard shows the
 * fields and the server validates with the same rules.
 */

export const IMPORT_KINDS = ["members", "businesses", "subscribers"] as const
export type ImportKind = (typeof IMPORT_KINDS)[number]

export const IMPORT_KIND_LABELS: Record<ImportKind, string> = {
  members: "Associadas",
  businesses: "Negócios",
  subscribers: "Assinantes da newsletter",
}

/** A file larger than this is refused before it is read to the end. */
export const IMPORT_MAX_BYTES = 10 * 1024 * 1024

export interface ImportField {
  key: string
  label: string
  required: boolean
  /** Header names (normalised: lowercase, no accents, single spaces) that map to this field. */
  aliases: readonly string[]
}

const EMAIL_ALIASES = ["email", "e mail", "endereco de email", "endereco de e mail", "correio eletronico"]
const NAME_ALIASES = ["nome", "nome completo", "name", "full name", "associada", "membro"]
const CITY_ALIASES = ["cidade", "municipio", "city"]
const STATE_ALIASES = ["uf", "estado", "state", "sigla uf"]

export const IMPORT_FIELDS: Record<ImportKind, readonly ImportField[]> = {
  members: [
    { key: "full_name", label: "Nome", required: true, aliases: NAME_ALIASES },
    { key: "email", label: "E-mail", required: true, aliases: EMAIL_ALIASES },
    { key: "phone", label: "Telefone", required: false, aliases: ["telefone", "celular", "whatsapp", "fone", "phone"] },
    { key: "city", label: "Cidade", required: false, aliases: CITY_ALIASES },
    { key: "state", label: "UF", required: false, aliases: STATE_ALIASES },
    { key: "roles", label: "Papéis", required: false, aliases: ["papeis", "papel", "perfil", "roles", "funcoes"] },
  ],
  businesses: [
    {
      key: "name",
      label: "Nome do negócio",
      required: true,
      aliases: ["nome do negocio", "negocio", "empresa", "nome fantasia", "business"],
    },
    {
      key: "owner_email",
      label: "E-mail da dona",
      required: true,
      aliases: ["email da dona", "e mail da dona", "email da responsavel", "email", "e mail"],
    },
    {
      key: "owner_name",
      label: "Nome da dona",
      required: true,
      aliases: ["nome da dona", "responsavel", "nome da responsavel", "dona", "nome"],
    },
    { key: "category", label: "Categoria", required: false, aliases: ["categoria", "segmento", "ramo", "category"] },
    { key: "description", label: "Descrição", required: false, aliases: ["descricao", "sobre", "description"] },
    { key: "city", label: "Cidade", required: false, aliases: CITY_ALIASES },
    { key: "state", label: "UF", required: false, aliases: STATE_ALIASES },
    { key: "whatsapp", label: "WhatsApp", required: false, aliases: ["whatsapp", "telefone", "celular"] },
    { key: "website_url", label: "Site", required: false, aliases: ["site", "website", "pagina"] },
    { key: "instagram_url", label: "Instagram", required: false, aliases: ["instagram"] },
  ],
  subscribers: [
    { key: "email", label: "E-mail", required: true, aliases: EMAIL_ALIASES },
    { key: "name", label: "Nome", required: false, aliases: NAME_ALIASES },
    {
      key: "consent_at",
      label: "Data do consentimento",
      required: false,
      aliases: ["data do consentimento", "consentimento em", "data de inscricao", "inscrito em", "data"],
    },
  ],
}

/**
 * How the network can show the consent of an imported subscriber (LGPD): the admin names it for
 * the whole file, and it is stored on every row (newsletter_subscribers.consent_source).
 */
export const CONSENT_SOURCES = {
  import_paper_form: "Ficha de inscrição assinada (papel)",
  import_online_form: "Formulário on-line com a caixa de consentimento",
  import_event_list: "Lista de presença de evento com a opção de receber e-mails marcada",
  import_previous_platform: "Lista de e-mails de outra plataforma, com o consentimento registrado lá",
} as const
export type ConsentSource = keyof typeof CONSENT_SOURCES

/** Header text as the matcher compares it: lowercase, no accents, words split on anything else. */
export function normalizeHeader(header: string): string {
  return header
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim()
}

/** Our field -> the file's header (exact text), or absent when the file has no such column. */
export type ColumnMapping = Record<string, string>

/**
 * The mapping for a file: the one remembered for this kind where its headers are in the file,
 * then each remaining field by alias, never two fields on one column.
 */
export function autoMapColumns(kind: ImportKind, headers: readonly string[], remembered?: ColumnMapping | null) {
  const mapping: ColumnMapping = {}
  const used = new Set<string>()
  for (const field of IMPORT_FIELDS[kind]) {
    const header = remembered?.[field.key]
    if (header && headers.includes(header) && !used.has(header)) {
      mapping[field.key] = header
      used.add(header)
    }
  }
  for (const field of IMPORT_FIELDS[kind]) {
    if (mapping[field.key]) continue
    const header = headers.find((h) => !used.has(h) && field.aliases.includes(normalizeHeader(h)))
    if (header) {
      mapping[field.key] = header
      used.add(header)
    }
  }
  return mapping
}

/** Problems with the mapping itself (a required field without a column), in pt-BR. */
export function mappingProblems(kind: ImportKind, mapping: ColumnMapping, headers: readonly string[]): string[] {
  const problems: string[] = []
  for (const field of IMPORT_FIELDS[kind]) {
    const header = mapping[field.key]
    if (header && !headers.includes(header)) problems.push(`A coluna "${header}" não está no arquivo.`)
    else if (field.required && !header) problems.push(`Escolha a coluna de "${field.label}".`)
  }
  const chosen = Object.values(mapping).filter(Boolean)
  if (new Set(chosen).size !== chosen.length) problems.push("Cada coluna do arquivo pode ir para um só campo.")
  return problems
}

// private.is_valid_email's rule, so a row the preview accepts is one the database accepts.
const EMAIL = /^[a-z0-9._%+'-]+@[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*\.[a-z]{2,}$/
const STATE_CODES = new Set<string>(BRAZILIAN_STATES.map((state) => state.code))
const STATE_BY_NAME = new Map(BRAZILIAN_STATES.map((state) => [normalizeHeader(state.name), state.code]))

const ROLE_BY_WORD: Record<string, string> = {
  cliente: "customer",
  customer: "customer",
  empreendedora: "business_owner",
  empreendedor: "business_owner",
  business_owner: "business_owner",
  "membro da comunidade": "community_member",
  comunidade: "community_member",
  community_member: "community_member",
  instrutora: "instructor",
  instrutor: "instructor",
  instructor: "instructor",
}

export type ImportRowValues = Record<string, string | string[] | null>

export interface CheckedRow {
  values: ImportRowValues
  problems: string[]
  /** The row's identity for duplicates and re-runs: an address, or for businesses owner|name. */
  key: string | null
}

const cut = (value: string | undefined, max: number) => {
  const text = (value ?? "").trim()
  return text === "" ? null : text.slice(0, max)
}

function checkEmail(raw: string | null, label: string, problems: string[]) {
  if (!raw) return null
  const email = raw.toLowerCase()
  if (email.length > 254 || !EMAIL.test(email)) {
    problems.push(`${label} inválido: "${raw.slice(0, 80)}".`)
    return null
  }
  return email
}

function checkState(raw: string | null, problems: string[]) {
  if (!raw) return null
  const upper = raw.toUpperCase()
  if (STATE_CODES.has(upper)) return upper
  const byName = STATE_BY_NAME.get(normalizeHeader(raw))
  if (byName) return byName
  problems.push(`UF desconhecida: "${raw.slice(0, 40)}".`)
  return null
}

function checkUrl(raw: string | null, label: string, problems: string[]) {
  if (!raw) return null
  const url = /^https?:\/\//i.test(raw) ? raw : `https://${raw}`
  try {
    new URL(url)
    return url.slice(0, 500)
  } catch {
    problems.push(`${label} inválido: "${raw.slice(0, 80)}".`)
    return null
  }
}

/** dd/mm/aaaa or aaaa-mm-dd (a spreadsheet's date), as the ISO day; null when absent. */
function checkDate(raw: string | null, problems: string[]) {
  if (!raw) return null
  const br = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(raw)
  const iso = /^(\d{4})-(\d{2})-(\d{2})/.exec(raw)
  const [y, m, d] = br ? [br[3], br[2], br[1]] : iso ? [iso[1], iso[2], iso[3]] : []
  const day = y && m && d ? `${y}-${m.padStart(2, "0")}-${d.padStart(2, "0")}` : null
  if (
    !day ||
    Number.isNaN(Date.parse(`${day}T12:00:00Z`)) ||
    new Date(`${day}T12:00:00Z`).toISOString().slice(0, 10) !== day
  ) {
    problems.push(`Data do consentimento inválida: "${raw.slice(0, 40)}" (use dd/mm/aaaa).`)
    return null
  }
  return `${day}T12:00:00Z`
}

/** One data row, by the mapping: the values to import, or the problems that keep it out. */
export function checkRow(kind: ImportKind, mapping: ColumnMapping, record: Record<string, string>): CheckedRow {
  const problems: string[] = []
  const cell = (key: string) => {
    const header = mapping[key]
    return header ? record[header] : undefined
  }
  for (const field of IMPORT_FIELDS[kind]) {
    if (field.required && !cell(field.key)?.trim()) problems.push(`Campo obrigatório vazio: ${field.label}.`)
  }
  if (kind === "members") {
    const email = checkEmail(cut(cell("email"), 300), "E-mail", problems)
    const phoneRaw = cut(cell("phone"), 40)
    const phone = phoneRaw ? normalizeBrazilianPhone(phoneRaw) : null
    if (phoneRaw && !phone) problems.push(`Telefone inválido: "${phoneRaw}".`)
    const roles: string[] = []
    for (const word of (cut(cell("roles"), 200) ?? "").split(/[,;|/]/)) {
      const normal = normalizeHeader(word)
      if (!normal) continue
      const role = ROLE_BY_WORD[normal] ?? ROLE_BY_WORD[word.trim().toLowerCase()]
      if (role) roles.push(role)
      else problems.push(`Papel desconhecido: "${word.trim().slice(0, 40)}".`)
    }
    return {
      values: {
        full_name: cut(cell("full_name"), 200),
        email,
        phone,
        city: cut(cell("city"), 120),
        state: checkState(cut(cell("state"), 40), problems),
        roles,
      },
      problems,
      key: email,
    }
  }
  if (kind === "businesses") {
    const ownerEmail = checkEmail(cut(cell("owner_email"), 300), "E-mail da dona", problems)
    const name = cut(cell("name"), 160)
    const whatsappRaw = cut(cell("whatsapp"), 40)
    if (whatsappRaw && !/^\+?[0-9 ()-]{8,20}$/.test(whatsappRaw)) problems.push(`WhatsApp inválido: "${whatsappRaw}".`)
    return {
      values: {
        name,
        owner_email: ownerEmail,
        owner_name: cut(cell("owner_name"), 200),
        category: cut(cell("category"), 80),
        description: cut(cell("description"), 4000),
        city: cut(cell("city"), 120),
        state: checkState(cut(cell("state"), 40), problems),
        whatsapp: whatsappRaw && /^\+?[0-9 ()-]{8,20}$/.test(whatsappRaw) ? whatsappRaw : null,
        website_url: checkUrl(cut(cell("website_url"), 500), "Site", problems),
        instagram_url: checkUrl(cut(cell("instagram_url"), 500), "Instagram", problems),
      },
      problems,
      key: ownerEmail && name ? `${ownerEmail}|${name.trim().toLowerCase()}` : null,
    }
  }
  const email = checkEmail(cut(cell("email"), 300), "E-mail", problems)
  return {
    values: { email, name: cut(cell("name"), 200), consent_at: checkDate(cut(cell("consent_at"), 40), problems) },
    problems,
    key: email,
  }
}

/** The route's query string: which kind, which step, the mapping and the consent source. */
export const importRequestSchema = z.object({
  kind: z.enum(IMPORT_KINDS, { message: "Escolha o que importar." }),
  step: z.enum(["preview", "import"]),
  fileName: z
    .string()
    .trim()
    .min(1, "Escolha um arquivo CSV.")
    .max(255, "O nome do arquivo é longo demais.")
    .refine((name) => /\.csv$/i.test(name), "O arquivo precisa ser um CSV (.csv)."),
  mapping: z
    .string()
    .max(8000)
    .optional()
    .transform((text, ctx): ColumnMapping | null => {
      if (!text) return null
      try {
        const parsed = z.record(z.string().max(100), z.string().max(300)).parse(JSON.parse(text))
        return Object.fromEntries(Object.entries(parsed).filter(([, header]) => header !== ""))
      } catch {
        ctx.addIssue({ code: "custom", message: "O mapeamento de colunas é inválido." })
        return z.NEVER
      }
    }),
  consentSource: z
    .enum(Object.keys(CONSENT_SOURCES) as [ConsentSource, ...ConsentSource[]], {
      message: "Diga como a rede pode comprovar o consentimento dessas pessoas.",
    })
    .optional(),
})
export type ImportRequest = z.infer<typeof importRequestSchema>
