-- Issue #31: a review shows its author's picture beside "Rafael M.". Visitors may not read
-- members' profiles, so the review carries the picture's address itself, written by the database
-- from the author's profile (never from the request) and kept current when she changes it. Nothing
-- more of her profile is exposed: author_id was readable already.
alter table public.business_reviews add column author_avatar_url text;
comment on column public.business_reviews.author_avatar_url is
  'The author''s profiles.avatar_url, copied by trigger on insert and whenever she changes it; members never write it. The app shows only this project''s avatars bucket (displayableAvatarUrl).';

-- Runs with the caller's rights: the author inserting reads her own profile; any other write keeps
-- the stored value unless the author changes (account deletion anonymises a review: no picture).
create function private.business_reviews_author_avatar()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' or new.author_id is distinct from old.author_id then
    new.author_avatar_url := (select p.avatar_url from public.profiles p where p.id = new.author_id);
  elsif current_user in ('anon', 'authenticated') then
    new.author_avatar_url := old.author_avatar_url;
  end if;
  return new;
end;
$$;

create trigger business_reviews_author_avatar before insert or update on public.business_reviews
  for each row execute function private.business_reviews_author_avatar();

-- Her new picture reaches her reviews (definer: members cannot write the column themselves).
create function private.profiles_sync_review_avatar()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.business_reviews r set author_avatar_url = new.avatar_url
  where r.author_id = new.id and r.author_avatar_url is distinct from new.avatar_url;
  return null;
end;
$$;

create trigger profiles_sync_review_avatar after update of avatar_url on public.profiles
  for each row when (new.avatar_url is distinct from old.avatar_url)
  execute function private.profiles_sync_review_avatar();

revoke execute on function private.business_reviews_author_avatar(), private.profiles_sync_review_avatar() from public;

update public.business_reviews r set author_avatar_url = p.avatar_url
from public.profiles p where p.id = r.author_id and p.avatar_url is not null;
