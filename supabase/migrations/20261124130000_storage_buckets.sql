-- Storage buckets and who writes where (issue #19), as a hosted project holds them: bucket rows
-- in storage.buckets and RLS policies on storage.objects. The Storage API checks each bucket's
-- size and MIME limits itself, and runs object reads and writes as the caller's role with the
-- JWT's claims, so these policies decide who may write where.
--
-- Reading a public bucket's files (/object/public/...) skips RLS, so no policy below grants a
-- broad SELECT: that would let any client list every file of the bucket (splinter 0025). The
-- SELECT each writer gets on her own files is what upsert, remove, list and signed URLs need.
--
-- A later bucket follows the same pattern: one row here (public flag, limits) and one policy
-- naming the bucket and the folder rule.

-- Images only: JPEG, PNG, WebP and AVIF up to 5 MiB. No SVG: it can carry scripts.
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types) values
  ('avatars', 'avatars', true, 5242880, array['image/jpeg', 'image/png', 'image/webp', 'image/avif']),
  ('post-images', 'post-images', true, 5242880, array['image/jpeg', 'image/png', 'image/webp', 'image/avif']),
  ('business-logos', 'business-logos', true, 5242880, array['image/jpeg', 'image/png', 'image/webp', 'image/avif'])
-- A bucket made earlier by hand (dashboard) gets the limits the app relies on.
on conflict (id) do update set
  public = excluded.public,
  file_size_limit = excluded.file_size_limit,
  allowed_mime_types = excluded.allowed_mime_types;

-- avatars/{user id}/...: each user manages the files of her own folder.
create policy "avatars: users manage their own folder" on storage.objects
  for all to authenticated
  using (bucket_id = 'avatars' and (storage.foldername(name))[1] = (select auth.uid())::text)
  with check (bucket_id = 'avatars' and (storage.foldername(name))[1] = (select auth.uid())::text);

-- post-images/...: blog editors and admins (public.can_edit_blog() is true for both).
create policy "post-images: blog editors manage images" on storage.objects
  for all to authenticated
  using (bucket_id = 'post-images' and (select public.can_edit_blog()))
  with check (bucket_id = 'post-images' and (select public.can_edit_blog()));

-- business-logos/{business id}/...: the owner of that business. `objects.name` is qualified:
-- inside the subquery a bare `name` would be businesses.name.
create policy "business-logos: owners manage their business folder" on storage.objects
  for all to authenticated
  using (
    bucket_id = 'business-logos'
    and exists (
      select 1 from public.businesses b
      where b.id::text = (storage.foldername(objects.name))[1] and b.owner_id = (select auth.uid())
    )
  )
  with check (
    bucket_id = 'business-logos'
    and exists (
      select 1 from public.businesses b
      where b.id::text = (storage.foldername(objects.name))[1] and b.owner_id = (select auth.uid())
    )
  );
