/**
 * The row-level security and privilege matrix (issue #5) as plain data: every table ×
 * select/insert/update/delete and every function × execute, per actor, with the exact outcome
 * (`rows: n`, or `error: "42501"`). Two suites run it: db-rls-matrix.test.ts as raw SQL on
 * Postgres, db-matrix-supabase-js.test.ts through supabase-js over /rest/v1, so the two layers
 * cannot drift apart.
 */
import { COMMUNITY_FUNCTION_MATRIX, COMMUNITY_TABLE_MATRIX } from "./community-matrix"
import { DIRECTORY_FUNCTION_MATRIX, DIRECTORY_TABLE_MATRIX } from "./directory-matrix"
import { PROJECTS_SHOP_FUNCTION_MATRIX, PROJECTS_SHOP_TABLE_MATRIX } from "./projects-shop-matrix"

export const USERS = {
  admin: { id: "00000000-0000-4000-a000-000000000001", email: "admin@convergencia.test" },
  editor: { id: "00000000-0000-4000-a000-000000000002", email: "editora@convergencia.test" },
  member: { id: "00000000-0000-4000-a000-000000000003", email: "membro@convergencia.test" },
  member2: { id: "00000000-0000-4000-a000-000000000004", email: "membra@convergencia.test" },
} as const

export type Actor = "anon" | "member" | "member2" | "editor" | "admin" | "service_role"

/** The PostgREST request context for an actor, as the REST layer builds it from the JWT. */
export function contextFor(actor: Actor) {
  if (actor === "anon" || actor === "service_role") return { role: actor, claims: { role: actor } }
  const user = USERS[actor]
  return {
    role: "authenticated",
    claims: { role: "authenticated", sub: user.id, email: user.email, aud: "authenticated" },
  }
}

/** Expected outcome: a row count (for DML, rows affected / returned) or an SQLSTATE. */
export type Outcome = { rows: number } | { error: string }

export interface MatrixCase {
  table: string
  op: "select" | "insert" | "update" | "delete"
  actor: Actor
  sql: string
  expect: Outcome
  note?: string
}

const A = USERS
const POST_PUBLISHED = "30000000-0000-4000-a000-000000000001"
const POST_DRAFT = "30000000-0000-4000-a000-000000000017"
const CATEGORY = "10000000-0000-4000-a000-000000000001"
const TAG = "20000000-0000-4000-a000-000000000001"
const SUBSCRIBER = "40000000-0000-4000-a000-000000000001"
const NOTIFICATION_OF_MEMBER = "50000000-0000-4000-a000-000000000005"
const NOTIFICATION_OF_MEMBER2 = "50000000-0000-4000-a000-000000000001"
/** A visitor hash as POST /api/views computes it (HMAC-SHA-256, hex). */
const VISITOR_HASH = "5f".repeat(32)

const denied = { error: "42501" } as const
const rows = (n: number) => ({ rows: n })

/** Per-actor expectations for one statement. */
function each(
  table: string,
  op: MatrixCase["op"],
  sql: string,
  outcomes: Partial<Record<Actor, Outcome>>,
  note?: string
): MatrixCase[] {
  return Object.entries(outcomes).map(([actor, expect]) => ({ table, op, actor: actor as Actor, sql, expect, note }))
}

export const TABLE_MATRIX: MatrixCase[] = [
  // profiles: own row for members, all for admins, nothing for visitors; no inserts or deletes.
  ...each("profiles", "select", "select id from public.profiles", {
    // The two blog authors and member2, who owns a listed business (the directory shows owners).
    anon: rows(3),
    member: rows(1),
    member2: rows(1),
    editor: rows(1),
    // The 4 demo accounts, the community's 10 demo members and the ambassador's 4 referrals.
    admin: rows(18),
    service_role: rows(18),
  }),
  ...each(
    "profiles",
    "select",
    "select email from public.profiles",
    {
      anon: denied,
    },
    "visitors read only id, full_name and avatar_url, of blog authors (blog_authors runs as the caller)"
  ),
  ...each(
    "profiles",
    "insert",
    `insert into public.profiles (id, full_name) values ('${A.member.id}', 'x')`,
    {
      anon: denied,
      member: denied,
      editor: denied,
      admin: denied,
    },
    "profiles come only from the auth trigger"
  ),
  ...each(
    "profiles",
    "update",
    `update public.profiles set full_name = 'Novo Nome', phone = '+55 11 90000-0000' where id = '${A.member.id}' returning id`,
    {
      anon: denied,
      member: rows(1),
      member2: rows(0),
      editor: rows(0),
      admin: rows(1),
    }
  ),
  ...each(
    "profiles",
    "update",
    `update public.profiles set is_admin = true where id = '${A.member.id}' returning id`,
    {
      member: denied,
      editor: denied,
    },
    "escalation: is_admin"
  ),
  ...each(
    "profiles",
    "update",
    `update public.profiles set can_edit_blog = true where id = '${A.member.id}' returning id`,
    {
      member: denied,
    },
    "escalation: can_edit_blog"
  ),
  ...each(
    "profiles",
    "update",
    `update public.profiles set roles = array['ambassador'] where id = '${A.member.id}' returning id`,
    {
      member: denied,
    },
    "escalation: roles"
  ),
  ...each(
    "profiles",
    "update",
    `update public.profiles set email = 'outro@convergencia.test' where id = '${A.member.id}' returning id`,
    {
      member: denied,
    },
    "identity: email"
  ),
  ...each(
    "profiles",
    "update",
    `update public.profiles set is_admin = true where id = '${A.member.id}' returning id`,
    {
      admin: denied,
    },
    "even admins change rights only through secure_toggle_admin_status"
  ),
  ...each(
    "profiles",
    "update",
    `update public.profiles set subscription_types = array['newsletter', 'comunidade'] where id = '${A.member.id}' returning id`,
    {
      member: rows(1),
    },
    "spec: a member adds a subscription type to their own row"
  ),
  ...each("profiles", "delete", `delete from public.profiles where id = '${A.member.id}'`, {
    anon: denied,
    member: denied,
    admin: denied,
  }),

  // user_permissions: own active, unexpired grants; admins all; writes only through functions.
  ...each(
    "user_permissions",
    "select",
    "select id from public.user_permissions",
    {
      anon: denied,
      member: rows(0),
      member2: rows(1),
      editor: rows(1),
      admin: rows(4),
    },
    "member's grants are expired or revoked"
  ),
  ...each(
    "user_permissions",
    "insert",
    `insert into public.user_permissions (user_id, permission_name) values ('${A.member.id}', 'x')`,
    {
      anon: denied,
      member: denied,
      admin: denied,
    }
  ),
  ...each("user_permissions", "update", "update public.user_permissions set active = true", {
    member: denied,
    admin: denied,
  }),
  ...each("user_permissions", "delete", "delete from public.user_permissions", {
    member: denied,
    admin: denied,
  }),

  // notifications: only one's own; produced by the database, never inserted by clients.
  // member and member2 each have a seeded "certificate_issued" (issue #36) among theirs.
  ...each("notifications", "select", "select id from public.notifications", {
    anon: denied,
    member: rows(6),
    member2: rows(6),
    editor: rows(3),
    admin: rows(3),
  }),
  ...each(
    "notifications",
    "insert",
    `insert into public.notifications (user_id, type, title, message) values ('${A.member.id}', 'x', 'x', 'x')`,
    {
      anon: denied,
      member: denied,
      admin: denied,
    }
  ),
  ...each(
    "notifications",
    "update",
    `update public.notifications set read = true where id = '${NOTIFICATION_OF_MEMBER}' returning id`,
    {
      anon: denied,
      member: rows(1),
      member2: rows(0),
      admin: rows(0),
    }
  ),
  ...each(
    "notifications",
    "update",
    `update public.notifications set read = true where user_id = '${A.member2.id}' and not read returning id`,
    {
      member: rows(0),
      member2: rows(5),
    },
    "mark all as read"
  ),
  ...each(
    "notifications",
    "update",
    `update public.notifications set title = 'x' where id = '${NOTIFICATION_OF_MEMBER}'`,
    {
      member: denied,
    },
    "only `read` is updatable"
  ),
  ...each(
    "notifications",
    "delete",
    `delete from public.notifications where id = '${NOTIFICATION_OF_MEMBER2}' returning id`,
    {
      anon: denied,
      member: rows(0),
      member2: rows(1),
      admin: rows(0),
    }
  ),

  // blog_posts: everyone reads published; editors and admins read and write everything (the
  // scheduled post included).
  ...each("blog_posts", "select", "select id from public.blog_posts", {
    anon: rows(16),
    member: rows(16),
    editor: rows(21),
    admin: rows(21),
  }),
  ...each(
    "blog_posts",
    "select",
    `select id from public.blog_posts where id = '${POST_DRAFT}'`,
    {
      anon: rows(0),
      member: rows(0),
      editor: rows(1),
    },
    "drafts are not public"
  ),
  ...each(
    "blog_posts",
    "insert",
    "insert into public.blog_posts (title, slug) values ('Novo post', 'novo-post-matriz') returning id",
    {
      anon: denied,
      member: denied,
      editor: rows(1),
      admin: rows(1),
    }
  ),
  ...each(
    "blog_posts",
    "update",
    `update public.blog_posts set title = 'Título editado' where id = '${POST_PUBLISHED}' returning id`,
    {
      anon: denied,
      member: rows(0),
      editor: rows(1),
      admin: rows(1),
    }
  ),
  ...each("blog_posts", "delete", `delete from public.blog_posts where id = '${POST_PUBLISHED}' returning id`, {
    anon: denied,
    member: rows(0),
    editor: rows(1),
    admin: rows(1),
  }),

  ...each("blog_categories", "select", "select id from public.blog_categories", {
    anon: rows(6),
    member: rows(6),
    editor: rows(6),
  }),
  ...each(
    "blog_categories",
    "insert",
    "insert into public.blog_categories (name, slug) values ('Cultura', 'cultura') returning id",
    {
      anon: denied,
      member: denied,
      editor: rows(1),
      admin: rows(1),
    }
  ),
  ...each(
    "blog_categories",
    "update",
    `update public.blog_categories set name = 'Empreender' where id = '${CATEGORY}' returning id`,
    {
      anon: denied,
      member: rows(0),
      editor: rows(1),
    }
  ),
  ...each("blog_categories", "delete", `delete from public.blog_categories where id = '${CATEGORY}' returning id`, {
    anon: denied,
    member: rows(0),
    editor: rows(1),
  }),

  ...each("blog_tags", "select", "select id from public.blog_tags", {
    anon: rows(14),
    member: rows(14),
    editor: rows(14),
  }),
  ...each("blog_tags", "insert", "insert into public.blog_tags (name, slug) values ('Vendas', 'vendas') returning id", {
    anon: denied,
    member: denied,
    editor: rows(1),
    admin: rows(1),
  }),
  ...each("blog_tags", "update", `update public.blog_tags set name = 'MEI 2026' where id = '${TAG}' returning id`, {
    anon: denied,
    member: rows(0),
    editor: rows(1),
  }),
  ...each("blog_tags", "delete", `delete from public.blog_tags where id = '${TAG}' returning id`, {
    anon: denied,
    member: rows(0),
    editor: rows(1),
  }),

  ...each(
    "blog_post_tags",
    "select",
    "select post_id from public.blog_post_tags",
    {
      anon: rows(29),
      member: rows(29),
      editor: rows(32),
    },
    "tags of drafts and the archived post stay hidden"
  ),
  ...each(
    "blog_post_tags",
    "insert",
    `insert into public.blog_post_tags (post_id, tag_id) values ('${POST_PUBLISHED}', '${TAG}') returning post_id`,
    {
      anon: denied,
      member: denied,
      editor: rows(1),
    }
  ),
  ...each(
    "blog_post_tags",
    "delete",
    `delete from public.blog_post_tags where post_id = '${POST_PUBLISHED}' returning post_id`,
    {
      anon: denied,
      member: rows(0),
      editor: rows(2),
    }
  ),

  // newsletter_subscribers: admins only (visitors go through subscribe_newsletter).
  ...each("newsletter_subscribers", "select", "select id from public.newsletter_subscribers", {
    anon: denied,
    member: rows(0),
    editor: rows(0),
    admin: rows(35),
    service_role: rows(35),
  }),
  ...each(
    "newsletter_subscribers",
    "insert",
    "insert into public.newsletter_subscribers (email) values ('nova@exemplo.com.br') returning id",
    {
      anon: denied,
      member: denied,
      editor: denied,
      admin: rows(1),
    }
  ),
  ...each(
    "newsletter_subscribers",
    "update",
    `update public.newsletter_subscribers set status = 'unsubscribed' where id = '${SUBSCRIBER}' returning id`,
    {
      anon: denied,
      member: rows(0),
      editor: rows(0),
      admin: rows(1),
    }
  ),
  ...each(
    "newsletter_subscribers",
    "delete",
    `delete from public.newsletter_subscribers where id = '${SUBSCRIBER}' returning id`,
    {
      anon: denied,
      member: rows(0),
      editor: rows(0),
      admin: rows(1),
    }
  ),

  // email_outbox: the server's only (service role); holds who asked for a newsletter confirmation.
  ...each("email_outbox", "select", "select id from public.email_outbox", {
    anon: denied,
    member: denied,
    admin: denied,
    service_role: rows(0),
  }),

  // mailrelay_sync_log: admins read; only the definer functions and the service role write.
  ...each("mailrelay_sync_log", "select", "select id from public.mailrelay_sync_log", {
    anon: denied,
    member: rows(0),
    editor: rows(0),
    admin: rows(40),
    service_role: rows(40),
  }),
  ...each("mailrelay_sync_log", "insert", "insert into public.mailrelay_sync_log (operation) values ('create')", {
    anon: denied,
    member: denied,
    admin: denied,
  }),
  ...each("mailrelay_sync_log", "update", "update public.mailrelay_sync_log set status = 'completed'", {
    member: denied,
    admin: denied,
  }),
  ...each("mailrelay_sync_log", "delete", "delete from public.mailrelay_sync_log", {
    member: denied,
    admin: denied,
  }),

  // The directory: listings, their approval, and reviews (issue #20).
  ...DIRECTORY_TABLE_MATRIX,

  // audit_log: admins read; nobody writes directly.
  ...each("audit_log", "select", "select id from public.audit_log", {
    anon: denied,
    member: rows(0),
    editor: rows(0),
    admin: rows(4),
  }),
  ...each("audit_log", "insert", "insert into public.audit_log (action, target_type) values ('x', 'x')", {
    member: denied,
    admin: denied,
  }),
  ...each("audit_log", "delete", "delete from public.audit_log", {
    admin: denied,
  }),

  // blog_authors view: public names and avatars of blog authors only. It runs with the caller's
  // rights (security_invoker), so a signed-in session sees the authors among the profiles it may
  // read; public pages read it as a visitor.
  ...each("blog_authors", "select", "select id from public.blog_authors", {
    anon: rows(2),
    member: rows(0),
    editor: rows(1),
    admin: rows(2),
  }),

  // Community groups, memberships, discussions and moderation (issue #21).
  ...COMMUNITY_TABLE_MATRIX,
  ...PROJECTS_SHOP_TABLE_MATRIX,
]

export interface FunctionCase {
  fn: string
  actor: Actor
  sql: string
  expect: Outcome
  note?: string
}

function calls(fn: string, sql: string, outcomes: Partial<Record<Actor, Outcome>>, note?: string): FunctionCase[] {
  return Object.entries(outcomes).map(([actor, expect]) => ({ fn, actor: actor as Actor, sql, expect, note }))
}

export const FUNCTION_MATRIX: FunctionCase[] = [
  ...calls("is_admin", "select public.is_admin() as v where public.is_admin()", {
    anon: denied,
    member: rows(0),
    editor: rows(0),
    admin: rows(1),
  }),
  ...calls("can_edit_blog", "select 1 where public.can_edit_blog()", {
    anon: denied,
    member: rows(0),
    editor: rows(1),
    admin: rows(1),
  }),
  ...calls("get_admin_stats", "select * from public.get_admin_stats()", {
    anon: denied,
    member: denied,
    editor: denied,
    admin: rows(1),
  }),
  ...calls("get_profiles_admin_safe", "select * from public.get_profiles_admin_safe()", {
    anon: denied,
    member: denied,
    editor: denied,
    admin: rows(18),
  }),
  ...calls(
    "secure_toggle_admin_status",
    `select public.secure_toggle_admin_status('${A.member.id}', true)`,
    {
      anon: denied,
      member: denied,
      editor: denied,
      admin: rows(1),
    },
    "escalation: member makes themselves admin"
  ),
  ...calls("secure_toggle_blog_editor", `select public.secure_toggle_blog_editor('${A.member.id}', true)`, {
    anon: denied,
    member: denied,
    editor: denied,
    admin: rows(1),
  }),
  ...calls(
    "add_user_role",
    `select public.add_user_role('${A.member.id}', 'business_owner')`,
    {
      anon: denied,
      member: rows(1),
      member2: denied,
      admin: rows(1),
    },
    "self-service role on oneself; never on others"
  ),
  ...calls(
    "add_user_role",
    `select public.add_user_role('${A.member.id}', 'ambassador')`,
    {
      member: denied,
      admin: rows(1),
    },
    "ambassador is assigned by admins"
  ),
  ...calls("remove_user_role", `select public.remove_user_role('${A.member.id}', 'community_member')`, {
    anon: denied,
    member: rows(1),
    member2: denied,
    admin: rows(1),
  }),
  ...calls("grant_permission", `select public.grant_permission('${A.member.id}', 'eventos.organizar', null)`, {
    anon: denied,
    member: denied,
    editor: denied,
    admin: rows(1),
  }),
  ...calls("revoke_permission", "select public.revoke_permission('80000000-0000-4000-a000-000000000001')", {
    anon: denied,
    member: denied,
    member2: denied,
    admin: rows(1),
  }),
  ...calls(
    "increment_post_views",
    `select public.increment_post_views('${POST_PUBLISHED}', '${VISITOR_HASH}') as v`,
    {
      anon: denied,
      member: denied,
      admin: denied,
      service_role: rows(1),
    },
    "only POST /api/views counts, with the service role"
  ),
  ...calls(
    "subscribe_newsletter",
    "select public.subscribe_newsletter('Nova Leitora', 'leitora.matriz@exemplo.com.br')",
    {
      anon: denied,
      member: denied,
      admin: denied,
      service_role: rows(1),
    },
    "only the footer's action calls it, with the service role behind its limiter (issue #32)"
  ),
  // The newsletter e-mails' links and outbox: the server checks the link, then calls them.
  ...calls(
    "confirm_newsletter_subscription",
    `select * from public.confirm_newsletter_subscription('${"x".repeat(43)}')`,
    {
      anon: denied,
      member: denied,
      admin: denied,
      service_role: rows(1),
    },
    "the token's owner follows a link; only the server spends it"
  ),
  ...calls("unsubscribe_newsletter", `select public.unsubscribe_newsletter('${SUBSCRIBER}')`, {
    anon: denied,
    member: denied,
    admin: denied,
    service_role: rows(1),
  }),
  ...calls("claim_email_outbox", "select * from public.claim_email_outbox(10, 'test', 120)", {
    anon: denied,
    member: denied,
    admin: denied,
    service_role: rows(0),
  }),
  ...calls("complete_email_outbox", "select public.complete_email_outbox(1, 'x', null)", {
    anon: denied,
    member: denied,
    admin: denied,
    service_role: { error: "PT404" },
  }),
  ...calls("fail_email_outbox", "select public.fail_email_outbox(1, 'timeout', null)", {
    anon: denied,
    member: denied,
    admin: denied,
    service_role: { error: "PT404" },
  }),
  ...calls(
    "claim_mailrelay_operations",
    "select * from public.claim_mailrelay_operations(100, 'test', 120)",
    {
      anon: denied,
      member: denied,
      editor: denied,
      admin: denied,
      service_role: rows(10),
    },
    "the 10 due pending rows; failed ones wait for their backoff; the server's only"
  ),
  ...calls("complete_mailrelay_operation", "select public.complete_mailrelay_operation(1, '123', null)", {
    anon: denied,
    member: denied,
    editor: denied,
    admin: denied,
    service_role: rows(1),
  }),
  ...calls("fail_mailrelay_operation", "select public.fail_mailrelay_operation(1, 'timeout', null)", {
    anon: denied,
    member: denied,
    editor: denied,
    admin: denied,
    service_role: rows(1),
  }),
  ...calls("retry_mailrelay_operations", "select public.retry_mailrelay_operations()", {
    anon: denied,
    member: denied,
    editor: denied,
    admin: denied,
    service_role: rows(1),
  }),
  // The due-work scheduler's lease (POST /api/cron after its secret check); due-work.test.ts
  // proves what it does, this proves who may call it.
  ...calls(
    "claim_due_work",
    "select 1 where public.claim_due_work('matrix-probe')",
    {
      anon: denied,
      member: denied,
      editor: denied,
      admin: denied,
      service_role: rows(1),
    },
    "a free lease is taken; the server's only"
  ),

  ...COMMUNITY_FUNCTION_MATRIX,
  ...DIRECTORY_FUNCTION_MATRIX,
  ...PROJECTS_SHOP_FUNCTION_MATRIX,
]
