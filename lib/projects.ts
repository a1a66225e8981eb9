/**
 * Projects' labels, addresses and the list's URL state. Dependency-free apart from the search
 * helper, so the proxy, pages, client components and the tests' processes can all import it.
 */
import { cleanSearchTerm } from "@/lib/search"

export const PROJECTS_PATH = "/projetos"
/** /projetos?… is rewritten here by proxy.ts, so /projetos itself stays static. */
export const FILTERED_PROJECTS_PATH = "/projetos/-lista"

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

/** Whether an address carries any of a list's query parameters (the proxy's cue for the per-request route). */
export function hasQueryParams(params: Record<string, string>, query: URLSearchParams) {
  return Object.values(params).some((key) => query.has(key))
}

/** A list's address for a state, in the parameters' order and leaving defaults out. */
export function listHref<K extends string>(path: string, params: Record<K, string>, state: Partial<Record<K, string>>) {
  const query = new URLSearchParams()
  for (const key of Object.keys(params) as K[]) {
    if (state[key]) query.set(params[key], state[key])
  }
  const qs = query.toString()
  return qs ? `${path}?${qs}` : path
}

export const hasProjectParams = (query: URLSearchParams) => hasQueryParams(PROJECT_PARAMS, query)

/** The list's address for a state, leaving defaults out: {} → "/projetos". */
export const projectsHref = (state: Partial<ProjectListState>) => listHref(PROJECTS_PATH, PROJECT_PARAMS, state)
