/**
 * Schema behaviour (issue #5): catalogue guarantees, constraints, the profile-from-auth trigger,
 * the MailRelay outbox, subscribe_newsletter, the rights functions (last-admin rule, audit,
 * exactly one notification per change) and the blog triggers. Each scenario runs in a
 * transaction that is rolled back, switching roles inside it as the REST layer would.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { loadConfig } from "@/supabase/local/config"
import { LocalDatabase, type Queryable } from "@/supabase/local/db"

const ADMIN = "00000000-0000-4000-a000-000000000001"
const EDITOR = "00000000-0000-4000-a000-000000000002"
const MEMBER = "00000000-0000-4000-a000-000000000003"
const MEMBER2 = "00000000-0000-4000-a000-000000000004"
const POST_PUBLISHED = "30000000-0000-4000-a000-000000000001"
const POST_DRAFT_BY_EDITOR = "30000000-0000-4000-a000-000000000017"

type Actor = "owner" | "anon" | "service_role" | { id: string }

let db: LocalDatabase

/** A rolled-back transaction in which `as()` switches the acting role, like successive requests. */
class Scenario {
  constructor(private q: Queryable) {}

  async as(actor: Actor) {
    if (actor === "owner") {
      await this.q.query("reset role")
      await this.q.query("select set_config('request.jwt.claims', '', true)")
      return this
    }
    const role = typeof actor === "string" ? actor : "authenticated"
    const claims = typeof actor === "string" ? { role } : { role, sub: actor.id, aud: "authenticated" }
    await this.q.query("select set_config('role', $1, true), set_config('request.jwt.claims', $2, true)", [
      role,
      JSON.stringify(claims),
    ])
    return this
  }

  async rows<T = Record<string, unknown>>(sql: string, params: unknown[] = []): Promise<T[]> {
    return (await this.q.query<T>(sql, params)).rows
  }

  async one<T = Record<string, unknown>>(sql: string, params: unknown[] = []): Promise<T> {
    const rows = await this.rows<T>(sql, params)
    expect(rows).toHaveLength(1)
    return rows[0]!
  }

  /** Runs a statement expected to fail; returns the Postgres error (code, message, hint). */
  async fails(sql: string, params: unknown[] = []) {
    await this.q.query("savepoint expect_error")
    try {
      await this.q.query(sql, params)
    } catch (error) {
      await this.q.query("rollback to savepoint expect_error")
      return error as { code: string; message: string; hint?: string; detail?: string }
    }
    throw new Error(`expected failure: ${sql}`)
  }
}

function scenario<T>(fn: (s: Scenario) => Promise<T>): Promise<T> {
  return db.exclusive(async (q) => {
    await q.query("begin")
    try {
      await q.query(`select set_config('search_path', '"public", "extensions"', true)`)
      return await fn(new Scenario(q))
    } finally {
      await q.query("rollback")
    }
  })
}

beforeAll(async () => {
  db = await LocalDatabase.open(loadConfig(process.env, { dataDir: "memory://", quiet: true }))
})

afterAll(async () => {
  await db?.close()
})

describe("catalogue", () => {
  it("enables RLS on every public table", async () => {
    const rows = await db.query<{ relname: string }>(
      `select c.relname from pg_class c where c.relnamespace = 'public'::regnamespace and c.relkind = 'r' and not c.relrowsecurity`
    )
    expect(rows.rows).toEqual([])
  })

  it("lets visitors execute only the public functions", async () => {
    const rows = await db.query<{ proname: string }>(
      `select p.proname from pg_proc p where p.pronamespace = 'public'::regnamespace
         and has_function_privilege('anon', p.oid, 'execute') order by 1`
    )
    // The public part of the site settings (footer, JSON-LD, figures); views are counted by the
    // server (service role) since issue #18, and the footer's sign-up since issue #32. Issue #37:
    // the members' directory answers visitors with public profiles only (never hidden ones).
    // Issue #38: whether a listed shop takes orders and its delivery options, never the Pix key.
    // Issue #40: a mentor's offer while it is active and her profile visible (no busy times).
    // Issue #42: the site search and the area searches, each with the public site's visibility;
    // the directory map's listings per state (invoker: the listed businesses RLS shows anyway).
    expect(rows.rows.map((r) => r.proname)).toEqual([
      "directory_state_counts",
      "get_business_order_options",
      "get_member_profile",
      "get_mentor_offer",
      "get_profile_handles",
      "get_public_site_settings",
      "list_member_profiles",
      "member_handle_refs",
      "search_blog_posts",
      "search_businesses",
      "search_correct",
      "search_learning_materials",
      "search_member_profiles",
      "search_products",
      "search_projects",
      "search_site",
      "search_site_counts",
    ])
  })

  it("makes every security definer function pin its search_path", async () => {
    const rows = await db.query<{ proname: string }>(
      `select p.proname from pg_proc p where p.pronamespace in ('public'::regnamespace, 'private'::regnamespace)
         and p.prosecdef and not exists (select 1 from unnest(p.proconfig) c where c like 'search_path=%')`
    )
    expect(rows.rows).toEqual([])
  })

  it("publishes notifications to realtime", async () => {
    const rows = await db.query(
      `select 1 from pg_publication_tables where pubname = 'supabase_realtime' and schemaname = 'public' and tablename = 'notifications'`
    )
    expect(rows.rows).toHaveLength(1)
  })
})

describe("seed", () => {
  it("has exactly one administrator and the demo accounts with bcrypt passwords", async () => {
    const rows = await db.query<{ email: string; is_admin: boolean; can_edit_blog: boolean; ok: boolean }>(
      `select p.email, p.is_admin, p.can_edit_blog,
              u.encrypted_password = extensions.crypt('demo-convergencia', u.encrypted_password) as ok
       from public.profiles p join auth.users u using (id) order by p.email`
    )
    // The community's ten demo members (…@comunidade.exemplo.com.br) hold no rights.
    const community = rows.rows.filter((row) => row.email.endsWith("@comunidade.exemplo.com.br"))
    expect(community).toHaveLength(10)
    expect(community.every((row) => !row.is_admin && !row.can_edit_blog && row.ok)).toBe(true)
    expect(rows.rows.filter((row) => !community.includes(row))).toEqual([
      { email: "admin@convergencia.test", is_admin: true, can_edit_blog: true, ok: true },
      { email: "editora@convergencia.test", is_admin: false, can_edit_blog: true, ok: true },
      // The demo ambassador's referrals (issue #23).
      ...[1, 2, 3, 4].map((n) => ({
        email: `indicada${n}@convergencia.test`,
        is_admin: false,
        can_edit_blog: false,
        ok: expect.any(Boolean),
      })),
      { email: "membra@convergencia.test", is_admin: false, can_edit_blog: false, ok: true },
      { email: "membro@convergencia.test", is_admin: false, can_edit_blog: false, ok: true },
    ])
  })

  it("covers every subscriber sync state and every log status", async () => {
    const rows = await db.query<{ states: string[]; statuses: string[]; types: string[] }>(
      `select
         (select array_agg(distinct state order by state) from (select case when mailrelay_id is not null then 'synced' when last_sync_error is not null then 'error' else 'pending' end as state from public.newsletter_subscribers) x) as states,
         (select array_agg(distinct status order by status) from public.mailrelay_sync_log) as statuses,
         (select array_agg(distinct type order by type) from public.notifications) as types`
    )
    expect(rows.rows[0]).toEqual({
      states: ["error", "pending", "synced"],
      statuses: ["completed", "failed", "pending"],
      types: expect.arrayContaining(["appointment", "new_message", "new_review", "system_maintenance", "user_action"]),
    })
  })
})

describe("constraints", () => {
  const cases: Array<[string, string, string]> = [
    ["bad slug", `insert into public.blog_posts (title, slug) values ('x', 'Gestão Financeira')`, "23514"],
    ["slug with edge hyphen", `insert into public.blog_posts (title, slug) values ('x', '-gestao')`, "23514"],
    [
      "duplicate slug",
      `insert into public.blog_posts (title, slug) values ('x', 'fluxo-de-caixa-na-pratica')`,
      "23505",
    ],
    [
      "seo_title over 60",
      `insert into public.blog_posts (title, slug, seo_title) values ('x', 'seo-longo', repeat('a', 61))`,
      "23514",
    ],
    [
      "seo_description over 160",
      `insert into public.blog_posts (title, slug, seo_description) values ('x', 'seo-desc', repeat('a', 161))`,
      "23514",
    ],
    [
      "unknown status",
      `insert into public.blog_posts (title, slug, status) values ('x', 'status-x', 'pending')`,
      "23514",
    ],
    ["empty title", `insert into public.blog_posts (title, slug) values ('  ', 'sem-titulo')`, "23514"],
    [
      "rating 6",
      `insert into public.business_reviews (business_id, author_name, rating, comment) values ('60000000-0000-4000-a000-000000000001', 'x', 6, 'x')`,
      "23514",
    ],
    [
      "rating 0",
      `insert into public.business_reviews (business_id, author_name, rating, comment) values ('60000000-0000-4000-a000-000000000001', 'x', 0, 'x')`,
      "23514",
    ],
    ["bad e-mail", `insert into public.newsletter_subscribers (email) values ('não-é-email')`, "23514"],
    ["upper-case e-mail", `insert into public.newsletter_subscribers (email) values ('Maria@Exemplo.com')`, "23514"],
    [
      "duplicate e-mail",
      `insert into public.newsletter_subscribers (email) values ('ana.ferreira@exemplo.com.br')`,
      "23505",
    ],
    [
      "unknown sync status",
      `insert into public.mailrelay_sync_log (operation, status) values ('create', 'success')`,
      "23514",
    ],
    ["unknown role", `update public.profiles set roles = array['superuser'] where id = '${MEMBER}'`, "23514"],
    ["unknown state", `insert into public.businesses (name, slug, state) values ('x', 'x-uf', 'XX')`, "23514"],
    [
      "javascript action_url",
      `insert into public.notifications (user_id, type, title, message, action_url) values ('${MEMBER}', 'x', 'x', 'x', 'javascript:alert(1)')`,
      "23514",
    ],
  ]
  it.each(cases)("rejects %s", async (_name, sql, code) => {
    await scenario(async (s) => {
      expect(await s.fails(sql)).toMatchObject({ code })
    })
  })

  it("names the violated constraint so the UI can map it", async () => {
    await scenario(async (s) => {
      const error = await s.fails(
        `insert into public.blog_posts (title, slug, seo_title) values ('x', 'y', repeat('a', 61))`
      )
      expect(error.message).toContain("blog_posts_seo_title_check")
    })
  })
})

describe("profile from auth", () => {
  const insertUser = (id: string, email: string, meta: object) =>
    `insert into auth.users (id, email, raw_user_meta_data, aud, role) values ('${id}', '${email}', '${JSON.stringify(meta)}'::jsonb, 'authenticated', 'authenticated')`

  it("creates the profile, one welcome notification and, with consent, a subscriber the account's confirmation confirms", async () => {
    await scenario(async (s) => {
      const id = "90000000-0000-4000-a000-000000000001"
      await s.rows(
        insertUser(id, "Nova.Membra@Exemplo.com.br", {
          full_name: "Nova Membra",
          phone: "+55 11 91234-5678",
          newsletter_subscribed: true,
        })
      )
      expect(
        await s.one(
          `select email, full_name, phone, roles, subscription_types, onboarding_completed, newsletter_subscribed, is_admin, can_edit_blog from public.profiles where id = $1`,
          [id]
        )
      ).toEqual({
        email: "nova.membra@exemplo.com.br",
        full_name: "Nova Membra",
        phone: "+55 11 91234-5678",
        roles: ["customer"],
        subscription_types: ["newsletter"],
        onboarding_completed: false,
        newsletter_subscribed: true,
        is_admin: false,
        can_edit_blog: false,
      })
      expect(await s.rows(`select type, action_url from public.notifications where user_id = $1`, [id])).toEqual([
        { type: "welcome", action_url: "/dashboard" },
      ])
      const subscriber = await s.one<{ id: string; origin: string; user_type: string; status: string }>(
        `select id, origin, user_type, status, consent_source from public.newsletter_subscribers where email = 'nova.membra@exemplo.com.br'`
      )
      expect(subscriber).toMatchObject({
        origin: "cadastro",
        user_type: "membro",
        status: "pending",
        consent_source: "cadastro",
      })
      const outbox = () =>
        s.rows(
          `select status, operation, request_data->>'email' as email from public.mailrelay_sync_log where entity_id = $1`,
          [subscriber.id]
        )
      // Double opt-in: her address is proven when she confirms her account, not before.
      expect(await outbox()).toEqual([])
      await s.rows(`update auth.users set email_confirmed_at = now() where id = $1`, [id])
      expect(await outbox()).toEqual([{ status: "pending", operation: "create", email: "nova.membra@exemplo.com.br" }])
    })
  })

  it("falls back to the e-mail as name and creates no subscriber without consent", async () => {
    await scenario(async (s) => {
      const id = "90000000-0000-4000-a000-000000000002"
      await s.rows(insertUser(id, "semnome@exemplo.com.br", { newsletter_subscribed: "false" }))
      expect(
        await s.one(`select full_name, phone, newsletter_subscribed from public.profiles where id = $1`, [id])
      ).toEqual({
        full_name: "semnome@exemplo.com.br",
        phone: null,
        newsletter_subscribed: false,
      })
      expect(
        await s.rows(`select 1 from public.newsletter_subscribers where email = 'semnome@exemplo.com.br'`)
      ).toHaveLength(0)
    })
  })

  it("follows e-mail changes and deletes the profile with the user", async () => {
    await scenario(async (s) => {
      await s.rows(`update auth.users set email = 'membro.novo@convergencia.test' where id = $1`, [MEMBER])
      expect(await s.one(`select email from public.profiles where id = $1`, [MEMBER])).toEqual({
        email: "membro.novo@convergencia.test",
      })
      await s.rows(`delete from auth.users where id = $1`, [MEMBER])
      expect(await s.rows(`select 1 from public.profiles where id = $1`, [MEMBER])).toHaveLength(0)
    })
  })
})

describe("profile column protection", () => {
  it("blocks rights changes by a member even through the guard trigger path", async () => {
    await scenario(async (s) => {
      await s.as({ id: MEMBER })
      for (const column of [
        "is_admin = true",
        "can_edit_blog = true",
        "roles = array['ambassador']",
        "email = 'x@y.com'",
      ]) {
        expect(await s.fails(`update public.profiles set ${column} where id = '${MEMBER}'`)).toMatchObject({
          code: "42501",
        })
      }
      await s.as("owner")
      expect(await s.one(`select is_admin, can_edit_blog, roles from public.profiles where id = $1`, [MEMBER])).toEqual(
        {
          is_admin: false,
          can_edit_blog: false,
          roles: ["customer", "community_member"],
        }
      )
    })
  })

  it("guards even if someone later grants the column", async () => {
    await scenario(async (s) => {
      await s.rows(`grant update (is_admin) on public.profiles to authenticated`)
      await s.as({ id: MEMBER })
      expect(await s.fails(`update public.profiles set is_admin = true where id = '${MEMBER}'`)).toMatchObject({
        code: "42501",
      })
    })
  })

  it("turns a member's newsletter opt-out into an unsubscribe in the outbox", async () => {
    await scenario(async (s) => {
      await s.as({ id: MEMBER })
      await s.rows(`update public.profiles set newsletter_subscribed = false where id = $1`, [MEMBER])
      await s.as("owner")
      const sub = await s.one<{ id: string; active: boolean }>(
        `select id, active from public.newsletter_subscribers where email = 'membro@convergencia.test'`
      )
      expect(sub.active).toBe(false)
      expect(
        await s.rows(`select operation from public.mailrelay_sync_log where entity_id = $1 and status = 'pending'`, [
          sub.id,
        ])
      ).toEqual([{ operation: "unsubscribe" }])
    })
  })
})

describe("MailRelay outbox", () => {
  it("enqueues exactly one pending row per insert, change, deactivation, reactivation and delete", async () => {
    await scenario(async (s) => {
      await s.as({ id: ADMIN })
      const { id } = await s.one<{ id: string }>(
        `insert into public.newsletter_subscribers (name, email, origin, status, consent_at, consent_source)
         values ('Rosa', 'rosa@exemplo.com.br', 'importacao', 'confirmed', now(), 'importacao') returning id`
      )
      await s.rows(`update public.newsletter_subscribers set name = 'Rosa Maria' where id = $1`, [id])
      await s.rows(`update public.newsletter_subscribers set status = 'unsubscribed' where id = $1`, [id])
      await s.rows(`update public.newsletter_subscribers set status = 'confirmed' where id = $1`, [id])
      // Sync bookkeeping is not a change MailRelay must hear about.
      await s.rows(
        `update public.newsletter_subscribers set mailrelay_id = '77', last_sync_error = 'x' where id = $1`,
        [id]
      )
      await s.rows(`delete from public.newsletter_subscribers where id = $1`, [id])
      await s.as("owner")
      expect(
        await s.rows(
          `select status, operation, operation_type, request_data->>'email' as email from public.mailrelay_sync_log where entity_id = $1 order by id`,
          [id]
        )
      ).toEqual([
        { status: "pending", operation: "create", operation_type: "import", email: "rosa@exemplo.com.br" },
        { status: "pending", operation: "update", operation_type: "trigger", email: "rosa@exemplo.com.br" },
        { status: "pending", operation: "unsubscribe", operation_type: "trigger", email: "rosa@exemplo.com.br" },
        { status: "pending", operation: "resubscribe", operation_type: "trigger", email: "rosa@exemplo.com.br" },
        { status: "pending", operation: "delete", operation_type: "trigger", email: "rosa@exemplo.com.br" },
      ])
    })
  })

  it("claims with a lease, completes and fails with backoff", async () => {
    await scenario(async (s) => {
      await s.as("service_role")
      const first = await s.rows<{ id: number; attempts: number }>(
        `select id, attempts from public.claim_mailrelay_operations(3, 'a', 120)`
      )
      expect(first).toHaveLength(3)
      expect(first.every((r) => r.attempts === 1)).toBe(true)
      const second = await s.rows<{ id: number }>(`select id from public.claim_mailrelay_operations(100, 'b', 120)`)
      expect(second.map((r) => r.id)).not.toEqual(expect.arrayContaining([first[0]!.id]))
      expect(second).toHaveLength(7)
      expect(await s.rows(`select id from public.claim_mailrelay_operations(100, 'c', 120)`)).toHaveLength(0)

      const [done, failed] = first
      await s.rows(`select public.complete_mailrelay_operation($1, 'mr-555', '{"id": 555}')`, [done!.id])
      await s.rows(`select public.fail_mailrelay_operation($1, 'MailRelay 503', null)`, [failed!.id])
      await s.as("owner")
      expect(
        await s.one(
          `select l.status, l.processed_at is not null as processed, s.mailrelay_id, s.last_sync_error from public.mailrelay_sync_log l join public.newsletter_subscribers s on s.id = l.entity_id where l.id = $1`,
          [done!.id]
        )
      ).toEqual({
        status: "completed",
        processed: true,
        mailrelay_id: "mr-555",
        last_sync_error: null,
      })
      expect(
        await s.one(
          `select l.status, l.error_message, l.next_attempt_at > now() as backing_off, l.claimed_at, s.last_sync_error from public.mailrelay_sync_log l join public.newsletter_subscribers s on s.id = l.entity_id where l.id = $1`,
          [failed!.id]
        )
      ).toEqual({
        status: "failed",
        error_message: "MailRelay 503",
        backing_off: true,
        claimed_at: null,
        last_sync_error: "MailRelay 503",
      })
      // Settling did not enqueue anything new.
      expect(
        await s.rows(`select 1 from public.mailrelay_sync_log where status = 'pending' and claimed_at is null`)
      ).toHaveLength(0)

      // The admin's "Sincronizar" makes failed rows due again, through the server's service role,
      // which names the admin for the audit log.
      await s.as({ id: ADMIN })
      expect(await s.fails(`select public.retry_mailrelay_operations($1)`, [ADMIN])).toMatchObject({ code: "42501" })
      await s.as("service_role")
      expect(await s.one(`select public.retry_mailrelay_operations($1) as n`, [ADMIN])).toEqual({ n: 15 })
      await s.as("owner")
      expect(
        await s.rows(
          `select actor_id, details from public.audit_log where action = 'mailrelay.retry' and created_at = now()`
        )
      ).toEqual([{ actor_id: ADMIN, details: { pending: 15 } }])
    })
  })
})

describe("subscribe_newsletter", () => {
  // Server-only since issue #32: the footer's action calls it with the service role.
  it("refuses visitors and members", async () => {
    for (const actor of ["anon", { id: MEMBER2 }] as const) {
      await scenario(async (s) => {
        await s.as(actor)
        expect(await s.fails(`select public.subscribe_newsletter('Lia', 'lia.recusada@exemplo.com.br')`)).toMatchObject(
          {
            code: "42501",
          }
        )
      })
    }
  })

  it("answers nothing whatever the state, normalises, and records a pending footer consent", async () => {
    await scenario(async (s) => {
      await s.as("service_role")
      // void: nothing to tell a new address from a known one.
      expect(
        await s.one(`select pg_typeof(public.subscribe_newsletter('Lia', '  Lia.Santos@Exemplo.COM.br '))::text as r`)
      ).toEqual({ r: "void" })
      expect(
        await s.one(`select pg_typeof(public.subscribe_newsletter('Lia', 'lia.santos@exemplo.com.br'))::text as r`)
      ).toEqual({ r: "void" })
      await s.as("owner")
      const sub = await s.one<{ id: string }>(
        `select id, name, origin, user_type, status, consent_source, confirmed_at from public.newsletter_subscribers where email = 'lia.santos@exemplo.com.br'`
      )
      expect(sub).toMatchObject({
        name: "Lia",
        origin: "footer",
        user_type: "visitante",
        status: "pending",
        consent_source: "footer",
        confirmed_at: null,
      })
      // One confirmation e-mail for the two requests; MailRelay hears nothing before the confirmation.
      expect(
        await s.rows(`select template, status from public.email_outbox where subscriber_id = $1`, [sub.id])
      ).toEqual([{ template: "newsletter_confirmation", status: "pending" }])
      expect(await s.rows(`select operation from public.mailrelay_sync_log where entity_id = $1`, [sub.id])).toEqual([])

      // A confirmed address is answered the same, and left as it is.
      const confirmed = await s.one<{ id: string }>(
        `select id from public.newsletter_subscribers where email = 'ana.ferreira@exemplo.com.br'`
      )
      await s.as("service_role")
      expect(
        await s.one(`select pg_typeof(public.subscribe_newsletter(null, 'ana.ferreira@exemplo.com.br'))::text as r`)
      ).toEqual({ r: "void" })
      await s.as("owner")
      expect(await s.one(`select status from public.newsletter_subscribers where id = $1`, [confirmed.id])).toEqual({
        status: "confirmed",
      })
      expect(await s.rows(`select 1 from public.email_outbox where subscriber_id = $1`, [confirmed.id])).toEqual([])
    })
  })

  it("takes no origin from the caller", async () => {
    await scenario(async (s) => {
      await s.as("service_role")
      expect(
        await s.fails(`select public.subscribe_newsletter('Lia', 'lia.origem@exemplo.com.br', 'importacao')`)
      ).toMatchObject({ code: "42883" })
    })
  })

  it.each([
    ["no at sign", "maria.exemplo.com"],
    ["no domain dot", "maria@exemplo"],
    ["empty", "   "],
    ["spaces inside", "ma ria@exemplo.com"],
    ["too long", `${"a".repeat(250)}@exemplo.com`],
  ])("rejects an invalid e-mail (%s) with 22023 invalid_email", async (_name, email) => {
    await scenario(async (s) => {
      await s.as("service_role")
      expect(await s.fails(`select public.subscribe_newsletter('x', $1)`, [email])).toMatchObject({
        code: "22023",
        message: "invalid_email",
      })
    })
  })

  it("rejects an over-long name", async () => {
    await scenario(async (s) => {
      await s.as("service_role")
      expect(
        await s.fails(`select public.subscribe_newsletter($1, 'ok@exemplo.com')`, ["x".repeat(121)])
      ).toMatchObject({ code: "22023", message: "invalid_name" })
    })
  })

  it("marks a member's address as membro", async () => {
    await scenario(async (s) => {
      await s.as("owner")
      const { email } = await s.one<{ email: string }>(`select email from public.profiles where id = $1`, [MEMBER2])
      await s.as("service_role")
      await s.rows(`select public.subscribe_newsletter('Joana', $1)`, [email])
      await s.rows(`select public.subscribe_newsletter('Joana', 'joana.b@exemplo.com.br')`)
      await s.as("owner")
      expect(
        await s.rows(
          `select email, user_type, origin from public.newsletter_subscribers where email in ($1, $2) order by email`,
          [email, "joana.b@exemplo.com.br"]
        )
      ).toEqual(
        [
          { email, user_type: "membro", origin: "footer" },
          { email: "joana.b@exemplo.com.br", user_type: "visitante", origin: "footer" },
        ].sort((a, b) => a.email.localeCompare(b.email))
      )
    })
  })

  it("refuses a name with a link (name_has_link)", async () => {
    await scenario(async (s) => {
      await s.as("service_role")
      expect(await s.fails(`select public.subscribe_newsletter('Veja x.com/premio', 'ok@exemplo.com')`)).toMatchObject({
        code: "22023",
        message: "name_has_link",
      })
      expect(await s.rows(`select public.subscribe_newsletter('J.R. Tolkien', 'jrr@exemplo.com')`)).toHaveLength(1)
    })
  })
})

describe("rights functions", () => {
  const notificationsOf = (s: Scenario, id: string) =>
    s.rows<{ type: string; action_url: string | null }>(
      `select type, action_url, title from public.notifications where user_id = $1 and type in ('user_action', 'post_published') and created_at = now() order by title`,
      [id]
    )

  it("refuses to remove the last administrator", async () => {
    await scenario(async (s) => {
      await s.as({ id: ADMIN })
      expect(await s.fails(`select public.secure_toggle_admin_status($1, false)`, [ADMIN])).toMatchObject({
        code: "P0001",
        hint: "last_admin",
      })
      // With a second admin, the first may step down.
      expect(await s.one(`select public.secure_toggle_admin_status($1, true) as v`, [EDITOR])).toEqual({ v: true })
      expect(await s.one(`select public.secure_toggle_admin_status($1, false) as v`, [ADMIN])).toEqual({ v: false })
      await s.as({ id: EDITOR })
      expect(await s.fails(`select public.secure_toggle_admin_status($1, false)`, [EDITOR])).toMatchObject({
        hint: "last_admin",
      })
    })
  })

  it("grants blog-editor rights with one audit row and exactly one notification", async () => {
    await scenario(async (s) => {
      await s.as({ id: ADMIN })
      expect(await s.one(`select public.secure_toggle_blog_editor($1, true) as v`, [MEMBER])).toEqual({ v: true })
      // Repeating the same value changes nothing and notifies nobody.
      expect(await s.one(`select public.secure_toggle_blog_editor($1, true) as v`, [MEMBER])).toEqual({ v: true })
      await s.as("owner")
      expect(await notificationsOf(s, MEMBER)).toEqual([
        { type: "user_action", action_url: "/admin/blog", title: "Você agora é editora do blog" },
      ])
      expect(await s.rows(`select actor_id, action, target_id from public.audit_log where created_at = now()`)).toEqual(
        [{ actor_id: ADMIN, action: "blog_editor.grant", target_id: MEMBER }]
      )
      // The member can now write posts.
      await s.as({ id: MEMBER })
      expect(
        await s.rows(
          `insert into public.blog_posts (title, slug) values ('Meu primeiro post', 'meu-primeiro-post') returning author_id`
        )
      ).toEqual([{ author_id: MEMBER }])
    })
  })

  it("notifies once per role change an admin makes and limits self-service roles", async () => {
    await scenario(async (s) => {
      await s.as({ id: MEMBER })
      expect(await s.one(`select public.add_user_role($1, 'business_owner') as v`, [MEMBER])).toEqual({ v: true })
      expect(await s.one(`select public.add_user_role($1, 'business_owner') as v`, [MEMBER])).toEqual({ v: false })
      expect(await s.fails(`select public.add_user_role($1, 'instructor')`, [MEMBER])).toMatchObject({ code: "42501" })
      expect(await s.fails(`select public.remove_user_role($1, 'customer')`, [MEMBER2])).toMatchObject({
        code: "42501",
      })
      expect(await s.fails(`select public.add_user_role($1, 'admin')`, [MEMBER])).toMatchObject({ code: "22023" })
      await s.as({ id: ADMIN })
      expect(await s.one(`select public.add_user_role($1, 'ambassador') as v`, [MEMBER])).toEqual({ v: true })
      await s.as("owner")
      expect(await s.one(`select roles from public.profiles where id = $1`, [MEMBER])).toEqual({
        roles: ["customer", "community_member", "business_owner", "ambassador"],
      })
      // Her own business_owner click is hers to know (issue #31); the admin's grant notifies her.
      expect(await notificationsOf(s, MEMBER)).toHaveLength(1)
      expect(await s.rows(`select action from public.audit_log where created_at = now()`)).toEqual([
        { action: "role.add" },
      ])
    })
  })

  it("grants and revokes permissions; expired grants are invisible to their owner", async () => {
    await scenario(async (s) => {
      await s.as({ id: ADMIN })
      const { id } = await s.one<{ id: string }>(
        `select public.grant_permission($1, 'eventos.organizar', now() + interval '30 days') as id`,
        [MEMBER]
      )
      expect(
        await s.fails(`select public.grant_permission($1, 'x', now() - interval '1 day')`, [MEMBER])
      ).toMatchObject({ code: "22023" })
      await s.as({ id: MEMBER })
      expect(await s.rows(`select permission_name from public.user_permissions`)).toEqual([
        { permission_name: "eventos.organizar" },
      ])
      await s.as({ id: ADMIN })
      expect(await s.one(`select public.revoke_permission($1) as v`, [id])).toEqual({ v: true })
      expect(await s.one(`select public.revoke_permission($1) as v`, [id])).toEqual({ v: false })
      await s.as({ id: MEMBER })
      expect(await s.rows(`select permission_name from public.user_permissions`)).toEqual([])
      await s.as("owner")
      expect(await s.one(`select active, revoked_by from public.user_permissions where id = $1`, [id])).toEqual({
        active: false,
        revoked_by: ADMIN,
      })
      expect(await notificationsOf(s, MEMBER)).toHaveLength(2)
      expect(await s.rows(`select action from public.audit_log where created_at = now() order by id`)).toEqual([
        { action: "permission.grant" },
        { action: "permission.revoke" },
      ])
    })
  })
})

describe("blog", () => {
  it("notifies the author once when someone else publishes their post, not when they publish it", async () => {
    await scenario(async (s) => {
      await s.as({ id: ADMIN })
      await s.rows(`update public.blog_posts set status = 'published' where id = $1`, [POST_DRAFT_BY_EDITOR])
      await s.rows(`update public.blog_posts set title = 'Planejamento anual: metas possíveis' where id = $1`, [
        POST_DRAFT_BY_EDITOR,
      ])
      await s.as("owner")
      expect(
        await s.rows(`select type, action_url from public.notifications where user_id = $1 and created_at = now()`, [
          EDITOR,
        ])
      ).toEqual([{ type: "post_published", action_url: "/convergindo/planejamento-anual-metas-para-o-seu-negocio" }])
      expect(
        await s.one(`select published_at = now() as stamped from public.blog_posts where id = $1`, [
          POST_DRAFT_BY_EDITOR,
        ])
      ).toEqual({ stamped: true })

      await s.as({ id: EDITOR })
      await s.rows(
        `update public.blog_posts set status = 'published' where id = '30000000-0000-4000-a000-000000000018'`
      )
      await s.as("owner")
      expect(
        await s.rows(`select 1 from public.notifications where user_id = $1 and created_at = now()`, [EDITOR])
      ).toHaveLength(1)
    })
  })

  it("counts one view per visitor, post and day, for published posts only, without touching updated_at", async () => {
    const visitor = "a1".repeat(32)
    const other = "b2".repeat(32)
    await scenario(async (s) => {
      const before = await s.one<{ views_count: number; updated_at: Date }>(
        `select views_count, updated_at from public.blog_posts where id = $1`,
        [POST_PUBLISHED]
      )
      await s.as("service_role")
      const count = (post: string, hash: string) =>
        s.one<{ v: number | null }>(`select public.increment_post_views($1, $2) as v`, [post, hash])
      expect(await count(POST_PUBLISHED, visitor)).toEqual({ v: before.views_count + 1 })
      expect(await count(POST_PUBLISHED, visitor)).toEqual({ v: before.views_count + 1 })
      expect(await count(POST_PUBLISHED, other)).toEqual({ v: before.views_count + 2 })
      expect(await count(POST_DRAFT_BY_EDITOR, visitor)).toEqual({ v: null })
      expect(await count("00000000-0000-4000-a000-00000000dead", visitor)).toEqual({ v: null })
      for (const bad of ["", "A1".repeat(32), "a1".repeat(31), "203.0.113.9"]) {
        expect(await s.fails(`select public.increment_post_views($1, $2)`, [POST_PUBLISHED, bad])).toMatchObject({
          code: "22023",
        })
      }
      await s.as("owner")
      expect(
        await s.one(`select views_count, updated_at from public.blog_posts where id = $1`, [POST_PUBLISHED])
      ).toEqual({
        views_count: before.views_count + 2,
        updated_at: before.updated_at,
      })
      // Only the hashes are kept, under the Brazilian day.
      expect(
        await s.rows(`select visitor_hash from private.post_view_marks where post_id = $1 order by 1`, [POST_PUBLISHED])
      ).toEqual([{ visitor_hash: visitor }, { visitor_hash: other }])
      expect(
        await s.one(
          `select bool_and(day = (now() at time zone 'America/Sao_Paulo')::date) as today from private.post_view_marks`
        )
      ).toEqual({ today: true })
    })
  })

  it("forgets marks older than yesterday on the next count", async () => {
    await scenario(async (s) => {
      const today = `(now() at time zone 'America/Sao_Paulo')::date`
      await s.rows(
        `insert into private.post_view_marks (day, post_id, visitor_hash) values
           (${today} - 2, $1, repeat('c3', 32)), (${today} - 1, $1, repeat('d4', 32))`,
        [POST_PUBLISHED]
      )
      await s.as("service_role")
      await s.rows(`select public.increment_post_views($1, repeat('e5', 32))`, [POST_PUBLISHED])
      await s.as("owner")
      expect(
        await s.rows(`select day - ${today} as age, visitor_hash from private.post_view_marks order by day`)
      ).toEqual([
        { age: -1, visitor_hash: "d4".repeat(32) },
        { age: 0, visitor_hash: "e5".repeat(32) },
      ])
    })
  })

  it("lets no API role count views or touch the marks", async () => {
    await scenario(async (s) => {
      for (const actor of ["anon", { id: MEMBER }, { id: ADMIN }] as const) {
        await s.as(actor)
        expect(
          await s.fails(`select public.increment_post_views($1, repeat('a1', 32))`, [POST_PUBLISHED])
        ).toMatchObject({ code: "42501" })
        expect(await s.fails(`select 1 from private.post_view_marks`)).toMatchObject({ code: "42501" })
      }
    })
  })

  it("searches title and excerpt without accents", async () => {
    await scenario(async (s) => {
      await s.as("anon")
      const rows = await s.rows<{ slug: string }>(
        `select slug from public.blog_posts where search_text ilike '%gestao%' order by slug`
      )
      // "autogestão" in the solidarity-economy excerpt matches too.
      expect(rows.map((r) => r.slug)).toEqual([
        "economia-solidaria-o-que-e-e-como-participar",
        "gestao-do-tempo-para-maes-empreendedoras",
      ])
      expect(await s.rows(`select 1 from public.blog_posts where search_text ilike '%solidaria%'`)).not.toHaveLength(0)
    })
  })

  it("exposes authors' names and avatars to visitors, and nothing else of any profile", async () => {
    await scenario(async (s) => {
      await s.as("anon")
      expect(await s.rows(`select full_name from public.blog_authors order by full_name`)).toEqual([
        { full_name: "Helena Duarte" },
        { full_name: "Marina Albuquerque" },
      ])
      // blog_authors runs as the caller now: the same rows, through profiles' own rules, plus the
      // owner of a listed business (Joana), whom the directory's business pages name.
      expect(await s.rows(`select full_name from public.profiles order by full_name`)).toEqual([
        { full_name: "Helena Duarte" },
        { full_name: "Joana Batista" },
        { full_name: "Marina Albuquerque" },
      ])
      for (const column of ["email", "phone", "is_admin", "can_edit_blog", "roles"]) {
        expect(await s.fails(`select ${column} from public.profiles`)).toMatchObject({ code: "42501" })
      }
      // A member who publishes becomes an author.
      await s.as("owner")
      await s.rows(`update public.blog_posts set author_id = $1 where id = $2`, [MEMBER, POST_PUBLISHED])
      await s.as("anon")
      expect(await s.rows(`select id from public.blog_authors where id = $1`, [MEMBER])).toEqual([{ id: MEMBER }])
    })
  })
})

describe("admin functions", () => {
  it("returns every stats field", async () => {
    await scenario(async (s) => {
      await s.as({ id: ADMIN })
      expect(await s.one(`select * from public.get_admin_stats()`)).toEqual({
        total_users: 18,
        new_users_this_month: expect.any(Number),
        total_businesses: 22,
        total_subscriptions: 35,
        active_subscriptions: 31,
      })
    })
  })

  it("lists profiles for admins with last sign-in", async () => {
    await scenario(async (s) => {
      await s.as({ id: ADMIN })
      const rows = await s.rows<{ email: string; last_sign_in_at: Date | null }>(
        `select email, last_sign_in_at from public.get_profiles_admin_safe()`
      )
      expect(rows).toHaveLength(18)
      // The seeded accounts have signed in; the ambassador's referrals (some unconfirmed) may not have.
      const signedIn = rows.filter((r) => !r.email.startsWith("indicada"))
      expect(signedIn.every((r) => r.last_sign_in_at instanceof Date)).toBe(true)
    })
  })
})
