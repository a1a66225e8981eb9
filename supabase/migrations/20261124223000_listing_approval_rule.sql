-- The owner's pages tell a member whether a new listing waits for the team's approval, which the
-- site settings switch (directory_listing_approval). Signed-in members only: no public page
-- depends on it, and get_public_site_settings() keeps the moderation flags out on purpose.
create function public.listing_needs_approval()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(public.setting_bool('directory_listing_approval'), true)
$$;

revoke execute on function public.listing_needs_approval() from public, anon;
grant execute on function public.listing_needs_approval() to authenticated, service_role;
