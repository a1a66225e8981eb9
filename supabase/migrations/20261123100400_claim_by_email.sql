-- The app sends a subscriber's change to MailRelay right after making it (Next's after()). That
-- run must take only that person's operations: the rest of the queue belongs to the scheduled run
-- and the admin's buttons, whose retries and backoff would otherwise be bypassed on every sign-up.
drop function public.claim_mailrelay_operations(integer, text, integer);

create function public.claim_mailrelay_operations(
  p_limit integer default 20,
  p_worker text default null,
  p_lease_seconds integer default 120,
  p_email text default null
)
returns setof public.mailrelay_sync_log
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.assert_sync_operator();
  return query
  update public.mailrelay_sync_log l
  set claimed_at = now(),
      claimed_by = coalesce(p_worker, 'worker'),
      attempts = l.attempts + 1
  where l.id in (
    select c.id from public.mailrelay_sync_log c
    where (c.status = 'pending' or (c.status = 'failed' and c.attempts < c.max_attempts))
      and c.next_attempt_at <= now()
      and (c.claimed_at is null or c.claimed_at < now() - make_interval(secs => greatest(p_lease_seconds, 1)))
      and (p_email is null or c.request_data ->> 'email' = lower(btrim(p_email)))
    order by c.id
    limit least(greatest(coalesce(p_limit, 20), 1), 500)
    for update skip locked
  )
  returning l.*;
end;
$$;
comment on function public.claim_mailrelay_operations(integer, text, integer, text) is
  'Service role or admin. Claims due pending/retryable failed outbox rows (FOR UPDATE SKIP LOCKED), increments attempts, returns them oldest first; p_email limits the claim to one subscriber''s operations.';

revoke execute on function public.claim_mailrelay_operations(integer, text, integer, text) from public, anon, authenticated;
grant execute on function public.claim_mailrelay_operations(integer, text, integer, text) to authenticated, service_role;
