-- Row-level security, table/column privileges and function grants (spec section 6).
-- Privileges decide which statements a role may attempt at all (a denied one fails with 42501);
-- policies decide which rows it sees or changes. Hosted projects grant everything on public to
-- anon/authenticated by default, so we start from nothing and grant only what each role needs.

revoke all on all tables in schema public from anon, authenticated;
revoke all on all sequences in schema public from anon, authenticated;
grant all on all tables in schema public to service_role;
grant usage, select on all sequences in schema public to service_role;

-- ---------------------------------------------------------------------------------------------
-- Views
-- ---------------------------------------------------------------------------------------------

-- Public author cards for the blog (name and avatar only). profiles itself is private to its
-- owner and admins; this view runs with its owner's rights on purpose and exposes only people
-- who can write on the blog or authored a post.
create view public.blog_authors
with (security_barrier = true)
as
select p.id, p.full_name, p.avatar_url
from public.profiles p
where p.can_edit_blog or p.is_admin
   or exists (select 1 from public.blog_posts b where b.author_id = p.id and b.status = 'published');
comment on view public.blog_authors is 'Name and avatar of blog authors, readable by everyone (profiles is not).';

-- ---------------------------------------------------------------------------------------------
-- profiles
-- ---------------------------------------------------------------------------------------------
alter table public.profiles enable row level security;

grant select on public.profiles to authenticated;
-- Only harmless columns: rights (is_admin, can_edit_blog, roles) and identity (id, email)
-- change only through the secure functions. The guard trigger backs this up.
grant update (full_name, phone, avatar_url, subscription_types, onboarding_completed, newsletter_subscribed)
  on public.profiles to authenticated;

create policy "profiles: users read their own" on public.profiles
  for select to authenticated using (id = (select auth.uid()));
create policy "profiles: admins read all" on public.profiles
  for select to authenticated using ((select public.is_admin()));
create policy "profiles: users update their own" on public.profiles
  for update to authenticated using (id = (select auth.uid())) with check (id = (select auth.uid()));
create policy "profiles: admins update all" on public.profiles
  for update to authenticated using ((select public.is_admin())) with check ((select public.is_admin()));

grant select on public.blog_authors to anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- user_permissions: written only by grant_permission/revoke_permission.
-- ---------------------------------------------------------------------------------------------
alter table public.user_permissions enable row level security;
grant select on public.user_permissions to authenticated;

create policy "user_permissions: users read their own active grants" on public.user_permissions
  for select to authenticated
  using (user_id = (select auth.uid()) and active and (expires_at is null or expires_at > now()));
create policy "user_permissions: admins read all" on public.user_permissions
  for select to authenticated using ((select public.is_admin()));

-- ---------------------------------------------------------------------------------------------
-- notifications: produced by the database only; the owner reads, marks read and deletes.
-- ---------------------------------------------------------------------------------------------
alter table public.notifications enable row level security;
grant select, delete on public.notifications to authenticated;
grant update (read) on public.notifications to authenticated;

create policy "notifications: users read their own" on public.notifications
  for select to authenticated using (user_id = (select auth.uid()));
create policy "notifications: users mark their own" on public.notifications
  for update to authenticated using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));
create policy "notifications: users delete their own" on public.notifications
  for delete to authenticated using (user_id = (select auth.uid()));

-- The bell receives inserts live (postgres_changes, filtered by user_id and by this RLS).
alter publication supabase_realtime add table public.notifications;

-- ---------------------------------------------------------------------------------------------
-- Blog: visitors read published posts, categories and tags; editors and admins write.
-- ---------------------------------------------------------------------------------------------
alter table public.blog_posts enable row level security;
alter table public.blog_categories enable row level security;
alter table public.blog_tags enable row level security;
alter table public.blog_post_tags enable row level security;

grant select on public.blog_posts, public.blog_categories, public.blog_tags, public.blog_post_tags to anon, authenticated;
grant insert, update, delete on public.blog_posts, public.blog_categories, public.blog_tags, public.blog_post_tags to authenticated;

create policy "blog_posts: everyone reads published" on public.blog_posts
  for select to anon, authenticated using (status = 'published');
create policy "blog_posts: editors read all" on public.blog_posts
  for select to authenticated using ((select public.can_edit_blog()));
create policy "blog_posts: editors insert" on public.blog_posts
  for insert to authenticated with check ((select public.can_edit_blog()));
create policy "blog_posts: editors update" on public.blog_posts
  for update to authenticated using ((select public.can_edit_blog())) with check ((select public.can_edit_blog()));
create policy "blog_posts: editors delete" on public.blog_posts
  for delete to authenticated using ((select public.can_edit_blog()));

create policy "blog_categories: everyone reads" on public.blog_categories
  for select to anon, authenticated using (true);
create policy "blog_categories: editors insert" on public.blog_categories
  for insert to authenticated with check ((select public.can_edit_blog()));
create policy "blog_categories: editors update" on public.blog_categories
  for update to authenticated using ((select public.can_edit_blog())) with check ((select public.can_edit_blog()));
create policy "blog_categories: editors delete" on public.blog_categories
  for delete to authenticated using ((select public.can_edit_blog()));

create policy "blog_tags: everyone reads" on public.blog_tags
  for select to anon, authenticated using (true);
create policy "blog_tags: editors insert" on public.blog_tags
  for insert to authenticated with check ((select public.can_edit_blog()));
create policy "blog_tags: editors update" on public.blog_tags
  for update to authenticated using ((select public.can_edit_blog())) with check ((select public.can_edit_blog()));
create policy "blog_tags: editors delete" on public.blog_tags
  for delete to authenticated using ((select public.can_edit_blog()));

-- A post's tags are as visible as the post (the subquery runs under the caller's RLS).
create policy "blog_post_tags: readable with their post" on public.blog_post_tags
  for select to anon, authenticated
  using (exists (select 1 from public.blog_posts p where p.id = post_id));
create policy "blog_post_tags: editors insert" on public.blog_post_tags
  for insert to authenticated with check ((select public.can_edit_blog()));
create policy "blog_post_tags: editors update" on public.blog_post_tags
  for update to authenticated using ((select public.can_edit_blog())) with check ((select public.can_edit_blog()));
create policy "blog_post_tags: editors delete" on public.blog_post_tags
  for delete to authenticated using ((select public.can_edit_blog()));

-- ---------------------------------------------------------------------------------------------
-- Newsletter and sync log: admins only (visitors subscribe through subscribe_newsletter()).
-- ---------------------------------------------------------------------------------------------
alter table public.newsletter_subscribers enable row level security;
alter table public.mailrelay_sync_log enable row level security;

grant select, insert, update, delete on public.newsletter_subscribers to authenticated;
grant select on public.mailrelay_sync_log to authenticated;

create policy "newsletter_subscribers: admins read" on public.newsletter_subscribers
  for select to authenticated using ((select public.is_admin()));
create policy "newsletter_subscribers: admins insert" on public.newsletter_subscribers
  for insert to authenticated with check ((select public.is_admin()));
create policy "newsletter_subscribers: admins update" on public.newsletter_subscribers
  for update to authenticated using ((select public.is_admin())) with check ((select public.is_admin()));
create policy "newsletter_subscribers: admins delete" on public.newsletter_subscribers
  for delete to authenticated using ((select public.is_admin()));

create policy "mailrelay_sync_log: admins read" on public.mailrelay_sync_log
  for select to authenticated using ((select public.is_admin()));

-- ---------------------------------------------------------------------------------------------
-- Directory: everyone reads active businesses and approved reviews of active businesses.
-- ---------------------------------------------------------------------------------------------
alter table public.businesses enable row level security;
alter table public.business_reviews enable row level security;

grant select on public.businesses, public.business_reviews to anon, authenticated;
grant insert, update, delete on public.businesses, public.business_reviews to authenticated;

create policy "businesses: everyone reads active" on public.businesses
  for select to anon, authenticated using (active);
create policy "businesses: owners read their own" on public.businesses
  for select to authenticated using (owner_id = (select auth.uid()));
create policy "businesses: admins read all" on public.businesses
  for select to authenticated using ((select public.is_admin()));
create policy "businesses: owners and admins insert" on public.businesses
  for insert to authenticated
  with check (owner_id = (select auth.uid()) or (select public.is_admin()));
create policy "businesses: owners and admins update" on public.businesses
  for update to authenticated
  using (owner_id = (select auth.uid()) or (select public.is_admin()))
  with check (owner_id = (select auth.uid()) or (select public.is_admin()));
create policy "businesses: admins delete" on public.businesses
  for delete to authenticated using ((select public.is_admin()));

create policy "business_reviews: everyone reads approved" on public.business_reviews
  for select to anon, authenticated
  using (approved and exists (select 1 from public.businesses b where b.id = business_id and b.active));
create policy "business_reviews: authors read their own" on public.business_reviews
  for select to authenticated using (author_id = (select auth.uid()));
create policy "business_reviews: business owners read theirs" on public.business_reviews
  for select to authenticated
  using (exists (select 1 from public.businesses b where b.id = business_id and b.owner_id = (select auth.uid())));
create policy "business_reviews: admins read all" on public.business_reviews
  for select to authenticated using ((select public.is_admin()));
-- Members review as themselves; the review waits for moderation.
create policy "business_reviews: members submit unapproved" on public.business_reviews
  for insert to authenticated
  with check ((author_id = (select auth.uid()) and not approved) or (select public.is_admin()));
create policy "business_reviews: admins update" on public.business_reviews
  for update to authenticated using ((select public.is_admin())) with check ((select public.is_admin()));
create policy "business_reviews: admins delete" on public.business_reviews
  for delete to authenticated using ((select public.is_admin()));

-- ---------------------------------------------------------------------------------------------
-- audit_log: admins read; written only by the admin functions.
-- ---------------------------------------------------------------------------------------------
alter table public.audit_log enable row level security;
grant select on public.audit_log to authenticated;
create policy "audit_log: admins read" on public.audit_log
  for select to authenticated using ((select public.is_admin()));

-- ---------------------------------------------------------------------------------------------
-- Function grants. PostgreSQL grants EXECUTE to PUBLIC and hosted projects to anon and
-- authenticated by default: revoke everything, then grant per function.
-- ---------------------------------------------------------------------------------------------
revoke execute on all functions in schema public from public, anon, authenticated;
revoke execute on all functions in schema private from public, anon, authenticated;
alter default privileges in schema public revoke execute on functions from public, anon, authenticated;
alter default privileges in schema private revoke execute on functions from public, anon, authenticated;
grant execute on all functions in schema public to service_role;

-- Used inside RLS policies, which run as the caller.
grant execute on function public.is_admin(), public.can_edit_blog() to anon, authenticated;

grant execute on function public.increment_post_views(uuid) to anon, authenticated;
grant execute on function public.subscribe_newsletter(text, text, text) to anon, authenticated;

grant execute on function public.add_user_role(uuid, text), public.remove_user_role(uuid, text) to authenticated;

grant execute on function
  public.get_admin_stats(),
  public.get_profiles_admin_safe(),
  public.secure_toggle_admin_status(uuid, boolean),
  public.secure_toggle_blog_editor(uuid, boolean),
  public.grant_permission(uuid, text, timestamptz),
  public.revoke_permission(uuid),
  public.claim_mailrelay_operations(integer, text, integer),
  public.complete_mailrelay_operation(bigint, text, jsonb),
  public.fail_mailrelay_operation(bigint, text, jsonb),
  public.retry_mailrelay_operations()
to authenticated;

-- Check constraints call these as the writing role, and expressions check EXECUTE at run time.
grant usage on schema private to anon, authenticated, service_role;
grant execute on function private.is_valid_email(text), private.is_valid_slug(text) to anon, authenticated, service_role;
