/**
 * Cost as the data grows (issue #25, target 4; a benchmark, not a timed test: figures are printed,
 * never asserted). Run: npm run bench:scale
 *
 * Boots the local backend in memory with the demo data, then grows it to 10× and 100× the demo
 * volume (posts, businesses, reviews, groups, topics, replies, newsletter subscribers, members'
 * notifications and the e-mail outbox) by copying the demo rows (and members, through auth.users as
 * sign-ups, with the demo's directory profiles and mentoring offers). At each volume it times the list, search and admin queries the app sends (the same
 * tables, filters, order and paging as lib/data, through supabase-js as a visitor or as the demo
 * admin) and the scheduler's queueing calls (as the service role, issue #39), and EXPLAIN ANALYZEs
 * the SQL the backend ran for them, under the same role and claims, listing the sequential scans: a
 * scan whose table grows with the volume wants an index.
 *
 * Settings (environment): SCALE_FACTORS (default "10,100"), SCALE_RUNS (timed runs per query and
 * volume, default 30), SCALE_PLANS (a directory: write every plan there as text), SCALE_ONLY (a
 * regular expression: measure only the queries it names).
 */
import { mkdirSync, writeFileSync } from "node:fs"
import path from "node:path"
import { performance } from "node:perf_hooks"
import type { WebSocketLikeConstructor } from "@supabase/realtime-js"
import { createClient, type SupabaseClient } from "@supabase/supabase-js"
import WebSocket from "ws"

import { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY } from "../supabase/local/config.ts"
import type { Queryable, RequestContext } from "../supabase/local/db.ts"
import { startLocalSupabase } from "../supabase/local/server.ts"
import { formatTable, growth, median, seqScans } from "./bench-report"
import { INSIGHT_SCENARIOS } from "./bench-scale-insight"

const FACTORS = (process.env.SCALE_FACTORS ?? "10,100").split(",").map(Number)
const RUNS = Number(process.env.SCALE_RUNS ?? 30)
/** EXPLAIN ANALYZE runs per statement at each volume: the printed SQL ms is their median. */
const EXPLAIN_RUNS = 5
const PLANS_DIR = process.env.SCALE_PLANS
/** SCALE_ONLY: a regular expression; only the queries whose name matches it are measured. */
const ONLY = process.env.SCALE_ONLY ? new RegExp(process.env.SCALE_ONLY, "i") : null
const ADMIN = { email: "admin@convergencia.test", password: "demo-convergencia" }
// Joana (membra@): a member with needs and a city, so the mentoring suggestions have something to rank.
const MEMBER = {
  id: "00000000-0000-4000-a000-000000000004",
  email: "membra@convergencia.test",
  password: "demo-convergencia",
}

// The scheduler's clock for every queueing call (issue #39): noon in São Paulo (15:00 UTC), the
// latest one before the run, so the daily digests (8h by default) are due whatever the hour of the
// run, and the grown notifications are dated from it.
const TICK = (() => {
  const tick = new Date()
  tick.setUTCHours(15, 0, 0, 0)
  if (tick.getTime() > Date.now()) tick.setUTCDate(tick.getUTCDate() - 1)
  return tick.toISOString()
})()
/** NOTIFICATION_EMAIL_DELAY_SECONDS' default (lib/server-env.ts). */
const EMAIL_DELAY_SECONDS = 300

type Client = SupabaseClient
interface Statement {
  sql: string
  params: unknown[]
  /** The function's own `set` settings (e.g. enable_seqscan = off), applied for the EXPLAIN. */
  settings?: Record<string, string>
}
interface Scenario {
  name: string
  kind: "list" | "search" | "admin" | "scheduler"
  as: "visitor" | "member" | "admin" | "service"
  run(client: Client): PromiseLike<{ data?: unknown; error: { message: string } | null }>
  /**
   * For a function call: the statements inside the function, EXPLAINed as its owner (they are
   * security definer), since the plan of the call shows only a Function Scan or a Result. Copied
   * from the function's migration: keep them in step with it.
   */
  inside?(db: Queryable): Promise<Statement[]>
}

/** admin_list_email_outbox's query ($1 status, $2 template, $3 limit, $4 offset). */
const OUTBOX_PAGE_SQL = `select o.id, o.template, o.to_email, o.category, o.status, o.attempts, o.max_attempts,
         coalesce(o.subject, left(o.data ->> 'title', 300)), o.last_error, o.next_attempt_at, o.processed_at,
         o.created_at, count(*) over ()
  from public.email_outbox o
  where ($1::text is null or o.status = $1::text) and ($2::text is null or o.template = $2::text)
  order by o.created_at desc, o.id desc
  limit least(greatest(coalesce($3::integer, 50), 1), 200)
  offset greatest(coalesce($4::integer, 0), 0)`

/**
 * list_member_profiles' query with p_mentoring (issue #40) as a visitor calls it: $1 p_limit. It must
 * follow supabase/migrations/20261204100001_mentoring.sql word for word (the filters left null).
 */
const MENTORING_DIRECTORY_SQL = `with q as (
    select
      nullif(replace(replace(replace(lower(extensions.unaccent(btrim(coalesce(null::text, '')))), '\\', '\\\\'), '%', '\\%'), '_', '\\_'), '') as term,
      nullif(lower(extensions.unaccent(btrim(coalesce(null::text, '')))), '') as city
  ),
  listed as (
    select p.*,
           exists (
             select 1 from public.mentor_offers o
             where o.user_id = p.id and o.active and exists (select 1 from public.mentor_slots s where s.mentor_id = o.user_id)
           ) as mentoring
    from public.profiles p, q
    where p.handle is not null
      and (p.profile_visibility = 'public' or (p.profile_visibility = 'members' and auth.uid() is not null))
      and (auth.uid() is null or p.id = auth.uid() or not private.is_blocked_pair(auth.uid(), p.id))
      and (q.term is null or lower(extensions.unaccent(concat_ws(' ', p.full_name, p.handle, p.bio, p.city,
             p.offers_note, p.needs_note))) like '%' || q.term || '%')
      and (nullif(null::text, '') is null or null::text = any (p.offers))
      and (nullif(null::text, '') is null or null::text = any (p.needs))
      and (q.city is null or lower(extensions.unaccent(coalesce(p.city, ''))) like '%' || q.city || '%')
      and (nullif(null::text, '') is null or p.state = upper(null::text))
  )
  select l.id, l.handle, private.member_display_name(l.full_name), l.avatar_url, l.bio, l.city, l.state,
         l.offers, l.needs, l.mentoring, count(*) over ()
  from listed l
  where not coalesce(true, false) or l.mentoring
  order by lower(extensions.unaccent(l.full_name)), l.id
  limit least(greatest(coalesce($1::integer, 24), 1), 100)
  offset 0`

/**
 * mentor_suggestions' query (issue #40): $1 v_uid, $2 p_limit. It must follow
 * supabase/migrations/20261204100001_mentoring.sql word for word.
 */
const MENTOR_SUGGESTIONS_SQL = `with me as (
    select p.needs, nullif(lower(extensions.unaccent(btrim(coalesce(p.city, '')))), '') as city, p.state
    from public.profiles p where p.id = $1::uuid
  ),
  candidates as (
    select p.id, p.handle, p.full_name, p.avatar_url, p.city, p.state, o.topics,
           array(select t from unnest(o.topics) t where t = any (me.needs) order by t) as matched,
           coalesce(me.city is not null and lower(extensions.unaccent(btrim(coalesce(p.city, '')))) = me.city, false) as same_city,
           coalesce(me.state is not null and p.state = me.state, false) as same_state
    from public.mentor_offers o
      join public.profiles p on p.id = o.user_id
      cross join me
    where o.active and p.id <> $1::uuid and p.handle is not null and p.profile_visibility in ('members', 'public')
      and exists (select 1 from public.mentor_slots s where s.mentor_id = o.user_id)
      and not private.is_blocked_pair($1::uuid, p.id)
  )
  select c.id, c.handle, private.member_display_name(c.full_name), c.avatar_url, c.city, c.state, c.topics,
         c.matched, c.same_city, c.same_state,
         (3 * cardinality(c.matched) + case when c.same_city then 2 else 0 end + case when c.same_state then 1 else 0 end)::integer
  from candidates c
  order by 11 desc, private.mentor_sessions_given(c.id) desc, lower(extensions.unaccent(private.member_display_name(c.full_name))), c.id
  limit least(greatest(coalesce($2::integer, 6), 1), 50)`

// The queries of lib/data, shape for shape (columns trimmed where they do not change the plan).
/**
 * private.search_candidates' visibility queries for the large tables as a visitor's search runs
 * them ($1: the query text), in both of private.search_hits' passes: the words in the title, then
 * the other matches. They must follow supabase/migrations/20261206100001_site_search.sql.
 */
const SEARCH_CANDIDATES_SQL = [
  `select c.id, ts_rank_cd(c.v, q.q), c.at
   from (select private.search_query($1) as q, MATCH as m) q,
   lateral (select p.id, p.search_vector as v, p.published_at as at from public.blog_posts p
            where p.search_vector @@ q.m and p.status = 'published' limit 100) c`,
  `select c.id, ts_rank_cd(c.v, q.q), c.at
   from (select private.search_query($1) as q, MATCH as m) q,
   lateral (select b.id, b.search_vector as v, b.created_at as at from public.businesses b
            where b.search_vector @@ q.m and b.status = 'approved' and b.active limit 100) c`,
  `select c.id, ts_rank_cd(c.v, q.q), c.at
   from (select private.search_query($1) as q, MATCH as m) q,
   lateral (select g.id, g.search_vector as v, g.last_activity_at as at from public.community_groups g
            where g.search_vector @@ q.m and g.kind <> 'hidden' and g.archived_at is null limit 100) c`,
  `select c.id, ts_rank_cd(c.v, q.q), c.at
   from (select private.search_query($1) as q, MATCH as m) q,
   lateral (select t.id, t.search_vector as v, t.last_activity_at as at
            from public.community_topics t join public.community_groups g on g.id = t.group_id
            where t.search_vector @@ q.m and g.kind = 'open' and g.archived_at is null
              and (select true from public.community_posts m
                   where m.topic_id = t.id and m.is_opening and m.hidden_at is null and m.deleted_at is null
                   limit 1)
            limit 100) c`,
  `select c.id, ts_rank_cd(c.v, q.q)
   from (select private.search_query($1) as q, MATCH as m) q,
   lateral (select p.id, p.search_vector as v from public.profiles p
            where p.search_vector @@ q.m and p.handle is not null and p.profile_visibility = 'public' limit 100) c`,
]
const SEARCH_HITS_SQL = [
  "private.search_query($1) && private.search_title_words(private.search_query($1))",
  "private.search_query($1) && !!private.search_title_words(private.search_query($1))",
].flatMap((match) => SEARCH_CANDIDATES_SQL.map((sql) => sql.replace("MATCH", match)))

/** private.search_similar_word's query ($1: the misspelt word). */
const SIMILAR_WORD_SQL = `select c.word
  from (
    select distinct l.word
    from unnest(array(select '%' || substr($1::text, i, 3) || '%' from generate_series(1, length($1::text) - 2) i)) p(pattern),
    lateral (select x.word from private.search_lexicon x where x.word like p.pattern) l
  ) c
  where extensions.similarity(c.word, $1::text) >= 0.35
  order by extensions.similarity(c.word, $1::text) desc, c.word
  limit 1`

const SCENARIOS: Scenario[] = [
  {
    name: "blog list, page 1 (listPublishedPosts)",
    kind: "list",
    as: "visitor",
    run: (db) =>
      db
        .from("blog_posts")
        .select("id, slug, title, excerpt, published_at, category_id", { count: "exact" })
        .eq("status", "published")
        .order("published_at", { ascending: false })
        .order("id", { ascending: true })
        .range(0, 11),
  },
  {
    name: "blog search (?busca=)",
    kind: "search",
    as: "visitor",
    run: (db) =>
      db
        .from("blog_posts")
        .select("id, slug, title, excerpt, published_at", { count: "exact" })
        .eq("status", "published")
        .ilike("search_text", "%empreend%")
        .order("published_at", { ascending: false })
        .order("id", { ascending: true })
        .range(0, 11),
  },
  {
    name: "directory list, page 1 (listListedBusinesses)",
    kind: "list",
    as: "visitor",
    run: (db) =>
      db
        .from("businesses")
        .select("id, slug, name, category, city, state", { count: "exact" })
        .order("name", { ascending: true })
        .order("id", { ascending: true })
        .range(0, 11),
  },
  {
    name: "directory search (?busca=)",
    kind: "search",
    as: "visitor",
    run: (db) =>
      db
        .from("businesses")
        .select("id, slug, name, category, city, state", { count: "exact" })
        .ilike("search_text", "%artesan%")
        .order("name", { ascending: true })
        .order("id", { ascending: true })
        .range(0, 11),
  },
  {
    // The copies share the demo's words, so every term above matches 1 row in 8 at any volume; a
    // copy's number makes a term as rare as a real, specific search.
    name: "directory search, 1 match",
    kind: "search",
    as: "visitor",
    run: (db) =>
      db
        .from("businesses")
        .select("id, slug, name, category, city, state", { count: "exact" })
        .ilike("search_text", "%fios de minas 57%")
        .order("name", { ascending: true })
        .order("id", { ascending: true })
        .range(0, 11),
  },
  {
    name: "business reviews, page 1",
    kind: "list",
    as: "visitor",
    run: (db) =>
      db
        .from("business_reviews")
        .select("id, author_name, rating, comment, created_at, business:businesses!inner(slug)", { count: "exact" })
        .eq("business.slug", "atelie-fios-de-minas")
        .order("created_at", { ascending: false })
        .order("id", { ascending: true })
        .range(0, 9),
  },
  {
    name: "groups list (listListedGroups)",
    kind: "list",
    as: "visitor",
    run: (db) =>
      db
        .from("community_groups")
        .select("id, slug, name, kind, members_count, last_activity_at")
        .order("last_activity_at", { ascending: false })
        .limit(500),
  },
  {
    name: "admin: posts (listAdminPosts)",
    kind: "admin",
    as: "admin",
    run: (db) =>
      db
        .from("blog_posts")
        .select(
          "id, title, slug, status, published_at, created_at, views_count, tags:blog_post_tags(tag:blog_tags(name))"
        )
        .order("created_at", { ascending: false })
        .limit(500),
  },
  {
    name: "admin: posts search",
    kind: "admin",
    as: "admin",
    run: (db) =>
      db
        .from("blog_posts")
        .select("id, title, slug, status, created_at")
        .or("title.ilike.*mulher*,content.ilike.*mulher*")
        .order("created_at", { ascending: false })
        .limit(500),
  },
  {
    name: "admin: subscribers (listNewsletterSubscribers)",
    kind: "admin",
    as: "admin",
    run: (db) =>
      db
        .from("newsletter_subscribers")
        .select("id, name, email, status, subscribed_at, origin, user_type")
        .order("subscribed_at", { ascending: false }),
  },
  {
    name: "admin: pending reviews (listPendingReviews)",
    kind: "admin",
    as: "admin",
    run: (db) =>
      db
        .from("business_reviews")
        .select("id, author_name, rating, comment, created_at")
        .eq("approved", false)
        .is("rejection_reason", null)
        .order("created_at", { ascending: true })
        .limit(100),
  },
  {
    name: "admin: businesses (listAdminBusinesses)",
    kind: "admin",
    as: "admin",
    run: (db) =>
      db
        .from("businesses")
        .select("id, slug, name, status, active, updated_at", { count: "exact" })
        .order("name", { ascending: true })
        .order("id", { ascending: true })
        .limit(100),
  },
  {
    name: "admin: businesses search",
    kind: "admin",
    as: "admin",
    run: (db) =>
      db
        .from("businesses")
        .select("id, slug, name, status, active, updated_at", { count: "exact" })
        .ilike("search_text", "%minas%")
        .order("name", { ascending: true })
        .order("id", { ascending: true })
        .limit(100),
  },
  {
    name: "admin: users (get_profiles_admin_safe)",
    kind: "admin",
    as: "admin",
    run: (db) => db.rpc("get_profiles_admin_safe"),
  },
  {
    // /admin/emails, first page, no filter (listEmailOutbox: EMAILS_PER_PAGE = 50).
    name: "admin: e-mail outbox (admin_list_email_outbox)",
    kind: "admin",
    as: "admin",
    run: (db) => db.rpc("admin_list_email_outbox", { p_limit: 50, p_offset: 0 }),
    inside: async () => [{ sql: OUTBOX_PAGE_SQL, params: [null, null, 50, 0] }],
  },
  {
    name: "admin: e-mail outbox, failed only",
    kind: "admin",
    as: "admin",
    run: (db) => db.rpc("admin_list_email_outbox", { p_status: "failed", p_limit: 50, p_offset: 0 }),
    inside: async () => [{ sql: OUTBOX_PAGE_SQL, params: ["failed", null, 50, 0] }],
  },
  {
    name: "admin: e-mail outbox counts",
    kind: "admin",
    as: "admin",
    run: (db) => db.rpc("admin_email_outbox_counts"),
    inside: async () => [
      {
        sql: `select s.status, (select count(*) from public.email_outbox o where o.status = s.status)
              from unnest(array['pending', 'sent', 'failed', 'cancelled']) with ordinality s(status, n)
              order by s.n`,
        params: [],
      },
    ],
  },
  // The directory's map by state (issue #42, lib/data/directory-map.ts): listed businesses per UF.
  // The statement must follow supabase/migrations/20261206100002_directory_map.sql word for word.
  {
    name: "directory map, listings per state (directory_state_counts)",
    kind: "list",
    as: "visitor",
    run: (db) => db.rpc("directory_state_counts"),
    inside: async () => [
      {
        sql: `select b.state, count(*)
              from public.businesses b
              where b.status = 'approved' and b.active and b.state is not null
              group by b.state
              order by b.state`,
        params: [],
      },
    ],
  },
  // Mentoring (issue #40): the directory's "Oferece mentoria" filter and "Mentoras para você".
  {
    name: "members' directory, offers mentoring (list_member_profiles p_mentoring)",
    kind: "list",
    as: "visitor",
    run: (db) => db.rpc("list_member_profiles", { p_mentoring: true, p_limit: 24 }),
    inside: async () => [{ sql: MENTORING_DIRECTORY_SQL, params: [24] }],
  },
  {
    name: "mentor suggestions (mentor_suggestions)",
    kind: "list",
    as: "member",
    run: (db) => db.rpc("mentor_suggestions", { p_limit: 6 }),
    inside: async () => [{ sql: MENTOR_SUGGESTIONS_SQL, params: [MEMBER.id, 6] }],
  },
  // The scheduler's tick (lib/scheduler/due-work.ts), always at TICK: the first call at each volume
  // (firstTick, before the timings) queues what the growth left due, so every timed call finds the
  // work done and measures what each tick pays when nothing is due, the scan that decides so.
  {
    name: "scheduler: e-mails at once (queue_notification_emails)",
    kind: "scheduler",
    as: "service",
    run: (db) => db.rpc("queue_notification_emails", { p_now: TICK, p_delay_seconds: EMAIL_DELAY_SECONDS }),
    // The insert itself: EXPLAIN ANALYZE runs it, rolled back. It must follow the insert of
    // queue_notification_emails in supabase/migrations/20261203100001_email_notifications.sql word
    // for word ($1 is v_now, $2 p_delay_seconds).
    inside: async () => [
      {
        sql: `insert into public.email_outbox (
                template, to_email, user_id, notification_id, category, data, next_attempt_at, max_attempts)
              select 'notification', e.email, n.user_id, n.id, private.notification_preference_key(n.category),
                     jsonb_build_object('title', n.title, 'message', n.message, 'action_url', n.action_url,
                                        'type', n.type, 'created_at', n.created_at),
                     least($1::timestamptz, now()), 8
              from (
                with fresh as materialized (
                  select n.* from public.notifications n
                  where not n.read
                    and n.created_at > $1::timestamptz - interval '1 day'
                    and n.created_at <= $1::timestamptz - make_interval(secs => greatest(coalesce($2::integer, 300), 0))
                    and n.type <> 'session_reminder'
                    and not exists (select 1 from public.email_outbox o where o.notification_id = n.id)
                )
                select f.* from fresh f
                where private.notification_channel(f.user_id, private.notification_preference_key(f.category)) = 'immediate'
              ) n
                cross join lateral (select private.notification_email_of(n.user_id) as email) e
              where e.email is not null
              order by n.created_at
              on conflict do nothing`,
        params: [TICK, EMAIL_DELAY_SECONDS],
      },
    ],
  },
  {
    name: "scheduler: digests (queue_notification_digests)",
    kind: "scheduler",
    as: "service",
    run: (db) => db.rpc("queue_notification_digests", { p_now: TICK }),
    // The loop's driving scan, and the per-member look for digest items that each tick repeats for
    // a member who is due but got no digest this period (nothing of hers is on the digest): for the
    // one with the most unread notifications in the week, among those on the default daily digest.
    // Both must follow queue_notification_digests in
    // supabase/migrations/20261203100001_email_notifications.sql word for word ($1 is v_now; in the
    // second, $1 is v_user.user_id, $2 v_since and $3 v_now).
    inside: async (db) => {
      const statements: Statement[] = [
        {
          sql: `select u.user_id, private.notification_email_of(u.user_id) as email
                from (
                  select distinct n.user_id from public.notifications n
                  where not n.read and n.created_at > $1::timestamptz - interval '7 days' and n.created_at <= $1::timestamptz
                    and n.type <> 'session_reminder'
                ) u`,
          params: [TICK],
        },
      ]
      const member = (
        await db.query<{ user_id: string }>(
          `select n.user_id from public.notifications n
           where not n.read and n.created_at > $1::timestamptz - interval '7 days' and n.created_at <= $1::timestamptz
             and n.type <> 'session_reminder'
             and not exists (select 1 from public.notification_digests g
                             where g.user_id = n.user_id and g.created_at = $1::timestamptz)
             and not exists (select 1 from public.notification_settings s where s.user_id = n.user_id)
           group by n.user_id order by count(*) desc, n.user_id limit 1`,
          [TICK]
        )
      ).rows[0]
      if (member)
        statements.push({
          sql: `with candidates as (
                  select n.* from public.notifications n
                  where n.user_id = $1::uuid and not n.read and n.type <> 'session_reminder'
                    and n.created_at > $2::timestamptz and n.created_at <= $3::timestamptz
                    and private.notification_channel(n.user_id, private.notification_preference_key(n.category)) = 'digest'
                    and not exists (select 1 from public.email_outbox o
                                    where o.notification_id = n.id and o.status <> 'cancelled')
                )
                select
                  (select coalesce(jsonb_agg(jsonb_build_object(
                            'title', c.title, 'message', c.message, 'action_url', c.action_url,
                            'category', private.notification_preference_key(c.category), 'created_at', c.created_at)
                          order by c.created_at desc), '[]'::jsonb)
                   from (select * from candidates order by created_at desc limit 50) c),
                  (select count(*)::integer from candidates)`,
          // No digest yet: her items since a day before the tick (a daily digest's period).
          params: [member.user_id, new Date(Date.parse(TICK) - 86_400_000).toISOString(), TICK],
        })
      return statements
    },
  },
  // Push notifications (issue #41): what every tick pays to find the fresh notifications of members
  // with a device. No device is grown (the demo data has none), so this is the scan alone.
  {
    name: "scheduler: pushes (queue_push_deliveries)",
    kind: "scheduler",
    as: "service",
    run: (db) => db.rpc("queue_push_deliveries", { p_now: TICK }),
    // The insert itself, rolled back. It must follow queue_push_deliveries in
    // supabase/migrations/20261205100001_push_notifications.sql word for word ($1 is v_now).
    inside: async () => [
      {
        sql: `insert into public.push_deliveries (notification_id, subscription_id)
              select n.id, s.id
              from (
                with fresh as materialized (
                  select n.* from public.notifications n
                  where not n.read and n.created_at > $1::timestamptz - interval '1 hour' and n.created_at <= $1::timestamptz
                    and exists (select 1 from public.push_subscriptions s where s.user_id = n.user_id)
                )
                select f.* from fresh f
                where private.push_enabled(f.user_id, private.notification_preference_key(f.category))
              ) n
                join public.push_subscriptions s on s.user_id = n.user_id and s.created_at <= n.created_at
              order by n.created_at
              on conflict do nothing`,
        params: [TICK],
      },
    ],
  },
  {
    name: "scheduler: session reminders (queue_session_reminders)",
    kind: "scheduler",
    as: "service",
    run: (db) => db.rpc("queue_session_reminders", { p_now: TICK }),
    // The loop's driving scan; each row it finds costs a primary-key insert that does nothing once made.
    // It must follow queue_session_reminders' loop in
    // supabase/migrations/20261203100001_email_notifications.sql word for word ($1 is v_now).
    inside: async () => [
      {
        sql: `select s.id as session_id, s.title as session_title, s.starts_at, p.title as project_title, p.slug,
                     g.user_id
              from public.project_sessions s
                join public.projects p on p.id = s.project_id
                join public.project_signups g on g.project_id = p.id and g.status = 'confirmed'
              where s.starts_at > $1::timestamptz and s.starts_at <= $1::timestamptz + interval '24 hours'
              order by s.starts_at, g.user_id`,
        params: [TICK],
      },
    ],
  },
  // The site search (issue #42): security definer functions over GIN indexes. Their plans show
  // only a Function Scan, so `inside` EXPLAINs the visibility queries of private.search_hits' two passes.
  {
    name: "site search, every kind (search_site)",
    kind: "search",
    as: "visitor",
    run: (db) => db.rpc("search_site", { p_query: "empreendedoras", p_limit: 3 }),
    // private.search_hits runs with enable_seqscan = off (its migration says why).
    inside: async () =>
      SEARCH_HITS_SQL.map((sql) => ({ sql, params: ["empreendedoras"], settings: { enable_seqscan: "off" } })),
  },
  {
    name: "site search, posts page 2 (search_site)",
    kind: "search",
    as: "member",
    run: (db) => db.rpc("search_site", { p_query: "negócio", p_kind: "posts", p_limit: 10, p_offset: 10 }),
  },
  {
    name: "site search counts (search_site_counts)",
    kind: "search",
    as: "visitor",
    run: (db) => db.rpc("search_site_counts", { p_query: "empreendedoras" }),
  },
  {
    name: "site search typo (search_correct)",
    kind: "search",
    as: "visitor",
    run: (db) => db.rpc("search_correct", { p_query: "confetaria" }),
    inside: async () => [{ sql: SIMILAR_WORD_SQL, params: ["confetaria"] }],
  },
  {
    name: "blog search (search_blog_posts)",
    kind: "search",
    as: "visitor",
    run: (db) =>
      db
        .rpc("search_blog_posts", { p_query: "empreendedoras" }, { count: "exact" })
        .select("id, slug, title, excerpt, published_at")
        .range(0, 11),
  },
  {
    name: "directory search (search_businesses)",
    kind: "search",
    as: "visitor",
    run: (db) =>
      db
        .rpc("search_businesses", { p_query: "artesanato" }, { count: "exact" })
        .select("id, slug, name, category, city, state")
        .range(0, 11),
  },
  {
    name: "directory search, 1 match (search_businesses)",
    kind: "search",
    as: "visitor",
    run: (db) =>
      db
        .rpc("search_businesses", { p_query: '"fios de minas 57"' }, { count: "exact" })
        .select("id, slug, name, category, city, state")
        .range(0, 11),
  },
  {
    name: "shop search (search_products)",
    kind: "search",
    as: "visitor",
    run: (db) =>
      db.rpc("search_products", { p_query: "bolo" }, { count: "exact" }).select("id, slug, name").range(0, 11),
  },
  {
    name: "projects search (search_projects)",
    kind: "search",
    as: "visitor",
    run: (db) =>
      db.rpc("search_projects", { p_query: "mei" }, { count: "exact" }).select("id, slug, title").range(0, 11),
  },
  {
    name: "learning search (search_learning_materials)",
    kind: "search",
    as: "visitor",
    run: (db) =>
      db
        .rpc("search_learning_materials", { p_query: "mei" }, { count: "exact" })
        .select("id, slug, title")
        .range(0, 11),
  },
  {
    name: "members search (search_member_profiles)",
    kind: "search",
    as: "member",
    run: (db) => db.rpc("search_member_profiles", { p_query: "costura", p_limit: 24 }),
  },
]

// Issue #43's rows (scripts/bench-scale-insight.ts).
SCENARIOS.push(...INSIGHT_SCENARIOS)

const ORIGINAL = (column: string) => `${column} !~ '-x[0-9]+n[0-9]+$'`

/** `insert into table (every column but id) select …`: each column copied from `src` unless overridden. */
async function copyRows(db: Queryable, table: string, overrides: Record<string, string>, from: string) {
  const columns = (
    await db.query<{ column_name: string }>(
      `select column_name from information_schema.columns
       where table_schema = 'public' and table_name = $1 and is_generated = 'NEVER' and column_name <> 'id'
       order by ordinal_position`,
      [table]
    )
  ).rows.map((row) => row.column_name)
  const values = columns.map((column) => overrides[column] ?? `src.${column}`)
  await db.query(`insert into public.${table} (${columns.join(", ")}) select ${values.join(", ")} from ${from}`)
}

/** Copies the demo rows `copies` times, children under their copied parents; slugs and e-mails stay unique. */
async function grow(db: Queryable, copies: number, round: number) {
  const tag = `x${round}n`
  const series = `generate_series(1, ${copies}) n`
  // Members: the auth.users trigger creates their profiles, as a sign-up does.
  await db.query(
    `insert into auth.users (id, aud, role, email, raw_user_meta_data, email_confirmed_at, created_at)
     select gen_random_uuid(), u.aud, u.role, 'm${tag}' || n || '.' || u.email, u.raw_user_meta_data,
       u.email_confirmed_at, u.created_at - make_interval(days => n)
     from auth.users u, ${series} where u.email !~ '^mx[0-9]+n[0-9]+[.]'`
  )
  await copyRows(
    db,
    "blog_posts",
    {
      slug: `src.slug || '-${tag}' || n`,
      published_at: "src.published_at - make_interval(days => n)",
      created_at: "src.created_at - make_interval(days => n)",
      views_count: "0",
    },
    `public.blog_posts src, ${series} where ${ORIGINAL("src.slug")}`
  )
  await copyRows(
    db,
    "businesses",
    { name: `src.name || ' ' || n`, slug: `src.slug || '-${tag}' || n` },
    `public.businesses src, ${series} where ${ORIGINAL("src.slug")}`
  )
  await copyRows(
    db,
    "business_reviews",
    { business_id: "copy.id", created_at: "src.created_at - make_interval(hours => n)" },
    `public.business_reviews src
     join public.businesses b on b.id = src.business_id and ${ORIGINAL("b.slug")}
     cross join ${series}
     join public.businesses copy on copy.slug = b.slug || '-${tag}' || n`
  )
  await copyRows(
    db,
    "community_groups",
    {
      slug: `src.slug || '-${tag}' || n`,
      name: `left(src.name, 70) || ' ' || n`,
      last_activity_at: "src.last_activity_at - make_interval(hours => n)",
    },
    `public.community_groups src, ${series} where ${ORIGINAL("src.slug")}`
  )
  await copyRows(
    db,
    "community_topics",
    { group_id: "copy.id" },
    `public.community_topics src
     join public.community_groups g on g.id = src.group_id and ${ORIGINAL("g.slug")}
     cross join ${series}
     join public.community_groups copy on copy.slug = g.slug || '-${tag}' || n`
  )
  await copyRows(
    db,
    "community_posts",
    { topic_id: "tcopy.id", group_id: "tcopy.group_id" },
    `public.community_posts src
     join public.community_topics t on t.id = src.topic_id
     join public.community_groups g on g.id = t.group_id and ${ORIGINAL("g.slug")}
     cross join ${series}
     join public.community_groups gcopy on gcopy.slug = g.slug || '-${tag}' || n
     join public.community_topics tcopy on tcopy.group_id = gcopy.id and tcopy.title = t.title
       and tcopy.created_at = t.created_at`
  )
  await copyRows(
    db,
    "newsletter_subscribers",
    { email: `'${tag}' || n || '.' || src.email`, subscribed_at: "src.subscribed_at - make_interval(hours => n)" },
    `public.newsletter_subscribers src, ${series} where src.email !~ '^m?x[0-9]+n[0-9]+[.]'`
  )
  await growNotifications(db, copies, tag)
  await growMentoring(db, tag)
}

/**
 * Each copy of a demo member gets her directory profile (handle suffixed, same visibility, offers,
 * needs, city) and, for the demo mentors, her mentoring offer and weekly slots (issue #40).
 */
async function growMentoring(db: Queryable, tag: string) {
  const copyOf = `copy.email = 'm${tag}' || substring(copy.email from '^m${tag}([0-9]+)[.]') || '.' || u.email`
  await db.query(
    `update public.profiles copy set
       handle = p.handle || '-${tag}' || substring(copy.email from '^m${tag}([0-9]+)[.]'),
       profile_visibility = p.profile_visibility, profile_visibility_changed_at = p.profile_visibility_changed_at,
       bio = p.bio, city = p.city, state = p.state, offers = p.offers, needs = p.needs,
       offers_note = p.offers_note, needs_note = p.needs_note
     from public.profiles p join auth.users u on u.id = p.id and u.email !~ '^mx[0-9]+n[0-9]+[.]'
     where p.handle is not null and copy.email ~ '^m${tag}[0-9]+[.]' and ${copyOf}`
  )
  await copyRows(
    db,
    "mentor_offers",
    { user_id: "copy.id" },
    `public.mentor_offers src
     join auth.users u on u.id = src.user_id and u.email !~ '^mx[0-9]+n[0-9]+[.]'
     join public.profiles copy on copy.email ~ '^m${tag}[0-9]+[.]' and ${copyOf}`
  )
  await copyRows(
    db,
    "mentor_slots",
    { mentor_id: "copy.id" },
    `public.mentor_slots src
     join auth.users u on u.id = src.mentor_id and u.email !~ '^mx[0-9]+n[0-9]+[.]'
     join public.profiles copy on copy.email ~ '^m${tag}[0-9]+[.]' and ${copyOf}`
  )
}

/**
 * Each demo member's notifications (read and unread, as the demo has them) copied to her copies,
 * dated over the week before TICK; and the e-mail outbox those members and subscribers would
 * have by then (issue #39): every template, every state.
 */
async function growNotifications(db: Queryable, copies: number, tag: string) {
  const tick = `'${TICK}'::timestamptz`
  const copy = `'^m${tag}[0-9]+[.]'`
  // The sign-up trigger gave each copy a welcome notification dated now: dated at her sign-up, as
  // the seed does.
  await db.query(
    `update public.notifications n set created_at = u.created_at
     from auth.users u where u.id = n.user_id and n.type = 'welcome' and u.email ~ ${copy}`
  )
  await copyRows(
    db,
    "notifications",
    {
      user_id: "copy.id",
      // Minutes before TICK, within the week a digest looks back on (the e-mails at once: the last
      // day of it); a row's copies ~17 h apart (1009 is prime to the week's 10080 minutes).
      created_at: `${tick} - make_interval(mins => (abs(hashtext(src.user_id::text || src.type || src.title))
        + n * 1009) % (7 * 24 * 60))`,
    },
    `public.notifications src
     join auth.users u on u.id = src.user_id and u.email !~ '^mx[0-9]+n[0-9]+[.]'
     cross join generate_series(1, ${copies}) n
     join auth.users copy on copy.email = 'm${tag}' || n || '.' || u.email
     where src.type not in ('welcome', 'session_reminder')`
  )
  // What earlier ticks left: an e-mail (or reminder) for each notification of a key that goes at
  // once and is over a day old (the last day's are the first tick's work), a digest for each member
  // with something on the digest, a confirmation for each subscriber. 1 in 20 failed for good, 2 in
  // 20 cancelled, 1 in 20 still pending, the rest sent: drawn from the rows' contents, not their
  // random ids, so that runs compare.
  await db.query(
    `with src as (
       select case n.category when 'projects' then 'reminder' else 'notification' end as template,
              lower(u.email) as to_email, n.user_id, n.id as notification_id,
              private.notification_preference_key(n.category) as category, null::uuid as subscriber_id,
              jsonb_build_object('title', n.title, 'message', n.message, 'action_url', n.action_url) as data,
              n.created_at + interval '5 minutes' as created_at,
              abs(hashtext(u.email || n.title || n.created_at::text)) % 20 as h
       from public.notifications n join auth.users u on u.id = n.user_id and u.email ~ ${copy}
       where n.type <> 'welcome' and n.created_at <= ${tick} - interval '1 day'
         and private.notification_default_channel(private.notification_preference_key(n.category)) = 'immediate'
       union all
       select 'digest', lower(u.email), u.id, null, 'digest', null,
              jsonb_build_object('items', '[]'::jsonb, 'total', d.total),
              ${tick} - make_interval(days => 1 + abs(hashtext(u.email)) % 6), abs(hashtext(u.email)) % 20
       from auth.users u
         cross join lateral (
           select count(*)::int as total from public.notifications n
           where n.user_id = u.id
             and private.notification_default_channel(private.notification_preference_key(n.category)) = 'digest') d
       where u.email ~ ${copy} and d.total > 0
       union all
       select 'newsletter_confirmation', lower(s.email), null, null, null, s.id, jsonb_build_object('name', s.name),
              s.subscribed_at, abs(hashtext(s.email)) % 20
       from public.newsletter_subscribers s where s.email ~ '^${tag}[0-9]+[.]'
     )
     insert into public.email_outbox (
       template, to_email, user_id, notification_id, category, subscriber_id, data, status, attempts, max_attempts,
       next_attempt_at, subject, last_error, processed_at, created_at)
     select src.template, src.to_email, src.user_id, src.notification_id, src.category, src.subscriber_id,
            src.data, st.status,
            case st.status when 'pending' then 0 when 'failed' then st.max_attempts else 1 end, st.max_attempts,
            src.created_at, case when st.status = 'sent' then 'Convergência Empreendedora' end,
            case when st.status = 'failed' then 'MailRelay: 503 Service Unavailable' end,
            case when st.status <> 'pending' then src.created_at + interval '1 minute' end, src.created_at
     from src
       cross join lateral (
         select case when src.h = 0 then 'failed' when src.h in (1, 2) then 'cancelled' when src.h = 3 then 'pending'
                     else 'sent' end as status,
                case src.template when 'newsletter_confirmation' then 5 else 8 end as max_attempts) st`
  )
}

/**
 * The scheduler's first tick at TICK: queues what the growth left due (for the timed ticks to find
 * done), and says how much.
 */
async function firstTick(service: Client) {
  const queued: string[] = []
  for (const scenario of SCENARIOS.filter((candidate) => candidate.kind === "scheduler")) {
    const { data, error } = await scenario.run(service)
    if (error) throw new Error(`${scenario.name}: ${error.message}`)
    queued.push(`${String(data)} ${/\((\w+)\)/.exec(scenario.name)?.[1] ?? scenario.name}`)
  }
  return queued.join(", ")
}

const COUNTED = [
  "profiles",
  "blog_posts",
  "businesses",
  "business_reviews",
  "community_groups",
  "community_topics",
  "community_posts",
  "newsletter_subscribers",
  "notifications",
  "email_outbox",
  "mentor_offers",
]

async function volumes(db: Queryable) {
  const row = (
    await db.query<Record<string, number>>(
      `select ${COUNTED.map((table) => `(select count(*)::int from public.${table}) as ${table}`).join(", ")}`
    )
  ).rows[0]!
  return row
}

const local = await startLocalSupabase({ dataDir: "memory://", port: 0, quiet: true })

// Records the statements each REST request runs, with its role and claims, to EXPLAIN them after.
let recording: { ctx: RequestContext; sql: string; params: unknown[] }[] | null = null
const withRequest = local.db.withRequest.bind(local.db)
local.db.withRequest = <T>(ctx: RequestContext, fn: (q: Queryable) => Promise<T>) =>
  withRequest(ctx, (q) =>
    fn(
      new Proxy(q, {
        get(target, property, receiver) {
          const value: unknown = Reflect.get(target, property, receiver)
          if (property !== "query" || typeof value !== "function") return value
          return (sql: string, params: unknown[] = [], ...rest: unknown[]) => {
            if (recording && !/^\s*(select set_config|begin|commit|rollback)/i.test(sql))
              recording.push({ ctx, sql, params })
            return (value as (...args: unknown[]) => unknown).call(target, sql, params, ...rest)
          }
        },
      })
    )
  )

const options = {
  auth: { persistSession: false, autoRefreshToken: false },
  // Node 20 has no WebSocket; realtime is never used here, but the client builds it.
  realtime: { transport: WebSocket as unknown as WebSocketLikeConstructor },
}
const visitor = createClient(local.url, LOCAL_ANON_KEY, options)
const admin = createClient(local.url, LOCAL_ANON_KEY, options)
const signIn = await admin.auth.signInWithPassword(ADMIN)
if (signIn.error) throw new Error(`admin sign-in: ${signIn.error.message}`)
const member = createClient(local.url, LOCAL_ANON_KEY, options)
const memberSignIn = await member.auth.signInWithPassword(MEMBER)
if (memberSignIn.error) throw new Error(`member sign-in: ${memberSignIn.error.message}`)
// The server's own client (the scheduler's): the queueing functions are the service role's alone.
const service = createClient(local.url, LOCAL_SERVICE_ROLE_KEY, options)
const clients: Record<Scenario["as"], Client> = { visitor, member, admin, service }

interface Plan {
  sql: string
  plan: string
  executionMs: number
  seqScans: string[]
  /** A statement inside a called function (Scenario.inside), not one the backend sent. */
  inside: boolean
}
interface Measure {
  medianMs: number
  rows: number
  plans: Plan[]
}

function toPlan(sql: string, rows: { "QUERY PLAN": string }[], inside: boolean): Plan {
  const plan = rows.map((row) => row["QUERY PLAN"]).join("\n")
  const executionMs = Number(/Execution Time: ([\d.]+) ms/.exec(plan)?.[1] ?? Number.NaN)
  return { sql, plan, executionMs, seqScans: seqScans(plan), inside }
}

async function measureScenario(scenario: Scenario): Promise<Measure> {
  const client = clients[scenario.as]
  const once = async () => {
    const result = await scenario.run(client)
    if (result.error) throw new Error(`${scenario.name}: ${result.error.message}`)
    return result
  }
  for (let i = 0; i < 10; i++) await once()
  const samples: number[] = []
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now()
    await once()
    samples.push(performance.now() - start)
  }
  recording = []
  const last = await once()
  const statements = recording
  recording = null
  const plans: Plan[] = []
  for (const { ctx, sql, params } of statements) {
    // Rolled back, and read-only unless the request was not: the scheduler's calls may write (EXPLAIN
    // ANALYZE runs them), though once the first tick did the work they find nothing to write.
    // One EXPLAIN ANALYZE moves by milliseconds on a shared machine: the median of EXPLAIN_RUNS,
    // with the last one's plan.
    const runs: Plan[] = []
    for (let i = 0; i < EXPLAIN_RUNS; i++) {
      const result = await local.db.withRequest({ ...ctx, readOnly: ctx.readOnly ?? true, rollback: true }, (q) =>
        q.query<{ "QUERY PLAN": string }>(`explain (analyze, costs off) ${sql}`, params)
      )
      runs.push(toPlan(sql, result.rows, false))
    }
    plans.push({ ...runs.at(-1)!, executionMs: median(runs.map((run) => run.executionMs)) })
  }
  const inside = scenario.inside ? await local.db.exclusive((q) => scenario.inside!(q)) : []
  for (const { sql, params, settings } of inside) {
    const result = await local.db.exclusive(async (q) => {
      await q.query("begin")
      try {
        for (const [name, value] of Object.entries(settings ?? {}))
          await q.query("select set_config($1, $2, true)", [name, value])
        return await q.query<{ "QUERY PLAN": string }>(`explain (analyze, costs off) ${sql}`, params)
      } finally {
        await q.query("rollback")
      }
    })
    plans.push(toPlan(sql, result.rows, true))
  }
  // Rows returned; for the scheduler's calls, rows queued (0 when the timed ticks found the work done).
  const rows = Array.isArray(last.data) ? last.data.length : typeof last.data === "number" ? last.data : 0
  return { medianMs: median(samples), rows, plans }
}

/**
 * PGlite runs in this process: growing 100× (about 30 s) or vacuuming blocks the event loop, so the
 * server's keep-alive timers for the clients' idle sockets expire unseen. Without a pause the next
 * request goes out on such a socket just as the server's overdue timer closes it: `fetch failed`
 * (ECONNRESET). Yielding lets the server close them first, so the clients open fresh connections.
 */
async function settle() {
  await new Promise((resolve) => setTimeout(resolve, 500))
}

const results = new Map<string, Map<number, Measure>>()
const volumeRows: string[][] = [["volume", ...COUNTED]]
let factor = 1
for (const target of [1, ...FACTORS]) {
  const grew = target > factor
  if (grew) {
    const started = performance.now()
    // Grow from the current volume to the target: copy the demo rows (target - 1) times in total.
    await local.db.asOwner((q) => grow(q, target - factor, target))
    factor = target
    console.log(`grew to ${target}× the demo volume in ${((performance.now() - started) / 1000).toFixed(1)} s`)
    await settle()
  }
  console.log(`${target}×: the scheduler's first tick at ${TICK} queued ${await firstTick(service)}`)
  // What autovacuum does on a real database: statistics, and the visibility map index-only scans need.
  if (grew) {
    await local.db.exclusive((q) => q.exec("vacuum analyze"))
    await settle()
  }
  const counts = await local.db.exclusive(volumes)
  volumeRows.push([`${target}×`, ...COUNTED.map((table) => String(counts[table]))])
  for (const scenario of SCENARIOS) {
    if (ONLY && !ONLY.test(scenario.name)) continue
    const measure = await measureScenario(scenario)
    if (!results.has(scenario.name)) results.set(scenario.name, new Map())
    results.get(scenario.name)!.set(target, measure)
    if (PLANS_DIR) {
      mkdirSync(PLANS_DIR, { recursive: true })
      const file = path.join(PLANS_DIR, `${target}x-${scenario.name.replace(/[^a-z0-9]+/gi, "-").toLowerCase()}.txt`)
      const text = measure.plans.map(
        ({ sql, plan, inside }) => `${inside ? "-- inside the function, as its owner\n" : ""}${sql}\n\n${plan}`
      )
      writeFileSync(file, text.join("\n\n----\n\n"))
    }
  }
}
await local.close()

const volumesUsed = [1, ...FACTORS]
console.log(`\nbench:scale — local backend (PGlite) in memory, median of ${RUNS} runs per query\n`)
console.log(formatTable(volumeRows))
console.log("")
console.log(
  formatTable([
    [
      "query",
      "as",
      ...volumesUsed.map((volume) => `${volume}× ms`),
      ...volumesUsed.slice(1).map((volume) => `growth ${volume}×`),
      `rows ${volumesUsed.at(-1)}×`,
      `SQL ms ${volumesUsed.at(-1)}×`,
      `seq scans ${volumesUsed.at(-1)}×`,
    ],
    ...SCENARIOS.filter((scenario) => !ONLY || ONLY.test(scenario.name)).map((scenario) => {
      const byVolume = results.get(scenario.name)!
      const base = byVolume.get(1)!.medianMs
      const largest = byVolume.get(volumesUsed.at(-1)!)!
      return [
        scenario.name,
        scenario.as,
        ...volumesUsed.map((volume) => byVolume.get(volume)!.medianMs.toFixed(1)),
        ...volumesUsed.slice(1).map((volume) => growth(base, byVolume.get(volume)!.medianMs)),
        String(largest.rows),
        largest.plans
          .filter((plan) => !plan.inside)
          .map((plan) => plan.executionMs.toFixed(1))
          .join(" + "),
        [...new Set(largest.plans.flatMap((plan) => plan.seqScans))].join(", ") || "none",
      ]
    }),
  ])
)
console.log(
  "\nms: the whole request through supabase-js and the local backend; SQL ms: EXPLAIN ANALYZE of the statements it ran (median of 5)." +
    "\nseq scans of a function call include those of the statements inside it (Scenario.inside), which its plan hides." +
    "\nrows of the scheduler's calls: rows queued by the last timed tick (0: it found the work done)."
)
process.exit(0)
