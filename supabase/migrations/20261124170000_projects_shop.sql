-- Projects and programs (/projetos) and the members' shop window (/loja), issue #22.
--
-- Projects: anyone reads them; admins and instructors (role granted by admins) write, an
-- instructor only the projects she organises. Sign-ups are written only by the security definer
-- functions below, which lock the project row and count, so concurrent sign-ups never book past
-- capacity; leaving promotes the waiting list in order and notifies the promoted member.
--
-- Products: a listed (approved, active) business's owner manages them; visitors see those of
-- listed businesses that no admin has hidden. Hiding is a function: admins only, audited.

-- ---------------------------------------------------------------------------------------------
-- Tables
-- ---------------------------------------------------------------------------------------------
create table public.projects (
  id uuid primary key default gen_random_uuid(),
  slug text not null unique check (private.is_valid_slug(slug)),
  title text not null check (length(btrim(title)) between 3 and 160),
  kind text not null check (kind in ('curso', 'mentoria', 'roda_de_conversa', 'feira', 'campanha')),
  summary text not null check (length(btrim(summary)) between 10 and 300),
  -- Sanitised HTML (lib/html/sanitize.ts) written by the app.
  description_html text not null default '' check (length(description_html) <= 50000),
  cover_url text check (cover_url is null or (length(cover_url) <= 2048 and cover_url ~ '^(https?://|/)')),
  format text not null check (format in ('online', 'presencial', 'hibrido')),
  city text check (city is null or length(btrim(city)) between 1 and 120),
  state text check (state is null or state in (
    'AC', 'AL', 'AP', 'AM', 'BA', 'CE', 'DF', 'ES', 'GO', 'MA', 'MT', 'MS', 'MG', 'PA', 'PB', 'PR',
    'PE', 'PI', 'RJ', 'RN', 'RS', 'RO', 'RR', 'SC', 'SP', 'SE', 'TO')),
  starts_at timestamptz not null,
  ends_at timestamptz,
  capacity integer not null check (capacity between 1 and 10000),
  status text not null default 'inscricoes_abertas'
    check (status in ('inscricoes_abertas', 'em_andamento', 'encerrado')),
  partner_business_id uuid references public.businesses (id) on delete set null,
  created_by uuid default auth.uid() references public.profiles (id) on delete set null,
  -- Kept by the sign-up functions: visitors see the vacancies without reading anyone's sign-up.
  confirmed_count integer not null default 0 check (confirmed_count >= 0),
  waitlist_count integer not null default 0 check (waitlist_count >= 0),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint projects_place_check check (format = 'online' or (city is not null and state is not null)),
  constraint projects_dates_check check (ends_at is null or ends_at >= starts_at)
);
comment on table public.projects is
  'Programs of the network. Public read; admins and the project''s instructors write. Sign-ups only through signup_for_project / leave_project.';
create index projects_list_idx on public.projects (starts_at desc, id);
create index projects_partner_business_idx on public.projects (partner_business_id);
create index projects_created_by_idx on public.projects (created_by);

create table public.project_instructors (
  project_id uuid not null references public.projects (id) on delete cascade,
  user_id uuid not null references public.profiles (id) on delete cascade,
  -- Copied from the profile on insert: visitors read it here, never profiles.
  display_name text not null default '' check (length(display_name) <= 200),
  created_at timestamptz not null default now(),
  primary key (project_id, user_id)
);
create index project_instructors_user_idx on public.project_instructors (user_id);

create table public.project_sessions (
  id uuid primary key default gen_random_uuid(),
  project_id uuid not null references public.projects (id) on delete cascade,
  title text not null check (length(btrim(title)) between 1 and 160),
  starts_at timestamptz not null,
  ends_at timestamptz,
  created_at timestamptz not null default now(),
  constraint project_sessions_dates_check check (ends_at is null or ends_at >= starts_at)
);
create index project_sessions_project_idx on public.project_sessions (project_id, starts_at);

create table public.project_signups (
  id uuid primary key default gen_random_uuid(),
  project_id uuid not null references public.projects (id) on delete cascade,
  user_id uuid not null references public.profiles (id) on delete cascade,
  status text not null check (status in ('confirmed', 'waitlisted', 'cancelled')),
  -- Place in the waiting list (1 = next); null unless waitlisted.
  waitlist_position integer check (waitlist_position is null or waitlist_position >= 1),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint project_signups_position_check check ((status = 'waitlisted') = (waitlist_position is not null)),
  unique (project_id, user_id)
);
create index project_signups_user_idx on public.project_signups (user_id, created_at desc);
create index project_signups_waitlist_idx on public.project_signups (project_id, waitlist_position) where status = 'waitlisted';

create table public.products (
  id uuid primary key default gen_random_uuid(),
  business_id uuid not null references public.businesses (id) on delete cascade,
  slug text not null unique check (private.is_valid_slug(slug)),
  name text not null check (length(btrim(name)) between 2 and 120),
  description text not null default '' check (length(description) <= 600),
  category text not null check (category in (
    'alimentacao', 'artesanato', 'moda', 'beleza', 'casa', 'servicos', 'agricultura', 'outros')),
  price_cents integer not null check (price_cents between 0 and 100000000),
  availability text not null default 'disponivel' check (availability in ('disponivel', 'sob_encomenda', 'esgotado')),
  photos text[] not null default '{}'::text[]
    check (cardinality(photos) <= 4 and array_to_string(photos, ' ') !~ '[<>"]'),
  hidden boolean not null default false,
  hidden_reason text check (hidden_reason is null or length(btrim(hidden_reason)) between 1 and 500),
  hidden_at timestamptz,
  hidden_by uuid references public.profiles (id) on delete set null,
  search_text text not null default '',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint products_reason_only_when_hidden check (hidden or hidden_reason is null)
);
comment on table public.products is
  'Shop window: shown when the business is approved and active and no admin hid the product (set_product_hidden). Prices in centavos.';
create index products_business_idx on public.products (business_id, name);
create index products_hidden_by_idx on public.products (hidden_by);
create index products_category_idx on public.products (category, name) where not hidden;

create trigger projects_set_updated_at before update on public.projects
  for each row execute function private.set_updated_at();
create trigger project_signups_set_updated_at before update on public.project_signups
  for each row execute function private.set_updated_at();
create trigger products_set_updated_at before update on public.products
  for each row execute function private.set_updated_at();

-- ---------------------------------------------------------------------------------------------
-- Helpers for policies (outside the API schema).
-- ---------------------------------------------------------------------------------------------
create function private.is_project_instructor(p_project_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select auth.uid() is not null and exists (
    select 1 from public.project_instructors i where i.project_id = p_project_id and i.user_id = auth.uid())
$$;

create function private.is_listed_business(p_business_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.businesses b where b.id = p_business_id and b.status = 'approved' and b.active)
$$;

revoke execute on function private.is_project_instructor(uuid), private.is_listed_business(uuid) from public;
grant execute on function private.is_project_instructor(uuid) to authenticated, service_role;
grant execute on function private.is_listed_business(uuid) to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- Triggers
-- ---------------------------------------------------------------------------------------------

-- The instructor who creates a project organises it; the name is copied for public pages.
create function private.projects_after_insert()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.created_by is not null and exists (
    select 1 from public.profiles p where p.id = new.created_by and 'instructor' = any (p.roles)
  ) then
    insert into public.project_instructors (project_id, user_id) values (new.id, new.created_by)
    on conflict do nothing;
  end if;
  return null;
end;
$$;
create trigger projects_after_insert after insert on public.projects
  for each row execute function private.projects_after_insert();

create function private.project_instructors_before_insert()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  new.display_name := coalesce((select p.full_name from public.profiles p where p.id = new.user_id), '');
  return new;
end;
$$;
create trigger project_instructors_before_insert before insert on public.project_instructors
  for each row execute function private.project_instructors_before_insert();

create function private.products_before_write()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.search_text := lower(extensions.unaccent(concat_ws(' ', new.name, new.description)));
  return new;
end;
$$;
create trigger products_before_write before insert or update on public.products
  for each row execute function private.products_before_write();

-- ---------------------------------------------------------------------------------------------
-- Sign-ups: the only writers of project_signups.
-- ---------------------------------------------------------------------------------------------

-- Confirms waitlisted members in order while there is room. The caller holds the project lock.
create function private.promote_waitlist(p_project_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_project public.projects;
  v_next public.project_signups;
begin
  select * into v_project from public.projects where id = p_project_id;
  loop
    exit when v_project.confirmed_count >= v_project.capacity;
    select * into v_next from public.project_signups
      where project_id = p_project_id and status = 'waitlisted'
      order by waitlist_position, created_at limit 1;
    exit when v_next.id is null;
    update public.project_signups set status = 'confirmed', waitlist_position = null where id = v_next.id;
    update public.project_signups set waitlist_position = waitlist_position - 1
      where project_id = p_project_id and status = 'waitlisted';
    v_project.confirmed_count := v_project.confirmed_count + 1;
    v_project.waitlist_count := greatest(v_project.waitlist_count - 1, 0);
    perform private.notify(
      v_next.user_id, 'appointment', 'Sua vaga foi confirmada',
      format('Abriu uma vaga em "%s" e sua inscrição saiu da lista de espera.', v_project.title),
      '/projetos/' || v_project.slug, jsonb_build_object('project_id', v_project.id));
    v_next := null;
  end loop;
  update public.projects
    set confirmed_count = v_project.confirmed_count, waitlist_count = v_project.waitlist_count
    where id = p_project_id
      and (confirmed_count, waitlist_count) is distinct from (v_project.confirmed_count, v_project.waitlist_count);
end;
$$;

/*
 * Signs the caller up: confirmed while there is room, waitlisted after. Returns the sign-up's
 * status and waiting-list position. Refuses (P0001, hint) closed projects.
 */
create function public.signup_for_project(p_project_id uuid)
returns table (status text, waitlist_position integer)
language plpgsql
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  v_uid uuid := auth.uid();
  v_project public.projects;
  v_current public.project_signups;
  v_status text;
  v_position integer;
begin
  if v_uid is null then
    raise exception 'permission denied: sign in first' using errcode = '42501';
  end if;
  -- The lock serialises every sign-up and leave of this project: the counts below stay true.
  select * into v_project from public.projects p where p.id = p_project_id for update;
  if v_project.id is null then
    raise exception 'project not found' using errcode = 'P0002';
  end if;
  select * into v_current from public.project_signups s where s.project_id = p_project_id and s.user_id = v_uid;
  if v_current.status in ('confirmed', 'waitlisted') then
    return query select v_current.status, v_current.waitlist_position;
    return;
  end if;
  if v_project.status <> 'inscricoes_abertas' then
    raise exception 'sign-ups are closed' using errcode = 'P0001', hint = 'project_closed';
  end if;
  if v_project.confirmed_count < v_project.capacity then
    v_status := 'confirmed';
    update public.projects set confirmed_count = confirmed_count + 1 where id = p_project_id;
  else
    v_status := 'waitlisted';
    v_position := v_project.waitlist_count + 1;
    update public.projects set waitlist_count = waitlist_count + 1 where id = p_project_id;
  end if;
  insert into public.project_signups (project_id, user_id, status, waitlist_position)
  values (p_project_id, v_uid, v_status, v_position)
  on conflict (project_id, user_id) do update
    set status = excluded.status, waitlist_position = excluded.waitlist_position, created_at = now();
  return query select v_status, v_position;
end;
$$;

/* Cancels the caller's sign-up; a freed seat goes to the first of the waiting list. */
create function public.leave_project(p_project_id uuid)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := auth.uid();
  v_current public.project_signups;
begin
  if v_uid is null then
    raise exception 'permission denied: sign in first' using errcode = '42501';
  end if;
  perform 1 from public.projects p where p.id = p_project_id for update;
  select * into v_current from public.project_signups s
    where s.project_id = p_project_id and s.user_id = v_uid and s.status <> 'cancelled';
  if v_current.id is null then
    return false;
  end if;
  update public.project_signups set status = 'cancelled', waitlist_position = null where id = v_current.id;
  if v_current.status = 'confirmed' then
    update public.projects set confirmed_count = greatest(confirmed_count - 1, 0) where id = p_project_id;
  else
    update public.projects set waitlist_count = greatest(waitlist_count - 1, 0) where id = p_project_id;
    update public.project_signups set waitlist_position = waitlist_position - 1
      where project_id = p_project_id and status = 'waitlisted' and waitlist_position > v_current.waitlist_position;
  end if;
  perform private.promote_waitlist(p_project_id);
  return true;
end;
$$;

-- More seats (an instructor raising capacity) promote the waiting list too.
create function private.projects_after_capacity()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.promote_waitlist(new.id);
  return null;
end;
$$;
create trigger projects_after_capacity after update of capacity on public.projects
  for each row when (new.capacity > old.capacity) execute function private.projects_after_capacity();

/*
 * The participant list of a project (name, e-mail, status, place in line) for its instructors and
 * admins; anyone else gets 42501. Profiles stay closed to instructors otherwise.
 */
create function public.get_project_participants(p_project_id uuid)
returns table (user_id uuid, full_name text, email text, status text, waitlist_position integer, created_at timestamptz)
language plpgsql
stable
security definer
set search_path = ''
as $$
#variable_conflict use_column
begin
  if not (public.is_admin() or private.is_project_instructor(p_project_id)) then
    raise exception 'permission denied: instructors of this project only' using errcode = '42501';
  end if;
  return query
    select s.user_id, p.full_name, p.email, s.status, s.waitlist_position, s.created_at
    from public.project_signups s join public.profiles p on p.id = s.user_id
    where s.project_id = p_project_id and s.status <> 'cancelled'
    order by s.status, s.waitlist_position nulls first, s.created_at;
end;
$$;

/* Admins hide or show a product, with a reason; audited, and the owner is told. */
create function public.set_product_hidden(p_product_id uuid, p_hidden boolean, p_reason text default null)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_product public.products;
  v_owner uuid;
  v_reason text := nullif(btrim(coalesce(p_reason, '')), '');
begin
  perform private.assert_admin();
  select * into v_product from public.products where id = p_product_id for update;
  if v_product.id is null then
    raise exception 'product not found' using errcode = 'P0002';
  end if;
  if p_hidden and v_reason is null then
    raise exception 'a reason is required' using errcode = 'P0001', hint = 'reason_required';
  end if;
  update public.products set
    hidden = p_hidden,
    hidden_reason = case when p_hidden then left(v_reason, 500) end,
    hidden_at = case when p_hidden then now() end,
    hidden_by = case when p_hidden then auth.uid() end
  where id = p_product_id;
  perform private.audit(
    case when p_hidden then 'product.hide' else 'product.show' end, 'product', p_product_id::text,
    jsonb_build_object('name', v_product.name, 'reason', v_reason));
  select b.owner_id into v_owner from public.businesses b where b.id = v_product.business_id;
  if v_owner is not null then
    perform private.notify(
      v_owner, 'user_action',
      case when p_hidden then 'Produto ocultado da loja' else 'Produto visível na loja' end,
      case when p_hidden then format('"%s" foi ocultado: %s', v_product.name, v_reason)
           else format('"%s" voltou a aparecer na loja.', v_product.name) end,
      '/dashboard/negocio/produtos', jsonb_build_object('product_id', p_product_id));
  end if;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- Grants and row-level security. One permissive policy per role and action.
-- ---------------------------------------------------------------------------------------------
alter table public.projects enable row level security;
alter table public.project_instructors enable row level security;
alter table public.project_sessions enable row level security;
alter table public.project_signups enable row level security;
alter table public.products enable row level security;

revoke all on public.projects, public.project_instructors, public.project_sessions, public.project_signups,
  public.products from anon, authenticated;
grant all on public.projects, public.project_instructors, public.project_sessions, public.project_signups,
  public.products to service_role;

grant select on public.projects, public.project_instructors, public.project_sessions to anon, authenticated;
-- The counts, the author and the id are the functions' and the database's.
grant insert (slug, title, kind, summary, description_html, cover_url, format, city, state, starts_at, ends_at,
              capacity, status, partner_business_id)
  on public.projects to authenticated;
grant update (slug, title, kind, summary, description_html, cover_url, format, city, state, starts_at, ends_at,
              capacity, status, partner_business_id)
  on public.projects to authenticated;
grant delete on public.projects to authenticated;

create policy "projects: everyone reads" on public.projects for select to anon, authenticated using (true);
create policy "projects: instructors and admins create" on public.projects
  for insert to authenticated
  with check ((select public.is_admin()) or (select private.has_role('instructor')));
create policy "projects: their instructors and admins update" on public.projects
  for update to authenticated
  using ((select public.is_admin()) or private.is_project_instructor(id))
  with check ((select public.is_admin()) or private.is_project_instructor(id));
create policy "projects: admins delete" on public.projects
  for delete to authenticated using ((select public.is_admin()));

grant insert (project_id, user_id), delete on public.project_instructors to authenticated;
create policy "project_instructors: everyone reads" on public.project_instructors
  for select to anon, authenticated using (true);
create policy "project_instructors: admins add" on public.project_instructors
  for insert to authenticated with check ((select public.is_admin()));
create policy "project_instructors: admins remove" on public.project_instructors
  for delete to authenticated using ((select public.is_admin()));

grant insert (project_id, title, starts_at, ends_at), update (title, starts_at, ends_at), delete
  on public.project_sessions to authenticated;
create policy "project_sessions: everyone reads" on public.project_sessions
  for select to anon, authenticated using (true);
create policy "project_sessions: instructors and admins add" on public.project_sessions
  for insert to authenticated
  with check ((select public.is_admin()) or private.is_project_instructor(project_id));
create policy "project_sessions: instructors and admins update" on public.project_sessions
  for update to authenticated
  using ((select public.is_admin()) or private.is_project_instructor(project_id))
  with check ((select public.is_admin()) or private.is_project_instructor(project_id));
create policy "project_sessions: instructors and admins delete" on public.project_sessions
  for delete to authenticated
  using ((select public.is_admin()) or private.is_project_instructor(project_id));

-- No insert, update or delete grant: sign-ups change only through the functions above.
grant select on public.project_signups to authenticated;
create policy "project_signups: own, the project's instructors, admins" on public.project_signups
  for select to authenticated
  using (user_id = (select auth.uid()) or private.is_project_instructor(project_id) or (select public.is_admin()));

grant select on public.products to anon, authenticated;
grant insert (business_id, slug, name, description, category, price_cents, availability, photos)
  on public.products to authenticated;
grant update (slug, name, description, category, price_cents, availability, photos) on public.products to authenticated;
grant delete on public.products to authenticated;

-- Owners act on their products whatever the listing's status: she prepares them while it waits.
create policy "products: visitors read shown" on public.products
  for select to anon using (not hidden and private.is_listed_business(business_id));
create policy "products: members read shown and own, admins all" on public.products
  for select to authenticated
  using (
    (not hidden and private.is_listed_business(business_id))
    or private.owns_business(business_id)
    or (select public.is_admin())
  );
create policy "products: owners add to their business" on public.products
  for insert to authenticated with check (private.owns_business(business_id));
create policy "products: owners update their own" on public.products
  for update to authenticated
  using (private.owns_business(business_id))
  with check (private.owns_business(business_id));
create policy "products: owners and admins delete" on public.products
  for delete to authenticated
  using (private.owns_business(business_id) or (select public.is_admin()));

-- Called with the member's session; each checks its caller inside. Visitors call none of them.
revoke execute on function
  public.signup_for_project(uuid), public.leave_project(uuid), public.get_project_participants(uuid),
  public.set_product_hidden(uuid, boolean, text), private.promote_waitlist(uuid), private.projects_after_insert(),
  private.project_instructors_before_insert(), private.products_before_write(), private.projects_after_capacity()
from public, anon;
grant execute on function
  public.signup_for_project(uuid), public.leave_project(uuid), public.get_project_participants(uuid),
  public.set_product_hidden(uuid, boolean, text)
to authenticated;
grant execute on function
  public.signup_for_project(uuid), public.leave_project(uuid), public.get_project_participants(uuid),
  public.set_product_hidden(uuid, boolean, text)
to service_role;

-- ---------------------------------------------------------------------------------------------
-- Storage: project covers and product photos (images up to 5 MiB, no SVG).
-- ---------------------------------------------------------------------------------------------
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types) values
  ('project-covers', 'project-covers', true, 5242880, array['image/jpeg', 'image/png', 'image/webp', 'image/avif']),
  ('product-photos', 'product-photos', true, 5242880, array['image/jpeg', 'image/png', 'image/webp', 'image/avif'])
on conflict (id) do update set
  public = excluded.public,
  file_size_limit = excluded.file_size_limit,
  allowed_mime_types = excluded.allowed_mime_types;

-- project-covers/{project id}/...: admins and that project's instructors.
create policy "project-covers: instructors and admins manage" on storage.objects
  for all to authenticated
  using (
    bucket_id = 'project-covers'
    and ((select public.is_admin()) or exists (
      select 1 from public.project_instructors i
      where i.project_id::text = (storage.foldername(objects.name))[1] and i.user_id = (select auth.uid())
    ))
  )
  with check (
    bucket_id = 'project-covers'
    and ((select public.is_admin()) or exists (
      select 1 from public.project_instructors i
      where i.project_id::text = (storage.foldername(objects.name))[1] and i.user_id = (select auth.uid())
    ))
  );

-- product-photos/{business id}/...: the owner of that business.
create policy "product-photos: owners manage their business folder" on storage.objects
  for all to authenticated
  using (
    bucket_id = 'product-photos'
    and exists (
      select 1 from public.businesses b
      where b.id::text = (storage.foldername(objects.name))[1] and b.owner_id = (select auth.uid())
    )
  )
  with check (
    bucket_id = 'product-photos'
    and exists (
      select 1 from public.businesses b
      where b.id::text = (storage.foldername(objects.name))[1] and b.owner_id = (select auth.uid())
    )
  );
