/**
 * Mentoring's addresses (issue #40). Dependency-free, so the route table, pages, components and
 * the database's action URLs ("/dashboard/mentoria") agree.
 */

export const MENTORING_PATH = "/dashboard/mentoria"
export const MENTOR_OFFER_PATH = `${MENTORING_PATH}/oferta`

/** The request form for a mentor: "/associadas/<handle>/mentoria". */
export const mentoringRequestPath = (handle: string) => `/associadas/${handle}/mentoria`

/** A session's calendar file, for its two participants. */
export const mentoringSessionIcsPath = (sessionId: string) => `${MENTORING_PATH}/sessoes/${sessionId}/agenda.ics`

/** The directory's filter: "/associadas?mentoria=1". */
export const MENTORING_FILTER_PARAM = "mentoria"
