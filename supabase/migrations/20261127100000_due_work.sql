-- Due work (issue #30): what must happen at a time rather than on a request (scheduled posts now;
-- reminders and digests later), run through one endpoint, POST /api/cron. The app's own scheduler
-- (lib/scheduler/ticker.mjs) calls it on every app server; a hosted cron (pg_cron + pg_net, Vercel)
-- may call it too. Several servers in front of one database tick on their own clocks, so each tick
-- first takes a lease here: one server does the tick's work, the others answer "skipped".

-- ---------------------------------------------------------------------------------------------
-- One row per job. locked_until is when another tick may take the job again; last_run_at is when
-- the last tick that took it started (for whoever wonders whether the scheduler runs at all).
-- In `private`: nothing reaches it through the API, only claim_due_work() below.
-- ---------------------------------------------------------------------------------------------
create table private.due_work_leases (
  job text primary key check (job ~ '^[a-z][a-z0-9-]{0,62}$'),
  locked_until timestamptz not null,
  last_run_at timestamptz not null
);
comment on table private.due_work_leases is
  'The due-work scheduler''s lease per job (POST /api/cron). Written only by claim_due_work(); no API role reads or writes it.';
revoke all on table private.due_work_leases from public, anon, authenticated;
alter table private.due_work_leases enable row level security;
-- Says in the catalogue what the missing grants already enforce.
create policy "due_work_leases: no direct access" on private.due_work_leases
  as restrictive for all to anon, authenticated using (false) with check (false);

-- Takes `p_job`'s lease at `p_now` for `p_lease_seconds` when nobody holds it, in one statement:
-- of two servers claiming at once, the second waits for the first's row lock, then finds the lease
-- taken (PostgreSQL re-checks the ON CONFLICT ... WHERE against the row the first one wrote), so
-- exactly one gets true. The caller's clock decides (p_now), so tests move it instead of waiting.
create function public.claim_due_work(p_job text, p_now timestamptz default now(), p_lease_seconds integer default 50)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_taken boolean;
begin
  if p_job is null or p_now is null or p_lease_seconds is null or p_lease_seconds < 1 then
    raise exception 'claim_due_work needs a job, a time and a lease of at least one second'
      using errcode = '22023';
  end if;
  insert into private.due_work_leases as l (job, locked_until, last_run_at)
  values (p_job, p_now + make_interval(secs => p_lease_seconds), p_now)
  on conflict (job) do update
    set locked_until = excluded.locked_until, last_run_at = excluded.last_run_at
    where l.locked_until <= excluded.last_run_at
  returning true into v_taken;
  return coalesce(v_taken, false);
end;
$$;

comment on function public.claim_due_work(text, timestamptz, integer) is
  'Service role only (POST /api/cron, for the app scheduler''s ticks): takes the job''s lease at p_now for p_lease_seconds when it is free; true for the one caller that got it.';

revoke execute on function public.claim_due_work(text, timestamptz, integer) from public, anon, authenticated;
grant execute on function public.claim_due_work(text, timestamptz, integer) to service_role;

-- The function itself is unchanged (applied migrations are never edited); its comment named the
-- old route and said the route never passes p_now, which it now does.
comment on function public.publish_due_posts(timestamptz) is
  'Service role only (POST /api/cron and POST /api/mailrelay/sync): publishes every scheduled post whose time (published_at) is at or before p_now, the caller''s clock, and returns them.';
