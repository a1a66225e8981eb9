-- Triggers: timestamps, profile-from-auth, column guard, MailRelay outbox, notification
-- producers and the blog's derived columns. Every function that writes to a table the caller
-- cannot write is `security definer` with an empty search_path and qualified names.

-- ---------------------------------------------------------------------------------------------
-- Role helpers used by RLS policies and functions.
-- ---------------------------------------------------------------------------------------------

-- security definer so policies on profiles can call it without recursing into their own RLS.
create or replace function public.is_admin()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((select p.is_admin from public.profiles p where p.id = auth.uid()), false)
$$;
comment on function public.is_admin() is 'True when the signed-in user''s profile has is_admin.';

-- Spec section 6: blog editing is allowed to blog editors and to admins.
create or replace function public.can_edit_blog()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((select p.can_edit_blog or p.is_admin from public.profiles p where p.id = auth.uid()), false)
$$;
comment on function public.can_edit_blog() is 'True when the signed-in user is a blog editor or an admin.';

-- True for the service-role key (server jobs such as the MailRelay processor).
create or replace function private.is_service_role()
returns boolean
language sql
stable
set search_path = ''
as $$
  select coalesce(auth.role(), '') = 'service_role'
$$;

-- ---------------------------------------------------------------------------------------------
-- Timestamps
-- ---------------------------------------------------------------------------------------------
create or replace function private.set_updated_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end;
$$;

create trigger profiles_set_updated_at before update on public.profiles
  for each row execute function private.set_updated_at();
create trigger user_permissions_set_updated_at before update on public.user_permissions
  for each row execute function private.set_updated_at();
create trigger blog_categories_set_updated_at before update on public.blog_categories
  for each row execute function private.set_updated_at();
create trigger blog_tags_set_updated_at before update on public.blog_tags
  for each row execute function private.set_updated_at();
create trigger newsletter_subscribers_set_updated_at before update on public.newsletter_subscribers
  for each row execute function private.set_updated_at();
create trigger mailrelay_sync_log_set_updated_at before update on public.mailrelay_sync_log
  for each row execute function private.set_updated_at();
create trigger businesses_set_updated_at before update on public.businesses
  for each row execute function private.set_updated_at();
create trigger business_reviews_set_updated_at before update on public.business_reviews
  for each row execute function private.set_updated_at();

-- ---------------------------------------------------------------------------------------------
-- Internal writers shared by functions and triggers.
-- ---------------------------------------------------------------------------------------------
create or replace function private.notify(
  p_user_id uuid, p_type text, p_title text, p_message text, p_action_url text default null, p_data jsonb default '{}'::jsonb
)
returns void
language sql
security definer
set search_path = ''
as $$
  insert into public.notifications (user_id, type, title, message, action_url, data)
  values (p_user_id, p_type, p_title, p_message, p_action_url, coalesce(p_data, '{}'::jsonb))
$$;

create or replace function private.audit(p_action text, p_target_type text, p_target_id text, p_details jsonb default '{}'::jsonb)
returns void
language sql
security definer
set search_path = ''
as $$
  insert into public.audit_log (actor_id, action, target_type, target_id, details)
  values (auth.uid(), p_action, p_target_type, p_target_id, coalesce(p_details, '{}'::jsonb))
$$;

-- The one place that creates or reactivates a subscriber; subscribe_newsletter() and the
-- profile trigger both use it. Returns 'created', 'reactivated' or 'already_subscribed'.
create or replace function private.upsert_subscriber(p_name text, p_email text, p_origin text, p_user_type text)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_id uuid;
  v_active boolean;
begin
  insert into public.newsletter_subscribers (name, email, origin, user_type)
  values (p_name, p_email, p_origin, p_user_type)
  on conflict (email) do nothing
  returning id into v_id;
  if v_id is not null then
    return 'created';
  end if;

  -- Lock the row so two concurrent reactivations enqueue one outbox operation, not two.
  select s.id, s.active into v_id, v_active
  from public.newsletter_subscribers s where s.email = p_email for update;
  if v_active then
    return 'already_subscribed';
  end if;
  update public.newsletter_subscribers s
  set active = true,
      subscribed_at = now(),
      unsubscribed_at = null,
      name = coalesce(s.name, p_name),
      origin = p_origin
  where s.id = v_id;
  return 'reactivated';
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- Profile from auth (hosted pattern): the browser never creates profiles.
-- ---------------------------------------------------------------------------------------------
create or replace function private.handle_new_user()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_meta jsonb := coalesce(new.raw_user_meta_data, '{}'::jsonb);
  v_email text := nullif(lower(btrim(new.email)), '');
  v_name text := nullif(btrim(v_meta ->> 'full_name'), '');
begin
  insert into public.profiles (id, email, full_name, phone, newsletter_subscribed, roles, subscription_types, onboarding_completed)
  values (
    new.id,
    v_email,
    left(coalesce(v_name, v_email, new.phone, 'Membro'), 200),
    left(nullif(btrim(v_meta ->> 'phone'), ''), 40),
    -- Metadata arrives as JSON boolean or as a string from form posts.
    lower(coalesce(v_meta ->> 'newsletter_subscribed', 'false')) in ('true', '1', 'yes', 'on', 'sim'),
    array['customer']::text[],
    array['newsletter']::text[],
    false
  );
  return new;
end;
$$;

create trigger on_auth_user_created after insert on auth.users
  for each row execute function private.handle_new_user();

-- Keeps profiles.email in step when the user confirms an e-mail change.
create or replace function private.handle_user_email_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.profiles set email = nullif(lower(btrim(new.email)), '') where id = new.id;
  return new;
end;
$$;

create trigger on_auth_user_email_changed after update of email on auth.users
  for each row when (old.email is distinct from new.email)
  execute function private.handle_user_email_change();

-- Defence in depth behind the column grants: API roles may never change rights or identity
-- columns, whatever grant someone adds later. The admin functions run as the owner and pass.
create or replace function private.guard_profile_columns()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user in ('anon', 'authenticated') and (
       new.id is distinct from old.id
    or new.email is distinct from old.email
    or new.is_admin is distinct from old.is_admin
    or new.can_edit_blog is distinct from old.can_edit_blog
    or new.roles is distinct from old.roles
    or new.created_at is distinct from old.created_at
  ) then
    raise exception 'permission denied: rights and identity columns of profiles change only through the secure functions'
      using errcode = '42501';
  end if;
  return new;
end;
$$;

create trigger profiles_guard_columns before update on public.profiles
  for each row execute function private.guard_profile_columns();

-- Producer: one welcome notification per new profile; and the newsletter consent given at
-- sign-up (or later in the profile) becomes a subscriber, which enqueues the MailRelay sync.
create or replace function private.handle_profile_created()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.notify(
    new.id, 'welcome',
    'Boas-vindas à Convergência Empreendedora!',
    'Que bom ter você aqui. Complete seu perfil e explore o blog Convergindo.',
    '/dashboard', jsonb_build_object('event', 'welcome'));
  if new.newsletter_subscribed and new.email is not null then
    perform private.upsert_subscriber(new.full_name, new.email, 'cadastro', 'membro');
  end if;
  return new;
end;
$$;

create trigger profiles_after_insert after insert on public.profiles
  for each row execute function private.handle_profile_created();

create or replace function private.handle_profile_newsletter_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.email is null then
    return new;
  end if;
  if new.newsletter_subscribed then
    perform private.upsert_subscriber(new.full_name, new.email, 'perfil', 'membro');
  else
    update public.newsletter_subscribers
    set active = false, unsubscribed_at = now()
    where email = new.email and active;
  end if;
  return new;
end;
$$;

create trigger profiles_newsletter_changed after update of newsletter_subscribed on public.profiles
  for each row when (old.newsletter_subscribed is distinct from new.newsletter_subscribed)
  execute function private.handle_profile_newsletter_change();

-- ---------------------------------------------------------------------------------------------
-- MailRelay outbox: every subscriber change MailRelay must know about becomes one pending row,
-- in the same transaction. Changes to sync bookkeeping (mailrelay_id, last_sync_error, …) do
-- not, or settling an operation would enqueue another.
-- ---------------------------------------------------------------------------------------------
create or replace function private.enqueue_subscriber_sync()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_row public.newsletter_subscribers := case when tg_op = 'DELETE' then old else new end;
  v_operation text;
begin
  if tg_op = 'INSERT' then
    v_operation := 'create';
  elsif tg_op = 'DELETE' then
    v_operation := 'delete';
  elsif old.active and not new.active then
    v_operation := 'unsubscribe';
  elsif not old.active and new.active then
    v_operation := 'resubscribe';
  elsif (old.name, old.email, old.origin, old.user_type) is distinct from (new.name, new.email, new.origin, new.user_type) then
    v_operation := 'update';
  else
    return null;
  end if;

  insert into public.mailrelay_sync_log (status, operation, entity_type, entity_id, operation_type, request_data)
  values (
    'pending', v_operation, 'newsletter_subscriber', v_row.id,
    case when tg_op = 'INSERT' and v_row.origin = 'importacao' then 'import' else 'trigger' end,
    jsonb_strip_nulls(jsonb_build_object(
      'email', v_row.email,
      'name', v_row.name,
      'active', v_row.active,
      'origin', v_row.origin,
      'user_type', v_row.user_type,
      'mailrelay_id', v_row.mailrelay_id,
      'previous_email', case when tg_op = 'UPDATE' and old.email is distinct from new.email then old.email end
    ))
  );
  return null;
end;
$$;

create trigger newsletter_subscribers_enqueue_sync
  after insert or update or delete on public.newsletter_subscribers
  for each row execute function private.enqueue_subscriber_sync();

-- ---------------------------------------------------------------------------------------------
-- Blog derived columns and the "published by someone else" producer.
-- ---------------------------------------------------------------------------------------------
create or replace function private.blog_posts_before_write()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.search_text := lower(extensions.unaccent(coalesce(new.title, '') || ' ' || coalesce(new.excerpt, '')));
  if new.status = 'published' and new.published_at is null then
    new.published_at := now();
  end if;
  if tg_op = 'UPDATE' then
    -- A view is not an edit: the sitemap's last-modified must not move when views_count does.
    if (to_jsonb(new) - array['views_count', 'updated_at', 'search_text'])
       is distinct from (to_jsonb(old) - array['views_count', 'updated_at', 'search_text']) then
      new.updated_at := now();
    else
      new.updated_at := old.updated_at;
    end if;
  end if;
  return new;
end;
$$;

create trigger blog_posts_before_write before insert or update on public.blog_posts
  for each row execute function private.blog_posts_before_write();

-- Producer: the author hears when someone else publishes their post. Writes made directly by
-- the database owner (migrations, seed) carry no request claims and notify nobody.
create or replace function private.notify_post_published()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.status = 'published'
     and (tg_op = 'INSERT' or old.status is distinct from 'published')
     and new.author_id is not null
     and auth.role() is not null
     and auth.uid() is distinct from new.author_id then
    perform private.notify(
      new.author_id, 'post_published',
      'Seu post foi publicado',
      format('"%s" foi publicado no blog Convergindo.', new.title),
      '/convergindo/' || new.slug,
      jsonb_build_object('event', 'post_published', 'post_id', new.id, 'published_by', auth.uid()));
  end if;
  return null;
end;
$$;

create trigger blog_posts_notify_published after insert or update of status on public.blog_posts
  for each row execute function private.notify_post_published();
