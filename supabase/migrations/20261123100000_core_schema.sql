-- Core schema of Convergência Empreendedora (issue #5).
-- Every rule the product spec states is a constraint here, so the database rejects bad data
-- whatever path it arrives by (UI, REST, service role). RLS, grants and functions follow in
-- later migrations.

-- Hosted projects ship pgcrypto and uuid-ossp in `extensions` but not unaccent (blog search).
create extension if not exists unaccent with schema extensions;
create extension if not exists pgcrypto with schema extensions;

-- Internal helpers (trigger functions, shared logic) live outside `public` so PostgREST does
-- not expose them as RPC endpoints and generated types stay clean.
create schema if not exists private;
revoke all on schema private from public;

-- ---------------------------------------------------------------------------------------------
-- Shared checks
-- ---------------------------------------------------------------------------------------------

-- One definition of "valid e-mail" and "valid slug" for every table and function. Immutable so
-- they can sit in check constraints.
create or replace function private.is_valid_email(value text)
returns boolean
language sql
immutable
parallel safe
set search_path = ''
as $$
  select value is not null
    and length(value) between 3 and 254
    and value = lower(value)
    and value ~ '^[a-z0-9._%+''-]+@[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*\.[a-z]{2,}$'
$$;

-- Spec section 5: lowercase, runs of other characters become one hyphen, no edge hyphens.
create or replace function private.is_valid_slug(value text)
returns boolean
language sql
immutable
parallel safe
set search_path = ''
as $$
  select value is not null and length(value) between 1 and 120 and value ~ '^[a-z0-9]+(?:-[a-z0-9]+)*$'
$$;

-- ---------------------------------------------------------------------------------------------
-- Profiles (spec section 3). One row per auth user, created by a trigger on auth.users.
-- ---------------------------------------------------------------------------------------------
create table public.profiles (
  id uuid primary key references auth.users (id) on delete cascade,
  -- Nullable because GoTrue allows phone-only users; when present it mirrors auth.users.email.
  email text unique check (email is null or private.is_valid_email(email)),
  full_name text not null check (length(btrim(full_name)) between 1 and 200),
  phone text check (phone is null or length(phone) <= 40),
  avatar_url text check (avatar_url is null or (length(avatar_url) <= 2048 and avatar_url ~ '^(https?://|/)')),
  roles text[] not null default array['customer']::text[]
    check (roles <@ array['customer', 'business_owner', 'ambassador', 'community_member', 'instructor']::text[]),
  subscription_types text[] not null default array['newsletter']::text[]
    check (cardinality(subscription_types) <= 20
      and array_to_string(subscription_types, ',') ~ '^([a-z][a-z0-9_]{0,39}(,|$))*$'),
  onboarding_completed boolean not null default false,
  newsletter_subscribed boolean not null default false,
  is_admin boolean not null default false,
  can_edit_blog boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.profiles is
  'One per auth user (trigger on auth.users). Members may update only full_name, phone, avatar_url, subscription_types, onboarding_completed and newsletter_subscribed of their own row; rights change only through the secure_* and *_user_role functions.';

create index profiles_created_at_idx on public.profiles (created_at desc);
-- The last-admin rule and the admin counters scan administrators only.
create index profiles_is_admin_idx on public.profiles (id) where is_admin;

-- ---------------------------------------------------------------------------------------------
-- Permission grants with optional expiry (spec section 3, user_permissions).
-- ---------------------------------------------------------------------------------------------
create table public.user_permissions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references public.profiles (id) on delete cascade,
  permission_name text not null check (permission_name ~ '^[a-z][a-z0-9_.:-]{0,63}$'),
  granted_by uuid references public.profiles (id) on delete set null,
  expires_at timestamptz,
  active boolean not null default true,
  revoked_at timestamptz,
  revoked_by uuid references public.profiles (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (active or revoked_at is not null)
);
create index user_permissions_user_idx on public.user_permissions (user_id, active, expires_at);

-- ---------------------------------------------------------------------------------------------
-- Notifications (spec section 3). `type` is free text: the UI shows a default icon for unknown
-- types, so new producers need no migration.
-- ---------------------------------------------------------------------------------------------
create table public.notifications (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references public.profiles (id) on delete cascade,
  type text not null check (type ~ '^[a-z][a-z0-9_]{0,49}$'),
  title text not null check (length(btrim(title)) between 1 and 200),
  message text not null check (length(message) <= 2000),
  read boolean not null default false,
  -- Same-site paths or http(s) only: the bell follows it on "Ver detalhes".
  action_url text check (action_url is null or (length(action_url) <= 2048 and action_url ~ '^(/[^/\\]|/$|https?://)')),
  data jsonb not null default '{}'::jsonb,
  created_at timestamptz not null default now()
);
-- The bell: newest 20 of one user, and the unread count.
create index notifications_user_created_idx on public.notifications (user_id, created_at desc);
create index notifications_user_unread_idx on public.notifications (user_id) where not read;

-- ---------------------------------------------------------------------------------------------
-- Blog (spec section 3).
-- ---------------------------------------------------------------------------------------------
create table public.blog_categories (
  id uuid primary key default gen_random_uuid(),
  name text not null unique check (length(btrim(name)) between 1 and 80),
  slug text not null unique check (private.is_valid_slug(slug)),
  description text check (description is null or length(description) <= 500),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table public.blog_tags (
  id uuid primary key default gen_random_uuid(),
  name text not null unique check (length(btrim(name)) between 1 and 60),
  slug text not null unique check (private.is_valid_slug(slug)),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table public.blog_posts (
  id uuid primary key default gen_random_uuid(),
  title text not null check (length(btrim(title)) between 1 and 200),
  content text not null default '',
  excerpt text check (excerpt is null or length(excerpt) <= 500),
  status text not null default 'draft' check (status in ('draft', 'published', 'archived')),
  -- Defaults to the signed-in editor; kept when the author's account goes away.
  author_id uuid default auth.uid() references public.profiles (id) on delete set null,
  category_id uuid references public.blog_categories (id) on delete set null,
  slug text not null unique check (private.is_valid_slug(slug)),
  seo_title text check (seo_title is null or length(seo_title) <= 60),
  seo_description text check (seo_description is null or length(seo_description) <= 160),
  seo_keywords text[] not null default '{}'::text[] check (cardinality(seo_keywords) <= 30),
  featured_image_url text check (featured_image_url is null or (length(featured_image_url) <= 2048 and featured_image_url ~ '^(https?://|/)')),
  published_at timestamptz,
  views_count integer not null default 0 check (views_count >= 0),
  -- Lowercased, accent-free title + excerpt maintained by trigger, so the list's search
  -- ("gestao" finds "Gestão") is a plain ilike the typed client can express.
  search_text text not null default '',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (status <> 'published' or published_at is not null)
);
comment on column public.blog_posts.search_text is
  'lower(unaccent(title || excerpt)); written by trigger. Query with ilike on a lowercased, accent-stripped term.';

-- Public list (newest first), list by category, RSS; the slug lookup uses the unique index.
create index blog_posts_published_idx on public.blog_posts (published_at desc) where status = 'published';
create index blog_posts_category_published_idx on public.blog_posts (category_id, published_at desc) where status = 'published';
create index blog_posts_created_idx on public.blog_posts (created_at desc);
create index blog_posts_author_idx on public.blog_posts (author_id);

create table public.blog_post_tags (
  post_id uuid not null references public.blog_posts (id) on delete cascade,
  tag_id uuid not null references public.blog_tags (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (post_id, tag_id)
);
create index blog_post_tags_tag_idx on public.blog_post_tags (tag_id);

-- ---------------------------------------------------------------------------------------------
-- Newsletter and the MailRelay outbox (spec sections 3, 4).
-- ---------------------------------------------------------------------------------------------
create table public.newsletter_subscribers (
  id uuid primary key default gen_random_uuid(),
  name text check (name is null or length(name) <= 200),
  email text not null unique check (private.is_valid_email(email)),
  active boolean not null default true,
  subscribed_at timestamptz not null default now(),
  unsubscribed_at timestamptz,
  -- Where the sign-up came from: footer, cadastro, perfil, importacao, evento, …
  origin text not null default 'footer' check (origin ~ '^[a-z][a-z0-9_]{0,39}$'),
  -- visitante (footer), membro (signed-up user), …
  user_type text not null default 'visitante' check (user_type ~ '^[a-z][a-z0-9_]{0,39}$'),
  mailrelay_id text check (mailrelay_id is null or length(mailrelay_id) <= 100),
  last_sync_error text,
  last_synced_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index newsletter_subscribers_subscribed_idx on public.newsletter_subscribers (subscribed_at desc);

-- Transactional outbox: a trigger on newsletter_subscribers writes one row per change in the
-- same transaction, so nothing is lost when MailRelay is down. A processor claims rows with
-- claim_mailrelay_operations() (FOR UPDATE SKIP LOCKED) and settles each with
-- complete_mailrelay_operation() / fail_mailrelay_operation().
create table public.mailrelay_sync_log (
  id bigint generated by default as identity primary key,
  status text not null default 'pending' check (status in ('pending', 'completed', 'failed')),
  -- create | update | unsubscribe | resubscribe | delete
  operation text not null check (operation in ('create', 'update', 'unsubscribe', 'resubscribe', 'delete')),
  entity_type text not null default 'newsletter_subscriber' check (entity_type ~ '^[a-z][a-z0-9_]{0,49}$'),
  entity_id uuid,
  -- trigger (outbox), manual (forced from the admin), import, batch
  operation_type text not null default 'trigger' check (operation_type in ('trigger', 'manual', 'import', 'batch')),
  request_data jsonb not null default '{}'::jsonb,
  response_data jsonb,
  error_message text,
  attempts integer not null default 0 check (attempts >= 0),
  max_attempts integer not null default 5 check (max_attempts >= 1),
  next_attempt_at timestamptz not null default now(),
  claimed_at timestamptz,
  claimed_by text,
  processed_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index mailrelay_sync_log_created_idx on public.mailrelay_sync_log (created_at desc);
create index mailrelay_sync_log_status_created_idx on public.mailrelay_sync_log (status, created_at desc);
-- What the processor claims: due rows that are pending or failed with attempts left.
create index mailrelay_sync_log_due_idx on public.mailrelay_sync_log (next_attempt_at, id) where status in ('pending', 'failed');

-- ---------------------------------------------------------------------------------------------
-- Directory: businesses and their reviews (admin's "active businesses", home testimonials).
-- ---------------------------------------------------------------------------------------------
create table public.businesses (
  id uuid primary key default gen_random_uuid(),
  owner_id uuid default auth.uid() references public.profiles (id) on delete set null,
  name text not null check (length(btrim(name)) between 1 and 160),
  slug text not null unique check (private.is_valid_slug(slug)),
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
  active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index businesses_active_idx on public.businesses (name) where active;
create index businesses_owner_idx on public.businesses (owner_id);

create table public.business_reviews (
  id uuid primary key default gen_random_uuid(),
  business_id uuid not null references public.businesses (id) on delete cascade,
  author_id uuid default auth.uid() references public.profiles (id) on delete set null,
  author_name text not null check (length(btrim(author_name)) between 1 and 120),
  rating smallint not null check (rating between 1 and 5),
  comment text not null check (length(btrim(comment)) between 1 and 2000),
  approved boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
-- Home testimonials: newest approved reviews.
create index business_reviews_approved_idx on public.business_reviews (created_at desc) where approved;
create index business_reviews_business_idx on public.business_reviews (business_id, created_at desc);

-- ---------------------------------------------------------------------------------------------
-- Audit log of administrative actions ("Atividade recente" on /admin). Written only by the
-- security-definer admin functions.
-- ---------------------------------------------------------------------------------------------
create table public.audit_log (
  id bigint generated always as identity primary key,
  actor_id uuid references public.profiles (id) on delete set null,
  action text not null check (action ~ '^[a-z][a-z0-9_.]{0,63}$'),
  target_type text not null check (target_type ~ '^[a-z][a-z0-9_]{0,49}$'),
  target_id text,
  details jsonb not null default '{}'::jsonb,
  created_at timestamptz not null default now()
);
create index audit_log_created_idx on public.audit_log (created_at desc);
