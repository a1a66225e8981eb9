-- Issue #34, "Limits in the database": every rate limit of the app (failed sign-ins, the footer's
-- newsletter sign-ups, view reports, auth e-mails) counts here instead of in one server process's
-- memory, so two servers behind a load balancer, or serverless instances, share one count.
--
-- The app calls these functions with the service role only (lib/rate-limit/store.ts), one round
-- trip per check-and-hit. Keys arrive already hashed (`<limit>:<HMAC of the address or e-mail>`),
-- so the table holds no address or e-mail, and a row lives no longer than its window.

-- One row per key: the moments its counted hits stop counting. A sliding window, exactly as the
-- in-memory counters had it; a refused attempt is not counted, so a row holds at most its maximum
-- (10 000) entries. Storing each hit's expiry (not its time) lets one key carry a wait of another
-- length, as an auth e-mail does when the auth server names the seconds left.
create table private.rate_limits (
  key text primary key check (length(key) between 1 and 200),
  hits timestamptz[] not null,
  -- The last of the hits: the row counts for nothing after it, and the sweep may delete it.
  expires_at timestamptz not null
);
create index rate_limits_expires_at on private.rate_limits (expires_at);
comment on table private.rate_limits is
  'Rate-limit counters shared by every app server (issue #34): per hashed key, when each counted hit stops counting. Read and written only through public.rate_limit_hit/check/reset (service role).';

-- private is not exposed through the API, and no role but the owner holds a grant on the table, so
-- nothing but the definer functions below (run as their owner) can read or write it. No row
-- security, like private.notification_sends: no caller's rows here need telling apart.
revoke all on private.rate_limits from public, anon, authenticated, service_role;

-- Cheap periodic sweep: every 64th hit deletes up to 500 dead rows (about 8 per call, more than
-- the 4 keys a call may create), so keys nobody uses again, such as a flood of made-up ones, are
-- deleted. Only rows whose every hit has expired go: a flood cannot clear anybody's live count.
create sequence private.rate_limit_calls;
revoke all on sequence private.rate_limit_calls from public, anon, authenticated, service_role;

-- Serialises the callers of one key (hit and reset), so two concurrent hits cannot both take the
-- last slot. Taken in key order, so a call with two keys cannot deadlock with another.
create function private.rate_limit_lock(p_keys text[])
returns void
language plpgsql
volatile
set search_path = ''
as $$
declare
  v_key text;
begin
  for v_key in select distinct k from unnest(p_keys) k order by k loop
    perform pg_advisory_xact_lock(hashtextextended('rate_limit:' || v_key, 0));
  end loop;
end;
$$;
revoke execute on function private.rate_limit_lock(text[]) from public, anon, authenticated;

/**
 * Counts one hit of every key when each is under its maximum, and none otherwise (so the footer's
 * address and e-mail limits hold together, as they did in memory). Answers
 * { allowed, counts (after this call, per key), retry_after (seconds until every key has room again; 0 when allowed) }.
 */
create function public.rate_limit_hit(p_keys text[], p_maxima integer[], p_window_seconds integer)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_now timestamptz := now();
  v_until timestamptz := now() + make_interval(secs => p_window_seconds);
  v_n integer := coalesce(cardinality(p_keys), 0);
  v_live timestamptz[];
  v_count integer;
  v_counts integer[] := '{}';
  v_allowed boolean := true;
  v_retry numeric := 0;
begin
  -- Only the server's key: EXECUTE is the service role's alone, and this holds if a grant slips.
  if not private.is_service_role() then
    raise exception 'rate limits are the server''s' using errcode = '42501';
  end if;
  if v_n not between 1 and 4 or cardinality(p_maxima) is distinct from v_n
     or p_window_seconds is null or p_window_seconds not between 1 and 604800
     or exists (select 1 from unnest(p_keys) k where k is null or length(k) not between 1 and 200)
     or exists (select 1 from unnest(p_maxima) m where m is null or m not between 1 and 10000)
     or (select count(distinct k) from unnest(p_keys) k) <> v_n then
    raise exception 'invalid rate limit' using errcode = '22023';
  end if;

  perform private.rate_limit_lock(p_keys);

  -- First pass: does every key have room?
  for i in 1..v_n loop
    select coalesce(array_agg(h order by h), '{}') into v_live
    from private.rate_limits r, unnest(r.hits) h
    where r.key = p_keys[i] and h > v_now;
    v_count := cardinality(v_live);
    if v_count >= p_maxima[i] then
      v_allowed := false;
      -- Room comes back when enough hits expire to leave count < max.
      v_retry := greatest(v_retry, extract(epoch from v_live[v_count - p_maxima[i] + 1] - v_now));
    end if;
  end loop;

  -- Second pass: count the hit (dropping the key's expired ones), or leave every key as it was.
  for i in 1..v_n loop
    select coalesce(array_agg(h order by h), '{}') into v_live
    from private.rate_limits r, unnest(r.hits) h
    where r.key = p_keys[i] and h > v_now;
    if v_allowed then
      v_live := v_live || v_until;
      insert into private.rate_limits as r (key, hits, expires_at)
      values (p_keys[i], v_live, (select max(h) from unnest(v_live) h))
      on conflict (key) do update set hits = excluded.hits, expires_at = excluded.expires_at;
    end if;
    v_counts := v_counts || cardinality(v_live);
  end loop;

  if nextval('private.rate_limit_calls') % 64 = 0 then
    -- expires_at is checked again on the row itself, so a row revived meanwhile is kept.
    delete from private.rate_limits r
    where r.key in (select d.key from private.rate_limits d where d.expires_at <= v_now order by d.expires_at limit 500)
      and r.expires_at <= v_now;
  end if;

  return jsonb_build_object('allowed', v_allowed, 'counts', to_jsonb(v_counts), 'retry_after', ceil(v_retry)::integer);
end;
$$;
comment on function public.rate_limit_hit(text[], integer[], integer) is
  'Service role only (lib/rate-limit/store.ts). Counts a hit of every key for p_window_seconds when each is under its maximum, none otherwise; returns {allowed, counts, retry_after}. Deletes the keys'' expired hits, and every 64th call up to 500 dead rows.';

/** Whether a key is at its maximum, without counting a hit: { over, count, retry_after }. */
create function public.rate_limit_check(p_key text, p_max integer)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_now timestamptz := now();
  v_live timestamptz[];
  v_count integer;
begin
  if not private.is_service_role() then
    raise exception 'rate limits are the server''s' using errcode = '42501';
  end if;
  if p_key is null or length(p_key) not between 1 and 200 or p_max is null or p_max not between 1 and 10000 then
    raise exception 'invalid rate limit' using errcode = '22023';
  end if;
  select coalesce(array_agg(h order by h), '{}') into v_live
  from private.rate_limits r, unnest(r.hits) h
  where r.key = p_key and h > v_now;
  v_count := cardinality(v_live);
  return jsonb_build_object(
    'over', v_count >= p_max,
    'count', v_count,
    'retry_after',
    case when v_count >= p_max then ceil(extract(epoch from v_live[v_count - p_max + 1] - v_now))::integer else 0 end
  );
end;
$$;
comment on function public.rate_limit_check(text, integer) is
  'Service role only (lib/rate-limit/store.ts). Whether p_key holds p_max or more live hits, counting nothing: {over, count, retry_after}.';

/** Forgets a key (a successful sign-in clears its failures). */
create function public.rate_limit_reset(p_key text)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  if not private.is_service_role() then
    raise exception 'rate limits are the server''s' using errcode = '42501';
  end if;
  if p_key is null or length(p_key) not between 1 and 200 then
    raise exception 'invalid rate limit' using errcode = '22023';
  end if;
  perform private.rate_limit_lock(array[p_key]);
  delete from private.rate_limits r where r.key = p_key;
end;
$$;
comment on function public.rate_limit_reset(text) is
  'Service role only (lib/rate-limit/store.ts). Deletes every hit of p_key.';

revoke execute on function
  public.rate_limit_hit(text[], integer[], integer),
  public.rate_limit_check(text, integer),
  public.rate_limit_reset(text)
from public, anon, authenticated;
grant execute on function
  public.rate_limit_hit(text[], integer[], integer),
  public.rate_limit_check(text, integer),
  public.rate_limit_reset(text)
to service_role;
