/**
 * The directory's rows of the RLS and privilege matrix (issue #20), spread into ./rls-matrix.ts so
 * both suites run them: db-rls-matrix.test.ts as raw SQL, db-matrix-supabase-js.test.ts over
 * /rest/v1. The seed (supabase/seed.sql, directory section) decides what each actor sees:
 *
 *   22 listed businesses (approved and active), one approved but paused by the admins, and one
 *   pending: "Doceria da Joana", member2's (membra, who has the business_owner role). member2 also
 *   owns the listed "Ateliê Fios de Minas" (MEMBER2_LISTED). member (membro) owns nothing, has
 *   no business_owner role, and reviewed the ateliê (approved). 31 reviews: 26 approved of listed
 *   businesses, one approved of the paused one, four pending or rejected (one of them member2's).
 *
 * Only `import type` from rls-matrix.ts: it imports this file, so values must not flow back.
 */
import type { Actor, FunctionCase, MatrixCase, Outcome } from "./rls-matrix"

const MEMBER = "00000000-0000-4000-a000-000000000003"
const MEMBER2 = "00000000-0000-4000-a000-000000000004"

export const DIRECTORY = {
  /** member2's listed business. */
  member2Listed: "60000000-0000-4000-a000-000000000003",
  /** member2's listing waiting for approval. */
  member2Pending: "60000000-0000-4000-a000-000000000023",
  /** A listed business without an owner. */
  other: "60000000-0000-4000-a000-000000000001",
  /** Approved, paused by the admins. */
  paused: "60000000-0000-4000-a000-000000000009",
  /** An approved review of `other`, by a visitor of the seed (no author account). */
  review: "70000000-0000-4000-a000-000000000001",
  /** member's approved review of member2's ateliê. */
  memberReview: "70000000-0000-4000-a000-000000000003",
  /** A pending review of a listed business (not member2's). */
  pendingReview: "70000000-0000-4000-a000-000000000012",
} as const

const D = DIRECTORY
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

export const DIRECTORY_TABLE_MATRIX: MatrixCase[] = [
  // businesses: listed ones are public; owners read and edit theirs; admins read everything.
  ...each(
    "businesses",
    "select",
    "select id from public.businesses",
    {
      anon: rows(22),
      member: rows(22),
      member2: rows(23),
      editor: rows(22),
      admin: rows(24),
      service_role: rows(24),
    },
    "member2 also sees her pending listing; admins the paused and pending ones"
  ),
  ...each(
    "businesses",
    "insert",
    `insert into public.businesses (name, slug, owner_id) values ('Meu Negócio', 'meu-negocio', '${MEMBER2}') returning id`,
    {
      anon: denied,
      member: denied,
      member2: rows(1),
      editor: denied,
      admin: rows(1),
    },
    "listing takes the business_owner role, as oneself"
  ),
  ...each(
    "businesses",
    "insert",
    `insert into public.businesses (name, slug, owner_id) values ('Meu Negócio', 'meu-negocio', '${MEMBER}') returning id`,
    {
      member: denied,
      member2: denied,
    },
    "no role: member; someone else's name: member2"
  ),
  ...each(
    "businesses",
    "insert",
    `insert into public.businesses (name, slug, owner_id, status) values ('Meu Negócio', 'meu-negocio', '${MEMBER2}', 'approved') returning id`,
    {
      member2: denied,
      admin: denied,
    },
    "nobody inserts a listing approved: approve_business does that"
  ),
  ...each(
    "businesses",
    "update",
    `update public.businesses set description = 'Nova descrição' where id = '${D.member2Listed}' returning id`,
    {
      anon: denied,
      member: rows(0),
      member2: denied,
      admin: rows(1),
    },
    "an owner's edit of an approved listing waits in business_revisions (issue #31)"
  ),
  ...each(
    "businesses",
    "update",
    `update public.businesses set description = 'x' where id = '${D.other}' returning id`,
    {
      member2: rows(0),
    }
  ),
  ...each(
    "businesses",
    "update",
    `update public.businesses set status = 'approved' where id = '${D.member2Pending}' returning id`,
    {
      anon: denied,
      member: denied,
      member2: denied,
      admin: denied,
    },
    "approval only through approve_business"
  ),
  ...each(
    "businesses",
    "update",
    `update public.businesses set active = true where id = '${D.paused}' returning id`,
    {
      member2: denied,
      admin: denied,
    },
    "activity only through set_business_active"
  ),
  ...each(
    "businesses",
    "update",
    `update public.businesses set rating_count = 99 where id = '${D.member2Listed}' returning id`,
    {
      member2: denied,
    },
    "ratings are the database's"
  ),
  ...each("businesses", "delete", `delete from public.businesses where id = '${D.member2Listed}' returning id`, {
    anon: denied,
    member: rows(0),
    member2: rows(0),
    admin: rows(1),
  }),

  // business_revisions (issue #31): an owner's pending edit of her approved listing; hers and the
  // admins' to read, hers alone to write. The seed has none.
  ...each("business_revisions", "select", "select business_id from public.business_revisions", {
    anon: denied,
    member: rows(0),
    member2: rows(0),
    admin: rows(0),
  }),
  ...each(
    "business_revisions",
    "insert",
    `insert into public.business_revisions (business_id, name, slug) values ('${D.member2Listed}', 'Ateliê Fios de Minas e Cia', 'atelie-fios-de-minas') returning business_id`,
    {
      anon: denied,
      member: denied,
      member2: rows(1),
      admin: denied,
    },
    "only the owner proposes an edit of her listing"
  ),
  ...each(
    "business_revisions",
    "update",
    `update public.business_revisions set name = 'Outro nome' where business_id = '${D.member2Listed}' returning business_id`,
    {
      anon: denied,
      member2: rows(0),
    }
  ),
  ...each(
    "business_revisions",
    "delete",
    `delete from public.business_revisions where business_id = '${D.member2Listed}' returning business_id`,
    {
      anon: denied,
      member2: rows(0),
    }
  ),

  // business_reviews: approved reviews of listed businesses are public; members review listed
  // businesses of others once, as themselves, unapproved; authors edit and delete theirs.
  ...each(
    "business_reviews",
    "select",
    "select id from public.business_reviews",
    {
      anon: rows(26),
      member: rows(26),
      member2: rows(27),
      editor: rows(26),
      admin: rows(31),
      service_role: rows(31),
    },
    "member2 also sees her own review awaiting moderation"
  ),
  ...each(
    "business_reviews",
    "insert",
    `insert into public.business_reviews (business_id, author_id, rating, comment) values ('${D.other}', '${MEMBER}', 5, 'Ótimo!') returning id`,
    {
      anon: denied,
      member: rows(1),
      member2: denied,
      admin: denied,
    },
    "as oneself only"
  ),
  ...each(
    "business_reviews",
    "insert",
    `insert into public.business_reviews (business_id, author_id, rating, comment) values ('${D.member2Listed}', '${MEMBER2}', 5, 'O meu é o melhor!') returning id`,
    {
      member2: denied,
    },
    "no review of one's own business"
  ),
  ...each(
    "business_reviews",
    "insert",
    `insert into public.business_reviews (business_id, author_id, rating, comment) values ('${D.member2Listed}', '${MEMBER}', 4, 'De novo') returning id`,
    {
      member: { error: "23505" },
    },
    "one review per member and business"
  ),
  ...each(
    "business_reviews",
    "insert",
    `insert into public.business_reviews (business_id, author_id, rating, comment) values ('${D.paused}', '${MEMBER}', 5, 'Sinto falta') returning id`,
    {
      member: denied,
    },
    "only listed businesses are reviewed"
  ),
  ...each(
    "business_reviews",
    "insert",
    `insert into public.business_reviews (business_id, author_id, author_name, rating, comment, approved) values ('${D.other}', '${MEMBER}', 'Rafael', 5, 'Ótimo!', true) returning id`,
    {
      member: denied,
      admin: denied,
    },
    "nobody self-approves or names the author"
  ),
  ...each(
    "business_reviews",
    "update",
    `update public.business_reviews set approved = true where id = '${D.pendingReview}' returning id`,
    {
      anon: denied,
      member: denied,
      admin: denied,
    },
    "approval only through approve_review"
  ),
  ...each(
    "business_reviews",
    "update",
    `update public.business_reviews set comment = 'Mudei de ideia' where id = '${D.memberReview}' returning id`,
    {
      member: rows(1),
      member2: denied,
      admin: rows(0),
    },
    "the author edits; the owner may only answer"
  ),
  ...each(
    "business_reviews",
    "update",
    `update public.business_reviews set owner_reply = 'Obrigada!' where id = '${D.review}' returning id`,
    {
      member: rows(0),
      member2: rows(0),
      admin: rows(0),
    },
    "only the owner of that business answers"
  ),
  ...each("business_reviews", "delete", `delete from public.business_reviews where id = '${D.review}' returning id`, {
    anon: denied,
    member: rows(0),
    admin: rows(1),
  }),
  ...each(
    "business_reviews",
    "delete",
    `delete from public.business_reviews where id = '${D.memberReview}' returning id`,
    {
      member: rows(1),
      member2: rows(0),
    },
    "authors delete their own review"
  ),
]

export const DIRECTORY_FUNCTION_MATRIX: FunctionCase[] = [
  ...calls(
    "approve_business",
    `select public.approve_business('${D.member2Pending}')`,
    {
      anon: denied,
      member: denied,
      member2: denied,
      editor: denied,
      admin: rows(1),
    },
    "escalation: the owner approves her own listing"
  ),
  ...calls(
    "reject_business",
    `select public.reject_business('${D.member2Pending}', 'Faltam informações de contato.')`,
    {
      anon: denied,
      member2: denied,
      editor: denied,
      admin: rows(1),
    }
  ),
  ...calls(
    "reject_business",
    `select public.reject_business('${D.member2Pending}', '  ')`,
    {
      admin: { error: "22023" },
    },
    "a reason is required"
  ),
  ...calls("set_business_active", `select public.set_business_active('${D.paused}', true)`, {
    anon: denied,
    member: denied,
    member2: denied,
    editor: denied,
    admin: rows(1),
  }),
  ...calls(
    "set_business_active",
    `select public.set_business_active('${D.member2Pending}', true)`,
    {
      admin: { error: "P0001" },
    },
    "only approved listings are paused or resumed"
  ),
  ...calls(
    "approve_business_revision",
    `select public.approve_business_revision('${D.member2Listed}')`,
    {
      anon: denied,
      member: denied,
      member2: denied,
      editor: denied,
      admin: { error: "PT404" },
    },
    "escalation: the owner approves her own edit (the seed has no revision: PT404 for admins)"
  ),
  ...calls(
    "reject_business_revision",
    `select public.reject_business_revision('${D.member2Listed}', 'O WhatsApp não confere.')`,
    {
      anon: denied,
      member2: denied,
      admin: { error: "PT404" },
    }
  ),
  ...calls("approve_review", `select public.approve_review('${D.pendingReview}')`, {
    anon: denied,
    member: denied,
    member2: denied,
    editor: denied,
    admin: rows(1),
  }),
  ...calls("reject_review", `select public.reject_review('${D.review}', 'Linguagem ofensiva.')`, {
    anon: denied,
    member: denied,
    editor: denied,
    admin: rows(1),
  }),
]

/** What an allowed call returns (db-matrix-supabase-js.test.ts). */
export const DIRECTORY_RETURNS: Record<string, unknown> = {
  approve_business: true,
  reject_business: true,
  set_business_active: true,
  approve_review: true,
  reject_review: true,
}
