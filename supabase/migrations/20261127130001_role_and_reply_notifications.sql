-- Issue #31: fewer, truer notifications.
--
-- 1. Only roles an administrator grants or removes notify "Novo papel" / "Papel removido": a role a
--    member adds to herself in her profile (business_owner, community_member) is her own click,
--    and the profile already says it was saved. The audit of admins' changes is unchanged.
-- 2. Replies to one community topic make one notification per recipient while she has not read
--    it: a BEFORE INSERT trigger folds each new "community_reply" into her unread one for the
--    same topic ("3 novas respostas em …", newest author and link, moved to the top), so every
--    producer keeps calling private.notify() as before. Once read, the next reply starts anew.

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
  -- Someone else changed it, and assert_can_change_role lets only admins change others' roles.
  if auth.uid() is distinct from user_uuid then
    perform private.notify(user_uuid, 'user_action', 'Novo papel na sua conta',
      format('O papel "%s" foi adicionado à sua conta.', private.role_label(new_role)),
      '/dashboard', jsonb_build_object('event', 'role_added', 'role', new_role, 'by', auth.uid()));
  end if;
  if public.is_admin() then
    perform private.audit('role.add', 'profile', user_uuid::text, jsonb_build_object('role', new_role));
  end if;
  return true;
end;
$$;
comment on function public.add_user_role(uuid, text) is
  'Adds a role. Self: customer, business_owner, community_member only; admins: any role on anyone. Notifies the user only when an admin changed someone else''s roles. Returns false when already present.';

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
  if auth.uid() is distinct from user_uuid then
    perform private.notify(user_uuid, 'user_action', 'Papel removido da sua conta',
      format('O papel "%s" foi removido da sua conta.', private.role_label(old_role)),
      '/dashboard', jsonb_build_object('event', 'role_removed', 'role', old_role, 'by', auth.uid()));
  end if;
  if public.is_admin() then
    perform private.audit('role.remove', 'profile', user_uuid::text, jsonb_build_object('role', old_role));
  end if;
  return true;
end;
$$;
comment on function public.remove_user_role(uuid, text) is
  'Removes a role. Self: customer, business_owner, community_member only; admins: any role on anyone. Notifies the user only when an admin changed someone else''s roles. Returns false when absent.';

create function private.notifications_group_replies()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_existing public.notifications;
  v_count integer;
  v_title text;
begin
  if new.data ->> 'event' is distinct from 'community_reply' or new.data ->> 'topic_id' is null then
    return new;
  end if;
  select * into v_existing from public.notifications n
  where n.user_id = new.user_id and not n.read
    and n.data ->> 'event' = 'community_reply' and n.data ->> 'topic_id' = new.data ->> 'topic_id'
  order by n.created_at desc
  limit 1
  for update;
  if v_existing.id is null then
    new.data := new.data || jsonb_build_object('count', 1);
    return new;
  end if;
  v_count := coalesce((v_existing.data ->> 'count')::integer, 1) + 1;
  select t.title into v_title from public.community_topics t where t.id = (new.data ->> 'topic_id')::uuid;
  update public.notifications n
  set title = left(format('%s novas respostas em "%s"', v_count, coalesce(v_title, 'um tópico')), 200),
      message = new.message,
      action_url = new.action_url,
      data = n.data || new.data || jsonb_build_object('count', v_count),
      created_at = now()
  where n.id = v_existing.id;
  return null;
end;
$$;
revoke execute on function private.notifications_group_replies() from public, anon, authenticated;

create trigger notifications_group_replies before insert on public.notifications
  for each row execute function private.notifications_group_replies();
