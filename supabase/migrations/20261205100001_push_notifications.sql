-- Issue #41, "The installable app and push notifications to her phone": on each device where she
-- turns push on, the browser's Web Push subscription (endpoint and keys) is stored, named
-- ("Chrome no Android") and removable; per preference key she chooses what is pushed; the
-- scheduler queues one delivery per notification and device, the app encrypts and sends it
-- (lib/push/send.ts, VAPID through web-push) and settles it here, deleting a subscription the push
-- service answered 404 or 410 for. This migration holds the tables, their row security, the
-- definer functions that are the only writers, and the LGPD export.
--
-- Who may do what, in one place:
--   - push_subscriptions and push_preferences: she reads her own rows; nobody writes them
--     directly. save_push_subscription, delete_push_subscription and save_push_preferences (her)
--     write; finish_push_delivery (the server) deletes a subscription that is gone.
--   - push_deliveries: no API role reads or writes it; the server's service role queues, claims
--     and settles (queue_push_deliveries, claim_push_deliveries, finish_push_delivery).
--   - A missing preference row means the key is off: push is opt-in, per key and per device (the
--     page turns messages, orders and projects on the first time she enables push).
--   - An endpoint belongs to one member: when a browser subscribed under one account is saved by
--     another (she signed out, someone else signed in), the row moves to the new member and its
--     pending deliveries (the previous member's notifications) go with the old row.
--   - At most 10 devices per member.

-- ---------------------------------------------------------------------------------------------
-- Tables
-- ---------------------------------------------------------------------------------------------
create table public.push_subscriptions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references public.profiles (id) on delete cascade,
  -- The push service's URL for this browser (RFC 8030): HTTPS only.
  endpoint text not null unique check (length(endpoint) <= 1000 and endpoint ~ '^https://[^/?#@[:space:]]+'),
  -- The browser's P-256 public key (65 bytes, uncompressed: 0x04 first, so 'B') and its 16-byte
  -- authentication secret, base64url as PushSubscription.toJSON() gives them (RFC 8291).
  p256dh text not null check (p256dh ~ '^B[A-Za-z0-9_-]{86}=?$'),
  auth text not null check (auth ~ '^[A-Za-z0-9_-]{22}(==)?$'),
  device_name text not null check (length(btrim(device_name)) between 1 and 80),
  created_at timestamptz not null default now(),
  last_success_at timestamptz,
  -- Failed sends since the last success (a 404/410 deletes the row instead).
  failure_count integer not null default 0 check (failure_count >= 0)
);
create index push_subscriptions_user_idx on public.push_subscriptions (user_id, created_at);
comment on table public.push_subscriptions is
  'Her devices with push on: the browser''s Web Push endpoint and keys (RFC 8030/8291), a name ("Chrome no Android"), when it last received one. She reads her own; written by save_push_subscription and delete_push_subscription; finish_push_delivery deletes one the push service says is gone (404/410).';

create table public.push_preferences (
  user_id uuid not null references public.profiles (id) on delete cascade,
  category text not null check (category in ('messages', 'orders', 'community', 'directory', 'projects', 'learning', 'account')),
  enabled boolean not null,
  updated_at timestamptz not null default now(),
  primary key (user_id, category)
);
comment on table public.push_preferences is
  'Which of the seven preference keys are pushed to her devices. A missing row is off. She reads her own; written by save_push_preferences.';

create trigger push_preferences_set_updated_at before update on public.push_preferences
  for each row execute function private.set_updated_at();

create table public.push_deliveries (
  notification_id uuid not null references public.notifications (id) on delete cascade,
  subscription_id uuid not null references public.push_subscriptions (id) on delete cascade,
  -- 'cancelled': the notification was read, or its key turned off, before its turn came.
  status text not null default 'pending' check (status in ('pending', 'sent', 'failed', 'cancelled')),
  attempts integer not null default 0 check (attempts >= 0),
  last_error text check (last_error is null or length(last_error) <= 1000),
  created_at timestamptz not null default now(),
  -- The lease of the worker that claimed it; a retry waits until it runs out.
  claimed_at timestamptz,
  sent_at timestamptz,
  primary key (notification_id, subscription_id)
);
create index push_deliveries_subscription_idx on public.push_deliveries (subscription_id);
create index push_deliveries_pending_idx on public.push_deliveries (created_at) where status = 'pending';
comment on table public.push_deliveries is
  'One push per notification and device, ever: queued by queue_push_deliveries, claimed by claim_push_deliveries, settled by finish_push_delivery (the app sends in between). No API access.';

-- Her push choice for a key, off when she never chose.
create function private.push_enabled(p_user_id uuid, p_key text)
returns boolean
language sql
stable
set search_path = ''
as $$
  select coalesce(
    (select p.enabled from public.push_preferences p where p.user_id = p_user_id and p.category = p_key),
    false)
$$;

-- ---------------------------------------------------------------------------------------------
-- Row security and grants. No direct writes: the functions below are the only writers.
-- ---------------------------------------------------------------------------------------------
alter table public.push_subscriptions enable row level security;
alter table public.push_preferences enable row level security;
alter table public.push_deliveries enable row level security;

revoke all on public.push_subscriptions, public.push_preferences, public.push_deliveries
from public, anon, authenticated;
grant all on public.push_subscriptions, public.push_preferences, public.push_deliveries to service_role;

grant select on public.push_subscriptions, public.push_preferences to authenticated;
create policy "push_subscriptions: she reads her own" on public.push_subscriptions
  for select to authenticated using (user_id = (select auth.uid()));
create policy "push_preferences: she reads her own" on public.push_preferences
  for select to authenticated using (user_id = (select auth.uid()));
create policy "push_deliveries: no direct access" on public.push_deliveries
  as restrictive for all to anon, authenticated using (false) with check (false);

-- ---------------------------------------------------------------------------------------------
-- Her devices
-- ---------------------------------------------------------------------------------------------

/*
 * Stores this browser's subscription for her and returns its id. The same endpoint again (the
 * page saving after each visit, keys renewed) updates her row; an endpoint saved by another member
 * moves to her as a new row (the old one, and any push still due for the other member, are
 * deleted). Bad input 22023 (pt-BR); an 11th device P0001 (pt-BR); no session 42501.
 */
create function public.save_push_subscription(p_endpoint text, p_p256dh text, p_auth text, p_device_name text)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := auth.uid();
  v_name text := btrim(coalesce(p_device_name, ''));
  v_id uuid;
  v_owner uuid;
begin
  if v_uid is null then
    raise exception 'permission denied: sign in first' using errcode = '42501';
  end if;
  if p_endpoint is null or length(p_endpoint) > 1000 or p_endpoint !~ '^https://[^/?#@[:space:]]+' then
    raise exception 'O endereço de notificações deste navegador não é válido.' using errcode = '22023';
  end if;
  if p_p256dh is null or p_p256dh !~ '^B[A-Za-z0-9_-]{86}=?$' or p_auth is null or p_auth !~ '^[A-Za-z0-9_-]{22}(==)?$' then
    raise exception 'As chaves de notificação deste navegador não são válidas.' using errcode = '22023';
  end if;
  if length(v_name) = 0 then
    v_name := 'Este aparelho';
  end if;
  if length(v_name) > 80 then
    raise exception 'O nome do aparelho pode ter no máximo 80 caracteres.' using errcode = '22023';
  end if;

  -- One writer per endpoint at a time: two saves of one browser (two tabs) cannot both insert.
  select s.id, s.user_id into v_id, v_owner from public.push_subscriptions s where s.endpoint = p_endpoint for update;
  if v_id is not null and v_owner = v_uid then
    update public.push_subscriptions s set p256dh = p_p256dh, auth = p_auth, device_name = v_name
    where s.id = v_id;
    return v_id;
  end if;
  if v_id is not null then
    delete from public.push_subscriptions s where s.id = v_id;
  end if;
  -- Her rows, locked, so two devices saving at once cannot both be the 10th.
  perform 1 from public.profiles p where p.id = v_uid for update;
  if (select count(*) from public.push_subscriptions s where s.user_id = v_uid) >= 10 then
    raise exception 'Você já ativou as notificações em 10 aparelhos. Remova um deles para ativar neste.'
      using errcode = 'P0001';
  end if;
  insert into public.push_subscriptions (user_id, endpoint, p256dh, auth, device_name)
  values (v_uid, p_endpoint, p_p256dh, p_auth, v_name)
  returning id into v_id;
  return v_id;
end;
$$;
comment on function public.save_push_subscription(text, text, text, text) is
  'The signed-in member''s browser subscription (endpoint https ≤ 1000, p256dh and auth base64url, device name ≤ 80, blank = "Este aparelho"). Same endpoint: her row updated; another member''s endpoint: moved to her as a new row (its pending pushes dropped). At most 10 devices (P0001). Returns the row''s id. Bad input 22023 (pt-BR), no session 42501.';

-- Removes one of her devices (and whatever push was still due to it). Not hers, or gone: nothing.
create function public.delete_push_subscription(p_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := auth.uid();
begin
  if v_uid is null then
    raise exception 'permission denied: sign in first' using errcode = '42501';
  end if;
  delete from public.push_subscriptions s where s.id = p_id and s.user_id = v_uid;
end;
$$;
comment on function public.delete_push_subscription(uuid) is
  'The signed-in member removes one of her devices ("Remover"). Another member''s id or an unknown one changes nothing (no error, so it tells nothing). No session 42501.';

create function public.list_my_push_subscriptions()
returns table (id uuid, device_name text, endpoint text, created_at timestamptz, last_success_at timestamptz)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_uid uuid := auth.uid();
begin
  if v_uid is null then
    raise exception 'permission denied: sign in first' using errcode = '42501';
  end if;
  return query
  select s.id, s.device_name, s.endpoint, s.created_at, s.last_success_at
  from public.push_subscriptions s where s.user_id = v_uid
  order by s.created_at desc, s.id;
end;
$$;
comment on function public.list_my_push_subscriptions() is
  'The signed-in member''s devices, newest first: id, name, endpoint (so the page can tell which row is this browser), created_at, last_success_at. Never the keys. No session 42501.';

-- ---------------------------------------------------------------------------------------------
-- Her push preferences
-- ---------------------------------------------------------------------------------------------
create function public.get_push_preferences()
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_uid uuid := auth.uid();
begin
  if v_uid is null then
    raise exception 'permission denied: sign in first' using errcode = '42501';
  end if;
  return jsonb_build_object(
    'categories', (
      select jsonb_object_agg(k.key, private.push_enabled(v_uid, k.key))
      from unnest(private.notification_preference_keys()) k(key)));
end;
$$;
comment on function public.get_push_preferences() is
  'The signed-in member''s push choices: {categories: {the seven keys: true|false}}, off when never chosen. No session 42501.';

/*
 * Saves her choices at once: the keys in p_enabled are on, the other keys off. An unknown key (or
 * a null list) is refused whole with 22023 before anything is written.
 */
create function public.save_push_preferences(p_enabled text[])
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := auth.uid();
begin
  if v_uid is null then
    raise exception 'permission denied: sign in first' using errcode = '42501';
  end if;
  if p_enabled is null or cardinality(p_enabled) > 20 then
    raise exception 'Preferências de notificação inválidas.' using errcode = '22023';
  end if;
  if exists (select 1 from unnest(p_enabled) e(key) where e.key is null or not e.key = any (private.notification_preference_keys())) then
    raise exception 'Categoria de notificação desconhecida.' using errcode = '22023';
  end if;
  insert into public.push_preferences as p (user_id, category, enabled)
  select v_uid, k.key, k.key = any (p_enabled) from unnest(private.notification_preference_keys()) k(key)
  on conflict (user_id, category) do update set enabled = excluded.enabled
  where p.enabled is distinct from excluded.enabled;
  -- A key turned off: nothing of it still waiting is pushed.
  update public.push_deliveries d set status = 'cancelled', claimed_at = null
  from public.notifications n, public.push_subscriptions s
  where d.status = 'pending' and n.id = d.notification_id and s.id = d.subscription_id and s.user_id = v_uid
    and not private.notification_preference_key(n.category) = any (p_enabled);
end;
$$;
comment on function public.save_push_preferences(text[]) is
  'The signed-in member''s push choices: the keys listed are on, the other of the seven off; pending pushes of keys now off are cancelled. Unknown key or null list 22023 (pt-BR), nothing written; no session 42501.';

-- ---------------------------------------------------------------------------------------------
-- Sending (service role only: the scheduler's tick, lib/scheduler/due-work.ts part "push")
-- ---------------------------------------------------------------------------------------------

/*
 * One pending delivery per device for each unread notification created in the hour before p_now
 * (reminders too) whose key she pushes, once. A device gets only what came after it was
 * subscribed: turning push on does not replay the last hour. Returns the deliveries queued.
 */
create function public.queue_push_deliveries(p_now timestamptz)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_now timestamptz := coalesce(p_now, now());
  v_count integer;
begin
  perform private.assert_outbox_operator();
  insert into public.push_deliveries (notification_id, subscription_id)
  select n.id, s.id
  -- The cheap filters first, materialised: most ticks find no fresh notification at all.
  from (
    with fresh as materialized (
      select n.* from public.notifications n
      where not n.read and n.created_at > v_now - interval '1 hour' and n.created_at <= v_now
        and exists (select 1 from public.push_subscriptions s where s.user_id = n.user_id)
    )
    select f.* from fresh f
    where private.push_enabled(f.user_id, private.notification_preference_key(f.category))
  ) n
    join public.push_subscriptions s on s.user_id = n.user_id and s.created_at <= n.created_at
  order by n.created_at
  on conflict do nothing;
  get diagnostics v_count = row_count;
  return v_count;
end;
$$;
comment on function public.queue_push_deliveries(timestamptz) is
  'Service role only (scheduler). Queues one pending push per device subscribed before the notification, for each unread notification created in (p_now − 1 hour, p_now] whose preference key she pushes (session reminders included); never twice for one notification and device. Returns rows queued.';

/*
 * Claims up to p_limit pending deliveries (oldest first, FOR UPDATE SKIP LOCKED, a 2-minute lease),
 * counting the attempt, with what the app needs to encrypt and send them. Cancelled instead of
 * returned: a notification read meanwhile, older than a day, or whose key went off.
 */
create function public.claim_push_deliveries(p_limit integer default 50)
returns table (
  notification_id uuid, subscription_id uuid, endpoint text, p256dh text, auth text,
  title text, body text, url text, tag text
)
language plpgsql
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  v_row record;
begin
  perform private.assert_outbox_operator();
  for v_row in
    select d.notification_id, d.subscription_id, s.endpoint, s.p256dh, s.auth, s.user_id, n.read, n.category,
           n.title, n.message, n.action_url, n.created_at
    from public.push_deliveries d
      join public.push_subscriptions s on s.id = d.subscription_id
      join public.notifications n on n.id = d.notification_id
    where d.status = 'pending' and (d.claimed_at is null or d.claimed_at < now() - interval '2 minutes')
    order by d.created_at, d.notification_id, d.subscription_id
    limit least(greatest(coalesce(p_limit, 50), 1), 500)
    for update of d skip locked
  loop
    -- A push a day late (the server was down) tells her nothing the bell does not: dropped.
    if v_row.read or v_row.created_at < now() - interval '1 day'
       or not private.push_enabled(v_row.user_id, private.notification_preference_key(v_row.category)) then
      update public.push_deliveries d set status = 'cancelled', claimed_at = null
      where d.notification_id = v_row.notification_id and d.subscription_id = v_row.subscription_id;
      continue;
    end if;
    update public.push_deliveries d set claimed_at = now(), attempts = d.attempts + 1
    where d.notification_id = v_row.notification_id and d.subscription_id = v_row.subscription_id;
    notification_id := v_row.notification_id;
    subscription_id := v_row.subscription_id;
    endpoint := v_row.endpoint;
    p256dh := v_row.p256dh;
    auth := v_row.auth;
    title := v_row.title;
    -- A push payload holds about 4 KB: the app trims again by bytes.
    body := left(v_row.message, 300);
    url := v_row.action_url;
    -- One notification replaces itself on the device (a retry), never another.
    tag := 'notification-' || v_row.notification_id::text;
    return next;
  end loop;
end;
$$;
comment on function public.claim_push_deliveries(integer) is
  'Service role only (scheduler). Claims up to p_limit (1–500) pending pushes whose 2-minute lease is free, oldest first, counting the attempt; returns endpoint and keys, the notification''s title, body (≤ 300 characters), action_url (null when none) and tag. A notification read meanwhile, older than a day, or whose key she no longer pushes, is cancelled instead.';

/*
 * Settles a claimed delivery. 'sent': done, and the device's last success is now. 'failed': the
 * device's failures grow; under 5 attempts it stays pending (retried after the lease), else it
 * is failed for good. p_gone (the push service answered 404 or 410): the subscription is deleted,
 * with every delivery to it.
 */
create function public.finish_push_delivery(
  p_notification uuid, p_subscription uuid, p_status text, p_error text default null, p_gone boolean default false
)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.assert_outbox_operator();
  if p_status is null or p_status not in ('sent', 'failed') then
    raise exception 'unknown push delivery status' using errcode = '22023';
  end if;
  if coalesce(p_gone, false) then
    delete from public.push_subscriptions s where s.id = p_subscription;
    return;
  end if;
  if p_status = 'sent' then
    update public.push_deliveries d set status = 'sent', sent_at = now(), last_error = null
    where d.notification_id = p_notification and d.subscription_id = p_subscription;
    update public.push_subscriptions s set last_success_at = now(), failure_count = 0
    where s.id = p_subscription;
  else
    update public.push_deliveries d
    set status = case when d.attempts >= 5 then 'failed' else 'pending' end,
        last_error = left(coalesce(p_error, 'failed'), 1000)
    where d.notification_id = p_notification and d.subscription_id = p_subscription;
    update public.push_subscriptions s set failure_count = s.failure_count + 1 where s.id = p_subscription;
  end if;
end;
$$;
comment on function public.finish_push_delivery(uuid, uuid, text, text, boolean) is
  'Service role only (scheduler). Settles a claimed push: sent (device''s last_success_at now, failures reset) or failed (error kept ≤ 1000; retried after the lease until 5 attempts); p_gone (404/410) deletes the subscription and its deliveries. Unknown status 22023.';

-- ---------------------------------------------------------------------------------------------
-- Who may execute what.
-- ---------------------------------------------------------------------------------------------
revoke execute on function private.push_enabled(uuid, text) from public, anon, authenticated;

revoke execute on function
  public.save_push_subscription(text, text, text, text),
  public.delete_push_subscription(uuid),
  public.list_my_push_subscriptions(),
  public.get_push_preferences(),
  public.save_push_preferences(text[]),
  public.queue_push_deliveries(timestamptz),
  public.claim_push_deliveries(integer),
  public.finish_push_delivery(uuid, uuid, text, text, boolean)
from public, anon, authenticated;
grant execute on function
  public.save_push_subscription(text, text, text, text),
  public.delete_push_subscription(uuid),
  public.list_my_push_subscriptions(),
  public.get_push_preferences(),
  public.save_push_preferences(text[])
to authenticated, service_role;
grant execute on function
  public.queue_push_deliveries(timestamptz),
  public.claim_push_deliveries(integer),
  public.finish_push_delivery(uuid, uuid, text, text, boolean)
to service_role;

-- ---------------------------------------------------------------------------------------------
-- LGPD: "Baixar meus dados" adds her devices (names and dates, never the endpoint nor the keys)
-- and her push choices.
-- ---------------------------------------------------------------------------------------------
-- The export as it stood (20261204100001_mentoring.sql) is kept whole under a private name, and
-- the public function adds this issue's part to its answer.
alter function public.export_user_data(uuid) rename to export_user_data_until_mentoring;
alter function public.export_user_data_until_mentoring(uuid) set schema private;
revoke execute on function private.export_user_data_until_mentoring(uuid) from public, anon, authenticated;

create function public.export_user_data(p_user_id uuid)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  -- The earlier export checks the caller (service role) and that she exists, first.
  return private.export_user_data_until_mentoring(p_user_id) || jsonb_build_object(
    'push_notifications', jsonb_build_object(
      'categories', (
        select jsonb_object_agg(k.key, private.push_enabled(p_user_id, k.key))
        from unnest(private.notification_preference_keys()) k(key)),
      'devices', coalesce((
        select jsonb_agg(jsonb_build_object(
          'device_name', s.device_name, 'created_at', s.created_at, 'last_success_at', s.last_success_at)
          order by s.created_at, s.id)
        from public.push_subscriptions s where s.user_id = p_user_id), '[]'::jsonb)));
end;
$$;
comment on function public.export_user_data(uuid) is
  'Service role only ("Baixar meus dados", after the app has identified the member). Everything stored about the user as JSON: account, profile, roles, permissions, newsletter consent record, notifications, reviews, posts and revisions, businesses with her review answers, her pending business revisions, products, community (memberships with a request''s message, topics, messages, supports, reports, read markers), projects (sign-ups with phone consent, attendance, teaching), learning (progress, certificates, materials and tracks she authored), ambassador (code, referrals, commissions), the code she was referred with, account history, storage objects; members-connect: directory profile, visibility choices, conversations (other participant''s name, every message), blocks, her message reports, sanctions, conversation starts; orders: her orders as buyer and as seller (lines, timeline), her order problem reports, her businesses'' order settings; e-mail notifications: her preferences (channels with defaults, digest rhythm) and the e-mails queued or sent to her (template, category, subject, state, times); mentoring: her offer and slots, her requests and sessions as mentor and as mentee (other participant''s name), the notes she wrote; push notifications: her choices per key and her devices (name, when added, last push received; never the endpoint nor the keys).';
revoke execute on function public.export_user_data(uuid) from public, anon, authenticated;
grant execute on function public.export_user_data(uuid) to service_role;
