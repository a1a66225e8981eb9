/**
 * Supabase's database linter (splinter, issue #18 item 9) on the migrated and seeded local
 * database: the lints that need nothing but the catalogue, restated as short queries over
 * pg_catalog and named as splinter names them, so a finding here is one the hosted project's
 * Security and Performance Advisors would report. Each lint must find nothing, apart from the
 * allow-list of functions the app calls with the user's session.
 *
 * Scope: splinter reads `pgrst.db_schemas` for "exposed" (hosted: public); here that is `public`.
 * Lints it runs over every schema are run over ours, public and private: the local backend's own
 * schemas (auth, _realtime, extensions) are the platform's, which splinter skips too.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { loadConfig } from "@/supabase/local/config"
import { LocalDatabase } from "@/supabase/local/db"

const EXPOSED = `('public')`
const OURS = `('public', 'private')`

/** The RLS policies of our tables, with their expressions as text (splinter's pg_policies join). */
const POLICIES = `
  select n.nspname as schema_name, c.relname as table_name, c.relrowsecurity as rls_on, p.polname as policy_name,
         p.polpermissive as permissive, p.polroles as role_oids, p.polcmd as cmd,
         pg_get_expr(p.polqual, p.polrelid) as qual, pg_get_expr(p.polwithcheck, p.polrelid) as with_check
  from pg_policy p join pg_class c on c.oid = p.polrelid join pg_namespace n on n.oid = c.relnamespace
  where n.nspname in ${OURS}`

/** Each query returns one `finding` per problem, worded like splinter's `detail`. */
const LINTS: Record<string, string> = {
  // 0001: every foreign key needs an index whose leading columns are its columns.
  unindexed_foreign_keys: `
    select format('%s.%s has foreign key %s without a covering index', n.nspname, c.relname, k.conname) as finding
    from pg_constraint k join pg_class c on c.oid = k.conrelid join pg_namespace n on n.oid = c.relnamespace
    where k.contype = 'f' and n.nspname in ${OURS}
      and not exists (
        select 1 from pg_index i
        where i.indrelid = k.conrelid and i.indisvalid
          and (string_to_array(i.indkey::text, ' ')::smallint[])[1:array_length(k.conkey, 1)] = k.conkey)`,

  // 0002: a view in the API that reads auth.users and is not a security-invoker view.
  auth_users_exposed: `
    select distinct format('%s.%s exposes auth.users', n.nspname, c.relname) as finding
    from pg_depend d join pg_rewrite r on r.oid = d.objid join pg_class c on c.oid = r.ev_class
    join pg_namespace n on n.oid = c.relnamespace
    where d.refobjid = 'auth.users'::regclass and d.deptype = 'n' and n.nspname in ${EXPOSED}
      and (has_table_privilege('anon', c.oid, 'select') or has_table_privilege('authenticated', c.oid, 'select'))
      and (c.relkind = 'm' or not coalesce(c.reloptions, '{}') && array['security_invoker=true', 'security_invoker=on', 'security_invoker=1'])`,

  // 0003: auth.uid() and friends must be wrapped in (select …) so they run once per statement.
  auth_rls_initplan: `
    select format('%s.%s policy %s re-evaluates auth.<function>() or current_setting() per row', schema_name, table_name, policy_name) as finding
    from (${POLICIES}) p, unnest(array[p.qual, p.with_check]) e(expr)
    where p.rls_on and expr is not null
      and ((expr like '%auth.uid()%' and lower(expr) not like '%select auth.uid()%')
        or (expr like '%auth.jwt()%' and lower(expr) not like '%select auth.jwt()%')
        or (expr like '%auth.role()%' and lower(expr) not like '%select auth.role()%')
        or (expr like '%auth.email()%' and lower(expr) not like '%select auth.email()%')
        or (expr like '%current\\_setting(%' and lower(expr) not like '%select current\\_setting(%'))`,

  // 0004
  no_primary_key: `
    select format('%s.%s has no primary key', n.nspname, c.relname) as finding
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where c.relkind = 'r' and n.nspname in ${OURS}
      and not exists (select 1 from pg_index i where i.indrelid = c.oid and i.indisprimary)`,

  // 0006: two permissive policies for the same role and action are both evaluated for every row.
  multiple_permissive_policies: `
    select format('%s.%s has %s permissive policies for %s %s', p.schema_name, p.table_name, count(*), r.rolname, a.cmd) as finding
    from (${POLICIES}) p
    join pg_roles r on p.role_oids @> array[r.oid] or p.role_oids = array[0::oid],
    lateral unnest(case p.cmd when 'r' then array['SELECT'] when 'a' then array['INSERT'] when 'w' then array['UPDATE']
                              when 'd' then array['DELETE'] else array['SELECT', 'INSERT', 'UPDATE', 'DELETE'] end) a(cmd)
    where p.permissive and r.rolname not like 'pg\\_%' and not r.rolbypassrls
    group by p.schema_name, p.table_name, r.rolname, a.cmd
    having count(*) > 1`,

  // 0007
  policy_exists_rls_disabled: `
    select distinct format('%s.%s has policies but RLS is off', schema_name, table_name) as finding
    from (${POLICIES}) p where not p.rls_on`,

  // 0008
  rls_enabled_no_policy: `
    select format('%s.%s has RLS on and no policy', n.nspname, c.relname) as finding
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where c.relkind = 'r' and c.relrowsecurity and n.nspname in ${OURS}
      and not exists (select 1 from pg_policy p where p.polrelid = c.oid)`,

  // 0009
  duplicate_index: `
    select format('%s.%s has identical indexes %s', schemaname, tablename, array_agg(indexname order by indexname)) as finding
    from pg_indexes where schemaname in ${OURS}
    group by schemaname, tablename, replace(indexdef, indexname, '')
    having count(*) > 1`,

  // 0010: a view in the API that runs with its owner's rights bypasses the caller's RLS.
  security_definer_view: `
    select format('%s.%s is a security definer view', n.nspname, c.relname) as finding
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where c.relkind = 'v' and n.nspname in ${EXPOSED}
      and (has_table_privilege('anon', c.oid, 'select') or has_table_privilege('authenticated', c.oid, 'select'))
      and not lower(coalesce(c.reloptions::text, '{}'))::text[]
        && array['security_invoker=1', 'security_invoker=true', 'security_invoker=yes', 'security_invoker=on']`,

  // 0011
  function_search_path_mutable: `
    select format('%s.%s has a role mutable search_path', n.nspname, p.proname) as finding
    from pg_proc p join pg_namespace n on n.oid = p.pronamespace
    where n.nspname in ${OURS}
      and not exists (select 1 from unnest(coalesce(p.proconfig, '{}')) c where c like 'search_path=%')`,

  // 0013
  rls_disabled_in_public: `
    select format('%s.%s is readable through the API without RLS', n.nspname, c.relname) as finding
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where c.relkind = 'r' and not c.relrowsecurity and n.nspname in ${EXPOSED}
      and (has_table_privilege('anon', c.oid, 'select') or has_table_privilege('authenticated', c.oid, 'select'))`,

  // 0014
  extension_in_public: `
    select format('extension %s is installed in public', extname) as finding
    from pg_extension where extname <> 'plpgsql' and extnamespace = 'public'::regnamespace`,

  // 0015: user_metadata is writable by the user; a policy must never trust it.
  rls_references_user_metadata: `
    select format('%s.%s policy %s references user_metadata', schema_name, table_name, policy_name) as finding
    from (${POLICIES}) p, unnest(array[p.qual, p.with_check]) e(expr)
    where expr like '%auth.jwt()%user_metadata%' or expr like '%current_setting(%request.jwt.claims%)%user_metadata%'`,

  // 0016
  materialized_view_in_api: `
    select format('%s.%s is a materialized view in the API', n.nspname, c.relname) as finding
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where c.relkind = 'm' and n.nspname in ${EXPOSED}
      and (has_table_privilege('anon', c.oid, 'select') or has_table_privilege('authenticated', c.oid, 'select'))`,

  // 0024: writes allowed to every row (select policies using (true) are deliberate public reads).
  rls_policy_always_true: `
    select format('%s.%s policy %s allows unrestricted %s', schema_name, table_name, policy_name, cmd) as finding
    from (select *, replace(lower(coalesce(qual, '')), ' ', '') as q, replace(lower(coalesce(with_check, '')), ' ', '') as w
          from (${POLICIES}) x) p
    where p.rls_on and p.permissive
      and (p.role_oids = array[0::oid] or exists (select 1 from unnest(p.role_oids) r where r::regrole::text in ('anon', 'authenticated')))
      and ((p.cmd in ('w', 'd', '*') and (p.q in ('true', '(true)', '1=1', '(1=1)') or p.qual is null))
        or p.w in ('true', '(true)', '1=1', '(1=1)')
        or (p.with_check is null and p.cmd = 'a'))`,
}

/** 0028 / 0029: security definer functions in the API that a role may execute (/rest/v1/rpc). */
const EXECUTABLE_SECURITY_DEFINER = `
  select p.proname as name
  from pg_proc p join pg_namespace n on n.oid = p.pronamespace
  where p.prosecdef and n.nspname in ${EXPOSED} and has_function_privilege($1::text, p.oid, 'execute')
  order by 1`

/**
 * What the app calls through `.rpc(` with the visitor's or member's own session (grep app, lib,
 * components). Each function checks its caller inside; the rest are the service role's.
 */
const CALLABLE_BY = {
  // The footer newsletter form as a visitor (components/newsletter/actions.ts): validates its input
  // and only creates or reactivates a subscriber, never reads one back.
  // The footer's newsletter sign-up is the server's since issue #32 (subscribe_newsletter: service
  // role, behind the app's limiter). The full table with callers and checks:
  // supabase/function-surface.json (tests/integration/db-function-surface.test.ts).
  anon: [
    // The public pages' cached read (lib/data/settings.ts, publishable key): only what every page
    // shows anyway (name, contacts, social links, figures) and the referral window.
    "get_public_site_settings",
    // The members' directory (issue #37, lib/data/member-profiles.ts, publishable key): public
    // profiles only to visitors, never a hidden one, never e-mail, phone or address.
    "get_member_profile",
    "list_member_profiles",
    "member_handle_refs",
    "get_profile_handles",
    // Orders (issue #38, lib/data/orders-pages.ts, publishable key): whether a listed shop takes orders
    // and its delivery options, never the Pix key.
    "get_business_order_options",
    // Mentoring (issue #40, lib/data/mentoring.ts): a mentor's offer only while it is active and her
    // profile is visible to the caller; her busy times only to members.
    "get_mentor_offer",
    // The site search (issue #42, lib/data/site-search.ts and the area lists): security definer so
    // the GIN indexes are used; each applies the public site's visibility rules itself.
    "search_site",
    "search_site_counts",
    "search_correct",
    "search_blog_posts",
    "search_businesses",
    "search_products",
    "search_projects",
    "search_learning_materials",
    "search_member_profiles",
  ].sort(),
  authenticated: [
    // The members' RLS policies call them as the caller, and /admin/test asks is_admin() itself.
    // They only tell the caller about their own profile.
    "is_admin",
    "can_edit_blog",
    // lib/data/admin-users.ts and admin-stats.ts, with the admin's session after requireAdmin():
    // each refuses non-admins (42501) and audits auth.uid() as the actor.
    "get_admin_stats",
    "get_profiles_admin_safe",
    "grant_permission",
    "revoke_permission",
    "secure_toggle_admin_status",
    "secure_toggle_blog_editor",
    // Same screens; members may change their own self-service roles only, checked inside.
    "add_user_role",
    "remove_user_role",
    // The directory's moderation (app/(admin)/admin/negocios/actions.ts, lib/data/directory-admin.ts),
    // with the admin's session after requireAdmin(): each refuses non-admins (42501) and audits
    // auth.uid() as the actor.
    "approve_business",
    "reject_business",
    "set_business_active",
    "approve_review",
    "reject_review",
    // Owners' edits of approved listings (business_revisions), same screen and checks; never on
    // the admin's own revision.
    "approve_business_revision",
    "reject_business_revision",
    // The community (app/(site)/comunidade, app/(admin)/admin/comunidade; lib/data/community-*.ts)
    // writes only through these, with the member's session: each checks membership, moderation
    // rights or is_admin() inside (42501 otherwise), and they audit auth.uid() as the actor.
    "join_community_group",
    "leave_community_group",
    "create_community_topic",
    "create_community_reply",
    "edit_community_post",
    "delete_community_post",
    "toggle_community_support",
    "report_community_post",
    "mark_community_topic_read",
    "moderate_community_post",
    "set_community_topic_flags",
    "moderate_community_member",
    "resolve_community_report",
    "invite_to_community_group",
    "save_community_group",
    "archive_community_group",
    "set_community_moderator",
    "get_community_group_stats",
    // Memberships with their moderation columns (issue #32): her own rows, and a group's rows for
    // its moderators and admins (the table grants members only the harmless columns).
    "list_community_member_details",
    // Projects and the shop (lib/data/projects.ts, lib/data/shop.ts), with the member's session:
    // sign-ups change only through the first two, which lock the project row and count; the
    // participant list checks the project's instructors or is_admin(), and hiding a product
    // checks is_admin() and audits auth.uid() (42501 otherwise).
    "signup_for_project",
    "leave_project",
    "get_project_participants",
    "set_product_hidden",
    // The project form's instructor search (issue #31): admins and instructors only (42501
    // otherwise), and it returns names, never e-mails.
    "search_instructors",
    // The same public subset of the site settings, read by the layout with a member's session.
    "get_public_site_settings",
    // The owner's pages (lib/data/directory-owner.ts): whether a new listing waits for approval,
    // one boolean of the settings, nothing else.
    "listing_needs_approval",
    // The ambassadors' screen (app/(admin)/admin/embaixadoras/actions.ts), with the admin's session
    // after requireAdmin(): each refuses non-admins (42501) and audits auth.uid() as the actor.
    "set_commission_status",
    "set_ambassador_code",
    // Whom each commission was for (lib/data/ambassadors.ts), with the ambassador's or admin's
    // session: rows only for entries she owns, or any for an admin; names as reviews sign them.
    "get_commission_referrals",
    // The library, attendance and certificates (issue #36), with the instructor's, member's or
    // admin's session: the track's author or is_admin() orders a track; the project's instructors
    // or is_admin() take attendance and issue its certificates; a member sets only her own phone
    // consent; revoking is is_admin()'s (42501 otherwise, each checked inside).
    "set_track_items",
    "set_attendance",
    "set_signup_phone_consent",
    "issue_project_certificates",
    "revoke_certificate",
    // Member profiles and direct messages (issue #37, lib/data/member-profiles.ts,
    // direct-messages.ts, message-moderation.ts), with the member's or admin's session: each acts
    // on auth.uid()'s own rows or conversations (participants only, PT404 otherwise), checks blocks,
    // mutes and the daily limit inside; the directory reads apply the profile's visibility and
    // blocks; resolving a report is is_admin()'s (42501) and audited.
    "update_member_profile",
    "get_member_profile",
    "list_member_profiles",
    "member_handle_refs",
    "get_profile_handles",
    "start_conversation",
    "conversation_start_allowance",
    "send_direct_message",
    "mark_conversation_read",
    "hide_conversation",
    "unread_conversation_count",
    "list_my_conversations",
    "block_member",
    "unblock_member",
    "report_conversation",
    "resolve_message_report",
    // Orders with Pix (issue #38, lib/data/orders-pages.ts), with the member's or admin's session: the
    // owner alone writes her settings; each move checks that the caller is the order's buyer or
    // seller (PT404 otherwise) and that the move is hers (42501) and allowed (P0001); the admin
    // functions are is_admin()'s (42501) and audited.
    "set_business_order_settings",
    "get_business_order_options",
    "place_order",
    "report_order_payment",
    "confirm_order_payment",
    "mark_order_ready",
    "mark_order_delivered",
    "cancel_order",
    "report_order_problem",
    "admin_cancel_order",
    "admin_resolve_order_report",
    "admin_order_totals",
    // E-mail notifications (issue #39, lib/data/notification-preferences.ts,
    // lib/data/email-outbox-admin.ts): a member reads and saves only her own preferences (42501
    // without a session, 22023 on a bad key or value); the outbox screen's list, counts and retry
    // are is_admin()'s (42501), and a retry is audited.
    "save_notification_preferences",
    "get_notification_preferences",
    "retry_email_outbox",
    "admin_list_email_outbox",
    "admin_email_outbox_counts",
    // Mentoring (issue #40, lib/data/mentoring.ts), with the member's session: each acts on
    // auth.uid()'s own offer, requests and sessions (participants only, PT404 otherwise), checks
    // blocks, mutes, the open-request limits, whose turn it is and the mentor's agenda inside; the
    // reads answer only what she takes part in, and offers only while visible to her.
    "save_mentor_offer",
    "get_my_mentor_offer",
    "get_mentor_offer",
    "request_mentoring",
    "respond_mentoring_request",
    "cancel_mentoring_session",
    "save_mentoring_feedback",
    "get_my_mentoring",
    "get_conversation_mentoring",
    "get_mentoring_session",
    "mentor_suggestions",
    // Push notifications (issue #41, lib/data/push.ts), with the member's session: each acts on
    // auth.uid()'s own devices and choices only (42501 without a session, 22023 on bad input, P0001
    // past 10 devices); the queueing, claiming and settling are the service role's.
    // CSV imports (issue #43, lib/data/imports.ts), with the admin's session: each is is_admin()'s
    // (42501), and a run is audited.
    "import_existing_keys",
    "import_member_details",
    "import_businesses",
    "import_newsletter_subscribers",
    "record_import_run",
    "save_push_subscription",
    "delete_push_subscription",
    "list_my_push_subscriptions",
    "get_push_preferences",
    "save_push_preferences",
    // Admin insight (issue #43, lib/data/insight.ts): every admin series is is_admin()'s (42501),
    // 22023 on a bad period; a listing's series is its owner's or an admin's (42501).
    "admin_insight_members",
    "admin_insight_directory",
    "admin_insight_directory_by_state",
    "admin_insight_community",
    "admin_insight_projects",
    "admin_insight_orders",
    "admin_insight_newsletter",
    "admin_insight_learning",
    "business_activity_series",
    // The site search (issue #42, lib/data/site-search.ts and the area lists): security definer so
    // the GIN indexes are used; each applies the public site's visibility rules itself.
    "search_site",
    "search_site_counts",
    "search_correct",
    "search_blog_posts",
    "search_businesses",
    "search_products",
    "search_projects",
    "search_learning_materials",
    "search_member_profiles",
  ].sort(),
}

let db: LocalDatabase

beforeAll(async () => {
  db = await LocalDatabase.open(loadConfig(process.env, { dataDir: "memory://", quiet: true }))
})

afterAll(async () => {
  await db?.close()
})

describe("splinter lints on the migrated database", () => {
  it.each(Object.entries(LINTS))("%s finds nothing", async (_name, sql) => {
    const { rows } = await db.query<{ finding: string }>(sql)
    expect(rows.map((r) => r.finding)).toEqual([])
  })

  it.each(["anon", "authenticated"] as const)(
    "%s_security_definer_function_executable finds only the allow-listed functions",
    async (role) => {
      const { rows } = await db.query<{ name: string }>(EXECUTABLE_SECURITY_DEFINER, [role])
      expect(rows.map((r) => r.name)).toEqual(CALLABLE_BY[role])
    }
  )

  it("the lint queries see a finding when there is one", async () => {
    // A check that cannot fail proves nothing: plant one problem per family in a rolled-back
    // transaction and watch the queries report it.
    const findings = await db.exclusive(async (q) => {
      await q.query("begin")
      try {
        await q.query(`create table public.lint_probe (id int primary key, owner uuid references public.profiles (id))`)
        await q.query(`alter table public.lint_probe enable row level security`)
        await q.query(`create policy a on public.lint_probe for select to authenticated using (owner = auth.uid())`)
        await q.query(`create policy b on public.lint_probe for select to authenticated using (true)`)
        await q.query(`create view public.lint_probe_view as select id from public.lint_probe`)
        await q.query(`grant select on public.lint_probe_view to anon`)
        await q.query(`create function public.lint_probe_fn() returns int language sql security definer as 'select 1'`)
        await q.query(`grant execute on function public.lint_probe_fn() to anon`)
        const names = [
          "unindexed_foreign_keys",
          "auth_rls_initplan",
          "multiple_permissive_policies",
          "security_definer_view",
          "function_search_path_mutable",
        ]
        const found: Record<string, string[]> = {}
        for (const name of names) {
          found[name] = (await q.query<{ finding: string }>(LINTS[name]!)).rows.map((r) => r.finding)
        }
        found.anon_security_definer_function_executable = (
          await q.query<{ name: string }>(EXECUTABLE_SECURITY_DEFINER, ["anon"])
        ).rows.map((r) => r.name)
        return found
      } finally {
        await q.query("rollback")
      }
    })
    expect(findings).toEqual({
      unindexed_foreign_keys: ["public.lint_probe has foreign key lint_probe_owner_fkey without a covering index"],
      auth_rls_initplan: [expect.stringContaining("public.lint_probe policy a ")],
      multiple_permissive_policies: ["public.lint_probe has 2 permissive policies for authenticated SELECT"],
      security_definer_view: ["public.lint_probe_view is a security definer view"],
      function_search_path_mutable: ["public.lint_probe_fn has a role mutable search_path"],
      anon_security_definer_function_executable: [
        "get_business_order_options",
        "get_member_profile",
        "get_mentor_offer",
        "get_profile_handles",
        "get_public_site_settings",
        "lint_probe_fn",
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
      ],
    })
  })
})
