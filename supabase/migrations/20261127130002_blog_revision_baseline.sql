-- Issue #31: the blog's version history lost the text a post had before its first edit (posts
-- written before the history existed, or by the seed, had no revision until someone saved). The
-- first save of a post without any revision now keeps the version before it too, dated when
-- that version was saved and signed by the post's author; the 20-per-post limit still holds.

create or replace function private.blog_posts_keep_revision()
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
  if tg_op = 'UPDATE' and not exists (select 1 from public.blog_post_revisions r where r.post_id = new.id) then
    insert into public.blog_post_revisions (
      post_id, author_id, author_name, title, excerpt, content, seo_title, seo_description, seo_keywords,
      featured_image_url, featured_image_alt, created_at
    )
    values (
      old.id, old.author_id, (select p.full_name from public.profiles p where p.id = old.author_id),
      old.title, old.excerpt, old.content, old.seo_title, old.seo_description, old.seo_keywords,
      old.featured_image_url, old.featured_image_alt, coalesce(old.updated_at, old.created_at, now())
    );
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
