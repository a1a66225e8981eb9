/**
 * The library's addresses and the list's URL state (issue #36). Dependency-light (the search
 * helpers and the vocabulary's labels), so the proxy's route table, pages and client components
 * can all import it.
 */
import {
  LEARNING_ACCESS,
  LEARNING_KINDS,
  LEARNING_LEVELS,
  LEARNING_TOPICS,
  type LearningAccess,
  type LearningKind,
  type LearningLevel,
  type LearningTopic,
} from "@/lib/learning/vocabulary"
import { hasQueryParams, listHref } from "@/lib/projects"
import { cleanSearchTerm, parsePageParam } from "@/lib/search"

/** The public library; static when unfiltered. */
export const LEARNING_PATH = "/aprender"
/** /aprender?… is rewritten here by proxy.ts, so /aprender itself stays static. */
export const FILTERED_LEARNING_PATH = "/aprender/-lista"
/** Tracks live under their own segment, which no material's slug may take (the migration refuses it). */
export const TRACKS_PATH = `${LEARNING_PATH}/trilhas`

export const materialPath = (slug: string) => `${LEARNING_PATH}/${slug}`
/** The file of a file material: signed per request, never in cached HTML. */
export const materialFilePath = (slug: string) => `${materialPath(slug)}/arquivo`
export const trackPath = (slug: string) => `${TRACKS_PATH}/${slug}`

// The vocabulary's key types, also named here for the list's readers (defined once, there).
export type { LearningAccess, LearningKind, LearningLevel, LearningTopic }

/** Query parameters of the list (pt-BR, shareable; the design fixes these names). */
export const LEARNING_PARAMS = {
  search: "busca",
  topic: "tema",
  level: "nivel",
  kind: "tipo",
  access: "acesso",
  page: "pagina",
} as const

/** Cards per page of materials: four rows of the widest grid. */
export const MATERIALS_PER_PAGE = 12

export interface LearningListState {
  search: string
  topic: LearningTopic | ""
  level: LearningLevel | ""
  kind: LearningKind | ""
  access: LearningAccess | ""
  page: number
}

type RawParams = Record<string, string | string[] | undefined>

const pick = <T extends string>(raw: string | string[] | undefined, allowed: Record<T, string>): T | "" => {
  const value = cleanSearchTerm(raw)
  return Object.hasOwn(allowed, value) ? (value as T) : ""
}

/** Reads the list's URL state; anything unknown falls back to "all" (and page 1). */
export function parseLearningParams(params: RawParams): LearningListState {
  return {
    search: cleanSearchTerm(params[LEARNING_PARAMS.search]),
    topic: pick(params[LEARNING_PARAMS.topic], LEARNING_TOPICS),
    level: pick(params[LEARNING_PARAMS.level], LEARNING_LEVELS),
    kind: pick(params[LEARNING_PARAMS.kind], LEARNING_KINDS),
    access: pick(params[LEARNING_PARAMS.access], LEARNING_ACCESS),
    page: parsePageParam(params[LEARNING_PARAMS.page]),
  }
}

export const hasLearningParams = (query: URLSearchParams) => hasQueryParams(LEARNING_PARAMS, query)

/** The list's address for a state, leaving defaults out (page 1 included): {} → "/aprender". */
export const learningHref = ({ page, ...state }: Partial<LearningListState>) =>
  listHref(LEARNING_PATH, LEARNING_PARAMS, { ...state, page: page && page > 1 ? String(page) : "" })
