-- Issue #32 (security round 2): abuse limits the API could go around.
--
-- 1. subscribe_newsletter() is server-only: execute is revoked from public, anon and authenticated,
--    so a visitor can no longer queue confirmation e-mails to strangers through /rest/v1/rpc and
--    skip the app's per-address limit (lib/rate-limit/newsletter.ts); the footer's server action
--    calls it with the service role behind that limit. A name carrying a link (a URL, "www.", a
--    domain such as x.com/…, an <a> tag) is refused here too: the greeting goes into the e-mail.
-- 2. Community limits count in ledgers a deletion cannot touch. The posting limit (5 a minute)
--    counted surviving posts, and mentions were sent per post, so posting and deleting in a loop
--    sent unlimited notifications. Now each post is recorded in private.community_post_attempts,
--    and each mention or reply notification in private.notification_sends: at most 10 per
--    recipient per sender per hour; further ones are dropped silently (the post still goes in).
-- 3. Ambassadors earn nothing on an alias of their own address (dots and +tags at Gmail, +tags
--    everywhere) or on an account with their phone; an admin still approves every commission.

-- ---------------------------------------------------------------------------------------------
-- 1. Newsletter: server-only, no links in names
-- ---------------------------------------------------------------------------------------------
-- The same rule as containsLink() in lib/newsletter.ts (zod refuses first; this holds for any caller).
create function private.name_has_link(p_name text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select coalesce(p_name, '') ~* (
    '(https?:|ftp:|mailto:|www\.|<\s*a(\s|>|$)|[a-z0-9-]\.[a-z]{2,}(/|:[0-9])'
    || '|\.(com|net|org|br|io|ly|me|info|biz|xyz|site|online|app|dev|co|ru|cn|link|click|top|shop|store|gg|tk)(\M|$))'
  )
$$;

create or replace function public.subscribe_newsletter(name text, email text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_email text := lower(btrim(coalesce(subscribe_newsletter.email, '')));
  v_name text := nullif(btrim(coalesce(subscribe_newsletter.name, '')), '');
begin
  if not private.is_valid_email(v_email) then
    raise exception 'invalid_email' using errcode = '22023', detail = 'Informe um e-mail válido.';
  end if;
  if v_name is not null and length(v_name) > 120 then
    raise exception 'invalid_name' using errcode = '22023', detail = 'O nome deve ter no máximo 120 caracteres.';
  end if;
  if private.name_has_link(v_name) then
    raise exception 'name_has_link' using errcode = '22023', detail = 'O nome não pode conter links ou endereços de sites.';
  end if;
  -- Only the server calls this now (with the service role, so auth.uid() is empty): a subscriber
  -- is a member when the address is a member's account.
  perform private.record_newsletter_consent(v_name, v_email, 'footer',
    case when exists (select 1 from public.profiles p where lower(p.email) = v_email) then 'membro' else 'visitante' end,
    false, true);
end;
$$;
comment on function public.subscribe_newsletter(text, text) is
  'Server only (service role, behind the app''s per-address and per-e-mail limits). Records a pending footer consent and queues the confirmation e-mail; answers nothing whatever the address''s state. 22023 invalid_email, invalid_name, name_has_link.';
revoke execute on function public.subscribe_newsletter(text, text) from public, anon, authenticated;
grant execute on function public.subscribe_newsletter(text, text) to service_role;
revoke execute on function private.name_has_link(text) from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- 2. Community: ledgers for posts and notifications
-- ---------------------------------------------------------------------------------------------
-- One row per post written (topic or reply), kept when the post is deleted; rows older than an
-- hour are pruned by the next post of the same author.
create table private.community_post_attempts (
  id bigint generated always as identity primary key,
  author_id uuid not null references auth.users (id) on delete cascade,
  at timestamptz not null default clock_timestamp()
);
create index community_post_attempts_author_idx on private.community_post_attempts (author_id, at);
comment on table private.community_post_attempts is
  'Posts written per author (deleted ones included), for the 5-a-minute limit. Outside the API.';

-- One row per mention or reply notification sent, kept when the post is deleted.
create table private.notification_sends (
  id bigint generated always as identity primary key,
  recipient uuid not null references auth.users (id) on delete cascade,
  sender uuid not null references auth.users (id) on delete cascade,
  at timestamptz not null default clock_timestamp()
);
create index notification_sends_pair_idx on private.notification_sends (recipient, sender, at);
create index notification_sends_sender_idx on private.notification_sends (sender);
comment on table private.notification_sends is
  'Community notifications sent per recipient and sender, for the 10-an-hour cap. Outside the API.';

revoke all on private.community_post_attempts, private.notification_sends from public, anon, authenticated;

-- At most 5 messages a minute per person, across groups, counted in the ledger so deleting a post
-- gives no slot back.
create or replace function private.community_rate_limit()
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_me uuid := auth.uid();
begin
  -- Two posts of one person at once must not both see the last free slot.
  perform pg_advisory_xact_lock(hashtextextended('community_post:' || coalesce(v_me::text, ''), 0));
  delete from private.community_post_attempts a
  where a.author_id = v_me and a.at < clock_timestamp() - interval '1 hour';
  if (select count(*) from private.community_post_attempts a
      where a.author_id = v_me and a.at > clock_timestamp() - interval '1 minute') >= 5 then
    raise exception 'too many messages in a short time' using errcode = 'P0001', hint = 'rate_limited';
  end if;
  insert into private.community_post_attempts (author_id) values (v_me);
end;
$$;

-- True, and recorded, when p_sender may notify p_recipient once more: at most 10 an hour.
create function private.community_may_notify(p_recipient uuid, p_sender uuid)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform pg_advisory_xact_lock(hashtextextended('notification_send:' || p_recipient::text || ':' || p_sender::text, 0));
  delete from private.notification_sends s
  where s.recipient = p_recipient and s.sender = p_sender and s.at < clock_timestamp() - interval '1 hour';
  if (select count(*) from private.notification_sends s
      where s.recipient = p_recipient and s.sender = p_sender) >= 10 then
    return false;
  end if;
  insert into private.notification_sends (recipient, sender) values (p_recipient, p_sender);
  return true;
end;
$$;
revoke execute on function private.community_may_notify(uuid, uuid) from public, anon, authenticated;

-- As before (mentioned active members, never the author; a reply's topic author when she was not
-- mentioned), each notification now passing private.community_may_notify() first.
create or replace function private.community_notify_post(
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
    if private.community_may_notify(v_user, p_post.author_id) then
      perform private.notify(v_user, 'new_message',
        format('%s mencionou você', p_post.author_name),
        format('Em "%s", no grupo %s.', p_topic.title, v_group_name),
        v_url,
        jsonb_build_object('event', 'community_mention', 'group_id', p_post.group_id, 'topic_id', p_topic.id, 'post_id', p_post.id));
    end if;
  end loop;
  if not p_post.is_opening
     and p_topic.author_id is not null
     and p_topic.author_id <> p_post.author_id
     and not (p_topic.author_id = any (v_mentioned))
     and exists (select 1 from public.community_memberships m
                 where m.group_id = p_post.group_id and m.user_id = p_topic.author_id and m.status = 'active')
     and private.community_may_notify(p_topic.author_id, p_post.author_id) then
    perform private.notify(p_topic.author_id, 'new_message',
      format('Nova resposta em "%s"', p_topic.title),
      format('%s respondeu no grupo %s.', p_post.author_name, v_group_name),
      v_url,
      jsonb_build_object('event', 'community_reply', 'group_id', p_post.group_id, 'topic_id', p_topic.id, 'post_id', p_post.id));
  end if;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- 3. Ambassadors: no commission on their own aliases or phone
-- ---------------------------------------------------------------------------------------------
-- One person's address however she spells it: lower case, no +tag anywhere; at Gmail (which
-- ignores dots and answers googlemail.com too) no dots and one domain.
create or replace function private.email_identity(p_email text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case
    when split_part(v.address, '@', 2) in ('gmail.com', 'googlemail.com')
      then replace(split_part(v.address, '@', 1), '.', '') || '@gmail.com'
    else v.address
  end
  from (select regexp_replace(lower(btrim(coalesce(p_email, ''))), '\+[^@]*@', '@') as address) v
$$;

-- A phone as digits, without Brazil's country code; null when too short to name anyone.
create function private.phone_identity(p_phone text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case when length(d.digits) >= 10 then d.digits end
  from (
    select case
      when length(r.raw) in (12, 13) and r.raw like '55%' then substr(r.raw, 3)
      else r.raw
    end as digits
    from (select regexp_replace(coalesce(p_phone, ''), '[^0-9]', '', 'g') as raw) r
  ) d
$$;

-- The referred account is the ambassador herself under another address: the same mailbox
-- (private.email_identity) or the same phone.
create function private.is_self_referral(p_ambassador uuid, p_referred uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select p_ambassador = p_referred or exists (
    select 1
    from public.profiles a, public.profiles r
    left join auth.users u on u.id = r.id
    where a.id = p_ambassador and r.id = p_referred
      and (
        private.email_identity(a.email) = private.email_identity(coalesce(u.email, r.email))
        or private.phone_identity(a.phone) = private.phone_identity(r.phone)
      )
  )
$$;

create or replace function private.handle_new_user_referral()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_code text := lower(btrim(coalesce(new.raw_user_meta_data ->> 'ref_code', '')));
  v_ambassador uuid;
  v_ambassador_email text;
begin
  if v_code = '' then return new; end if;
  select a.user_id, p.email into v_ambassador, v_ambassador_email
  from public.ambassadors a join public.profiles p on p.id = a.user_id
  where a.code = v_code and 'ambassador' = any (p.roles);
  -- Unknown codes and self-referral (an alias of her address, her phone) are ignored: the sign-up
  -- itself must not fail.
  if v_ambassador is null
     or private.email_identity(v_ambassador_email) = private.email_identity(new.email)
     or private.is_self_referral(v_ambassador, new.id) then
    return new;
  end if;
  insert into public.referrals (ambassador_id, referred_user_id, code)
  values (v_ambassador, new.id, v_code)
  on conflict (referred_user_id) do nothing;
  if new.email_confirmed_at is not null then
    perform private.credit_referral(new.id);
  end if;
  return new;
end;
$$;

-- Checked again on confirmation: a phone added since the sign-up may show it is her.
create or replace function private.credit_referral(p_user uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_referral public.referrals;
  v_amount integer;
begin
  update public.referrals r set confirmed_at = now()
  where r.referred_user_id = p_user and r.confirmed_at is null
  returning * into v_referral;
  if v_referral.id is null or private.is_self_referral(v_referral.ambassador_id, p_user) then return; end if;
  select s.commission_amount_cents into v_amount from public.site_settings s where s.id;
  insert into public.commission_entries (ambassador_id, referral_id, amount_cents)
  values (v_referral.ambassador_id, v_referral.id, coalesce(v_amount, 0))
  on conflict (referral_id) do nothing;
end;
$$;

revoke execute on function
  private.email_identity(text),
  private.phone_identity(text),
  private.is_self_referral(uuid, uuid)
from public, anon, authenticated;
