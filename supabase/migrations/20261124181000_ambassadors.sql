-- Ambassadors with commissions (issue #23). An admin grants the `ambassador` role; the ambassador
-- gets a readable, unique referral code. The server passes a referral cookie's code in the new
-- user's metadata at sign-up; the triggers below record the referral once (no self-referral, no
-- unknown code) and, when that user confirms her e-mail, a pending commission entry at the
-- amount in site_settings. Entries move pending → approved → paid only through
-- set_commission_status() (admins, audited). Nobody writes these tables through /rest/v1.

create table public.ambassadors (
  user_id uuid primary key references public.profiles (id) on delete cascade,
  code text not null unique check (code ~ '^[a-z0-9][a-z0-9-]{2,31}$'),
  created_at timestamptz not null default now()
);

create table public.referrals (
  id uuid primary key default gen_random_uuid(),
  ambassador_id uuid not null references public.ambassadors (user_id) on delete cascade,
  -- One attribution per person, ever.
  referred_user_id uuid not null unique references public.profiles (id) on delete cascade,
  code text not null,
  created_at timestamptz not null default now(),
  confirmed_at timestamptz
);
create index referrals_ambassador_idx on public.referrals (ambassador_id, created_at desc);

create table public.commission_entries (
  id uuid primary key default gen_random_uuid(),
  ambassador_id uuid not null references public.ambassadors (user_id) on delete cascade,
  -- A confirmed sign-up earns one entry; other events (a project sign-up, later) have no referral.
  referral_id uuid unique references public.referrals (id) on delete set null,
  kind text not null default 'signup_confirmed' check (kind ~ '^[a-z][a-z_]{2,39}$'),
  description text not null default 'Cadastro confirmado' check (char_length(description) <= 200),
  amount_cents integer not null check (amount_cents >= 0),
  status text not null default 'pending' check (status in ('pending', 'approved', 'paid')),
  created_at timestamptz not null default now(),
  approved_at timestamptz,
  approved_by uuid references public.profiles (id) on delete set null,
  paid_at timestamptz,
  paid_by uuid references public.profiles (id) on delete set null,
  check ((status = 'pending') = (approved_at is null)),
  check ((status = 'paid') = (paid_at is not null))
);
create index commission_entries_ambassador_idx on public.commission_entries (ambassador_id, created_at desc);
create index commission_entries_status_idx on public.commission_entries (status, created_at desc);
create index commission_entries_approved_by_idx on public.commission_entries (approved_by);
create index commission_entries_paid_by_idx on public.commission_entries (paid_by);

alter table public.ambassadors enable row level security;
alter table public.referrals enable row level security;
alter table public.commission_entries enable row level security;

-- Her own rows, or an admin's view of all. No write policy: writes go through the functions below.
create policy ambassadors_select_own_or_admin on public.ambassadors
  for select to authenticated using (user_id = (select auth.uid()) or (select public.is_admin()));
create policy referrals_select_own_or_admin on public.referrals
  for select to authenticated using (ambassador_id = (select auth.uid()) or (select public.is_admin()));
create policy commission_entries_select_own_or_admin on public.commission_entries
  for select to authenticated using (ambassador_id = (select auth.uid()) or (select public.is_admin()));

grant select on public.ambassadors, public.referrals, public.commission_entries to authenticated;
grant all on public.ambassadors, public.referrals, public.commission_entries to service_role;

-- ---------------------------------------------------------------------------------------------
-- Codes: her first name (accents folded) and digits, unique.
-- ---------------------------------------------------------------------------------------------
create function private.new_ambassador_code(p_name text)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_base text;
  v_code text;
begin
  v_base := lower(split_part(btrim(coalesce(p_name, '')), ' ', 1));
  v_base := translate(v_base, 'áàâãäéèêëíìîïóòôõöúùûüçñ', 'aaaaaeeeeiiiiooooouuuucn');
  v_base := left(regexp_replace(v_base, '[^a-z0-9]', '', 'g'), 20);
  if char_length(v_base) < 3 then v_base := 'embaixadora'; end if;
  loop
    v_code := v_base || (10 + floor(random() * 990))::int::text;
    exit when not exists (select 1 from public.ambassadors a where a.code = v_code);
  end loop;
  return v_code;
end;
$$;

-- Granting the role (add_user_role, already audited) creates her ambassador row and code.
create function private.ensure_ambassador()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if 'ambassador' = any (new.roles) and not exists (select 1 from public.ambassadors a where a.user_id = new.id) then
    insert into public.ambassadors (user_id, code)
    values (new.id, private.new_ambassador_code(coalesce(new.full_name, new.email)));
  end if;
  return new;
end;
$$;

create trigger profiles_ensure_ambassador
  after insert or update of roles on public.profiles
  for each row execute function private.ensure_ambassador();

-- ---------------------------------------------------------------------------------------------
-- Attribution and the commission on confirmation
-- ---------------------------------------------------------------------------------------------
-- "ana+x@mail.com" and "ana@mail.com" are the same person for self-referral.
create function private.email_identity(p_email text)
returns text
language sql
immutable
set search_path = ''
as $$
  select regexp_replace(lower(btrim(coalesce(p_email, ''))), '\+[^@]*@', '@')
$$;

create function private.credit_referral(p_user uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_referral public.referrals;
  v_amount integer;
begin
  update public.referrals r set confirmed_at = now()
  where r.referred_user_id = p_user and r.confirmed_at is null
  returning * into v_referral;
  if v_referral.id is null then return; end if;
  select s.commission_amount_cents into v_amount from public.site_settings s where s.id;
  insert into public.commission_entries (ambassador_id, referral_id, amount_cents)
  values (v_referral.ambassador_id, v_referral.id, coalesce(v_amount, 0))
  on conflict (referral_id) do nothing;
end;
$$;

create function private.handle_new_user_referral()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_code text := lower(btrim(coalesce(new.raw_user_meta_data ->> 'ref_code', '')));
  v_ambassador uuid;
  v_ambassador_email text;
begin
  if v_code = '' then return new; end if;
  select a.user_id, p.email into v_ambassador, v_ambassador_email
  from public.ambassadors a join public.profiles p on p.id = a.user_id
  where a.code = v_code and 'ambassador' = any (p.roles);
  -- Unknown codes and self-referral are ignored: the sign-up itself must not fail.
  if v_ambassador is null or v_ambassador = new.id
     or private.email_identity(v_ambassador_email) = private.email_identity(new.email) then
    return new;
  end if;
  insert into public.referrals (ambassador_id, referred_user_id, code)
  values (v_ambassador, new.id, v_code)
  on conflict (referred_user_id) do nothing;
  if new.email_confirmed_at is not null then
    perform private.credit_referral(new.id);
  end if;
  return new;
end;
$$;

-- Named to sort after on_auth_user_created: the profile exists by then.
create trigger on_auth_user_created_referral after insert on auth.users
  for each row execute function private.handle_new_user_referral();

create function private.handle_user_confirmed_referral()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if old.email_confirmed_at is null and new.email_confirmed_at is not null then
    perform private.credit_referral(new.id);
  end if;
  return new;
end;
$$;

create trigger on_auth_user_confirmed_referral after update of email_confirmed_at on auth.users
  for each row execute function private.handle_user_confirmed_referral();

-- ---------------------------------------------------------------------------------------------
-- Admin functions (the admin's session after requireAdmin(); checked again here, audited)
-- ---------------------------------------------------------------------------------------------
-- Moves entries one step: 'approved' takes pending ones, 'paid' takes approved ones; others are
-- left alone. Returns how many changed.
create function public.set_commission_status(p_ids uuid[], p_status text)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_count integer;
  v_ids uuid[];
begin
  perform private.assert_admin();
  if p_status not in ('approved', 'paid') then
    raise exception 'invalid status' using errcode = '22023';
  end if;
  with changed as (
    update public.commission_entries e set
      status = p_status,
      approved_at = case when p_status = 'approved' then now() else e.approved_at end,
      approved_by = case when p_status = 'approved' then auth.uid() else e.approved_by end,
      paid_at = case when p_status = 'paid' then now() else e.paid_at end,
      paid_by = case when p_status = 'paid' then auth.uid() else e.paid_by end
    where e.id = any (p_ids)
      and e.status = case p_status when 'approved' then 'pending' else 'approved' end
    returning e.id
  )
  select count(*)::integer, coalesce(array_agg(id), '{}') into v_count, v_ids from changed;
  if v_count > 0 then
    perform private.audit('commission.' || p_status, 'commission_entries', null,
      jsonb_build_object('ids', to_jsonb(v_ids), 'count', v_count));
  end if;
  return v_count;
end;
$$;

create function public.set_ambassador_code(p_user_id uuid, p_code text)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_code text := lower(btrim(coalesce(p_code, '')));
  v_old text;
begin
  perform private.assert_admin();
  if v_code !~ '^[a-z0-9][a-z0-9-]{2,31}$' then
    raise exception 'invalid code' using errcode = '22023';
  end if;
  select a.code into v_old from public.ambassadors a where a.user_id = p_user_id for update;
  if v_old is null then
    raise exception 'ambassador not found' using errcode = 'P0002';
  end if;
  update public.ambassadors set code = v_code where user_id = p_user_id;
  perform private.audit('ambassador.code', 'ambassadors', p_user_id::text,
    jsonb_build_object('from', v_old, 'to', v_code));
  return v_code;
end;
$$;

-- Totals by the database: per ambassador and state, optionally within a period.
create function public.get_commission_totals(p_from timestamptz default null, p_to timestamptz default null)
returns table (ambassador_id uuid, status text, entries bigint, total_cents bigint)
language sql
stable
security invoker
set search_path = ''
as $$
  select e.ambassador_id, e.status, count(*), coalesce(sum(e.amount_cents), 0)::bigint
  from public.commission_entries e
  where (p_from is null or e.created_at >= p_from) and (p_to is null or e.created_at < p_to)
  group by e.ambassador_id, e.status
$$;

revoke execute on function public.set_commission_status(uuid[], text), public.set_ambassador_code(uuid, text)
  from public, anon;
grant execute on function public.set_commission_status(uuid[], text), public.set_ambassador_code(uuid, text)
  to authenticated, service_role;
-- Invoker rights: RLS gives an ambassador her own totals and an admin everyone's. Visitors have none.
revoke execute on function public.get_commission_totals(timestamptz, timestamptz) from public, anon;
grant execute on function public.get_commission_totals(timestamptz, timestamptz) to authenticated, service_role;

-- Ambassadors granted before this migration.
insert into public.ambassadors (user_id, code)
select p.id, private.new_ambassador_code(coalesce(p.full_name, p.email))
from public.profiles p
where 'ambassador' = any (p.roles)
on conflict do nothing;
