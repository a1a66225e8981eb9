-- Issue #31: an owner's edit of an approved listing no longer takes it offline. The approved
-- version stays public (page, products in /loja, reviews) while the edit waits in
-- business_revisions, one pending revision per business, which an admin approves (applied to the
-- listing in one statement) or refuses (the public version stays; the owner gets the reason).
-- Every column an owner writes waits now, contact details (WhatsApp, e-mail), place and tags
-- included: they are what someone taking over a listing would change. With the site settings'
-- directory_listing_approval off, edits apply at once as before.

create table public.business_revisions (
  business_id uuid primary key references public.businesses (id) on delete cascade,
  -- Who proposed it; her account's deletion drops it.
  owner_id uuid not null default auth.uid() references public.profiles (id) on delete cascade,
  name text not null check (length(btrim(name)) between 1 and 160),
  slug text not null check (private.is_valid_slug(slug)),
  description text check (description is null or length(description) <= 4000),
  category text check (category is null or length(category) <= 80),
  city text check (city is null or length(city) <= 120),
  state text check (state is null or state in (
    'AC', 'AL', 'AP', 'AM', 'BA', 'CE', 'DF', 'ES', 'GO', 'MA', 'MT', 'MS', 'MG', 'PA', 'PB', 'PR',
    'PE', 'PI', 'RJ', 'RN', 'RS', 'RO', 'RR', 'SC', 'SP', 'SE', 'TO')),
  website_url text check (website_url is null or website_url ~ '^https?://'),
  instagram_url text check (instagram_url is null or instagram_url ~ '^https?://'),
  whatsapp text check (whatsapp is null or whatsapp ~ '^\+?[0-9 ()-]{8,20}$'),
  contact_email text check (contact_email is null or private.is_valid_email(contact_email)),
  logo_url text check (logo_url is null or logo_url ~ '^(https?://|/)'),
  accepts_orders boolean not null default false,
  sells_online boolean not null default false,
  submitted_at timestamptz not null default now(),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index business_revisions_owner_idx on public.business_revisions (owner_id);
create index business_revisions_submitted_idx on public.business_revisions (submitted_at);

comment on table public.business_revisions is
  'An owner''s edit of an approved listing, waiting for an admin (approve_business_revision applies it, reject_business_revision drops it with a reason). The listing stays public as approved meanwhile. Owners read and write their own; admins read all.';

create trigger business_revisions_set_updated_at before update on public.business_revisions
  for each row execute function private.set_updated_at();

-- A revision is her own, of her own approved listing, dated by the server.
create function private.business_revisions_before_write()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user not in ('anon', 'authenticated') then
    return new;
  end if;
  if tg_op = 'UPDATE' and new.business_id is distinct from old.business_id then
    raise exception 'permission denied: a revision stays with its business' using errcode = '42501';
  end if;
  new.owner_id := auth.uid();
  new.submitted_at := now();
  if not exists (select 1 from public.businesses b
                 where b.id = new.business_id and b.owner_id = auth.uid() and b.status = 'approved') then
    raise exception 'permission denied: revisions are for the owner''s approved listings'
      using errcode = '42501', hint = 'not_approved';
  end if;
  return new;
end;
$$;

create trigger business_revisions_before_write before insert or update on public.business_revisions
  for each row execute function private.business_revisions_before_write();

alter table public.business_revisions enable row level security;
revoke all on public.business_revisions from anon, authenticated;
grant select, delete on public.business_revisions to authenticated;
grant insert (business_id, name, slug, description, category, city, state, website_url, instagram_url, whatsapp,
              contact_email, logo_url, accepts_orders, sells_online)
  on public.business_revisions to authenticated;
-- business_id too, as an upsert sets every column it names (the trigger keeps it unchanged).
grant update (business_id, name, slug, description, category, city, state, website_url, instagram_url, whatsapp,
              contact_email, logo_url, accepts_orders, sells_online)
  on public.business_revisions to authenticated;
grant all on public.business_revisions to service_role;

create policy "business_revisions: owners read their own, admins all" on public.business_revisions
  for select to authenticated
  using (owner_id = (select auth.uid()) or (select public.is_admin()));
create policy "business_revisions: owners propose for their listings" on public.business_revisions
  for insert to authenticated
  with check (owner_id = (select auth.uid()) and private.owns_business(business_id));
create policy "business_revisions: owners change their own" on public.business_revisions
  for update to authenticated
  using (owner_id = (select auth.uid()))
  with check (owner_id = (select auth.uid()) and private.owns_business(business_id));
create policy "business_revisions: owners withdraw their own" on public.business_revisions
  for delete to authenticated
  using (owner_id = (select auth.uid()));

-- The listing itself: an owner (not an admin) no longer changes an approved listing's columns
-- while approval is on; her edit goes to business_revisions. A rejected listing still returns to
-- the queue with any change, and a pending one is edited in place.
create or replace function private.businesses_before_write()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_api boolean := current_user in ('anon', 'authenticated');
begin
  new.search_text := lower(extensions.unaccent(
    coalesce(new.name, '') || ' ' || coalesce(new.description, '') || ' ' || coalesce(new.category, '') || ' '
    || coalesce(new.city, '')));
  if not v_api then
    return new;
  end if;

  if tg_op = 'INSERT' then
    -- Column grants keep these out of a member's insert; restated so no later grant can open them.
    -- With approval switched off in the site settings, a listing is public at once.
    new.status := case when private.approval_required('directory_listing_approval') then 'pending' else 'approved' end;
    new.rejection_reason := null;
    new.reviewed_at := case when new.status = 'approved' then now() end;
    new.reviewed_by := null;
    new.submitted_at := now();
    new.active := true;
    new.rating_count := 0;
    new.rating_average := null;
    return new;
  end if;

  if (new.status, new.active, new.rejection_reason, new.reviewed_at, new.reviewed_by, new.submitted_at,
      new.rating_count, new.rating_average, new.owner_id, new.created_at)
     is distinct from (old.status, old.active, old.rejection_reason, old.reviewed_at, old.reviewed_by,
      old.submitted_at, old.rating_count, old.rating_average, old.owner_id, old.created_at) then
    raise exception 'permission denied: status, activity, ratings and owner of a listing change only through the moderation functions'
      using errcode = '42501';
  end if;

  if public.is_admin() or not private.approval_required('directory_listing_approval') then
    return new;
  end if;

  if old.status = 'approved'
     and (new.name, new.slug, new.description, new.category, new.city, new.state, new.website_url, new.instagram_url,
          new.whatsapp, new.contact_email, new.logo_url, new.accepts_orders, new.sells_online)
         is distinct from (old.name, old.slug, old.description, old.category, old.city, old.state, old.website_url,
          old.instagram_url, old.whatsapp, old.contact_email, old.logo_url, old.accepts_orders, old.sells_online) then
    raise exception 'permission denied: an approved listing changes through a revision (business_revisions) that an admin approves'
      using errcode = '42501', hint = 'revision_required';
  end if;

  if old.status = 'rejected'
     and (to_jsonb(new) - array['updated_at', 'search_text']) is distinct from (to_jsonb(old) - array['updated_at', 'search_text']) then
    new.status := 'pending';
    new.rejection_reason := null;
    new.reviewed_at := null;
    new.reviewed_by := null;
    new.submitted_at := now();
  end if;
  return new;
end;
$$;

comment on column public.businesses.status is
  'pending until an admin approves (approve_business) or rejects (reject_business, with a reason). Public = approved and active. An owner''s edit of an approved listing waits in business_revisions; the listing stays approved.';

create function public.approve_business_revision(p_business_id uuid)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_revision public.business_revisions;
  v_business public.businesses;
begin
  perform private.assert_admin();
  select * into v_business from public.businesses b where b.id = p_business_id for update;
  select * into v_revision from public.business_revisions r where r.business_id = p_business_id for update;
  if v_business.id is null or v_revision.business_id is null then
    raise exception 'revision not found' using errcode = 'P0002';
  end if;
  if v_revision.owner_id = auth.uid() then
    raise exception 'permission denied: nobody approves her own revision' using errcode = '42501';
  end if;
  update public.businesses b
  set name = v_revision.name, slug = v_revision.slug, description = v_revision.description,
      category = v_revision.category, city = v_revision.city, state = v_revision.state,
      website_url = v_revision.website_url, instagram_url = v_revision.instagram_url,
      whatsapp = v_revision.whatsapp, contact_email = v_revision.contact_email, logo_url = v_revision.logo_url,
      accepts_orders = v_revision.accepts_orders, sells_online = v_revision.sells_online,
      reviewed_at = now(), reviewed_by = auth.uid()
  where b.id = p_business_id;
  delete from public.business_revisions r where r.business_id = p_business_id;
  perform private.audit('business.revision.approve', 'business', p_business_id::text,
    jsonb_build_object('name', v_revision.name, 'slug', v_revision.slug, 'previous_name', v_business.name,
      'previous_slug', v_business.slug));
  if v_business.owner_id is not null then
    perform private.notify(v_business.owner_id, 'user_action', 'Suas alterações foram aprovadas',
      format('As alterações de "%s" já aparecem no diretório.', v_revision.name),
      '/diretorio/' || v_revision.slug,
      jsonb_build_object('event', 'business_revision_approved', 'business_id', p_business_id));
  end if;
  return true;
end;
$$;
comment on function public.approve_business_revision(uuid) is
  'Admins only (never on their own revision, 42501). Applies the pending revision to the listing and drops it, in one transaction; P0002 without one. Audited (business.revision.approve); notifies the owner. A slug taken meanwhile fails with 23505.';

create function public.reject_business_revision(p_business_id uuid, p_reason text)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_revision public.business_revisions;
  v_business public.businesses;
  v_reason text;
begin
  perform private.assert_admin();
  v_reason := private.clean_reason(p_reason);
  select * into v_business from public.businesses b where b.id = p_business_id;
  select * into v_revision from public.business_revisions r where r.business_id = p_business_id for update;
  if v_business.id is null or v_revision.business_id is null then
    raise exception 'revision not found' using errcode = 'P0002';
  end if;
  delete from public.business_revisions r where r.business_id = p_business_id;
  perform private.audit('business.revision.reject', 'business', p_business_id::text,
    jsonb_build_object('name', v_business.name, 'slug', v_business.slug, 'proposed_name', v_revision.name,
      'reason', v_reason));
  perform private.notify(v_revision.owner_id, 'user_action', 'Suas alterações não foram aprovadas',
    format('As alterações de "%s" não foram publicadas; o diretório continua mostrando a versão aprovada. Motivo: %s',
      v_business.name, v_reason),
    '/dashboard/negocio/' || p_business_id,
    jsonb_build_object('event', 'business_revision_rejected', 'business_id', p_business_id, 'reason', v_reason));
  return true;
end;
$$;
comment on function public.reject_business_revision(uuid, text) is
  'Admins only. Drops the pending revision with a reason (1-500 characters, else 22023 hint reason_required); the approved listing stays as it is. Audited (business.revision.reject); notifies the owner with the reason.';

revoke execute on function public.approve_business_revision(uuid), public.reject_business_revision(uuid, text)
  from public, anon;
grant execute on function public.approve_business_revision(uuid), public.reject_business_revision(uuid, text)
  to authenticated, service_role;
revoke execute on function private.business_revisions_before_write() from public;
