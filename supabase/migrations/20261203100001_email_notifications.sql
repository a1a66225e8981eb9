-- Issue #39, "Notifications that reach her inbox": every notification stays in the bell, and now
-- also reaches her e-mail on her terms. This migration holds her preferences (per category: at
-- once, in the digest, or not by e-mail) and her digest's rhythm, the widened e-mail outbox that
-- carries the notification, digest and reminder e-mails, the functions the scheduler calls to queue
-- them (service role only), the project-session reminders, the admins' outbox screen, one-click
-- unsubscribe and the LGPD export.
--
-- Who may do what, in one place:
--   - notification_preferences, notification_settings, notification_digests: she reads her own
--     rows; nobody writes them directly. save_notification_preferences (her) and
--     unsubscribe_notification_category (the server, after checking the link's signature) write.
--   - email_outbox and session_reminders: no API role reads or writes them; the server's service
--     role queues, claims and settles; admins list, count and retry through definer functions.
--   - A missing preference row means the category's default (messages, orders, projects, account:
--     at once; community, directory, learning: digest); a missing settings row means a daily
--     digest at 8h, America/Sao_Paulo.
--   - E-mails are rendered and sent by the app (lib/mail/notification-outbox.ts); rows here say
--     what to send to whom. One e-mail per notification, ever (a unique index); nothing is sent
--     for a notification she read before its e-mail's turn came.

-- ---------------------------------------------------------------------------------------------
-- Categories: the seven preference keys over the notifications' categories
-- ---------------------------------------------------------------------------------------------

-- The preference key a notification category belongs to (shop goes with directory; ambassadors
-- and the catch-all go with account).
create function private.notification_preference_key(p_category text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case p_category
    when 'messages' then 'messages'
    when 'orders' then 'orders'
    when 'community' then 'community'
    when 'directory' then 'directory'
    when 'shop' then 'directory'
    when 'projects' then 'projects'
    when 'learning' then 'learning'
    else 'account'
  end
$$;

-- The channel a key has when she never chose one (the issue's defaults).
create function private.notification_default_channel(p_key text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case when p_key in ('community', 'directory', 'learning') then 'digest' else 'immediate' end
$$;

-- The seven keys, in the order the preferences page lists them.
create function private.notification_preference_keys()
returns text[]
language sql
immutable
set search_path = ''
as $$
  select array['messages', 'orders', 'community', 'directory', 'projects', 'learning', 'account']
$$;

-- A name PostgreSQL knows as a time zone ('America/Sao_Paulo', 'UTC'…).
create function private.is_valid_time_zone(p_tz text)
returns boolean
language plpgsql
stable
set search_path = ''
as $$
begin
  if p_tz is null or length(p_tz) > 64 then
    return false;
  end if;
  perform now() at time zone p_tz;
  return true;
exception when others then
  return false;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- Her preferences and her digest's rhythm
-- ---------------------------------------------------------------------------------------------
create table public.notification_preferences (
  user_id uuid not null references public.profiles (id) on delete cascade,
  category text not null check (category in ('messages', 'orders', 'community', 'directory', 'projects', 'learning', 'account')),
  channel text not null check (channel in ('immediate', 'digest', 'off')),
  updated_at timestamptz not null default now(),
  primary key (user_id, category)
);
comment on table public.notification_preferences is
  'How each of the seven preference keys reaches her by e-mail: immediate, digest or off. A missing row is the key''s default. She reads her own; written by save_notification_preferences and unsubscribe_notification_category.';

create table public.notification_settings (
  user_id uuid primary key references public.profiles (id) on delete cascade,
  digest_frequency text not null default 'daily' check (digest_frequency in ('daily', 'weekly')),
  digest_hour smallint not null default 8 check (digest_hour between 0 and 23),
  -- 0 = domingo … 6 = sábado (weekly digests only).
  digest_weekday smallint not null default 1 check (digest_weekday between 0 and 6),
  time_zone text not null default 'America/Sao_Paulo' check (private.is_valid_time_zone(time_zone)),
  updated_at timestamptz not null default now()
);
comment on table public.notification_settings is
  'Her digest''s rhythm (daily or weekly), hour, weekday and time zone. A missing row is a daily digest at 8h in America/Sao_Paulo. She reads her own; written by save_notification_preferences.';

create trigger notification_preferences_set_updated_at before update on public.notification_preferences
  for each row execute function private.set_updated_at();
create trigger notification_settings_set_updated_at before update on public.notification_settings
  for each row execute function private.set_updated_at();

-- Her channel for a key, defaults applied.
create function private.notification_channel(p_user_id uuid, p_key text)
returns text
language sql
stable
set search_path = ''
as $$
  select coalesce(
    (select p.channel from public.notification_preferences p where p.user_id = p_user_id and p.category = p_key),
    private.notification_default_channel(p_key))
$$;

-- Her settings, defaults applied (a row shaped like the table's even when she has none).
create function private.notification_settings_of(p_user_id uuid)
returns public.notification_settings
language sql
stable
set search_path = ''
as $$
  select coalesce(
    (select s from public.notification_settings s where s.user_id = p_user_id),
    row(p_user_id, 'daily', 8, 1, 'America/Sao_Paulo', null)::public.notification_settings)
$$;

-- ---------------------------------------------------------------------------------------------
-- The outbox, widened: notification, digest and reminder e-mails beside the newsletter's.
-- ---------------------------------------------------------------------------------------------
alter table public.email_outbox drop constraint email_outbox_template_check;
alter table public.email_outbox add constraint email_outbox_template_check
  check (template in ('newsletter_confirmation', 'notification', 'digest', 'reminder'));
alter table public.email_outbox
  add column user_id uuid references public.profiles (id) on delete cascade,
  add column notification_id uuid references public.notifications (id) on delete set null,
  add column category text check (category is null or category in (
    'messages', 'orders', 'community', 'directory', 'projects', 'learning', 'account', 'digest'));
-- One e-mail per notification, ever: a second queueing run, or a reminder and the immediate run,
-- cannot both send it.
create unique index email_outbox_notification_once on public.email_outbox (notification_id)
  where notification_id is not null;
create index email_outbox_user_created_idx on public.email_outbox (user_id, created_at desc);
-- The admins' screen filters by state and template, newest first.
create index email_outbox_status_created_idx on public.email_outbox (status, created_at desc);
comment on column public.email_outbox.user_id is 'The member a notification, digest or reminder e-mail is for (null for newsletter confirmations).';
comment on column public.email_outbox.notification_id is 'The notification an immediate or reminder e-mail tells of; at most one e-mail per notification.';
comment on column public.email_outbox.category is 'The preference key of a notification or reminder e-mail, or ''digest''.';
comment on table public.email_outbox is
  'E-mails the app sends itself: newsletter confirmations, notifications (at once), digests and session reminders. Service role only: claim_email_outbox(), complete_email_outbox(), fail_email_outbox(); admins list and retry through admin_list_email_outbox(), admin_email_outbox_counts(), retry_email_outbox().';

-- The immediate run scans recent unread notifications.
create index notifications_unread_created_idx on public.notifications (created_at) where not read;
-- The reminders' window: sessions starting within the next 24 hours, whatever their project.
create index project_sessions_starts_at_idx on public.project_sessions (starts_at);

-- Her address when an e-mail may go to her: confirmed, account not deleted.
create function private.notification_email_of(p_user_id uuid)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select lower(u.email) from auth.users u
  where u.id = p_user_id and u.email_confirmed_at is not null and u.deleted_at is null
    and private.is_valid_email(lower(u.email))
$$;

-- ---------------------------------------------------------------------------------------------
-- Reminders and digests: once per session, member and kind; once per member and period.
-- ---------------------------------------------------------------------------------------------
create table public.session_reminders (
  session_id uuid not null references public.project_sessions (id) on delete cascade,
  user_id uuid not null references public.profiles (id) on delete cascade,
  kind text not null check (kind in ('24h', '1h')),
  created_at timestamptz not null default now(),
  primary key (session_id, user_id, kind)
);
create index session_reminders_user_idx on public.session_reminders (user_id);
comment on table public.session_reminders is
  'Which project-session reminders (24 h and 1 h before) were made, so each goes once. Written by queue_session_reminders; no API access.';

create table public.notification_digests (
  user_id uuid not null references public.profiles (id) on delete cascade,
  -- Her local date (YYYY-MM-DD) for a daily digest, her ISO week (IYYY-"W"IW) for a weekly one.
  period_key text not null check (period_key ~ '^[0-9]{4}-([0-9]{2}-[0-9]{2}|W[0-9]{2})$'),
  created_at timestamptz not null default now(),
  item_count integer not null check (item_count >= 1),
  outbox_id bigint references public.email_outbox (id) on delete set null,
  primary key (user_id, period_key)
);
create index notification_digests_outbox_idx on public.notification_digests (outbox_id);
create index notification_digests_user_created_idx on public.notification_digests (user_id, created_at desc);
comment on table public.notification_digests is
  'The digests queued for her, one per period (day or ISO week) at most. She reads her own; written by queue_notification_digests.';

-- ---------------------------------------------------------------------------------------------
-- Row security and grants. No direct writes: the functions below are the only writers.
-- ---------------------------------------------------------------------------------------------
alter table public.notification_preferences enable row level security;
alter table public.notification_settings enable row level security;
alter table public.notification_digests enable row level security;
alter table public.session_reminders enable row level security;

revoke all on public.notification_preferences, public.notification_settings, public.notification_digests,
  public.session_reminders
from public, anon, authenticated;
grant all on public.notification_preferences, public.notification_settings, public.notification_digests,
  public.session_reminders
to service_role;

grant select on public.notification_preferences, public.notification_settings, public.notification_digests
to authenticated;
create policy "notification_preferences: she reads her own" on public.notification_preferences
  for select to authenticated using (user_id = (select auth.uid()));
create policy "notification_settings: she reads her own" on public.notification_settings
  for select to authenticated using (user_id = (select auth.uid()));
create policy "notification_digests: she reads her own" on public.notification_digests
  for select to authenticated using (user_id = (select auth.uid()));
create policy "session_reminders: no direct access" on public.session_reminders
  as restrictive for all to anon, authenticated using (false) with check (false);

-- ---------------------------------------------------------------------------------------------
-- Her preferences: the page's read and save
-- ---------------------------------------------------------------------------------------------

/*
 * Saves her choices at once (the form sends every value): p_channels maps preference keys to
 * 'immediate' | 'digest' | 'off' (keys left out keep their value); the digest's rhythm, hour and
 * weekday (null keeps the current value). Anything else is refused whole with 22023 and a pt-BR
 * message, before anything is written.
 */
create function public.save_notification_preferences(
  p_channels jsonb, p_digest_frequency text, p_digest_hour integer, p_digest_weekday integer
)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := auth.uid();
  v_key text;
  v_value jsonb;
  v_current public.notification_settings;
begin
  if v_uid is null then
    raise exception 'permission denied: sign in first' using errcode = '42501';
  end if;
  if p_channels is not null and jsonb_typeof(p_channels) <> 'object' then
    raise exception 'Preferências de notificação inválidas.' using errcode = '22023';
  end if;
  for v_key, v_value in select * from jsonb_each(coalesce(p_channels, '{}'::jsonb)) loop
    if not v_key = any (private.notification_preference_keys()) then
      raise exception 'Categoria de notificação desconhecida: %.', left(v_key, 40) using errcode = '22023';
    end if;
    if jsonb_typeof(v_value) is distinct from 'string' or v_value #>> '{}' not in ('immediate', 'digest', 'off') then
      raise exception 'Escolha como receber cada categoria: na hora, no resumo ou não receber por e-mail.'
        using errcode = '22023';
    end if;
  end loop;
  if p_digest_frequency is not null and p_digest_frequency not in ('daily', 'weekly') then
    raise exception 'Escolha um resumo diário ou semanal.' using errcode = '22023';
  end if;
  if p_digest_hour is not null and p_digest_hour not between 0 and 23 then
    raise exception 'Escolha uma hora entre 0 e 23 para o resumo.' using errcode = '22023';
  end if;
  if p_digest_weekday is not null and p_digest_weekday not between 0 and 6 then
    raise exception 'Escolha um dia da semana para o resumo semanal.' using errcode = '22023';
  end if;

  insert into public.notification_preferences as p (user_id, category, channel)
  select v_uid, e.key, e.value #>> '{}' from jsonb_each(coalesce(p_channels, '{}'::jsonb)) e
  on conflict (user_id, category) do update set channel = excluded.channel
  where p.channel is distinct from excluded.channel;

  v_current := private.notification_settings_of(v_uid);
  insert into public.notification_settings as s (user_id, digest_frequency, digest_hour, digest_weekday, time_zone)
  values (v_uid, coalesce(p_digest_frequency, v_current.digest_frequency),
          coalesce(p_digest_hour, v_current.digest_hour)::smallint,
          coalesce(p_digest_weekday, v_current.digest_weekday)::smallint, v_current.time_zone)
  on conflict (user_id) do update set
    digest_frequency = excluded.digest_frequency, digest_hour = excluded.digest_hour,
    digest_weekday = excluded.digest_weekday
  where (s.digest_frequency, s.digest_hour, s.digest_weekday)
    is distinct from (excluded.digest_frequency, excluded.digest_hour, excluded.digest_weekday);
end;
$$;
comment on function public.save_notification_preferences(jsonb, text, integer, integer) is
  'The signed-in member''s e-mail preferences: {key: immediate|digest|off} for the seven keys (keys left out unchanged), digest daily|weekly, hour 0–23, weekday 0–6 (null unchanged). Bad input 22023 (pt-BR), nothing written; no session 42501.';

create function public.get_notification_preferences()
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_uid uuid := auth.uid();
  v_settings public.notification_settings;
begin
  if v_uid is null then
    raise exception 'permission denied: sign in first' using errcode = '42501';
  end if;
  v_settings := private.notification_settings_of(v_uid);
  return jsonb_build_object(
    'channels', (
      select jsonb_object_agg(k.key, private.notification_channel(v_uid, k.key))
      from unnest(private.notification_preference_keys()) k(key)),
    'digest_frequency', v_settings.digest_frequency,
    'digest_hour', v_settings.digest_hour,
    'digest_weekday', v_settings.digest_weekday,
    'time_zone', v_settings.time_zone);
end;
$$;
comment on function public.get_notification_preferences() is
  'The signed-in member''s e-mail preferences with defaults applied: {channels: {all seven keys}, digest_frequency, digest_hour, digest_weekday, time_zone}. No session 42501.';

/*
 * The unsubscribe link of an e-mail (the app checked its HMAC first): one key goes 'off', or
 * 'digest' turns every key now in the digest 'off'. Pending e-mails that would still tell of them
 * are cancelled. Idempotent.
 */
create function public.unsubscribe_notification_category(p_user_id uuid, p_category text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not private.is_service_role() then
    raise exception 'permission denied: unsubscribe links are checked by the server' using errcode = '42501';
  end if;
  if p_category is null or not (p_category = 'digest' or p_category = any (private.notification_preference_keys())) then
    raise exception 'Categoria de notificação desconhecida.' using errcode = '22023';
  end if;
  if not exists (select 1 from public.profiles p where p.id = p_user_id) then
    return;
  end if;
  if p_category = 'digest' then
    insert into public.notification_preferences as p (user_id, category, channel)
    select p_user_id, k.key, 'off' from unnest(private.notification_preference_keys()) k(key)
    where private.notification_channel(p_user_id, k.key) = 'digest'
    on conflict (user_id, category) do update set channel = 'off';
    update public.email_outbox o set status = 'cancelled', processed_at = now(), claimed_at = null, claimed_by = null
    where o.user_id = p_user_id and o.template = 'digest' and o.status in ('pending', 'failed');
  else
    insert into public.notification_preferences as p (user_id, category, channel)
    values (p_user_id, p_category, 'off')
    on conflict (user_id, category) do update set channel = 'off' where p.channel <> 'off';
    update public.email_outbox o set status = 'cancelled', processed_at = now(), claimed_at = null, claimed_by = null
    where o.user_id = p_user_id and o.category = p_category and o.template in ('notification', 'reminder')
      and o.status in ('pending', 'failed');
  end if;
end;
$$;
comment on function public.unsubscribe_notification_category(uuid, text) is
  'Service role only (the signed link, checked by the app). Turns one preference key off, or every key now on the digest when p_category is ''digest''; cancels her pending e-mails of it. Idempotent; unknown key 22023.';

-- ---------------------------------------------------------------------------------------------
-- Queueing (service role only: the scheduler's tick, lib/scheduler/due-work.ts)
-- ---------------------------------------------------------------------------------------------

/*
 * Notifications whose key is 'immediate', unread after the wait (p_delay_seconds: she may read it
 * in the bell meanwhile, and then no e-mail goes), at most a day old. Reminders have their own
 * e-mail. Returns the rows queued.
 */
create function public.queue_notification_emails(p_now timestamptz, p_delay_seconds integer)
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
  insert into public.email_outbox (
    template, to_email, user_id, notification_id, category, data, next_attempt_at, max_attempts)
  select 'notification', e.email, n.user_id, n.id, private.notification_preference_key(n.category),
         jsonb_build_object('title', n.title, 'message', n.message, 'action_url', n.action_url, 'type', n.type,
                            'created_at', n.created_at),
         least(v_now, now()), 8
  -- The cheap filters first, materialised: a tick with nothing due (most ticks) never looks up an
  -- address or a channel for notifications already e-mailed.
  from (
    with fresh as materialized (
      select n.* from public.notifications n
      where not n.read
        and n.created_at > v_now - interval '1 day'
        and n.created_at <= v_now - make_interval(secs => greatest(coalesce(p_delay_seconds, 300), 0))
        and n.type <> 'session_reminder'
        and not exists (select 1 from public.email_outbox o where o.notification_id = n.id)
    )
    select f.* from fresh f
    where private.notification_channel(f.user_id, private.notification_preference_key(f.category)) = 'immediate'
  ) n
    cross join lateral (select private.notification_email_of(n.user_id) as email) e
  where e.email is not null
  order by n.created_at
  on conflict do nothing;
  get diagnostics v_count = row_count;
  return v_count;
end;
$$;
comment on function public.queue_notification_emails(timestamptz, integer) is
  'Service role only (scheduler). Queues one ''notification'' e-mail per unread notification created in (p_now − 1 day, p_now − p_delay_seconds] whose key is immediate, for confirmed, not deleted accounts; never twice for one notification. Returns rows queued.';

/*
 * Project sessions starting within 24 hours remind each confirmed participant: '24h' while more
 * than an hour remains, '1h' after. Each (session, member, kind) once. The bell always gets it;
 * e-mail too unless her 'projects' key is off (a reminder in a later digest would be useless, so
 * 'digest' means e-mail here). Returns the reminders made.
 */
create function public.queue_session_reminders(p_now timestamptz)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_now timestamptz := coalesce(p_now, now());
  v_row record;
  v_kind text;
  v_notification uuid;
  v_title text;
  v_message text;
  v_url text;
  v_email text;
  v_count integer := 0;
begin
  perform private.assert_outbox_operator();
  for v_row in
    select s.id as session_id, s.title as session_title, s.starts_at, p.title as project_title, p.slug,
           g.user_id
    from public.project_sessions s
      join public.projects p on p.id = s.project_id
      join public.project_signups g on g.project_id = p.id and g.status = 'confirmed'
    where s.starts_at > v_now and s.starts_at <= v_now + interval '24 hours'
    order by s.starts_at, g.user_id
  loop
    v_kind := case when v_row.starts_at <= v_now + interval '1 hour' then '1h' else '24h' end;
    insert into public.session_reminders (session_id, user_id, kind)
    values (v_row.session_id, v_row.user_id, v_kind)
    on conflict do nothing;
    if not found then
      continue;
    end if;
    v_count := v_count + 1;
    v_title := left('Lembrete: ' || v_row.session_title, 200);
    v_message := format('%s — começa em %s (horário de Brasília)', v_row.project_title,
      to_char(v_row.starts_at at time zone 'America/Sao_Paulo', 'DD/MM "às" HH24:MI'));
    v_url := '/projetos/' || v_row.slug;
    insert into public.notifications (user_id, type, category, title, message, action_url, data)
    values (v_row.user_id, 'session_reminder', 'projects', v_title, v_message, v_url,
            jsonb_build_object('session_id', v_row.session_id, 'starts_at', v_row.starts_at, 'kind', v_kind))
    returning id into v_notification;

    v_email := private.notification_email_of(v_row.user_id);
    if v_email is not null and private.notification_channel(v_row.user_id, 'projects') <> 'off' then
      insert into public.email_outbox (
        template, to_email, user_id, notification_id, category, data, next_attempt_at, max_attempts)
      values ('reminder', v_email, v_row.user_id, v_notification, 'projects',
              jsonb_build_object('title', v_title, 'message', v_message, 'action_url', v_url,
                                 'starts_at', v_row.starts_at, 'project_title', v_row.project_title,
                                 'session_title', v_row.session_title, 'kind', v_kind),
              least(v_now, now()), 8)
      on conflict do nothing;
    end if;
  end loop;
  return v_count;
end;
$$;
comment on function public.queue_session_reminders(timestamptz) is
  'Service role only (scheduler). For sessions starting in (p_now, p_now + 24 h] and each confirmed participant: one ''24h'' or ''1h'' reminder per (session, member, kind): a session_reminder notification (category projects) and, unless her projects key is off and when her e-mail is confirmed, a ''reminder'' e-mail. Returns reminders made.';

-- Her digest's period at p_now in her time zone, and whether it is due: daily from her hour on;
-- weekly from her weekday's hour until the ISO week (Monday to Sunday) ends.
create function private.notification_digest_period(p_settings public.notification_settings, p_now timestamptz)
returns table (period_key text, due boolean)
language sql
stable
set search_path = ''
as $$
  with l as (select p_now at time zone p_settings.time_zone as t)
  select
    case p_settings.digest_frequency when 'weekly' then to_char(l.t, 'IYYY-"W"IW') else to_char(l.t, 'YYYY-MM-DD') end,
    case p_settings.digest_frequency
      when 'weekly' then
        extract(isodow from l.t) > (case p_settings.digest_weekday when 0 then 7 else p_settings.digest_weekday end)
        or (extract(isodow from l.t) = (case p_settings.digest_weekday when 0 then 7 else p_settings.digest_weekday end)
            and extract(hour from l.t) >= p_settings.digest_hour)
      else extract(hour from l.t) >= p_settings.digest_hour
    end
  from l
$$;

/*
 * One digest per member and period, when it is due and she has something unread in her digest
 * keys since her previous digest (or within the period's length when there was none): at most the
 * 50 newest, never a notification already e-mailed on its own. Nothing unread, nothing queued and
 * no digest row, so a later tick of the same period sends when something arrives. Returns the
 * digests queued.
 */
create function public.queue_notification_digests(p_now timestamptz)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_now timestamptz := coalesce(p_now, now());
  v_user record;
  v_settings public.notification_settings;
  v_period text;
  v_due boolean;
  v_since timestamptz;
  v_items jsonb;
  v_total integer;
  v_outbox bigint;
  v_count integer := 0;
begin
  perform private.assert_outbox_operator();
  -- Only members with something unread in the last week can be due: the rest are skipped cheaply.
  for v_user in
    select u.user_id, private.notification_email_of(u.user_id) as email
    from (
      select distinct n.user_id from public.notifications n
      where not n.read and n.created_at > v_now - interval '7 days' and n.created_at <= v_now
        and n.type <> 'session_reminder'
    ) u
  loop
    continue when v_user.email is null;
    continue when not exists (
      select 1 from unnest(private.notification_preference_keys()) k(key)
      where private.notification_channel(v_user.user_id, k.key) = 'digest');
    v_settings := private.notification_settings_of(v_user.user_id);
    select d.period_key, d.due into v_period, v_due from private.notification_digest_period(v_settings, v_now) d;
    continue when not v_due;
    continue when exists (
      select 1 from public.notification_digests g where g.user_id = v_user.user_id and g.period_key = v_period);

    select coalesce(max(g.created_at),
                    v_now - case v_settings.digest_frequency when 'weekly' then interval '7 days' else interval '1 day' end)
    into v_since
    from public.notification_digests g where g.user_id = v_user.user_id;

    with candidates as (
      select n.* from public.notifications n
      where n.user_id = v_user.user_id and not n.read and n.type <> 'session_reminder'
        and n.created_at > v_since and n.created_at <= v_now
        and private.notification_channel(n.user_id, private.notification_preference_key(n.category)) = 'digest'
        -- An e-mail that went (or is still due) tells of it already; a cancelled one does not.
        and not exists (select 1 from public.email_outbox o where o.notification_id = n.id and o.status <> 'cancelled')
    )
    select
      (select coalesce(jsonb_agg(jsonb_build_object(
                'title', c.title, 'message', c.message, 'action_url', c.action_url,
                'category', private.notification_preference_key(c.category), 'created_at', c.created_at)
              order by c.created_at desc), '[]'::jsonb)
       from (select * from candidates order by created_at desc limit 50) c),
      (select count(*)::integer from candidates)
    into v_items, v_total;
    continue when v_total = 0;

    insert into public.notification_digests (user_id, period_key, created_at, item_count)
    values (v_user.user_id, v_period, v_now, jsonb_array_length(v_items))
    on conflict do nothing;
    continue when not found;
    insert into public.email_outbox (template, to_email, user_id, category, data, next_attempt_at, max_attempts)
    values ('digest', v_user.email, v_user.user_id, 'digest',
            jsonb_build_object('period_key', v_period, 'frequency', v_settings.digest_frequency,
                               'items', v_items, 'total', v_total),
            least(v_now, now()), 8)
    returning id into v_outbox;
    update public.notification_digests g set outbox_id = v_outbox
    where g.user_id = v_user.user_id and g.period_key = v_period;
    v_count := v_count + 1;
  end loop;
  return v_count;
end;
$$;
comment on function public.queue_notification_digests(timestamptz) is
  'Service role only (scheduler). For each member with a key on digest and a confirmed e-mail whose digest is due at p_now in her time zone (daily: her hour; weekly: her weekday''s hour until the ISO week ends) and not yet queued this period: her unread digest-key notifications since her previous digest (or the period''s length), 50 newest, not already e-mailed. None: nothing written. Otherwise one ''digest'' e-mail and a notification_digests row. Returns digests queued.';

-- ---------------------------------------------------------------------------------------------
-- Claiming (service role only): the newsletter's confirmations as before, plus the new templates.
-- ---------------------------------------------------------------------------------------------
drop function public.claim_email_outbox(integer, text, integer, text);

-- Claims up to p_limit due e-mails of the given templates (null: all), oldest first; p_to limits
-- the claim to one recipient. Cancelled instead of returned: a confirmation whose subscriber is no
-- longer pending; a notification e-mail whose notification was read or deleted meanwhile, or whose
-- key is no longer 'immediate' (an 'off' key sends nothing; a 'digest' key lets the next digest
-- carry it); a reminder whose 'projects' key went off; a digest when no key is on the digest any
-- more. A confirmation gets a fresh token, returned once and stored hashed.
create function public.claim_email_outbox(
  p_limit integer default 10,
  p_worker text default null,
  p_lease_seconds integer default 120,
  p_to text default null,
  p_templates text[] default null
)
returns table (
  id bigint, template text, to_email text, subscriber_id uuid, data jsonb, attempts integer, token text,
  user_id uuid, notification_id uuid, category text
)
language plpgsql
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  v_row public.email_outbox;
  v_token text;
  v_cancel boolean;
begin
  perform private.assert_outbox_operator();
  -- Spent and expired tokens are kept a week, so a late click still gets "link usado"/"expirado".
  delete from private.newsletter_confirmations c where c.expires_at < now() - interval '7 days';

  for v_row in
    select o.* from public.email_outbox o
    where (o.status = 'pending' or (o.status = 'failed' and o.attempts < o.max_attempts))
      and o.next_attempt_at <= now()
      and (o.claimed_at is null or o.claimed_at < now() - make_interval(secs => greatest(p_lease_seconds, 1)))
      and (p_to is null or o.to_email = lower(btrim(p_to)))
      and (p_templates is null or o.template = any (p_templates))
    order by o.id
    limit least(greatest(coalesce(p_limit, 10), 1), 100)
    for update skip locked
  loop
    v_token := null;
    v_cancel := case v_row.template
      when 'newsletter_confirmation' then not exists (
        select 1 from public.newsletter_subscribers s where s.id = v_row.subscriber_id and s.status = 'pending')
      when 'notification' then v_row.notification_id is null
        or not exists (select 1 from public.notifications n where n.id = v_row.notification_id and not n.read)
        or private.notification_channel(v_row.user_id, v_row.category) <> 'immediate'
      when 'reminder' then private.notification_channel(v_row.user_id, 'projects') = 'off'
      when 'digest' then not exists (
        select 1 from unnest(private.notification_preference_keys()) k(key)
        where private.notification_channel(v_row.user_id, k.key) = 'digest')
      else false
    end;
    if v_cancel then
      update public.email_outbox o set status = 'cancelled', processed_at = now(), claimed_at = null, claimed_by = null
      where o.id = v_row.id;
      continue;
    end if;
    if v_row.template = 'newsletter_confirmation' then
      -- 32 random bytes, base64url without padding: 43 characters.
      v_token := translate(encode(extensions.gen_random_bytes(32), 'base64'), '+/=', '-_');
      insert into private.newsletter_confirmations (token_hash, subscriber_id, expires_at)
      values (encode(sha256(convert_to(v_token, 'UTF8')), 'hex'), v_row.subscriber_id, now() + interval '48 hours');
    end if;
    update public.email_outbox o
    set claimed_at = now(), claimed_by = coalesce(p_worker, 'worker'), attempts = o.attempts + 1
    where o.id = v_row.id;
    id := v_row.id;
    template := v_row.template;
    to_email := v_row.to_email;
    subscriber_id := v_row.subscriber_id;
    data := v_row.data;
    attempts := v_row.attempts + 1;
    token := v_token;
    user_id := v_row.user_id;
    notification_id := v_row.notification_id;
    category := v_row.category;
    return next;
  end loop;
end;
$$;
comment on function public.claim_email_outbox(integer, text, integer, text, text[]) is
  'Service role only. Claims due pending/retryable failed e-mails of p_templates (null: all; FOR UPDATE SKIP LOCKED), oldest first; mints the token of each newsletter confirmation (returned once, stored hashed); cancels e-mails no longer wanted (confirmation of a non-pending subscriber; notification read, deleted or whose key is no longer immediate; reminder whose projects key is off; digest with no key on the digest).';

-- ---------------------------------------------------------------------------------------------
-- The admins' outbox screen (/admin/emails)
-- ---------------------------------------------------------------------------------------------

-- Failed e-mails (one, or all) back in the queue, due now, with a fresh set of attempts. Audited.
create function public.retry_email_outbox(p_id bigint default null)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_count integer;
begin
  if auth.uid() is null or not public.is_admin() then
    raise exception 'permission denied: admins only' using errcode = '42501';
  end if;
  update public.email_outbox o
  set status = 'pending', next_attempt_at = now(), attempts = 0, claimed_at = null, claimed_by = null,
      processed_at = null
  where o.status = 'failed' and (p_id is null or o.id = p_id);
  get diagnostics v_count = row_count;
  if v_count > 0 then
    perform private.audit('email_outbox.retry', 'email_outbox', coalesce(p_id::text, 'all'),
      jsonb_build_object('count', v_count));
  end if;
  return v_count;
end;
$$;
comment on function public.retry_email_outbox(bigint) is
  'Admins only ("Tentar novamente", "Reenviar todos os que falharam"): failed e-mails (p_id, or all when null) back to pending, due now, attempts reset. Audited as email_outbox.retry. Returns rows requeued.';

create function public.admin_list_email_outbox(
  p_status text default null, p_template text default null, p_limit integer default 50, p_offset integer default 0
)
returns table (
  id bigint, template text, to_email text, category text, status text, attempts integer, max_attempts integer,
  subject text, last_error text, next_attempt_at timestamptz, processed_at timestamptz, created_at timestamptz,
  total_count bigint
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if auth.uid() is null or not public.is_admin() then
    raise exception 'permission denied: admins only' using errcode = '42501';
  end if;
  if p_status is not null and p_status not in ('pending', 'sent', 'failed', 'cancelled') then
    raise exception 'Estado de e-mail desconhecido.' using errcode = '22023';
  end if;
  if p_template is not null and p_template not in ('newsletter_confirmation', 'notification', 'digest', 'reminder') then
    raise exception 'Tipo de e-mail desconhecido.' using errcode = '22023';
  end if;
  return query
  -- An e-mail not sent yet has no subject of its own: its notification's title says what it is.
  select o.id, o.template, o.to_email, o.category, o.status, o.attempts, o.max_attempts,
         coalesce(o.subject, left(o.data ->> 'title', 300)), o.last_error,
         o.next_attempt_at, o.processed_at, o.created_at, count(*) over ()
  from public.email_outbox o
  where (p_status is null or o.status = p_status) and (p_template is null or o.template = p_template)
  order by o.created_at desc, o.id desc
  limit least(greatest(coalesce(p_limit, 50), 1), 200)
  offset greatest(coalesce(p_offset, 0), 0);
end;
$$;
comment on function public.admin_list_email_outbox(text, text, integer, integer) is
  'Admins only: outbox rows newest first, filtered by state and template (unknown ones 22023), a page of p_limit (1–200) from p_offset; total_count is the filtered total. Never the data nor the tokens.';

create function public.admin_email_outbox_counts()
returns table (status text, count bigint)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if auth.uid() is null or not public.is_admin() then
    raise exception 'permission denied: admins only' using errcode = '42501';
  end if;
  return query
  select s.status, (select count(*) from public.email_outbox o where o.status = s.status)
  from unnest(array['pending', 'sent', 'failed', 'cancelled']) with ordinality s(status, n)
  order by s.n;
end;
$$;
comment on function public.admin_email_outbox_counts() is
  'Admins only: how many outbox e-mails are in each state (pending, sent, failed, cancelled; zero included).';

-- ---------------------------------------------------------------------------------------------
-- Who may execute what.
-- ---------------------------------------------------------------------------------------------
revoke execute on function
  private.notification_preference_key(text),
  private.notification_default_channel(text),
  private.notification_preference_keys(),
  private.is_valid_time_zone(text),
  private.notification_channel(uuid, text),
  private.notification_settings_of(uuid),
  private.notification_email_of(uuid),
  private.notification_digest_period(public.notification_settings, timestamptz)
from public, anon, authenticated;
-- The settings table's check calls it as the writer (the server's role, the seed).
grant execute on function private.is_valid_time_zone(text) to service_role;

revoke execute on function
  public.save_notification_preferences(jsonb, text, integer, integer),
  public.get_notification_preferences(),
  public.unsubscribe_notification_category(uuid, text),
  public.queue_notification_emails(timestamptz, integer),
  public.queue_session_reminders(timestamptz),
  public.queue_notification_digests(timestamptz),
  public.claim_email_outbox(integer, text, integer, text, text[]),
  public.retry_email_outbox(bigint),
  public.admin_list_email_outbox(text, text, integer, integer),
  public.admin_email_outbox_counts()
from public, anon, authenticated;
grant execute on function
  public.save_notification_preferences(jsonb, text, integer, integer),
  public.get_notification_preferences(),
  public.retry_email_outbox(bigint),
  public.admin_list_email_outbox(text, text, integer, integer),
  public.admin_email_outbox_counts()
to authenticated, service_role;
grant execute on function
  public.unsubscribe_notification_category(uuid, text),
  public.queue_notification_emails(timestamptz, integer),
  public.queue_session_reminders(timestamptz),
  public.queue_notification_digests(timestamptz),
  public.claim_email_outbox(integer, text, integer, text, text[])
to service_role;

-- ---------------------------------------------------------------------------------------------
-- LGPD: "Baixar meus dados" (the function of 20261202100001_orders.sql) adds her e-mail
-- notification preferences and the e-mails queued or sent to her.
-- ---------------------------------------------------------------------------------------------
-- The export as it stood (20261202100001_orders.sql) is kept whole under a private name, and the
-- public function adds this issue's part to its answer, rather than repeating its 300 lines.
alter function public.export_user_data(uuid) rename to export_user_data_until_orders;
alter function public.export_user_data_until_orders(uuid) set schema private;
revoke execute on function private.export_user_data_until_orders(uuid) from public, anon, authenticated;

create function public.export_user_data(p_user_id uuid)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  -- The earlier export checks the caller (service role) and that she exists, first.
  return private.export_user_data_until_orders(p_user_id) || (
    -- Issue #39: her e-mail preferences (every key with its default applied, the digest's rhythm)
    -- and the e-mails queued or sent to her: what and when, never their data nor any token.
    select jsonb_build_object(
      'notification_preferences', (
        select jsonb_build_object(
          'channels', (
            select jsonb_object_agg(k.key, private.notification_channel(p_user_id, k.key))
            from unnest(private.notification_preference_keys()) k(key)),
          'digest_frequency', s.digest_frequency, 'digest_hour', s.digest_hour,
          'digest_weekday', s.digest_weekday, 'time_zone', s.time_zone)
        from private.notification_settings_of(p_user_id) s),
      'emails', coalesce((
        select jsonb_agg(jsonb_build_object(
          'template', o.template, 'category', o.category, 'subject', o.subject, 'status', o.status,
          'created_at', o.created_at, 'processed_at', o.processed_at) order by o.created_at, o.id)
        from public.email_outbox o
        where o.user_id = p_user_id or (o.user_id is null and o.to_email = lower(p.email))), '[]'::jsonb))
    from public.profiles p where p.id = p_user_id);
end;
$$;
comment on function public.export_user_data(uuid) is
  'Service role only ("Baixar meus dados", after the app has identified the member). Everything stored about the user as JSON: account, profile, roles, permissions, newsletter consent record, notifications, reviews, posts and revisions, businesses with her review answers, her pending business revisions, products, community (memberships with a request''s message, topics, messages, supports, reports, read markers), projects (sign-ups with phone consent, attendance, teaching), learning (progress, certificates, materials and tracks she authored), ambassador (code, referrals, commissions), the code she was referred with, account history, storage objects; members-connect: directory profile, visibility choices, conversations (other participant''s name, every message), blocks, her message reports, sanctions, conversation starts; orders: her orders as buyer and as seller (lines, timeline), her order problem reports, her businesses'' order settings; e-mail notifications: her preferences (channels with defaults, digest rhythm) and the e-mails queued or sent to her (template, category, subject, state, times).';
revoke execute on function public.export_user_data(uuid) from public, anon, authenticated;
grant execute on function public.export_user_data(uuid) to service_role;
