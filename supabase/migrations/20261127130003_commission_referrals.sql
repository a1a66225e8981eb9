-- Issue #31: an ambassador's ledger rows say whom she referred. The referred member's profile is
-- closed to the ambassador, so this function names her the way reviews do ("Beatriz L.", never
-- the e-mail), and "Ex-associada" once that account was deleted (the referral went with it).
-- Only for entries the caller may read: her own, or any for an admin; others get no rows.
create function public.get_commission_referrals(p_entry_ids uuid[])
returns table (entry_id uuid, referred_name text)
language sql
stable
security definer
set search_path = ''
as $$
  select e.id,
         case when r.id is null then 'Ex-associada' else private.review_author_name(r.referred_user_id) end
  from public.commission_entries e
  left join public.referrals r on r.id = e.referral_id
  where e.id = any (coalesce(p_entry_ids, '{}'))
    and e.kind = 'signup_confirmed'
    and (e.ambassador_id = (select auth.uid()) or (select public.is_admin()))
$$;
comment on function public.get_commission_referrals(uuid[]) is
  'Whom each signup commission was for: first name and initial, or Ex-associada. Own entries (ambassador) or any (admin); others get nothing.';
revoke execute on function public.get_commission_referrals(uuid[]) from public, anon;
grant execute on function public.get_commission_referrals(uuid[]) to authenticated, service_role;
