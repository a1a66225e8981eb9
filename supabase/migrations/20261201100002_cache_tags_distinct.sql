-- cache_tags_invalidate deduplicated its tags with `select distinct t, clock_timestamp()`:
-- clock_timestamp() is read per row, so two copies of one tag could differ in time, survive the
-- distinct and make the upsert touch a row twice (21000) when the clock ticked between them (seen
-- on a loaded machine). The tags are made distinct first, then stamped.
create or replace function public.cache_tags_invalidate(p_tags text[])
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
    select t, clock_timestamp()
    from (select distinct t from unnest(p_tags) as t where t is not null and length(t) between 1 and 1024) as tags
    on conflict on constraint cache_tags_pkey do update set invalidated_at = excluded.invalidated_at
    returning c.tag, c.invalidated_at;
end;
$$;
