/**
 * Projects' and the shop's rows of the RLS and privilege matrix (issue #22), spread into
 * ./rls-matrix.ts so both suites run them. The seed (supabase/seed.sql, projects section) decides
 * what each actor sees: twelve projects, eight organised by editor (an instructor), four by admin;
 * seven sign-ups, three of member's and three of member2's, three of them in editor's full
 * mentorship. Forty products: two of the paused business, five of member2's listed ateliê.
 *
 * Only `import type` from rls-matrix.ts: it imports this file, so values must not flow back.
 */
import { expect } from "vitest"
import type { Actor, FunctionCase, MatrixCase, Outcome } from "./rls-matrix"

const MEMBER = "00000000-0000-4000-a000-000000000003"
// Marina, the seeded instructor (the editor account).
const EDITOR = "00000000-0000-4000-a000-000000000002"
const MEMBER2_LISTED = "60000000-0000-4000-a000-000000000003"
const OTHER_BUSINESS = "60000000-0000-4000-a000-000000000001"
const P = {
  /** editor's course, member confirmed. */
  editorCourse: "d1000000-0000-4000-a000-000000000001",
  /** editor's full mentorship: two confirmed, member waitlisted. */
  fullMentorship: "d1000000-0000-4000-a000-000000000002",
  /** admin's fair. */
  adminFair: "d1000000-0000-4000-a000-000000000004",
}
const PRODUCT = {
  /** member2's ateliê. */
  own: "e1000000-0000-4000-a000-000000000011",
  /** Doces da Cláudia (no owner account). */
  other: "e1000000-0000-4000-a000-000000000001",
}

const denied = { error: "42501" } as const
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

const NEW_PROJECT = `insert into public.projects (slug, title, kind, summary, format, starts_at, capacity)
  values ('projeto-da-matriz', 'Projeto da matriz', 'curso', 'Um projeto da matriz de permissões.', 'online', '2026-12-01T10:00:00Z', 5) returning id`

export const PROJECTS_SHOP_TABLE_MATRIX: MatrixCase[] = [
  // projects: public; instructors and admins create; instructors edit theirs; admins delete.
  ...each("projects", "select", "select id from public.projects", {
    anon: rows(12),
    member: rows(12),
    editor: rows(12),
    admin: rows(12),
    service_role: rows(12),
  }),
  ...each("projects", "insert", NEW_PROJECT, {
    anon: denied,
    member: denied,
    member2: denied,
    editor: rows(1),
    admin: rows(1),
  }),
  ...each(
    "projects",
    "update",
    `update public.projects set title = 'Novo título' where id = '${P.editorCourse}' returning id`,
    {
      anon: denied,
      member: rows(0),
      editor: rows(1),
      admin: rows(1),
    }
  ),
  ...each(
    "projects",
    "update",
    `update public.projects set title = 'Novo título' where id = '${P.adminFair}' returning id`,
    { editor: rows(0) },
    "an instructor edits only her own projects"
  ),
  ...each(
    "projects",
    "update",
    `update public.projects set confirmed_count = 0 where id = '${P.editorCourse}' returning id`,
    { editor: denied, admin: denied },
    "the counters are the sign-up functions'"
  ),
  ...each("projects", "delete", `delete from public.projects where id = '${P.adminFair}' returning id`, {
    anon: denied,
    member: rows(0),
    editor: rows(0),
    admin: rows(1),
  }),

  ...each("project_instructors", "select", "select project_id from public.project_instructors", {
    anon: rows(8),
    member: rows(8),
    admin: rows(8),
  }),
  ...each(
    "project_instructors",
    "insert",
    `insert into public.project_instructors (project_id, user_id) values ('${P.adminFair}', '${EDITOR}') returning project_id`,
    { anon: denied, member: denied, editor: denied, admin: rows(1) },
    "admins and the project's own instructors name instructors"
  ),
  ...each(
    "project_instructors",
    "insert",
    `insert into public.project_instructors (project_id, user_id) values ('${P.adminFair}', '${MEMBER}') returning project_id`,
    { admin: denied },
    "only a member with the instructor role can be named (issue #31)"
  ),
  ...each(
    "project_instructors",
    "delete",
    `delete from public.project_instructors where project_id = '${P.editorCourse}' returning project_id`,
    { anon: denied, member: rows(0), editor: rows(0), admin: rows(1) },
    "only admins change who organises a project"
  ),

  ...each("project_sessions", "select", "select id from public.project_sessions", {
    anon: rows(24),
    member: rows(24),
  }),
  ...each(
    "project_sessions",
    "insert",
    `insert into public.project_sessions (project_id, title, starts_at) values ('${P.editorCourse}', 'Extra', '2026-12-01T10:00:00Z') returning id`,
    { anon: denied, member: denied, editor: rows(1), admin: rows(1) }
  ),
  ...each(
    "project_sessions",
    "update",
    `update public.project_sessions set title = 'Trocado' where project_id = '${P.editorCourse}' returning id`,
    { anon: denied, member: rows(0), editor: rows(4), admin: rows(4) },
    "the dashboard's sessions editor: the project's instructors and admins"
  ),
  ...each(
    "project_sessions",
    "delete",
    `delete from public.project_sessions where project_id = '${P.editorCourse}' returning id`,
    { anon: denied, member: rows(0), editor: rows(4), admin: rows(4) }
  ),

  // project_signups: own, the project's instructors, admins; written only by the functions.
  ...each(
    "project_signups",
    "select",
    "select id from public.project_signups",
    // Issue #36's seed adds three participants (member2 one of them) to editor's ended course.
    { anon: denied, member: rows(3), member2: rows(4), editor: rows(9), admin: rows(10), service_role: rows(10) },
    "editor sees the sign-ups of her projects"
  ),
  ...each(
    "project_signups",
    "insert",
    `insert into public.project_signups (project_id, user_id, status) values ('${P.fullMentorship}', '${MEMBER}', 'confirmed') returning id`,
    { anon: denied, member: denied, editor: denied, admin: denied },
    "no direct sign-up, past capacity or not"
  ),
  ...each(
    "project_signups",
    "update",
    `update public.project_signups set status = 'confirmed', waitlist_position = null where user_id = '${MEMBER}' returning id`,
    { member: denied, admin: denied }
  ),

  // products: shown ones of listed businesses; owners manage theirs; admins delete (hide: function).
  ...each(
    "products",
    "select",
    "select id from public.products",
    { anon: rows(38), member: rows(38), member2: rows(38), admin: rows(41), service_role: rows(41) },
    "the paused business's two products and the product an admin hid are hidden from the public"
  ),
  ...each(
    "products",
    "insert",
    `insert into public.products (business_id, slug, name, category, price_cents) values ('${MEMBER2_LISTED}', 'produto-da-matriz', 'Produto', 'artesanato', 1000) returning id`,
    { anon: denied, member: denied, member2: rows(1), editor: denied, admin: denied }
  ),
  ...each(
    "products",
    "insert",
    `insert into public.products (business_id, slug, name, category, price_cents) values ('${OTHER_BUSINESS}', 'produto-da-matriz', 'Produto', 'artesanato', 1000) returning id`,
    { member2: denied },
    "someone else's business"
  ),
  ...each("products", "update", `update public.products set price_cents = 1 where id = '${PRODUCT.own}' returning id`, {
    anon: denied,
    member: rows(0),
    member2: rows(1),
    admin: rows(0),
  }),
  ...each(
    "products",
    "update",
    `update public.products set price_cents = 1 where id = '${PRODUCT.other}' returning id`,
    { member2: rows(0) },
    "someone else's product"
  ),
  ...each(
    "products",
    "update",
    `update public.products set hidden = false where id = '${PRODUCT.own}' returning id`,
    { member2: denied, admin: denied },
    "hiding only through set_product_hidden"
  ),
  ...each("products", "delete", `delete from public.products where id = '${PRODUCT.other}' returning id`, {
    anon: denied,
    member2: rows(0),
    admin: rows(1),
  }),
]

export const PROJECTS_SHOP_FUNCTION_MATRIX: FunctionCase[] = [
  ...calls("signup_for_project", `select * from public.signup_for_project('${P.adminFair}')`, {
    anon: denied,
    member: rows(1),
    member2: rows(1),
    editor: rows(1),
    admin: rows(1),
  }),
  ...calls("leave_project", `select public.leave_project('${P.editorCourse}')`, {
    anon: denied,
    member: rows(1),
  }),
  ...calls("get_project_participants", `select * from public.get_project_participants('${P.fullMentorship}')`, {
    anon: denied,
    member: denied,
    member2: denied,
    editor: rows(3),
    admin: rows(3),
  }),
  // Issue #31: the project form's instructor search, for admins and instructors; names only.
  ...calls("search_instructors", `select * from public.search_instructors('Marina')`, {
    anon: denied,
    member: denied,
    member2: denied,
    editor: rows(1),
    admin: rows(1),
  }),
  ...calls("set_product_hidden", `select public.set_product_hidden('${PRODUCT.other}', true, 'Conteúdo impróprio')`, {
    anon: denied,
    member: denied,
    member2: denied,
    editor: denied,
    admin: rows(1),
  }),
]

/** What an allowed call returns (db-matrix-supabase-js.test.ts). */
export const PROJECTS_SHOP_RETURNS: Record<string, unknown> = {
  signup_for_project: [{ status: "confirmed", waitlist_position: null }],
  leave_project: true,
  get_project_participants: [
    expect.objectContaining({ status: "confirmed" }),
    expect.objectContaining({ status: "confirmed" }),
    expect.objectContaining({ status: "waitlisted", waitlist_position: 1 }),
  ],
  search_instructors: [{ id: expect.any(String), full_name: "Marina Albuquerque" }],
  set_product_hidden: null,
}
