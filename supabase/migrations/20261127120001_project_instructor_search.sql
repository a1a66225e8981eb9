-- Issue #31: a project's form names its instructors by searching members by name, in the admin's
-- screen and in the instructor's own; only members with the instructor role can be named.

/*
 * Instructors whose name contains the query (case- and accent-sensitive as typed, 2+ characters),
 * at most 10, by name. Only admins and instructors may search, and only names are returned (never
 * e-mails): the form needs nothing else.
 */
create function public.search_instructors(p_query text)
returns table (id uuid, full_name text)
language plpgsql
stable
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  v_query text := btrim(coalesce(p_query, ''));
begin
  if not (public.is_admin() or private.has_role('instructor')) then
    raise exception 'permission denied: admins and instructors only' using errcode = '42501';
  end if;
  if char_length(v_query) < 2 then
    return;
  end if;
  return query
    select p.id, p.full_name
    from public.profiles p
    where 'instructor' = any (p.roles)
      and p.full_name ilike '%' || replace(replace(replace(v_query, '\', '\\'), '%', '\%'), '_', '\_') || '%'
    order by p.full_name, p.id
    limit 10;
end;
$$;
revoke all on function public.search_instructors(text) from public, anon;
grant execute on function public.search_instructors(text) to authenticated;

/* Whether a member has the instructor role (policies cannot read other members' profiles). */
create function private.is_instructor(p_user_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((select 'instructor' = any (p.roles) from public.profiles p where p.id = p_user_id), false)
$$;
revoke execute on function private.is_instructor(uuid) from public;
grant execute on function private.is_instructor(uuid) to authenticated, service_role;

-- Admins, and the instructors of a project, name instructors to it; whoever is named must be one.
drop policy "project_instructors: admins add" on public.project_instructors;
create policy "project_instructors: admins and the project's instructors add" on public.project_instructors
  for insert to authenticated with check (
    ((select public.is_admin()) or private.is_project_instructor(project_id))
    and private.is_instructor(user_id)
  );
