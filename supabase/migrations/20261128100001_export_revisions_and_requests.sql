-- Issue #31: "Baixar meus dados" missed two things added since the export was written.
--   - A pending business revision (20261127110001): the edit she proposed to her approved
--     listing, kept apart until an admin decides, so it is not in `businesses`.
--   - The message of a request to join a group (20261127140001), on her pending membership.
-- The function is the one of 20261124221000_account_data.sql with those two additions; its
-- grants (service role only) are kept by `create or replace`.

create or replace function public.export_user_data(p_user_id uuid)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_email text;
  v_result jsonb;
  v_revisions jsonb := '[]'::jsonb;
begin
  if not private.is_service_role() then
    raise exception 'permission denied: the export is assembled by the server' using errcode = '42501';
  end if;
  select p.email into v_email from public.profiles p where p.id = p_user_id;
  if not found then
    raise exception 'user not found' using errcode = 'P0002';
  end if;

  -- The blog editor's revisions come with a migration of their own; read them when it is there.
  if to_regclass('public.blog_post_revisions') is not null then
    execute $q$
      select coalesce(jsonb_agg(jsonb_build_object(
        'post', b.title, 'title', r.title, 'created_at', r.created_at) order by r.created_at), '[]'::jsonb)
      from public.blog_post_revisions r join public.blog_posts b on b.id = r.post_id
      where r.author_id = $1
    $q$ into v_revisions using p_user_id;
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
    -- Reviews she wrote, with the moderation and the owner's answer they received.
    'reviews', coalesce((
      select jsonb_agg(jsonb_build_object(
        'business', b.name, 'author_name', r.author_name, 'rating', r.rating, 'comment', r.comment,
        'approved', r.approved, 'rejection_reason', r.rejection_reason, 'owner_reply', r.owner_reply,
        'created_at', r.created_at, 'updated_at', r.updated_at) order by r.created_at)
      from public.business_reviews r join public.businesses b on b.id = r.business_id
      where r.author_id = p_user_id), '[]'::jsonb),
    'posts', coalesce((
      select jsonb_agg(jsonb_build_object(
        'title', b.title, 'slug', b.slug, 'status', b.status, 'excerpt', b.excerpt,
        'published_at', b.published_at, 'created_at', b.created_at, 'updated_at', b.updated_at)
        order by b.created_at)
      from public.blog_posts b where b.author_id = p_user_id), '[]'::jsonb),
    'post_revisions', v_revisions,
    -- Her listings, their moderation, the answers she gave to their reviews (her words only:
    -- the reviews themselves are their authors') and the products of her shop window.
    'businesses', coalesce((
      select jsonb_agg(jsonb_build_object(
        'name', b.name, 'slug', b.slug, 'description', b.description, 'category', b.category,
        'city', b.city, 'state', b.state, 'website_url', b.website_url, 'instagram_url', b.instagram_url,
        'whatsapp', b.whatsapp, 'contact_email', b.contact_email, 'logo_url', b.logo_url,
        'accepts_orders', b.accepts_orders, 'sells_online', b.sells_online,
        'status', b.status, 'rejection_reason', b.rejection_reason, 'active', b.active,
        'submitted_at', b.submitted_at, 'reviewed_at', b.reviewed_at, 'created_at', b.created_at,
        'review_answers', coalesce((
          select jsonb_agg(jsonb_build_object('answer', r.owner_reply, 'answered_at', r.owner_replied_at)
            order by r.owner_replied_at)
          from public.business_reviews r where r.business_id = b.id and r.owner_reply is not null), '[]'::jsonb))
        order by b.created_at)
      from public.businesses b where b.owner_id = p_user_id), '[]'::jsonb),
    -- The edits she proposed that wait for an administrator (20261127110001): every field as she
    -- wrote it, beside the public name of the listing it would change.
    'business_revisions', coalesce((
      select jsonb_agg(jsonb_build_object(
        'business', b.name, 'name', r.name, 'slug', r.slug, 'description', r.description,
        'category', r.category, 'city', r.city, 'state', r.state, 'website_url', r.website_url,
        'instagram_url', r.instagram_url, 'whatsapp', r.whatsapp, 'contact_email', r.contact_email,
        'logo_url', r.logo_url, 'accepts_orders', r.accepts_orders, 'sells_online', r.sells_online,
        'submitted_at', r.submitted_at, 'updated_at', r.updated_at) order by r.submitted_at)
      from public.business_revisions r join public.businesses b on b.id = r.business_id
      where r.owner_id = p_user_id), '[]'::jsonb),
    'products', coalesce((
      select jsonb_agg(jsonb_build_object(
        'business', b.name, 'name', x.name, 'slug', x.slug, 'description', x.description,
        'category', x.category, 'price_cents', x.price_cents, 'availability', x.availability,
        'photos', to_jsonb(x.photos), 'hidden', x.hidden, 'hidden_reason', x.hidden_reason,
        'created_at', x.created_at, 'updated_at', x.updated_at) order by x.created_at)
      from public.products x join public.businesses b on b.id = x.business_id
      where b.owner_id = p_user_id), '[]'::jsonb),
    'community', jsonb_build_object(
      'memberships', coalesce((
        select jsonb_agg(jsonb_build_object(
          'group', g.name, 'role', m.role, 'status', m.status, 'member_name', m.member_name,
          'request_message', m.request_message,
          'muted_until', m.muted_until, 'moderation_reason', m.moderation_reason,
          'joined_at', m.joined_at, 'created_at', m.created_at) order by m.created_at)
        from public.community_memberships m join public.community_groups g on g.id = m.group_id
        where m.user_id = p_user_id), '[]'::jsonb),
      'topics', coalesce((
        select jsonb_agg(jsonb_build_object(
          'group', g.name, 'title', t.title, 'pinned', t.pinned, 'locked', t.locked,
          'created_at', t.created_at) order by t.created_at)
        from public.community_topics t join public.community_groups g on g.id = t.group_id
        where t.author_id = p_user_id), '[]'::jsonb),
      -- Her messages as she wrote them, a hidden one's text included (it is kept aside for the
      -- moderators, and it is hers).
      'messages', coalesce((
        select jsonb_agg(jsonb_build_object(
          'group', g.name, 'topic', t.title, 'opening', p.is_opening,
          'body', coalesce(h.body, p.body), 'created_at', p.created_at, 'edited_at', p.edited_at,
          'deleted_at', p.deleted_at, 'hidden_at', p.hidden_at, 'hidden_reason', p.hidden_reason)
          order by p.created_at)
        from public.community_posts p
          join public.community_topics t on t.id = p.topic_id
          join public.community_groups g on g.id = p.group_id
          left join private.community_hidden_bodies h on h.post_id = p.id
        where p.author_id = p_user_id), '[]'::jsonb),
      'supports', coalesce((
        select jsonb_agg(jsonb_build_object('topic', t.title, 'created_at', r.created_at) order by r.created_at)
        from public.community_reactions r
          join public.community_posts p on p.id = r.post_id
          join public.community_topics t on t.id = p.topic_id
        where r.user_id = p_user_id), '[]'::jsonb),
      'reports', coalesce((
        select jsonb_agg(jsonb_build_object(
          'group', g.name, 'topic', t.title, 'reason', c.reason, 'status', c.status,
          'created_at', c.created_at, 'resolved_at', c.resolved_at) order by c.created_at)
        from public.community_reports c
          join public.community_groups g on g.id = c.group_id
          join public.community_posts p on p.id = c.post_id
          join public.community_topics t on t.id = p.topic_id
        where c.reporter_id = p_user_id), '[]'::jsonb),
      'read_markers', coalesce((
        select jsonb_agg(jsonb_build_object('topic', t.title, 'last_read_at', r.last_read_at)
          order by r.last_read_at)
        from public.community_reads r join public.community_topics t on t.id = r.topic_id
        where r.user_id = p_user_id), '[]'::jsonb)),
    'projects', jsonb_build_object(
      'signups', coalesce((
        select jsonb_agg(jsonb_build_object(
          'project', j.title, 'slug', j.slug, 'status', s.status, 'waitlist_position', s.waitlist_position,
          'created_at', s.created_at, 'updated_at', s.updated_at) order by s.created_at)
        from public.project_signups s join public.projects j on j.id = s.project_id
        where s.user_id = p_user_id), '[]'::jsonb),
      'teaching', coalesce((
        select jsonb_agg(jsonb_build_object(
          'project', j.title, 'slug', j.slug, 'display_name', i.display_name, 'created_at', i.created_at)
          order by i.created_at)
        from public.project_instructors i join public.projects j on j.id = i.project_id
        where i.user_id = p_user_id), '[]'::jsonb)),
    -- As an ambassador: her code, her referrals (when, and whether confirmed: never who) and her
    -- commissions. As someone referred: the code she came with.
    'ambassador', (
      select jsonb_build_object(
        'code', a.code, 'created_at', a.created_at,
        'referrals', coalesce((
          select jsonb_agg(jsonb_build_object(
            'code', r.code, 'created_at', r.created_at, 'confirmed_at', r.confirmed_at) order by r.created_at)
          from public.referrals r where r.ambassador_id = a.user_id), '[]'::jsonb),
        'commissions', coalesce((
          select jsonb_agg(jsonb_build_object(
            'kind', e.kind, 'description', e.description, 'amount_cents', e.amount_cents, 'status', e.status,
            'created_at', e.created_at, 'approved_at', e.approved_at, 'paid_at', e.paid_at)
            order by e.created_at)
          from public.commission_entries e where e.ambassador_id = a.user_id), '[]'::jsonb))
      from public.ambassadors a where a.user_id = p_user_id),
    'referred_by', (
      select jsonb_build_object('code', r.code, 'created_at', r.created_at, 'confirmed_at', r.confirmed_at)
      from public.referrals r where r.referred_user_id = p_user_id),
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
  'Service role only ("Baixar meus dados", after the app has identified the member). Everything stored about the user as JSON: account, profile, roles, permissions, newsletter consent record, notifications, reviews, posts and revisions, businesses with her review answers, her pending business revisions, products, community (memberships with a request''s message, topics, messages, supports, reports, read markers), projects (sign-ups, teaching), ambassador (code, referrals, commissions), the code she was referred with, account history, storage objects.';
