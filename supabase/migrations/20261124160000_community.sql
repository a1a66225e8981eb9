-- Community groups with discussions, live replies and moderation (issue #21).
--
-- Trust model. The API roles get SELECT only on these tables, filtered by RLS; every write goes
-- through a `security definer` function below that checks the caller itself (membership, role,
-- mute, lock, rate limit), so through /rest/v1 nobody posts where she is not a member, edits
-- someone else's post, or raises her own standing, whatever the UI does. Counters (members,
-- topics, replies, supports, last activity) are kept by triggers, never sent by a client.
--
-- Who reads what:
--   groups       visitors: listed groups (open, by request; not archived); members also the
--                groups they belong to or were invited to; admins all.
--   discussions  (topics, posts) the group's active members and admins only, whatever the kind.
--   memberships  one's own rows; active members see the group's active members (names for
--                mentions); moderators and admins every row of their groups.
-- A hidden post's text leaves the readable table (private.community_hidden_bodies), so a member
-- reading /rest/v1 directly sees the moderator's reason, not the text.

-- ---------------------------------------------------------------------------------------------
-- Tables
-- ---------------------------------------------------------------------------------------------
create table public.community_groups (
  id uuid primary key default gen_random_uuid(),
  slug text not null unique check (private.is_valid_slug(slug)),
  name text not null check (length(btrim(name)) between 3 and 80),
  description text not null default '' check (length(description) <= 2000),
  -- open: any member joins; request: a moderator approves; hidden: invite only, never listed.
  kind text not null default 'open' check (kind in ('open', 'request', 'hidden')),
  -- Themed ("Finanças para MEI") or regional ("Empreendedoras de Salvador").
  category text not null default 'tematico' check (category in ('tematico', 'regional')),
  cover_url text check (cover_url is null or (length(cover_url) <= 2048 and cover_url ~ '^(https?://|/)')),
  archived_at timestamptz,
  created_by uuid references public.profiles (id) on delete set null,
  members_count integer not null default 0 check (members_count >= 0),
  topics_count integer not null default 0 check (topics_count >= 0),
  replies_count integer not null default 0 check (replies_count >= 0),
  last_activity_at timestamptz not null default now(),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.community_groups is
  'Community groups. Written only by save_community_group/archive_community_group; counters by triggers.';
create index community_groups_listed_idx on public.community_groups (last_activity_at desc)
  where archived_at is null and kind <> 'hidden';
create index community_groups_created_by_idx on public.community_groups (created_by);

create table public.community_memberships (
  group_id uuid not null references public.community_groups (id) on delete cascade,
  user_id uuid not null references public.profiles (id) on delete cascade,
  role text not null default 'member' check (role in ('member', 'moderator')),
  -- invited (hidden groups, or a moderator's invitation), pending (asked to join a by-request
  -- group), active, removed (by a moderator: she cannot come back by herself).
  status text not null default 'active' check (status in ('invited', 'pending', 'active', 'removed')),
  -- Her public name and picture as co-members see them (profiles is private to its owner).
  member_name text not null check (length(btrim(member_name)) between 1 and 200),
  member_avatar_url text check (member_avatar_url is null or length(member_avatar_url) <= 2048),
  muted_until timestamptz,
  moderation_reason text check (moderation_reason is null or length(moderation_reason) <= 500),
  invited_by uuid references public.profiles (id) on delete set null,
  joined_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (group_id, user_id),
  check (role = 'member' or status = 'active')
);
comment on table public.community_memberships is
  'Who belongs to which group, with her role and standing. Written only by the community functions.';
create index community_memberships_user_idx on public.community_memberships (user_id, status);
create index community_memberships_invited_by_idx on public.community_memberships (invited_by);

create table public.community_topics (
  id uuid primary key default gen_random_uuid(),
  group_id uuid not null references public.community_groups (id) on delete cascade,
  author_id uuid references public.profiles (id) on delete set null,
  author_name text not null check (length(btrim(author_name)) between 1 and 200),
  title text not null check (length(btrim(title)) between 3 and 160),
  pinned boolean not null default false,
  locked boolean not null default false,
  replies_count integer not null default 0 check (replies_count >= 0),
  last_activity_at timestamptz not null default now(),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
-- The group's list: pinned first, then by last activity.
create index community_topics_group_idx on public.community_topics (group_id, pinned desc, last_activity_at desc);
create index community_topics_author_idx on public.community_topics (author_id);
create index community_topics_created_idx on public.community_topics (group_id, created_at desc);

-- Every message: the topic's opening post (is_opening) and its replies. Live replies are
-- INSERTs on this table (Realtime, filtered by topic_id and by RLS per subscriber).
create table public.community_posts (
  id uuid primary key default gen_random_uuid(),
  topic_id uuid not null references public.community_topics (id) on delete cascade,
  group_id uuid not null references public.community_groups (id) on delete cascade,
  author_id uuid references public.profiles (id) on delete set null,
  author_name text not null check (length(btrim(author_name)) between 1 and 200),
  author_avatar_url text check (author_avatar_url is null or length(author_avatar_url) <= 2048),
  is_opening boolean not null default false,
  -- HTML; the app sanitises it when saving and again when rendering (RPC callers skip the app).
  body text not null default '' check (length(body) <= 100000),
  support_count integer not null default 0 check (support_count >= 0),
  edited_at timestamptz,
  deleted_at timestamptz,
  hidden_at timestamptz,
  hidden_reason text check (hidden_reason is null or length(btrim(hidden_reason)) between 1 and 500),
  hidden_by uuid references public.profiles (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check ((hidden_at is null) = (hidden_reason is null))
);
create index community_posts_topic_idx on public.community_posts (topic_id, created_at);
create unique index community_posts_opening_idx on public.community_posts (topic_id) where is_opening;
create index community_posts_group_created_idx on public.community_posts (group_id, created_at desc);
-- The rate limit and "Minhas conversas" look up a member's own posts.
create index community_posts_author_idx on public.community_posts (author_id, created_at desc);
create index community_posts_hidden_by_idx on public.community_posts (hidden_by);

-- "Apoio": one heart per person per post.
create table public.community_reactions (
  post_id uuid not null references public.community_posts (id) on delete cascade,
  user_id uuid not null references public.profiles (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (post_id, user_id)
);
create index community_reactions_user_idx on public.community_reactions (user_id);

create table public.community_reports (
  id uuid primary key default gen_random_uuid(),
  post_id uuid not null references public.community_posts (id) on delete cascade,
  group_id uuid not null references public.community_groups (id) on delete cascade,
  reporter_id uuid references public.profiles (id) on delete set null,
  reason text not null check (length(btrim(reason)) between 3 and 500),
  status text not null default 'open' check (status in ('open', 'resolved', 'dismissed')),
  resolved_by uuid references public.profiles (id) on delete set null,
  resolved_at timestamptz,
  created_at timestamptz not null default now(),
  check ((status = 'open') = (resolved_at is null))
);
create index community_reports_group_idx on public.community_reports (group_id, status, created_at desc);
create index community_reports_post_idx on public.community_reports (post_id);
create index community_reports_reporter_idx on public.community_reports (reporter_id);
create index community_reports_resolved_by_idx on public.community_reports (resolved_by);
create unique index community_reports_one_open_idx on public.community_reports (post_id, reporter_id) where status = 'open';

-- The unread marker: what she had read of each topic.
create table public.community_reads (
  topic_id uuid not null references public.community_topics (id) on delete cascade,
  user_id uuid not null references public.profiles (id) on delete cascade,
  last_read_at timestamptz not null default now(),
  primary key (topic_id, user_id)
);
create index community_reads_user_idx on public.community_reads (user_id);

-- A hidden post's text, kept for the moderators to restore. No API role reads it.
create table private.community_hidden_bodies (
  post_id uuid primary key references public.community_posts (id) on delete cascade,
  body text not null,
  hidden_at timestamptz not null default now()
);
revoke all on table private.community_hidden_bodies from public, anon, authenticated;
alter table private.community_hidden_bodies enable row level security;
create policy "community_hidden_bodies: no direct access" on private.community_hidden_bodies
  as restrictive for all to anon, authenticated using (false) with check (false);

create trigger community_groups_set_updated_at before update on public.community_groups
  for each row execute function private.set_updated_at();
create trigger community_memberships_set_updated_at before update on public.community_memberships
  for each row execute function private.set_updated_at();
create trigger community_topics_set_updated_at before update on public.community_topics
  for each row execute function private.set_updated_at();
create trigger community_posts_set_updated_at before update on public.community_posts
  for each row execute function private.set_updated_at();

-- ---------------------------------------------------------------------------------------------
-- Who the caller is in a group. security definer: RLS policies call these, and reading
-- memberships under the caller's own policies from inside a memberships policy would recurse.
-- ---------------------------------------------------------------------------------------------
create function private.community_status(p_group_id uuid)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select m.status from public.community_memberships m
  where m.group_id = p_group_id and m.user_id = auth.uid()
$$;

-- Reads the group's discussions: its active members and admins.
create function private.can_read_community_group(p_group_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select auth.uid() is not null and (
    exists (
      select 1 from public.community_memberships m
      where m.group_id = p_group_id and m.user_id = auth.uid() and m.status = 'active')
    or public.is_admin())
$$;

-- Moderates the group: its active moderators and admins.
create function private.can_moderate_community_group(p_group_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select auth.uid() is not null and (
    exists (
      select 1 from public.community_memberships m
      where m.group_id = p_group_id and m.user_id = auth.uid() and m.status = 'active' and m.role = 'moderator')
    or public.is_admin())
$$;

revoke execute on function
  private.community_status(uuid),
  private.can_read_community_group(uuid),
  private.can_moderate_community_group(uuid)
from public;
grant execute on function
  private.community_status(uuid),
  private.can_read_community_group(uuid),
  private.can_moderate_community_group(uuid)
to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- Counters, kept by the database. Each trigger recounts rather than adds, so a missed or
-- repeated event cannot leave a counter wrong for good.
-- ---------------------------------------------------------------------------------------------
create function private.community_count_members()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_group uuid := coalesce(new.group_id, old.group_id);
begin
  update public.community_groups g
  set members_count = (select count(*) from public.community_memberships m where m.group_id = v_group and m.status = 'active')
  where g.id = v_group;
  return null;
end;
$$;
create trigger community_memberships_count after insert or delete or update of status on public.community_memberships
  for each row execute function private.community_count_members();

create function private.community_count_topics()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_group uuid := coalesce(new.group_id, old.group_id);
begin
  update public.community_groups g
  set topics_count = (select count(*) from public.community_topics t where t.group_id = v_group),
      last_activity_at = case when tg_op = 'INSERT' then greatest(g.last_activity_at, new.created_at) else g.last_activity_at end
  where g.id = v_group;
  return null;
end;
$$;
create trigger community_topics_count after insert or delete on public.community_topics
  for each row execute function private.community_count_topics();

-- Replies are the posts that are not a topic's opening post.
create function private.community_count_posts()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_topic uuid := coalesce(new.topic_id, old.topic_id);
  v_group uuid := coalesce(new.group_id, old.group_id);
begin
  update public.community_topics t
  set replies_count = (select count(*) from public.community_posts p where p.topic_id = v_topic and not p.is_opening),
      last_activity_at = coalesce((select max(p.created_at) from public.community_posts p where p.topic_id = v_topic), t.created_at)
  where t.id = v_topic;
  update public.community_groups g
  set replies_count = (select count(*) from public.community_posts p where p.group_id = v_group and not p.is_opening),
      last_activity_at = case when tg_op = 'INSERT' then greatest(g.last_activity_at, new.created_at) else g.last_activity_at end
  where g.id = v_group;
  return null;
end;
$$;
create trigger community_posts_count after insert or delete on public.community_posts
  for each row execute function private.community_count_posts();

create function private.community_count_reactions()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_post uuid := coalesce(new.post_id, old.post_id);
begin
  update public.community_posts p
  set support_count = (select count(*) from public.community_reactions r where r.post_id = v_post)
  where p.id = v_post;
  return null;
end;
$$;
create trigger community_reactions_count after insert or delete on public.community_reactions
  for each row execute function private.community_count_reactions();

-- A reaction is not an edit: updated_at of a post moves only when its content or standing does.
create or replace function private.community_posts_before_update()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  -- Her account was deleted (the foreign key set author_id to null): her name goes with it.
  if old.author_id is not null and new.author_id is null then
    new.author_name := 'Ex-associada';
    new.author_avatar_url := null;
  end if;
  return new;
end;
$$;
create trigger community_posts_before_update before update on public.community_posts
  for each row execute function private.community_posts_before_update();

create or replace function private.community_topics_before_update()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if old.author_id is not null and new.author_id is null then
    new.author_name := 'Ex-associada';
  end if;
  return new;
end;
$$;
create trigger community_topics_before_update before update on public.community_topics
  for each row execute function private.community_topics_before_update();

-- Co-members see her current name and picture.
create function private.community_sync_member_card()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.community_memberships m
  set member_name = new.full_name, member_avatar_url = new.avatar_url
  where m.user_id = new.id;
  update public.community_posts p
  set author_name = new.full_name, author_avatar_url = new.avatar_url
  where p.author_id = new.id and (p.author_name, p.author_avatar_url) is distinct from (new.full_name, new.avatar_url);
  update public.community_topics t set author_name = new.full_name
  where t.author_id = new.id and t.author_name is distinct from new.full_name;
  return null;
end;
$$;
create trigger profiles_community_card after update of full_name, avatar_url on public.profiles
  for each row when ((old.full_name, old.avatar_url) is distinct from (new.full_name, new.avatar_url))
  execute function private.community_sync_member_card();

-- ---------------------------------------------------------------------------------------------
-- Shared checks of the write functions. Refusals use SQLSTATE 42501 (PostgREST: 401/403) or
-- P0001/P0002 with a `hint` the app maps to pt-BR: not_member, muted, locked, archived,
-- rate_limited, removed, hidden_post, not_found, own_post, moderator_target.
-- ---------------------------------------------------------------------------------------------
create function private.community_deny(p_hint text, p_message text default 'permission denied')
returns void
language plpgsql
set search_path = ''
as $$
begin
  raise exception '%', p_message using errcode = '42501', hint = p_hint;
end;
$$;

-- The caller's active membership of a group that is still open to posting, locked with it so
-- a concurrent mute or removal is seen.
create function private.community_poster(p_group_id uuid)
returns public.community_memberships
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_member public.community_memberships;
  v_archived timestamptz;
begin
  if auth.uid() is null then
    perform private.community_deny('not_member', 'permission denied: sign in first');
  end if;
  select g.archived_at into v_archived from public.community_groups g where g.id = p_group_id;
  if not found then
    raise exception 'group not found' using errcode = 'P0002', hint = 'not_found';
  end if;
  select * into v_member from public.community_memberships m
  where m.group_id = p_group_id and m.user_id = auth.uid() for update;
  if v_member.user_id is null or v_member.status <> 'active' then
    perform private.community_deny('not_member', 'permission denied: only the group''s members post here');
  end if;
  if v_archived is not null then
    perform private.community_deny('archived', 'permission denied: the group is archived');
  end if;
  if v_member.muted_until is not null and v_member.muted_until > now() then
    perform private.community_deny('muted', 'permission denied: muted until ' || v_member.muted_until::text);
  end if;
  return v_member;
end;
$$;

-- At most 5 messages a minute per person, across groups; enforced here so /rest/v1/rpc cannot
-- go around the app's own message.
create function private.community_rate_limit()
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if (select count(*) from public.community_posts p
      where p.author_id = auth.uid() and p.created_at > clock_timestamp() - interval '1 minute') >= 5 then
    raise exception 'too many messages in a short time' using errcode = 'P0001', hint = 'rate_limited';
  end if;
end;
$$;

create function private.community_author_card(out name text, out avatar_url text)
language sql
stable
security definer
set search_path = ''
as $$
  select p.full_name, p.avatar_url from public.profiles p where p.id = auth.uid()
$$;

-- The group's address for notifications: /comunidade/{slug}/{topic id}#mensagem-{post id}.
create function private.community_post_url(p_group_id uuid, p_topic_id uuid, p_post_id uuid)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select '/comunidade/' || g.slug || '/' || p_topic_id::text || coalesce('#mensagem-' || p_post_id::text, '')
  from public.community_groups g where g.id = p_group_id
$$;

-- Notifies the mentioned active members (never the author) and, for a reply, the topic's author
-- when she was not mentioned already. One notification per person per message.
create function private.community_notify_post(
  p_post public.community_posts, p_topic public.community_topics, p_mentions uuid[]
)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_url text := private.community_post_url(p_post.group_id, p_topic.id, p_post.id);
  v_group_name text := (select g.name from public.community_groups g where g.id = p_post.group_id);
  v_mentioned uuid[];
  v_user uuid;
begin
  select coalesce(array_agg(m.user_id), '{}') into v_mentioned
  from (
    select m.user_id from public.community_memberships m
    where m.group_id = p_post.group_id and m.status = 'active' and m.user_id <> p_post.author_id
      and m.user_id = any (coalesce(p_mentions, '{}'))
    limit 20
  ) m;
  foreach v_user in array v_mentioned loop
    perform private.notify(v_user, 'new_message',
      format('%s mencionou você', p_post.author_name),
      format('Em "%s", no grupo %s.', p_topic.title, v_group_name),
      v_url,
      jsonb_build_object('event', 'community_mention', 'group_id', p_post.group_id, 'topic_id', p_topic.id, 'post_id', p_post.id));
  end loop;
  if not p_post.is_opening
     and p_topic.author_id is not null
     and p_topic.author_id <> p_post.author_id
     and not (p_topic.author_id = any (v_mentioned))
     and exists (select 1 from public.community_memberships m
                 where m.group_id = p_post.group_id and m.user_id = p_topic.author_id and m.status = 'active') then
    perform private.notify(p_topic.author_id, 'new_message',
      format('Nova resposta em "%s"', p_topic.title),
      format('%s respondeu no grupo %s.', p_post.author_name, v_group_name),
      v_url,
      jsonb_build_object('event', 'community_reply', 'group_id', p_post.group_id, 'topic_id', p_topic.id, 'post_id', p_post.id));
  end if;
end;
$$;

-- An audit entry naming the group, so the admin overview can say where it happened.
create function private.community_audit(p_action text, p_group_id uuid, p_details jsonb default '{}'::jsonb)
returns void
language sql
security definer
set search_path = ''
as $$
  select private.audit(p_action, 'community_group', p_group_id::text,
    coalesce(p_details, '{}'::jsonb)
      || jsonb_build_object('group_name', (select g.name from public.community_groups g where g.id = p_group_id)))
$$;

-- Notifies a group's moderators (admins see everything on /admin/comunidade instead).
create function private.community_notify_moderators(p_group_id uuid, p_title text, p_message text, p_url text, p_data jsonb)
returns void
language sql
security definer
set search_path = ''
as $$
  select private.notify(m.user_id, 'community', p_title, p_message, p_url, p_data)
  from public.community_memberships m
  where m.group_id = p_group_id and m.role = 'moderator' and m.status = 'active' and m.user_id <> auth.uid()
$$;

-- Joining gives the community_member role when she lacks it (spec roles), without a notification.
create function private.community_grant_member_role(p_user_id uuid)
returns void
language sql
security definer
set search_path = ''
as $$
  update public.profiles p set roles = array_append(p.roles, 'community_member')
  where p.id = p_user_id and not ('community_member' = any (p.roles))
$$;

-- ---------------------------------------------------------------------------------------------
-- Membership
-- ---------------------------------------------------------------------------------------------

-- Returns her status afterwards: 'active' (open group, or an invitation accepted) or 'pending'
-- (a by-request group: the moderators are notified). A hidden group she was not invited to,
-- and an archived or unknown one, answers P0002 as if it did not exist.
create function public.join_community_group(p_group_id uuid)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_group public.community_groups;
  v_member public.community_memberships;
  v_card record;
begin
  if auth.uid() is null then
    perform private.community_deny('not_member', 'permission denied: sign in first');
  end if;
  select * into v_group from public.community_groups g where g.id = p_group_id;
  select * into v_member from public.community_memberships m
  where m.group_id = p_group_id and m.user_id = auth.uid() for update;
  if v_group.id is null or v_group.archived_at is not null
     or (v_group.kind = 'hidden' and v_member.status is distinct from 'invited' and v_member.status is distinct from 'active') then
    raise exception 'group not found' using errcode = 'P0002', hint = 'not_found';
  end if;
  if v_member.status = 'active' or v_member.status = 'pending' then
    return v_member.status;
  end if;
  if v_member.status = 'removed' then
    perform private.community_deny('removed', 'permission denied: removed from this group by its moderators');
  end if;
  select * into v_card from private.community_author_card();
  if v_member.status = 'invited' or v_group.kind = 'open' then
    insert into public.community_memberships (group_id, user_id, status, member_name, member_avatar_url, joined_at)
    values (p_group_id, auth.uid(), 'active', v_card.name, v_card.avatar_url, now())
    on conflict (group_id, user_id) do update set status = 'active', joined_at = now(), role = 'member';
    perform private.community_grant_member_role(auth.uid());
    return 'active';
  end if;
  insert into public.community_memberships (group_id, user_id, status, member_name, member_avatar_url)
  values (p_group_id, auth.uid(), 'pending', v_card.name, v_card.avatar_url);
  perform private.community_notify_moderators(p_group_id,
    'Novo pedido de participação',
    format('%s pediu para participar do grupo %s.', v_card.name, v_group.name),
    '/comunidade/' || v_group.slug || '/moderacao',
    jsonb_build_object('event', 'community_join_request', 'group_id', p_group_id, 'user_id', auth.uid()));
  return 'pending';
end;
$$;
comment on function public.join_community_group(uuid) is
  'Members. Open group: active at once; by request: pending (moderators notified); hidden: only with an invitation. Grants community_member. Returns the status. Removed members are refused (42501, hint removed).';

-- Leaves a group, withdraws a request or declines an invitation. A removal stays on record.
create function public.leave_community_group(p_group_id uuid)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_deleted boolean;
begin
  if auth.uid() is null then
    perform private.community_deny('not_member', 'permission denied: sign in first');
  end if;
  delete from public.community_memberships m
  where m.group_id = p_group_id and m.user_id = auth.uid() and m.status <> 'removed'
  returning true into v_deleted;
  return coalesce(v_deleted, false);
end;
$$;
comment on function public.leave_community_group(uuid) is 'Members. Deletes her own membership, request or invitation (not a removal). False when there was none.';

-- ---------------------------------------------------------------------------------------------
-- Posting
-- ---------------------------------------------------------------------------------------------
create function public.create_community_topic(p_group_id uuid, p_title text, p_body text, p_mentions uuid[] default '{}')
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_member public.community_memberships := private.community_poster(p_group_id);
  v_topic public.community_topics;
  v_post public.community_posts;
  v_card record;
begin
  perform private.community_rate_limit();
  select * into v_card from private.community_author_card();
  insert into public.community_topics (group_id, author_id, author_name, title)
  values (p_group_id, auth.uid(), v_card.name, btrim(p_title))
  returning * into v_topic;
  insert into public.community_posts (topic_id, group_id, author_id, author_name, author_avatar_url, is_opening, body)
  values (v_topic.id, p_group_id, auth.uid(), v_card.name, v_card.avatar_url, true, coalesce(p_body, ''))
  returning * into v_post;
  perform private.community_notify_post(v_post, v_topic, p_mentions);
  return v_topic.id;
end;
$$;
comment on function public.create_community_topic(uuid, text, text, uuid[]) is
  'Active, unmuted members of a non-archived group. Creates the topic and its opening post; notifies mentioned members (new_message). Rate limit: 5 messages a minute (P0001, hint rate_limited). Returns the topic id.';

create function public.create_community_reply(p_topic_id uuid, p_body text, p_mentions uuid[] default '{}')
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_topic public.community_topics;
  v_member public.community_memberships;
  v_post public.community_posts;
  v_card record;
begin
  select * into v_topic from public.community_topics t where t.id = p_topic_id;
  if v_topic.id is null then
    raise exception 'topic not found' using errcode = 'P0002', hint = 'not_found';
  end if;
  v_member := private.community_poster(v_topic.group_id);
  if v_topic.locked and not private.can_moderate_community_group(v_topic.group_id) then
    perform private.community_deny('locked', 'permission denied: the topic is locked');
  end if;
  if length(btrim(coalesce(p_body, ''))) = 0 then
    raise exception 'empty message' using errcode = '22023', hint = 'empty';
  end if;
  perform private.community_rate_limit();
  select * into v_card from private.community_author_card();
  insert into public.community_posts (topic_id, group_id, author_id, author_name, author_avatar_url, body)
  values (v_topic.id, v_topic.group_id, auth.uid(), v_card.name, v_card.avatar_url, p_body)
  returning * into v_post;
  perform private.community_notify_post(v_post, v_topic, p_mentions);
  return v_post.id;
end;
$$;
comment on function public.create_community_reply(uuid, text, uuid[]) is
  'Active, unmuted members; locked topics only for moderators. Notifies the topic author and mentioned members (new_message). Rate limited like topics. Returns the post id.';

-- The caller's own post, locked; "not found" when she may not read its group. p_verb names the
-- act in the refusal ("edits", "deletes").
create function private.community_own_post(p_post_id uuid, p_verb text)
returns public.community_posts
language plpgsql
set search_path = ''
as $$
declare
  v_post public.community_posts;
begin
  select * into v_post from public.community_posts p where p.id = p_post_id for update;
  if v_post.id is null or not private.can_read_community_group(v_post.group_id) then
    raise exception 'post not found' using errcode = 'P0002', hint = 'not_found';
  end if;
  if v_post.author_id is distinct from auth.uid() then
    perform private.community_deny('not_author', format('permission denied: only the author %s a post', p_verb));
  end if;
  return v_post;
end;
$$;

-- Her own post only, while she may post in the group; the opening post may change the title too.
create function public.edit_community_post(p_post_id uuid, p_body text, p_title text default null)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_post public.community_posts;
begin
  v_post := private.community_own_post(p_post_id, 'edits');
  perform private.community_poster(v_post.group_id);
  if v_post.hidden_at is not null or v_post.deleted_at is not null then
    perform private.community_deny('hidden_post', 'permission denied: hidden or deleted posts are not edited');
  end if;
  if length(btrim(coalesce(p_body, ''))) = 0 and not v_post.is_opening then
    raise exception 'empty message' using errcode = '22023', hint = 'empty';
  end if;
  update public.community_posts p set body = p_body, edited_at = now() where p.id = p_post_id;
  if v_post.is_opening and p_title is not null then
    update public.community_topics t set title = btrim(p_title) where t.id = v_post.topic_id;
  end if;
  return true;
end;
$$;
comment on function public.edit_community_post(uuid, text, text) is
  'The author only, while an active, unmuted member; not hidden or deleted posts. Marks the post edited. p_title renames the topic (opening post only).';

-- A reply is deleted; an opening post deletes its topic when nobody replied yet, else its text
-- is withdrawn ("excluída pela autora") so the replies keep their context.
create function public.delete_community_post(p_post_id uuid)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_post public.community_posts;
  v_replies integer;
begin
  v_post := private.community_own_post(p_post_id, 'deletes');
  if not v_post.is_opening then
    delete from public.community_posts p where p.id = p_post_id;
    return 'deleted';
  end if;
  select t.replies_count into v_replies from public.community_topics t where t.id = v_post.topic_id;
  if v_replies = 0 then
    delete from public.community_topics t where t.id = v_post.topic_id;
    return 'topic_deleted';
  end if;
  update public.community_posts p set body = '', deleted_at = now() where p.id = p_post_id;
  delete from private.community_hidden_bodies h where h.post_id = p_post_id;
  return 'withdrawn';
end;
$$;
comment on function public.delete_community_post(uuid) is
  'The author only. Returns deleted (a reply), topic_deleted (an opening post without replies) or withdrawn (an opening post with replies: text removed, topic kept).';

-- One "apoio" per person per post; calling again takes it back. Returns the new state and count.
create function public.toggle_community_support(p_post_id uuid)
returns table (supported boolean, support_count integer)
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_post public.community_posts;
  v_removed boolean;
begin
  select * into v_post from public.community_posts p where p.id = p_post_id;
  if v_post.id is null or not private.can_read_community_group(v_post.group_id) then
    raise exception 'post not found' using errcode = 'P0002', hint = 'not_found';
  end if;
  if private.community_status(v_post.group_id) is distinct from 'active' then
    perform private.community_deny('not_member', 'permission denied: only the group''s members react');
  end if;
  delete from public.community_reactions r where r.post_id = p_post_id and r.user_id = auth.uid()
  returning true into v_removed;
  if v_removed is null then
    insert into public.community_reactions (post_id, user_id) values (p_post_id, auth.uid());
  end if;
  return query select v_removed is null, p.support_count from public.community_posts p where p.id = p_post_id;
end;
$$;
comment on function public.toggle_community_support(uuid) is 'Active members of the post''s group. Adds or takes back her "apoio"; returns (supported, support_count).';

create function public.report_community_post(p_post_id uuid, p_reason text)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_post public.community_posts;
  v_id uuid;
begin
  select * into v_post from public.community_posts p where p.id = p_post_id;
  if v_post.id is null or private.community_status(v_post.group_id) is distinct from 'active' then
    raise exception 'post not found' using errcode = 'P0002', hint = 'not_found';
  end if;
  if v_post.author_id = auth.uid() then
    raise exception 'own post' using errcode = 'P0001', hint = 'own_post';
  end if;
  select r.id into v_id from public.community_reports r
  where r.post_id = p_post_id and r.reporter_id = auth.uid() and r.status = 'open';
  if v_id is not null then
    return v_id;
  end if;
  insert into public.community_reports (post_id, group_id, reporter_id, reason)
  values (p_post_id, v_post.group_id, auth.uid(), btrim(p_reason))
  returning id into v_id;
  perform private.community_notify_moderators(v_post.group_id,
    'Nova denúncia na comunidade',
    format('Uma mensagem do grupo %s foi denunciada.', (select g.name from public.community_groups g where g.id = v_post.group_id)),
    (select '/comunidade/' || g.slug || '/moderacao' from public.community_groups g where g.id = v_post.group_id),
    jsonb_build_object('event', 'community_report', 'group_id', v_post.group_id, 'report_id', v_id));
  return v_id;
end;
$$;
comment on function public.report_community_post(uuid, text) is
  'Active members, on others'' posts. One open report per person and post (the same id again). Notifies the group''s moderators.';

create function public.mark_community_topic_read(p_topic_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_group uuid;
begin
  select t.group_id into v_group from public.community_topics t where t.id = p_topic_id;
  if v_group is null or not private.can_read_community_group(v_group) then
    raise exception 'topic not found' using errcode = 'P0002', hint = 'not_found';
  end if;
  insert into public.community_reads (topic_id, user_id, last_read_at) values (p_topic_id, auth.uid(), now())
  on conflict (topic_id, user_id) do update set last_read_at = excluded.last_read_at;
end;
$$;
comment on function public.mark_community_topic_read(uuid) is 'Readers of the topic. Sets her unread marker to now.';

-- ---------------------------------------------------------------------------------------------
-- Moderation (the group's moderators and admins; audited)
-- ---------------------------------------------------------------------------------------------
create function private.assert_community_moderator(p_group_id uuid)
returns void
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not private.can_moderate_community_group(p_group_id) then
    perform private.community_deny('not_moderator', 'permission denied: moderators of this group only');
  end if;
end;
$$;

-- Hides a post (its text leaves the readable table, the reason takes its place, the open
-- reports on it are resolved, the author is told why) or shows it again.
create function public.moderate_community_post(p_post_id uuid, p_hide boolean, p_reason text default null)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_post public.community_posts;
  v_body text;
begin
  select * into v_post from public.community_posts p where p.id = p_post_id for update;
  if v_post.id is null then
    raise exception 'post not found' using errcode = 'P0002', hint = 'not_found';
  end if;
  perform private.assert_community_moderator(v_post.group_id);
  if p_hide then
    if length(btrim(coalesce(p_reason, ''))) not between 1 and 500 then
      raise exception 'a reason is required' using errcode = '22023', hint = 'reason';
    end if;
    if v_post.hidden_at is null then
      insert into private.community_hidden_bodies (post_id, body) values (p_post_id, v_post.body)
      on conflict (post_id) do update set body = excluded.body, hidden_at = now();
    end if;
    update public.community_posts p
    set body = '', hidden_at = coalesce(p.hidden_at, now()), hidden_reason = btrim(p_reason), hidden_by = auth.uid()
    where p.id = p_post_id;
    update public.community_reports r set status = 'resolved', resolved_by = auth.uid(), resolved_at = now()
    where r.post_id = p_post_id and r.status = 'open';
    if v_post.author_id is not null and v_post.author_id <> auth.uid() then
      perform private.notify(v_post.author_id, 'community',
        'Sua mensagem foi ocultada',
        format('A moderação ocultou uma mensagem sua. Motivo: %s', btrim(p_reason)),
        private.community_post_url(v_post.group_id, v_post.topic_id, v_post.id),
        jsonb_build_object('event', 'community_post_hidden', 'group_id', v_post.group_id, 'post_id', v_post.id));
    end if;
    perform private.community_audit('community.post_hide', v_post.group_id,
      jsonb_build_object('post_id', p_post_id, 'author_id', v_post.author_id, 'author_name', v_post.author_name, 'reason', btrim(p_reason)));
    return true;
  end if;
  if v_post.hidden_at is null then
    return false;
  end if;
  select h.body into v_body from private.community_hidden_bodies h where h.post_id = p_post_id;
  update public.community_posts p
  set body = coalesce(v_body, ''), hidden_at = null, hidden_reason = null, hidden_by = null
  where p.id = p_post_id;
  delete from private.community_hidden_bodies h where h.post_id = p_post_id;
  perform private.community_audit('community.post_unhide', v_post.group_id,
    jsonb_build_object('post_id', p_post_id, 'author_id', v_post.author_id, 'author_name', v_post.author_name));
  return true;
end;
$$;
comment on function public.moderate_community_post(uuid, boolean, text) is
  'Moderators of the group and admins. p_hide with a reason (1-500 characters): text kept aside, reason shown, open reports resolved, author notified; false p_hide restores it. Audited.';

create function public.set_community_topic_flags(p_topic_id uuid, p_pinned boolean default null, p_locked boolean default null)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_topic public.community_topics;
begin
  select * into v_topic from public.community_topics t where t.id = p_topic_id for update;
  if v_topic.id is null then
    raise exception 'topic not found' using errcode = 'P0002', hint = 'not_found';
  end if;
  perform private.assert_community_moderator(v_topic.group_id);
  update public.community_topics t
  set pinned = coalesce(p_pinned, t.pinned), locked = coalesce(p_locked, t.locked)
  where t.id = p_topic_id;
  if p_pinned is not null and p_pinned <> v_topic.pinned then
    perform private.community_audit(case when p_pinned then 'community.topic_pin' else 'community.topic_unpin' end,
      v_topic.group_id, jsonb_build_object('topic_id', p_topic_id, 'title', v_topic.title));
  end if;
  if p_locked is not null and p_locked <> v_topic.locked then
    perform private.community_audit(case when p_locked then 'community.topic_lock' else 'community.topic_unlock' end,
      v_topic.group_id, jsonb_build_object('topic_id', p_topic_id, 'title', v_topic.title));
  end if;
end;
$$;
comment on function public.set_community_topic_flags(uuid, boolean, boolean) is
  'Moderators of the group and admins. Pins/unpins and locks/unlocks a topic (null leaves a flag as it is). Audited.';

-- p_action: approve | reject (a request), mute (until p_until) | unmute, remove | reinstate.
-- A moderator acts on ordinary members only; moderators answer to admins.
create function public.moderate_community_member(
  p_group_id uuid, p_user_id uuid, p_action text, p_until timestamptz default null, p_reason text default null
)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_member public.community_memberships;
  v_group public.community_groups;
  v_reason text := nullif(btrim(coalesce(p_reason, '')), '');
  v_title text;
  v_message text;
begin
  perform private.assert_community_moderator(p_group_id);
  if p_action is null or p_action not in ('approve', 'reject', 'mute', 'unmute', 'remove', 'reinstate') then
    raise exception 'invalid action: %', coalesce(p_action, 'null') using errcode = '22023', hint = 'action';
  end if;
  if v_reason is not null and length(v_reason) > 500 then
    raise exception 'reason too long' using errcode = '22023', hint = 'reason';
  end if;
  select * into v_group from public.community_groups g where g.id = p_group_id;
  select * into v_member from public.community_memberships m
  where m.group_id = p_group_id and m.user_id = p_user_id for update;
  if v_member.user_id is null then
    raise exception 'member not found' using errcode = 'P0002', hint = 'not_found';
  end if;
  if p_user_id = auth.uid() or (v_member.role = 'moderator' and not public.is_admin()) then
    perform private.community_deny('moderator_target', 'permission denied: moderators are managed by administrators');
  end if;

  case p_action
    when 'approve' then
      if v_member.status <> 'pending' then
        raise exception 'no pending request' using errcode = 'P0001', hint = 'state';
      end if;
      update public.community_memberships m set status = 'active', joined_at = now()
      where m.group_id = p_group_id and m.user_id = p_user_id;
      perform private.community_grant_member_role(p_user_id);
      v_title := 'Pedido aprovado';
      v_message := format('Você agora participa do grupo %s.', v_group.name);
    when 'reject' then
      if v_member.status <> 'pending' then
        raise exception 'no pending request' using errcode = 'P0001', hint = 'state';
      end if;
      delete from public.community_memberships m where m.group_id = p_group_id and m.user_id = p_user_id;
      v_title := 'Pedido não aprovado';
      v_message := format('Seu pedido para participar do grupo %s não foi aprovado.', v_group.name);
    when 'mute' then
      if v_member.status <> 'active' then
        raise exception 'not an active member' using errcode = 'P0001', hint = 'state';
      end if;
      if p_until is null or p_until <= now() or p_until > now() + interval '366 days' then
        raise exception 'mute needs an end within a year' using errcode = '22023', hint = 'until';
      end if;
      update public.community_memberships m set muted_until = p_until, moderation_reason = v_reason
      where m.group_id = p_group_id and m.user_id = p_user_id;
      v_title := 'Você foi silenciada em um grupo';
      v_message := format('A moderação do grupo %s suspendeu suas publicações até %s.%s', v_group.name,
        to_char(p_until at time zone 'America/Sao_Paulo', 'DD/MM/YYYY HH24:MI'),
        coalesce(' Motivo: ' || v_reason, ''));
    when 'unmute' then
      update public.community_memberships m set muted_until = null, moderation_reason = null
      where m.group_id = p_group_id and m.user_id = p_user_id;
      v_title := 'Suas publicações foram liberadas';
      v_message := format('Você já pode publicar de novo no grupo %s.', v_group.name);
    when 'remove' then
      update public.community_memberships m
      set status = 'removed', role = 'member', muted_until = null, moderation_reason = v_reason
      where m.group_id = p_group_id and m.user_id = p_user_id;
      v_title := 'Você foi removida de um grupo';
      v_message := format('A moderação removeu você do grupo %s.%s', v_group.name, coalesce(' Motivo: ' || v_reason, ''));
    when 'reinstate' then
      if v_member.status <> 'removed' then
        raise exception 'not removed' using errcode = 'P0001', hint = 'state';
      end if;
      update public.community_memberships m set status = 'active', moderation_reason = null, joined_at = now()
      where m.group_id = p_group_id and m.user_id = p_user_id;
      v_title := 'Você voltou a um grupo';
      v_message := format('A moderação readmitiu você no grupo %s.', v_group.name);
  end case;

  perform private.notify(p_user_id, 'community', v_title, v_message,
    case when p_action in ('reject', 'remove') then '/comunidade' else '/comunidade/' || v_group.slug end,
    jsonb_build_object('event', 'community_member_' || p_action, 'group_id', p_group_id));
  perform private.community_audit('community.member_' || p_action, p_group_id,
    jsonb_strip_nulls(jsonb_build_object('user_id', p_user_id, 'member_name', v_member.member_name,
      'until', p_until, 'reason', v_reason)));
  return p_action;
end;
$$;
comment on function public.moderate_community_member(uuid, uuid, text, timestamptz, text) is
  'Moderators of the group (ordinary members only) and admins (anyone but themselves). approve/reject a request, mute until a time within a year/unmute, remove/reinstate. Notifies the member; audited.';

create function public.resolve_community_report(p_report_id uuid, p_status text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_report public.community_reports;
begin
  select * into v_report from public.community_reports r where r.id = p_report_id for update;
  if v_report.id is null then
    raise exception 'report not found' using errcode = 'P0002', hint = 'not_found';
  end if;
  perform private.assert_community_moderator(v_report.group_id);
  if p_status is null or p_status not in ('resolved', 'dismissed') then
    raise exception 'invalid status' using errcode = '22023', hint = 'status';
  end if;
  update public.community_reports r set status = p_status, resolved_by = auth.uid(), resolved_at = now()
  where r.id = p_report_id;
  perform private.community_audit('community.report_' || p_status, v_report.group_id,
    jsonb_build_object('report_id', p_report_id, 'post_id', v_report.post_id));
end;
$$;
comment on function public.resolve_community_report(uuid, text) is
  'Moderators of the report''s group and admins. Closes a report as resolved or dismissed. Audited.';

-- Invites someone by the e-mail of her account. Returns 'invited' or 'already_member'.
create function public.invite_to_community_group(p_group_id uuid, p_email text)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_profile public.profiles;
  v_group public.community_groups;
  v_status text;
begin
  perform private.assert_community_moderator(p_group_id);
  select * into v_group from public.community_groups g where g.id = p_group_id;
  if v_group.archived_at is not null then
    perform private.community_deny('archived', 'permission denied: the group is archived');
  end if;
  select * into v_profile from public.profiles p where p.email = lower(btrim(coalesce(p_email, '')));
  if v_profile.id is null then
    raise exception 'no account with this e-mail' using errcode = 'P0002', hint = 'user_not_found';
  end if;
  select m.status into v_status from public.community_memberships m
  where m.group_id = p_group_id and m.user_id = v_profile.id for update;
  if v_status = 'active' then
    return 'already_member';
  end if;
  if v_status = 'removed' and not public.is_admin() then
    perform private.community_deny('removed', 'permission denied: only administrators bring back a removed member');
  end if;
  insert into public.community_memberships (group_id, user_id, status, member_name, member_avatar_url, invited_by)
  values (p_group_id, v_profile.id, 'invited', v_profile.full_name, v_profile.avatar_url, auth.uid())
  on conflict (group_id, user_id) do update set status = 'invited', invited_by = auth.uid(), role = 'member';
  perform private.notify(v_profile.id, 'community',
    'Convite para um grupo',
    format('Você foi convidada para o grupo %s.', v_group.name),
    '/comunidade/' || v_group.slug,
    jsonb_build_object('event', 'community_invitation', 'group_id', p_group_id));
  perform private.community_audit('community.member_invite', p_group_id,
    jsonb_build_object('user_id', v_profile.id, 'member_name', v_profile.full_name));
  return 'invited';
end;
$$;
comment on function public.invite_to_community_group(uuid, text) is
  'Moderators of the group and admins. Invites the account with this e-mail (P0002 hint user_not_found when none); she joins by accepting. Notified; audited.';

-- ---------------------------------------------------------------------------------------------
-- Groups and moderators (admins; a moderator may change her group's description and cover)
-- ---------------------------------------------------------------------------------------------
create function public.save_community_group(
  p_id uuid, p_name text, p_slug text, p_description text, p_kind text, p_category text, p_cover_url text
)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_current public.community_groups;
  v_id uuid;
begin
  if p_id is null then
    perform private.assert_admin();
    insert into public.community_groups (name, slug, description, kind, category, cover_url, created_by)
    values (btrim(p_name), p_slug, coalesce(p_description, ''), p_kind, p_category, p_cover_url, auth.uid())
    returning id into v_id;
    perform private.community_audit('community.group_create', v_id, jsonb_build_object('slug', p_slug, 'kind', p_kind));
    return v_id;
  end if;
  select * into v_current from public.community_groups g where g.id = p_id for update;
  if v_current.id is null then
    raise exception 'group not found' using errcode = 'P0002', hint = 'not_found';
  end if;
  perform private.assert_community_moderator(p_id);
  if not public.is_admin() and (
       btrim(p_name) is distinct from v_current.name or p_slug is distinct from v_current.slug
    or p_kind is distinct from v_current.kind or p_category is distinct from v_current.category) then
    perform private.community_deny('admin_only', 'permission denied: name, address and kind change by administrators');
  end if;
  update public.community_groups g
  set name = btrim(p_name), slug = p_slug, description = coalesce(p_description, ''), kind = p_kind,
      category = p_category, cover_url = p_cover_url
  where g.id = p_id;
  perform private.community_audit('community.group_update', p_id,
    jsonb_build_object('slug', p_slug, 'kind', p_kind, 'cover_changed', p_cover_url is distinct from v_current.cover_url));
  return p_id;
end;
$$;
comment on function public.save_community_group(uuid, text, text, text, text, text, text) is
  'Admins create (p_id null) and edit every field; the group''s moderators may change only description and cover. Audited. Returns the id.';

create function public.archive_community_group(p_group_id uuid, p_archived boolean)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_changed boolean;
begin
  perform private.assert_admin();
  update public.community_groups g
  set archived_at = case when p_archived then now() end
  where g.id = p_group_id and (g.archived_at is not null) is distinct from p_archived
  returning true into v_changed;
  if v_changed is null then
    if not exists (select 1 from public.community_groups g where g.id = p_group_id) then
      raise exception 'group not found' using errcode = 'P0002', hint = 'not_found';
    end if;
    return false;
  end if;
  perform private.community_audit(case when p_archived then 'community.group_archive' else 'community.group_unarchive' end, p_group_id);
  return true;
end;
$$;
comment on function public.archive_community_group(uuid, boolean) is
  'Admins. Archives (unlisted, read-only) or restores a group. Audited. False when nothing changed.';

-- Appoints (an active membership as moderator, created if needed) or dismisses a moderator.
create function public.set_community_moderator(p_group_id uuid, p_user_id uuid, p_moderator boolean)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_profile public.profiles;
  v_group public.community_groups;
  v_role text;
begin
  perform private.assert_admin();
  select * into v_group from public.community_groups g where g.id = p_group_id;
  select * into v_profile from public.profiles p where p.id = p_user_id;
  if v_group.id is null or v_profile.id is null then
    raise exception 'group or user not found' using errcode = 'P0002', hint = 'not_found';
  end if;
  select m.role into v_role from public.community_memberships m
  where m.group_id = p_group_id and m.user_id = p_user_id and m.status = 'active';
  if p_moderator then
    if v_role = 'moderator' then
      return false;
    end if;
    insert into public.community_memberships as m (group_id, user_id, role, status, member_name, member_avatar_url, joined_at)
    values (p_group_id, p_user_id, 'moderator', 'active', v_profile.full_name, v_profile.avatar_url, now())
    on conflict (group_id, user_id) do update
      set role = 'moderator', status = 'active', muted_until = null, joined_at = coalesce(m.joined_at, now());
    perform private.community_grant_member_role(p_user_id);
  else
    if v_role is distinct from 'moderator' then
      return false;
    end if;
    update public.community_memberships m set role = 'member' where m.group_id = p_group_id and m.user_id = p_user_id;
  end if;
  perform private.notify(p_user_id, 'community',
    case when p_moderator then 'Você agora modera um grupo' else 'Moderação encerrada' end,
    case when p_moderator then format('Você foi nomeada moderadora do grupo %s.', v_group.name)
      else format('Você não modera mais o grupo %s.', v_group.name) end,
    '/comunidade/' || v_group.slug,
    jsonb_build_object('event', 'community_moderator', 'group_id', p_group_id, 'moderator', p_moderator));
  perform private.community_audit(case when p_moderator then 'community.moderator_appoint' else 'community.moderator_dismiss' end,
    p_group_id, jsonb_build_object('user_id', p_user_id, 'member_name', v_profile.full_name));
  return true;
end;
$$;
comment on function public.set_community_moderator(uuid, uuid, boolean) is
  'Admins. Appoints a moderator (joining her to the group if needed) or dismisses one. Notified; audited. False when nothing changed.';

-- The figures of /admin/comunidade: per group, members, and topics, replies and open reports of
-- the last 30 days.
create function public.get_community_group_stats()
returns table (
  group_id uuid,
  members bigint,
  pending bigint,
  topics_30d bigint,
  replies_30d bigint,
  open_reports bigint
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.assert_admin();
  return query
  select g.id,
    (select count(*) from public.community_memberships m where m.group_id = g.id and m.status = 'active'),
    (select count(*) from public.community_memberships m where m.group_id = g.id and m.status = 'pending'),
    (select count(*) from public.community_topics t where t.group_id = g.id and t.created_at > now() - interval '30 days'),
    (select count(*) from public.community_posts p
      where p.group_id = g.id and not p.is_opening and p.created_at > now() - interval '30 days'),
    (select count(*) from public.community_reports r where r.group_id = g.id and r.status = 'open')
  from public.community_groups g
  order by g.name;
end;
$$;
comment on function public.get_community_group_stats() is
  'Admins. Per group: active members, pending requests, topics and replies of the last 30 days, open reports.';

-- ---------------------------------------------------------------------------------------------
-- Reads that need more than one table, with the caller's rights (security invoker: RLS decides).
-- ---------------------------------------------------------------------------------------------

-- A group's topics, pinned first then by last activity, with her unread count (messages by
-- others since she last read the topic; every message when she never opened it).
create function public.list_community_topics(p_group_id uuid)
returns table (
  id uuid,
  title text,
  author_id uuid,
  author_name text,
  pinned boolean,
  locked boolean,
  replies_count integer,
  last_activity_at timestamptz,
  created_at timestamptz,
  unread_count bigint
)
language sql
stable
set search_path = ''
as $$
  select t.id, t.title, t.author_id, t.author_name, t.pinned, t.locked, t.replies_count, t.last_activity_at, t.created_at,
    (select count(*) from public.community_posts p
      where p.topic_id = t.id and p.author_id is distinct from auth.uid()
        and p.created_at > coalesce(r.last_read_at, '-infinity'::timestamptz))
  from public.community_topics t
  left join public.community_reads r on r.topic_id = t.id and r.user_id = auth.uid()
  where t.group_id = p_group_id
  order by t.pinned desc, t.last_activity_at desc
  limit 200
$$;
comment on function public.list_community_topics(uuid) is
  'Runs as the caller (RLS: the group''s members and admins). Topics pinned first, then by last activity, with unread_count.';

-- "Minhas conversas": topics she wrote in, newest activity first, with unread counts.
create function public.my_community_conversations(p_limit integer default 8)
returns table (
  topic_id uuid,
  title text,
  group_slug text,
  group_name text,
  last_activity_at timestamptz,
  unread_count bigint
)
language sql
stable
set search_path = ''
as $$
  select t.id, t.title, g.slug, g.name, t.last_activity_at,
    (select count(*) from public.community_posts p
      where p.topic_id = t.id and p.author_id is distinct from auth.uid()
        and p.created_at > coalesce(r.last_read_at, '-infinity'::timestamptz))
  from public.community_topics t
  join public.community_groups g on g.id = t.group_id
  left join public.community_reads r on r.topic_id = t.id and r.user_id = auth.uid()
  where exists (select 1 from public.community_posts p where p.topic_id = t.id and p.author_id = auth.uid())
    and private.community_status(t.group_id) = 'active'
  order by t.last_activity_at desc
  limit least(greatest(coalesce(p_limit, 8), 1), 50)
$$;
comment on function public.my_community_conversations(integer) is
  'Runs as the caller. Topics of her groups she posted in, by last activity, with unread_count (at most 50).';

-- ---------------------------------------------------------------------------------------------
-- Row-level security and grants: SELECT only; every write is a function above.
-- ---------------------------------------------------------------------------------------------
alter table public.community_groups enable row level security;
alter table public.community_memberships enable row level security;
alter table public.community_topics enable row level security;
alter table public.community_posts enable row level security;
alter table public.community_reactions enable row level security;
alter table public.community_reports enable row level security;
alter table public.community_reads enable row level security;

revoke all on public.community_groups, public.community_memberships, public.community_topics, public.community_posts,
  public.community_reactions, public.community_reports, public.community_reads from anon, authenticated;
grant all on public.community_groups, public.community_memberships, public.community_topics, public.community_posts,
  public.community_reactions, public.community_reports, public.community_reads to service_role;

grant select on public.community_groups to anon, authenticated;
grant select on public.community_memberships, public.community_topics, public.community_posts,
  public.community_reactions, public.community_reports, public.community_reads to authenticated;

create policy "community_groups: visitors read listed" on public.community_groups
  for select to anon using (kind <> 'hidden' and archived_at is null);
create policy "community_groups: members read listed and their own, admins all" on public.community_groups
  for select to authenticated
  using (
    (kind <> 'hidden' and archived_at is null)
    or private.community_status(id) in ('invited', 'pending', 'active')
    or (select public.is_admin())
  );

create policy "community_memberships: own rows, co-members, moderators all" on public.community_memberships
  for select to authenticated
  using (
    user_id = (select auth.uid())
    or (status = 'active' and private.can_read_community_group(group_id))
    or private.can_moderate_community_group(group_id)
  );

create policy "community_topics: the group's members and admins" on public.community_topics
  for select to authenticated using (private.can_read_community_group(group_id));

create policy "community_posts: the group's members and admins" on public.community_posts
  for select to authenticated using (private.can_read_community_group(group_id));

create policy "community_reactions: own, moderators all" on public.community_reactions
  for select to authenticated
  using (
    user_id = (select auth.uid())
    or exists (select 1 from public.community_posts p
               where p.id = post_id and private.can_moderate_community_group(p.group_id))
  );

create policy "community_reports: reporters their own, moderators their groups'" on public.community_reports
  for select to authenticated
  using (reporter_id = (select auth.uid()) or private.can_moderate_community_group(group_id));

create policy "community_reads: own" on public.community_reads
  for select to authenticated using (user_id = (select auth.uid()));

-- Live replies: readers of a topic receive its new posts (the Realtime server checks this RLS
-- for every subscriber, so a non-member receives nothing).
alter publication supabase_realtime add table public.community_posts;

-- What a signed-in session calls through the app (each function checks its caller inside);
-- nothing here is for visitors.
do $$
declare
  v_function text;
begin
  foreach v_function in array array[
    'public.join_community_group(uuid)',
    'public.leave_community_group(uuid)',
    'public.create_community_topic(uuid, text, text, uuid[])',
    'public.create_community_reply(uuid, text, uuid[])',
    'public.edit_community_post(uuid, text, text)',
    'public.delete_community_post(uuid)',
    'public.toggle_community_support(uuid)',
    'public.report_community_post(uuid, text)',
    'public.mark_community_topic_read(uuid)',
    'public.moderate_community_post(uuid, boolean, text)',
    'public.set_community_topic_flags(uuid, boolean, boolean)',
    'public.moderate_community_member(uuid, uuid, text, timestamptz, text)',
    'public.resolve_community_report(uuid, text)',
    'public.invite_to_community_group(uuid, text)',
    'public.save_community_group(uuid, text, text, text, text, text, text)',
    'public.archive_community_group(uuid, boolean)',
    'public.set_community_moderator(uuid, uuid, boolean)',
    'public.get_community_group_stats()',
    'public.list_community_topics(uuid)',
    'public.my_community_conversations(integer)'
  ] loop
    execute format('revoke execute on function %s from public, anon', v_function);
    execute format('grant execute on function %s to authenticated, service_role', v_function);
  end loop;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- Group covers in Storage: public read; admins and the group's moderators write under
-- group-covers/{group id}/. As with the other buckets, no broad SELECT policy (listing).
-- ---------------------------------------------------------------------------------------------
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types) values
  ('group-covers', 'group-covers', true, 5242880, array['image/jpeg', 'image/png', 'image/webp', 'image/avif'])
on conflict (id) do update set
  public = excluded.public,
  file_size_limit = excluded.file_size_limit,
  allowed_mime_types = excluded.allowed_mime_types;

-- The subquery runs under the caller's RLS on community_groups (a moderator sees her groups).
create policy "group-covers: moderators manage their group folder" on storage.objects
  for all to authenticated
  using (
    bucket_id = 'group-covers'
    and exists (
      select 1 from public.community_groups g
      where g.id::text = (storage.foldername(objects.name))[1] and private.can_moderate_community_group(g.id)
    )
  )
  with check (
    bucket_id = 'group-covers'
    and exists (
      select 1 from public.community_groups g
      where g.id::text = (storage.foldername(objects.name))[1] and private.can_moderate_community_group(g.id)
    )
  );

-- Pictures in messages: public read; a member writes only under
-- community-images/{group id}/{her user id}/ of a group whose discussions she reads.
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types) values
  ('community-images', 'community-images', true, 5242880, array['image/jpeg', 'image/png', 'image/webp', 'image/avif'])
on conflict (id) do update set
  public = excluded.public,
  file_size_limit = excluded.file_size_limit,
  allowed_mime_types = excluded.allowed_mime_types;

create policy "community-images: members manage their own folder in their groups" on storage.objects
  for all to authenticated
  using (
    bucket_id = 'community-images'
    and (storage.foldername(objects.name))[2] = (select auth.uid())::text
    and exists (
      select 1 from public.community_groups g
      where g.id::text = (storage.foldername(objects.name))[1] and private.can_read_community_group(g.id)
    )
  )
  with check (
    bucket_id = 'community-images'
    and (storage.foldername(objects.name))[2] = (select auth.uid())::text
    and exists (
      select 1 from public.community_groups g
      where g.id::text = (storage.foldername(objects.name))[1] and private.can_read_community_group(g.id)
    )
  );
