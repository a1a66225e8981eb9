/**
 * The community's rows of the RLS and privilege matrix (issue #21), spread into ./rls-matrix.ts so
 * both suites run them: db-rls-matrix.test.ts as raw SQL, db-matrix-supabase-js.test.ts over
 * /rest/v1. The seed (supabase/seed.sql, community section) decides who is where:
 *
 *   member (membro)   member of "Finanças para MEI" (FINANCE) and "Vendas pelas Redes Sociais"
 *   member2 (membra)  member of "Vendas…" and "Gastronomia…", invited to the hidden group
 *   editor (editora)  moderator of FINANCE, member of "Empreendedoras de Salvador" and the hidden group
 *   admin             moderator of the by-request group (REQUEST) and the hidden group (HIDDEN),
 *                     not a member of FINANCE: she reads and moderates it as an administrator
 *
 * Only `import type` from rls-matrix.ts: it imports this file, so values must not flow back.
 */
import type { Actor, FunctionCase, MatrixCase, Outcome } from "./rls-matrix"

const ADMIN = "00000000-0000-4000-a000-000000000001"
const MEMBER = "00000000-0000-4000-a000-000000000003"

export const COMMUNITY = {
  finance: "c1000000-0000-4000-a000-000000000001",
  request: "c1000000-0000-4000-a000-000000000003",
  sales: "c1000000-0000-4000-a000-000000000004",
  hidden: "c1000000-0000-4000-a000-000000000006",
  /** FINANCE's pinned, locked welcome topic (by editora). */
  lockedTopic: "c2000000-0000-4000-a000-000000000001",
  /** FINANCE: "DAS atrasado…", opened by membro. */
  memberTopic: "c2000000-0000-4000-a000-000000000002",
  /** membro's opening post of memberTopic. */
  memberPost: "c3000000-0000-4000-a000-000000000002",
  /** A reply by Ana Lúcia in memberTopic. */
  otherPost: "c3000000-0000-4000-a000-000000000003",
  /** A reply by editora in memberTopic. */
  editorPost: "c3000000-0000-4000-a000-000000000004",
  /** The open report in FINANCE. */
  openReport: "c4000000-0000-4000-a000-000000000002",
} as const

const C = COMMUNITY
const denied = { error: "42501" } as const
const notFound = { error: "PT404" } as const
const rows = (n: number): Outcome => ({ rows: n })

function each(
  table: string,
  op: MatrixCase["op"],
  sql: string,
  outcomes: Partial<Record<Actor, Outcome>>,
  note?: string
): MatrixCase[] {
  return Object.entries(outcomes).map(([actor, expect]) => ({ table, op, actor: actor as Actor, sql, expect, note }))
}

function calls(fn: string, sql: string, outcomes: Partial<Record<Actor, Outcome>>, note?: string): FunctionCase[] {
  return Object.entries(outcomes).map(([actor, expect]) => ({ fn, actor: actor as Actor, sql, expect, note }))
}

export const COMMUNITY_TABLE_MATRIX: MatrixCase[] = [
  // Groups: listed ones for everyone; a hidden group for its members and invitees; no direct writes.
  ...each(
    "community_groups",
    "select",
    "select id from public.community_groups",
    { anon: rows(5), member: rows(5), member2: rows(6), editor: rows(6), admin: rows(6), service_role: rows(6) },
    "the hidden group only for its members, invitees and admins"
  ),
  ...each(
    "community_groups",
    "insert",
    "insert into public.community_groups (name, slug) values ('Grupo direto', 'grupo-direto') returning id",
    { anon: denied, member: denied, editor: denied, admin: denied },
    "groups are created through save_community_group"
  ),
  ...each(
    "community_groups",
    "update",
    `update public.community_groups set members_count = 999 where id = '${C.finance}' returning id`,
    { anon: denied, member: denied, editor: denied, admin: denied },
    "counters belong to the database"
  ),
  ...each("community_groups", "delete", `delete from public.community_groups where id = '${C.finance}'`, {
    member: denied,
    admin: denied,
  }),

  // Memberships: own rows, co-members of one's groups, every row of the groups one moderates.
  ...each(
    "community_memberships",
    "select",
    "select user_id from public.community_memberships",
    { anon: denied, member: rows(14), member2: rows(12), editor: rows(16), admin: rows(33), service_role: rows(33) },
    "editora also sees FINANCE's every row as its moderator; admins all"
  ),
  ...each(
    "community_memberships",
    "select",
    `select user_id from public.community_memberships where group_id = '${C.request}'`,
    { member: rows(0), editor: rows(0), admin: rows(5) },
    "the by-request group's pending request: its moderators and admins"
  ),
  ...each(
    "community_memberships",
    "insert",
    `insert into public.community_memberships (group_id, user_id, role, member_name) values ('${C.request}', '${MEMBER}', 'moderator', 'Rafael') returning user_id`,
    { anon: denied, member: denied, editor: denied, admin: denied },
    "escalation: joining as moderator"
  ),
  ...each(
    "community_memberships",
    "update",
    `update public.community_memberships set role = 'moderator' where user_id = '${MEMBER}' returning user_id`,
    { member: denied, editor: denied, admin: denied },
    "escalation: raising one's own standing"
  ),
  ...each(
    "community_memberships",
    "update",
    `update public.community_memberships set muted_until = null where group_id = '${C.finance}'`,
    { member: denied },
    "lifting one's own mute"
  ),
  ...each("community_memberships", "delete", `delete from public.community_memberships where user_id = '${MEMBER}'`, {
    member: denied,
    admin: denied,
  }),

  // Discussions: the group's active members and admins only, whatever the kind of group.
  ...each(
    "community_topics",
    "select",
    "select id from public.community_topics",
    { anon: denied, member: rows(7), member2: rows(5), editor: rows(7), admin: rows(14), service_role: rows(14) },
    "topics of one's own groups"
  ),
  ...each(
    "community_topics",
    "select",
    `select id from public.community_topics where group_id = '${C.request}'`,
    { member: rows(0), member2: rows(0), editor: rows(0), admin: rows(2) },
    "a by-request group's discussions stay with its members"
  ),
  ...each(
    "community_topics",
    "select",
    `select id from public.community_topics where group_id = '${C.hidden}'`,
    { member: rows(0), member2: rows(0), editor: rows(1), admin: rows(1) },
    "an invitation is not membership"
  ),
  ...each(
    "community_topics",
    "insert",
    `insert into public.community_topics (group_id, author_id, author_name, title) values ('${C.finance}', '${MEMBER}', 'Rafael', 'Direto pela API') returning id`,
    { anon: denied, member: denied, admin: denied }
  ),
  ...each(
    "community_topics",
    "update",
    `update public.community_topics set pinned = true where id = '${C.memberTopic}' returning id`,
    { member: denied, editor: denied },
    "pinning goes through set_community_topic_flags"
  ),

  ...each("community_posts", "select", "select id from public.community_posts", {
    anon: denied,
    member: rows(17),
    member2: rows(12),
    editor: rows(17),
    admin: rows(33),
    service_role: rows(33),
  }),
  ...each("community_posts", "select", `select id from public.community_posts where group_id = '${C.hidden}'`, {
    member: rows(0),
    member2: rows(0),
    editor: rows(2),
  }),
  ...each(
    "community_posts",
    "insert",
    `insert into public.community_posts (topic_id, group_id, author_id, author_name, body) values ('${C.memberTopic}', '${C.finance}', '${MEMBER}', 'Rafael', 'x') returning id`,
    { anon: denied, member: denied, member2: denied, admin: denied },
    "posting goes through create_community_reply"
  ),
  ...each(
    "community_posts",
    "update",
    `update public.community_posts set body = 'Editado por outra' where id = '${C.otherPost}' returning id`,
    { member: denied, editor: denied, admin: denied },
    "editing someone else's post"
  ),
  ...each(
    "community_posts",
    "update",
    `update public.community_posts set support_count = 100 where id = '${C.memberPost}'`,
    { member: denied }
  ),
  ...each("community_posts", "delete", `delete from public.community_posts where id = '${C.otherPost}'`, {
    member: denied,
    editor: denied,
  }),

  // Reactions: one's own; moderators see their groups'.
  ...each("community_reactions", "select", "select post_id from public.community_reactions", {
    anon: denied,
    member: rows(3),
    member2: rows(1),
    editor: rows(6),
    admin: rows(13),
  }),
  ...each(
    "community_reactions",
    "insert",
    `insert into public.community_reactions (post_id, user_id) values ('${C.otherPost}', '${MEMBER}')`,
    { anon: denied, member: denied },
    "supports go through toggle_community_support"
  ),

  // Reports: the reporter her own, moderators their groups', admins all.
  ...each("community_reports", "select", "select id from public.community_reports", {
    anon: denied,
    member: rows(0),
    member2: rows(0),
    editor: rows(1),
    admin: rows(2),
  }),
  ...each(
    "community_reports",
    "insert",
    `insert into public.community_reports (post_id, group_id, reporter_id, reason) values ('${C.otherPost}', '${C.finance}', '${MEMBER}', 'Direto pela API')`,
    { anon: denied, member: denied }
  ),
  ...each(
    "community_reports",
    "update",
    `update public.community_reports set status = 'dismissed' where id = '${C.openReport}'`,
    { member: denied, editor: denied }
  ),

  // Read markers: one's own only.
  ...each("community_reads", "select", "select topic_id from public.community_reads", {
    anon: denied,
    member: rows(3),
    member2: rows(0),
    editor: rows(2),
    admin: rows(0),
  }),
  ...each(
    "community_reads",
    "insert",
    `insert into public.community_reads (topic_id, user_id) values ('${C.memberTopic}', '${MEMBER}')`,
    { anon: denied, member: denied }
  ),
]

export const COMMUNITY_FUNCTION_MATRIX: FunctionCase[] = [
  ...calls("join_community_group", `select public.join_community_group('${C.finance}')`, {
    anon: denied,
    member: rows(1),
    member2: rows(1),
    admin: rows(1),
  }),
  ...calls(
    "join_community_group",
    `select public.join_community_group('${C.hidden}')`,
    { member: notFound, member2: rows(1), editor: rows(1) },
    "a hidden group: only with an invitation"
  ),
  ...calls("leave_community_group", `select public.leave_community_group('${C.sales}')`, {
    anon: denied,
    member: rows(1),
  }),
  ...calls(
    "create_community_topic",
    `select public.create_community_topic('${C.finance}', 'Tópico da matriz', '<p>Olá</p>', null)`,
    { anon: denied, member: rows(1), member2: denied, editor: rows(1), admin: denied },
    "members only: an admin reads every group but posts only where she is a member"
  ),
  ...calls(
    "create_community_reply",
    `select public.create_community_reply('${C.memberTopic}', '<p>Resposta</p>', null)`,
    { anon: denied, member: rows(1), member2: denied, editor: rows(1), admin: denied }
  ),
  ...calls(
    "create_community_reply",
    `select public.create_community_reply('${C.lockedTopic}', '<p>Resposta</p>', null)`,
    { member: denied, editor: rows(1) },
    "a locked topic takes replies from moderators only"
  ),
  ...calls(
    "edit_community_post",
    `select public.edit_community_post('${C.memberPost}', '<p>Editado</p>', null)`,
    { anon: denied, member: rows(1), member2: notFound, editor: denied, admin: denied },
    "the author only, not even the moderator"
  ),
  ...calls("delete_community_post", `select public.delete_community_post('${C.otherPost}')`, {
    anon: denied,
    member: denied,
    editor: denied,
  }),
  ...calls(
    "delete_community_post",
    `select public.delete_community_post('${C.editorPost}')`,
    { editor: rows(1) },
    "her own reply"
  ),
  ...calls("toggle_community_support", `select * from public.toggle_community_support('${C.memberPost}')`, {
    anon: denied,
    member: rows(1),
    member2: notFound,
    admin: denied,
  }),
  ...calls("report_community_post", `select public.report_community_post('${C.editorPost}', 'Motivo da matriz')`, {
    anon: denied,
    member: rows(1),
    member2: notFound,
    editor: { error: "P0001" },
  }),
  ...calls("mark_community_topic_read", `select public.mark_community_topic_read('${C.memberTopic}')`, {
    anon: denied,
    member: rows(1),
    member2: notFound,
    admin: rows(1),
  }),
  ...calls("moderate_community_post", `select public.moderate_community_post('${C.otherPost}', true, 'Fora do tema')`, {
    anon: denied,
    member: denied,
    member2: denied,
    editor: rows(1),
    admin: rows(1),
  }),
  ...calls("set_community_topic_flags", `select public.set_community_topic_flags('${C.memberTopic}', true, null)`, {
    anon: denied,
    member: denied,
    editor: rows(1),
    admin: rows(1),
  }),
  ...calls(
    "moderate_community_member",
    `select public.moderate_community_member('${C.finance}', '${MEMBER}', 'remove', null, 'Teste')`,
    { anon: denied, member: denied, member2: denied, editor: rows(1), admin: rows(1) }
  ),
  ...calls(
    "moderate_community_member",
    `select public.moderate_community_member('${C.hidden}', '${ADMIN}', 'remove', null, null)`,
    { editor: denied },
    "a member cannot remove the group's moderator"
  ),
  ...calls("resolve_community_report", `select public.resolve_community_report('${C.openReport}', 'dismissed')`, {
    anon: denied,
    member: denied,
    editor: rows(1),
    admin: rows(1),
  }),
  ...calls(
    "invite_to_community_group",
    `select public.invite_to_community_group('${C.hidden}', 'membro@convergencia.test')`,
    { anon: denied, member: denied, editor: denied, admin: rows(1) }
  ),
  ...calls(
    "save_community_group",
    "select public.save_community_group(null, 'Grupo da matriz', 'grupo-da-matriz', 'Descrição', 'open', 'tematico', null)",
    { anon: denied, member: denied, editor: denied, admin: rows(1) }
  ),
  ...calls(
    "save_community_group",
    `select public.save_community_group('${C.finance}', 'Finanças para MEI', 'financas-para-mei', 'Nova descrição', 'open', 'tematico', null)`,
    { member: denied, editor: rows(1), admin: rows(1) },
    "its moderator changes the description"
  ),
  ...calls(
    "save_community_group",
    `select public.save_community_group('${C.finance}', 'Finanças para MEI', 'financas-para-mei', 'Nova descrição', 'hidden', 'tematico', null)`,
    { editor: denied },
    "the kind is an administrator's decision"
  ),
  ...calls("archive_community_group", `select public.archive_community_group('${C.finance}', true)`, {
    anon: denied,
    member: denied,
    editor: denied,
    admin: rows(1),
  }),
  ...calls("set_community_moderator", `select public.set_community_moderator('${C.finance}', '${MEMBER}', true)`, {
    anon: denied,
    member: denied,
    editor: denied,
    admin: rows(1),
  }),
  ...calls("get_community_group_stats", "select * from public.get_community_group_stats()", {
    anon: denied,
    member: denied,
    editor: denied,
    admin: rows(6),
  }),
  ...calls(
    "list_community_topics",
    `select * from public.list_community_topics('${C.finance}')`,
    { anon: denied, member: rows(4), member2: rows(0), admin: rows(4) },
    "runs as the caller: RLS decides"
  ),
  ...calls(
    "list_community_member_details",
    `select * from public.list_community_member_details('${C.finance}')`,
    { anon: denied, member: rows(1), member2: rows(0), editor: rows(8), admin: rows(8) },
    "the moderation columns: her own row; every row for the group's moderator and admins"
  ),
  ...calls(
    "list_community_member_details",
    `select * from public.list_community_member_details('${C.hidden}')`,
    { member2: rows(1), editor: rows(1), admin: rows(5) },
    "an invitation: the invitee and admins"
  ),
  ...calls("my_community_conversations", "select * from public.my_community_conversations(8)", {
    anon: denied,
    member: rows(3),
    member2: rows(2),
    admin: rows(2),
  }),
]

/** What an allowed call answers through supabase-js (db-matrix-supabase-js.test.ts RETURNS). */
export const COMMUNITY_RETURNS = (expect: {
  any(type: unknown): unknown
  arrayContaining(values: unknown[]): unknown
  objectContaining(value: object): unknown
}): Record<string, unknown> => ({
  join_community_group: "active",
  leave_community_group: true,
  create_community_topic: expect.any(String),
  create_community_reply: expect.any(String),
  edit_community_post: true,
  delete_community_post: "deleted",
  toggle_community_support: [{ supported: true, support_count: 1 }],
  report_community_post: expect.any(String),
  mark_community_topic_read: null,
  moderate_community_post: true,
  set_community_topic_flags: null,
  moderate_community_member: "remove",
  resolve_community_report: null,
  invite_to_community_group: "invited",
  save_community_group: expect.any(String),
  archive_community_group: true,
  set_community_moderator: true,
  get_community_group_stats: expect.arrayContaining([
    expect.objectContaining({ group_id: COMMUNITY.finance, members: 8, open_reports: 1 }),
  ]),
  // The rows are counted by the matrix; which rows, by tests/integration/community-*.test.ts.
  list_community_topics: expect.any(Array),
  my_community_conversations: expect.any(Array),
  list_community_member_details: expect.any(Array),
})
