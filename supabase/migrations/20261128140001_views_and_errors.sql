-- Issue #32. A view counts once per post per address in any 24 hours, whatever the User-Agent:
-- POST /api/views now hashes the address alone (lib/views.ts), so changing the agent no longer
-- makes a new visitor, and the day boundary no longer lets a reader count twice in ten minutes
-- (23:55 and 00:05). The marks keep when they counted; a mark younger than 24 hours holds the
-- count. Marks still live two Brazilian days at most, so a hash links visits of two days at most.
alter table private.post_view_marks add column counted_at timestamptz not null default now();
create index post_view_marks_visitor on private.post_view_marks (post_id, visitor_hash, counted_at);

create or replace function public.increment_post_views(post_id uuid, visitor_hash text)
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  -- The day as the readers (Brazil) live it, not UTC's: it names the mark, and ages it out.
  v_today date := (now() at time zone 'America/Sao_Paulo')::date;
  v_views integer;
begin
  if increment_post_views.visitor_hash is null or increment_post_views.visitor_hash !~ '^[0-9a-f]{64}$' then
    raise exception 'invalid visitor_hash' using errcode = '22023';
  end if;
  select b.views_count into v_views
  from public.blog_posts b
  where b.id = increment_post_views.post_id and b.status = 'published';
  if not found then
    return null;
  end if;
  -- Index range on the primary key's first column: nothing to do on most calls. A mark of the
  -- day before yesterday is at least 24 hours old, so no longer holds a count.
  delete from private.post_view_marks m where m.day < v_today - 1;
  -- Serialises one visitor's concurrent reports of one post, so two cannot both count.
  perform pg_advisory_xact_lock(
    hashtextextended('post_view:' || increment_post_views.post_id::text || ':' || increment_post_views.visitor_hash, 0)
  );
  if exists (
    select 1 from private.post_view_marks m
    where m.post_id = increment_post_views.post_id
      and m.visitor_hash = increment_post_views.visitor_hash
      and m.counted_at > now() - interval '24 hours'
  ) then
    return v_views;
  end if;
  insert into private.post_view_marks (day, post_id, visitor_hash, counted_at)
  values (v_today, increment_post_views.post_id, increment_post_views.visitor_hash, now())
  on conflict on constraint post_view_marks_pkey do update set counted_at = excluded.counted_at;
  update public.blog_posts b
  set views_count = b.views_count + 1
  where b.id = increment_post_views.post_id and b.status = 'published'
  returning b.views_count into v_views;
  return v_views;
end;
$$;
comment on function public.increment_post_views(uuid, text) is
  'Service role only (POST /api/views). Counts one view of a published post per visitor_hash (64 hex characters: the keyed hash of the reader''s address) in any 24 hours and returns the post''s count; null when the post is not published or does not exist.';

-- "Not found" as the API answers it. Functions raised P0002 (no_data_found) for a row that does
-- not exist, and PostgREST answers every P0 code but P0001 with 500 (Error.hs, pgErrorStatus): a
-- caller's bad id looked like a server fault. PT404 is PostgREST's way to choose the status (PTnnn
-- answers nnn), so each such raise becomes PT404 and /rest/v1/rpc answers 404. The app reads both
-- codes as "not found" (lib/db-errors.ts). Rewritten from the catalogue rather than copied here, so
-- no function body is restated; tests/integration/http-hardening.test.ts fails if one raises
-- P0002 again.
do $do$
declare
  f record;
begin
  for f in
    select p.oid
    from pg_proc p
    join pg_namespace n on n.oid = p.pronamespace
    where n.nspname in ('public', 'private') and p.prokind in ('f', 'p')
      and p.prosrc ~ $re$errcode\s*=\s*'P0002'$re$
  loop
    execute regexp_replace(pg_get_functiondef(f.oid), $re$errcode(\s*)=(\s*)'P0002'$re$, $r$errcode\1=\2'PT404'$r$, 'g');
  end loop;
end;
$do$;
