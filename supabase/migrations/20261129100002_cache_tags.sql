-- Issue #34, "Caches coherent across instances": when each cache tag was last invalidated, shared by
-- every instance of the app through the API.
--
-- Next keeps its caches (prerendered pages, "use cache" entries) and their tag invalidation times
-- in each process. With several servers, an updateTag()/revalidateTag()/revalidatePath() on one
-- left the others serving the old page. lib/cache/ (the app's cacheHandler and
-- cacheHandlers.default) writes each invalidated tag here and reads the tags changed since its last
-- look, at most once a second per instance; an entry stored before its tag's invalidation is stale.
--
-- Only the server (service role) reads or writes: the table is outside the API (private) and the
-- two functions are executable by service_role alone. A visitor who could invalidate tags could
-- make every instance re-render every page (a cheap denial of service); one who could read them
-- would learn which slugs were edited and when.

create table private.cache_tags (
  -- Next's tag: an app tag (lib/cache-tags.ts TAGS) or an implicit path tag (_N_T_/blog/layout).
  tag text primary key check (length(tag) between 1 and 1024),
  -- The database's clock, so every instance compares against one clock when reading what changed.
  invalidated_at timestamptz not null default clock_timestamp()
);
-- The reader asks for rows changed since a time.
create index cache_tags_invalidated_at_idx on private.cache_tags (invalidated_at);
comment on table private.cache_tags is
  'Last invalidation time of each Next cache tag, shared by every app instance (lib/cache/). Outside the API; service role only, through public.cache_tags_invalidate and public.cache_tags_since.';

create function public.cache_tags_invalidate(p_tags text[])
returns table (tag text, invalidated_at timestamptz)
language plpgsql
security definer
set search_path = ''
as $$
#variable_conflict use_column
begin
  if p_tags is null or cardinality(p_tags) = 0 then
    return;
  end if;
  -- One call carries the tags of one revalidation (a handful); more is a caller bug, not a page.
  if cardinality(p_tags) > 256 then
    raise exception 'too_many_tags' using errcode = '22023';
  end if;
  return query
    insert into private.cache_tags as c (tag, invalidated_at)
    select distinct t, clock_timestamp() from unnest(p_tags) as t where t is not null and length(t) between 1 and 1024
    on conflict on constraint cache_tags_pkey do update set invalidated_at = excluded.invalidated_at
    returning c.tag, c.invalidated_at;
end;
$$;
comment on function public.cache_tags_invalidate(text[]) is
  'Server only (service role; lib/cache/shared-tags.mjs). Records that these cache tags were invalidated now; answers each tag with its stored time. 22023 too_many_tags (over 256).';

create function public.cache_tags_since(p_since timestamptz default null)
returns table (tag text, invalidated_at timestamptz)
language sql
stable
security definer
set search_path = ''
as $$
  -- No time: every tag, for an instance that has just started (its prerendered pages on disk may
  -- predate invalidations made while it was down).
  select c.tag, c.invalidated_at from private.cache_tags c
  where p_since is null or c.invalidated_at > p_since
  order by c.invalidated_at
$$;
comment on function public.cache_tags_since(timestamptz) is
  'Server only (service role; lib/cache/shared-tags.mjs). The cache tags invalidated after p_since (all of them when null), oldest first.';

revoke execute on function public.cache_tags_invalidate(text[]) from public, anon, authenticated;
revoke execute on function public.cache_tags_since(timestamptz) from public, anon, authenticated;
grant execute on function public.cache_tags_invalidate(text[]) to service_role;
grant execute on function public.cache_tags_since(timestamptz) to service_role;
