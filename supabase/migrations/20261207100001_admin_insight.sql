-- Issue #43, insight: the figures the admin charts draw, computed here (never in the app), for a
-- period [p_from, p_to) cut into buckets (day, week or month) as Brazil lives them
-- (America/Sao_Paulo); times stay stored in UTC, money in integer centavos. Every admin function
-- checks is_admin() itself and answers 42501 to anyone else. A business's listing views and
-- contact clicks are counted here too (once per visitor, business and kind in any 24 hours, as
-- post views are: 20261128140001_views_and_errors.sql), and its owner reads her own series.

-- ---------------------------------------------------------------------------------------------
-- Indexes on the times the series bucket by: each series reads one range of one index.
-- ---------------------------------------------------------------------------------------------
create index if not exists businesses_submitted_idx on public.businesses (submitted_at);
create index if not exists business_reviews_created_idx on public.business_reviews (created_at);
create index if not exists community_posts_created_idx on public.community_posts (created_at);
create index if not exists community_topics_created_at_idx on public.community_topics (created_at);
create index if not exists project_signups_created_idx on public.project_signups (created_at);
create index if not exists project_attendance_marked_idx on public.project_attendance (marked_at) where present;
create index if not exists orders_placed_idx on public.orders (placed_at);
create index if not exists orders_paid_idx on public.orders (paid_at) where paid_at is not null;
create index if not exists newsletter_subscribers_confirmed_idx on public.newsletter_subscribers (confirmed_at)
  where confirmed_at is not null;
create index if not exists learning_progress_completed_idx on public.learning_progress (completed_at);
create index if not exists certificates_issued_idx on public.certificates (issued_at);
create index if not exists direct_messages_created_idx on public.direct_messages (created_at);

-- ---------------------------------------------------------------------------------------------
-- Buckets
-- ---------------------------------------------------------------------------------------------

-- The São Paulo day, week (Monday) or month an instant falls in, named by its first day.
create function private.insight_bucket(p_at timestamptz, p_bucket text)
returns date
language sql
immutable
parallel safe
set search_path = ''
as $$
  select date_trunc(p_bucket, p_at at time zone 'America/Sao_Paulo')::date
$$;

-- Refuses a caller who is not an admin (42501) and a period the charts cannot draw (22023): the
-- period must be ordered, and at most 400 buckets long.
create function private.insight_guard(p_from timestamptz, p_to timestamptz, p_bucket text)
returns void
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if auth.uid() is null or not public.is_admin() then
    raise exception 'permission denied: admins only' using errcode = '42501';
  end if;
  if p_from is null or p_to is null or p_to <= p_from then
    raise exception 'invalid period' using errcode = '22023';
  end if;
  if p_bucket is null or p_bucket not in ('day', 'week', 'month') then
    raise exception 'invalid bucket' using errcode = '22023';
  end if;
  if (p_to - p_from) > ('400 ' || p_bucket)::interval then
    raise exception 'period too long for the bucket' using errcode = '22023';
  end if;
end;
$$;

-- Every bucket of the period: its first São Paulo day, and the instants it covers within the
-- period [starts, ends). The series count events per bucket by an index range on those instants,
-- so no event's time is converted to São Paulo's (a time zone conversion per row is what cost most).
create function private.insight_buckets(p_from timestamptz, p_to timestamptz, p_bucket text)
returns table (bucket date, starts timestamptz, ends timestamptz)
language sql
stable
set search_path = ''
as $$
  select g::date,
         greatest(g at time zone 'America/Sao_Paulo', p_from),
         least((g + ('1 ' || p_bucket)::interval) at time zone 'America/Sao_Paulo', p_to)
  from generate_series(
    private.insight_bucket(p_from, p_bucket)::timestamp,
    private.insight_bucket(p_to - interval '1 microsecond', p_bucket)::timestamp,
    ('1 ' || p_bucket)::interval
  ) g
$$;

revoke execute on function private.insight_bucket(timestamptz, text), private.insight_guard(timestamptz, timestamptz, text),
  private.insight_buckets(timestamptz, timestamptz, text) from public;
grant execute on function private.insight_bucket(timestamptz, text), private.insight_guard(timestamptz, timestamptz, text),
  private.insight_buckets(timestamptz, timestamptz, text) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- Admin series. Each returns (bucket, series, value): a row per bucket and series, zeros
-- included; the per-group/per-state ones return (label, series, value).
-- ---------------------------------------------------------------------------------------------

-- New members per bucket, and active members: those who acted (wrote in the community, reviewed a
-- business, placed an order, signed up for a project, completed a learning material or sent a
-- direct message) in the 30 days up to the bucket's end (or now, for the bucket under way); by
-- day, on that São Paulo day or the 29 before it.
create function public.admin_insight_members(p_from timestamptz, p_to timestamptz, p_bucket text)
returns table (bucket date, series text, value bigint)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.insight_guard(p_from, p_to, p_bucket);
  if p_bucket = 'day' then
    -- By day: who acted on each São Paulo day once (an index range per day and table), then a
    -- day's active members are those of that day and the 29 before. Scanning 30 days of events
    -- again for every bucket cost twice the target at 100× the demo data.
    return query
    with b as materialized (
      select k.bucket, k.starts, k.ends from private.insight_buckets(p_from, p_to, 'day') k
    ),
    days as materialized (
      select d::date as day, d at time zone 'America/Sao_Paulo' as starts,
             (d + interval '1 day') at time zone 'America/Sao_Paulo' as ends
      from generate_series(
        (private.insight_bucket(p_from, 'day') - 29)::timestamp,
        private.insight_bucket(p_to - interval '1 microsecond', 'day')::timestamp,
        interval '1 day'
      ) d
    ),
    pairs as materialized (
      select distinct days.day, a.user_id
      from days cross join lateral (
        select p.author_id from public.community_posts p where p.created_at >= days.starts and p.created_at < days.ends
        union all
        select r.author_id from public.business_reviews r where r.created_at >= days.starts and r.created_at < days.ends
        union all
        select o.buyer_id from public.orders o where o.placed_at >= days.starts and o.placed_at < days.ends
        union all
        select s.user_id from public.project_signups s where s.created_at >= days.starts and s.created_at < days.ends
        union all
        select l.user_id from public.learning_progress l
        where l.completed_at >= days.starts and l.completed_at < days.ends
        union all
        select m.sender_id from public.direct_messages m where m.created_at >= days.starts and m.created_at < days.ends
      ) a (user_id)
      where a.user_id is not null
    )
    select b.bucket, 'new_members'::text,
           (select count(*) from public.profiles p where p.created_at >= b.starts and p.created_at < b.ends)
    from b
    union all
    select b.bucket, 'active_members'::text,
           (select count(distinct x.user_id) from pairs x where x.day > b.bucket - 30 and x.day <= b.bucket)
    from b
    order by 1, 2;
    return;
  end if;
  -- By week or month: few buckets, each counting the 30 days up to its end by index ranges.
  return query
  with b as materialized (
    select k.bucket, k.starts, least(k.ends, greatest(now(), k.starts)) as ends
    from private.insight_buckets(p_from, p_to, p_bucket) k
  )
  select b.bucket, 'new_members'::text,
         (select count(*) from public.profiles p where p.created_at >= b.starts and p.created_at < b.ends)
  from b
  union all
  select b.bucket, 'active_members'::text, (
    select count(distinct a.user_id) from (
      select p.author_id from public.community_posts p
      where p.created_at >= b.ends - interval '30 days' and p.created_at < b.ends
      union all
      select r.author_id from public.business_reviews r
      where r.created_at >= b.ends - interval '30 days' and r.created_at < b.ends
      union all
      select o.buyer_id from public.orders o
      where o.placed_at >= b.ends - interval '30 days' and o.placed_at < b.ends
      union all
      select s.user_id from public.project_signups s
      where s.created_at >= b.ends - interval '30 days' and s.created_at < b.ends
      union all
      select l.user_id from public.learning_progress l
      where l.completed_at >= b.ends - interval '30 days' and l.completed_at < b.ends
      union all
      select m.sender_id from public.direct_messages m
      where m.created_at >= b.ends - interval '30 days' and m.created_at < b.ends
    ) a (user_id))
  from b
  order by 1, 2;
end;
$$;

-- Listings submitted and reviews written per bucket.
create function public.admin_insight_directory(p_from timestamptz, p_to timestamptz, p_bucket text)
returns table (bucket date, series text, value bigint)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.insight_guard(p_from, p_to, p_bucket);
  return query
  select k.bucket, 'listings'::text, (select count(*) from public.businesses x where x.submitted_at >= k.starts and x.submitted_at < k.ends)
  from private.insight_buckets(p_from, p_to, p_bucket) k
  union all
  select k.bucket, 'reviews'::text, (select count(*) from public.business_reviews r where r.created_at >= k.starts and r.created_at < k.ends)
  from private.insight_buckets(p_from, p_to, p_bucket) k
  order by 1, 2;
end;
$$;

-- Listings submitted and reviews written in the period, by the business's state (UF).
create function public.admin_insight_directory_by_state(p_from timestamptz, p_to timestamptz)
returns table (label text, series text, value bigint)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.insight_guard(p_from, p_to, 'month');
  return query
  with ev as (
    select coalesce(x.state, '—') as label, 'listings'::text as series
    from public.businesses x where x.submitted_at >= p_from and x.submitted_at < p_to
    union all
    select coalesce(x.state, '—'), 'reviews'
    from public.business_reviews r join public.businesses x on x.id = r.business_id
    where r.created_at >= p_from and r.created_at < p_to
  ),
  labels as (select distinct ev.label from ev)
  select l.label, s.series, count(ev.label)::bigint
  from labels l
  cross join (values ('listings'), ('reviews')) s (series)
  left join ev on ev.label = l.label and ev.series = s.series
  group by l.label, s.series
  order by 1, 2;
end;
$$;

-- Topics opened and replies written in the period, per community group (archived ones included).
create function public.admin_insight_community(p_from timestamptz, p_to timestamptz)
returns table (label text, series text, value bigint)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.insight_guard(p_from, p_to, 'month');
  return query
  with ev as (
    select t.group_id, 'topics'::text as series
    from public.community_topics t where t.created_at >= p_from and t.created_at < p_to
    union all
    select p.group_id, 'replies'
    from public.community_posts p
    where p.created_at >= p_from and p.created_at < p_to and not p.is_opening and p.deleted_at is null
  ),
  groups as (select distinct ev.group_id from ev)
  select g.name, s.series, count(ev.group_id)::bigint
  from groups
  join public.community_groups g on g.id = groups.group_id
  cross join (values ('replies'), ('topics')) s (series)
  left join ev on ev.group_id = groups.group_id and ev.series = s.series
  group by g.id, g.name, s.series
  order by 1, 2;
end;
$$;

-- Project sign-ups (any status they are in now), attendances marked present, and project
-- certificates issued (a completed project; revoked ones left out) per bucket.
create function public.admin_insight_projects(p_from timestamptz, p_to timestamptz, p_bucket text)
returns table (bucket date, series text, value bigint)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.insight_guard(p_from, p_to, p_bucket);
  return query
  select k.bucket, 'signups'::text, (select count(*) from public.project_signups s where s.created_at >= k.starts and s.created_at < k.ends)
  from private.insight_buckets(p_from, p_to, p_bucket) k
  union all
  select k.bucket, 'attendance'::text, (select count(*) from public.project_attendance a where a.marked_at >= k.starts and a.marked_at < k.ends and a.present)
  from private.insight_buckets(p_from, p_to, p_bucket) k
  union all
  select k.bucket, 'completions'::text, (select count(*) from public.certificates c where c.issued_at >= k.starts and c.issued_at < k.ends and c.kind = 'project' and c.revoked_at is null)
  from private.insight_buckets(p_from, p_to, p_bucket) k
  order by 1, 2;
end;
$$;

-- Orders placed, and the paid volume in centavos (orders paid in the bucket that are paid, ready
-- or delivered now: a cancelled order's money is not counted).
create function public.admin_insight_orders(p_from timestamptz, p_to timestamptz, p_bucket text)
returns table (bucket date, series text, value bigint)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.insight_guard(p_from, p_to, p_bucket);
  return query
  select k.bucket, 'orders'::text,
         (select count(*) from public.orders o where o.placed_at >= k.starts and o.placed_at < k.ends)
  from private.insight_buckets(p_from, p_to, p_bucket) k
  union all
  select k.bucket, 'paid_cents'::text,
         (select coalesce(sum(o.total_cents), 0)::bigint from public.orders o
          where o.paid_at >= k.starts and o.paid_at < k.ends and o.status in ('paid', 'ready', 'delivered'))
  from private.insight_buckets(p_from, p_to, p_bucket) k
  order by 1, 2;
end;
$$;

-- Newsletter subscriptions (addresses that signed up) and confirmations (double opt-in done).
create function public.admin_insight_newsletter(p_from timestamptz, p_to timestamptz, p_bucket text)
returns table (bucket date, series text, value bigint)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.insight_guard(p_from, p_to, p_bucket);
  return query
  select k.bucket, 'subscriptions'::text, (select count(*) from public.newsletter_subscribers n where n.subscribed_at >= k.starts and n.subscribed_at < k.ends)
  from private.insight_buckets(p_from, p_to, p_bucket) k
  union all
  select k.bucket, 'confirmations'::text, (select count(*) from public.newsletter_subscribers n where n.confirmed_at >= k.starts and n.confirmed_at < k.ends)
  from private.insight_buckets(p_from, p_to, p_bucket) k
  order by 1, 2;
end;
$$;

-- Learning materials completed and track certificates issued (revoked ones left out).
create function public.admin_insight_learning(p_from timestamptz, p_to timestamptz, p_bucket text)
returns table (bucket date, series text, value bigint)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.insight_guard(p_from, p_to, p_bucket);
  return query
  select k.bucket, 'completed_materials'::text, (select count(*) from public.learning_progress l where l.completed_at >= k.starts and l.completed_at < k.ends)
  from private.insight_buckets(p_from, p_to, p_bucket) k
  union all
  select k.bucket, 'certificates'::text, (select count(*) from public.certificates c where c.issued_at >= k.starts and c.issued_at < k.ends and c.kind = 'track' and c.revoked_at is null)
  from private.insight_buckets(p_from, p_to, p_bucket) k
  order by 1, 2;
end;
$$;

revoke execute on function
  public.admin_insight_members(timestamptz, timestamptz, text),
  public.admin_insight_directory(timestamptz, timestamptz, text),
  public.admin_insight_directory_by_state(timestamptz, timestamptz),
  public.admin_insight_community(timestamptz, timestamptz),
  public.admin_insight_projects(timestamptz, timestamptz, text),
  public.admin_insight_orders(timestamptz, timestamptz, text),
  public.admin_insight_newsletter(timestamptz, timestamptz, text),
  public.admin_insight_learning(timestamptz, timestamptz, text)
from public, anon;
grant execute on function
  public.admin_insight_members(timestamptz, timestamptz, text),
  public.admin_insight_directory(timestamptz, timestamptz, text),
  public.admin_insight_directory_by_state(timestamptz, timestamptz),
  public.admin_insight_community(timestamptz, timestamptz),
  public.admin_insight_projects(timestamptz, timestamptz, text),
  public.admin_insight_orders(timestamptz, timestamptz, text),
  public.admin_insight_newsletter(timestamptz, timestamptz, text),
  public.admin_insight_learning(timestamptz, timestamptz, text)
to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- A business's listing views and contact clicks
-- ---------------------------------------------------------------------------------------------

-- One row per business, São Paulo day and kind: counts only, no visitor is stored here.
create table public.business_activity (
  business_id uuid not null references public.businesses (id) on delete cascade,
  day date not null,
  kind text not null check (kind in ('view', 'whatsapp', 'instagram', 'website', 'email')),
  count integer not null default 0 check (count >= 0),
  primary key (business_id, day, kind)
);
comment on table public.business_activity is
  'Listing views and contact clicks per business, São Paulo day and kind. Written by record_business_activity (service role); read by business_activity_series (owner, admin).';
alter table public.business_activity enable row level security;
-- Her own business's rows to the owner, every row to admins; written only by the function below.
create policy business_activity_select_owner on public.business_activity
  for select to authenticated using (
    (select public.is_admin())
    or exists (select 1 from public.businesses b where b.id = business_id and b.owner_id = (select auth.uid()))
  );
grant select on public.business_activity to authenticated;
grant all on public.business_activity to service_role;

-- Who counted already, as post views keep it: a keyed hash of the visitor's address, two days at most.
create table private.business_activity_marks (
  day date not null,
  business_id uuid not null,
  kind text not null,
  visitor_hash text not null,
  counted_at timestamptz not null default now(),
  primary key (day, business_id, kind, visitor_hash)
);
create index business_activity_marks_visitor on private.business_activity_marks (business_id, kind, visitor_hash, counted_at);

create function public.record_business_activity(p_business_id uuid, p_kind text, p_visitor_hash text)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_today date := (now() at time zone 'America/Sao_Paulo')::date;
begin
  if p_visitor_hash is null or p_visitor_hash !~ '^[0-9a-f]{64}$' then
    raise exception 'invalid visitor_hash' using errcode = '22023';
  end if;
  if p_kind is null or p_kind not in ('view', 'whatsapp', 'instagram', 'website', 'email') then
    raise exception 'invalid kind' using errcode = '22023';
  end if;
  if not exists (
    select 1 from public.businesses b where b.id = p_business_id and b.status = 'approved' and b.active
  ) then
    return null;
  end if;
  delete from private.business_activity_marks m where m.day < v_today - 1;
  perform pg_advisory_xact_lock(
    hashtextextended('business_activity:' || p_business_id::text || ':' || p_kind || ':' || p_visitor_hash, 0)
  );
  if exists (
    select 1 from private.business_activity_marks m
    where m.business_id = p_business_id and m.kind = p_kind and m.visitor_hash = p_visitor_hash
      and m.counted_at > now() - interval '24 hours'
  ) then
    return false;
  end if;
  insert into private.business_activity_marks (day, business_id, kind, visitor_hash, counted_at)
  values (v_today, p_business_id, p_kind, p_visitor_hash, now())
  on conflict on constraint business_activity_marks_pkey do update set counted_at = excluded.counted_at;
  insert into public.business_activity as a (business_id, day, kind, count)
  values (p_business_id, v_today, p_kind, 1)
  on conflict on constraint business_activity_pkey do update set count = a.count + 1;
  return true;
end;
$$;
comment on function public.record_business_activity(uuid, text, text) is
  'Service role only (the listing page''s view pixel and contact redirect, rate-limited per address). Counts one view or contact click of a listed business per visitor_hash and kind in any 24 hours: true when counted, false when already counted, null when the business is not listed.';

-- Her listing's views and contact clicks (all channels together) per bucket: the owner, or an admin.
create function public.business_activity_series(
  p_business_id uuid, p_from timestamptz, p_to timestamptz, p_bucket text
)
returns table (bucket date, series text, value bigint)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if auth.uid() is null or not (
    public.is_admin() or exists (
      select 1 from public.businesses b where b.id = p_business_id and b.owner_id = auth.uid()
    )
  ) then
    raise exception 'permission denied: the business''s owner only' using errcode = '42501';
  end if;
  if p_from is null or p_to is null or p_to <= p_from or p_to - p_from > interval '400 days'
     or p_bucket is null or p_bucket not in ('day', 'week', 'month') then
    raise exception 'invalid period' using errcode = '22023';
  end if;
  return query
  with ev as (
    -- The day is São Paulo's already: truncated as it is, no time zone conversion per row.
    select date_trunc(p_bucket, a.day)::date as bucket,
           case a.kind when 'view' then 'views' else 'contacts' end as series,
           a.count
    from public.business_activity a
    where a.business_id = p_business_id
      and a.day >= (p_from at time zone 'America/Sao_Paulo')::date
      and a.day <= ((p_to - interval '1 microsecond') at time zone 'America/Sao_Paulo')::date
  )
  select k.bucket, s.series, coalesce(sum(ev.count), 0)::bigint
  from private.insight_buckets(p_from, p_to, p_bucket) k
  cross join (values ('contacts'), ('views')) s (series)
  left join ev on ev.bucket = k.bucket and ev.series = s.series
  group by k.bucket, s.series
  order by 1, 2;
end;
$$;

revoke execute on function public.record_business_activity(uuid, text, text),
  public.business_activity_series(uuid, timestamptz, timestamptz, text) from public, anon, authenticated;
grant execute on function public.record_business_activity(uuid, text, text) to service_role;
grant execute on function public.business_activity_series(uuid, timestamptz, timestamptz, text)
  to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- The home and about figures: fixed text, or live counts rounded down ("1.200+")
-- ---------------------------------------------------------------------------------------------
alter table public.site_settings add column live_figures boolean not null default false;
comment on column public.site_settings.live_figures is
  'When true, the home and about figures whose label names members, businesses, projects or cities show live counts rounded down; the others keep their fixed text.';

-- What the public pages show: the fixed figures, plus live counts when the setting is on (so the
-- counts are read only when used). Counts: members (profiles), listed businesses, all
-- projects, distinct cities of listed businesses and members.
create or replace function public.get_public_site_settings()
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'site_name', s.site_name,
    'site_description', s.site_description,
    'contact_email', s.contact_email,
    'contact_phone', s.contact_phone,
    'social_instagram', s.social_instagram,
    'social_facebook', s.social_facebook,
    'social_linkedin', s.social_linkedin,
    'social_youtube', s.social_youtube,
    'home_stats', s.home_stats,
    'about_impact', s.about_impact,
    'referral_window_days', s.referral_window_days,
    'live_counts', case when s.live_figures then jsonb_build_object(
      'members', (select count(*) from public.profiles),
      'businesses', (select count(*) from public.businesses b where b.status = 'approved' and b.active),
      'projects', (select count(*) from public.projects),
      'cities', (select count(distinct lower(c.city)) from (
          select b.city from public.businesses b where b.status = 'approved' and b.active and b.city is not null
          union all
          select p.city from public.profiles p where p.city is not null) c)
    ) end)
  from public.site_settings s
  where s.id
$$;
