/**
 * Projects' labels, addresses and the list's URL state. Dependency-free apart from the search
 * helper, so the proxy, pages and client components can all import it.
 */
import { cleanSearchTerm } from "@/lib/search"

export const PROJECTS_PATH = "/projetos"
/** /projetos?… is rewritten here by proxy.ts, so /projetos itself stays static. */
export const FILTERED_PROJECTS_PATH = "/projetos-lista"

/** Where instructors and admins manage projects. */
export const MANAGE_PROJECTS_PATH = "/dashboard/projetos"
export const ADMIN_PROJECTS_PATH = "/admin/projetos"

export const projectPath = (slug: string) => `${PROJECTS_PATH}/${slug}`
export const projectCalendarPath = (slug: string) => `${PROJECTS_PATH}/${slug}/calendario.ics`

export const PROJECT_KINDS = {
  curso: "Curso",
  mentoria: "Mentoria",
  roda_de_conversa: "Roda de conversa",
  feira: "Feira",
  campanha: "Campanha",
} as const
export type ProjectKind = keyof typeof PROJECT_KINDS

export const PROJECT_FORMATS = { online: "Online", presencial: "Presencial", hibrido: "Híbrido" } as const
export type ProjectFormat = keyof typeof PROJECT_FORMATS

export const PROJECT_STATUSES = {
  inscricoes_abertas: "Inscrições abertas",
  em_andamento: "Em andamento",
  encerrado: "Encerrado",
} as const
export type ProjectStatus = keyof typeof PROJECT_STATUSES

export const UFS = [
  "AC",
  "AL",
  "AP",
  "AM",
  "BA",
  "CE",
  "DF",
  "ES",
  "GO",
  "MA",
  "MT",
  "MS",
  "MG",
  "PA",
  "PB",
  "PR",
  "PE",
  "PI",
  "RJ",
  "RN",
  "RS",
  "RO",
  "RR",
  "SC",
  "SP",
  "SE",
  "TO",
] as const

/** Query parameters of the list (pt-BR, shareable). */
export const PROJECT_PARAMS = { kind: "tipo", format: "formato", state: "uf", status: "situacao" } as const

export interface ProjectListState {
  kind: ProjectKind | ""
  format: ProjectFormat | ""
  state: string
  status: ProjectStatus | ""
}

type RawParams = Record<string, string | string[] | undefined>

const pick = <T extends string>(raw: string | string[] | undefined, allowed: Record<T, string>): T | "" => {
  const value = cleanSearchTerm(raw)
  return Object.hasOwn(allowed, value) ? (value as T) : ""
}

/** Reads the list's URL state; anything unknown falls back to "all". */
export function parseProjectParams(params: RawParams): ProjectListState {
  const state = cleanSearchTerm(params[PROJECT_PARAMS.state]).toUpperCase()
  return {
    kind: pick(params[PROJECT_PARAMS.kind], PROJECT_KINDS),
    format: pick(params[PROJECT_PARAMS.format], PROJECT_FORMATS),
    state: (UFS as readonly string[]).includes(state) ? state : "",
    status: pick(params[PROJECT_PARAMS.status], PROJECT_STATUSES),
  }
}

export function hasProjectParams(query: URLSearchParams) {
  return Object.values(PROJECT_PARAMS).some((key) => query.has(key))
}

/** The list's address for a state, leaving defaults out: {} → "/projetos". */
export function projectsHref(state: Partial<ProjectListState>): string {
  const query = new URLSearchParams()
  if (state.kind) query.set(PROJECT_PARAMS.kind, state.kind)
  if (state.format) query.set(PROJECT_PARAMS.format, state.format)
  if (state.state) query.set(PROJECT_PARAMS.state, state.state)
  if (state.status) query.set(PROJECT_PARAMS.status, state.status)
  const qs = query.toString()
  return qs ? `${PROJECTS_PATH}?${qs}` : PROJECTS_PATH
}
