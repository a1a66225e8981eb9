-- Site settings (issue #23): one row, read and written by administrators only. The public pages
-- read the public subset through get_public_site_settings() (cached by the app, revalidated on
-- save); triggers read the directory's approval flags through setting_bool().

create table public.site_settings (
  id boolean primary key default true check (id),
  site_name text not null check (char_length(btrim(site_name)) between 2 and 80),
  site_description text not null check (char_length(btrim(site_description)) between 10 and 300),
  contact_email text check (contact_email is null or private.is_valid_email(contact_email)),
  contact_phone text check (contact_phone is null or contact_phone ~ '^[0-9+() -]{8,20}$'),
  social_instagram text check (social_instagram is null or social_instagram ~ '^https://'),
  social_facebook text check (social_facebook is null or social_facebook ~ '^https://'),
  social_linkedin text check (social_linkedin is null or social_linkedin ~ '^https://'),
  social_youtube text check (social_youtube is null or social_youtube ~ '^https://'),
  -- Four {value, label} figures each: the home statistics band and the about page's impact.
  home_stats jsonb not null check (jsonb_typeof(home_stats) = 'array' and jsonb_array_length(home_stats) = 4),
  about_impact jsonb not null check (jsonb_typeof(about_impact) = 'array' and jsonb_array_length(about_impact) = 4),
  -- Money is integer centavos.
  commission_amount_cents integer not null default 1000 check (commission_amount_cents between 0 and 10000000),
  referral_window_days integer not null default 30 check (referral_window_days between 1 and 365),
  directory_listing_approval boolean not null default true,
  directory_review_approval boolean not null default true,
  newsletter_optin_text text check (newsletter_optin_text is null or char_length(newsletter_optin_text) <= 1000),
  updated_at timestamptz not null default now(),
  updated_by uuid references public.profiles (id) on delete set null
);
create index site_settings_updated_by_idx on public.site_settings (updated_by);

comment on table public.site_settings is
  'The one row of site settings (admins only). Public pages read get_public_site_settings().';

insert into public.site_settings (site_name, site_description, home_stats, about_impact)
values (
  'Convergência Empreendedora',
  'Conectamos, educamos e impulsionamos mulheres por meio do empreendedorismo e de redes de apoio da economia solidária.',
  '[{"value":"500+","label":"Mulheres conectadas"},{"value":"50+","label":"Projetos"},{"value":"15+","label":"Cidades"},{"value":"95%","label":"Satisfação"}]',
  '[{"value":"1.200+","label":"Mulheres impactadas"},{"value":"850+","label":"Negócios apoiados"},{"value":"95%","label":"Satisfação"},{"value":"R$ 2,5M","label":"Em receita gerada"}]'
);

alter table public.site_settings enable row level security;

create policy site_settings_select_admin on public.site_settings
  for select to authenticated using ((select public.is_admin()));
create policy site_settings_update_admin on public.site_settings
  for update to authenticated using ((select public.is_admin())) with check ((select public.is_admin()));

grant select, update on public.site_settings to authenticated;
grant all on public.site_settings to service_role;

-- Who changed what and when: the row keeps the last editor, the audit log every change.
create function private.site_settings_before_update()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_changed text[];
begin
  if new.id is distinct from old.id then
    raise exception 'site settings are one row' using errcode = '42501';
  end if;
  new.updated_at := now();
  new.updated_by := auth.uid();
  select coalesce(array_agg(n.key order by n.key), '{}') into v_changed
  from jsonb_each(to_jsonb(new)) n join jsonb_each(to_jsonb(old)) o using (key)
  where n.value is distinct from o.value and n.key not in ('updated_at', 'updated_by');
  perform private.audit('settings.update', 'site_settings', 'site', jsonb_build_object('changed', v_changed));
  return new;
end;
$$;

create trigger site_settings_before_update
  before update on public.site_settings
  for each row execute function private.site_settings_before_update();

-- What every visitor sees anyway (footer, JSON-LD, home, about) and the referral window the proxy
-- needs for the cookie: never the commission amount or the moderation flags.
create function public.get_public_site_settings()
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'site_name', s.site_name,
    'site_description', s.site_description,
    'contact_email', s.contact_email,
    'contact_phone', s.contact_phone,
    'social_instagram', s.social_instagram,
    'social_facebook', s.social_facebook,
    'social_linkedin', s.social_linkedin,
    'social_youtube', s.social_youtube,
    'home_stats', s.home_stats,
    'about_impact', s.about_impact,
    'referral_window_days', s.referral_window_days)
  from public.site_settings s
  where s.id
$$;

grant execute on function public.get_public_site_settings() to anon, authenticated, service_role;

-- For other migrations' triggers (the directory's approval): a boolean setting by name. Not
-- granted to the API roles: call it from a security definer trigger function.
create function public.setting_bool(p_key text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select case p_key
    when 'directory_listing_approval' then s.directory_listing_approval
    when 'directory_review_approval' then s.directory_review_approval
  end
  from public.site_settings s
  where s.id
$$;

revoke execute on function public.setting_bool(text) from public, anon, authenticated;
grant execute on function public.setting_bool(text) to service_role;
