-- The directory's map by state (issue #42): how many listed businesses each state has, counted in
-- the database in one grouped read instead of shipping every listed row to the app.
--
-- Invoker rights: RLS still decides what the caller may see, and the explicit filter keeps a
-- member's own pending or paused listing (which RLS shows her) out of the public figure. The
-- filter is the predicate of businesses_listed_place_idx (state, city, name), so the count is an
-- index scan of the listed rows only, however many pending or rejected ones there are.
create function public.directory_state_counts()
returns table (state text, total bigint)
language sql
stable
security invoker
set search_path = ''
as $$
  select b.state, count(*)
  from public.businesses b
  where b.status = 'approved' and b.active and b.state is not null
  group by b.state
  order by b.state
$$;

revoke execute on function public.directory_state_counts() from public;
grant execute on function public.directory_state_counts() to anon, authenticated, service_role;
