-- Remote procedures (spec section 7 and issues #5, #8, #9). All are security definer with an
-- empty search_path and check the caller's rights themselves: the grants at the end of the RLS
-- migration only decide who may call them at all. Denials raise SQLSTATE 42501, which
-- PostgREST answers with 401/403.

-- ---------------------------------------------------------------------------------------------
-- Admin overview
-- ---------------------------------------------------------------------------------------------
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
    -- "This month" in Brazil's time, where the admins are.
    (select count(*) from public.profiles p
      where p.created_at >= (date_trunc('month', now() at time zone 'America/Sao_Paulo') at time zone 'America/Sao_Paulo')),
    (select count(*) from public.businesses b where b.active),
    (select count(*) from public.newsletter_subscribers),
    (select count(*) from public.newsletter_subscribers s where s.active);
end;
$$;
comment on function public.get_admin_stats() is
  'Admins only. One row: total_users, new_users_this_month (America/Sao_Paulo month), total_businesses (active), total_subscriptions (all subscribers), active_subscriptions.';

-- The user list without anything from auth.users but the last sign-in time.
create or replace function public.get_profiles_admin_safe()
returns table (
  id uuid,
  email text,
  full_name text,
  phone text,
  avatar_url text,
  roles text[],
  subscription_types text[],
  onboarding_completed boolean,
  newsletter_subscribed boolean,
  is_admin boolean,
  can_edit_blog boolean,
  created_at timestamptz,
  updated_at timestamptz,
  last_sign_in_at timestamptz
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
  select p.id, p.email, p.full_name, p.phone, p.avatar_url, p.roles, p.subscription_types,
         p.onboarding_completed, p.newsletter_subscribed, p.is_admin, p.can_edit_blog,
         p.created_at, p.updated_at, u.last_sign_in_at
  from public.profiles p
  left join auth.users u on u.id = p.id
  order by p.created_at desc;
end;
$$;
comment on function public.get_profiles_admin_safe() is 'Admins only. Every profile, newest first, plus auth last_sign_in_at.';

-- ---------------------------------------------------------------------------------------------
-- Roles
-- ---------------------------------------------------------------------------------------------

-- Checks shared by add_user_role and remove_user_role: a user may change only the self-service
-- roles on themselves; an admin any role on anyone.
create or replace function private.assert_can_change_role(p_user uuid, p_role text)
returns void
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if auth.uid() is null then
    raise exception 'permission denied: sign in first' using errcode = '42501';
  end if;
  if p_role is null or p_role not in ('customer', 'business_owner', 'ambassador', 'community_member', 'instructor') then
    raise exception 'invalid role: %', coalesce(p_role, 'null') using errcode = '22023';
  end if;
  if public.is_admin() then
    return;
  end if;
  if p_user is distinct from auth.uid() then
    raise exception 'permission denied: only administrators change other users'' roles' using errcode = '42501';
  end if;
  if p_role not in ('customer', 'business_owner', 'community_member') then
    raise exception 'permission denied: role % is assigned by administrators', p_role using errcode = '42501';
  end if;
end;
$$;

create or replace function private.role_label(p_role text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case p_role
    when 'customer' then 'Cliente'
    when 'business_owner' then 'Empreendedora'
    when 'ambassador' then 'Embaixadora'
    when 'community_member' then 'Membro da comunidade'
    when 'instructor' then 'Instrutora'
    else p_role
  end
$$;

-- Returns true when the role was added, false when the user already had it (no change, no
-- notification). Each change notifies the user once (type user_action) and, when an admin
-- made it, is written to the audit log.
create or replace function public.add_user_role(user_uuid uuid, new_role text)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_changed boolean;
begin
  perform private.assert_can_change_role(user_uuid, new_role);
  update public.profiles p
  set roles = array_append(p.roles, new_role)
  where p.id = user_uuid and not (new_role = any (p.roles))
  returning true into v_changed;
  if v_changed is null then
    if not exists (select 1 from public.profiles where id = user_uuid) then
      raise exception 'user not found' using errcode = 'P0002';
    end if;
    return false;
  end if;
  perform private.notify(user_uuid, 'user_action', 'Novo papel na sua conta',
    format('O papel "%s" foi adicionado à sua conta.', private.role_label(new_role)),
    '/dashboard', jsonb_build_object('event', 'role_added', 'role', new_role, 'by', auth.uid()));
  if public.is_admin() then
    perform private.audit('role.add', 'profile', user_uuid::text, jsonb_build_object('role', new_role));
  end if;
  return true;
end;
$$;
comment on function public.add_user_role(uuid, text) is
  'Adds a role. Self: customer, business_owner, community_member only; admins: any role on anyone. Returns false when already present.';

create or replace function public.remove_user_role(user_uuid uuid, old_role text)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_changed boolean;
begin
  perform private.assert_can_change_role(user_uuid, old_role);
  update public.profiles p
  set roles = array_remove(p.roles, old_role)
  where p.id = user_uuid and old_role = any (p.roles)
  returning true into v_changed;
  if v_changed is null then
    if not exists (select 1 from public.profiles where id = user_uuid) then
      raise exception 'user not found' using errcode = 'P0002';
    end if;
    return false;
  end if;
  perform private.notify(user_uuid, 'user_action', 'Papel removido da sua conta',
    format('O papel "%s" foi removido da sua conta.', private.role_label(old_role)),
    '/dashboard', jsonb_build_object('event', 'role_removed', 'role', old_role, 'by', auth.uid()));
  if public.is_admin() then
    perform private.audit('role.remove', 'profile', user_uuid::text, jsonb_build_object('role', old_role));
  end if;
  return true;
end;
$$;
comment on function public.remove_user_role(uuid, text) is
  'Removes a role. Self: customer, business_owner, community_member only; admins: any role on anyone. Returns false when absent.';

-- ---------------------------------------------------------------------------------------------
-- Rights: administrator and blog editor (admin only, audited, target notified)
-- ---------------------------------------------------------------------------------------------
create or replace function private.assert_admin()
returns void
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not public.is_admin() then
    raise exception 'permission denied: administrators only' using errcode = '42501';
  end if;
end;
$$;

-- Returns the new is_admin value. Raises P0001 with hint 'last_admin' when the change would
-- leave no administrator (the UI shows "Não é possível remover o último administrador.").
create or replace function public.secure_toggle_admin_status(target_user_id uuid, new_admin_status boolean)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_current boolean;
begin
  perform private.assert_admin();
  if new_admin_status is null then
    raise exception 'new_admin_status is required' using errcode = '22023';
  end if;
  -- Lock every admin row: two admins demoting each other at once must not both succeed.
  perform 1 from public.profiles where is_admin for update;
  select p.is_admin into v_current from public.profiles p where p.id = target_user_id for update;
  if not found then
    raise exception 'user not found' using errcode = 'P0002';
  end if;
  if v_current = new_admin_status then
    return v_current;
  end if;
  if not new_admin_status and (select count(*) from public.profiles where is_admin) <= 1 then
    raise exception 'cannot remove the last administrator'
      using errcode = 'P0001', hint = 'last_admin', detail = 'Não é possível remover o último administrador.';
  end if;
  update public.profiles set is_admin = new_admin_status where id = target_user_id;
  perform private.audit(
    case when new_admin_status then 'admin.grant' else 'admin.revoke' end,
    'profile', target_user_id::text, jsonb_build_object('is_admin', new_admin_status));
  perform private.notify(target_user_id, 'user_action',
    case when new_admin_status then 'Você agora é administradora' else 'Acesso de administração removido' end,
    case when new_admin_status
      then 'Você recebeu acesso de administração. O menu Administração já está disponível.'
      else 'Seu acesso de administração foi removido.' end,
    case when new_admin_status then '/admin' else '/dashboard' end,
    jsonb_build_object('event', 'admin_status', 'is_admin', new_admin_status, 'by', auth.uid()));
  return new_admin_status;
end;
$$;
comment on function public.secure_toggle_admin_status(uuid, boolean) is
  'Admins only. Sets is_admin; refuses to remove the last administrator (P0001, hint last_admin). Audited; notifies the target. Returns the new value.';

create or replace function public.secure_toggle_blog_editor(target_user_id uuid, new_editor_status boolean)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_current boolean;
begin
  perform private.assert_admin();
  if new_editor_status is null then
    raise exception 'new_editor_status is required' using errcode = '22023';
  end if;
  select p.can_edit_blog into v_current from public.profiles p where p.id = target_user_id for update;
  if not found then
    raise exception 'user not found' using errcode = 'P0002';
  end if;
  if v_current = new_editor_status then
    return v_current;
  end if;
  update public.profiles set can_edit_blog = new_editor_status where id = target_user_id;
  perform private.audit(
    case when new_editor_status then 'blog_editor.grant' else 'blog_editor.revoke' end,
    'profile', target_user_id::text, jsonb_build_object('can_edit_blog', new_editor_status));
  perform private.notify(target_user_id, 'user_action',
    case when new_editor_status then 'Você agora é editora do blog' else 'Acesso ao editor do blog removido' end,
    case when new_editor_status
      then 'Você pode criar e editar posts do blog Convergindo.'
      else 'Seu acesso ao editor do blog foi removido.' end,
    case when new_editor_status then '/admin/blog' else '/dashboard' end,
    jsonb_build_object('event', 'blog_editor_status', 'can_edit_blog', new_editor_status, 'by', auth.uid()));
  return new_editor_status;
end;
$$;
comment on function public.secure_toggle_blog_editor(uuid, boolean) is
  'Admins only. Sets can_edit_blog. Audited; notifies the target. Returns the new value.';

-- ---------------------------------------------------------------------------------------------
-- Permission grants (admin only). Expired grants count as inactive everywhere.
-- ---------------------------------------------------------------------------------------------
create or replace function public.grant_permission(user_id uuid, permission_name text, expires_at timestamptz default null)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_id uuid;
begin
  perform private.assert_admin();
  if expires_at is not null and expires_at <= now() then
    raise exception 'expires_at must be in the future' using errcode = '22023';
  end if;
  if not exists (select 1 from public.profiles p where p.id = grant_permission.user_id) then
    raise exception 'user not found' using errcode = 'P0002';
  end if;
  insert into public.user_permissions (user_id, permission_name, granted_by, expires_at)
  values (grant_permission.user_id, grant_permission.permission_name, auth.uid(), grant_permission.expires_at)
  returning id into v_id;
  perform private.audit('permission.grant', 'profile', grant_permission.user_id::text,
    jsonb_build_object('permission_id', v_id, 'permission_name', grant_permission.permission_name, 'expires_at', grant_permission.expires_at));
  perform private.notify(grant_permission.user_id, 'user_action', 'Nova permissão concedida',
    format('Você recebeu a permissão "%s"%s.', grant_permission.permission_name,
      case when grant_permission.expires_at is null then ''
        else ' até ' || to_char(grant_permission.expires_at at time zone 'America/Sao_Paulo', 'DD/MM/YYYY') end),
    '/dashboard', jsonb_build_object('event', 'permission_granted', 'permission_id', v_id, 'by', auth.uid()));
  return v_id;
end;
$$;
comment on function public.grant_permission(uuid, text, timestamptz) is
  'Admins only. Inserts an active grant (optional future expiry); audited; notifies the user. Returns the grant id.';

create or replace function public.revoke_permission(permission_id uuid)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_row public.user_permissions;
begin
  perform private.assert_admin();
  update public.user_permissions
  set active = false, revoked_at = now(), revoked_by = auth.uid()
  where id = permission_id and active
  returning * into v_row;
  if v_row.id is null then
    if not exists (select 1 from public.user_permissions where id = permission_id) then
      raise exception 'permission grant not found' using errcode = 'P0002';
    end if;
    return false;
  end if;
  perform private.audit('permission.revoke', 'profile', v_row.user_id::text,
    jsonb_build_object('permission_id', v_row.id, 'permission_name', v_row.permission_name));
  perform private.notify(v_row.user_id, 'user_action', 'Permissão removida',
    format('A permissão "%s" foi removida da sua conta.', v_row.permission_name),
    '/dashboard', jsonb_build_object('event', 'permission_revoked', 'permission_id', v_row.id, 'by', auth.uid()));
  return true;
end;
$$;
comment on function public.revoke_permission(uuid) is
  'Admins only. Sets active = false (kept for history); audited; notifies the user. False when already inactive.';

-- ---------------------------------------------------------------------------------------------
-- Blog views: atomic, published posts only, callable by visitors.
-- ---------------------------------------------------------------------------------------------
create or replace function public.increment_post_views(post_id uuid)
returns integer
language sql
volatile
security definer
set search_path = ''
as $$
  update public.blog_posts
  set views_count = views_count + 1
  where id = post_id and status = 'published'
  returning views_count
$$;
comment on function public.increment_post_views(uuid) is
  'Adds one view to a published post and returns the new count; null when the post is not published or does not exist.';

-- ---------------------------------------------------------------------------------------------
-- Newsletter sign-up (footer form), callable by visitors.
-- ---------------------------------------------------------------------------------------------

-- Outcome, as text:
--   'created'            a new active subscriber was stored (and a MailRelay 'create' queued);
--   'reactivated'        the address existed but was inactive; it is active again ('resubscribe' queued);
--   'already_subscribed' the address is already active; nothing changed, nothing queued.
-- The e-mail is trimmed and lowercased first. Invalid input raises SQLSTATE 22023 with the
-- message 'invalid_email', 'invalid_name' or 'invalid_origin' so the UI can map it to pt-BR.
create or replace function public.subscribe_newsletter(name text, email text, origin text default 'footer')
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_email text := lower(btrim(coalesce(subscribe_newsletter.email, '')));
  v_name text := nullif(btrim(coalesce(subscribe_newsletter.name, '')), '');
  v_origin text := coalesce(nullif(lower(btrim(subscribe_newsletter.origin)), ''), 'footer');
begin
  if not private.is_valid_email(v_email) then
    raise exception 'invalid_email' using errcode = '22023', detail = 'Informe um e-mail válido.';
  end if;
  if v_name is not null and length(v_name) > 120 then
    raise exception 'invalid_name' using errcode = '22023', detail = 'O nome deve ter no máximo 120 caracteres.';
  end if;
  if v_origin !~ '^[a-z][a-z0-9_]{0,39}$' then
    raise exception 'invalid_origin' using errcode = '22023';
  end if;
  return private.upsert_subscriber(v_name, v_email, v_origin,
    case when auth.uid() is not null then 'membro' else 'visitante' end);
end;
$$;
comment on function public.subscribe_newsletter(text, text, text) is
  'Visitors and members. Returns ''created'' | ''reactivated'' | ''already_subscribed''. Idempotent; invalid input raises 22023 (invalid_email, invalid_name, invalid_origin).';

-- ---------------------------------------------------------------------------------------------
-- MailRelay outbox processing (service role, or an admin's session from the sync buttons).
-- ---------------------------------------------------------------------------------------------
create or replace function private.assert_sync_operator()
returns void
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not (private.is_service_role() or public.is_admin()) then
    raise exception 'permission denied: MailRelay sync is for administrators and the server' using errcode = '42501';
  end if;
end;
$$;

-- Claims up to p_limit due operations, oldest first. A claim lasts p_lease_seconds; a row whose
-- claimer died becomes claimable again after that. SKIP LOCKED lets concurrent runs share the
-- queue without sending a row twice. Each claim counts as an attempt.
create or replace function public.claim_mailrelay_operations(p_limit integer default 20, p_worker text default null, p_lease_seconds integer default 120)
returns setof public.mailrelay_sync_log
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.assert_sync_operator();
  return query
  update public.mailrelay_sync_log l
  set claimed_at = now(),
      claimed_by = coalesce(p_worker, 'worker'),
      attempts = l.attempts + 1
  where l.id in (
    select c.id from public.mailrelay_sync_log c
    where (c.status = 'pending' or (c.status = 'failed' and c.attempts < c.max_attempts))
      and c.next_attempt_at <= now()
      and (c.claimed_at is null or c.claimed_at < now() - make_interval(secs => greatest(p_lease_seconds, 1)))
    order by c.id
    limit least(greatest(coalesce(p_limit, 20), 1), 500)
    for update skip locked
  )
  returning l.*;
end;
$$;
comment on function public.claim_mailrelay_operations(integer, text, integer) is
  'Service role or admin. Claims due pending/retryable failed outbox rows (FOR UPDATE SKIP LOCKED), increments attempts, returns them oldest first.';

-- Settles a claimed operation as completed and records MailRelay's id on the subscriber.
create or replace function public.complete_mailrelay_operation(p_id bigint, p_mailrelay_id text default null, p_response jsonb default null)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_row public.mailrelay_sync_log;
begin
  perform private.assert_sync_operator();
  update public.mailrelay_sync_log
  set status = 'completed', processed_at = now(), error_message = null, response_data = p_response,
      claimed_at = null, claimed_by = null
  where id = p_id
  returning * into v_row;
  if v_row.id is null then
    raise exception 'operation not found' using errcode = 'P0002';
  end if;
  if v_row.entity_type = 'newsletter_subscriber' and v_row.entity_id is not null then
    update public.newsletter_subscribers
    set mailrelay_id = coalesce(p_mailrelay_id, mailrelay_id), last_sync_error = null, last_synced_at = now()
    where id = v_row.entity_id;
  end if;
end;
$$;

-- Settles a claimed operation as failed; it is retried after an exponential backoff
-- (1, 2, 4, 8 … minutes, at most 6 h) until attempts reach max_attempts. The error is copied to
-- the subscriber so the admin screens show "Erro".
create or replace function public.fail_mailrelay_operation(p_id bigint, p_error text, p_response jsonb default null)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_row public.mailrelay_sync_log;
begin
  perform private.assert_sync_operator();
  update public.mailrelay_sync_log
  set status = 'failed', processed_at = now(), error_message = left(coalesce(p_error, 'erro desconhecido'), 2000),
      response_data = p_response, claimed_at = null, claimed_by = null,
      next_attempt_at = now() + least(interval '1 minute' * power(2, greatest(attempts - 1, 0)), interval '6 hours')
  where id = p_id
  returning * into v_row;
  if v_row.id is null then
    raise exception 'operation not found' using errcode = 'P0002';
  end if;
  if v_row.entity_type = 'newsletter_subscriber' and v_row.entity_id is not null then
    update public.newsletter_subscribers set last_sync_error = v_row.error_message where id = v_row.entity_id;
  end if;
end;
$$;

-- "Sincronizar": makes every failed operation due now with a fresh attempt budget. Returns how
-- many pending operations there are afterwards (the screens' "Processando N operações").
create or replace function public.retry_mailrelay_operations()
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_count integer;
begin
  perform private.assert_sync_operator();
  update public.mailrelay_sync_log
  set status = 'pending', attempts = 0, next_attempt_at = now(), claimed_at = null, claimed_by = null,
      operation_type = 'manual'
  where status = 'failed';
  update public.mailrelay_sync_log set next_attempt_at = now() where status = 'pending' and next_attempt_at > now();
  select count(*) into v_count from public.mailrelay_sync_log where status = 'pending';
  perform private.audit('mailrelay.retry', 'mailrelay_sync_log', null, jsonb_build_object('pending', v_count));
  return v_count;
end;
$$;
comment on function public.retry_mailrelay_operations() is
  'Service role or admin. Requeues failed operations as pending and due now; returns the number of pending operations.';
