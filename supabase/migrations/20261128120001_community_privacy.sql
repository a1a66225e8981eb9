-- Issue #32 (security round 2): privacy of community data.
--
-- 1. Co-members read only harmless columns of each other's memberships. SELECT on
--    community_memberships is granted per column (who, where, role, standing, name, picture,
--    dates); the moderation columns (muted_until, moderation_reason, invited_by, request_message,
--    updated_at) are read through list_community_member_details(), which shows them for her own
--    rows and, to the group's moderators and admins, for the group's rows. A column privilege
--    cannot depend on the row, hence the function.
-- 2. Inviting by e-mail answers the same whether or not an account has that address, and a
--    moderator no longer sees other people's invitations in her group (the invited account's name
--    would say the address has one); admins still do.
-- 3. Hidden groups' covers live in a private bucket (private-group-covers) that only the group's
--    invitees, requesters, members and admins read, served to them through short-lived signed
--    URLs. Listed groups' covers stay in the public, cached group-covers bucket.

-- ---------------------------------------------------------------------------------------------
-- 1. Harmless columns only
-- ---------------------------------------------------------------------------------------------
revoke select on public.community_memberships from authenticated;
grant select (group_id, user_id, role, status, member_name, member_avatar_url, joined_at, created_at)
  on public.community_memberships to authenticated;

drop policy "community_memberships: own rows, co-members, moderators all" on public.community_memberships;
create policy "community_memberships: own rows, co-members, moderators all but invitations"
  on public.community_memberships
  for select to authenticated
  using (
    user_id = (select auth.uid())
    or (status = 'active' and private.can_read_community_group(group_id))
    or (status <> 'invited' and private.can_moderate_community_group(group_id))
    or (select public.is_admin())
  );

-- security definer: the caller has no privilege on the moderation columns; the WHERE clause is
-- the whole access rule. p_group_id null: her own rows of every group.
create function public.list_community_member_details(p_group_id uuid default null)
returns table (
  group_id uuid,
  user_id uuid,
  role text,
  status text,
  member_name text,
  member_avatar_url text,
  muted_until timestamptz,
  moderation_reason text,
  invited_by uuid,
  request_message text,
  joined_at timestamptz,
  created_at timestamptz
)
language sql
stable
security definer
set search_path = ''
as $$
  select m.group_id, m.user_id, m.role, m.status, m.member_name, m.member_avatar_url, m.muted_until,
    m.moderation_reason, m.invited_by, m.request_message, m.joined_at, m.created_at
  from public.community_memberships m
  where auth.uid() is not null
    and (
      (m.user_id = auth.uid() and (p_group_id is null or m.group_id = p_group_id))
      or (
        m.group_id = p_group_id
        and (public.is_admin() or (m.status <> 'invited' and private.can_moderate_community_group(p_group_id)))
      )
    )
  order by m.member_name, m.user_id
$$;
comment on function public.list_community_member_details(uuid) is
  'Members. Memberships with their moderation columns (mute, reason, inviter, request message): her own rows (every group when p_group_id is null), and every row of p_group_id for its moderators (other people''s invitations excepted) and admins. Nothing for anyone else.';
revoke execute on function public.list_community_member_details(uuid) from public, anon;
grant execute on function public.list_community_member_details(uuid) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- 2. Invitations answer alike
-- ---------------------------------------------------------------------------------------------

-- Every call that passes the moderator and archive checks answers 'invited' and writes one audit
-- entry, whether the address has an account, she is already in the group, asked to join, or was
-- removed: only an account without a standing there (or an earlier invitation, or, for an
-- admin, a removal) gets the invitation and its notification.
create or replace function public.invite_to_community_group(p_group_id uuid, p_email text)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_profile public.profiles;
  v_group public.community_groups;
  v_status text;
  v_invited boolean := false;
begin
  perform private.assert_community_moderator(p_group_id);
  select * into v_group from public.community_groups g where g.id = p_group_id;
  if v_group.archived_at is not null then
    perform private.community_deny('archived', 'permission denied: the group is archived');
  end if;
  select * into v_profile from public.profiles p where p.email = lower(btrim(coalesce(p_email, '')));
  if v_profile.id is not null then
    select m.status into v_status from public.community_memberships m
    where m.group_id = p_group_id and m.user_id = v_profile.id for update;
    if v_status is null or v_status = 'invited' or (v_status = 'removed' and public.is_admin()) then
      insert into public.community_memberships (group_id, user_id, status, member_name, member_avatar_url, invited_by)
      values (p_group_id, v_profile.id, 'invited', v_profile.full_name, v_profile.avatar_url, auth.uid())
      on conflict (group_id, user_id) do update set status = 'invited', invited_by = auth.uid(), role = 'member';
      perform private.notify(v_profile.id, 'community',
        'Convite para um grupo',
        format('Você foi convidada para o grupo %s.', v_group.name),
        '/comunidade/' || v_group.slug,
        jsonb_build_object('event', 'community_invitation', 'group_id', p_group_id));
      v_invited := true;
    end if;
  end if;
  -- Admins read the audit log (they read every profile anyway); moderators do not.
  perform private.community_audit('community.member_invite', p_group_id,
    jsonb_strip_nulls(jsonb_build_object('user_id', v_profile.id, 'member_name', v_profile.full_name,
      'invited', v_invited)));
  return 'invited';
end;
$$;
comment on function public.invite_to_community_group(uuid, text) is
  'Moderators of the group and admins. Always answers ''invited'' (whether or not the e-mail has an account, so the answer tells nothing); an account without a standing in the group (admins: also a removed one) is invited and notified; she joins by accepting. Audited.';

-- ---------------------------------------------------------------------------------------------
-- 3. Hidden groups' covers in a private bucket
-- ---------------------------------------------------------------------------------------------
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types) values
  ('private-group-covers', 'private-group-covers', false, 5242880, array['image/jpeg', 'image/png', 'image/webp', 'image/avif'])
on conflict (id) do update set
  public = excluded.public,
  file_size_limit = excluded.file_size_limit,
  allowed_mime_types = excluded.allowed_mime_types;

-- Who sees the group sees its cover: invitees, requesters, members, admins (community_status is
-- security definer, so this does not recurse into the memberships policy).
create policy "private-group-covers: the group's people read" on storage.objects
  for select to authenticated
  using (
    bucket_id = 'private-group-covers'
    and exists (
      select 1 from public.community_groups g
      where g.id::text = (storage.foldername(objects.name))[1]
        and (private.community_status(g.id) in ('invited', 'pending', 'active') or (select public.is_admin()))
    )
  );

create policy "private-group-covers: moderators write their group folder" on storage.objects
  for insert to authenticated
  with check (
    bucket_id = 'private-group-covers'
    and exists (
      select 1 from public.community_groups g
      where g.id::text = (storage.foldername(objects.name))[1] and private.can_moderate_community_group(g.id)
    )
  );

create policy "private-group-covers: moderators replace in their group folder" on storage.objects
  for update to authenticated
  using (
    bucket_id = 'private-group-covers'
    and exists (
      select 1 from public.community_groups g
      where g.id::text = (storage.foldername(objects.name))[1] and private.can_moderate_community_group(g.id)
    )
  )
  with check (
    bucket_id = 'private-group-covers'
    and exists (
      select 1 from public.community_groups g
      where g.id::text = (storage.foldername(objects.name))[1] and private.can_moderate_community_group(g.id)
    )
  );

create policy "private-group-covers: moderators delete in their group folder" on storage.objects
  for delete to authenticated
  using (
    bucket_id = 'private-group-covers'
    and exists (
      select 1 from public.community_groups g
      where g.id::text = (storage.foldername(objects.name))[1] and private.can_moderate_community_group(g.id)
    )
  );

-- A hidden group's cover must be one of its private pictures (or a site image, /images/…): a
-- public-bucket address saved by save_community_group would publish it again. Checked by a
-- trigger so every writer (the function, the service role) obeys.
create function private.community_group_cover_guard()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.kind = 'hidden' and new.cover_url is not null and new.cover_url !~ '^/images/'
     and new.cover_url !~ '/storage/v1/object/authenticated/private-group-covers/' then
    raise exception 'a hidden group''s cover must be in the private bucket'
      using errcode = '22023', hint = 'private_cover';
  end if;
  return new;
end;
$$;
create trigger community_groups_cover_guard before insert or update of kind, cover_url on public.community_groups
  for each row execute function private.community_group_cover_guard();

-- Existing hidden groups' covers in the public bucket. Storage keeps an object's bytes under its
-- bucket, so SQL cannot move them to the private one (a moved row would point at no bytes): their
-- rows are deleted, so the public address stops answering at once (Storage looks the row up
-- before serving; the local backend then prunes the bytes), and the cover is cleared for the
-- moderation to send again. Storage refuses direct deletes unless this transaction-local setting
-- says a deliberate one is meant. The demo seed has no such cover (its covers are site images).
select set_config('storage.allow_delete_query', 'true', true);
delete from storage.objects o
using public.community_groups g
where o.bucket_id = 'group-covers' and g.kind = 'hidden' and (storage.foldername(o.name))[1] = g.id::text;

update public.community_groups g set cover_url = null
where g.kind = 'hidden' and g.cover_url is not null and g.cover_url !~ '^/images/'
  and g.cover_url !~ '/storage/v1/object/authenticated/private-group-covers/';

-- ---------------------------------------------------------------------------------------------
-- 4. Pictures in messages in a private bucket
-- ---------------------------------------------------------------------------------------------
-- Every group's discussions are read by its active members and admins only, so are its
-- pictures: private-community-images/{group id}/{author id}/, read by the group's readers, written
-- and deleted by each author in her own folder. Messages store the signed-in address
-- (/object/authenticated/…); the app signs it for each reader. The public community-images
-- bucket keeps serving the pictures of messages written before.
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types) values
  ('private-community-images', 'private-community-images', false, 5242880, array['image/jpeg', 'image/png', 'image/webp', 'image/avif'])
on conflict (id) do update set
  public = excluded.public,
  file_size_limit = excluded.file_size_limit,
  allowed_mime_types = excluded.allowed_mime_types;

create policy "private-community-images: the group's readers read" on storage.objects
  for select to authenticated
  using (
    bucket_id = 'private-community-images'
    and exists (
      select 1 from public.community_groups g
      where g.id::text = (storage.foldername(objects.name))[1] and private.can_read_community_group(g.id)
    )
  );

create policy "private-community-images: members write their own folder" on storage.objects
  for insert to authenticated
  with check (
    bucket_id = 'private-community-images'
    and (storage.foldername(objects.name))[2] = (select auth.uid())::text
    and exists (
      select 1 from public.community_groups g
      where g.id::text = (storage.foldername(objects.name))[1] and private.can_read_community_group(g.id)
    )
  );

create policy "private-community-images: authors delete their own" on storage.objects
  for delete to authenticated
  using (
    bucket_id = 'private-community-images'
    and (storage.foldername(objects.name))[2] = (select auth.uid())::text
  );

-- Hidden groups' pictures already in the public bucket: as with covers, their bytes cannot move,
-- so their rows go (the public addresses stop answering) and the messages drop the <img> that
-- pointed at them. The demo seed's messages have no pictures.
delete from storage.objects o
using public.community_groups g
where o.bucket_id = 'community-images' and g.kind = 'hidden' and (storage.foldername(o.name))[1] = g.id::text;

update public.community_posts p
set body = regexp_replace(p.body, '<img[^>]*/storage/v1/object/public/community-images/[^>]*>', '', 'g')
from public.community_groups g
where g.id = p.group_id and g.kind = 'hidden' and p.body ~ '/storage/v1/object/public/community-images/';

update private.community_hidden_bodies h
set body = regexp_replace(h.body, '<img[^>]*/storage/v1/object/public/community-images/[^>]*>', '', 'g')
from public.community_posts p join public.community_groups g on g.id = p.group_id
where p.id = h.post_id and g.kind = 'hidden' and h.body ~ '/storage/v1/object/public/community-images/';
