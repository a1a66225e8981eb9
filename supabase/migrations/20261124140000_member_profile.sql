-- The member's own profile (issue #19 part 2): bio, city and state; interest in teaching; the
-- LGPD rights "Baixar meus dados" (a read of everything stored about her) and "Excluir minha
-- conta" (personal data deleted, authored content kept anonymised, last admin refused).

-- ---------------------------------------------------------------------------------------------
-- Profile fields the member edits herself.
-- ---------------------------------------------------------------------------------------------
alter table public.profiles
  add column bio text
    constraint profiles_bio_check check (bio is null or length(bio) <= 500),
  add column city text
    constraint profiles_city_check check (city is null or length(btrim(city)) between 1 and 120),
  add column state text
    constraint profiles_state_check check (state is null or state in (
      'AC', 'AL', 'AP', 'AM', 'BA', 'CE', 'DF', 'ES', 'GO', 'MA', 'MT', 'MS', 'MG', 'PA', 'PB', 'PR',
      'PE', 'PI', 'RJ', 'RN', 'RS', 'RO', 'RR', 'SC', 'SP', 'SE', 'TO')),
  -- "Tenho interesse em ser instrutora": a wish the member states herself. The instructor role
  -- stays an admin's grant (roles, assert_can_change_role), so this is a column of its own and
  -- never a value of roles.
  add column instructor_interest boolean not null default false;

comment on column public.profiles.bio is 'Short self-description written by the member (at most 500 characters).';
comment on column public.profiles.state is 'Brazilian state (UF), two capital letters.';
comment on column public.profiles.instructor_interest is
  'The member would like to teach; set by herself. Granting the instructor role is an admin''s decision.';
comment on table public.profiles is
  'One per auth user (trigger on auth.users). Members may update only full_name, phone, avatar_url, bio, city, state, instructor_interest, subscription_types, onboarding_completed and newsletter_subscribed of their own row; rights change only through the secure_* and *_user_role functions.';

-- Harmless columns, like the others the member may write; the guard trigger still protects the
-- rights and identity columns.
grant update (bio, city, state, instructor_interest) on public.profiles to authenticated;

-- ---------------------------------------------------------------------------------------------
-- A confirmed e-mail change takes the member's newsletter subscription along: the profile trigger
-- and the newsletter's own triggers key the subscriber by the profile's e-mail, so a subscription
-- left on the old address could no longer be withdrawn from the profile.
-- ---------------------------------------------------------------------------------------------
create or replace function private.handle_user_email_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_old text := nullif(lower(btrim(old.email)), '');
  v_new text := nullif(lower(btrim(new.email)), '');
begin
  update public.profiles set email = v_new where id = new.id;
  if v_old is not null and v_new is not null
     and not exists (select 1 from public.newsletter_subscribers s where s.email = v_new) then
    -- The outbox trigger queues MailRelay's 'update' (with previous_email) for a confirmed one.
    update public.newsletter_subscribers s set email = v_new where s.email = v_old;
  end if;
  return new;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- "Baixar meus dados": everything the product stores about one person, as one JSON document.
-- The app adds the public address of each stored file (it knows the public Storage URL).
-- ---------------------------------------------------------------------------------------------
create function public.export_user_data(p_user_id uuid)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_email text;
  v_result jsonb;
begin
  if not private.is_service_role() then
    raise exception 'permission denied: the export is assembled by the server' using errcode = '42501';
  end if;
  select p.email into v_email from public.profiles p where p.id = p_user_id;
  if not found then
    raise exception 'user not found' using errcode = 'P0002';
  end if;

  select jsonb_build_object(
    'exported_at', now(),
    'account', (
      select jsonb_build_object(
        'email', u.email,
        'pending_new_email', nullif(u.email_change, ''),
        'created_at', u.created_at,
        'email_confirmed_at', u.email_confirmed_at,
        'last_sign_in_at', u.last_sign_in_at)
      from auth.users u where u.id = p_user_id),
    'profile', (
      select jsonb_build_object(
        'id', p.id, 'email', p.email, 'full_name', p.full_name, 'phone', p.phone, 'bio', p.bio,
        'city', p.city, 'state', p.state, 'avatar_url', p.avatar_url,
        'instructor_interest', p.instructor_interest, 'subscription_types', p.subscription_types,
        'onboarding_completed', p.onboarding_completed, 'newsletter_subscribed', p.newsletter_subscribed,
        'is_admin', p.is_admin, 'can_edit_blog', p.can_edit_blog,
        'created_at', p.created_at, 'updated_at', p.updated_at)
      from public.profiles p where p.id = p_user_id),
    'roles', (select to_jsonb(p.roles) from public.profiles p where p.id = p_user_id),
    'permissions', coalesce((
      select jsonb_agg(jsonb_build_object(
        'permission_name', g.permission_name, 'active', g.active, 'expires_at', g.expires_at,
        'created_at', g.created_at, 'revoked_at', g.revoked_at) order by g.created_at)
      from public.user_permissions g where g.user_id = p_user_id), '[]'::jsonb),
    -- The consent record (LGPD): when and where she consented, confirmed and withdrew.
    'newsletter_subscriptions', coalesce((
      select jsonb_agg(jsonb_build_object(
        'email', s.email, 'name', s.name, 'status', s.status, 'origin', s.origin,
        'subscribed_at', s.subscribed_at, 'consent_at', s.consent_at, 'consent_source', s.consent_source,
        'confirmed_at', s.confirmed_at, 'unsubscribed_at', s.unsubscribed_at))
      from public.newsletter_subscribers s where s.email = v_email), '[]'::jsonb),
    'notifications', coalesce((
      select jsonb_agg(jsonb_build_object(
        'type', n.type, 'title', n.title, 'message', n.message, 'read', n.read,
        'action_url', n.action_url, 'created_at', n.created_at) order by n.created_at desc)
      from public.notifications n where n.user_id = p_user_id), '[]'::jsonb),
    'reviews', coalesce((
      select jsonb_agg(jsonb_build_object(
        'business', b.name, 'author_name', r.author_name, 'rating', r.rating, 'comment', r.comment,
        'approved', r.approved, 'created_at', r.created_at) order by r.created_at)
      from public.business_reviews r join public.businesses b on b.id = r.business_id
      where r.author_id = p_user_id), '[]'::jsonb),
    'posts', coalesce((
      select jsonb_agg(jsonb_build_object(
        'title', b.title, 'slug', b.slug, 'status', b.status, 'excerpt', b.excerpt,
        'published_at', b.published_at, 'created_at', b.created_at, 'updated_at', b.updated_at)
        order by b.created_at)
      from public.blog_posts b where b.author_id = p_user_id), '[]'::jsonb),
    'businesses', coalesce((
      select jsonb_agg(jsonb_build_object(
        'name', b.name, 'slug', b.slug, 'description', b.description, 'category', b.category,
        'city', b.city, 'state', b.state, 'website_url', b.website_url, 'instagram_url', b.instagram_url,
        'whatsapp', b.whatsapp, 'contact_email', b.contact_email, 'logo_url', b.logo_url,
        'active', b.active, 'created_at', b.created_at) order by b.created_at)
      from public.businesses b where b.owner_id = p_user_id), '[]'::jsonb),
    -- What administrators did to her account (rights, roles, permissions).
    'account_history', coalesce((
      select jsonb_agg(jsonb_build_object('action', a.action, 'details', a.details, 'created_at', a.created_at)
        order by a.created_at)
      from public.audit_log a where a.target_type = 'profile' and a.target_id = p_user_id::text), '[]'::jsonb),
    -- Files she uploaded, and everything in her own avatar folder.
    'storage_objects', coalesce((
      select jsonb_agg(jsonb_build_object(
        'bucket', o.bucket_id, 'name', o.name, 'public', coalesce(k.public, false),
        'content_type', o.metadata ->> 'mimetype', 'size', (o.metadata ->> 'size')::bigint,
        'created_at', o.created_at) order by o.created_at)
      from storage.objects o left join storage.buckets k on k.id = o.bucket_id
      where o.owner_id = p_user_id::text
         or (o.bucket_id = 'avatars' and (storage.foldername(o.name))[1] = p_user_id::text)), '[]'::jsonb)
  ) into v_result;
  return v_result;
end;
$$;
comment on function public.export_user_data(uuid) is
  'Service role only ("Baixar meus dados", after the app has identified the member). Everything stored about the user as JSON: account, profile, roles, permissions, newsletter consent record, notifications, reviews, posts, businesses, account history, storage objects.';

-- ---------------------------------------------------------------------------------------------
-- "Excluir minha conta". One transaction: refuse the last administrator; keep what she wrote for
-- others (reviews under "Ex-associada", posts without an author, her businesses hidden and
-- ownerless); drop her newsletter subscription (the outbox tells MailRelay to delete the contact
-- it knows) and queued e-mails; then delete the auth user, which takes her profile,
-- notifications, grants, sessions and identities with it (on delete cascade). The app removes
-- her avatar files through the Storage API first: objects are not deleted in SQL.
-- ---------------------------------------------------------------------------------------------
create function public.delete_user_account(p_user_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_profile public.profiles;
begin
  if not private.is_service_role() then
    raise exception 'permission denied: accounts are deleted by the server after it checked the password'
      using errcode = '42501';
  end if;
  -- Lock every admin row, as secure_toggle_admin_status does: two last admins deleting themselves
  -- at once must not both succeed.
  perform 1 from public.profiles where is_admin for update;
  select * into v_profile from public.profiles p where p.id = p_user_id for update;
  if not found then
    raise exception 'user not found' using errcode = 'P0002';
  end if;
  if v_profile.is_admin and (select count(*) from public.profiles where is_admin) <= 1 then
    raise exception 'cannot delete the last administrator'
      using errcode = 'P0001', hint = 'last_admin',
            detail = 'Não é possível excluir a conta da última administradora.';
  end if;

  update public.business_reviews r set author_name = 'Ex-associada', author_id = null where r.author_id = p_user_id;
  update public.blog_posts b set author_id = null where b.author_id = p_user_id;
  update public.businesses b set owner_id = null, active = false where b.owner_id = p_user_id;

  if v_profile.email is not null then
    delete from public.email_outbox o where o.to_email = v_profile.email;
    delete from public.newsletter_subscribers s where s.email = v_profile.email;
  end if;

  delete from auth.users u where u.id = p_user_id;
end;
$$;
comment on function public.delete_user_account(uuid) is
  'Service role only ("Excluir minha conta", after the app re-checked her password). Refuses the last administrator (P0001, hint last_admin); anonymises reviews as "Ex-associada", unlinks posts and hides her businesses; deletes her newsletter subscription (MailRelay delete queued) and queued e-mails; deletes the auth user and, by cascade, her profile and personal rows.';

-- ---------------------------------------------------------------------------------------------
-- Who may execute what: both are the server's (service role), never /rest/v1/rpc with a session.
-- ---------------------------------------------------------------------------------------------
revoke execute on function public.export_user_data(uuid), public.delete_user_account(uuid)
  from public, anon, authenticated;
grant execute on function public.export_user_data(uuid), public.delete_user_account(uuid) to service_role;
