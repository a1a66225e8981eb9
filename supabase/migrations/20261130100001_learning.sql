-- Issue #36, "Educational resources": the library (/aprender), learning tracks, attendance in
-- projects and verifiable certificates. The shared design (names, rules) is the issue's; this
-- migration holds the tables, their row security, the definer functions that are the only
-- writers of track items, attendance and certificates, the notifications, the LGPD export and
-- two Storage buckets.
--
-- Who may do what, in one place:
--   - Materials and tracks: anyone reads published ones (a visitor sees the summary of a
--     members-only material, never its content); their author and admins read them always.
--     Instructors (role `instructor`) and admins create; the author or an admin edits.
--   - A material's content (article, video, file, link): published and public, or published and
--     the caller signed in; the author and admins always. Its file in the private bucket
--     `learning-files` follows the same rule, so a signed URL is only ever made for a reader.
--   - Progress: each member her own rows, for materials she can read.
--   - Attendance, track items and certificates: only through the functions below.

-- ---------------------------------------------------------------------------------------------
-- Tables
-- ---------------------------------------------------------------------------------------------
create table public.learning_materials (
  id uuid primary key default gen_random_uuid(),
  -- `trilhas` would hide /aprender/trilhas behind a material's page.
  slug text not null unique check (private.is_valid_slug(slug) and slug <> 'trilhas'),
  kind text not null check (kind in ('article', 'video', 'file', 'link')),
  title text not null check (length(btrim(title)) between 1 and 160),
  summary text not null check (length(btrim(summary)) between 1 and 400),
  -- A public URL of the bucket learning-covers, or a /images/seed/... demo picture.
  cover_url text check (cover_url is null or (length(cover_url) <= 2048 and cover_url ~ '^(https?://|/)')),
  cover_alt text check (cover_alt is null or length(btrim(cover_alt)) between 1 and 300),
  topic text not null check (topic in (
    'formalizacao', 'precificacao', 'vendas', 'financas', 'gestao', 'economia-solidaria')),
  level text not null check (level in ('iniciante', 'intermediario', 'avancado')),
  estimated_minutes integer not null check (estimated_minutes between 1 and 1200),
  author_id uuid default auth.uid() references public.profiles (id) on delete set null,
  -- Copied from the profile on write, as projects copy their instructors' names: visitors read it
  -- here, never profiles.
  author_name text not null default '' check (length(author_name) <= 200),
  access text not null default 'public' check (access in ('public', 'members')),
  status text not null default 'draft' check (status in ('draft', 'published')),
  published_at timestamptz,
  search_text text not null default '',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.learning_materials is
  'The library (/aprender): articles, videos, files and links. Published rows are public metadata (a members-only material shows its summary); the content is in learning_material_contents.';
create index learning_materials_list_idx on public.learning_materials (published_at desc, id) where status = 'published';
create index learning_materials_author_idx on public.learning_materials (author_id);

create table public.learning_material_contents (
  material_id uuid primary key references public.learning_materials (id) on delete cascade,
  -- Sanitised HTML (lib/html/) written by the app.
  body_html text check (body_html is null or length(body_html) <= 200000),
  video_provider text check (video_provider is null or video_provider in ('youtube', 'vimeo')),
  video_id text,
  -- An object of the private bucket learning-files.
  file_path text check (file_path is null or length(file_path) between 1 and 1024),
  file_name text check (file_name is null or length(btrim(file_name)) between 1 and 255),
  file_mime text check (file_mime is null or file_mime in (
    'application/pdf',
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    'application/vnd.oasis.opendocument.spreadsheet',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    'application/vnd.oasis.opendocument.text',
    'text/csv')),
  file_size integer check (file_size is null or file_size between 1 and 26214400),
  link_url text check (link_url is null or (length(link_url) <= 2048 and link_url ~ '^https://[^\s"<>]+$')),
  updated_at timestamptz not null default now(),
  constraint learning_material_contents_video_check check (
    (video_provider is null and video_id is null)
    or (video_provider = 'youtube' and video_id ~ '^[A-Za-z0-9_-]{11}$')
    or (video_provider = 'vimeo' and video_id ~ '^[0-9]{6,12}$'))
);
create unique index learning_material_contents_file_idx on public.learning_material_contents (file_path)
  where file_path is not null;
comment on table public.learning_material_contents is
  'What a material holds (one row per material). Read when the material is published and public, or published and the caller is signed in; the author and admins always.';

create table public.learning_tracks (
  id uuid primary key default gen_random_uuid(),
  slug text not null unique check (private.is_valid_slug(slug)),
  title text not null check (length(btrim(title)) between 1 and 160),
  summary text not null check (length(btrim(summary)) between 1 and 400),
  -- Sanitised HTML written by the app.
  intro_html text not null default '' check (length(intro_html) <= 50000),
  cover_url text check (cover_url is null or (length(cover_url) <= 2048 and cover_url ~ '^(https?://|/)')),
  cover_alt text check (cover_alt is null or length(btrim(cover_alt)) between 1 and 300),
  topic text not null check (topic in (
    'formalizacao', 'precificacao', 'vendas', 'financas', 'gestao', 'economia-solidaria')),
  level text not null check (level in ('iniciante', 'intermediario', 'avancado')),
  author_id uuid default auth.uid() references public.profiles (id) on delete set null,
  author_name text not null default '' check (length(author_name) <= 200),
  status text not null default 'draft' check (status in ('draft', 'published')),
  published_at timestamptz,
  search_text text not null default '',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.learning_tracks is
  'Learning tracks (/aprender/trilhas): an ordered set of materials. Published tracks are public; a member completing every published material of one gets a certificate.';
create index learning_tracks_list_idx on public.learning_tracks (published_at desc, id) where status = 'published';
create index learning_tracks_author_idx on public.learning_tracks (author_id);

create table public.learning_track_items (
  track_id uuid not null references public.learning_tracks (id) on delete cascade,
  material_id uuid not null references public.learning_materials (id) on delete cascade,
  position integer not null check (position >= 1),
  primary key (track_id, material_id),
  -- Deferred: set_track_items rewrites the order in one statement per row.
  constraint learning_track_items_position_key unique (track_id, position) deferrable initially deferred
);
create index learning_track_items_material_idx on public.learning_track_items (material_id);
comment on table public.learning_track_items is
  'The materials of a track, in order. Written only through set_track_items.';

create table public.learning_progress (
  user_id uuid not null default auth.uid() references public.profiles (id) on delete cascade,
  material_id uuid not null references public.learning_materials (id) on delete cascade,
  completed_at timestamptz not null default now(),
  primary key (user_id, material_id)
);
create index learning_progress_material_idx on public.learning_progress (material_id);
comment on table public.learning_progress is
  'Materials a member marked done. Her own rows only; inserting one may issue her track certificate.';

create table public.project_attendance (
  session_id uuid not null references public.project_sessions (id) on delete cascade,
  user_id uuid not null references public.profiles (id) on delete cascade,
  present boolean not null,
  marked_by uuid references public.profiles (id) on delete set null,
  marked_at timestamptz not null default now(),
  primary key (session_id, user_id)
);
create index project_attendance_user_idx on public.project_attendance (user_id);
create index project_attendance_marked_by_idx on public.project_attendance (marked_by);
comment on table public.project_attendance is
  'Attendance per project session. Read by the participant, the project''s instructors and admins; written only through set_attendance.';

alter table public.projects
  add column certificate_share integer not null default 75 check (certificate_share between 1 and 100);
comment on column public.projects.certificate_share is
  'Share of sessions (percent) a confirmed participant must attend to get the project''s certificate.';

-- Her phone reaches the project's instructors only when she says so (set_signup_phone_consent).
alter table public.project_signups add column share_phone boolean not null default false;

create table public.project_learning_links (
  id uuid primary key default gen_random_uuid(),
  project_id uuid not null references public.projects (id) on delete cascade,
  material_id uuid references public.learning_materials (id) on delete cascade,
  track_id uuid references public.learning_tracks (id) on delete cascade,
  position integer not null default 1 check (position >= 1),
  created_at timestamptz not null default now(),
  constraint project_learning_links_target_check check (num_nonnulls(material_id, track_id) = 1),
  constraint project_learning_links_material_key unique (project_id, material_id),
  constraint project_learning_links_track_key unique (project_id, track_id)
);
create index project_learning_links_material_idx on public.project_learning_links (material_id);
create index project_learning_links_track_idx on public.project_learning_links (track_id);
comment on table public.project_learning_links is
  'Materials and tracks a project points its participants to. Public; the material''s own rules still guard its content.';

create table public.certificates (
  id uuid primary key default gen_random_uuid(),
  -- 20 characters of Crockford base32 (100 random bits), shown as XXXXX-XXXXX-XXXXX-XXXXX.
  code text not null unique check (code ~ '^[0-9A-HJKMNP-TV-Z]{20}$'),
  user_id uuid references public.profiles (id) on delete set null,
  holder_name text not null check (length(btrim(holder_name)) between 1 and 200),
  kind text not null check (kind in ('track', 'project')),
  track_id uuid references public.learning_tracks (id) on delete set null,
  project_id uuid references public.projects (id) on delete set null,
  title text not null check (length(btrim(title)) between 1 and 200),
  hours integer not null check (hours >= 1),
  started_on date not null,
  completed_on date not null,
  instructor_name text check (instructor_name is null or length(instructor_name) <= 500),
  issued_at timestamptz not null default now(),
  revoked_at timestamptz,
  revoked_reason text check (revoked_reason is null or length(btrim(revoked_reason)) between 1 and 500),
  revoked_by uuid references public.profiles (id) on delete set null,
  constraint certificates_one_target_check check (
    (kind = 'track' and project_id is null) or (kind = 'project' and track_id is null)),
  constraint certificates_dates_check check (completed_on >= started_on),
  constraint certificates_revoked_check check ((revoked_at is null) = (revoked_reason is null))
);
create unique index certificates_live_track_idx on public.certificates (user_id, track_id)
  where revoked_at is null and track_id is not null;
create unique index certificates_live_project_idx on public.certificates (user_id, project_id)
  where revoked_at is null and project_id is not null;
create index certificates_user_idx on public.certificates (user_id, issued_at desc);
create index certificates_track_idx on public.certificates (track_id);
create index certificates_project_idx on public.certificates (project_id);
create index certificates_revoked_by_idx on public.certificates (revoked_by);
comment on table public.certificates is
  'Certificates of completed tracks and attended projects. Read by the holder and admins; written only by definer functions; verified by code through verify_certificate (service role).';

create trigger learning_materials_set_updated_at before update on public.learning_materials
  for each row execute function private.set_updated_at();
create trigger learning_material_contents_set_updated_at before update on public.learning_material_contents
  for each row execute function private.set_updated_at();
create trigger learning_tracks_set_updated_at before update on public.learning_tracks
  for each row execute function private.set_updated_at();

-- ---------------------------------------------------------------------------------------------
-- Helpers for policies (outside the API schema). Definer, so a policy on one table can look at
-- another without granting it to the caller.
-- ---------------------------------------------------------------------------------------------

-- The content of a material: published and public; published and signed in; author; admin.
create function private.can_read_learning_content(p_material_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.learning_materials m
    where m.id = p_material_id
      and ((m.status = 'published' and (m.access = 'public' or auth.uid() is not null))
           or (auth.uid() is not null and (m.author_id = auth.uid() or public.is_admin())))
  )
$$;

-- An object of learning-files, by the content row that points at it: the same rule.
create function private.can_read_learning_file(p_name text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.learning_material_contents c
    where c.file_path = p_name and private.can_read_learning_content(c.material_id)
  )
$$;

create function private.can_write_learning_material(p_material_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select auth.uid() is not null and exists (
    select 1 from public.learning_materials m
    where m.id = p_material_id and (m.author_id = auth.uid() or public.is_admin())
  )
$$;

create function private.can_read_learning_track(p_track_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.learning_tracks t
    where t.id = p_track_id
      and (t.status = 'published' or (auth.uid() is not null and (t.author_id = auth.uid() or public.is_admin())))
  )
$$;

-- Instructors and admins write materials, tracks and their files.
create function private.can_teach()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select auth.uid() is not null and (public.is_admin() or private.has_role('instructor'))
$$;

revoke execute on function
  private.can_read_learning_content(uuid), private.can_read_learning_file(text),
  private.can_write_learning_material(uuid), private.can_read_learning_track(uuid), private.can_teach()
from public;
grant execute on function
  private.can_read_learning_content(uuid), private.can_read_learning_file(text), private.can_read_learning_track(uuid)
to anon, authenticated, service_role;
grant execute on function private.can_write_learning_material(uuid), private.can_teach() to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- Triggers
-- ---------------------------------------------------------------------------------------------

-- What a published material must hold for its kind.
create function private.learning_content_ready(p_kind text, p_content public.learning_material_contents)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select case p_kind
    when 'article' then coalesce(length(btrim(p_content.body_html)), 0) > 0
    when 'video' then p_content.video_provider is not null and p_content.video_id is not null
    when 'file' then p_content.file_path is not null
    when 'link' then p_content.link_url is not null
    else false
  end
$$;

-- Search text, the author's name, the first publication date, and no publication without content.
create function private.learning_materials_before_write()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_content public.learning_material_contents;
begin
  new.search_text := lower(extensions.unaccent(new.title || ' ' || new.summary));
  if tg_op = 'INSERT' or new.author_id is distinct from old.author_id then
    -- A deleted author's name leaves with her account, as project instructors' names do.
    new.author_name := coalesce((select p.full_name from public.profiles p where p.id = new.author_id), '');
  end if;
  if new.status = 'published' then
    new.published_at := coalesce(new.published_at, now());
    select * into v_content from public.learning_material_contents c where c.material_id = new.id;
    if not private.learning_content_ready(new.kind, v_content) then
      raise exception 'a material is published only with its content'
        using errcode = 'P0001', hint = 'content_missing';
    end if;
  end if;
  return new;
end;
$$;
create trigger learning_materials_before_write before insert or update on public.learning_materials
  for each row execute function private.learning_materials_before_write();

-- A published material keeps its content: an edit that would empty it is refused.
create function private.learning_contents_before_write()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_material public.learning_materials;
begin
  select * into v_material from public.learning_materials m where m.id = coalesce(new.material_id, old.material_id);
  -- Absent: the material itself is being deleted (the cascade), nothing to keep.
  if v_material.id is not null and v_material.status = 'published'
     and (tg_op = 'DELETE' or not private.learning_content_ready(v_material.kind, new)) then
    raise exception 'a published material keeps its content' using errcode = 'P0001', hint = 'content_missing';
  end if;
  if tg_op = 'DELETE' then
    return old;
  end if;
  return new;
end;
$$;
create trigger learning_contents_before_write before update or delete on public.learning_material_contents
  for each row execute function private.learning_contents_before_write();

create function private.learning_tracks_before_write()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  new.search_text := lower(extensions.unaccent(new.title || ' ' || new.summary));
  if tg_op = 'INSERT' or new.author_id is distinct from old.author_id then
    new.author_name := coalesce((select p.full_name from public.profiles p where p.id = new.author_id), '');
  end if;
  if new.status = 'published' then
    new.published_at := coalesce(new.published_at, now());
  end if;
  return new;
end;
$$;
create trigger learning_tracks_before_write before insert or update on public.learning_tracks
  for each row execute function private.learning_tracks_before_write();

-- "Novo material na trilha": the members who started a published track (progress on any of its
-- materials but this one) hear of a published material that joins it.
create function private.notify_track_new_material(p_track_id uuid, p_material_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_track public.learning_tracks;
  v_material public.learning_materials;
  v_user uuid;
begin
  select * into v_track from public.learning_tracks t where t.id = p_track_id;
  select * into v_material from public.learning_materials m where m.id = p_material_id;
  if v_track.status is distinct from 'published' or v_material.status is distinct from 'published' then
    return;
  end if;
  for v_user in
    select distinct p.user_id
    from public.learning_progress p
      join public.learning_track_items i on i.material_id = p.material_id and i.track_id = p_track_id
    where p.material_id <> p_material_id
  loop
    perform private.notify(
      v_user, 'track_new_material', format('Novo material na trilha %s', v_track.title),
      format('"%s" entrou na trilha "%s".', v_material.title, v_track.title),
      '/aprender/trilhas/' || v_track.slug,
      jsonb_build_object('track_id', v_track.id, 'material_id', v_material.id));
  end loop;
end;
$$;

-- A material of published tracks that is published for the first time.
create function private.learning_materials_after_publish()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_track uuid;
begin
  for v_track in select i.track_id from public.learning_track_items i where i.material_id = new.id loop
    perform private.notify_track_new_material(v_track, new.id);
  end loop;
  return null;
end;
$$;
create trigger learning_materials_after_publish after update of status on public.learning_materials
  for each row when (old.status = 'draft' and new.status = 'published' and old.published_at is null)
  execute function private.learning_materials_after_publish();

-- ---------------------------------------------------------------------------------------------
-- Certificates
-- ---------------------------------------------------------------------------------------------

-- 100 random bits as 20 Crockford base32 characters (no I, L, O, U).
create function private.new_certificate_code()
returns text
language plpgsql
volatile
set search_path = ''
as $$
declare
  v_alphabet constant text := '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
  v_bytes bytea := extensions.gen_random_bytes(13);
  v_code text := '';
  v_value integer;
begin
  for i in 0..19 loop
    v_value := 0;
    for j in 0..4 loop
      v_value := v_value | (get_bit(v_bytes, i * 5 + j) << j);
    end loop;
    v_code := v_code || substr(v_alphabet, v_value + 1, 1);
  end loop;
  return v_code;
end;
$$;

-- Issues one certificate (the caller decided it is due) and tells its holder.
create function private.issue_certificate(
  p_user_id uuid, p_kind text, p_track_id uuid, p_project_id uuid, p_title text, p_hours integer,
  p_started_on date, p_completed_on date, p_instructor_name text
)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_id uuid;
  v_name text;
begin
  select coalesce(nullif(btrim(p.full_name), ''), p.email) into v_name from public.profiles p where p.id = p_user_id;
  insert into public.certificates (code, user_id, holder_name, kind, track_id, project_id, title, hours,
                                   started_on, completed_on, instructor_name)
  values (private.new_certificate_code(), p_user_id, left(v_name, 200), p_kind, p_track_id, p_project_id,
          left(p_title, 200), greatest(p_hours, 1), least(p_started_on, p_completed_on), p_completed_on,
          nullif(left(p_instructor_name, 500), ''))
  returning id into v_id;
  perform private.notify(
    p_user_id, 'certificate_issued', 'Seu certificado está pronto',
    format('O certificado de "%s" já pode ser baixado.', p_title),
    '/dashboard/aprendizagem', jsonb_build_object('certificate_id', v_id));
  return v_id;
end;
$$;

-- A track is complete when she has every published material of it. One certificate per member and
-- track, ever: a revoked one is not issued again by marking a material anew.
create function private.issue_track_certificate_if_complete(p_user_id uuid, p_track_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_track public.learning_tracks;
  v_total integer;
  v_done integer;
  v_minutes integer;
  v_started date;
begin
  select * into v_track from public.learning_tracks t where t.id = p_track_id for update;
  if v_track.status is distinct from 'published' then
    return;
  end if;
  if exists (select 1 from public.certificates c where c.user_id = p_user_id and c.track_id = p_track_id) then
    return;
  end if;
  select count(*), count(p.material_id), coalesce(sum(m.estimated_minutes), 0),
         min((p.completed_at at time zone 'America/Sao_Paulo')::date)
    into v_total, v_done, v_minutes, v_started
  from public.learning_track_items i
    join public.learning_materials m on m.id = i.material_id and m.status = 'published'
    left join public.learning_progress p on p.material_id = i.material_id and p.user_id = p_user_id
  where i.track_id = p_track_id;
  if v_total = 0 or v_done < v_total then
    return;
  end if;
  perform private.issue_certificate(
    p_user_id, 'track', p_track_id, null, v_track.title, ceil(v_minutes / 60.0)::integer,
    v_started, (now() at time zone 'America/Sao_Paulo')::date, v_track.author_name);
end;
$$;

create function private.learning_progress_after_insert()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_track uuid;
begin
  for v_track in
    select i.track_id from public.learning_track_items i
      join public.learning_tracks t on t.id = i.track_id and t.status = 'published'
    where i.material_id = new.material_id
    order by i.track_id
  loop
    perform private.issue_track_certificate_if_complete(new.user_id, v_track);
  end loop;
  return null;
end;
$$;
create trigger learning_progress_after_insert after insert on public.learning_progress
  for each row execute function private.learning_progress_after_insert();

-- The account's deletion sets user_id to null (the foreign key): the certificate stays, revoked,
-- so a code she shared now says it is no longer valid.
create function private.certificates_before_update()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.user_id is null and old.user_id is not null and new.revoked_at is null then
    new.revoked_at := now();
    new.revoked_reason := 'Conta excluída pela titular.';
  end if;
  return new;
end;
$$;
create trigger certificates_before_update before update on public.certificates
  for each row execute function private.certificates_before_update();

-- ---------------------------------------------------------------------------------------------
-- API functions
-- ---------------------------------------------------------------------------------------------

/*
 * Replaces the materials of a track, in the given order. The track's author or an admin; each
 * material must exist and be published or the caller's own (admins: any). A published material new
 * to a published track is announced to the members who started it.
 */
create function public.set_track_items(p_track_id uuid, p_material_ids uuid[])
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := auth.uid();
  v_track public.learning_tracks;
  v_ids uuid[] := coalesce(p_material_ids, '{}'::uuid[]);
  v_old uuid[];
  v_material uuid;
begin
  if v_uid is null then
    raise exception 'permission denied: sign in first' using errcode = '42501';
  end if;
  select * into v_track from public.learning_tracks t where t.id = p_track_id for update;
  if v_track.id is null then
    raise exception 'track not found' using errcode = 'PT404';
  end if;
  if not (v_track.author_id = v_uid or public.is_admin()) then
    raise exception 'permission denied: the track''s author or an admin' using errcode = '42501';
  end if;
  if cardinality(v_ids) > 100 then
    raise exception 'a track holds at most 100 materials' using errcode = 'P0001', hint = 'too_many_materials';
  end if;
  if array_position(v_ids, null) is not null
     or (select count(distinct x) from unnest(v_ids) x) <> cardinality(v_ids) then
    raise exception 'each material once' using errcode = 'P0001', hint = 'duplicate_material';
  end if;
  if (select count(*) from public.learning_materials m
      where m.id = any (v_ids) and (m.status = 'published' or m.author_id = v_uid or public.is_admin()))
     <> cardinality(v_ids) then
    raise exception 'material not found' using errcode = 'P0001', hint = 'material_not_found';
  end if;

  select coalesce(array_agg(i.material_id), '{}'::uuid[]) into v_old
  from public.learning_track_items i where i.track_id = p_track_id;
  delete from public.learning_track_items i where i.track_id = p_track_id;
  insert into public.learning_track_items (track_id, material_id, position)
  select p_track_id, x.id, x.n::integer from unnest(v_ids) with ordinality as x (id, n);

  foreach v_material in array v_ids loop
    if not (v_material = any (v_old)) then
      perform private.notify_track_new_material(p_track_id, v_material);
    end if;
  end loop;
end;
$$;

/*
 * Marks a participant present or absent at a session. The project's instructors and admins
 * (42501); the member must be a confirmed participant (P0001 not_participant); the session must
 * have started or start within the hour (P0001 session_not_started).
 */
create function public.set_attendance(p_session_id uuid, p_user_id uuid, p_present boolean)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_session public.project_sessions;
begin
  if auth.uid() is null then
    raise exception 'permission denied: sign in first' using errcode = '42501';
  end if;
  select * into v_session from public.project_sessions s where s.id = p_session_id;
  if v_session.id is null then
    raise exception 'session not found' using errcode = 'PT404';
  end if;
  if not (public.is_admin() or private.is_project_instructor(v_session.project_id)) then
    raise exception 'permission denied: instructors of this project only' using errcode = '42501';
  end if;
  if p_present is null then
    raise exception 'present or absent' using errcode = '22004';
  end if;
  if not exists (
    select 1 from public.project_signups s
    where s.project_id = v_session.project_id and s.user_id = p_user_id and s.status = 'confirmed'
  ) then
    raise exception 'not a confirmed participant' using errcode = 'P0001', hint = 'not_participant';
  end if;
  if v_session.starts_at > now() + interval '1 hour' then
    raise exception 'the session has not started' using errcode = 'P0001', hint = 'session_not_started';
  end if;
  insert into public.project_attendance (session_id, user_id, present, marked_by, marked_at)
  values (p_session_id, p_user_id, p_present, auth.uid(), now())
  on conflict (session_id, user_id) do update
    set present = excluded.present, marked_by = excluded.marked_by, marked_at = excluded.marked_at;
end;
$$;

/* The member says whether the project's instructors may see her phone. Her own sign-up only. */
create function public.set_signup_phone_consent(p_project_id uuid, p_share boolean)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if auth.uid() is null then
    raise exception 'permission denied: sign in first' using errcode = '42501';
  end if;
  update public.project_signups s set share_phone = coalesce(p_share, false)
  where s.project_id = p_project_id and s.user_id = auth.uid() and s.status <> 'cancelled';
  if not found then
    raise exception 'sign-up not found' using errcode = 'PT404';
  end if;
end;
$$;

/*
 * Issues the project's certificates: each confirmed participant present at a share of the
 * sessions at least certificate_share gets one (once; a revoked one is not issued again). The
 * project's instructors and admins (42501); refused while a session has not started (P0001
 * sessions_pending) and without sessions (P0001 no_sessions). Returns how many it issued.
 */
create function public.issue_project_certificates(p_project_id uuid)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_project public.projects;
  v_sessions integer;
  v_last timestamptz;
  v_seconds numeric;
  v_first date;
  v_last_day date;
  v_instructors text;
  v_user uuid;
  v_issued integer := 0;
begin
  if auth.uid() is null then
    raise exception 'permission denied: sign in first' using errcode = '42501';
  end if;
  select * into v_project from public.projects p where p.id = p_project_id for update;
  if v_project.id is null then
    raise exception 'project not found' using errcode = 'PT404';
  end if;
  if not (public.is_admin() or private.is_project_instructor(p_project_id)) then
    raise exception 'permission denied: instructors of this project only' using errcode = '42501';
  end if;
  select count(*), max(s.starts_at),
         sum(coalesce(extract(epoch from (s.ends_at - s.starts_at)), 3600)),
         min((s.starts_at at time zone 'America/Sao_Paulo')::date),
         max((coalesce(s.ends_at, s.starts_at) at time zone 'America/Sao_Paulo')::date)
    into v_sessions, v_last, v_seconds, v_first, v_last_day
  from public.project_sessions s where s.project_id = p_project_id;
  if v_sessions = 0 then
    raise exception 'the project has no sessions' using errcode = 'P0001', hint = 'no_sessions';
  end if;
  if v_last > now() then
    raise exception 'a session has not started yet' using errcode = 'P0001', hint = 'sessions_pending';
  end if;
  select string_agg(nullif(btrim(i.display_name), ''), ', ' order by i.created_at) into v_instructors
  from public.project_instructors i where i.project_id = p_project_id;

  for v_user in
    select s.user_id from public.project_signups s
    where s.project_id = p_project_id and s.status = 'confirmed'
      and (select count(*) from public.project_attendance a
             join public.project_sessions x on x.id = a.session_id and x.project_id = p_project_id
           where a.user_id = s.user_id and a.present) * 100 >= v_project.certificate_share * v_sessions
      and not exists (select 1 from public.certificates c where c.user_id = s.user_id and c.project_id = p_project_id)
    order by s.created_at
  loop
    perform private.issue_certificate(
      v_user, 'project', null, p_project_id, v_project.title, greatest(ceil(v_seconds / 3600.0)::integer, 1),
      v_first, v_last_day, v_instructors);
    v_issued := v_issued + 1;
  end loop;
  return v_issued;
end;
$$;

/*
 * The public verification page's lookup (service role only: the page rate-limits first). The code
 * is normalised as people type it: upper case, no dashes or spaces, I and L read as 1, O as 0.
 * No row when unknown.
 */
create function public.verify_certificate(p_code text)
returns table (
  code text, holder_name text, kind text, title text, hours integer, started_on date, completed_on date,
  instructor_name text, issued_at timestamptz, revoked_at timestamptz, revoked_reason text
)
language plpgsql
stable
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  v_code text := translate(regexp_replace(upper(coalesce(p_code, '')), '[\s-]', '', 'g'), 'ILO', '110');
begin
  if not private.is_service_role() then
    raise exception 'permission denied: certificates are verified by the server' using errcode = '42501';
  end if;
  if v_code !~ '^[0-9A-HJKMNP-TV-Z]{20}$' then
    return;
  end if;
  return query
    select c.code, c.holder_name, c.kind, c.title, c.hours, c.started_on, c.completed_on, c.instructor_name,
           c.issued_at, c.revoked_at, c.revoked_reason
    from public.certificates c where c.code = v_code;
end;
$$;

/* Admins revoke a certificate with a reason (3 to 500 characters); audited. */
create function public.revoke_certificate(p_certificate_id uuid, p_reason text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_reason text := btrim(coalesce(p_reason, ''));
  v_certificate public.certificates;
begin
  perform private.assert_admin();
  if length(v_reason) not between 3 and 500 then
    raise exception 'a reason of 3 to 500 characters' using errcode = 'P0001', hint = 'reason_required';
  end if;
  select * into v_certificate from public.certificates c where c.id = p_certificate_id for update;
  if v_certificate.id is null then
    raise exception 'certificate not found' using errcode = 'PT404';
  end if;
  if v_certificate.revoked_at is not null then
    raise exception 'already revoked' using errcode = 'P0001', hint = 'already_revoked';
  end if;
  update public.certificates set revoked_at = now(), revoked_reason = v_reason, revoked_by = auth.uid()
  where id = p_certificate_id;
  perform private.audit('certificate.revoke', 'certificate', p_certificate_id::text,
    jsonb_build_object('code', v_certificate.code, 'holder_name', v_certificate.holder_name, 'reason', v_reason));
end;
$$;

/*
 * The participant list of a project for its instructors and admins (as 20261124170000), now with
 * her phone when she agreed to share it.
 */
drop function public.get_project_participants(uuid);
create function public.get_project_participants(p_project_id uuid)
returns table (
  user_id uuid, full_name text, email text, status text, waitlist_position integer, created_at timestamptz,
  phone text
)
language plpgsql
stable
security definer
set search_path = ''
as $$
#variable_conflict use_column
begin
  if not (public.is_admin() or private.is_project_instructor(p_project_id)) then
    raise exception 'permission denied: instructors of this project only' using errcode = '42501';
  end if;
  return query
    select s.user_id, p.full_name, p.email, s.status, s.waitlist_position, s.created_at,
           case when s.share_phone then p.phone end
    from public.project_signups s join public.profiles p on p.id = s.user_id
    where s.project_id = p_project_id and s.status <> 'cancelled'
    order by s.status, s.waitlist_position nulls first, s.created_at;
end;
$$;

revoke execute on function
  public.set_track_items(uuid, uuid[]), public.set_attendance(uuid, uuid, boolean),
  public.set_signup_phone_consent(uuid, boolean), public.issue_project_certificates(uuid),
  public.verify_certificate(text), public.revoke_certificate(uuid, text), public.get_project_participants(uuid)
from public, anon, authenticated;
grant execute on function
  public.set_track_items(uuid, uuid[]), public.set_attendance(uuid, uuid, boolean),
  public.set_signup_phone_consent(uuid, boolean), public.issue_project_certificates(uuid),
  public.revoke_certificate(uuid, text), public.get_project_participants(uuid)
to authenticated;
grant execute on function
  public.set_track_items(uuid, uuid[]), public.set_attendance(uuid, uuid, boolean),
  public.set_signup_phone_consent(uuid, boolean), public.issue_project_certificates(uuid),
  public.verify_certificate(text), public.revoke_certificate(uuid, text), public.get_project_participants(uuid)
to service_role;

-- Internal: only triggers and the definer functions above run them, as their owner.
revoke execute on function
  private.learning_content_ready(text, public.learning_material_contents),
  private.notify_track_new_material(uuid, uuid), private.new_certificate_code(),
  private.issue_certificate(uuid, text, uuid, uuid, text, integer, date, date, text),
  private.issue_track_certificate_if_complete(uuid, uuid),
  private.learning_materials_before_write(), private.learning_contents_before_write(),
  private.learning_tracks_before_write(), private.learning_materials_after_publish(),
  private.learning_progress_after_insert(), private.certificates_before_update()
from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- Grants and row-level security. One permissive policy per role and action.
-- ---------------------------------------------------------------------------------------------
alter table public.learning_materials enable row level security;
alter table public.learning_material_contents enable row level security;
alter table public.learning_tracks enable row level security;
alter table public.learning_track_items enable row level security;
alter table public.learning_progress enable row level security;
alter table public.project_attendance enable row level security;
alter table public.project_learning_links enable row level security;
alter table public.certificates enable row level security;

revoke all on public.learning_materials, public.learning_material_contents, public.learning_tracks,
  public.learning_track_items, public.learning_progress, public.project_attendance,
  public.project_learning_links, public.certificates
from anon, authenticated;
grant all on public.learning_materials, public.learning_material_contents, public.learning_tracks,
  public.learning_track_items, public.learning_progress, public.project_attendance,
  public.project_learning_links, public.certificates
to service_role;

-- Materials. The author, her name, the dates and the search text are the database's.
grant select on public.learning_materials to anon, authenticated;
grant insert (slug, kind, title, summary, cover_url, cover_alt, topic, level, estimated_minutes, access, status)
  on public.learning_materials to authenticated;
grant update (slug, kind, title, summary, cover_url, cover_alt, topic, level, estimated_minutes, access, status)
  on public.learning_materials to authenticated;
grant delete on public.learning_materials to authenticated;
create policy "learning_materials: visitors read published" on public.learning_materials
  for select to anon using (status = 'published');
create policy "learning_materials: members read published, authors and admins all" on public.learning_materials
  for select to authenticated
  using (status = 'published' or author_id = (select auth.uid()) or (select public.is_admin()));
create policy "learning_materials: instructors and admins create their own" on public.learning_materials
  for insert to authenticated
  with check (author_id = (select auth.uid()) and (select private.can_teach()));
create policy "learning_materials: authors and admins update" on public.learning_materials
  for update to authenticated
  using (author_id = (select auth.uid()) or (select public.is_admin()))
  with check (author_id = (select auth.uid()) or (select public.is_admin()));
create policy "learning_materials: authors and admins delete" on public.learning_materials
  for delete to authenticated
  using (author_id = (select auth.uid()) or (select public.is_admin()));

grant select on public.learning_material_contents to anon, authenticated;
grant insert (material_id, body_html, video_provider, video_id, file_path, file_name, file_mime, file_size, link_url),
  update (body_html, video_provider, video_id, file_path, file_name, file_mime, file_size, link_url),
  delete
  on public.learning_material_contents to authenticated;
create policy "learning_material_contents: readers of the material" on public.learning_material_contents
  for select to anon, authenticated using (private.can_read_learning_content(material_id));
create policy "learning_material_contents: authors and admins add" on public.learning_material_contents
  for insert to authenticated with check (private.can_write_learning_material(material_id));
create policy "learning_material_contents: authors and admins update" on public.learning_material_contents
  for update to authenticated
  using (private.can_write_learning_material(material_id))
  with check (private.can_write_learning_material(material_id));
create policy "learning_material_contents: authors and admins delete" on public.learning_material_contents
  for delete to authenticated using (private.can_write_learning_material(material_id));

grant select on public.learning_tracks to anon, authenticated;
grant insert (slug, title, summary, intro_html, cover_url, cover_alt, topic, level, status)
  on public.learning_tracks to authenticated;
grant update (slug, title, summary, intro_html, cover_url, cover_alt, topic, level, status)
  on public.learning_tracks to authenticated;
grant delete on public.learning_tracks to authenticated;
create policy "learning_tracks: visitors read published" on public.learning_tracks
  for select to anon using (status = 'published');
create policy "learning_tracks: members read published, authors and admins all" on public.learning_tracks
  for select to authenticated
  using (status = 'published' or author_id = (select auth.uid()) or (select public.is_admin()));
create policy "learning_tracks: instructors and admins create their own" on public.learning_tracks
  for insert to authenticated
  with check (author_id = (select auth.uid()) and (select private.can_teach()));
create policy "learning_tracks: authors and admins update" on public.learning_tracks
  for update to authenticated
  using (author_id = (select auth.uid()) or (select public.is_admin()))
  with check (author_id = (select auth.uid()) or (select public.is_admin()));
create policy "learning_tracks: authors and admins delete" on public.learning_tracks
  for delete to authenticated
  using (author_id = (select auth.uid()) or (select public.is_admin()));

-- No write grant: set_track_items is the only writer.
grant select on public.learning_track_items to anon, authenticated;
create policy "learning_track_items: readers of the track" on public.learning_track_items
  for select to anon, authenticated using (private.can_read_learning_track(track_id));

grant select, delete on public.learning_progress to authenticated;
grant insert (user_id, material_id) on public.learning_progress to authenticated;
create policy "learning_progress: members read their own" on public.learning_progress
  for select to authenticated using (user_id = (select auth.uid()));
create policy "learning_progress: members mark what they can read" on public.learning_progress
  for insert to authenticated
  with check (
    user_id = (select auth.uid())
    and private.can_read_learning_content(material_id)
    and exists (select 1 from public.learning_materials m where m.id = material_id and m.status = 'published')
  );
create policy "learning_progress: members unmark their own" on public.learning_progress
  for delete to authenticated using (user_id = (select auth.uid()));

-- No write grant: set_attendance is the only writer.
grant select on public.project_attendance to authenticated;
create policy "project_attendance: the participant, the project's instructors, admins" on public.project_attendance
  for select to authenticated
  using (
    user_id = (select auth.uid())
    or (select public.is_admin())
    or exists (
      select 1 from public.project_sessions s
      where s.id = session_id and private.is_project_instructor(s.project_id)
    )
  );

grant select on public.project_learning_links to anon, authenticated;
grant insert (project_id, material_id, track_id, position), update (position), delete
  on public.project_learning_links to authenticated;
create policy "project_learning_links: everyone reads" on public.project_learning_links
  for select to anon, authenticated using (true);
create policy "project_learning_links: instructors and admins add" on public.project_learning_links
  for insert to authenticated
  with check ((select public.is_admin()) or private.is_project_instructor(project_id));
create policy "project_learning_links: instructors and admins update" on public.project_learning_links
  for update to authenticated
  using ((select public.is_admin()) or private.is_project_instructor(project_id))
  with check ((select public.is_admin()) or private.is_project_instructor(project_id));
create policy "project_learning_links: instructors and admins delete" on public.project_learning_links
  for delete to authenticated
  using ((select public.is_admin()) or private.is_project_instructor(project_id));

-- No write grant: certificates are written only by the definer functions.
grant select on public.certificates to authenticated;
create policy "certificates: the holder and admins read" on public.certificates
  for select to authenticated using (user_id = (select auth.uid()) or (select public.is_admin()));

-- Projects: instructors and admins set the share like the other columns.
grant insert (certificate_share), update (certificate_share) on public.projects to authenticated;

-- ---------------------------------------------------------------------------------------------
-- LGPD: "Baixar meus dados" (the function of 20261128100001_export_revisions_and_requests.sql)
-- adds her learning: progress, certificates, attendance, what she authored, and the phone
-- consent of each sign-up.
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
  return v_result;
end;
$$;
comment on function public.export_user_data(uuid) is
  'Service role only ("Baixar meus dados", after the app has identified the member). Everything stored about the user as JSON: account, profile, roles, permissions, newsletter consent record, notifications, reviews, posts and revisions, businesses with her review answers, her pending business revisions, products, community (memberships with a request''s message, topics, messages, supports, reports, read markers), projects (sign-ups with phone consent, attendance, teaching), learning (progress, certificates, materials and tracks she authored), ambassador (code, referrals, commissions), the code she was referred with, account history, storage objects.';

-- ---------------------------------------------------------------------------------------------
-- Storage: covers (public) and files (private). As 20261124130000_storage_buckets.sql, no broad
-- SELECT on the public bucket.
-- ---------------------------------------------------------------------------------------------
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types) values
  ('learning-covers', 'learning-covers', true, 5242880, array['image/jpeg', 'image/png', 'image/webp', 'image/avif']),
  ('learning-files', 'learning-files', false, 26214400, array[
    'application/pdf',
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    'application/vnd.oasis.opendocument.spreadsheet',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    'application/vnd.oasis.opendocument.text',
    'text/csv'])
on conflict (id) do update set
  public = excluded.public,
  file_size_limit = excluded.file_size_limit,
  allowed_mime_types = excluded.allowed_mime_types;

-- learning-covers/{user id}/...: instructors and admins, each in her own folder (as post images).
create policy "learning-covers: instructors and admins manage their folder" on storage.objects
  for all to authenticated
  using (
    bucket_id = 'learning-covers'
    and (storage.foldername(objects.name))[1] = (select auth.uid())::text
    and (select private.can_teach())
  )
  with check (
    bucket_id = 'learning-covers'
    and (storage.foldername(objects.name))[1] = (select auth.uid())::text
    and (select private.can_teach())
  );

-- learning-files/{user id}/...: uploaded by instructors and admins into their own folder; read by
-- the uploader, admins, and whoever may read the content row that points at the object (a
-- visitor: published public materials only; a member: members-only ones too).
create policy "learning-files: instructors and admins upload to their folder" on storage.objects
  for insert to authenticated
  with check (
    bucket_id = 'learning-files'
    and (storage.foldername(objects.name))[1] = (select auth.uid())::text
    and (select private.can_teach())
  );
create policy "learning-files: visitors read files of public materials" on storage.objects
  for select to anon
  using (bucket_id = 'learning-files' and private.can_read_learning_file(objects.name));
create policy "learning-files: the uploader, admins and the material's readers read" on storage.objects
  for select to authenticated
  using (
    bucket_id = 'learning-files'
    and ((storage.foldername(objects.name))[1] = (select auth.uid())::text
         or (select public.is_admin())
         or private.can_read_learning_file(objects.name))
  );
create policy "learning-files: the uploader and admins delete" on storage.objects
  for delete to authenticated
  using (
    bucket_id = 'learning-files'
    and ((storage.foldername(objects.name))[1] = (select auth.uid())::text or (select public.is_admin()))
  );
