-- Issue #31: a request to join a by-request group may carry a message to the moderation.
--
-- The message is stored with the request (community_memberships.request_message), written only by
-- join_community_group, at most 500 characters. Rows are readable as before (her own row, the
-- group's active members' rows by co-members, every row by the group's moderators and admins):
-- a pending row is therefore read only by the requester and the moderation, and the message is
-- cleared when the row leaves 'pending', so co-members never read it once she is approved.

alter table public.community_memberships
  add column request_message text
    check (request_message is null or (length(request_message) between 1 and 500 and status = 'pending'));

comment on column public.community_memberships.request_message is
  'The message of a pending request to join (the requester''s, for the moderation); null once decided.';

create function private.community_clear_request_message()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.status <> 'pending' then
    new.request_message := null;
  end if;
  return new;
end;
$$;

create trigger community_memberships_clear_request_message
  before update of status on public.community_memberships
  for each row execute function private.community_clear_request_message();

-- Same function with an optional message (PostgREST calls it by argument names, so callers that
-- send only p_group_id keep working). The body is the original's, with the message stored on the
-- pending row and the moderators' notification saying there is one.
drop function public.join_community_group(uuid);

create function public.join_community_group(p_group_id uuid, p_message text default null)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_group public.community_groups;
  v_member public.community_memberships;
  v_card record;
  v_message text := nullif(btrim(coalesce(p_message, '')), '');
begin
  if auth.uid() is null then
    perform private.community_deny('not_member', 'permission denied: sign in first');
  end if;
  if v_message is not null and length(v_message) > 500 then
    raise exception 'request message too long' using errcode = '22023', hint = 'request_message';
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
  insert into public.community_memberships (group_id, user_id, status, member_name, member_avatar_url, request_message)
  values (p_group_id, auth.uid(), 'pending', v_card.name, v_card.avatar_url, v_message);
  perform private.community_notify_moderators(p_group_id,
    'Novo pedido de participação',
    format('%s pediu para participar do grupo %s.%s', v_card.name, v_group.name,
      case when v_message is null then '' else ' Ela deixou uma mensagem para a moderação.' end),
    '/comunidade/' || v_group.slug || '/moderacao',
    jsonb_build_object('event', 'community_join_request', 'group_id', p_group_id, 'user_id', auth.uid()));
  return 'pending';
end;
$$;
comment on function public.join_community_group(uuid, text) is
  'Members. Open group: active at once; by request: pending (moderators notified), with an optional message of up to 500 characters (22023, hint request_message) read only by her and the moderation; hidden: only with an invitation. Grants community_member. Returns the status. Removed members are refused (42501, hint removed).';

revoke execute on function public.join_community_group(uuid, text) from public, anon;
grant execute on function public.join_community_group(uuid, text) to authenticated, service_role;
