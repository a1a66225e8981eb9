-- Issue #37, "Members find and talk to each other": member profiles (/associadas), the members'
-- directory and direct messages (/mensagens), with blocks, reports, sanctions, a daily limit on
-- new conversations and a category on every notification. The shared design (names, rules) is
-- the issue's; this migration holds the columns and tables, their row security, the definer
-- functions that are the only writers, the notification category, the Storage bucket of message
-- images, the LGPD export and what account deletion leaves of her messages.
--
-- Who may do what, in one place:
--   - A profile's directory fields (handle, visibility, offers, needs, links) change only through
--     update_member_profile; each change of visibility is recorded (LGPD consent). Others never
--     read public.profiles: they get what get_member_profile / list_member_profiles /
--     get_profile_handles / member_handle_refs answer, which never includes a hidden profile
--     (but to herself), a members-only one to a visitor, or anything across a block.
--   - A conversation (its row, its two member rows, its messages) is read by its two
--     participants, and by admins only once someone reported it. Nobody writes these tables
--     directly: start_conversation, send_direct_message and the others are the only writers.
--     Realtime applies the same select policy, so a subscription delivers nothing to a third.
--   - New conversations per calendar day in São Paulo: 5 for accounts under 7 days, 20 after,
--     counted in conversation_starts, which no member can delete from (hiding a conversation or
--     deleting a message never gives a start back).

-- ---------------------------------------------------------------------------------------------
-- Profiles: the directory fields
-- ---------------------------------------------------------------------------------------------
create table public.member_skills (
  slug text primary key check (private.is_valid_slug(slug)),
  label text not null check (length(btrim(label)) between 1 and 80),
  position integer not null default 1
);
comment on table public.member_skills is
  'What members offer and look for (profiles.offers / needs hold these slugs). Public; written by migrations.';

insert into public.member_skills (slug, label, position) values
  ('marketing-digital', 'Marketing digital', 1),
  ('redes-sociais', 'Redes sociais', 2),
  ('fotografia', 'Fotografia de produtos', 3),
  ('design', 'Design e identidade visual', 4),
  ('vendas-online', 'Vendas on-line', 5),
  ('financas', 'Finanças e precificação', 6),
  ('capital-de-giro', 'Crédito e capital de giro', 7),
  ('contabilidade', 'Contabilidade', 8),
  ('juridico-mei', 'Formalização e MEI', 9),
  ('fornecedores', 'Fornecedores', 10),
  ('logistica', 'Entrega e logística', 11),
  ('parcerias', 'Parcerias', 12),
  ('mentoria', 'Mentoria', 13),
  ('costura', 'Costura e ajustes', 14),
  ('confeitaria', 'Confeitaria', 15),
  ('artesanato', 'Artesanato', 16);

alter table public.profiles
  add column handle text
    constraint profiles_handle_key unique
    constraint profiles_handle_check check (
      handle is null or (handle ~ '^[a-z0-9](?:[a-z0-9-]{1,28}[a-z0-9])$' and handle !~ '--')),
  add column profile_visibility text not null default 'hidden'
    constraint profiles_profile_visibility_check check (profile_visibility in ('hidden', 'members', 'public')),
  add column profile_visibility_changed_at timestamptz,
  add column offers text[] not null default '{}'::text[]
    constraint profiles_offers_check check (cardinality(offers) <= 10),
  add column needs text[] not null default '{}'::text[]
    constraint profiles_needs_check check (cardinality(needs) <= 10),
  add column offers_note text
    constraint profiles_offers_note_check check (offers_note is null or length(offers_note) <= 300),
  add column needs_note text
    constraint profiles_needs_note_check check (needs_note is null or length(needs_note) <= 300),
  add column social_links jsonb not null default '{}'::jsonb
    constraint profiles_social_links_check check (jsonb_typeof(social_links) = 'object');

comment on column public.profiles.handle is
  'Her address /associadas/{handle}: 3 to 30 of a-z, 0-9 and single hyphens, not at either end; null until she picks one. Written by update_member_profile.';
comment on column public.profiles.profile_visibility is
  'Who sees her profile: hidden (default: nobody but her), members (signed-in members), public (everyone, indexed). Written by update_member_profile.';
comment on column public.profiles.profile_visibility_changed_at is 'When she last chose the visibility; null = never chose.';
comment on column public.profiles.social_links is
  'Keys among instagram, facebook, linkedin, tiktok, youtube, site; https addresses of at most 300 characters (checked by update_member_profile).';

-- The directory lists visible profiles by name; the sitemap reads public handles.
create index profiles_directory_idx on public.profiles (full_name, id) where profile_visibility <> 'hidden' and handle is not null;

create table public.profile_visibility_consents (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references public.profiles (id) on delete cascade,
  visibility text not null check (visibility in ('hidden', 'members', 'public')),
  created_at timestamptz not null default now()
);
create index profile_visibility_consents_user_idx on public.profile_visibility_consents (user_id, created_at);
comment on table public.profile_visibility_consents is
  'LGPD: one row per change of her profile''s visibility (what she chose and when). She reads her own; update_member_profile writes.';

-- ---------------------------------------------------------------------------------------------
-- Direct messages
-- ---------------------------------------------------------------------------------------------
create table public.conversations (
  id uuid primary key default gen_random_uuid(),
  -- least(a, b) || ':' || greatest(a, b): one conversation per pair of members.
  pair_key text not null unique check (pair_key ~ '^[0-9a-f-]{36}:[0-9a-f-]{36}$'),
  created_by uuid references public.profiles (id) on delete set null,
  created_at timestamptz not null default now(),
  last_message_at timestamptz not null default now()
);
create index conversations_created_by_idx on public.conversations (created_by);
comment on table public.conversations is
  'One-to-one conversations, one per pair. Read by the two participants (admins: reported ones only); written only by the message functions.';

create table public.conversation_members (
  conversation_id uuid not null references public.conversations (id) on delete cascade,
  user_id uuid not null references public.profiles (id) on delete cascade,
  last_read_at timestamptz,
  -- Hidden from her list until the next message (hide_conversation).
  hidden_at timestamptz,
  primary key (conversation_id, user_id)
);
create index conversation_members_user_idx on public.conversation_members (user_id);
comment on table public.conversation_members is
  'The two participants of each conversation, with her read marker and whether she hid it.';

create table public.direct_messages (
  id uuid primary key default gen_random_uuid(),
  conversation_id uuid not null references public.conversations (id) on delete cascade,
  sender_id uuid references public.profiles (id) on delete set null,
  -- '' when the message is only an image.
  body text not null check (length(body) <= 4000),
  -- message-images/{conversation_id}/{file}.
  image_path text check (image_path is null or length(image_path) between 1 and 300),
  -- {kind: 'product' | 'business', title, path[, price_cents]}, set by start_conversation.
  quote jsonb check (quote is null or jsonb_typeof(quote) = 'object'),
  removed boolean not null default false,
  created_at timestamptz not null default now()
);
create index direct_messages_conversation_idx on public.direct_messages (conversation_id, created_at);
create index direct_messages_sender_idx on public.direct_messages (sender_id);
comment on table public.direct_messages is
  'Messages of a conversation. Read by its participants (admins: reported conversations); written only by start_conversation / send_direct_message. A deleted account''s messages read "mensagem removida".';

create table public.member_blocks (
  blocker_id uuid not null references public.profiles (id) on delete cascade,
  blocked_id uuid not null references public.profiles (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (blocker_id, blocked_id),
  check (blocker_id <> blocked_id)
);
create index member_blocks_blocked_idx on public.member_blocks (blocked_id);
comment on table public.member_blocks is
  'Who blocked whom: no messages either way, and neither finds the other in the directory. She reads her own; block_member / unblock_member write.';

-- The ledger of the daily limit: no foreign key to conversations, so nothing a member can remove
-- gives a start back.
create table public.conversation_starts (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references public.profiles (id) on delete cascade,
  started_at timestamptz not null default now()
);
create index conversation_starts_user_idx on public.conversation_starts (user_id, started_at);
comment on table public.conversation_starts is
  'One row per new conversation a member started; the daily limit counts them. She reads her own; only definer functions write; nobody deletes.';

create table public.message_reports (
  id uuid primary key default gen_random_uuid(),
  conversation_id uuid not null references public.conversations (id) on delete cascade,
  message_id uuid references public.direct_messages (id) on delete set null,
  reporter_id uuid references public.profiles (id) on delete set null,
  -- The member the report is about: the named message's sender, else the other participant.
  reported_id uuid references public.profiles (id) on delete set null,
  reason text not null check (reason in ('assedio', 'spam', 'golpe', 'conteudo_improprio', 'outro')),
  details text check (details is null or length(details) <= 1000),
  status text not null default 'open' check (status in ('open', 'resolved', 'dismissed')),
  resolution text check (resolution is null or resolution in ('dismiss', 'warn', 'mute', 'suspend')),
  resolution_note text check (resolution_note is null or length(resolution_note) <= 1000),
  resolved_by uuid references public.profiles (id) on delete set null,
  resolved_at timestamptz,
  created_at timestamptz not null default now(),
  check ((status = 'open') = (resolved_at is null))
);
create index message_reports_queue_idx on public.message_reports (status, created_at desc);
create index message_reports_conversation_idx on public.message_reports (conversation_id);
create index message_reports_message_idx on public.message_reports (message_id);
create index message_reports_reporter_idx on public.message_reports (reporter_id);
create index message_reports_reported_idx on public.message_reports (reported_id);
create index message_reports_resolved_by_idx on public.message_reports (resolved_by);
comment on table public.message_reports is
  'Reports of a conversation or one of its messages. A report opens the conversation to admins (/admin/mensagens). The reporter reads her own, admins all; written by report_conversation / resolve_message_report.';

create table public.member_sanctions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references public.profiles (id) on delete cascade,
  kind text not null check (kind in ('warning', 'mute', 'suspension')),
  reason text check (reason is null or length(reason) <= 1000),
  until timestamptz,
  report_id uuid references public.message_reports (id) on delete set null,
  created_by uuid references public.profiles (id) on delete set null,
  created_at timestamptz not null default now(),
  check (kind = 'warning' or until is not null)
);
create index member_sanctions_user_idx on public.member_sanctions (user_id, until);
create index member_sanctions_report_idx on public.member_sanctions (report_id);
create index member_sanctions_created_by_idx on public.member_sanctions (created_by);
comment on table public.member_sanctions is
  'Warnings, mutes (no messages until) and suspensions (the app bans the account in Auth too) decided on message reports. She reads her own, admins all.';

-- ---------------------------------------------------------------------------------------------
-- Helpers (outside the API schema)
-- ---------------------------------------------------------------------------------------------

-- How a profile is named to others: a name that is an e-mail address shows its local part only.
create function private.member_display_name(p_full_name text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case
    when coalesce(btrim(p_full_name), '') = '' then 'Associada'
    when p_full_name like '%@%' then split_part(btrim(p_full_name), '@', 1)
    else btrim(p_full_name)
  end
$$;

create function private.is_blocked_pair(p_a uuid, p_b uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select p_a is not null and p_b is not null and exists (
    select 1 from public.member_blocks b
    where (b.blocker_id = p_a and b.blocked_id = p_b) or (b.blocker_id = p_b and b.blocked_id = p_a)
  )
$$;

-- Whether the caller may see a profile of this visibility (herself always; never across a block).
create function private.can_see_member_profile(p_id uuid, p_visibility text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select case
    when auth.uid() is not null and auth.uid() = p_id then true
    when p_visibility = 'public' then auth.uid() is null or not private.is_blocked_pair(auth.uid(), p_id)
    when p_visibility = 'members' then auth.uid() is not null and not private.is_blocked_pair(auth.uid(), p_id)
    else false
  end
$$;

create function private.is_conversation_member(p_conversation uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select auth.uid() is not null and exists (
    select 1 from public.conversation_members m
    where m.conversation_id = p_conversation and m.user_id = auth.uid()
  )
$$;

-- Participants; admins once the conversation was reported (any status).
create function private.can_read_conversation(p_conversation uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select private.is_conversation_member(p_conversation)
    or (public.is_admin() and exists (
      select 1 from public.message_reports r where r.conversation_id = p_conversation))
$$;

-- An object of message-images, by its first folder (the conversation's id).
create function private.can_read_message_image(p_name text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.conversations c
    where c.id::text = (storage.foldername(p_name))[1] and private.can_read_conversation(c.id)
  )
$$;

create function private.can_upload_message_image(p_name text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.conversations c
    where c.id::text = (storage.foldername(p_name))[1] and private.is_conversation_member(c.id)
  )
$$;

-- The end of her active mute or suspension (the latest), or null.
create function private.message_sanction_until(p_user uuid)
returns timestamptz
language sql
stable
security definer
set search_path = ''
as $$
  select max(s.until) from public.member_sanctions s
  where s.user_id = p_user and s.kind in ('mute', 'suspension') and s.until > now()
$$;

-- New conversations a day: 5 while the account is younger than 7 days, 20 after.
create function private.conversation_start_limit(p_user uuid)
returns integer
language sql
stable
security definer
set search_path = ''
as $$
  select case when coalesce((select p.created_at from public.profiles p where p.id = p_user), now())
                   > now() - interval '7 days' then 5 else 20 end
$$;

-- Starts since midnight in São Paulo (the calendar day the limit speaks of).
create function private.conversation_starts_today(p_user uuid)
returns integer
language sql
stable
security definer
set search_path = ''
as $$
  select count(*)::integer from public.conversation_starts s
  where s.user_id = p_user
    and s.started_at >= (date_trunc('day', now() at time zone 'America/Sao_Paulo') at time zone 'America/Sao_Paulo')
$$;

create function private.dm_raise(p_message text)
returns void
language plpgsql
set search_path = ''
as $$
begin
  raise exception using errcode = 'P0001', message = p_message;
end;
$$;

-- "Seu envio de mensagens está suspenso até 05/12/2026 às 14:30." when muted or suspended.
create function private.assert_may_send(p_user uuid)
returns void
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_until timestamptz := private.message_sanction_until(p_user);
begin
  if v_until is not null then
    perform private.dm_raise(format('Seu envio de mensagens está suspenso até %s.',
      to_char(v_until at time zone 'America/Sao_Paulo', 'DD/MM/YYYY "às" HH24:MI')));
  end if;
end;
$$;

-- One unread notification per conversation: a new message refreshes it instead of piling up.
create function private.notify_direct_message(p_recipient uuid, p_conversation uuid, p_sender uuid, p_body text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_name text := private.member_display_name((select p.full_name from public.profiles p where p.id = p_sender));
  v_preview text := case when btrim(coalesce(p_body, '')) = '' then 'Enviou uma imagem.'
                         when length(p_body) > 140 then left(p_body, 139) || '…'
                         else p_body end;
begin
  update public.notifications n
  set title = format('Nova mensagem de %s', v_name), message = v_preview, created_at = now(),
      data = n.data || jsonb_build_object('sender_id', p_sender)
  where n.id = (
    select n2.id from public.notifications n2
    where n2.user_id = p_recipient and n2.type = 'direct_message' and not n2.read
      and n2.data ->> 'conversation_id' = p_conversation::text
    order by n2.created_at desc limit 1);
  if not found then
    perform private.notify(p_recipient, 'direct_message', format('Nova mensagem de %s', v_name), v_preview,
      '/mensagens/' || p_conversation,
      jsonb_build_object('conversation_id', p_conversation, 'sender_id', p_sender));
  end if;
end;
$$;

-- Appends a message (the callers checked who may); the conversation comes back to both lists.
create function private.append_direct_message(
  p_conversation uuid, p_sender uuid, p_body text, p_image_path text, p_quote jsonb
)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_id uuid;
  v_other uuid;
begin
  insert into public.direct_messages (conversation_id, sender_id, body, image_path, quote)
  values (p_conversation, p_sender, coalesce(p_body, ''), p_image_path, p_quote)
  returning id into v_id;
  update public.conversations set last_message_at = now() where id = p_conversation;
  update public.conversation_members set hidden_at = null where conversation_id = p_conversation;
  update public.conversation_members set last_read_at = now()
  where conversation_id = p_conversation and user_id = p_sender;
  select m.user_id into v_other from public.conversation_members m
  where m.conversation_id = p_conversation and m.user_id <> p_sender;
  if v_other is not null then
    perform private.notify_direct_message(v_other, p_conversation, p_sender, p_body);
  end if;
  return v_id;
end;
$$;

-- The text of a message: trimmed; at most 4000 characters.
create function private.clean_message_body(p_body text)
returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  v_body text := btrim(coalesce(p_body, ''));
begin
  if length(v_body) > 4000 then
    perform private.dm_raise('A mensagem pode ter no máximo 4000 caracteres.');
  end if;
  return v_body;
end;
$$;

revoke execute on function
  private.member_display_name(text), private.is_blocked_pair(uuid, uuid),
  private.can_see_member_profile(uuid, text), private.is_conversation_member(uuid),
  private.can_read_conversation(uuid), private.can_read_message_image(text),
  private.can_upload_message_image(text), private.message_sanction_until(uuid),
  private.conversation_start_limit(uuid), private.conversation_starts_today(uuid), private.dm_raise(text),
  private.assert_may_send(uuid), private.notify_direct_message(uuid, uuid, uuid, text),
  private.append_direct_message(uuid, uuid, text, text, jsonb), private.clean_message_body(text)
from public, anon, authenticated;
-- Policies call these as the querying role.
grant execute on function
  private.can_read_conversation(uuid), private.is_conversation_member(uuid),
  private.can_read_message_image(text), private.can_upload_message_image(text)
to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- Profiles: API functions
-- ---------------------------------------------------------------------------------------------

/*
 * Writes her directory fields, all at once (the form sends every value). pt-BR errors (P0001)
 * for every refusal; a consent row only when the visibility changes.
 */
create function public.update_member_profile(
  p_handle text, p_visibility text, p_bio text, p_city text, p_state text, p_offers text[],
  p_needs text[], p_offers_note text, p_needs_note text, p_social_links jsonb
)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := auth.uid();
  v_old text;
  v_handle text := nullif(lower(btrim(coalesce(p_handle, ''))), '');
  v_visibility text := coalesce(p_visibility, 'hidden');
  v_bio text := nullif(btrim(coalesce(p_bio, '')), '');
  v_city text := nullif(btrim(coalesce(p_city, '')), '');
  v_state text := nullif(upper(btrim(coalesce(p_state, ''))), '');
  v_offers text[] := coalesce(p_offers, '{}'::text[]);
  v_needs text[] := coalesce(p_needs, '{}'::text[]);
  v_offers_note text := nullif(btrim(coalesce(p_offers_note, '')), '');
  v_needs_note text := nullif(btrim(coalesce(p_needs_note, '')), '');
  v_links jsonb := coalesce(p_social_links, '{}'::jsonb);
  v_clean jsonb := '{}'::jsonb;
  v_key text;
  v_value jsonb;
  v_url text;
begin
  if v_uid is null then
    raise exception 'permission denied: sign in first' using errcode = '42501';
  end if;
  if v_visibility not in ('hidden', 'members', 'public') then
    perform private.dm_raise('Escolha quem pode ver o seu perfil.');
  end if;
  if v_handle is not null then
    if v_handle !~ '^[a-z0-9](?:[a-z0-9-]{1,28}[a-z0-9])$' or v_handle ~ '--' then
      perform private.dm_raise('O endereço deve ter de 3 a 30 letras minúsculas, números ou hífens, sem hífen no início, no fim ou repetido.');
    end if;
    -- Words of the site's own addresses and of people who speak for it.
    if v_handle = any (array[
      'admin', 'administracao', 'administradora', 'associadas', 'associada', 'mensagens', 'mensagem', 'membro',
      'membros', 'lista', 'suporte', 'ajuda', 'contato', 'convergencia', 'convergencia-empreendedora',
      'equipe', 'moderacao', 'moderadora', 'oficial', 'diretorio', 'loja', 'comunidade', 'aprender', 'projetos',
      'blog', 'sobre', 'dashboard', 'perfil', 'conta', 'diretrizes', 'api', 'auth', 'nova', 'novo', 'sistema',
      'root', 'null', 'undefined', 'certificados', 'newsletter', 'convite', 'previa']) then
      perform private.dm_raise('Este endereço é reservado. Escolha outro.');
    end if;
    if exists (select 1 from public.profiles p where p.handle = v_handle and p.id <> v_uid) then
      perform private.dm_raise('Este endereço já está em uso. Escolha outro.');
    end if;
  elsif v_visibility <> 'hidden' then
    perform private.dm_raise('Escolha um endereço para o seu perfil antes de mostrá-lo.');
  end if;
  if length(v_bio) > 500 then
    perform private.dm_raise('A apresentação pode ter no máximo 500 caracteres.');
  end if;
  if length(v_city) > 80 then
    perform private.dm_raise('A cidade pode ter no máximo 80 caracteres.');
  end if;
  if v_state is not null and v_state <> all (array[
    'AC', 'AL', 'AP', 'AM', 'BA', 'CE', 'DF', 'ES', 'GO', 'MA', 'MT', 'MS', 'MG', 'PA', 'PB', 'PR',
    'PE', 'PI', 'RJ', 'RN', 'RS', 'RO', 'RR', 'SC', 'SP', 'SE', 'TO']) then
    perform private.dm_raise('Escolha um estado (UF) da lista.');
  end if;
  if cardinality(v_offers) > 10 or cardinality(v_needs) > 10 then
    perform private.dm_raise('Escolha no máximo 10 itens em cada lista.');
  end if;
  if array_position(v_offers, null) is not null or array_position(v_needs, null) is not null
     or exists (select 1 from unnest(v_offers || v_needs) s where not exists (
       select 1 from public.member_skills k where k.slug = s)) then
    perform private.dm_raise('Escolha os itens da lista.');
  end if;
  select coalesce(array_agg(distinct s order by s), '{}'::text[]) into v_offers from unnest(v_offers) s;
  select coalesce(array_agg(distinct s order by s), '{}'::text[]) into v_needs from unnest(v_needs) s;
  if length(v_offers_note) > 300 or length(v_needs_note) > 300 then
    perform private.dm_raise('Cada observação pode ter no máximo 300 caracteres.');
  end if;
  if jsonb_typeof(v_links) <> 'object' then
    perform private.dm_raise('Informe os links das redes sociais.');
  end if;
  for v_key, v_value in select * from jsonb_each(v_links) loop
    if v_key not in ('instagram', 'facebook', 'linkedin', 'tiktok', 'youtube', 'site') then
      perform private.dm_raise('Rede social desconhecida.');
    end if;
    continue when jsonb_typeof(v_value) = 'null';
    v_url := btrim(coalesce(v_value #>> '{}', ''));
    continue when v_url = '';
    -- An https address of the network itself (the site: any https address), so a link named
    -- "Instagram" cannot lead anywhere else.
    if jsonb_typeof(v_value) <> 'string' or length(v_url) > 300 or v_url !~ '^https://[^\s"<>]+$'
       or (v_key = 'instagram' and v_url !~* '^https://([a-z0-9-]+\.)*instagram\.com(/|$)')
       or (v_key = 'facebook' and v_url !~* '^https://([a-z0-9-]+\.)*(facebook\.com|fb\.com)(/|$)')
       or (v_key = 'linkedin' and v_url !~* '^https://([a-z0-9-]+\.)*linkedin\.com(/|$)')
       or (v_key = 'tiktok' and v_url !~* '^https://([a-z0-9-]+\.)*tiktok\.com(/|$)')
       or (v_key = 'youtube' and v_url !~* '^https://([a-z0-9-]+\.)*(youtube\.com|youtu\.be)(/|$)') then
      perform private.dm_raise(format('Informe um endereço https:// válido para %s.', case v_key
        when 'instagram' then 'o Instagram' when 'facebook' then 'o Facebook' when 'linkedin' then 'o LinkedIn'
        when 'tiktok' then 'o TikTok' when 'youtube' then 'o YouTube' else 'o site' end));
    end if;
    v_clean := v_clean || jsonb_build_object(v_key, v_url);
  end loop;

  select p.profile_visibility into v_old from public.profiles p where p.id = v_uid for update;
  if not found then
    raise exception 'profile not found' using errcode = 'PT404';
  end if;
  begin
    update public.profiles set
      handle = v_handle, profile_visibility = v_visibility, bio = v_bio, city = v_city, state = v_state,
      offers = v_offers, needs = v_needs, offers_note = v_offers_note, needs_note = v_needs_note,
      social_links = v_clean,
      profile_visibility_changed_at = case when v_old is distinct from v_visibility or profile_visibility_changed_at is null
                                           then now() else profile_visibility_changed_at end
    where id = v_uid;
  exception when unique_violation then
    perform private.dm_raise('Este endereço já está em uso. Escolha outro.');
  end;
  if v_old is distinct from v_visibility
     or not exists (select 1 from public.profile_visibility_consents c where c.user_id = v_uid) then
    insert into public.profile_visibility_consents (user_id, visibility) values (v_uid, v_visibility);
  end if;
end;
$$;
comment on function public.update_member_profile(text, text, text, text, text, text[], text[], text, text, jsonb) is
  'Her own directory profile (handle, visibility, bio, city, UF, offers, needs, notes, social links). Every refusal is P0001 with the pt-BR message; records the visibility choice (LGPD) when it changes.';

-- The full profile as others may see it (the caller checked that she may).
create function private.member_profile_json(p_id uuid)
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
      '[]'::jsonb))
  from public.profiles p where p.id = p_id
$$;
revoke execute on function private.member_profile_json(uuid) from public, anon, authenticated;

create function public.get_member_profile(p_handle text)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_profile public.profiles;
begin
  select * into v_profile from public.profiles p where p.handle = lower(btrim(coalesce(p_handle, '')));
  if v_profile.id is null then
    return null;
  end if;
  if auth.uid() is not null and auth.uid() = v_profile.id then
    return private.member_profile_json(v_profile.id);
  end if;
  if v_profile.profile_visibility = 'hidden'
     or (auth.uid() is not null and private.is_blocked_pair(auth.uid(), v_profile.id)) then
    return null;
  end if;
  if v_profile.profile_visibility = 'members' and auth.uid() is null then
    return jsonb_build_object('handle', v_profile.handle, 'visibility', 'members');
  end if;
  return private.member_profile_json(v_profile.id);
end;
$$;
comment on function public.get_member_profile(text) is
  'A profile by handle as the caller may see it: public → full; members-only → full for members, {handle, visibility} for visitors; hidden → full only for herself; null when hidden, unknown or across a block. Never e-mail, phone or address.';

create function public.list_member_profiles(
  p_query text default null, p_skill text default null, p_need text default null, p_city text default null,
  p_state text default null, p_limit integer default 24, p_offset integer default 0
)
returns table (
  id uuid, handle text, full_name text, avatar_url text, bio text, city text, state text, offers text[],
  needs text[], total_count bigint
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
  )
  select p.id, p.handle, private.member_display_name(p.full_name), p.avatar_url, p.bio, p.city, p.state,
         p.offers, p.needs, count(*) over ()
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
  order by lower(extensions.unaccent(p.full_name)), p.id
  limit least(greatest(coalesce(p_limit, 24), 1), 100)
  offset greatest(coalesce(p_offset, 0), 0)
$$;
comment on function public.list_member_profiles(text, text, text, text, text, integer, integer) is
  'The members'' directory: visitors see public profiles, members public and members-only ones; never hidden ones nor anyone across a block. Filters: name/text, offered skill, needed skill, city, UF. Ordered by name; total_count on each row.';

create function public.member_handle_refs()
returns table (handle text, updated_at timestamptz)
language sql
stable
security definer
set search_path = ''
as $$
  select p.handle, p.updated_at from public.profiles p
  where p.profile_visibility = 'public' and p.handle is not null
  order by p.handle
$$;
comment on function public.member_handle_refs() is 'Handles of public profiles (sitemap, static params).';

create function public.get_profile_handles(p_ids uuid[])
returns table (user_id uuid, handle text, visibility text)
language sql
stable
security definer
set search_path = ''
as $$
  select p.id, p.handle, p.profile_visibility from public.profiles p
  where p.id = any ((coalesce(p_ids, '{}'::uuid[]))[1:200])
    and p.handle is not null
    and private.can_see_member_profile(p.id, p.profile_visibility)
$$;
comment on function public.get_profile_handles(uuid[]) is
  'Author links: the handles of the given members (at most 200) whose profile the caller may see.';

-- ---------------------------------------------------------------------------------------------
-- Direct messages: API functions
-- ---------------------------------------------------------------------------------------------

/*
 * Starts a conversation with p_recipient (or adds to the pair's existing one). Reachable: a
 * profile that is not hidden, the owner of a listed business (context 'business'), the seller
 * of a shown product (context 'product': the product is quoted), a co-member of a group (context
 * 'group'). Refusals are P0001 with the pt-BR message.
 */
create function public.start_conversation(
  p_recipient uuid, p_body text, p_context_kind text default null, p_context_id uuid default null
)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := auth.uid();
  v_body text;
  v_recipient public.profiles;
  v_key text;
  v_conversation uuid;
  v_quote jsonb;
  v_reachable boolean := false;
  v_limit integer;
begin
  if v_uid is null then
    raise exception 'permission denied: sign in first' using errcode = '42501';
  end if;
  v_body := private.clean_message_body(p_body);
  if v_body = '' then
    perform private.dm_raise('Escreva uma mensagem.');
  end if;
  if p_context_kind is not null and p_context_kind not in ('profile', 'business', 'product', 'group') then
    perform private.dm_raise('Não é possível enviar mensagens para esta pessoa.');
  end if;
  select * into v_recipient from public.profiles p where p.id = p_recipient;
  if v_recipient.id is null or v_recipient.id = v_uid or private.is_blocked_pair(v_uid, v_recipient.id) then
    perform private.dm_raise('Não é possível enviar mensagens para esta pessoa.');
  end if;
  perform private.assert_may_send(v_uid);

  -- The quote comes from the context, never from the caller's words.
  if p_context_kind = 'product' then
    select jsonb_build_object('kind', 'product', 'title', pr.name, 'price_cents', pr.price_cents,
                              'path', '/loja/' || pr.slug)
    into v_quote
    from public.products pr join public.businesses b on b.id = pr.business_id
    where pr.id = p_context_id and not pr.hidden and b.owner_id = v_recipient.id and b.status = 'approved' and b.active;
    v_reachable := v_quote is not null;
  elsif p_context_kind = 'business' then
    select jsonb_build_object('kind', 'business', 'title', b.name, 'path', '/diretorio/' || b.slug)
    into v_quote
    from public.businesses b
    where b.id = p_context_id and b.owner_id = v_recipient.id and b.status = 'approved' and b.active;
    v_reachable := v_quote is not null;
  elsif p_context_kind = 'group' then
    v_reachable := exists (
      select 1 from public.community_memberships a join public.community_memberships b on b.group_id = a.group_id
      where a.group_id = p_context_id and a.user_id = v_uid and a.status = 'active'
        and b.user_id = v_recipient.id and b.status = 'active');
  end if;
  v_reachable := v_reachable or v_recipient.profile_visibility <> 'hidden';

  v_key := least(v_uid::text, v_recipient.id::text) || ':' || greatest(v_uid::text, v_recipient.id::text);
  -- One conversation per pair: two first messages at once must not both create one.
  perform pg_advisory_xact_lock(hashtextextended('conversation:' || v_key, 0));
  select c.id into v_conversation from public.conversations c where c.pair_key = v_key;
  if v_conversation is not null then
    perform private.append_direct_message(v_conversation, v_uid, v_body, null, v_quote);
    return v_conversation;
  end if;
  if not v_reachable then
    perform private.dm_raise('Não é possível enviar mensagens para esta pessoa.');
  end if;

  -- The daily ledger, locked per member so parallel starts count one another.
  perform pg_advisory_xact_lock(hashtextextended('conversation_starts:' || v_uid::text, 0));
  v_limit := private.conversation_start_limit(v_uid);
  if private.conversation_starts_today(v_uid) >= v_limit then
    perform private.dm_raise(format('Você atingiu o limite de %s novas conversas por dia. Tente novamente amanhã.', v_limit));
  end if;
  insert into public.conversation_starts (user_id) values (v_uid);
  insert into public.conversations (pair_key, created_by) values (v_key, v_uid) returning id into v_conversation;
  insert into public.conversation_members (conversation_id, user_id, last_read_at)
  values (v_conversation, v_uid, now()), (v_conversation, v_recipient.id, null);
  perform private.append_direct_message(v_conversation, v_uid, v_body, null, v_quote);
  return v_conversation;
end;
$$;
comment on function public.start_conversation(uuid, text, text, uuid) is
  'First message to a member (profile not hidden, or owner of a listed business, seller of a shown product, co-member of a group by context). Adds to the pair''s conversation when there is one; otherwise counts a start (5 a day under 7 days of account, 20 after; São Paulo day). Refuses herself, blocks either way and muted members (P0001, pt-BR). Returns the conversation id.';

-- Her allowance of new conversations today (the composer may show it; tests read the numbers).
create function public.conversation_start_allowance()
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
  return jsonb_build_object('limit', private.conversation_start_limit(auth.uid()),
                            'used', private.conversation_starts_today(auth.uid()));
end;
$$;
comment on function public.conversation_start_allowance() is
  'The caller''s daily limit of new conversations and how many she started today (São Paulo day): {limit, used}.';

create function public.send_direct_message(p_conversation uuid, p_body text, p_image_path text default null)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := auth.uid();
  v_body text;
  v_image text := nullif(btrim(coalesce(p_image_path, '')), '');
  v_other uuid;
begin
  if v_uid is null then
    raise exception 'permission denied: sign in first' using errcode = '42501';
  end if;
  if not private.is_conversation_member(p_conversation) then
    raise exception 'conversation not found' using errcode = 'PT404';
  end if;
  v_body := private.clean_message_body(p_body);
  if v_body = '' and v_image is null then
    perform private.dm_raise('Escreva uma mensagem ou escolha uma imagem.');
  end if;
  if v_image is not null and (v_image !~ ('^' || p_conversation::text || '/[A-Za-z0-9_-]{1,80}\.(webp|jpe?g|png)$')) then
    perform private.dm_raise('Não foi possível anexar esta imagem.');
  end if;
  select m.user_id into v_other from public.conversation_members m
  where m.conversation_id = p_conversation and m.user_id <> v_uid;
  if v_other is null or private.is_blocked_pair(v_uid, v_other) then
    perform private.dm_raise('Não é possível enviar mensagens para esta pessoa.');
  end if;
  perform private.assert_may_send(v_uid);
  return private.append_direct_message(p_conversation, v_uid, v_body, v_image, null);
end;
$$;
comment on function public.send_direct_message(uuid, text, text) is
  'A message in her conversation: text (at most 4000) and/or an image of message-images/{conversation}/. Refused across a block, when the other left, or while muted (P0001, pt-BR).';

create function public.mark_conversation_read(p_conversation uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not private.is_conversation_member(p_conversation) then
    raise exception 'conversation not found' using errcode = 'PT404';
  end if;
  update public.conversation_members set last_read_at = now()
  where conversation_id = p_conversation and user_id = auth.uid();
  update public.notifications set read = true
  where user_id = auth.uid() and type = 'direct_message' and not read
    and data ->> 'conversation_id' = p_conversation::text;
end;
$$;

create function public.hide_conversation(p_conversation uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not private.is_conversation_member(p_conversation) then
    raise exception 'conversation not found' using errcode = 'PT404';
  end if;
  update public.conversation_members set hidden_at = now(), last_read_at = now()
  where conversation_id = p_conversation and user_id = auth.uid();
end;
$$;
comment on function public.hide_conversation(uuid) is
  'Takes the conversation out of her list until the next message. Gives no start back to the daily limit.';

create function public.unread_conversation_count()
returns integer
language sql
stable
security definer
set search_path = ''
as $$
  select count(*)::integer from public.conversation_members m
  where m.user_id = auth.uid()
    and exists (
      select 1 from public.direct_messages d
      where d.conversation_id = m.conversation_id
        and d.sender_id is distinct from auth.uid()
        and d.created_at > coalesce(m.last_read_at, '-infinity'::timestamptz))
$$;
comment on function public.unread_conversation_count() is
  'Her conversations with a message from the other after her read marker.';

/*
 * Her conversations, newest first, with the other participant as she may name her (name and
 * photo; handle only when that profile is visible to her), the last message and the unread mark.
 * Hidden ones are left out unless p_conversation names one.
 */
create function public.list_my_conversations(p_conversation uuid default null)
returns table (
  conversation_id uuid, other_id uuid, other_name text, other_avatar_url text, other_handle text,
  last_message_body text, last_message_sender_id uuid, last_message_at timestamptz, unread boolean,
  hidden boolean, blocked_by_me boolean, blocked_me boolean
)
language sql
stable
security definer
set search_path = ''
as $$
  select m.conversation_id, o.user_id,
         case when o.user_id is null then 'Ex-associada' else private.member_display_name(p.full_name) end,
         p.avatar_url,
         case when p.id is not null and private.can_see_member_profile(p.id, p.profile_visibility) then p.handle end,
         last.body, last.sender_id, c.last_message_at,
         coalesce(last.sender_id is distinct from auth.uid()
                  and last.created_at > coalesce(m.last_read_at, '-infinity'::timestamptz), false),
         m.hidden_at is not null,
         exists (select 1 from public.member_blocks b where b.blocker_id = auth.uid() and b.blocked_id = o.user_id),
         exists (select 1 from public.member_blocks b where b.blocker_id = o.user_id and b.blocked_id = auth.uid())
  from public.conversation_members m
    join public.conversations c on c.id = m.conversation_id
    left join public.conversation_members o on o.conversation_id = m.conversation_id and o.user_id <> m.user_id
    left join public.profiles p on p.id = o.user_id
    left join lateral (
      select d.body, d.sender_id, d.created_at from public.direct_messages d
      where d.conversation_id = m.conversation_id order by d.created_at desc, d.id desc limit 1
    ) last on true
  where m.user_id = auth.uid()
    and (case when p_conversation is null then m.hidden_at is null else m.conversation_id = p_conversation end)
  order by c.last_message_at desc
  limit 200
$$;
comment on function public.list_my_conversations(uuid) is
  'Her conversations (or the one named, even hidden): the other participant''s shown name, photo and visible handle, the last message, unread, hidden and block marks. Never e-mail or phone.';

create function public.block_member(p_user uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if auth.uid() is null then
    raise exception 'permission denied: sign in first' using errcode = '42501';
  end if;
  if p_user is null or p_user = auth.uid() or not exists (select 1 from public.profiles p where p.id = p_user) then
    perform private.dm_raise('Não é possível bloquear esta pessoa.');
  end if;
  insert into public.member_blocks (blocker_id, blocked_id) values (auth.uid(), p_user)
  on conflict do nothing;
end;
$$;
comment on function public.block_member(uuid) is
  'She blocks a member: no messages either way, and neither finds the other in the directory.';

create function public.unblock_member(p_user uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if auth.uid() is null then
    raise exception 'permission denied: sign in first' using errcode = '42501';
  end if;
  delete from public.member_blocks where blocker_id = auth.uid() and blocked_id = p_user;
end;
$$;

create function public.report_conversation(p_conversation uuid, p_message uuid, p_reason text, p_details text)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := auth.uid();
  v_details text := nullif(btrim(coalesce(p_details, '')), '');
  v_sender uuid;
  v_reported uuid;
  v_id uuid;
  v_admin uuid;
begin
  if v_uid is null then
    raise exception 'permission denied: sign in first' using errcode = '42501';
  end if;
  if not private.is_conversation_member(p_conversation) then
    raise exception 'conversation not found' using errcode = 'PT404';
  end if;
  if p_reason is null or p_reason not in ('assedio', 'spam', 'golpe', 'conteudo_improprio', 'outro') then
    perform private.dm_raise('Escolha o motivo da denúncia.');
  end if;
  if length(v_details) > 1000 then
    perform private.dm_raise('Os detalhes podem ter no máximo 1000 caracteres.');
  end if;
  if p_message is not null then
    select d.sender_id into v_sender from public.direct_messages d
    where d.id = p_message and d.conversation_id = p_conversation;
    if not found then
      perform private.dm_raise('Esta mensagem não é desta conversa.');
    end if;
  end if;
  v_reported := case when v_sender is not null and v_sender <> v_uid then v_sender else (
    select m.user_id from public.conversation_members m
    where m.conversation_id = p_conversation and m.user_id <> v_uid) end;
  -- The same open report again answers the first one's id (a double click, a retry).
  select r.id into v_id from public.message_reports r
  where r.conversation_id = p_conversation and r.reporter_id = v_uid and r.status = 'open'
    and r.message_id is not distinct from p_message;
  if v_id is not null then
    return v_id;
  end if;
  insert into public.message_reports (conversation_id, message_id, reporter_id, reported_id, reason, details)
  values (p_conversation, p_message, v_uid, v_reported, p_reason, v_details)
  returning id into v_id;
  for v_admin in select p.id from public.profiles p where p.is_admin loop
    perform private.notify(v_admin, 'message_report', 'Nova denúncia de mensagem',
      'Uma associada denunciou uma conversa. Veja na fila de moderação.', '/admin/mensagens',
      jsonb_build_object('report_id', v_id, 'conversation_id', p_conversation));
  end loop;
  return v_id;
end;
$$;
comment on function public.report_conversation(uuid, uuid, text, text) is
  'A participant reports the conversation (or one message of it) with a reason; the conversation opens to admins and they are notified. The same open report again returns its id.';

/*
 * An admin decides on a report: dismiss, warn, mute (no messages for p_days) or suspend (the
 * server action also bans the account in Auth for p_days). Audited as message_report.resolve.
 */
create function public.resolve_message_report(p_report uuid, p_action text, p_note text, p_days integer default null)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_report public.message_reports;
  v_note text := nullif(btrim(coalesce(p_note, '')), '');
  v_until timestamptz;
  v_kind text;
begin
  if auth.uid() is null or not public.is_admin() then
    raise exception 'permission denied: admins only' using errcode = '42501';
  end if;
  select * into v_report from public.message_reports r where r.id = p_report for update;
  if v_report.id is null then
    raise exception 'report not found' using errcode = 'PT404';
  end if;
  if v_report.status <> 'open' then
    perform private.dm_raise('Esta denúncia já foi resolvida.');
  end if;
  if p_action is null or p_action not in ('dismiss', 'warn', 'mute', 'suspend') then
    perform private.dm_raise('Escolha uma ação.');
  end if;
  if length(v_note) > 1000 then
    perform private.dm_raise('A observação pode ter no máximo 1000 caracteres.');
  end if;
  if p_action in ('mute', 'suspend') then
    if p_days is null or p_days not between 1 and 90 then
      perform private.dm_raise('Informe de 1 a 90 dias.');
    end if;
    v_until := now() + make_interval(days => p_days);
  end if;
  if p_action <> 'dismiss' and v_report.reported_id is null then
    perform private.dm_raise('A conta denunciada não existe mais.');
  end if;

  update public.message_reports set
    status = case when p_action = 'dismiss' then 'dismissed' else 'resolved' end,
    resolution = p_action, resolution_note = v_note, resolved_by = auth.uid(), resolved_at = now()
  where id = p_report;

  if p_action <> 'dismiss' then
    v_kind := case p_action when 'warn' then 'warning' when 'mute' then 'mute' else 'suspension' end;
    insert into public.member_sanctions (user_id, kind, reason, until, report_id, created_by)
    values (v_report.reported_id, v_kind, v_note, v_until, p_report, auth.uid());
    perform private.notify(v_report.reported_id, 'member_sanction',
      case p_action when 'warn' then 'Advertência da moderação'
                    when 'mute' then 'Seu envio de mensagens foi suspenso'
                    else 'Sua conta foi suspensa' end,
      case p_action
        when 'warn' then 'Uma conversa sua foi denunciada e a moderação registrou uma advertência. Leia as diretrizes da comunidade.'
        when 'mute' then format('Após uma denúncia, você não poderá enviar mensagens até %s. Leia as diretrizes da comunidade.',
                                to_char(v_until at time zone 'America/Sao_Paulo', 'DD/MM/YYYY "às" HH24:MI'))
        else format('Após uma denúncia, sua conta fica suspensa até %s. Leia as diretrizes da comunidade.',
                    to_char(v_until at time zone 'America/Sao_Paulo', 'DD/MM/YYYY "às" HH24:MI')) end
      || case when v_note is not null then ' Motivo: ' || v_note else '' end,
      '/diretrizes',
      jsonb_build_object('report_id', p_report, 'kind', v_kind, 'until', v_until));
  end if;

  -- The reported member is the target the overview names; a report about a deleted account is its own.
  perform private.audit('message_report.resolve',
    case when v_report.reported_id is null then 'message_report' else 'profile' end,
    coalesce(v_report.reported_id::text, p_report::text),
    jsonb_build_object('report_id', p_report, 'action', p_action, 'days', p_days, 'note', v_note,
                       'member_name', private.member_display_name(
                         (select p.full_name from public.profiles p where p.id = v_report.reported_id))));
end;
$$;
comment on function public.resolve_message_report(uuid, text, text, integer) is
  'Admins only. dismiss → dismissed; warn → warning sanction; mute → no messages for p_days (1–90); suspend → suspension for p_days (the app bans the account in Auth). The reported member is notified; audited as message_report.resolve.';

revoke execute on function
  public.update_member_profile(text, text, text, text, text, text[], text[], text, text, jsonb),
  public.get_member_profile(text),
  public.list_member_profiles(text, text, text, text, text, integer, integer),
  public.member_handle_refs(), public.get_profile_handles(uuid[]),
  public.start_conversation(uuid, text, text, uuid), public.conversation_start_allowance(),
  public.send_direct_message(uuid, text, text), public.mark_conversation_read(uuid),
  public.hide_conversation(uuid), public.unread_conversation_count(), public.list_my_conversations(uuid),
  public.block_member(uuid), public.unblock_member(uuid),
  public.report_conversation(uuid, uuid, text, text), public.resolve_message_report(uuid, text, text, integer)
from public, anon, authenticated;
grant execute on function
  public.get_member_profile(text),
  public.list_member_profiles(text, text, text, text, text, integer, integer),
  public.member_handle_refs(), public.get_profile_handles(uuid[])
to anon, authenticated, service_role;
grant execute on function
  public.update_member_profile(text, text, text, text, text, text[], text[], text, text, jsonb),
  public.start_conversation(uuid, text, text, uuid), public.conversation_start_allowance(),
  public.send_direct_message(uuid, text, text), public.mark_conversation_read(uuid),
  public.hide_conversation(uuid), public.unread_conversation_count(), public.list_my_conversations(uuid),
  public.block_member(uuid), public.unblock_member(uuid),
  public.report_conversation(uuid, uuid, text, text), public.resolve_message_report(uuid, text, text, integer)
to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- Account deletion: her messages read "mensagem removida", the other side's stay. The foreign
-- key sets sender_id to null when her profile goes (delete_user_account deletes the auth user);
-- this trigger then clears the text and the image (its object too).
-- ---------------------------------------------------------------------------------------------
create function private.direct_messages_before_update()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if old.sender_id is not null and new.sender_id is null then
    new.body := 'mensagem removida';
    new.removed := true;
    new.quote := null;
    if old.image_path is not null then
      -- Storage refuses direct deletes unless this transaction-local setting says it is meant.
      perform set_config('storage.allow_delete_query', 'true', true);
      delete from storage.objects o where o.bucket_id = 'message-images' and o.name = old.image_path;
      new.image_path := null;
    end if;
  end if;
  return new;
end;
$$;
create trigger direct_messages_before_update before update on public.direct_messages
  for each row execute function private.direct_messages_before_update();
revoke execute on function private.direct_messages_before_update() from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- Notifications: a category per row, so preferences can tell areas apart
-- ---------------------------------------------------------------------------------------------
alter table public.notifications
  add column category text not null default 'general'
    constraint notifications_category_check check (category in (
      'messages', 'community', 'directory', 'shop', 'projects', 'learning', 'ambassadors', 'account', 'general'));
comment on column public.notifications.category is
  'The area a notification belongs to (preferences): set from type and action_url by a trigger unless the writer chose one.';

-- From the type, and for the catch-all user_action from where it leads.
create function private.notification_category(p_type text, p_action_url text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case
    when p_type in ('direct_message', 'message_report') then 'messages'
    when p_type in ('community', 'new_message') then 'community'
    when p_type = 'new_review' then 'directory'
    when p_type = 'appointment' then 'projects'
    when p_type in ('certificate_issued', 'track_new_material') then 'learning'
    when p_type in ('welcome', 'member_sanction') then 'account'
    when p_type like 'ambassador%' or p_type like 'commission%' then 'ambassadors'
    when p_action_url like '/mensagens%' then 'messages'
    when p_action_url like '/comunidade%' then 'community'
    when p_action_url like '/dashboard/negocio/produtos%' or p_action_url like '/loja%' then 'shop'
    when p_action_url like '/diretorio%' or p_action_url like '/dashboard/negocio%' then 'directory'
    when p_action_url like '/projetos%' then 'projects'
    when p_action_url like '/aprender%' or p_action_url like '/certificados%' then 'learning'
    when p_type = 'user_action' and (p_action_url = '/dashboard' or p_action_url like '/admin%') then 'account'
    else 'general'
  end
$$;

-- Definer: every writer of notifications (definer functions, and the service role of the server and
-- the tests) fires it, and none of them may execute the private helper itself.
create function private.notifications_set_category()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.category = 'general' then
    new.category := private.notification_category(new.type, new.action_url);
  end if;
  return new;
end;
$$;
create trigger notifications_set_category before insert on public.notifications
  for each row execute function private.notifications_set_category();
revoke execute on function private.notification_category(text, text), private.notifications_set_category()
from public, anon, authenticated;

update public.notifications n set category = private.notification_category(n.type, n.action_url)
where n.category = 'general';

-- ---------------------------------------------------------------------------------------------
-- Grants and row-level security. No direct writes: the functions above are the only writers.
-- ---------------------------------------------------------------------------------------------
alter table public.member_skills enable row level security;
alter table public.profile_visibility_consents enable row level security;
alter table public.conversations enable row level security;
alter table public.conversation_members enable row level security;
alter table public.direct_messages enable row level security;
alter table public.member_blocks enable row level security;
alter table public.conversation_starts enable row level security;
alter table public.message_reports enable row level security;
alter table public.member_sanctions enable row level security;

revoke all on public.member_skills, public.profile_visibility_consents, public.conversations,
  public.conversation_members, public.direct_messages, public.member_blocks, public.conversation_starts,
  public.message_reports, public.member_sanctions
from anon, authenticated;
grant all on public.member_skills, public.profile_visibility_consents, public.conversations,
  public.conversation_members, public.direct_messages, public.member_blocks, public.conversation_starts,
  public.message_reports, public.member_sanctions
to service_role;

grant select on public.member_skills to anon, authenticated;
create policy "member_skills: everyone reads" on public.member_skills
  for select to anon, authenticated using (true);

grant select on public.profile_visibility_consents to authenticated;
create policy "profile_visibility_consents: she reads her own" on public.profile_visibility_consents
  for select to authenticated using (user_id = (select auth.uid()));

grant select on public.conversations to authenticated;
create policy "conversations: participants, admins when reported" on public.conversations
  for select to authenticated using (private.can_read_conversation(id));

grant select on public.conversation_members to authenticated;
create policy "conversation_members: participants, admins when reported" on public.conversation_members
  for select to authenticated using (private.can_read_conversation(conversation_id));

grant select on public.direct_messages to authenticated;
create policy "direct_messages: participants, admins when reported" on public.direct_messages
  for select to authenticated using (private.can_read_conversation(conversation_id));

grant select on public.member_blocks to authenticated;
create policy "member_blocks: she reads her own" on public.member_blocks
  for select to authenticated using (blocker_id = (select auth.uid()));

-- conversation_starts: she may read her own starts (the count the limit speaks of); only the
-- definer functions write, and nobody deletes.
grant select on public.conversation_starts to authenticated;
create policy "conversation_starts: she reads her own" on public.conversation_starts
  for select to authenticated using (user_id = (select auth.uid()));

grant select on public.message_reports to authenticated;
create policy "message_reports: the reporter and admins read" on public.message_reports
  for select to authenticated using (reporter_id = (select auth.uid()) or (select public.is_admin()));

grant select on public.member_sanctions to authenticated;
create policy "member_sanctions: she and admins read" on public.member_sanctions
  for select to authenticated using (user_id = (select auth.uid()) or (select public.is_admin()));

-- Realtime: a new message appears in the open conversation; the select policy above decides who
-- receives it.
alter publication supabase_realtime add table public.direct_messages;

-- ---------------------------------------------------------------------------------------------
-- Storage: message-images/{conversation id}/{file}, private. Participants upload and read;
-- admins read once the conversation was reported.
-- ---------------------------------------------------------------------------------------------
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types) values
  ('message-images', 'message-images', false, 5242880, array['image/webp', 'image/jpeg', 'image/png'])
on conflict (id) do update set
  public = excluded.public,
  file_size_limit = excluded.file_size_limit,
  allowed_mime_types = excluded.allowed_mime_types;

create policy "message-images: participants upload" on storage.objects
  for insert to authenticated
  with check (bucket_id = 'message-images' and private.can_upload_message_image(objects.name));
create policy "message-images: participants and admins of reported conversations read" on storage.objects
  for select to authenticated
  using (bucket_id = 'message-images' and private.can_read_message_image(objects.name));

-- ---------------------------------------------------------------------------------------------
-- LGPD: "Baixar meus dados" (the function of 20261130100001_learning.sql) adds her directory
-- profile and visibility choices, her conversations (with the other participant's name and every
-- message, hers and theirs), her blocks, her reports and the sanctions decided on her.
-- ---------------------------------------------------------------------------------------------
create or replace function public.export_user_data(p_user_id uuid)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_email text;
  v_result jsonb;
  v_revisions jsonb := '[]'::jsonb;
begin
  if not private.is_service_role() then
    raise exception 'permission denied: the export is assembled by the server' using errcode = '42501';
  end if;
  select p.email into v_email from public.profiles p where p.id = p_user_id;
  if not found then
    raise exception 'user not found' using errcode = 'PT404';
  end if;

  -- The blog editor's revisions come with a migration of their own; read them when it is there.
  if to_regclass('public.blog_post_revisions') is not null then
    execute $q$
      select coalesce(jsonb_agg(jsonb_build_object(
        'post', b.title, 'title', r.title, 'created_at', r.created_at) order by r.created_at), '[]'::jsonb)
      from public.blog_post_revisions r join public.blog_posts b on b.id = r.post_id
      where r.author_id = $1
    $q$ into v_revisions using p_user_id;
  end if;

  select jsonb_build_object(
    'exported_at', now(),
    'account', (
      select jsonb_build_object(
        'email', u.email,
        'pending_new_email', nullif(u.email_change, ''),
        'created_at', u.created_at,
        'email_confirmed_at', u.email_confirmed_at,
        'last_sign_in_at', u.last_sign_in_at)
      from auth.users u where u.id = p_user_id),
    'profile', (
      select jsonb_build_object(
        'id', p.id, 'email', p.email, 'full_name', p.full_name, 'phone', p.phone, 'bio', p.bio,
        'city', p.city, 'state', p.state, 'avatar_url', p.avatar_url,
        'instructor_interest', p.instructor_interest, 'subscription_types', p.subscription_types,
        'onboarding_completed', p.onboarding_completed, 'newsletter_subscribed', p.newsletter_subscribed,
        'is_admin', p.is_admin, 'can_edit_blog', p.can_edit_blog,
        'created_at', p.created_at, 'updated_at', p.updated_at)
      from public.profiles p where p.id = p_user_id),
    'roles', (select to_jsonb(p.roles) from public.profiles p where p.id = p_user_id),
    'permissions', coalesce((
      select jsonb_agg(jsonb_build_object(
        'permission_name', g.permission_name, 'active', g.active, 'expires_at', g.expires_at,
        'created_at', g.created_at, 'revoked_at', g.revoked_at) order by g.created_at)
      from public.user_permissions g where g.user_id = p_user_id), '[]'::jsonb),
    -- The consent record (LGPD): when and where she consented, confirmed and withdrew.
    'newsletter_subscriptions', coalesce((
      select jsonb_agg(jsonb_build_object(
        'email', s.email, 'name', s.name, 'status', s.status, 'origin', s.origin,
        'subscribed_at', s.subscribed_at, 'consent_at', s.consent_at, 'consent_source', s.consent_source,
        'confirmed_at', s.confirmed_at, 'unsubscribed_at', s.unsubscribed_at))
      from public.newsletter_subscribers s where s.email = v_email), '[]'::jsonb),
    'notifications', coalesce((
      select jsonb_agg(jsonb_build_object(
        'type', n.type, 'title', n.title, 'message', n.message, 'read', n.read,
        'action_url', n.action_url, 'created_at', n.created_at) order by n.created_at desc)
      from public.notifications n where n.user_id = p_user_id), '[]'::jsonb),
    -- Reviews she wrote, with the moderation and the owner's answer they received.
    'reviews', coalesce((
      select jsonb_agg(jsonb_build_object(
        'business', b.name, 'author_name', r.author_name, 'rating', r.rating, 'comment', r.comment,
        'approved', r.approved, 'rejection_reason', r.rejection_reason, 'owner_reply', r.owner_reply,
        'created_at', r.created_at, 'updated_at', r.updated_at) order by r.created_at)
      from public.business_reviews r join public.businesses b on b.id = r.business_id
      where r.author_id = p_user_id), '[]'::jsonb),
    'posts', coalesce((
      select jsonb_agg(jsonb_build_object(
        'title', b.title, 'slug', b.slug, 'status', b.status, 'excerpt', b.excerpt,
        'published_at', b.published_at, 'created_at', b.created_at, 'updated_at', b.updated_at)
        order by b.created_at)
      from public.blog_posts b where b.author_id = p_user_id), '[]'::jsonb),
    'post_revisions', v_revisions,
    -- Her listings, their moderation, the answers she gave to their reviews (her words only:
    -- the reviews themselves are their authors') and the products of her shop window.
    'businesses', coalesce((
      select jsonb_agg(jsonb_build_object(
        'name', b.name, 'slug', b.slug, 'description', b.description, 'category', b.category,
        'city', b.city, 'state', b.state, 'website_url', b.website_url, 'instagram_url', b.instagram_url,
        'whatsapp', b.whatsapp, 'contact_email', b.contact_email, 'logo_url', b.logo_url,
        'accepts_orders', b.accepts_orders, 'sells_online', b.sells_online,
        'status', b.status, 'rejection_reason', b.rejection_reason, 'active', b.active,
        'submitted_at', b.submitted_at, 'reviewed_at', b.reviewed_at, 'created_at', b.created_at,
        'review_answers', coalesce((
          select jsonb_agg(jsonb_build_object('answer', r.owner_reply, 'answered_at', r.owner_replied_at)
            order by r.owner_replied_at)
          from public.business_reviews r where r.business_id = b.id and r.owner_reply is not null), '[]'::jsonb))
        order by b.created_at)
      from public.businesses b where b.owner_id = p_user_id), '[]'::jsonb),
    -- The edits she proposed that wait for an administrator (20261127110001): every field as she
    -- wrote it, beside the public name of the listing it would change.
    'business_revisions', coalesce((
      select jsonb_agg(jsonb_build_object(
        'business', b.name, 'name', r.name, 'slug', r.slug, 'description', r.description,
        'category', r.category, 'city', r.city, 'state', r.state, 'website_url', r.website_url,
        'instagram_url', r.instagram_url, 'whatsapp', r.whatsapp, 'contact_email', r.contact_email,
        'logo_url', r.logo_url, 'accepts_orders', r.accepts_orders, 'sells_online', r.sells_online,
        'submitted_at', r.submitted_at, 'updated_at', r.updated_at) order by r.submitted_at)
      from public.business_revisions r join public.businesses b on b.id = r.business_id
      where r.owner_id = p_user_id), '[]'::jsonb),
    'products', coalesce((
      select jsonb_agg(jsonb_build_object(
        'business', b.name, 'name', x.name, 'slug', x.slug, 'description', x.description,
        'category', x.category, 'price_cents', x.price_cents, 'availability', x.availability,
        'photos', to_jsonb(x.photos), 'hidden', x.hidden, 'hidden_reason', x.hidden_reason,
        'created_at', x.created_at, 'updated_at', x.updated_at) order by x.created_at)
      from public.products x join public.businesses b on b.id = x.business_id
      where b.owner_id = p_user_id), '[]'::jsonb),
    'community', jsonb_build_object(
      'memberships', coalesce((
        select jsonb_agg(jsonb_build_object(
          'group', g.name, 'role', m.role, 'status', m.status, 'member_name', m.member_name,
          'request_message', m.request_message,
          'muted_until', m.muted_until, 'moderation_reason', m.moderation_reason,
          'joined_at', m.joined_at, 'created_at', m.created_at) order by m.created_at)
        from public.community_memberships m join public.community_groups g on g.id = m.group_id
        where m.user_id = p_user_id), '[]'::jsonb),
      'topics', coalesce((
        select jsonb_agg(jsonb_build_object(
          'group', g.name, 'title', t.title, 'pinned', t.pinned, 'locked', t.locked,
          'created_at', t.created_at) order by t.created_at)
        from public.community_topics t join public.community_groups g on g.id = t.group_id
        where t.author_id = p_user_id), '[]'::jsonb),
      -- Her messages as she wrote them, a hidden one's text included (it is kept aside for the
      -- moderators, and it is hers).
      'messages', coalesce((
        select jsonb_agg(jsonb_build_object(
          'group', g.name, 'topic', t.title, 'opening', p.is_opening,
          'body', coalesce(h.body, p.body), 'created_at', p.created_at, 'edited_at', p.edited_at,
          'deleted_at', p.deleted_at, 'hidden_at', p.hidden_at, 'hidden_reason', p.hidden_reason)
          order by p.created_at)
        from public.community_posts p
          join public.community_topics t on t.id = p.topic_id
          join public.community_groups g on g.id = p.group_id
          left join private.community_hidden_bodies h on h.post_id = p.id
        where p.author_id = p_user_id), '[]'::jsonb),
      'supports', coalesce((
        select jsonb_agg(jsonb_build_object('topic', t.title, 'created_at', r.created_at) order by r.created_at)
        from public.community_reactions r
          join public.community_posts p on p.id = r.post_id
          join public.community_topics t on t.id = p.topic_id
        where r.user_id = p_user_id), '[]'::jsonb),
      'reports', coalesce((
        select jsonb_agg(jsonb_build_object(
          'group', g.name, 'topic', t.title, 'reason', c.reason, 'status', c.status,
          'created_at', c.created_at, 'resolved_at', c.resolved_at) order by c.created_at)
        from public.community_reports c
          join public.community_groups g on g.id = c.group_id
          join public.community_posts p on p.id = c.post_id
          join public.community_topics t on t.id = p.topic_id
        where c.reporter_id = p_user_id), '[]'::jsonb),
      'read_markers', coalesce((
        select jsonb_agg(jsonb_build_object('topic', t.title, 'last_read_at', r.last_read_at)
          order by r.last_read_at)
        from public.community_reads r join public.community_topics t on t.id = r.topic_id
        where r.user_id = p_user_id), '[]'::jsonb)),
    'projects', jsonb_build_object(
      'signups', coalesce((
        select jsonb_agg(jsonb_build_object(
          'project', j.title, 'slug', j.slug, 'status', s.status, 'waitlist_position', s.waitlist_position,
          'share_phone', s.share_phone, 'created_at', s.created_at, 'updated_at', s.updated_at)
          order by s.created_at)
        from public.project_signups s join public.projects j on j.id = s.project_id
        where s.user_id = p_user_id), '[]'::jsonb),
      'attendance', coalesce((
        select jsonb_agg(jsonb_build_object(
          'project', j.title, 'session', x.title, 'starts_at', x.starts_at, 'present', a.present,
          'marked_at', a.marked_at) order by x.starts_at)
        from public.project_attendance a
          join public.project_sessions x on x.id = a.session_id
          join public.projects j on j.id = x.project_id
        where a.user_id = p_user_id), '[]'::jsonb),
      'teaching', coalesce((
        select jsonb_agg(jsonb_build_object(
          'project', j.title, 'slug', j.slug, 'display_name', i.display_name, 'created_at', i.created_at)
          order by i.created_at)
        from public.project_instructors i join public.projects j on j.id = i.project_id
        where i.user_id = p_user_id), '[]'::jsonb)),
    -- Issue #36: what she studied, her certificates (revoked ones too) and what she wrote to teach.
    'learning', jsonb_build_object(
      'progress', coalesce((
        select jsonb_agg(jsonb_build_object('material', m.title, 'slug', m.slug, 'completed_at', p.completed_at)
          order by p.completed_at)
        from public.learning_progress p join public.learning_materials m on m.id = p.material_id
        where p.user_id = p_user_id), '[]'::jsonb),
      'certificates', coalesce((
        select jsonb_agg(jsonb_build_object(
          'code', c.code, 'title', c.title, 'kind', c.kind, 'hours', c.hours, 'holder_name', c.holder_name,
          'started_on', c.started_on, 'completed_on', c.completed_on, 'instructor_name', c.instructor_name,
          'issued_at', c.issued_at, 'revoked', c.revoked_at is not null, 'revoked_at', c.revoked_at,
          'revoked_reason', c.revoked_reason) order by c.issued_at)
        from public.certificates c where c.user_id = p_user_id), '[]'::jsonb),
      'materials', coalesce((
        select jsonb_agg(jsonb_build_object(
          'title', m.title, 'slug', m.slug, 'kind', m.kind, 'status', m.status, 'access', m.access,
          'published_at', m.published_at, 'created_at', m.created_at) order by m.created_at)
        from public.learning_materials m where m.author_id = p_user_id), '[]'::jsonb),
      'tracks', coalesce((
        select jsonb_agg(jsonb_build_object(
          'title', t.title, 'slug', t.slug, 'status', t.status, 'published_at', t.published_at,
          'created_at', t.created_at) order by t.created_at)
        from public.learning_tracks t where t.author_id = p_user_id), '[]'::jsonb)),
    -- As an ambassador: her code, her referrals (when, and whether confirmed: never who) and her
    -- commissions. As someone referred: the code she came with.
    'ambassador', (
      select jsonb_build_object(
        'code', a.code, 'created_at', a.created_at,
        'referrals', coalesce((
          select jsonb_agg(jsonb_build_object(
            'code', r.code, 'created_at', r.created_at, 'confirmed_at', r.confirmed_at) order by r.created_at)
          from public.referrals r where r.ambassador_id = a.user_id), '[]'::jsonb),
        'commissions', coalesce((
          select jsonb_agg(jsonb_build_object(
            'kind', e.kind, 'description', e.description, 'amount_cents', e.amount_cents, 'status', e.status,
            'created_at', e.created_at, 'approved_at', e.approved_at, 'paid_at', e.paid_at)
            order by e.created_at)
          from public.commission_entries e where e.ambassador_id = a.user_id), '[]'::jsonb))
      from public.ambassadors a where a.user_id = p_user_id),
    'referred_by', (
      select jsonb_build_object('code', r.code, 'created_at', r.created_at, 'confirmed_at', r.confirmed_at)
      from public.referrals r where r.referred_user_id = p_user_id),
    -- What administrators did to her account (rights, roles, permissions).
    'account_history', coalesce((
      select jsonb_agg(jsonb_build_object('action', a.action, 'details', a.details, 'created_at', a.created_at)
        order by a.created_at)
      from public.audit_log a where a.target_type = 'profile' and a.target_id = p_user_id::text), '[]'::jsonb),
    -- Files she uploaded, and everything in her own avatar folder.
    'storage_objects', coalesce((
      select jsonb_agg(jsonb_build_object(
        'bucket', o.bucket_id, 'name', o.name, 'public', coalesce(k.public, false),
        'content_type', o.metadata ->> 'mimetype', 'size', (o.metadata ->> 'size')::bigint,
        'created_at', o.created_at) order by o.created_at)
      from storage.objects o left join storage.buckets k on k.id = o.bucket_id
      where o.owner_id = p_user_id::text
         or (o.bucket_id = 'avatars' and (storage.foldername(o.name))[1] = p_user_id::text)), '[]'::jsonb)
  ) into v_result;
  -- jsonb_build_object takes at most 100 arguments: the members-connect keys are merged in.
  v_result := v_result || jsonb_build_object(
    'member_profile', (
      select jsonb_build_object(
        'handle', p.handle, 'visibility', p.profile_visibility,
        'visibility_changed_at', p.profile_visibility_changed_at, 'offers', to_jsonb(p.offers),
        'needs', to_jsonb(p.needs), 'offers_note', p.offers_note, 'needs_note', p.needs_note,
        'social_links', p.social_links)
      from public.profiles p where p.id = p_user_id),
    'profile_visibility_consents', coalesce((
      select jsonb_agg(jsonb_build_object('visibility', c.visibility, 'created_at', c.created_at) order by c.created_at)
      from public.profile_visibility_consents c where c.user_id = p_user_id), '[]'::jsonb),
    'conversations', coalesce((
      select jsonb_agg(jsonb_build_object(
        'id', c.id, 'created_at', c.created_at,
        'other_participant', coalesce((
          select private.member_display_name(p.full_name)
          from public.conversation_members o join public.profiles p on p.id = o.user_id
          where o.conversation_id = c.id and o.user_id <> p_user_id), 'Ex-associada'),
        'hidden_at', m.hidden_at, 'last_read_at', m.last_read_at,
        'messages', coalesce((
          select jsonb_agg(jsonb_build_object(
            'from_me', d.sender_id is not distinct from p_user_id, 'body', d.body, 'image_path', d.image_path,
            'quote', d.quote, 'removed', d.removed, 'created_at', d.created_at) order by d.created_at, d.id)
          from public.direct_messages d where d.conversation_id = c.id), '[]'::jsonb))
        order by c.created_at)
      from public.conversation_members m join public.conversations c on c.id = m.conversation_id
      where m.user_id = p_user_id), '[]'::jsonb),
    'blocks', coalesce((
      select jsonb_agg(jsonb_build_object(
        'member', private.member_display_name(p.full_name), 'created_at', b.created_at) order by b.created_at)
      from public.member_blocks b join public.profiles p on p.id = b.blocked_id
      where b.blocker_id = p_user_id), '[]'::jsonb),
    'message_reports', coalesce((
      select jsonb_agg(jsonb_build_object(
        'conversation_id', r.conversation_id, 'reason', r.reason, 'details', r.details, 'status', r.status,
        'created_at', r.created_at, 'resolved_at', r.resolved_at) order by r.created_at)
      from public.message_reports r where r.reporter_id = p_user_id), '[]'::jsonb),
    'sanctions', coalesce((
      select jsonb_agg(jsonb_build_object(
        'kind', s.kind, 'reason', s.reason, 'until', s.until, 'created_at', s.created_at) order by s.created_at)
      from public.member_sanctions s where s.user_id = p_user_id), '[]'::jsonb),
    'conversation_starts', coalesce((
      select jsonb_agg(s.started_at order by s.started_at)
      from public.conversation_starts s where s.user_id = p_user_id), '[]'::jsonb));
  return v_result;
end;
$$;
comment on function public.export_user_data(uuid) is
  'Service role only ("Baixar meus dados", after the app has identified the member). Everything stored about the user as JSON: account, profile, roles, permissions, newsletter consent record, notifications, reviews, posts and revisions, businesses with her review answers, her pending business revisions, products, community (memberships with a request''s message, topics, messages, supports, reports, read markers), projects (sign-ups with phone consent, attendance, teaching), learning (progress, certificates, materials and tracks she authored), ambassador (code, referrals, commissions), the code she was referred with, account history, storage objects; members-connect: directory profile, visibility choices, conversations (other participant''s name, every message), blocks, her message reports, sanctions, conversation starts.';
