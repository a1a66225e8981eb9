-- Issue #40, "Mentoring between members": a member with a visible profile offers mentoring (topics
-- from the shared skills list, formats, a session length and weekly slots in São Paulo time);
-- another member asks with a topic, what she needs and two or three of the mentor's bookable
-- times; they negotiate inside their conversation (/mensagens) until one side accepts a time,
-- which makes an appointment for both, reminded 24 h and 1 h before. After it, each may leave a
-- private note. This migration holds the tables, their row security, the definer functions that
-- are the only writers, the directory's "Oferece mentoria", the reminders and the LGPD export.
--
-- Who may do what, in one place:
--   - Her offer and slots: she reads her own rows; save_mentor_offer writes them. Others learn of
--     an offer only through get_mentor_offer / get_member_profile / list_member_profiles /
--     mentor_suggestions, and only while the offer is active, has a slot and her profile is
--     visible to them (never across a block).
--   - A request and its session are read by their two participants (mentor and mentee), nobody
--     else, admins included; request_mentoring, respond_mentoring_request and
--     cancel_mentoring_session are the only writers. Every step is also a message of the pair's
--     conversation, with quote {kind: 'mentoring', request_id, event}.
--   - A note (mentoring_feedback) is read by its author and the session's other participant.
--   - mentoring_reminders: no API role reads or writes it; queue_mentoring_reminders (service
--     role, the scheduler) does.
--   - Limits: 3 open requests per mentee, 1 open request per (mentee, mentor); a blocked pair can
--     neither request nor respond; a muted or suspended member cannot request. Requests do not
--     count against the daily allowance of new conversations (the 3-open cap bounds them).
--
-- Times: slots are minutes of the day (0..1440) on a weekday (0 = domingo, as extract(dow)) in
-- America/Sao_Paulo; sessions are timestamptz (UTC). A bookable start is a slot's start, then
-- every session_minutes, while start + length <= the slot's end.

-- ---------------------------------------------------------------------------------------------
-- Tables
-- ---------------------------------------------------------------------------------------------
create table public.mentor_offers (
  user_id uuid primary key references public.profiles (id) on delete cascade,
  -- Slugs of member_skills (checked by save_mentor_offer, like profiles.offers).
  topics text[] not null check (cardinality(topics) between 1 and 10),
  topics_note text check (topics_note is null or length(topics_note) <= 300),
  formats text[] not null check (
    cardinality(formats) between 1 and 3 and formats <@ array['video', 'telefone', 'presencial']::text[]),
  session_minutes integer not null default 60 check (session_minutes in (30, 45, 60, 90)),
  active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.mentor_offers is
  'A member''s mentoring offer: topics (member_skills slugs), note, formats (video, telefone, presencial), session length, active. She reads her own; save_mentor_offer writes. Shown to others ("Oferece mentoria") only while active, with a slot, and her profile visible.';

create table public.mentor_slots (
  id uuid primary key default gen_random_uuid(),
  mentor_id uuid not null references public.mentor_offers (user_id) on delete cascade,
  -- 0 = domingo … 6 = sábado, as extract(dow) in America/Sao_Paulo.
  weekday smallint not null check (weekday between 0 and 6),
  starts_min integer not null check (starts_min between 0 and 1439),
  ends_min integer not null check (ends_min <= 1440 and ends_min > starts_min),
  unique (mentor_id, weekday, starts_min)
);
comment on table public.mentor_slots is
  'Her weekly availability: weekday and minutes of the day (America/Sao_Paulo), at most 21, never overlapping (save_mentor_offer replaces them all). She reads her own.';

create table public.mentoring_requests (
  id uuid primary key default gen_random_uuid(),
  mentee_id uuid not null references public.profiles (id) on delete cascade,
  mentor_id uuid not null references public.profiles (id) on delete cascade,
  conversation_id uuid not null references public.conversations (id) on delete cascade,
  topic text not null check (length(btrim(topic)) between 3 and 120),
  needs text not null check (length(btrim(needs)) between 1 and 2000),
  format text not null check (format in ('video', 'telefone', 'presencial')),
  -- The times on the table: the mentee's 2 or 3, or the one the other side proposed.
  proposed_times timestamptz[] not null check (cardinality(proposed_times) between 1 and 3),
  -- Who made the current proposal; the other side answers.
  proposed_by text not null default 'mentee' check (proposed_by in ('mentee', 'mentor')),
  status text not null default 'open' check (status in ('open', 'accepted', 'declined', 'withdrawn')),
  response_message text check (response_message is null or length(response_message) <= 1000),
  session_id uuid,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (mentee_id <> mentor_id)
);
-- One open request per pair (request_mentoring also says so in pt-BR; this holds under races).
create unique index mentoring_requests_open_pair_key on public.mentoring_requests (mentee_id, mentor_id)
  where status = 'open';
create index mentoring_requests_mentee_idx on public.mentoring_requests (mentee_id, created_at desc);
create index mentoring_requests_mentor_idx on public.mentoring_requests (mentor_id, created_at desc);
create index mentoring_requests_conversation_idx on public.mentoring_requests (conversation_id);
comment on table public.mentoring_requests is
  'Mentoring requests and their negotiation: open until accepted (session_id set), declined or withdrawn. Read by the mentee and the mentor only; written by request_mentoring and respond_mentoring_request.';

create table public.mentoring_sessions (
  id uuid primary key default gen_random_uuid(),
  request_id uuid not null unique references public.mentoring_requests (id) on delete cascade,
  mentor_id uuid not null references public.profiles (id) on delete cascade,
  mentee_id uuid not null references public.profiles (id) on delete cascade,
  conversation_id uuid not null references public.conversations (id) on delete cascade,
  topic text not null,
  format text not null check (format in ('video', 'telefone', 'presencial')),
  starts_at timestamptz not null,
  ends_at timestamptz not null,
  status text not null default 'scheduled' check (status in ('scheduled', 'cancelled')),
  cancelled_by uuid references public.profiles (id) on delete set null,
  cancel_reason text check (cancel_reason is null or length(btrim(cancel_reason)) between 3 and 500),
  cancelled_at timestamptz,
  created_at timestamptz not null default now(),
  check (ends_at > starts_at),
  check ((status = 'cancelled') = (cancelled_at is not null))
);
create index mentoring_sessions_mentor_idx on public.mentoring_sessions (mentor_id, starts_at);
create index mentoring_sessions_mentee_idx on public.mentoring_sessions (mentee_id, starts_at);
create index mentoring_sessions_conversation_idx on public.mentoring_sessions (conversation_id);
create index mentoring_sessions_cancelled_by_idx on public.mentoring_sessions (cancelled_by);
-- The reminders' window: scheduled sessions starting within the next 24 hours.
create index mentoring_sessions_reminders_idx on public.mentoring_sessions (starts_at) where status = 'scheduled';
comment on table public.mentoring_sessions is
  'Accepted mentoring sessions (appointments of both participants): scheduled or cancelled (by whom, why, when); past when ends_at <= now(). Read by the two participants only; written by respond_mentoring_request and cancel_mentoring_session.';

alter table public.mentoring_requests
  add constraint mentoring_requests_session_id_fkey
  foreign key (session_id) references public.mentoring_sessions (id) on delete set null;
create index mentoring_requests_session_idx on public.mentoring_requests (session_id);

create table public.mentoring_feedback (
  session_id uuid not null references public.mentoring_sessions (id) on delete cascade,
  author_id uuid not null references public.profiles (id) on delete cascade,
  body text not null check (length(btrim(body)) between 1 and 2000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (session_id, author_id)
);
create index mentoring_feedback_author_idx on public.mentoring_feedback (author_id);
comment on table public.mentoring_feedback is
  'Each participant''s private note on a past, not cancelled session (one each, editable). Read by its author and the session''s other participant; written by save_mentoring_feedback.';

create table public.mentoring_reminders (
  session_id uuid not null references public.mentoring_sessions (id) on delete cascade,
  user_id uuid not null references public.profiles (id) on delete cascade,
  kind text not null check (kind in ('24h', '1h')),
  created_at timestamptz not null default now(),
  primary key (session_id, user_id, kind)
);
create index mentoring_reminders_user_idx on public.mentoring_reminders (user_id);
comment on table public.mentoring_reminders is
  'Which mentoring-session reminders (24 h and 1 h before) were made, so each goes once. Written by queue_mentoring_reminders; no API access.';

create trigger mentor_offers_set_updated_at before update on public.mentor_offers
  for each row execute function private.set_updated_at();
create trigger mentoring_requests_set_updated_at before update on public.mentoring_requests
  for each row execute function private.set_updated_at();
create trigger mentoring_feedback_set_updated_at before update on public.mentoring_feedback
  for each row execute function private.set_updated_at();

-- ---------------------------------------------------------------------------------------------
-- Row security and grants. No direct writes: the functions below are the only writers.
-- ---------------------------------------------------------------------------------------------
alter table public.mentor_offers enable row level security;
alter table public.mentor_slots enable row level security;
alter table public.mentoring_requests enable row level security;
alter table public.mentoring_sessions enable row level security;
alter table public.mentoring_feedback enable row level security;
alter table public.mentoring_reminders enable row level security;

revoke all on public.mentor_offers, public.mentor_slots, public.mentoring_requests, public.mentoring_sessions,
  public.mentoring_feedback, public.mentoring_reminders
from public, anon, authenticated;
grant all on public.mentor_offers, public.mentor_slots, public.mentoring_requests, public.mentoring_sessions,
  public.mentoring_feedback, public.mentoring_reminders
to service_role;
grant select on public.mentor_offers, public.mentor_slots, public.mentoring_requests, public.mentoring_sessions,
  public.mentoring_feedback
to authenticated;

create policy "mentor_offers: she reads her own" on public.mentor_offers
  for select to authenticated using (user_id = (select auth.uid()));
create policy "mentor_slots: she reads her own" on public.mentor_slots
  for select to authenticated using (mentor_id = (select auth.uid()));
create policy "mentoring_requests: the mentee and the mentor read" on public.mentoring_requests
  for select to authenticated using ((select auth.uid()) in (mentee_id, mentor_id));
create policy "mentoring_sessions: the mentee and the mentor read" on public.mentoring_sessions
  for select to authenticated using ((select auth.uid()) in (mentee_id, mentor_id));
-- The author is a participant, so "the session's participants" is "author or the other one".
create policy "mentoring_feedback: the session's participants read" on public.mentoring_feedback
  for select to authenticated using (exists (
    select 1 from public.mentoring_sessions s
    where s.id = mentoring_feedback.session_id and (select auth.uid()) in (s.mentee_id, s.mentor_id)));
create policy "mentoring_reminders: no direct access" on public.mentoring_reminders
  as restrictive for all to anon, authenticated using (false) with check (false);

-- ---------------------------------------------------------------------------------------------
-- Helpers (outside the API schema)
-- ---------------------------------------------------------------------------------------------

-- 'HH:MM' (00:00..23:59, or 24:00 for a slot that ends at midnight) as minutes; null otherwise.
create function private.mentoring_minutes(p_text text)
returns integer
language sql
immutable
set search_path = ''
as $$
  select case
    when p_text ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' then split_part(p_text, ':', 1)::integer * 60 + split_part(p_text, ':', 2)::integer
    when p_text = '24:00' then 1440
  end
$$;

create function private.mentoring_hhmm(p_minutes integer)
returns text
language sql
immutable
set search_path = ''
as $$
  select lpad((p_minutes / 60)::text, 2, '0') || ':' || lpad((p_minutes % 60)::text, 2, '0')
$$;

-- "05/12 às 14:30", in São Paulo (the wording of the notifications and messages).
create function private.mentoring_when(p_at timestamptz)
returns text
language sql
stable
set search_path = ''
as $$
  select to_char(p_at at time zone 'America/Sao_Paulo', 'DD/MM "às" HH24:MI')
$$;

-- Whether she offers mentoring to others: active offer, at least one slot, visible profile.
create function private.mentor_offers_mentoring(p_user uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.mentor_offers o join public.profiles p on p.id = o.user_id
    where o.user_id = p_user and o.active and p.handle is not null and p.profile_visibility in ('members', 'public')
      and exists (select 1 from public.mentor_slots s where s.mentor_id = o.user_id))
$$;

-- Her "sessões realizadas": not cancelled, ended.
create function private.mentor_sessions_given(p_user uuid)
returns integer
language sql
stable
security definer
set search_path = ''
as $$
  select count(*)::integer from public.mentoring_sessions s
  where s.mentor_id = p_user and s.status = 'scheduled' and s.ends_at <= now()
$$;

-- A start time is bookable: on a whole minute, a slot's start or a multiple of the session's
-- length after it, and the session fits before the slot ends (all in São Paulo time).
create function private.mentoring_is_bookable(p_mentor uuid, p_at timestamptz, p_minutes integer)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  with l as (
    select extract(dow from t)::integer as dow,
           (extract(hour from t) * 60 + extract(minute from t))::integer as minute,
           extract(second from t) = 0 as whole
    from (select p_at at time zone 'America/Sao_Paulo' as t) x
  )
  select p_at is not null and p_minutes > 0 and exists (
    select 1 from public.mentor_slots s, l
    where s.mentor_id = p_mentor and l.whole and s.weekday = l.dow
      and l.minute >= s.starts_min and l.minute + p_minutes <= s.ends_min
      and (l.minute - s.starts_min) % p_minutes = 0)
$$;

-- No scheduled session of hers overlaps [p_start, p_end).
create function private.mentoring_is_free(p_mentor uuid, p_start timestamptz, p_end timestamptz)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select not exists (
    select 1 from public.mentoring_sessions s
    where s.mentor_id = p_mentor and s.status = 'scheduled' and s.starts_at < p_end and s.ends_at > p_start)
$$;

-- A participant as the other side sees her: shown name, photo, handle only when visible to the caller.
create function private.mentoring_person_json(p_id uuid)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'id', p.id, 'full_name', private.member_display_name(p.full_name),
    'handle', case when private.can_see_member_profile(p.id, p.profile_visibility) then p.handle end,
    'avatar_url', p.avatar_url)
  from public.profiles p where p.id = p_id
$$;

-- A request as one of its participants reads it (get_my_mentoring, get_conversation_mentoring).
create function private.mentoring_request_json(p_id uuid, p_viewer uuid)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'id', r.id, 'role', case when r.mentor_id = p_viewer then 'mentor' else 'mentee' end,
    'other', private.mentoring_person_json(case when r.mentor_id = p_viewer then r.mentee_id else r.mentor_id end),
    'topic', r.topic, 'needs', r.needs, 'format', r.format, 'proposed_times', to_jsonb(r.proposed_times),
    'proposed_by', r.proposed_by, 'status', r.status, 'response_message', r.response_message,
    'session_id', r.session_id, 'conversation_id', r.conversation_id, 'created_at', r.created_at,
    'updated_at', r.updated_at)
  from public.mentoring_requests r where r.id = p_id
$$;

-- A session as one of its participants reads it, with both notes (bodies, or null).
create function private.mentoring_session_json(p_id uuid, p_viewer uuid)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'id', s.id, 'role', case when s.mentor_id = p_viewer then 'mentor' else 'mentee' end,
    'other', private.mentoring_person_json(case when s.mentor_id = p_viewer then s.mentee_id else s.mentor_id end),
    'topic', s.topic, 'format', s.format, 'starts_at', s.starts_at, 'ends_at', s.ends_at, 'status', s.status,
    'cancel_reason', s.cancel_reason, 'cancelled_by', s.cancelled_by, 'conversation_id', s.conversation_id,
    'my_feedback', (select f.body from public.mentoring_feedback f where f.session_id = s.id and f.author_id = p_viewer),
    'their_feedback', (
      select f.body from public.mentoring_feedback f
      where f.session_id = s.id and f.author_id = case when s.mentor_id = p_viewer then s.mentee_id else s.mentor_id end))
  from public.mentoring_sessions s where s.id = p_id
$$;

-- A proposed start: 2 h to 60 days ahead, bookable in her slots, free in her agenda.
create function private.mentoring_check_time(p_mentor uuid, p_at timestamptz, p_minutes integer, p_single boolean)
returns void
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if p_at is null or p_at < now() + interval '2 hours' or p_at > now() + interval '60 days' then
    perform private.dm_raise(case when p_single
      then 'Escolha um horário com pelo menos 2 horas de antecedência e no máximo 60 dias à frente.'
      else 'Escolha horários com pelo menos 2 horas de antecedência e no máximo 60 dias à frente.' end);
  end if;
  if not private.mentoring_is_bookable(p_mentor, p_at, p_minutes)
     or not private.mentoring_is_free(p_mentor, p_at, p_at + make_interval(mins => p_minutes)) then
    perform private.dm_raise(case when p_single
      then 'Este horário não está na disponibilidade da mentora.'
      else 'Um dos horários não está na disponibilidade da mentora.' end);
  end if;
end;
$$;

revoke execute on function
  private.mentoring_minutes(text), private.mentoring_hhmm(integer), private.mentoring_when(timestamptz),
  private.mentor_offers_mentoring(uuid), private.mentor_sessions_given(uuid),
  private.mentoring_is_bookable(uuid, timestamptz, integer), private.mentoring_is_free(uuid, timestamptz, timestamptz),
  private.mentoring_person_json(uuid), private.mentoring_request_json(uuid, uuid),
  private.mentoring_session_json(uuid, uuid), private.mentoring_check_time(uuid, timestamptz, integer, boolean)
from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- 1–3. The offer
-- ---------------------------------------------------------------------------------------------

/*
 * Her offer, all at once (the form sends every value); p_slots
 * [{"weekday": 2, "start": "14:00", "end": "17:00"}, …] replaces all her slots. Every refusal is
 * P0001 with the pt-BR message, before anything is written.
 */
create function public.save_mentor_offer(
  p_topics text[], p_topics_note text, p_formats text[], p_session_minutes integer, p_active boolean, p_slots jsonb
)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := auth.uid();
  v_topics text[] := coalesce(p_topics, '{}'::text[]);
  v_note text := nullif(btrim(coalesce(p_topics_note, '')), '');
  v_formats text[] := coalesce(p_formats, '{}'::text[]);
  v_minutes integer := coalesce(p_session_minutes, 60);
  v_active boolean := coalesce(p_active, true);
  v_slots jsonb := coalesce(p_slots, '[]'::jsonb);
  v_slot jsonb;
  v_rows jsonb := '[]'::jsonb;
  v_weekday integer;
  v_start integer;
  v_end integer;
begin
  if v_uid is null then
    raise exception 'permission denied: sign in first' using errcode = '42501';
  end if;
  if array_position(v_topics, null) is not null
     or exists (select 1 from unnest(v_topics) s where not exists (select 1 from public.member_skills k where k.slug = s)) then
    perform private.dm_raise('Escolha os temas da lista.');
  end if;
  select coalesce(array_agg(distinct s order by s), '{}'::text[]) into v_topics from unnest(v_topics) s;
  if cardinality(v_topics) not between 1 and 10 then
    perform private.dm_raise('Escolha de 1 a 10 temas.');
  end if;
  if length(v_note) > 300 then
    perform private.dm_raise('A observação sobre os temas pode ter no máximo 300 caracteres.');
  end if;
  if array_position(v_formats, null) is not null or not v_formats <@ array['video', 'telefone', 'presencial']::text[] then
    perform private.dm_raise('Escolha os formatos da lista: vídeo, telefone ou presencial.');
  end if;
  select coalesce(array_agg(distinct s order by s), '{}'::text[]) into v_formats from unnest(v_formats) s;
  if cardinality(v_formats) = 0 then
    perform private.dm_raise('Escolha pelo menos um formato: vídeo, telefone ou presencial.');
  end if;
  if v_minutes not in (30, 45, 60, 90) then
    perform private.dm_raise('Escolha a duração da sessão: 30, 45, 60 ou 90 minutos.');
  end if;
  if jsonb_typeof(v_slots) <> 'array' then
    perform private.dm_raise('Informe os horários da semana.');
  end if;
  if jsonb_array_length(v_slots) > 21 then
    perform private.dm_raise('Cadastre no máximo 21 horários por semana.');
  end if;
  for v_slot in select * from jsonb_array_elements(v_slots) loop
    if jsonb_typeof(v_slot) <> 'object' or jsonb_typeof(v_slot -> 'weekday') is distinct from 'number'
       or (v_slot ->> 'weekday') !~ '^[0-6]$' then
      perform private.dm_raise('Escolha o dia da semana de cada horário.');
    end if;
    v_weekday := (v_slot ->> 'weekday')::integer;
    v_start := private.mentoring_minutes(v_slot ->> 'start');
    v_end := private.mentoring_minutes(v_slot ->> 'end');
    if jsonb_typeof(v_slot -> 'start') is distinct from 'string' or jsonb_typeof(v_slot -> 'end') is distinct from 'string'
       or v_start is null or v_end is null or v_start >= 1440 then
      perform private.dm_raise('Informe o início e o fim de cada horário no formato HH:MM.');
    end if;
    if v_end <= v_start then
      perform private.dm_raise('O fim de cada horário deve ser depois do início.');
    end if;
    if v_end - v_start < v_minutes then
      perform private.dm_raise(format('Cada horário precisa comportar ao menos uma sessão de %s minutos.', v_minutes));
    end if;
    v_rows := v_rows || jsonb_build_array(jsonb_build_object('weekday', v_weekday, 'start', v_start, 'end', v_end));
  end loop;
  if exists (
    select 1 from jsonb_array_elements(v_rows) with ordinality as x(a, i),
      jsonb_array_elements(v_rows) with ordinality as y(b, j)
    where x.i < y.j and (a ->> 'weekday') = (b ->> 'weekday')
      and (a ->> 'start')::integer < (b ->> 'end')::integer and (b ->> 'start')::integer < (a ->> 'end')::integer) then
    perform private.dm_raise('Os horários de um mesmo dia não podem se sobrepor.');
  end if;
  if v_active and not exists (
    select 1 from public.profiles p
    where p.id = v_uid and p.handle is not null and p.profile_visibility in ('members', 'public')) then
    perform private.dm_raise('Para oferecer mentoria, deixe seu perfil visível para associadas e escolha um endereço.');
  end if;

  insert into public.mentor_offers as o (user_id, topics, topics_note, formats, session_minutes, active)
  values (v_uid, v_topics, v_note, v_formats, v_minutes, v_active)
  on conflict (user_id) do update set
    topics = excluded.topics, topics_note = excluded.topics_note, formats = excluded.formats,
    session_minutes = excluded.session_minutes, active = excluded.active;
  delete from public.mentor_slots s where s.mentor_id = v_uid;
  insert into public.mentor_slots (mentor_id, weekday, starts_min, ends_min)
  select v_uid, (r ->> 'weekday')::smallint, (r ->> 'start')::integer, (r ->> 'end')::integer
  from jsonb_array_elements(v_rows) r;
end;
$$;
comment on function public.save_mentor_offer(text[], text, text[], integer, boolean, jsonb) is
  'Her mentoring offer: topics (1–10 member_skills slugs), note (≤ 300), formats (video, telefone, presencial), session length (30, 45, 60, 90; null 60), active (null true) and her weekly slots [{weekday 0–6, start "HH:MM", end "HH:MM" or "24:00"}] (≤ 21, not overlapping, each fits a session), which replace the previous ones. Active needs a visible profile with a handle. Refusals P0001 (pt-BR); no session 42501.';

-- An offer's shape (get_my_mentor_offer, get_mentor_offer): slots sorted by day and time.
create function private.mentor_offer_json(p_user uuid)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'topics', to_jsonb(o.topics), 'topics_note', o.topics_note, 'formats', to_jsonb(o.formats),
    'session_minutes', o.session_minutes, 'active', o.active,
    'slots', coalesce((
      select jsonb_agg(jsonb_build_object(
        'weekday', s.weekday, 'start', private.mentoring_hhmm(s.starts_min), 'end', private.mentoring_hhmm(s.ends_min))
        order by s.weekday, s.starts_min)
      from public.mentor_slots s where s.mentor_id = o.user_id), '[]'::jsonb),
    'sessions_given', private.mentor_sessions_given(o.user_id))
  from public.mentor_offers o where o.user_id = p_user
$$;
revoke execute on function private.mentor_offer_json(uuid) from public, anon, authenticated;

create function public.get_my_mentor_offer()
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if auth.uid() is null then
    raise exception 'permission denied: sign in first' using errcode = '42501';
  end if;
  return private.mentor_offer_json(auth.uid());
end;
$$;
comment on function public.get_my_mentor_offer() is
  'Her own offer, active or not: {topics, topics_note, formats, session_minutes, active, slots: [{weekday, start, end}], sessions_given}, or null when she never saved one. No session 42501.';

create function public.get_mentor_offer(p_mentor uuid)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_visibility text;
begin
  select p.profile_visibility into v_visibility from public.profiles p where p.id = p_mentor;
  if v_visibility is null or not private.mentor_offers_mentoring(p_mentor)
     or not private.can_see_member_profile(p_mentor, v_visibility) then
    return null;
  end if;
  return private.mentor_offer_json(p_mentor) || jsonb_build_object(
    'busy', case when auth.uid() is null then '[]'::jsonb else coalesce((
      select jsonb_agg(jsonb_build_object('starts_at', s.starts_at, 'ends_at', s.ends_at) order by s.starts_at)
      from public.mentoring_sessions s
      where s.mentor_id = p_mentor and s.status = 'scheduled' and s.ends_at > now()), '[]'::jsonb) end);
end;
$$;
comment on function public.get_mentor_offer(uuid) is
  'A mentor''s offer as the caller may see it: the get_my_mentor_offer shape plus busy [{starts_at, ends_at}] (her scheduled future sessions; empty for visitors), or null when the offer is inactive, has no slot, or her profile is hidden, members-only to a visitor, or across a block.';

-- ---------------------------------------------------------------------------------------------
-- 4. The directory: "Oferece mentoria" on profiles, and its filter
-- ---------------------------------------------------------------------------------------------
create or replace function private.member_profile_json(p_id uuid)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'id', p.id, 'handle', p.handle, 'visibility', p.profile_visibility,
    'full_name', private.member_display_name(p.full_name), 'avatar_url', p.avatar_url,
    'bio', p.bio, 'city', p.city, 'state', p.state, 'offers', to_jsonb(p.offers), 'needs', to_jsonb(p.needs),
    'offers_note', p.offers_note, 'needs_note', p.needs_note, 'social_links', p.social_links,
    'member_since', p.created_at,
    'businesses', coalesce((
      select jsonb_agg(jsonb_build_object(
        'name', b.name, 'slug', b.slug, 'logo_url', b.logo_url,
        'products', coalesce((
          select jsonb_agg(jsonb_build_object(
            'name', pr.name, 'slug', pr.slug, 'price_cents', pr.price_cents, 'image', pr.photos[1])
            order by pr.name)
          from public.products pr where pr.business_id = b.id and not pr.hidden), '[]'::jsonb))
        order by b.name)
      from public.businesses b where b.owner_id = p.id and b.status = 'approved' and b.active), '[]'::jsonb),
    'groups', coalesce((
      select jsonb_agg(jsonb_build_object('name', g.name, 'slug', g.slug) order by g.name)
      from public.community_memberships m join public.community_groups g on g.id = m.group_id
      where m.user_id = p.id and m.status = 'active' and g.kind in ('open', 'request') and g.archived_at is null),
      '[]'::jsonb),
    -- Issue #40: what she offers as a mentor, only while she offers it.
    'offers_mentoring', private.mentor_offers_mentoring(p.id),
    'mentoring', case when private.mentor_offers_mentoring(p.id) then (
      select jsonb_build_object('topics', to_jsonb(o.topics), 'topics_note', o.topics_note,
                                'formats', to_jsonb(o.formats), 'session_minutes', o.session_minutes)
      from public.mentor_offers o where o.user_id = p.id) end)
  from public.profiles p where p.id = p_id
$$;
revoke execute on function private.member_profile_json(uuid) from public, anon, authenticated;

comment on function public.get_member_profile(text) is
  'A profile by handle as the caller may see it: public → full; members-only → full for members, {handle, visibility} for visitors; hidden → full only for herself; null when hidden, unknown or across a block. Never e-mail, phone or address. Since issue #40 the full profile carries offers_mentoring and mentoring ({topics, topics_note, formats, session_minutes} or null).';

drop function public.list_member_profiles(text, text, text, text, text, integer, integer);
create function public.list_member_profiles(
  p_query text default null, p_skill text default null, p_need text default null, p_city text default null,
  p_state text default null, p_limit integer default 24, p_offset integer default 0, p_mentoring boolean default false
)
returns table (
  id uuid, handle text, full_name text, avatar_url text, bio text, city text, state text, offers text[],
  needs text[], offers_mentoring boolean, total_count bigint
)
language sql
stable
security definer
set search_path = ''
as $$
  with q as (
    select
      nullif(replace(replace(replace(lower(extensions.unaccent(btrim(coalesce(p_query, '')))), '\', '\\'), '%', '\%'), '_', '\_'), '') as term,
      nullif(lower(extensions.unaccent(btrim(coalesce(p_city, '')))), '') as city
  ),
  listed as (
    select p.*,
           exists (
             select 1 from public.mentor_offers o
             where o.user_id = p.id and o.active and exists (select 1 from public.mentor_slots s where s.mentor_id = o.user_id)
           ) as mentoring
    from public.profiles p, q
    where p.handle is not null
      and (p.profile_visibility = 'public' or (p.profile_visibility = 'members' and auth.uid() is not null))
      and (auth.uid() is null or p.id = auth.uid() or not private.is_blocked_pair(auth.uid(), p.id))
      and (q.term is null or lower(extensions.unaccent(concat_ws(' ', p.full_name, p.handle, p.bio, p.city,
             p.offers_note, p.needs_note))) like '%' || q.term || '%')
      and (nullif(p_skill, '') is null or p_skill = any (p.offers))
      and (nullif(p_need, '') is null or p_need = any (p.needs))
      and (q.city is null or lower(extensions.unaccent(coalesce(p.city, ''))) like '%' || q.city || '%')
      and (nullif(p_state, '') is null or p.state = upper(p_state))
  )
  select l.id, l.handle, private.member_display_name(l.full_name), l.avatar_url, l.bio, l.city, l.state,
         l.offers, l.needs, l.mentoring, count(*) over ()
  from listed l
  where not coalesce(p_mentoring, false) or l.mentoring
  order by lower(extensions.unaccent(l.full_name)), l.id
  limit least(greatest(coalesce(p_limit, 24), 1), 100)
  offset greatest(coalesce(p_offset, 0), 0)
$$;
comment on function public.list_member_profiles(text, text, text, text, text, integer, integer, boolean) is
  'The members'' directory: visitors see public profiles, members public and members-only ones; never hidden ones nor anyone across a block. Filters: name/text, offered skill, needed skill, city, UF, and (p_mentoring) only those who offer mentoring (active offer with a slot). Ordered by name; offers_mentoring and total_count on each row.';

-- ---------------------------------------------------------------------------------------------
-- 5–6. Requests and their negotiation
-- ---------------------------------------------------------------------------------------------

/*
 * A mentee asks a mentor for a session: topic, what she needs, one of the mentor's formats and 2
 * or 3 of her bookable, free times (2 h to 60 days ahead). The pair's conversation is found or
 * created (no daily start counted) and gets the request as a message, which notifies the mentor.
 */
create function public.request_mentoring(
  p_mentor uuid, p_topic text, p_needs text, p_format text, p_times timestamptz[]
)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := auth.uid();
  v_topic text := btrim(coalesce(p_topic, ''));
  v_needs text := btrim(coalesce(p_needs, ''));
  v_offer public.mentor_offers;
  v_visibility text;
  v_times timestamptz[];
  v_time timestamptz;
  v_key text;
  v_conversation uuid;
  v_id uuid;
begin
  if v_uid is null then
    raise exception 'permission denied: sign in first' using errcode = '42501';
  end if;
  select p.profile_visibility into v_visibility from public.profiles p where p.id = p_mentor;
  if p_mentor is null or v_visibility is null or p_mentor = v_uid or private.is_blocked_pair(v_uid, p_mentor)
     or not private.mentor_offers_mentoring(p_mentor) or not private.can_see_member_profile(p_mentor, v_visibility) then
    perform private.dm_raise('Não é possível pedir mentoria a esta pessoa.');
  end if;
  perform private.assert_may_send(v_uid);
  select * into v_offer from public.mentor_offers o where o.user_id = p_mentor;

  -- Her open requests, counted under a lock of hers so two at once count each other.
  perform pg_advisory_xact_lock(hashtextextended('mentoring_requests:' || v_uid::text, 0));
  if (select count(*) from public.mentoring_requests r where r.mentee_id = v_uid and r.status = 'open') >= 3 then
    perform private.dm_raise('Você já tem 3 pedidos de mentoria em aberto. Aguarde uma resposta ou retire um deles.');
  end if;
  if exists (select 1 from public.mentoring_requests r
             where r.mentee_id = v_uid and r.mentor_id = p_mentor and r.status = 'open') then
    perform private.dm_raise('Você já tem um pedido em aberto com esta mentora.');
  end if;

  if length(v_topic) not between 3 and 120 then
    perform private.dm_raise('Informe o tema da mentoria em 3 a 120 caracteres.');
  end if;
  if length(v_needs) not between 1 and 2000 then
    perform private.dm_raise('Conte do que você precisa em até 2000 caracteres.');
  end if;
  if p_format is null or not p_format = any (v_offer.formats) then
    perform private.dm_raise('Escolha um dos formatos que a mentora oferece.');
  end if;
  select coalesce(array_agg(distinct t order by t), '{}'::timestamptz[]) into v_times
  from unnest(coalesce(p_times, '{}'::timestamptz[])) t where t is not null;
  if cardinality(v_times) not between 2 and 3 or cardinality(v_times) <> cardinality(coalesce(p_times, '{}'::timestamptz[])) then
    perform private.dm_raise('Escolha de 2 a 3 horários.');
  end if;
  foreach v_time in array v_times loop
    perform private.mentoring_check_time(p_mentor, v_time, v_offer.session_minutes, false);
  end loop;

  -- The pair's conversation, as start_conversation finds or makes it (same lock, same key).
  v_key := least(v_uid::text, p_mentor::text) || ':' || greatest(v_uid::text, p_mentor::text);
  perform pg_advisory_xact_lock(hashtextextended('conversation:' || v_key, 0));
  select c.id into v_conversation from public.conversations c where c.pair_key = v_key;
  if v_conversation is null then
    insert into public.conversations (pair_key, created_by) values (v_key, v_uid) returning id into v_conversation;
    insert into public.conversation_members (conversation_id, user_id, last_read_at)
    values (v_conversation, v_uid, now()), (v_conversation, p_mentor, null);
  end if;

  begin
    insert into public.mentoring_requests (mentee_id, mentor_id, conversation_id, topic, needs, format, proposed_times, proposed_by)
    values (v_uid, p_mentor, v_conversation, v_topic, v_needs, p_format, v_times, 'mentee')
    returning id into v_id;
  exception when unique_violation then
    perform private.dm_raise('Você já tem um pedido em aberto com esta mentora.');
  end;
  perform private.append_direct_message(v_conversation, v_uid, format(E'Pedido de mentoria: %s\n\n%s', v_topic, v_needs), null,
    jsonb_build_object('kind', 'mentoring', 'request_id', v_id, 'event', 'requested'));
  return v_id;
end;
$$;
comment on function public.request_mentoring(uuid, text, text, text, timestamptz[]) is
  'A mentee asks a mentor who offers mentoring (visible to her, not herself, no block either way; not while muted): topic 3–120, needs 1–2000, one of her formats, 2–3 distinct bookable and free times 2 h to 60 days ahead. At most 3 open requests per mentee and 1 per pair. Finds or creates the pair''s conversation (no daily start counted) and posts the request there (quote {kind: mentoring, request_id, event: requested}). Refusals P0001 (pt-BR); no session 42501. Returns the request id.';

/*
 * The answering side (whoever did not make the current proposal) accepts one of the proposed
 * times, proposes another or declines; the mentee may withdraw her open request at any time.
 * Each step is a message of the pair's conversation. Accepting makes the session and an
 * appointment notification for both.
 */
create function public.respond_mentoring_request(
  p_request uuid, p_action text, p_time timestamptz default null, p_message text default null
)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := auth.uid();
  v_request public.mentoring_requests;
  v_side text;
  v_other uuid;
  v_message text := nullif(btrim(coalesce(p_message, '')), '');
  v_minutes integer;
  v_session uuid;
  v_status text;
  v_body text;
  v_note text;
  v_user uuid;
begin
  if v_uid is null then
    raise exception 'permission denied: sign in first' using errcode = '42501';
  end if;
  select * into v_request from public.mentoring_requests r
  where r.id = p_request and v_uid in (r.mentee_id, r.mentor_id) for update;
  if v_request.id is null then
    raise exception 'mentoring request not found' using errcode = 'PT404';
  end if;
  if p_action is null or p_action not in ('accept', 'propose', 'decline', 'withdraw') then
    perform private.dm_raise('Escolha uma resposta: aceitar, propor outro horário, recusar ou retirar.');
  end if;
  if v_request.status <> 'open' then
    perform private.dm_raise('Este pedido de mentoria não está mais em aberto.');
  end if;
  v_side := case when v_uid = v_request.mentor_id then 'mentor' else 'mentee' end;
  v_other := case when v_side = 'mentor' then v_request.mentee_id else v_request.mentor_id end;
  if length(v_message) > 1000 then
    perform private.dm_raise('A mensagem pode ter no máximo 1000 caracteres.');
  end if;
  v_note := case when v_message is null then '' else E'\n\n' || v_message end;

  if p_action = 'withdraw' then
    if v_side <> 'mentee' then
      perform private.dm_raise('Só quem pediu a mentoria pode retirar o pedido.');
    end if;
    update public.mentoring_requests set status = 'withdrawn', response_message = v_message where id = v_request.id;
    -- Across a block the request still closes, but nothing is said in the conversation.
    if not private.is_blocked_pair(v_uid, v_other) then
      perform private.append_direct_message(v_request.conversation_id, v_uid, 'Pedido de mentoria retirado.' || v_note, null,
        jsonb_build_object('kind', 'mentoring', 'request_id', v_request.id, 'event', 'withdrawn'));
    end if;
    return jsonb_build_object('status', 'withdrawn', 'session_id', null);
  end if;

  if v_side = v_request.proposed_by then
    perform private.dm_raise('Aguarde a resposta da outra pessoa.');
  end if;
  if private.is_blocked_pair(v_uid, v_other) then
    perform private.dm_raise('Não é possível responder a esta pessoa.');
  end if;
  v_minutes := coalesce((select o.session_minutes from public.mentor_offers o where o.user_id = v_request.mentor_id), 60);

  if p_action = 'accept' then
    if p_time is null or not p_time = any (v_request.proposed_times) then
      perform private.dm_raise('Escolha um dos horários propostos.');
    end if;
    if p_time <= now() then
      perform private.dm_raise('Este horário já passou. Proponha outro.');
    end if;
    -- Her agenda, locked so two acceptances at once cannot both take the same time.
    perform pg_advisory_xact_lock(hashtextextended('mentoring_agenda:' || v_request.mentor_id::text, 0));
    if not private.mentoring_is_free(v_request.mentor_id, p_time, p_time + make_interval(mins => v_minutes)) then
      perform private.dm_raise('Este horário já está ocupado na agenda da mentora. Proponha outro.');
    end if;
    insert into public.mentoring_sessions (request_id, mentor_id, mentee_id, conversation_id, topic, format, starts_at, ends_at)
    values (v_request.id, v_request.mentor_id, v_request.mentee_id, v_request.conversation_id, v_request.topic,
            v_request.format, p_time, p_time + make_interval(mins => v_minutes))
    returning id into v_session;
    update public.mentoring_requests set status = 'accepted', session_id = v_session, response_message = v_message
    where id = v_request.id;
    v_status := 'accepted';
    v_body := format('Mentoria marcada: %s — %s (horário de Brasília).', v_request.topic, private.mentoring_when(p_time)) || v_note;
    foreach v_user in array array[v_request.mentor_id, v_request.mentee_id] loop
      perform private.notify(v_user, 'appointment', 'Mentoria marcada',
        format('%s — %s (horário de Brasília)', v_request.topic, private.mentoring_when(p_time)),
        '/dashboard/mentoria',
        jsonb_build_object('session_id', v_session, 'request_id', v_request.id, 'starts_at', p_time));
    end loop;
  elsif p_action = 'propose' then
    perform private.mentoring_check_time(v_request.mentor_id, p_time, v_minutes, true);
    update public.mentoring_requests
    set proposed_times = array[p_time], proposed_by = v_side, response_message = v_message
    where id = v_request.id;
    v_status := 'open';
    v_body := format('Novo horário proposto para a mentoria: %s (horário de Brasília).', private.mentoring_when(p_time)) || v_note;
  else
    update public.mentoring_requests set status = 'declined', response_message = v_message where id = v_request.id;
    v_status := 'declined';
    v_body := coalesce(v_message, 'Pedido de mentoria recusado.');
  end if;

  perform private.append_direct_message(v_request.conversation_id, v_uid, v_body, null,
    jsonb_build_object('kind', 'mentoring', 'request_id', v_request.id,
                       'event', case p_action when 'accept' then 'accepted' when 'propose' then 'proposed' else 'declined' end));
  return jsonb_build_object('status', v_status, 'session_id', v_session);
end;
$$;
comment on function public.respond_mentoring_request(uuid, text, timestamptz, text) is
  'A participant answers an open request: accept (one of the proposed times, not past, free in the mentor''s agenda: makes the session and an appointment notification for both), propose (one other bookable, free time 2 h to 60 days ahead; the other side answers next), decline (optional message) — only the side that did not make the current proposal, never across a block — or withdraw (the mentee, any time). Each posts a message with quote event accepted|proposed|declined|withdrawn. Not a participant PT404; refusals P0001 (pt-BR). Returns {status, session_id}.';

-- ---------------------------------------------------------------------------------------------
-- 7–8. Sessions: cancelling, notes
-- ---------------------------------------------------------------------------------------------
create function public.cancel_mentoring_session(p_session uuid, p_reason text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := auth.uid();
  v_session public.mentoring_sessions;
  v_reason text := btrim(coalesce(p_reason, ''));
  v_other uuid;
begin
  if v_uid is null then
    raise exception 'permission denied: sign in first' using errcode = '42501';
  end if;
  select * into v_session from public.mentoring_sessions s
  where s.id = p_session and v_uid in (s.mentee_id, s.mentor_id) for update;
  if v_session.id is null then
    raise exception 'mentoring session not found' using errcode = 'PT404';
  end if;
  if v_session.status <> 'scheduled' then
    perform private.dm_raise('Esta mentoria já foi cancelada.');
  end if;
  if v_session.starts_at <= now() then
    perform private.dm_raise('Esta mentoria já começou e não pode mais ser cancelada.');
  end if;
  if length(v_reason) not between 3 and 500 then
    perform private.dm_raise('Explique o motivo do cancelamento em 3 a 500 caracteres.');
  end if;
  update public.mentoring_sessions
  set status = 'cancelled', cancelled_by = v_uid, cancel_reason = v_reason, cancelled_at = now()
  where id = v_session.id;
  v_other := case when v_uid = v_session.mentor_id then v_session.mentee_id else v_session.mentor_id end;
  -- Across a block the appointment is still called off, but nothing is said in the conversation.
  if not private.is_blocked_pair(v_uid, v_other) then
    perform private.append_direct_message(v_session.conversation_id, v_uid, 'Mentoria cancelada: ' || v_reason, null,
      jsonb_build_object('kind', 'mentoring', 'request_id', v_session.request_id, 'event', 'cancelled'));
  end if;
  perform private.notify(v_other, 'appointment', 'Mentoria cancelada',
    format('%s — %s (horário de Brasília). Motivo: %s', v_session.topic, private.mentoring_when(v_session.starts_at), v_reason),
    '/dashboard/mentoria',
    jsonb_build_object('session_id', v_session.id, 'request_id', v_session.request_id, 'starts_at', v_session.starts_at));
end;
$$;
comment on function public.cancel_mentoring_session(uuid, text) is
  'A participant cancels a scheduled session that has not started, with a reason (3–500): posts "Mentoria cancelada: {reason}" (quote event cancelled) and notifies the other (appointment, "Mentoria cancelada"). Not a participant PT404; refusals P0001 (pt-BR).';

create function public.save_mentoring_feedback(p_session uuid, p_body text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := auth.uid();
  v_session public.mentoring_sessions;
  v_body text := btrim(coalesce(p_body, ''));
begin
  if v_uid is null then
    raise exception 'permission denied: sign in first' using errcode = '42501';
  end if;
  select * into v_session from public.mentoring_sessions s
  where s.id = p_session and v_uid in (s.mentee_id, s.mentor_id);
  if v_session.id is null then
    raise exception 'mentoring session not found' using errcode = 'PT404';
  end if;
  if v_session.status = 'cancelled' then
    perform private.dm_raise('Não é possível registrar uma avaliação de mentoria cancelada.');
  end if;
  if v_session.ends_at > now() then
    perform private.dm_raise('Você poderá registrar sua avaliação depois da sessão.');
  end if;
  if length(v_body) not between 1 and 2000 then
    perform private.dm_raise('Escreva sua avaliação em 1 a 2000 caracteres.');
  end if;
  insert into public.mentoring_feedback as f (session_id, author_id, body)
  values (v_session.id, v_uid, v_body)
  on conflict (session_id, author_id) do update set body = excluded.body
  where f.body is distinct from excluded.body;
end;
$$;
comment on function public.save_mentoring_feedback(uuid, text) is
  'Her private note (1–2000) on a session she took part in, after it ended and when not cancelled; saving again edits it. Read only by her and the other participant. Not a participant PT404; refusals P0001 (pt-BR).';

-- ---------------------------------------------------------------------------------------------
-- 9–11. What the pages read
-- ---------------------------------------------------------------------------------------------
create function public.get_my_mentoring()
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
    'offer_active', coalesce((select o.active from public.mentor_offers o where o.user_id = v_uid), false),
    'sessions_given', private.mentor_sessions_given(v_uid),
    -- Every open request first (newest first), then the 20 latest closed ones.
    'requests', coalesce((
      select jsonb_agg(private.mentoring_request_json(x.id, v_uid) order by x.rank, x.at desc, x.id)
      from (
        (select r.id, 0 as rank, r.created_at as at from public.mentoring_requests r
         where v_uid in (r.mentee_id, r.mentor_id) and r.status = 'open')
        union all
        (select r.id, 1, r.updated_at from public.mentoring_requests r
         where v_uid in (r.mentee_id, r.mentor_id) and r.status <> 'open'
         order by r.updated_at desc, r.id limit 20)
      ) x), '[]'::jsonb),
    -- Those not over yet (soonest first), then past ones (latest first); 50 in all.
    'sessions', coalesce((
      select jsonb_agg(private.mentoring_session_json(x.id, v_uid) order by x.past, x.key, x.id)
      from (
        select s.id, s.ends_at <= now() as past,
               case when s.ends_at <= now() then -extract(epoch from s.starts_at) else extract(epoch from s.starts_at) end as key
        from public.mentoring_sessions s
        where v_uid in (s.mentee_id, s.mentor_id)
        order by 2, 3, s.id
        limit 50
      ) x), '[]'::jsonb));
end;
$$;
comment on function public.get_my_mentoring() is
  'Her mentoring page: {offer_active, sessions_given, requests: [open ones, then the 20 latest closed; as mentor and as mentee], sessions: [not ended soonest first, then ended latest first; 50 in all]}. Items: {id, role, other: {id, full_name, handle, avatar_url}, …}; sessions carry my_feedback and their_feedback (bodies or null). No session 42501.';

create function public.get_conversation_mentoring(p_conversation uuid)
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
  if not private.is_conversation_member(p_conversation) then
    raise exception 'conversation not found' using errcode = 'PT404';
  end if;
  return jsonb_build_object(
    'requests', coalesce((
      select jsonb_agg(private.mentoring_request_json(r.id, v_uid) order by r.created_at, r.id)
      from public.mentoring_requests r
      where r.conversation_id = p_conversation and v_uid in (r.mentee_id, r.mentor_id)), '[]'::jsonb),
    'sessions', coalesce((
      select jsonb_agg(private.mentoring_session_json(s.id, v_uid) order by s.starts_at, s.id)
      from public.mentoring_sessions s
      where s.conversation_id = p_conversation and v_uid in (s.mentee_id, s.mentor_id)), '[]'::jsonb));
end;
$$;
comment on function public.get_conversation_mentoring(uuid) is
  'The mentoring requests and sessions of one of her conversations (the cards of /mensagens/[id]), oldest first, in the get_my_mentoring item shapes. Not a participant PT404.';

create function public.get_mentoring_session(p_session uuid)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_uid uuid := auth.uid();
  v_session public.mentoring_sessions;
  v_mentor jsonb;
  v_mentee jsonb;
begin
  if v_uid is null then
    raise exception 'permission denied: sign in first' using errcode = '42501';
  end if;
  select * into v_session from public.mentoring_sessions s
  where s.id = p_session and v_uid in (s.mentee_id, s.mentor_id);
  if v_session.id is null then
    raise exception 'mentoring session not found' using errcode = 'PT404';
  end if;
  v_mentor := private.mentoring_person_json(v_session.mentor_id);
  v_mentee := private.mentoring_person_json(v_session.mentee_id);
  return private.mentoring_session_json(v_session.id, v_uid) || jsonb_build_object(
    'mentor', jsonb_build_object('full_name', v_mentor -> 'full_name', 'handle', v_mentor -> 'handle'),
    'mentee', jsonb_build_object('full_name', v_mentee -> 'full_name', 'handle', v_mentee -> 'handle'));
end;
$$;
comment on function public.get_mentoring_session(uuid) is
  'One of her sessions (the .ics): the get_my_mentoring session item plus mentor and mentee {full_name, handle (when visible to her)}. Not a participant PT404.';

-- ---------------------------------------------------------------------------------------------
-- 12. Suggestions: "Mentoras para você"
-- ---------------------------------------------------------------------------------------------
create function public.mentor_suggestions(p_limit integer default 6)
returns table (
  user_id uuid, handle text, full_name text, avatar_url text, city text, state text, topics text[],
  matched_topics text[], same_city boolean, same_state boolean, score integer
)
language plpgsql
stable
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  v_uid uuid := auth.uid();
begin
  if v_uid is null then
    raise exception 'permission denied: sign in first' using errcode = '42501';
  end if;
  return query
  with me as (
    select p.needs, nullif(lower(extensions.unaccent(btrim(coalesce(p.city, '')))), '') as city, p.state
    from public.profiles p where p.id = v_uid
  ),
  candidates as (
    select p.id, p.handle, p.full_name, p.avatar_url, p.city, p.state, o.topics,
           array(select t from unnest(o.topics) t where t = any (me.needs) order by t) as matched,
           coalesce(me.city is not null and lower(extensions.unaccent(btrim(coalesce(p.city, '')))) = me.city, false) as same_city,
           coalesce(me.state is not null and p.state = me.state, false) as same_state
    from public.mentor_offers o
      join public.profiles p on p.id = o.user_id
      cross join me
    where o.active and p.id <> v_uid and p.handle is not null and p.profile_visibility in ('members', 'public')
      and exists (select 1 from public.mentor_slots s where s.mentor_id = o.user_id)
      and not private.is_blocked_pair(v_uid, p.id)
  )
  select c.id, c.handle, private.member_display_name(c.full_name), c.avatar_url, c.city, c.state, c.topics,
         c.matched, c.same_city, c.same_state,
         (3 * cardinality(c.matched) + case when c.same_city then 2 else 0 end + case when c.same_state then 1 else 0 end)::integer
  from candidates c
  order by 11 desc, private.mentor_sessions_given(c.id) desc, lower(extensions.unaccent(private.member_display_name(c.full_name))), c.id
  limit least(greatest(coalesce(p_limit, 6), 1), 50);
end;
$$;
comment on function public.mentor_suggestions(integer) is
  '"Mentoras para você": mentors who offer mentoring (active, a slot, profile visible to members), not herself, no block either way, ranked by 3 × her needs among their topics + 2 same city (accents and case ignored) + 1 same UF, then sessions given, then name. matched_topics, same_city and same_state explain the rank. p_limit 1–50 (default 6). No session 42501.';

-- ---------------------------------------------------------------------------------------------
-- 13. Reminders (service role only: the scheduler's tick)
-- ---------------------------------------------------------------------------------------------

/*
 * Scheduled sessions starting within 24 hours remind both participants: '24h' while more than an
 * hour remains, '1h' after. Each (session, member, kind) once. The bell always gets it; e-mail too
 * unless her 'projects' key is off, as queue_session_reminders does. Returns the reminders made.
 */
create function public.queue_mentoring_reminders(p_now timestamptz)
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
  v_with text;
  v_email text;
  v_count integer := 0;
begin
  perform private.assert_outbox_operator();
  for v_row in
    select s.id as session_id, s.topic, s.starts_at, x.user_id, x.other_id
    from public.mentoring_sessions s
      cross join lateral (values (s.mentor_id, s.mentee_id), (s.mentee_id, s.mentor_id)) x(user_id, other_id)
    where s.status = 'scheduled' and s.starts_at > v_now and s.starts_at <= v_now + interval '24 hours'
    order by s.starts_at, s.id, x.user_id
  loop
    v_kind := case when v_row.starts_at <= v_now + interval '1 hour' then '1h' else '24h' end;
    insert into public.mentoring_reminders (session_id, user_id, kind)
    values (v_row.session_id, v_row.user_id, v_kind)
    on conflict do nothing;
    if not found then
      continue;
    end if;
    v_count := v_count + 1;
    v_with := 'Mentoria com ' || private.member_display_name(
      (select p.full_name from public.profiles p where p.id = v_row.other_id));
    v_title := left('Lembrete: mentoria — ' || v_row.topic, 200);
    v_message := format('%s — começa em %s (horário de Brasília)', v_with, private.mentoring_when(v_row.starts_at));
    insert into public.notifications (user_id, type, category, title, message, action_url, data)
    values (v_row.user_id, 'session_reminder', 'projects', v_title, v_message, '/dashboard/mentoria',
            jsonb_build_object('session_id', v_row.session_id, 'starts_at', v_row.starts_at, 'kind', v_kind,
                               'mentoring', true))
    returning id into v_notification;

    v_email := private.notification_email_of(v_row.user_id);
    if v_email is not null and private.notification_channel(v_row.user_id, 'projects') <> 'off' then
      insert into public.email_outbox (
        template, to_email, user_id, notification_id, category, data, next_attempt_at, max_attempts)
      values ('reminder', v_email, v_row.user_id, v_notification, 'projects',
              jsonb_build_object('title', v_title, 'message', v_message, 'action_url', '/dashboard/mentoria',
                                 'starts_at', v_row.starts_at, 'project_title', v_with,
                                 'session_title', v_row.topic, 'kind', v_kind),
              least(v_now, now()), 8)
      on conflict do nothing;
    end if;
  end loop;
  return v_count;
end;
$$;
comment on function public.queue_mentoring_reminders(timestamptz) is
  'Service role only (scheduler). For scheduled mentoring sessions starting in (p_now, p_now + 24 h] and both participants: one ''24h'' or ''1h'' reminder per (session, member, kind): a session_reminder notification (category projects, /dashboard/mentoria) and, unless her projects key is off and when her e-mail is confirmed, a ''reminder'' e-mail (project_title "Mentoria com {other}", session_title the topic). Returns reminders made.';

-- ---------------------------------------------------------------------------------------------
-- Who may execute what.
-- ---------------------------------------------------------------------------------------------
revoke execute on function
  public.save_mentor_offer(text[], text, text[], integer, boolean, jsonb),
  public.get_my_mentor_offer(),
  public.get_mentor_offer(uuid),
  public.list_member_profiles(text, text, text, text, text, integer, integer, boolean),
  public.request_mentoring(uuid, text, text, text, timestamptz[]),
  public.respond_mentoring_request(uuid, text, timestamptz, text),
  public.cancel_mentoring_session(uuid, text),
  public.save_mentoring_feedback(uuid, text),
  public.get_my_mentoring(),
  public.get_conversation_mentoring(uuid),
  public.get_mentoring_session(uuid),
  public.mentor_suggestions(integer),
  public.queue_mentoring_reminders(timestamptz)
from public, anon, authenticated;
grant execute on function
  public.get_mentor_offer(uuid),
  public.list_member_profiles(text, text, text, text, text, integer, integer, boolean)
to anon, authenticated, service_role;
grant execute on function
  public.save_mentor_offer(text[], text, text[], integer, boolean, jsonb),
  public.get_my_mentor_offer(),
  public.request_mentoring(uuid, text, text, text, timestamptz[]),
  public.respond_mentoring_request(uuid, text, timestamptz, text),
  public.cancel_mentoring_session(uuid, text),
  public.save_mentoring_feedback(uuid, text),
  public.get_my_mentoring(),
  public.get_conversation_mentoring(uuid),
  public.get_mentoring_session(uuid),
  public.mentor_suggestions(integer)
to authenticated, service_role;
grant execute on function public.queue_mentoring_reminders(timestamptz) to service_role;

-- ---------------------------------------------------------------------------------------------
-- 14. LGPD: "Baixar meus dados" adds her mentoring: offer, slots, requests and sessions (both
-- roles, the other participant named) and the notes she wrote.
-- ---------------------------------------------------------------------------------------------
-- The export as it stood (20261203100001_email_notifications.sql) is kept whole under a private
-- name, and the public function adds this issue's part to its answer.
alter function public.export_user_data(uuid) rename to export_user_data_until_notifications;
alter function public.export_user_data_until_notifications(uuid) set schema private;
revoke execute on function private.export_user_data_until_notifications(uuid) from public, anon, authenticated;

create function public.export_user_data(p_user_id uuid)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  -- The earlier export checks the caller (service role) and that she exists, first.
  return private.export_user_data_until_notifications(p_user_id) || jsonb_build_object(
    'mentoring', jsonb_build_object(
      'offer', (
        select jsonb_build_object(
          'topics', to_jsonb(o.topics), 'topics_note', o.topics_note, 'formats', to_jsonb(o.formats),
          'session_minutes', o.session_minutes, 'active', o.active, 'created_at', o.created_at,
          'updated_at', o.updated_at)
        from public.mentor_offers o where o.user_id = p_user_id),
      'slots', coalesce((
        select jsonb_agg(jsonb_build_object(
          'weekday', s.weekday, 'start', private.mentoring_hhmm(s.starts_min), 'end', private.mentoring_hhmm(s.ends_min))
          order by s.weekday, s.starts_min)
        from public.mentor_slots s where s.mentor_id = p_user_id), '[]'::jsonb),
      'requests', coalesce((
        select jsonb_agg(jsonb_build_object(
          'role', case when r.mentor_id = p_user_id then 'mentor' else 'mentee' end,
          'other_participant', private.member_display_name((
            select p.full_name from public.profiles p
            where p.id = case when r.mentor_id = p_user_id then r.mentee_id else r.mentor_id end)),
          'topic', r.topic, 'needs', r.needs, 'format', r.format, 'proposed_times', to_jsonb(r.proposed_times),
          'proposed_by', r.proposed_by, 'status', r.status, 'response_message', r.response_message,
          'created_at', r.created_at, 'updated_at', r.updated_at) order by r.created_at, r.id)
        from public.mentoring_requests r where p_user_id in (r.mentee_id, r.mentor_id)), '[]'::jsonb),
      'sessions', coalesce((
        select jsonb_agg(jsonb_build_object(
          'role', case when s.mentor_id = p_user_id then 'mentor' else 'mentee' end,
          'other_participant', private.member_display_name((
            select p.full_name from public.profiles p
            where p.id = case when s.mentor_id = p_user_id then s.mentee_id else s.mentor_id end)),
          'topic', s.topic, 'format', s.format, 'starts_at', s.starts_at, 'ends_at', s.ends_at, 'status', s.status,
          'cancelled_by_me', s.cancelled_by is not distinct from p_user_id and s.cancelled_by is not null,
          'cancel_reason', s.cancel_reason, 'cancelled_at', s.cancelled_at, 'created_at', s.created_at)
          order by s.starts_at, s.id)
        from public.mentoring_sessions s where p_user_id in (s.mentee_id, s.mentor_id)), '[]'::jsonb),
      'feedback', coalesce((
        select jsonb_agg(jsonb_build_object(
          'topic', s.topic, 'starts_at', s.starts_at, 'body', f.body, 'created_at', f.created_at,
          'updated_at', f.updated_at) order by f.created_at)
        from public.mentoring_feedback f join public.mentoring_sessions s on s.id = f.session_id
        where f.author_id = p_user_id), '[]'::jsonb)));
end;
$$;
comment on function public.export_user_data(uuid) is
  'Service role only ("Baixar meus dados", after the app has identified the member). Everything stored about the user as JSON: account, profile, roles, permissions, newsletter consent record, notifications, reviews, posts and revisions, businesses with her review answers, her pending business revisions, products, community (memberships with a request''s message, topics, messages, supports, reports, read markers), projects (sign-ups with phone consent, attendance, teaching), learning (progress, certificates, materials and tracks she authored), ambassador (code, referrals, commissions), the code she was referred with, account history, storage objects; members-connect: directory profile, visibility choices, conversations (other participant''s name, every message), blocks, her message reports, sanctions, conversation starts; orders: her orders as buyer and as seller (lines, timeline), her order problem reports, her businesses'' order settings; e-mail notifications: her preferences (channels with defaults, digest rhythm) and the e-mails queued or sent to her (template, category, subject, state, times); mentoring: her offer and slots, her requests and sessions as mentor and as mentee (other participant''s name), the notes she wrote.';
revoke execute on function public.export_user_data(uuid) from public, anon, authenticated;
grant execute on function public.export_user_data(uuid) to service_role;
