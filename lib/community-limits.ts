// The community's length limits as plain values, no zod: its client components (topic form, post,
// reason dialog) import them from here, so a group's first load does not carry the schema library
// (issue #25). lib/validations/community.ts re-exports them for its schemas and everyone else.

export const GROUP_NAME_MAX = 80
export const GROUP_DESCRIPTION_MAX = 2000
export const TOPIC_TITLE_MAX = 160
export const MESSAGE_MAX = 100_000
export const REASON_MAX = 500
export const MUTE_DAYS_MAX = 365
/** A request to join a by-request group may carry a message this long (the database checks it too). */
export const REQUEST_MESSAGE_MAX = 500
