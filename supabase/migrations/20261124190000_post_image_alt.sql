-- The featured image's text alternative (issue #19: alt text is required for uploaded and linked
-- images alike). Null only for posts without a featured image, or written before this column.
alter table public.blog_posts
  add column featured_image_alt text
    check (featured_image_alt is null or length(btrim(featured_image_alt)) between 1 and 300);

comment on column public.blog_posts.featured_image_alt is
  'Text alternative of featured_image_url; the editor requires it whenever an image is set.';
