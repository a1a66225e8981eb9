-- Issue #43: importing what a network already has (members, businesses, newsletter subscribers)
-- from CSV files at /admin/importar. The app streams and validates the file; the database keeps
-- the column mapping each kind used last (so the next file of the same spreadsheet maps itself),
-- one row per run with its counts, and does the writes that need more than a row check through
-- admin-only definer functions, so each run lands in the audit log under the admin's own id.
-- Invitations are GoTrue's (auth.admin.inviteUserByEmail, service role, from the server).

-- ---------------------------------------------------------------------------------------------
-- The mapping remembered per kind: our field -> the file's header, as the admin confirmed it.
-- ---------------------------------------------------------------------------------------------
create table public.import_mappings (
  kind text primary key check (kind in ('members', 'businesses', 'subscribers')),
  mapping jsonb not null check (jsonb_typeof(mapping) = 'object' and length(mapping::text) <= 8000),
  updated_by uuid references public.profiles (id) on delete set null,
  updated_at timestamptz not null default now()
);
comment on table public.import_mappings is
  'The column mapping (our field -> file header) each import kind used last; written by record_import_run().';

-- ---------------------------------------------------------------------------------------------
-- One row per confirmed import, with its counts and the addresses skipped as already present.
-- ---------------------------------------------------------------------------------------------
create table public.import_runs (
  id uuid primary key default gen_random_uuid(),
  kind text not null check (kind in ('members', 'businesses', 'subscribers')),
  file_name text not null check (length(btrim(file_name)) between 1 and 255),
  total_rows integer not null check (total_rows >= 0),
  imported integer not null check (imported >= 0),
  skipped_existing integer not null check (skipped_existing >= 0),
  invalid_rows integer not null check (invalid_rows >= 0),
  failed integer not null default 0 check (failed >= 0),
  -- Listed on the screen after the run; a 10 MB file holds well under this many rows.
  skipped_emails text[] not null default '{}' check (cardinality(skipped_emails) <= 200000),
  consent_source text check (consent_source is null or consent_source ~ '^[a-z][a-z0-9_]{0,39}$'),
  actor_id uuid references public.profiles (id) on delete set null,
  created_at timestamptz not null default now()
);
create index import_runs_created_idx on public.import_runs (created_at desc);
-- Deleting a profile sets these null; without an index each delete would scan the tables.
create index import_runs_actor_idx on public.import_runs (actor_id);
create index import_mappings_updated_by_idx on public.import_mappings (updated_by);
comment on table public.import_runs is 'Each confirmed CSV import (issue #43); written by record_import_run().';

alter table public.import_mappings enable row level security;
alter table public.import_runs enable row level security;
grant select on public.import_mappings, public.import_runs to authenticated;
create policy "import_mappings: admins read" on public.import_mappings
  for select to authenticated using ((select public.is_admin()));
create policy "import_runs: admins read" on public.import_runs
  for select to authenticated using ((select public.is_admin()));

-- ---------------------------------------------------------------------------------------------
-- Which of these keys already exist: addresses (members: a profile; subscribers: a subscriber)
-- or, for businesses, "owner e-mail|lower(name)" of a listing she already owns.
-- ---------------------------------------------------------------------------------------------
create function public.import_existing_keys(p_kind text, p_keys text[])
returns setof text
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not public.is_admin() then
    raise exception 'only administrators may import' using errcode = '42501';
  end if;
  if cardinality(p_keys) > 5000 then
    raise exception 'at most 5000 keys per call' using errcode = '22023';
  end if;
  -- Key by key through the unique indexes (profiles.email, newsletter_subscribers.email,
  -- businesses.owner_id): the cost follows the batch, not the tables.
  if p_kind = 'members' then
    return query select k.key from unnest(p_keys) k(key)
      where exists (select 1 from public.profiles p where p.email = k.key);
  elsif p_kind = 'subscribers' then
    return query select k.key from unnest(p_keys) k(key)
      where exists (select 1 from public.newsletter_subscribers s where s.email = k.key);
  elsif p_kind = 'businesses' then
    return query
      select k.key from unnest(p_keys) k(key)
      join public.profiles p on p.email = split_part(k.key, '|', 1)
      where exists (
        select 1 from public.businesses b
        where b.owner_id = p.id and lower(btrim(b.name)) = substr(k.key, length(split_part(k.key, '|', 1)) + 2));
  else
    raise exception 'unknown import kind' using errcode = '22023';
  end if;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- What an invited member's row adds to the profile the invitation created: city, UF and the
-- roles a spreadsheet may give (never admin or ambassador: those need their own decision).
-- Only profiles whose user was invited and never signed in, so a file cannot rewrite a member.
-- ---------------------------------------------------------------------------------------------
create function public.import_member_details(p_rows jsonb)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_count integer;
begin
  if not public.is_admin() then
    raise exception 'only administrators may import' using errcode = '42501';
  end if;
  if jsonb_typeof(p_rows) <> 'array' or jsonb_array_length(p_rows) > 1000 then
    raise exception 'rows must be an array of at most 1000' using errcode = '22023';
  end if;
  with input as (
    select lower(btrim(r ->> 'email')) as email,
           nullif(btrim(r ->> 'city'), '') as city,
           nullif(btrim(r ->> 'state'), '') as state,
           coalesce(array(
             select distinct x from jsonb_array_elements_text(coalesce(r -> 'roles', '[]'::jsonb)) x
             where x in ('customer', 'business_owner', 'community_member', 'instructor')
           ), '{}'::text[]) as roles
    from jsonb_array_elements(p_rows) r
  ), changed as (
    update public.profiles p set
      city = coalesce(i.city, p.city),
      state = coalesce(i.state, p.state),
      roles = array(select distinct x from unnest(p.roles || i.roles) x order by x)
    from input i, auth.users u
    where p.email = i.email and u.id = p.id and u.invited_at is not null and u.last_sign_in_at is null
    returning p.id
  )
  select count(*) into v_count from changed;
  return v_count;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- Businesses: pending listings (the moderation queue decides, as for any new listing) tied to an
-- owner whose profile exists (the app invited her first). A listing she already owns by that
-- name is skipped. Answers the keys ("email|lower(name)") inserted.
-- ---------------------------------------------------------------------------------------------
create function public.import_businesses(p_rows jsonb)
returns setof text
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not public.is_admin() then
    raise exception 'only administrators may import' using errcode = '42501';
  end if;
  if jsonb_typeof(p_rows) <> 'array' or jsonb_array_length(p_rows) > 1000 then
    raise exception 'rows must be an array of at most 1000' using errcode = '22023';
  end if;
  return query
  with input as (
    select p.id as owner_id, p.email, r
    from jsonb_array_elements(p_rows) r
    join public.profiles p on p.email = lower(btrim(r ->> 'owner_email'))
    where not exists (
      select 1 from public.businesses b
      where b.owner_id = p.id and lower(btrim(b.name)) = lower(btrim(r ->> 'name')))
  ), inserted as (
    insert into public.businesses (owner_id, name, slug, description, category, city, state, website_url,
                                   instagram_url, whatsapp, contact_email, status)
    select i.owner_id, btrim(i.r ->> 'name'), i.r ->> 'slug', nullif(btrim(i.r ->> 'description'), ''),
           nullif(btrim(i.r ->> 'category'), ''), nullif(btrim(i.r ->> 'city'), ''), nullif(i.r ->> 'state', ''),
           nullif(i.r ->> 'website_url', ''), nullif(i.r ->> 'instagram_url', ''), nullif(i.r ->> 'whatsapp', ''),
           nullif(i.r ->> 'contact_email', ''), 'pending'
    from input i
    on conflict (slug) do nothing
    returning owner_id, name
  )
  select p.email || '|' || lower(btrim(x.name))
  from inserted x join public.profiles p on p.id = x.owner_id;
  -- Owners of imported listings are business owners.
  update public.profiles p set roles = array(select distinct x from unnest(p.roles || array['business_owner']) x order by x)
  where p.email in (select lower(btrim(r ->> 'owner_email')) from jsonb_array_elements(p_rows) r)
    and not ('business_owner' = any (p.roles));
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- Newsletter subscribers whose consent the network can show: confirmed, with the consent's
-- source and date recorded (LGPD). An address already on the list is left as it is, even an
-- unsubscribed one: an import never re-subscribes anybody. Answers the addresses inserted.
-- ---------------------------------------------------------------------------------------------
create function public.import_newsletter_subscribers(p_rows jsonb, p_consent_source text)
returns setof text
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not public.is_admin() then
    raise exception 'only administrators may import' using errcode = '42501';
  end if;
  if jsonb_typeof(p_rows) <> 'array' or jsonb_array_length(p_rows) > 1000 then
    raise exception 'rows must be an array of at most 1000' using errcode = '22023';
  end if;
  if p_consent_source is null or p_consent_source !~ '^import_[a-z0-9_]{1,33}$' then
    raise exception 'a consent source is required' using errcode = '22023';
  end if;
  return query
  insert into public.newsletter_subscribers (name, email, origin, user_type, status, consent_at, consent_source)
  select nullif(left(btrim(r ->> 'name'), 200), ''), lower(btrim(r ->> 'email')), 'importacao', 'visitante', 'confirmed',
         least(coalesce((r ->> 'consent_at')::timestamptz, now()), now()), p_consent_source
  from jsonb_array_elements(p_rows) r
  on conflict (email) do nothing
  returning email;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- Closes a run: its row, the mapping remembered for the kind, and the audit-log entry.
-- ---------------------------------------------------------------------------------------------
create function public.record_import_run(
  p_kind text,
  p_file_name text,
  p_mapping jsonb,
  p_counts jsonb,
  p_skipped_emails text[] default '{}',
  p_consent_source text default null
)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_id uuid;
begin
  if not public.is_admin() then
    raise exception 'only administrators may import' using errcode = '42501';
  end if;
  insert into public.import_runs (kind, file_name, total_rows, imported, skipped_existing, invalid_rows, failed,
                                  skipped_emails, consent_source, actor_id)
  values (p_kind, left(btrim(p_file_name), 255), (p_counts ->> 'total')::integer, (p_counts ->> 'imported')::integer,
          (p_counts ->> 'skipped')::integer, (p_counts ->> 'invalid')::integer,
          coalesce((p_counts ->> 'failed')::integer, 0), coalesce(p_skipped_emails, '{}'), p_consent_source, auth.uid())
  returning id into v_id;
  insert into public.import_mappings (kind, mapping, updated_by)
  values (p_kind, p_mapping, auth.uid())
  on conflict (kind) do update set mapping = excluded.mapping, updated_by = excluded.updated_by, updated_at = now();
  perform private.audit('import.' || p_kind, 'import_run', v_id::text, jsonb_build_object(
    'file_name', left(btrim(p_file_name), 255),
    'total', (p_counts ->> 'total')::integer,
    'count', (p_counts ->> 'imported')::integer,
    'skipped', (p_counts ->> 'skipped')::integer,
    'invalid', (p_counts ->> 'invalid')::integer,
    'failed', coalesce((p_counts ->> 'failed')::integer, 0)));
  return v_id;
end;
$$;

revoke execute on function public.import_existing_keys(text, text[]) from public, anon;
revoke execute on function public.import_member_details(jsonb) from public, anon;
revoke execute on function public.import_businesses(jsonb) from public, anon;
revoke execute on function public.import_newsletter_subscribers(jsonb, text) from public, anon;
revoke execute on function public.record_import_run(text, text, jsonb, jsonb, text[], text) from public, anon;
grant execute on function public.import_existing_keys(text, text[]) to authenticated;
grant execute on function public.import_member_details(jsonb) to authenticated;
grant execute on function public.import_businesses(jsonb) to authenticated;
grant execute on function public.import_newsletter_subscribers(jsonb, text) to authenticated;
grant execute on function public.record_import_run(text, text, jsonb, jsonb, text[], text) to authenticated;
