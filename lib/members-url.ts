/**
 * The members' addresses (issue #37): the directory, profiles and direct messages, and the
 * directory's URL state. Dependency-light (the search helpers only), so the proxy's route table,
 * pages and client components can all import it.
 */
import { hasQueryParams, listHref } from "@/lib/projects"
import { cleanSearchTerm, parsePageParam } from "@/lib/search"
import { isValidHandle } from "@/lib/members/handle"
import { isStateCode, type StateCode } from "@/lib/members/state-codes"

/** The members' directory; static when unfiltered (public profiles only). */
export const MEMBERS_PATH = "/associadas"
/** /associadas?… is rewritten here by proxy.ts, so /associadas itself stays static. */
export const FILTERED_MEMBERS_PATH = `${MEMBERS_PATH}/-lista`
/** A signed-in member's renderings: the directory with members-only profiles, and a profile. */
export const MEMBER_TWIN_SEGMENT = "-membro"
export const MEMBERS_MEMBER_PATH = `${MEMBERS_PATH}/${MEMBER_TWIN_SEGMENT}`

/** A member's profile: "/associadas/<handle>". */
export const memberProfilePath = (handle: string) => `${MEMBERS_PATH}/${handle}`

/** Where she edits her public profile. */
export const PUBLIC_PROFILE_EDIT_PATH = "/dashboard/perfil/publico"

export const MESSAGES_PATH = "/mensagens"
export const conversationPath = (id: string) => `${MESSAGES_PATH}/${id}`

/** The first-message composer, from a profile: the messages helper's page reads `para` and `contexto`. */
export const newMessageToMemberPath = (userId: string) =>
  `${MESSAGES_PATH}/nova?para=${encodeURIComponent(userId)}&contexto=perfil`

/** Query parameters of the directory (pt-BR, shareable; the design fixes these names). */
export const MEMBERS_PARAMS = {
  search: "busca",
  offers: "oferece",
  needs: "procura",
  city: "cidade",
  state: "uf",
  /** "1": only members who offer mentoring (issue #40). */
  mentoring: "mentoria",
  page: "pagina",
} as const

/** Profiles per page: six rows of the widest grid. */
export const MEMBERS_PER_PAGE = 24

export interface MembersListState {
  search: string
  /** A skill's slug (member_skills); unknown slugs simply match nobody. */
  offers: string
  needs: string
  city: string
  state: StateCode | ""
  /** "1" when the list shows only members who offer mentoring, else "". */
  mentoring: "1" | ""
  page: number
}

type RawParams = Record<string, string | string[] | undefined>

const SKILL_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
const skillParam = (raw: string | string[] | undefined) => {
  const value = cleanSearchTerm(raw).toLowerCase().slice(0, 60)
  return SKILL_SLUG.test(value) ? value : ""
}

/** Reads the directory's URL state; anything malformed falls back to "all" (and page 1). */
export function parseMembersParams(params: RawParams): MembersListState {
  const state = cleanSearchTerm(params[MEMBERS_PARAMS.state]).toUpperCase()
  return {
    search: cleanSearchTerm(params[MEMBERS_PARAMS.search]),
    offers: skillParam(params[MEMBERS_PARAMS.offers]),
    needs: skillParam(params[MEMBERS_PARAMS.needs]),
    city: cleanSearchTerm(params[MEMBERS_PARAMS.city]).slice(0, 80),
    state: isStateCode(state) ? state : "",
    mentoring: cleanSearchTerm(params[MEMBERS_PARAMS.mentoring]) === "1" ? "1" : "",
    page: parsePageParam(params[MEMBERS_PARAMS.page]),
  }
}

export const hasMembersParams = (query: URLSearchParams) => hasQueryParams(MEMBERS_PARAMS, query)

/** The directory's address for a state, leaving defaults out (page 1 included): {} → "/associadas". */
export const membersHref = ({ page, ...state }: Partial<MembersListState>) =>
  listHref(MEMBERS_PATH, MEMBERS_PARAMS, { ...state, page: page && page > 1 ? String(page) : "" })

/** The handle of a profile address's segment, or null when it cannot be one (answered 404 without a lookup). */
export function handleOfSegment(segment: string): string | null {
  let decoded: string
  try {
    decoded = decodeURIComponent(segment)
  } catch {
    return null
  }
  return isValidHandle(decoded) ? decoded : null
}
