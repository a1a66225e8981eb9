-- Newsletter double opt-in and consent record (issue #18 item 8).
--
-- Before: anyone could subscribe any address, the answer told whether it was already subscribed,
-- callers chose the origin, and every new row went straight to MailRelay. Now:
-- - a subscriber is 'pending' until the person follows the single-use link of a confirmation
--   e-mail ('confirmed'), or proves the address with her account's own confirmation (sign-up and
--   profile consent); 'unsubscribed' when she withdraws;
-- - subscribe_newsletter(name, email) answers nothing (void) whatever the address's state, and the
--   server, not the caller, records where the consent came from;
-- - the consent record (consent_at, consent_source, confirmed_at, unsubscribed_at) is kept on the
--   row, as Brazil's LGPD expects a controller to be able to show;
-- - the MailRelay outbox only hears of confirmed subscribers (and of the unsubscribe or delete of
--   one MailRelay already knows);
-- - the confirmation e-mail goes through a transactional outbox (email_outbox), written in the same
--   transaction as the pending subscription and sent by the app (lib/mailrelay/email-outbox.ts).
--   The e-mail is rendered by the app when it is sent, not stored here: its unsubscribe link is
--   signed with a secret only the app holds, and the confirmation token exists in clear only in
--   the claim's answer (the database keeps its SHA-256).

-- ---------------------------------------------------------------------------------------------
-- Subscriber status and consent record.
-- ---------------------------------------------------------------------------------------------
alter table public.newsletter_subscribers
  add column status text not null default 'pending'
    constraint newsletter_subscribers_status_check check (status in ('pending', 'confirmed', 'unsubscribed')),
  add column consent_at timestamptz,
  add column consent_source text
    constraint newsletter_subscribers_consent_source_check
    check (consent_source is null or consent_source ~ '^[a-z][a-z0-9_]{0,39}$'),
  add column confirmed_at timestamptz;

-- Subscribers from before this migration were taken on a single opt-in and are already in
-- MailRelay: active ones stay confirmed (their consent is the original sign-up; confirmed_at stays
-- empty, as no confirmation ever happened), inactive ones unsubscribed. The sync trigger is off
-- meanwhile so the backfill queues nothing.
alter table public.newsletter_subscribers disable trigger newsletter_subscribers_enqueue_sync;
update public.newsletter_subscribers
set status = case when active then 'confirmed' else 'unsubscribed' end,
    consent_at = subscribed_at,
    consent_source = origin;
alter table public.newsletter_subscribers enable trigger newsletter_subscribers_enqueue_sync;

-- `active` keeps its meaning ("confirmed and not unsubscribed") for every reader (stats, the
-- MailRelay processor, the CSV), derived from status so the two can never disagree.
alter table public.newsletter_subscribers drop column active;
alter table public.newsletter_subscribers add column active boolean not null generated always as (status = 'confirmed') stored;

alter table public.newsletter_subscribers add constraint newsletter_subscribers_confirmed_consent_check
  check (status <> 'confirmed' or consent_at is not null);

comment on column public.newsletter_subscribers.status is
  'pending (consent given, address not yet proven), confirmed (followed the e-mail link, or confirmed the account that consented), unsubscribed.';
comment on column public.newsletter_subscribers.active is 'Derived: status = confirmed. Write status instead.';
comment on column public.newsletter_subscribers.consent_at is 'When the current consent was given (form sent, sign-up, profile).';
comment on column public.newsletter_subscribers.consent_source is
  'Where the current consent was given, set by the server: footer, cadastro (sign-up), perfil (profile), or the origin of an import.';
comment on column public.newsletter_subscribers.confirmed_at is
  'When the current consent was confirmed; empty for subscribers taken before double opt-in.';

-- The timestamps follow the status whoever changes it (functions, admins, the seed), unless the
-- writer sets them itself.
create function private.newsletter_subscriber_status_times()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'UPDATE' and new.status is not distinct from old.status then
    return new;
  end if;
  if new.status = 'confirmed' then
    if tg_op = 'INSERT' then
      new.confirmed_at := coalesce(new.confirmed_at, now());
    elsif new.confirmed_at is not distinct from old.confirmed_at then
      new.confirmed_at := now();
    end if;
    new.unsubscribed_at := null;
  elsif new.status = 'unsubscribed' then
    if tg_op = 'INSERT' then
      new.unsubscribed_at := coalesce(new.unsubscribed_at, now());
    elsif new.unsubscribed_at is not distinct from old.unsubscribed_at then
      new.unsubscribed_at := now();
    end if;
  else
    -- A new consent waiting for its proof: an earlier confirmation or withdrawal no longer applies.
    new.confirmed_at := null;
    new.unsubscribed_at := null;
  end if;
  return new;
end;
$$;

create trigger newsletter_subscribers_status_times before insert or update on public.newsletter_subscribers
  for each row execute function private.newsletter_subscriber_status_times();

-- ---------------------------------------------------------------------------------------------
-- MailRelay outbox: confirmed subscribers only.
-- ---------------------------------------------------------------------------------------------
create or replace function private.enqueue_subscriber_sync()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_row public.newsletter_subscribers := case when tg_op = 'DELETE' then old else new end;
  v_operation text;
begin
  if tg_op = 'INSERT' then
    if not new.active then
      return null;
    end if;
    v_operation := 'create';
  elsif tg_op = 'DELETE' then
    -- MailRelay knows only subscribers that were confirmed at some point.
    if not (old.active or old.mailrelay_id is not null or old.confirmed_at is not null) then
      return null;
    end if;
    v_operation := 'delete';
  elsif old.active and not new.active then
    v_operation := 'unsubscribe';
  elsif not old.active and new.active then
    -- A first confirmation creates; coming back (confirmed before, or known to MailRelay) resubscribes.
    v_operation := case when old.confirmed_at is null and old.mailrelay_id is null then 'create' else 'resubscribe' end;
  elsif new.active
    and (old.name, old.email, old.origin, old.user_type) is distinct from (new.name, new.email, new.origin, new.user_type) then
    v_operation := 'update';
  else
    -- Pending and unsubscribed rows change without MailRelay hearing of it; a later confirmation
    -- sends the row as it is then.
    return null;
  end if;

  insert into public.mailrelay_sync_log (status, operation, entity_type, entity_id, operation_type, request_data)
  values (
    'pending', v_operation, 'newsletter_subscriber', v_row.id,
    case when tg_op = 'INSERT' and v_row.origin = 'importacao' then 'import' else 'trigger' end,
    jsonb_strip_nulls(jsonb_build_object(
      'email', v_row.email,
      'name', v_row.name,
      'active', v_row.active,
      'status', v_row.status,
      'origin', v_row.origin,
      'user_type', v_row.user_type,
      'mailrelay_id', v_row.mailrelay_id,
      'previous_email', case when tg_op = 'UPDATE' and old.email is distinct from new.email then old.email end
    ))
  );
  return null;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- Confirmation tokens: single use, 48 hours, stored as SHA-256 only. Outside the API schema.
-- ---------------------------------------------------------------------------------------------
create table private.newsletter_confirmations (
  token_hash text primary key check (token_hash ~ '^[0-9a-f]{64}$'),
  subscriber_id uuid not null references public.newsletter_subscribers (id) on delete cascade,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz
);
create index newsletter_confirmations_subscriber_idx on private.newsletter_confirmations (subscriber_id);
comment on table private.newsletter_confirmations is
  'SHA-256 of each confirmation link''s token. Written by claim_email_outbox(), spent by confirm_newsletter_subscription(); no API role reads or writes it.';
revoke all on table private.newsletter_confirmations from public, anon, authenticated;
alter table private.newsletter_confirmations enable row level security;
create policy "newsletter_confirmations: no direct access" on private.newsletter_confirmations
  as restrictive for all to anon, authenticated using (false) with check (false);

-- ---------------------------------------------------------------------------------------------
-- Transactional e-mail outbox. A row says which e-mail to send to whom; the app renders and sends
-- it (MailRelay's POST /send_emails), claiming rows like the MailRelay outbox does.
-- ---------------------------------------------------------------------------------------------
create table public.email_outbox (
  id bigint generated always as identity primary key,
  template text not null check (template in ('newsletter_confirmation')),
  to_email text not null check (private.is_valid_email(to_email)),
  subscriber_id uuid references public.newsletter_subscribers (id) on delete cascade,
  data jsonb not null default '{}'::jsonb,
  -- cancelled: no longer needed when its turn came (the subscriber was confirmed or left meanwhile).
  status text not null default 'pending' check (status in ('pending', 'sent', 'failed', 'cancelled')),
  attempts integer not null default 0 check (attempts >= 0),
  max_attempts integer not null default 5 check (max_attempts >= 1),
  next_attempt_at timestamptz not null default now(),
  claimed_at timestamptz,
  claimed_by text,
  subject text check (subject is null or length(subject) <= 300),
  last_error text,
  provider_response jsonb,
  processed_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index email_outbox_subscriber_created_idx on public.email_outbox (subscriber_id, created_at desc);
create index email_outbox_due_idx on public.email_outbox (next_attempt_at, id) where status in ('pending', 'failed');
create trigger email_outbox_set_updated_at before update on public.email_outbox
  for each row execute function private.set_updated_at();
comment on table public.email_outbox is
  'E-mails the app sends itself (newsletter confirmations). Service role only: claim_email_outbox(), complete_email_outbox(), fail_email_outbox().';

alter table public.email_outbox enable row level security;
revoke all on table public.email_outbox from public, anon, authenticated;
grant all on table public.email_outbox to service_role;
create policy "email_outbox: no direct access" on public.email_outbox
  as restrictive for all to anon, authenticated using (false) with check (false);

-- At most one confirmation e-mail per address per 10 minutes and five a day, whoever asks: the
-- footer form, or subscribe_newsletter() called straight through /rest/v1, cannot flood an inbox.
-- A link already sent keeps working meanwhile.
create function private.queue_newsletter_confirmation(p_subscriber_id uuid, p_email text, p_name text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if exists (
    select 1 from public.email_outbox o
    where o.subscriber_id = p_subscriber_id and o.template = 'newsletter_confirmation'
      and o.created_at > now() - interval '10 minutes'
  ) or (
    select count(*) from public.email_outbox o
    where o.subscriber_id = p_subscriber_id and o.template = 'newsletter_confirmation'
      and o.created_at > now() - interval '1 day'
  ) >= 5 then
    return;
  end if;
  insert into public.email_outbox (template, to_email, subscriber_id, data)
  values ('newsletter_confirmation', p_email, p_subscriber_id, jsonb_strip_nulls(jsonb_build_object('name', p_name)));
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- Consent: the one place that records it (the footer through subscribe_newsletter(), sign-up and
-- profile through the profile triggers). p_source is the server's word, never a caller's.
--   p_confirmed: the address is already proven (the member's account e-mail is confirmed);
--   p_send_link: queue a confirmation e-mail when the subscriber ends up pending (the footer; a
--     sign-up waits for the account confirmation instead).
-- A confirmed subscriber is left as it is: consenting again changes nothing.
-- ---------------------------------------------------------------------------------------------
drop function private.upsert_subscriber(text, text, text, text);

create function private.record_newsletter_consent(
  p_name text, p_email text, p_source text, p_user_type text, p_confirmed boolean, p_send_link boolean
)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_sub public.newsletter_subscribers;
begin
  insert into public.newsletter_subscribers (name, email, origin, user_type, status, consent_at, consent_source)
  values (p_name, p_email, p_source, p_user_type,
    case when p_confirmed then 'confirmed' else 'pending' end, now(), p_source)
  on conflict (email) do nothing
  returning * into v_sub;

  if v_sub.id is null then
    -- Locked, so two concurrent sign-ups of one address change it once.
    select * into v_sub from public.newsletter_subscribers s where s.email = p_email for update;
    if v_sub.status = 'confirmed' then
      return;
    end if;
    update public.newsletter_subscribers s
    set status = case when p_confirmed then 'confirmed' else 'pending' end,
        consent_at = now(),
        consent_source = p_source,
        name = coalesce(s.name, p_name),
        -- Coming back after unsubscribing starts a new subscription.
        origin = case when s.status = 'unsubscribed' then p_source else s.origin end,
        subscribed_at = case when s.status = 'unsubscribed' then now() else s.subscribed_at end
    where s.id = v_sub.id
    returning * into v_sub;
  end if;

  if v_sub.status = 'pending' and p_send_link then
    perform private.queue_newsletter_confirmation(v_sub.id, v_sub.email, v_sub.name);
  end if;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- Footer sign-up, callable by visitors and members. Answers nothing whatever the address's state
-- (new, pending, confirmed, unsubscribed), so it cannot tell anyone whether an address is on the
-- list. The e-mail is trimmed and lowercased first; invalid input raises SQLSTATE 22023 with the
-- message 'invalid_email' or 'invalid_name' (the form's own validation, repeated).
-- ---------------------------------------------------------------------------------------------
drop function public.subscribe_newsletter(text, text, text);

create function public.subscribe_newsletter(name text, email text)
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
  perform private.record_newsletter_consent(v_name, v_email, 'footer',
    case when auth.uid() is not null then 'membro' else 'visitante' end, false, true);
end;
$$;
comment on function public.subscribe_newsletter(text, text) is
  'Visitors and members (the footer form). Records a pending consent from the footer and queues a confirmation e-mail (at most one per 10 minutes); a confirmed address is left as it is. Returns nothing, whatever the address''s state. Invalid input raises 22023 (invalid_email, invalid_name).';

-- ---------------------------------------------------------------------------------------------
-- Sign-up and profile consent. A member who ticks the box proves her address by confirming her
-- account: her subscription is confirmed then (or at once, when the account is already confirmed),
-- with no newsletter e-mail of its own.
-- ---------------------------------------------------------------------------------------------
create or replace function private.handle_profile_created()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.notify(
    new.id, 'welcome',
    'Boas-vindas à Convergência Empreendedora!',
    'Que bom ter você aqui. Complete seu perfil e explore o blog Convergindo.',
    '/dashboard', jsonb_build_object('event', 'welcome'));
  if new.newsletter_subscribed and new.email is not null then
    perform private.record_newsletter_consent(new.full_name, new.email, 'cadastro', 'membro',
      exists (select 1 from auth.users u where u.id = new.id and u.email_confirmed_at is not null), false);
  end if;
  return new;
end;
$$;

create or replace function private.handle_profile_newsletter_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.email is null then
    return new;
  end if;
  if new.newsletter_subscribed then
    perform private.record_newsletter_consent(new.full_name, new.email, 'perfil', 'membro',
      exists (select 1 from auth.users u where u.id = new.id and u.email_confirmed_at is not null), false);
  else
    update public.newsletter_subscribers
    set status = 'unsubscribed'
    where email = new.email and status <> 'unsubscribed';
  end if;
  return new;
end;
$$;

create function private.handle_user_email_confirmed()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.newsletter_subscribers s
  set status = 'confirmed'
  from public.profiles p
  where p.id = new.id and p.newsletter_subscribed and s.email = p.email and s.status = 'pending';
  return new;
end;
$$;

create trigger on_auth_user_email_confirmed after update of email_confirmed_at on auth.users
  for each row when (old.email_confirmed_at is null and new.email_confirmed_at is not null)
  execute function private.handle_user_email_confirmed();

-- ---------------------------------------------------------------------------------------------
-- The links of the e-mails (service role only: the app's /newsletter/confirmar and
-- /newsletter/descadastrar check the request first).
-- ---------------------------------------------------------------------------------------------

-- Outcome: confirmed (email is the subscriber's, for the MailRelay run right after), used,
-- expired or invalid. Spending a token spends every other token of the same subscriber.
create function public.confirm_newsletter_subscription(p_token text)
returns table (outcome text, email text)
language plpgsql
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  v_token private.newsletter_confirmations;
  v_status text;
  v_email text;
begin
  if not private.is_service_role() then
    raise exception 'permission denied: newsletter links are checked by the server' using errcode = '42501';
  end if;
  if p_token is null or p_token !~ '^[A-Za-z0-9_-]{32,128}$' then
    return query select 'invalid'::text, null::text;
    return;
  end if;
  select * into v_token from private.newsletter_confirmations c
  where c.token_hash = encode(sha256(convert_to(p_token, 'UTF8')), 'hex')
  for update;
  if not found then
    return query select 'invalid'::text, null::text;
    return;
  end if;
  if v_token.used_at is not null then
    return query select 'used'::text, null::text;
    return;
  end if;
  if v_token.expires_at <= now() then
    return query select 'expired'::text, null::text;
    return;
  end if;

  update private.newsletter_confirmations c set used_at = now()
  where c.subscriber_id = v_token.subscriber_id and c.used_at is null;
  select s.status, s.email into v_status, v_email
  from public.newsletter_subscribers s where s.id = v_token.subscriber_id for update;
  if v_status = 'pending' then
    update public.newsletter_subscribers s set status = 'confirmed' where s.id = v_token.subscriber_id;
    return query select 'confirmed'::text, v_email;
  elsif v_status = 'confirmed' then
    -- Confirmed meanwhile (another link, or her account): the link did its job.
    return query select 'confirmed'::text, null::text;
  else
    return query select 'invalid'::text, null::text;
  end if;
end;
$$;
comment on function public.confirm_newsletter_subscription(text) is
  'Service role only (GET /newsletter/confirmar). Spends a confirmation token: returns one row (outcome confirmed | used | expired | invalid, email of a subscriber confirmed by this call).';

-- The app verified the link's signature (lib/mailrelay/newsletter-token.ts) before calling.
-- Returns the subscriber's e-mail (null when there is no such subscriber); idempotent.
create function public.unsubscribe_newsletter(p_subscriber_id uuid)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_email text;
begin
  if not private.is_service_role() then
    raise exception 'permission denied: newsletter links are checked by the server' using errcode = '42501';
  end if;
  update public.newsletter_subscribers s set status = 'unsubscribed'
  where s.id = p_subscriber_id and s.status <> 'unsubscribed'
  returning s.email into v_email;
  if v_email is null then
    select s.email into v_email from public.newsletter_subscribers s where s.id = p_subscriber_id;
    return v_email;
  end if;
  delete from private.newsletter_confirmations c where c.subscriber_id = p_subscriber_id;
  update public.email_outbox o set status = 'cancelled', processed_at = now()
  where o.subscriber_id = p_subscriber_id and o.status in ('pending', 'failed');
  -- A member's own "receber a newsletter" follows (its trigger then finds nothing left to do).
  update public.profiles p set newsletter_subscribed = false where p.email = v_email and p.newsletter_subscribed;
  return v_email;
end;
$$;
comment on function public.unsubscribe_newsletter(uuid) is
  'Service role only (the signed unsubscribe link, checked by the app). Unsubscribes the subscriber (MailRelay hears of it through its outbox when it knew her), cancels her pending confirmations; returns her e-mail or null.';

-- ---------------------------------------------------------------------------------------------
-- Working the e-mail outbox (service role only), like the MailRelay one: claim with a lease
-- (FOR UPDATE SKIP LOCKED), then complete or fail with backoff.
-- ---------------------------------------------------------------------------------------------

-- Only the server's service role works the outbox (claim, complete, fail).
create function private.assert_outbox_operator()
returns void
language plpgsql
stable
set search_path = ''
as $$
begin
  if not private.is_service_role() then
    raise exception 'permission denied: the e-mail outbox is the server''s' using errcode = '42501';
  end if;
end;
$$;

-- Claims up to p_limit due e-mails, oldest first; p_to limits the claim to one recipient (the run
-- right after a sign-up). A confirmation whose subscriber is no longer pending is cancelled
-- instead. For each confirmation claimed, a fresh token is minted and returned in `token`: only
-- its hash is stored, so a retry sends a new link (the earlier one keeps working until it expires).
create function public.claim_email_outbox(
  p_limit integer default 10,
  p_worker text default null,
  p_lease_seconds integer default 120,
  p_to text default null
)
returns table (id bigint, template text, to_email text, subscriber_id uuid, data jsonb, attempts integer, token text)
language plpgsql
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  v_row public.email_outbox;
  v_token text;
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
    order by o.id
    limit least(greatest(coalesce(p_limit, 10), 1), 100)
    for update skip locked
  loop
    v_token := null;
    if v_row.template = 'newsletter_confirmation' then
      if not exists (
        select 1 from public.newsletter_subscribers s where s.id = v_row.subscriber_id and s.status = 'pending'
      ) then
        update public.email_outbox o set status = 'cancelled', processed_at = now(), claimed_at = null, claimed_by = null
        where o.id = v_row.id;
        continue;
      end if;
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
    return next;
  end loop;
end;
$$;
comment on function public.claim_email_outbox(integer, text, integer, text) is
  'Service role only. Claims due pending/retryable failed e-mails (FOR UPDATE SKIP LOCKED), oldest first; mints the token of each newsletter confirmation (returned once, stored hashed); cancels confirmations no longer needed.';

create function public.complete_email_outbox(p_id bigint, p_subject text default null, p_response jsonb default null)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.assert_outbox_operator();
  update public.email_outbox o
  set status = 'sent', processed_at = now(), subject = left(p_subject, 300), provider_response = p_response,
      last_error = null, claimed_at = null, claimed_by = null
  where o.id = p_id;
  if not found then
    raise exception 'e-mail not found' using errcode = 'P0002';
  end if;
end;
$$;

-- Retried after 1, 2, 4, 8 … minutes (at most 6 h) until attempts reach max_attempts.
create function public.fail_email_outbox(p_id bigint, p_error text, p_response jsonb default null)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.assert_outbox_operator();
  update public.email_outbox o
  set status = 'failed', processed_at = now(), last_error = left(coalesce(p_error, 'erro desconhecido'), 2000),
      provider_response = p_response, claimed_at = null, claimed_by = null,
      next_attempt_at = now() + least(interval '1 minute' * power(2, greatest(o.attempts - 1, 0)), interval '6 hours')
  where o.id = p_id;
  if not found then
    raise exception 'e-mail not found' using errcode = 'P0002';
  end if;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- Who may execute what.
-- ---------------------------------------------------------------------------------------------
revoke execute on function
  private.newsletter_subscriber_status_times(),
  private.queue_newsletter_confirmation(uuid, text, text),
  private.record_newsletter_consent(text, text, text, text, boolean, boolean),
  private.handle_user_email_confirmed(),
  private.assert_outbox_operator()
from public, anon, authenticated;

revoke execute on function public.subscribe_newsletter(text, text) from public;
grant execute on function public.subscribe_newsletter(text, text) to anon, authenticated, service_role;

revoke execute on function
  public.confirm_newsletter_subscription(text),
  public.unsubscribe_newsletter(uuid),
  public.claim_email_outbox(integer, text, integer, text),
  public.complete_email_outbox(bigint, text, jsonb),
  public.fail_email_outbox(bigint, text, jsonb)
from public, anon, authenticated;
grant execute on function
  public.confirm_newsletter_subscription(text),
  public.unsubscribe_newsletter(uuid),
  public.claim_email_outbox(integer, text, integer, text),
  public.complete_email_outbox(bigint, text, jsonb),
  public.fail_email_outbox(bigint, text, jsonb)
to service_role;
