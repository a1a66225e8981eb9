-- The blog editor of issue #24: scheduled publishing and revision history.

-- ---------------------------------------------------------------------------------------------
-- Scheduled posts: status 'scheduled' with published_at in the future. Nothing public reads them
-- (every public policy and query asks for 'published'); publish_due_posts() turns the due ones
-- into published posts, which fires the "published" notification like any other publication.
-- ---------------------------------------------------------------------------------------------
alter table public.blog_posts drop constraint blog_posts_status_check;
alter table public.blog_posts
  add constraint blog_posts_status_check check (status in ('draft', 'scheduled', 'published', 'archived'));
alter table public.blog_posts drop constraint blog_posts_check;
alter table public.blog_posts
  add constraint blog_posts_published_at_check
    check (status not in ('published', 'scheduled') or published_at is not null);

create index blog_posts_scheduled_idx on public.blog_posts (published_at) where status = 'scheduled';

comment on column public.blog_posts.published_at is
  'When the post was (published) or will be (scheduled) made public, UTC; null for posts never published.';

create function public.publish_due_posts(p_now timestamptz default now())
returns table (id uuid, slug text)
language sql
security definer
set search_path = ''
as $$
  update public.blog_posts b
  set status = 'published'
  where b.status = 'scheduled' and b.published_at <= p_now
  returning b.id, b.slug
$$;

comment on function public.publish_due_posts(timestamptz) is
  'Service role only (the scheduler''s POST /api/mailrelay/sync): publishes every scheduled post whose time has come and returns them. p_now exists for tests; the route never passes it.';

revoke execute on function public.publish_due_posts(timestamptz) from public, anon, authenticated;
grant execute on function public.publish_due_posts(timestamptz) to service_role;

-- ---------------------------------------------------------------------------------------------
-- Revisions: every save that changes what a reader sees keeps a copy of the post as saved, with
-- who saved it. The database keeps the last 20 per post, so no caller can forget to trim. Writes
-- made directly by the database owner (migrations, seed) carry no request claims and keep none.
-- ---------------------------------------------------------------------------------------------
create table public.blog_post_revisions (
  id bigint generated always as identity primary key,
  post_id uuid not null references public.blog_posts (id) on delete cascade,
  author_id uuid references public.profiles (id) on delete set null,
  -- The name at the time of saving: the list shows it without reading other people's profiles.
  author_name text,
  title text not null,
  excerpt text,
  content text not null,
  seo_title text,
  seo_description text,
  seo_keywords text[] not null default '{}'::text[],
  featured_image_url text,
  featured_image_alt text,
  created_at timestamptz not null default now()
);
create index blog_post_revisions_post_idx on public.blog_post_revisions (post_id, id desc);
create index blog_post_revisions_author_idx on public.blog_post_revisions (author_id);

comment on table public.blog_post_revisions is
  'The last 20 saved versions of each post (written by trigger, trimmed by it); blog editors and admins read them.';

alter table public.blog_post_revisions enable row level security;
revoke all on table public.blog_post_revisions from public, anon, authenticated;
grant select on table public.blog_post_revisions to authenticated;
grant all on table public.blog_post_revisions to service_role;

create policy "blog_post_revisions: editors read" on public.blog_post_revisions
  for select to authenticated using ((select public.can_edit_blog()));

create function private.blog_posts_keep_revision()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_author uuid := auth.uid();
begin
  if auth.role() is null then
    return null;
  end if;
  if tg_op = 'UPDATE'
     and new.title is not distinct from old.title
     and new.excerpt is not distinct from old.excerpt
     and new.content is not distinct from old.content
     and new.seo_title is not distinct from old.seo_title
     and new.seo_description is not distinct from old.seo_description
     and new.seo_keywords is not distinct from old.seo_keywords
     and new.featured_image_url is not distinct from old.featured_image_url
     and new.featured_image_alt is not distinct from old.featured_image_alt then
    return null;
  end if;
  insert into public.blog_post_revisions (
    post_id, author_id, author_name, title, excerpt, content, seo_title, seo_description, seo_keywords,
    featured_image_url, featured_image_alt
  )
  values (
    new.id, v_author, (select p.full_name from public.profiles p where p.id = v_author),
    new.title, new.excerpt, new.content, new.seo_title, new.seo_description, new.seo_keywords,
    new.featured_image_url, new.featured_image_alt
  );
  delete from public.blog_post_revisions r
  where r.post_id = new.id
    and r.id not in (
      select k.id from public.blog_post_revisions k where k.post_id = new.id order by k.id desc limit 20
    );
  return null;
end;
$$;

revoke execute on function private.blog_posts_keep_revision() from public, anon, authenticated;

create trigger blog_posts_keep_revision
  after insert or update on public.blog_posts
  for each row execute function private.blog_posts_keep_revision();
