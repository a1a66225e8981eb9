-- Issue #32, "The definer surface": what the API lets visitors and members execute.
--
-- The functions `anon` and `authenticated` may execute in the exposed schema (public) are listed,
-- with who calls them and what each checks, in supabase/function-surface.json; the test
-- tests/integration/db-function-surface.test.ts compares that file with the database. Everything
-- else is the service role's (the server, cron) or runs only inside triggers and other definer
-- functions.

-- 1. New functions are executable by nobody but their owner until a migration grants them.
-- PostgreSQL grants EXECUTE to PUBLIC on every new function; the per-schema revokes of
-- 20261123100300 cannot remove that global default (per-schema default privileges only add to
-- it), so each helper created since then in private or public was callable by anon until its own
-- migration remembered to revoke it. service_role keeps its per-schema default grant on public.
alter default privileges for role postgres revoke execute on functions from public;

-- 2. The footer's newsletter sign-up is the server's (behind its limiter), never the browser's:
-- /rest/v1/rpc/subscribe_newsletter let one client queue confirmations to strangers. The
-- newsletter helper's migration (20261128110001) revokes it too; repeated here, for every
-- overload, so this surface holds whichever lands first.
do $$
declare
  v_function regprocedure;
begin
  for v_function in
    select p.oid::regprocedure from pg_proc p
    where p.pronamespace = 'public'::regnamespace and p.proname = 'subscribe_newsletter'
  loop
    execute format('revoke execute on function %s from public, anon, authenticated', v_function);
    execute format('grant execute on function %s to service_role', v_function);
  end loop;
end $$;

-- 3. private is not exposed through the API, but anon and authenticated have USAGE on it (RLS
-- policies and check constraints call its helpers as the caller), so any of its functions was
-- one SQL injection away. Revoke the ones no caller-run expression needs:
-- trigger functions: EXECUTE is checked when a trigger is created, never when it fires.
do $$
declare
  v_function regprocedure;
begin
  for v_function in
    select p.oid::regprocedure from pg_proc p
    where p.pronamespace = 'private'::regnamespace and p.prorettype = 'trigger'::regtype
  loop
    execute format('revoke execute on function %s from public, anon, authenticated', v_function);
  end loop;
end $$;

-- Helpers called only from inside security definer functions, which run them as their owner
-- (no policy, view, constraint or security invoker function calls them as the caller).
-- community_own_post is invoker, but only definer functions call it, so it too runs as the owner.
revoke execute on function
  private.assert_community_moderator(uuid),
  private.community_audit(text, uuid, jsonb),
  private.community_author_card(),
  private.community_deny(text, text),
  private.community_grant_member_role(uuid),
  private.community_notify_moderators(uuid, text, text, text, jsonb),
  private.community_notify_post(public.community_posts, public.community_topics, uuid[]),
  private.community_own_post(uuid, text),
  private.community_post_url(uuid, uuid, uuid),
  private.community_poster(uuid),
  private.community_rate_limit(),
  private.credit_referral(uuid),
  private.email_identity(text),
  private.new_ambassador_code(text)
from public, anon, authenticated;
