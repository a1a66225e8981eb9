-- The business directory (issue #20): listings wait for an admin's approval, reviews are moderated
-- and rated once per member, the owner answers once, and every moderation step is audited and
-- notified. Permissions live here: column grants decide what a member may write at all, guard
-- triggers refuse the rest whatever grant someone adds later, and only the security definer
-- functions below (which check is_admin() inside) approve, reject, activate or deactivate.

-- ---------------------------------------------------------------------------------------------
-- Listing status, tags, search text and rating aggregates.
-- ---------------------------------------------------------------------------------------------

-- Rows that exist when this runs were public already, so they start approved; new ones pending.
alter table public.businesses
  add column status text not null default 'approved'
    constraint businesses_status_check check (status in ('pending', 'approved', 'rejected')),
  add column rejection_reason text
    constraint businesses_rejection_reason_check
      check (rejection_reason is null or length(btrim(rejection_reason)) between 1 and 500),
  add column submitted_at timestamptz not null default now(),
  add column reviewed_at timestamptz,
  add column reviewed_by uuid references public.profiles (id) on delete set null,
  -- The directory's tags ("aberto a encomendas", "vende on-line"): filters of the public list.
  add column accepts_orders boolean not null default false,
  add column sells_online boolean not null default false,
  add column search_text text not null default '',
  add column rating_count integer not null default 0
    constraint businesses_rating_count_check check (rating_count >= 0),
  add column rating_average numeric(3, 2)
    constraint businesses_rating_average_check check (rating_average is null or rating_average between 1 and 5),
  add constraint businesses_rejection_needs_reason check ((status = 'rejected') = (rejection_reason is not null));
alter table public.businesses alter column status set default 'pending';

comment on column public.businesses.status is
  'pending until an admin approves (approve_business) or rejects (reject_business, with a reason). Public = approved and active. A member''s substantial edit of an approved listing sets it back to pending.';
comment on column public.businesses.active is
  'An approved listing can be paused and resumed by admins (set_business_active); members never write it.';
comment on column public.businesses.search_text is
  'lower(unaccent(name, description, category, city)); written by trigger. Query with ilike on a lowercased, accent-stripped term.';
comment on column public.businesses.rating_count is 'Approved reviews; maintained by trigger on business_reviews.';
comment on column public.businesses.rating_average is 'Average of approved reviews (2 decimals), null without any; maintained by trigger.';

create index businesses_reviewed_by_idx on public.businesses (reviewed_by);
-- The public list: listed rows only, by name, per category, and per state and city.
drop index public.businesses_active_idx;
create index businesses_listed_name_idx on public.businesses (name, id) where status = 'approved' and active;
create index businesses_listed_category_idx on public.businesses (category, name) where status = 'approved' and active;
create index businesses_listed_place_idx on public.businesses (state, city, name) where status = 'approved' and active;
-- The admin queue: oldest submission first.
create index businesses_pending_idx on public.businesses (submitted_at) where status = 'pending';

-- ---------------------------------------------------------------------------------------------
-- Review moderation, one review per member and business, and the owner's one answer.
-- ---------------------------------------------------------------------------------------------
alter table public.business_reviews
  add column rejection_reason text
    constraint business_reviews_rejection_reason_check
      check (rejection_reason is null or length(btrim(rejection_reason)) between 1 and 500),
  add column moderated_at timestamptz,
  add column moderated_by uuid references public.profiles (id) on delete set null,
  add column owner_reply text
    constraint business_reviews_owner_reply_check
      check (owner_reply is null or length(btrim(owner_reply)) between 1 and 1000),
  add column owner_replied_at timestamptz,
  add constraint business_reviews_rejected_not_approved check (not (approved and rejection_reason is not null)),
  add constraint business_reviews_reply_dated check ((owner_reply is null) = (owner_replied_at is null));
-- Members never name themselves: the insert trigger writes the name from the profile.
alter table public.business_reviews alter column author_name set default 'Associada';

comment on column public.business_reviews.approved is
  'Shown publicly once true (approve_review). Pending = not approved and no rejection_reason; rejected = rejection_reason set. An author''s edit sets it back to pending.';
comment on column public.business_reviews.owner_reply is 'The business owner''s one public answer (set once, on an approved review).';

-- One review per member and business; anonymised reviews (author_id null) are not counted.
create unique index business_reviews_one_per_author_idx on public.business_reviews (business_id, author_id);
create index business_reviews_moderated_by_idx on public.business_reviews (moderated_by);
create index business_reviews_pending_idx on public.business_reviews (created_at)
  where not approved and rejection_reason is null;
-- A business page: its approved reviews, newest first.
create index business_reviews_listed_idx on public.business_reviews (business_id, created_at desc) where approved;

-- ---------------------------------------------------------------------------------------------
-- Helpers for policies and triggers. Outside the API schema: not callable through /rest/v1/rpc.
-- ---------------------------------------------------------------------------------------------
create function private.has_role(p_role text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((select p_role = any (p.roles) from public.profiles p where p.id = auth.uid()), false)
$$;

create function private.owns_business(p_business_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select auth.uid() is not null
    and exists (select 1 from public.businesses b where b.id = p_business_id and b.owner_id = auth.uid())
$$;

-- A listed (approved, active) business that is not the caller's own.
create function private.can_review(p_business_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select auth.uid() is not null and exists (
    select 1 from public.businesses b
    where b.id = p_business_id and b.status = 'approved' and b.active and b.owner_id is distinct from auth.uid())
$$;

-- Someone the public pages may name: she owns a listed business.
create function private.is_listed_business_owner(p_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.businesses b where b.owner_id = p_id and b.status = 'approved' and b.active)
$$;

-- "Rafael M.": how a review names its author, from her profile (never from the request). A
-- profile without a name holds the e-mail address, which is never shown: its local part is.
create function private.review_author_name(p_id uuid)
returns text
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_name text := btrim(regexp_replace(coalesce((select p.full_name from public.profiles p where p.id = p_id), ''), '\s+', ' ', 'g'));
  v_first text;
  v_rest text;
begin
  if v_name like '%@%' then
    v_name := split_part(v_name, '@', 1);
  end if;
  v_first := left(split_part(v_name, ' ', 1), 60);
  if v_first = '' then
    return 'Associada';
  end if;
  v_rest := btrim(substr(v_name, length(split_part(v_name, ' ', 1)) + 1));
  return v_first || case when v_rest = '' then '' else ' ' || upper(left(v_rest, 1)) || '.' end;
end;
$$;

-- Whether new listings ('directory_listing_approval') or reviews ('directory_review_approval')
-- wait for an admin: the site settings say (public.setting_bool, …_site_settings.sql, a later
-- migration: resolved when called). Without that setting, they wait.
create function private.approval_required(p_key text)
returns boolean
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  return coalesce(public.setting_bool(p_key), true);
exception
  when undefined_function or undefined_table then
    return true;
end;
$$;

revoke execute on function
  private.has_role(text), private.owns_business(uuid), private.can_review(uuid),
  private.is_listed_business_owner(uuid), private.review_author_name(uuid), private.approval_required(text)
from public;
grant execute on function
  private.has_role(text), private.owns_business(uuid), private.can_review(uuid), private.review_author_name(uuid),
  private.approval_required(text)
to authenticated, service_role;
grant execute on function private.is_listed_business_owner(uuid) to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- What members may write: column grants (an insert or update naming any other column fails with
-- 42501 before any row is touched).
-- ---------------------------------------------------------------------------------------------
revoke insert, update on public.businesses from authenticated;
grant insert (owner_id, name, slug, description, category, city, state, website_url, instagram_url, whatsapp,
              contact_email, logo_url, accepts_orders, sells_online)
  on public.businesses to authenticated;
grant update (name, slug, description, category, city, state, website_url, instagram_url, whatsapp,
              contact_email, logo_url, accepts_orders, sells_online)
  on public.businesses to authenticated;

revoke insert, update on public.business_reviews from authenticated;
grant insert (business_id, author_id, rating, comment) on public.business_reviews to authenticated;
grant update (rating, comment, owner_reply) on public.business_reviews to authenticated;

-- ---------------------------------------------------------------------------------------------
-- Guard and workflow triggers. They run with the caller's rights (not security definer), so
-- current_user tells a request's API role from the owner that the moderation functions and
-- triggers below run as.
-- ---------------------------------------------------------------------------------------------
create function private.businesses_before_write()
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

  -- What visitors judge a business by goes back to the queue when its owner changes it; contact
  -- details, place and tags do not. A rejected listing goes back with any change (a resubmission).
  -- Admins' own edits stay as they are, and nothing waits when approval is switched off.
  if not public.is_admin() and private.approval_required('directory_listing_approval') and (
       (old.status = 'approved'
        and (new.name, new.slug, new.description, new.category, new.website_url, new.instagram_url, new.logo_url)
            is distinct from (old.name, old.slug, old.description, old.category, old.website_url, old.instagram_url,
            old.logo_url))
    or (old.status = 'rejected'
        and (to_jsonb(new) - array['updated_at', 'search_text']) is distinct from (to_jsonb(old) - array['updated_at', 'search_text']))
  ) then
    new.status := 'pending';
    new.rejection_reason := null;
    new.reviewed_at := null;
    new.reviewed_by := null;
    new.submitted_at := now();
  end if;
  return new;
end;
$$;

create trigger businesses_before_write before insert or update on public.businesses
  for each row execute function private.businesses_before_write();

create function private.business_reviews_before_write()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_uid uuid := auth.uid();
begin
  if current_user not in ('anon', 'authenticated') then
    return new;
  end if;

  if tg_op = 'INSERT' then
    new.author_name := private.review_author_name(v_uid);
    new.approved := not private.approval_required('directory_review_approval');
    new.rejection_reason := null;
    new.moderated_at := null;
    new.moderated_by := null;
    new.owner_reply := null;
    new.owner_replied_at := null;
    return new;
  end if;

  if (new.business_id, new.author_id, new.author_name, new.approved, new.rejection_reason, new.moderated_at,
      new.moderated_by, new.owner_replied_at, new.created_at)
     is distinct from (old.business_id, old.author_id, old.author_name, old.approved, old.rejection_reason,
      old.moderated_at, old.moderated_by, old.owner_replied_at, old.created_at) then
    raise exception 'permission denied: reviews are moderated only through approve_review and reject_review'
      using errcode = '42501';
  end if;

  if (new.rating, new.comment) is distinct from (old.rating, old.comment) then
    if old.author_id is distinct from v_uid then
      raise exception 'permission denied: only the author edits a review' using errcode = '42501';
    end if;
    -- An edited review is read again before it is shown (when reviews wait for approval at all).
    new.approved := not private.approval_required('directory_review_approval');
    new.rejection_reason := null;
    new.moderated_at := null;
    new.moderated_by := null;
  end if;

  if new.owner_reply is distinct from old.owner_reply then
    if not private.owns_business(old.business_id) then
      raise exception 'permission denied: only the business owner answers a review' using errcode = '42501';
    end if;
    if old.owner_reply is not null or new.owner_reply is null then
      raise exception 'the owner answers a review once' using errcode = '42501', hint = 'already_replied';
    end if;
    if not old.approved then
      raise exception 'only published reviews are answered' using errcode = '42501', hint = 'not_approved';
    end if;
    new.owner_replied_at := now();
  end if;
  return new;
end;
$$;

create trigger business_reviews_before_write before insert or update on public.business_reviews
  for each row execute function private.business_reviews_before_write();

-- Rating aggregates from the approved reviews, kept by the database: no client can skew them.
create function private.refresh_business_rating(p_business_id uuid)
returns void
language sql
security definer
set search_path = ''
as $$
  update public.businesses b
  set rating_count = s.n, rating_average = s.average
  from (
    select count(*)::integer as n, round(avg(r.rating), 2) as average
    from public.business_reviews r where r.business_id = p_business_id and r.approved
  ) s
  where b.id = p_business_id and (b.rating_count, b.rating_average) is distinct from (s.n, s.average)
$$;

create function private.business_reviews_after_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_business public.businesses;
begin
  if tg_op in ('UPDATE', 'DELETE') and old.approved then
    perform private.refresh_business_rating(old.business_id);
  end if;
  if tg_op in ('INSERT', 'UPDATE') and new.approved
     and (tg_op = 'INSERT' or not old.approved or old.rating is distinct from new.rating or old.business_id <> new.business_id) then
    perform private.refresh_business_rating(new.business_id);
    -- Published without moderation (approval switched off in the settings): the owner hears it
    -- here, as approve_review tells her otherwise. Seed and migration writes carry no user.
    if new.moderated_at is null and auth.uid() is not null and (tg_op = 'INSERT' or not old.approved) then
      select * into v_business from public.businesses b where b.id = new.business_id;
      if v_business.owner_id is not null then
        perform private.notify(v_business.owner_id, 'new_review', 'Nova avaliação recebida',
          format('%s deu %s %s para %s: "%s"', split_part(new.author_name, ' ', 1), new.rating,
            case when new.rating = 1 then 'estrela' else 'estrelas' end, v_business.name,
            case when length(new.comment) > 140 then left(new.comment, 139) || '…' else new.comment end),
          '/diretorio/' || v_business.slug || '#avaliacoes',
          jsonb_build_object('event', 'review_published', 'business_id', v_business.id, 'review_id', new.id,
            'rating', new.rating));
      end if;
    end if;
  end if;
  return null;
end;
$$;

create trigger business_reviews_after_change after insert or update or delete on public.business_reviews
  for each row execute function private.business_reviews_after_change();

-- ---------------------------------------------------------------------------------------------
-- Row-level security. One permissive policy per role and action (lint multiple_permissive_policies).
-- ---------------------------------------------------------------------------------------------
drop policy "businesses: visitors read active" on public.businesses;
drop policy "businesses: members read active and own, admins all" on public.businesses;
create policy "businesses: visitors read listed" on public.businesses
  for select to anon using (status = 'approved' and active);
create policy "businesses: members read listed and own, admins all" on public.businesses
  for select to authenticated
  using ((status = 'approved' and active) or owner_id = (select auth.uid()) or (select public.is_admin()));

-- Listing a business takes the business_owner role (self-service through add_user_role).
drop policy "businesses: owners and admins insert" on public.businesses;
create policy "businesses: business owners insert their own, admins any" on public.businesses
  for insert to authenticated
  with check (
    (owner_id = (select auth.uid()) and (select private.has_role('business_owner')))
    or (select public.is_admin())
  );

drop policy "business_reviews: visitors read approved" on public.business_reviews;
drop policy "business_reviews: members read by relation, admins all" on public.business_reviews;
create policy "business_reviews: visitors read approved of listed" on public.business_reviews
  for select to anon
  using (approved and exists (
    select 1 from public.businesses b where b.id = business_id and b.status = 'approved' and b.active));
create policy "business_reviews: members read by relation, admins all" on public.business_reviews
  for select to authenticated
  using (
    (approved and exists (
      select 1 from public.businesses b where b.id = business_id and b.status = 'approved' and b.active))
    or author_id = (select auth.uid())
    or private.owns_business(business_id)
    or (select public.is_admin())
  );

-- Members review listed businesses other than their own, as themselves, unapproved (unless the
-- site settings publish reviews without moderation).
drop policy "business_reviews: members submit unapproved" on public.business_reviews;
create policy "business_reviews: members review listed businesses of others" on public.business_reviews
  for insert to authenticated
  with check (
    author_id = (select auth.uid())
    and (not approved or not private.approval_required('directory_review_approval'))
    and private.can_review(business_id)
  );

-- Authors edit their review, owners answer the reviews of their business (the trigger decides
-- which columns each may change); admins moderate through the functions.
drop policy "business_reviews: admins update" on public.business_reviews;
create policy "business_reviews: authors and business owners update" on public.business_reviews
  for update to authenticated
  using (author_id = (select auth.uid()) or private.owns_business(business_id))
  with check (author_id = (select auth.uid()) or private.owns_business(business_id));

drop policy "business_reviews: admins delete" on public.business_reviews;
create policy "business_reviews: authors and admins delete" on public.business_reviews
  for delete to authenticated
  using (author_id = (select auth.uid()) or (select public.is_admin()));

-- Business pages show the owner's name and avatar: visitors may read those columns (granted to
-- anon before) of listed owners too, besides blog authors'. One policy, so the lint stays clean.
drop policy "profiles: visitors read blog authors" on public.profiles;
create policy "profiles: visitors read blog authors and listed business owners" on public.profiles
  for select to anon using (private.is_blog_author(id) or private.is_listed_business_owner(id));

-- ---------------------------------------------------------------------------------------------
-- Moderation: admins only, checked inside; each writes the audit log (with the names the
-- overview's "Atividade recente" shows) and notifies whom it concerns.
-- ---------------------------------------------------------------------------------------------
create function private.clean_reason(p_reason text)
returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  v_reason text := btrim(coalesce(p_reason, ''));
begin
  if length(v_reason) = 0 or length(v_reason) > 500 then
    raise exception 'a reason of 1 to 500 characters is required' using errcode = '22023', hint = 'reason_required';
  end if;
  return v_reason;
end;
$$;

create function public.approve_business(p_business_id uuid)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_business public.businesses;
begin
  perform private.assert_admin();
  select * into v_business from public.businesses b where b.id = p_business_id for update;
  if not found then
    raise exception 'business not found' using errcode = 'P0002';
  end if;
  if v_business.status = 'approved' then
    return false;
  end if;
  update public.businesses
  set status = 'approved', rejection_reason = null, reviewed_at = now(), reviewed_by = auth.uid()
  where id = p_business_id;
  perform private.audit('business.approve', 'business', p_business_id::text,
    jsonb_build_object('name', v_business.name, 'slug', v_business.slug));
  if v_business.owner_id is not null then
    perform private.notify(v_business.owner_id, 'user_action', 'Seu negócio foi aprovado',
      format('"%s" já aparece no diretório da Convergência Empreendedora.', v_business.name),
      '/diretorio/' || v_business.slug,
      jsonb_build_object('event', 'business_approved', 'business_id', p_business_id));
  end if;
  return true;
end;
$$;
comment on function public.approve_business(uuid) is
  'Admins only. Approves a pending or rejected listing (public while active). Audited (business.approve); notifies the owner. False when it was approved already.';

create function public.reject_business(p_business_id uuid, p_reason text)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_business public.businesses;
  v_reason text;
begin
  perform private.assert_admin();
  v_reason := private.clean_reason(p_reason);
  select * into v_business from public.businesses b where b.id = p_business_id for update;
  if not found then
    raise exception 'business not found' using errcode = 'P0002';
  end if;
  update public.businesses
  set status = 'rejected', rejection_reason = v_reason, reviewed_at = now(), reviewed_by = auth.uid()
  where id = p_business_id;
  perform private.audit('business.reject', 'business', p_business_id::text,
    jsonb_build_object('name', v_business.name, 'slug', v_business.slug, 'reason', v_reason));
  if v_business.owner_id is not null then
    perform private.notify(v_business.owner_id, 'user_action', 'Seu negócio não foi aprovado',
      format('"%s" não foi publicado no diretório. Motivo: %s', v_business.name, v_reason),
      '/dashboard/negocio/' || p_business_id,
      jsonb_build_object('event', 'business_rejected', 'business_id', p_business_id, 'reason', v_reason));
  end if;
  return true;
end;
$$;
comment on function public.reject_business(uuid, text) is
  'Admins only. Rejects a listing with a reason (1-500 characters, else 22023 hint reason_required); an approved one leaves the directory. Audited (business.reject); notifies the owner with the reason.';

create function public.set_business_active(p_business_id uuid, p_active boolean)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_business public.businesses;
begin
  perform private.assert_admin();
  if p_active is null then
    raise exception 'p_active is required' using errcode = '22023';
  end if;
  select * into v_business from public.businesses b where b.id = p_business_id for update;
  if not found then
    raise exception 'business not found' using errcode = 'P0002';
  end if;
  if v_business.status <> 'approved' then
    raise exception 'only approved listings are paused or resumed'
      using errcode = 'P0001', hint = 'not_approved';
  end if;
  if v_business.active = p_active then
    return false;
  end if;
  update public.businesses set active = p_active where id = p_business_id;
  perform private.audit(case when p_active then 'business.activate' else 'business.deactivate' end,
    'business', p_business_id::text, jsonb_build_object('name', v_business.name, 'slug', v_business.slug));
  if v_business.owner_id is not null then
    perform private.notify(v_business.owner_id, 'user_action',
      case when p_active then 'Seu negócio voltou ao diretório' else 'Seu negócio foi desativado' end,
      case when p_active
        then format('"%s" voltou a aparecer no diretório.', v_business.name)
        else format('"%s" não aparece mais no diretório por enquanto. Fale com a equipe para saber mais.', v_business.name) end,
      '/dashboard/negocio/' || p_business_id,
      jsonb_build_object('event', case when p_active then 'business_activated' else 'business_deactivated' end,
        'business_id', p_business_id));
  end if;
  return true;
end;
$$;
comment on function public.set_business_active(uuid, boolean) is
  'Admins only. Pauses or resumes an approved listing (P0001 hint not_approved otherwise). Audited (business.activate/deactivate); notifies the owner. False when nothing changed.';

create function public.approve_review(p_review_id uuid)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_review public.business_reviews;
  v_business public.businesses;
begin
  perform private.assert_admin();
  select * into v_review from public.business_reviews r where r.id = p_review_id for update;
  if not found then
    raise exception 'review not found' using errcode = 'P0002';
  end if;
  if v_review.approved then
    return false;
  end if;
  select * into v_business from public.businesses b where b.id = v_review.business_id;
  update public.business_reviews
  set approved = true, rejection_reason = null, moderated_at = now(), moderated_by = auth.uid()
  where id = p_review_id;
  perform private.audit('review.approve', 'business_review', p_review_id::text,
    jsonb_build_object('name', v_business.name, 'slug', v_business.slug, 'author', v_review.author_name,
      'rating', v_review.rating));
  -- The owner hears it live (the bell's new_review), the author that hers is public.
  if v_business.owner_id is not null then
    perform private.notify(v_business.owner_id, 'new_review', 'Nova avaliação recebida',
      format('%s deu %s %s para %s: "%s"', split_part(v_review.author_name, ' ', 1), v_review.rating,
        case when v_review.rating = 1 then 'estrela' else 'estrelas' end, v_business.name,
        case when length(v_review.comment) > 140 then left(v_review.comment, 139) || '…' else v_review.comment end),
      '/diretorio/' || v_business.slug || '#avaliacoes',
      jsonb_build_object('event', 'review_approved', 'business_id', v_business.id, 'review_id', p_review_id,
        'rating', v_review.rating));
  end if;
  if v_review.author_id is not null then
    perform private.notify(v_review.author_id, 'user_action', 'Sua avaliação foi publicada',
      format('Sua avaliação de %s já aparece no diretório.', v_business.name),
      '/diretorio/' || v_business.slug || '#avaliacoes',
      jsonb_build_object('event', 'review_published', 'business_id', v_business.id, 'review_id', p_review_id));
  end if;
  return true;
end;
$$;
comment on function public.approve_review(uuid) is
  'Admins only. Publishes a review (counted in the business''s rating). Audited (review.approve); notifies the business owner (new_review) and the author. False when it was approved already.';

create function public.reject_review(p_review_id uuid, p_reason text)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_review public.business_reviews;
  v_business public.businesses;
  v_reason text;
begin
  perform private.assert_admin();
  v_reason := private.clean_reason(p_reason);
  select * into v_review from public.business_reviews r where r.id = p_review_id for update;
  if not found then
    raise exception 'review not found' using errcode = 'P0002';
  end if;
  select * into v_business from public.businesses b where b.id = v_review.business_id;
  update public.business_reviews
  set approved = false, rejection_reason = v_reason, moderated_at = now(), moderated_by = auth.uid()
  where id = p_review_id;
  perform private.audit('review.reject', 'business_review', p_review_id::text,
    jsonb_build_object('name', v_business.name, 'slug', v_business.slug, 'author', v_review.author_name,
      'rating', v_review.rating, 'reason', v_reason, 'was_approved', v_review.approved));
  if v_review.author_id is not null then
    perform private.notify(v_review.author_id, 'user_action',
      case when v_review.approved then 'Sua avaliação foi removida' else 'Sua avaliação não foi publicada' end,
      format('Sua avaliação de %s não está no diretório. Motivo: %s', v_business.name, v_reason),
      '/diretorio/' || v_business.slug || '#avaliar',
      jsonb_build_object('event', 'review_rejected', 'business_id', v_business.id, 'review_id', p_review_id,
        'reason', v_reason));
  end if;
  return true;
end;
$$;
comment on function public.reject_review(uuid, text) is
  'Admins only. Rejects a pending review, or takes a published one down, with a reason (1-500 characters, else 22023 hint reason_required). Audited (review.reject); notifies the author with the reason.';

-- The overview's "Negócios ativos": listed businesses (approved and active), no longer every active row.
create or replace function public.get_admin_stats()
returns table (
  total_users bigint,
  new_users_this_month bigint,
  total_businesses bigint,
  total_subscriptions bigint,
  active_subscriptions bigint
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not public.is_admin() then
    raise exception 'permission denied: administrators only' using errcode = '42501';
  end if;
  return query
  select
    (select count(*) from public.profiles),
    (select count(*) from public.profiles p
      where p.created_at >= (date_trunc('month', now() at time zone 'America/Sao_Paulo') at time zone 'America/Sao_Paulo')),
    (select count(*) from public.businesses b where b.status = 'approved' and b.active),
    (select count(*) from public.newsletter_subscribers),
    (select count(*) from public.newsletter_subscribers s where s.active);
end;
$$;
comment on function public.get_admin_stats() is
  'Admins only. One row: total_users, new_users_this_month (America/Sao_Paulo month), total_businesses (listed: approved and active), total_subscriptions (all subscribers), active_subscriptions.';

-- The moderation functions are called with the admin's session (app/(admin)/admin/negocios,
-- after requireAdmin()), each checking is_admin() inside and auditing auth.uid() as the actor.
revoke execute on function
  public.approve_business(uuid), public.reject_business(uuid, text), public.set_business_active(uuid, boolean),
  public.approve_review(uuid), public.reject_review(uuid, text)
from public, anon;
grant execute on function
  public.approve_business(uuid), public.reject_business(uuid, text), public.set_business_active(uuid, boolean),
  public.approve_review(uuid), public.reject_review(uuid, text)
to authenticated, service_role;
revoke execute on function private.clean_reason(text), private.refresh_business_rating(uuid) from public;

-- Existing rows get their search text and aggregates (a hosted project may have some).
update public.businesses set search_text = search_text;
select private.refresh_business_rating(b.id) from public.businesses b;
