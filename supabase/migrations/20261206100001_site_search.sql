-- Issue #42: one search for the whole site, on indexes.
--
-- 1. Portuguese as people type it: `public.pt_busca` is the `portuguese` configuration with
--    `unaccent` before the stemmer (accents and case ignored, plurals and verb forms matched);
--    `public.search_unaccent()` is the immutable wrapper the lexicon uses.
-- 2. Every searchable table carries a weighted `search_vector` (A = title or name; B = summary,
--    category, city, UF, keywords; C = body) kept by a BEFORE trigger, with a GIN index. The
--    older `search_text` columns stay until every list has moved to the functions below.
-- 3. The fuzzy path: `private.search_lexicon` holds every distinct unaccented word of the indexed
--    text (kept by the same triggers) with a trigram index; `public.search_correct()` replaces each
--    word the lexicon lacks by its most similar word, and answers only when the corrected query
--    finds something the caller may see (a word from a draft is never suggested).
-- 4. `public.search_site()`, `public.search_site_counts()` and the area searches
--    (`public.search_<area>()`) are security definer: they apply each area's visibility rules
--    themselves, in one place (`private.search_hits()`), so the `@@` condition reaches the GIN
--    index (under RLS a non-leakproof operator is evaluated after the policies: a scan).
--
-- Visibility (the search is public: admins get what members get):
--   posts      status 'published' (never drafts, scheduled or archived)
--   businesses approved and active (private.is_listed_business's rule)
--   products   not hidden, of a listed business
--   projects   every project (projects have no unpublished state; RLS: everyone reads)
--   materials  published; members-only ones for signed-in members only (the area list shows
--              their cards to visitors, as today, but matches them only on title and summary)
--   groups     listed groups (not hidden, not archived), as /comunidade shows them to visitors
--   topics     of open groups only (never request-only, hidden or archived groups, even for their
--              members: /busca is a public surface), with their opening message neither hidden
--              nor deleted
--   members    a handle, 'public' for everyone, 'members' for signed-in members, never 'hidden',
--              never across a member_blocks pair either way (private.can_see_member_profile's
--              rule, as the members' directory applies it)
-- The predicates are written out (not calls of the private.* helpers) so they are evaluated per
-- matching row without a definer call each; tests/integration/search-rls.test.ts holds them to
-- the helpers' rules.

create extension if not exists pg_trgm with schema extensions;

-- ---------------------------------------------------------------------------------------------
-- 1. Text search configuration and helpers
-- ---------------------------------------------------------------------------------------------

create function public.search_unaccent(text)
returns text
language sql
immutable
parallel safe
strict
set search_path = ''
as $$
  select extensions.unaccent('extensions.unaccent'::regdictionary, $1)
$$;
comment on function public.search_unaccent(text) is
  'Immutable unaccent (the extension''s own function is only stable): accent-free text for the search lexicon.';
revoke execute on function public.search_unaccent(text) from public;
grant execute on function public.search_unaccent(text) to service_role;

create text search configuration public.pt_busca (copy = pg_catalog.portuguese);
alter text search configuration public.pt_busca
  alter mapping for hword, hword_part, word, asciiword, asciihword, hword_asciipart
  with extensions.unaccent, portuguese_stem;
comment on text search configuration public.pt_busca is
  'portuguese with unaccent before the stemmer: accents and case ignored, plurals and verb forms matched.';

-- HTML bodies (posts, projects, materials, community messages) as plain words. A tag cut off at the
-- end (a snippet strips only the first characters of a body) goes too.
create function private.search_html_text(p_html text)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select replace(replace(replace(replace(replace(replace(
    regexp_replace(coalesce(p_html, ''), '<[^>]*(>|$)', ' ', 'g'),
    '&nbsp;', ' '), '&lt;', '<'), '&gt;', '>'), '&quot;', '"'), '&#39;', ''''), '&amp;', '&')
$$;

-- The title's words once more, each marked with a leading '§' (a character the parser never puts in
-- a word) and without positions: a query can then ask "these words in the title" of the same GIN
-- index (private.search_title_words), so the title matches of a common word are always among the
-- ranked candidates (private.search_hits). The query's own lexemes never carry the mark, so ranks,
-- headlines and ts_filter ignore these.
create function private.search_title_lexemes(p_title text)
returns tsvector
language sql
immutable
parallel safe
set search_path = ''
as $$
  select array_to_tsvector(array(
    select '§' || l from unnest(tsvector_to_array(to_tsvector('public.pt_busca'::regconfig, coalesce(p_title, '')))) l))
$$;

-- The weighted document: A title/name, B summary/category/place/keywords, C body; and the title's
-- marked words.
create function private.search_doc(p_a text, p_b text, p_c text)
returns tsvector
language sql
immutable
parallel safe
set search_path = ''
as $$
  select setweight(to_tsvector('public.pt_busca'::regconfig, coalesce(p_a, '')), 'A')
      || setweight(to_tsvector('public.pt_busca'::regconfig, coalesce(p_b, '')), 'B')
      || setweight(to_tsvector('public.pt_busca'::regconfig, coalesce(p_c, '')), 'C')
      || private.search_title_lexemes(p_a)
$$;

-- What people typed, as a query: quotes are phrases, "-word" excludes, "or" alternates. Null when
-- nothing searchable is left (stop words only, punctuation); capped like the forms cap it.
create function private.search_query(p_query text)
returns tsquery
language sql
immutable
parallel safe
set search_path = ''
as $$
  select case when numnode(q) = 0 then null else q end
  from websearch_to_tsquery('public.pt_busca'::regconfig, left(coalesce(p_query, ''), 200)) q
$$;

-- Every word p_q asks for (not those it excludes) in the title: the marked lexemes of
-- private.search_title_lexemes, all of them. Null when p_q asks for no word.
create function private.search_title_words(p_q tsquery)
returns tsquery
language sql
immutable
parallel safe
set search_path = ''
as $$
  -- A lexeme prints as 'word' (quotes inside doubled) and an excluded one as !'word'.
  select string_agg('''§' || m[2] || '''', ' & ')::tsquery
  from regexp_matches(p_q::text, '(!?)''((?:[^'']|'''')*)''', 'g') m
  where m[1] = ''
$$;

-- The lexicon of the fuzzy path: accent-free lowercase words of 3 to 40 letters.
create table private.search_lexicon (
  word text primary key
);
create index search_lexicon_trgm_idx on private.search_lexicon using gin (word extensions.gin_trgm_ops);
revoke all on private.search_lexicon from public, anon, authenticated;

create function private.search_words(p_text text)
returns setof text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select distinct w
  from regexp_split_to_table(lower(public.search_unaccent(coalesce(p_text, ''))), '[^a-z]+') w
  where length(w) between 3 and 40
$$;

create function private.search_lexicon_add(p_text text)
returns void
language sql
security definer
set search_path = ''
as $$
  insert into private.search_lexicon (word)
  select w from private.search_words(p_text) w
  on conflict do nothing
$$;

revoke execute on function private.search_html_text(text), private.search_doc(text, text, text),
  private.search_query(text), private.search_words(text), private.search_lexicon_add(text)
  from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- 2. The documents: one function per table gives its A, B and C texts (the trigger and the
--    backfill share it), one trigger per table keeps search_vector and the lexicon.
-- ---------------------------------------------------------------------------------------------

create function private.blog_posts_search_text(p public.blog_posts, out a text, out b text, out c text)
language sql
stable
set search_path = ''
as $$
  select p.title,
         concat_ws(' ', p.excerpt, (select k.name from public.blog_categories k where k.id = p.category_id),
                   array_to_string(p.seo_keywords, ' ')),
         private.search_html_text(p.content)
$$;

create function private.businesses_search_text(p public.businesses, out a text, out b text, out c text)
language sql
stable
set search_path = ''
as $$
  select p.name, concat_ws(' ', p.category, p.city, p.state), p.description
$$;

create function private.products_search_text(p public.products, out a text, out b text, out c text)
language sql
stable
set search_path = ''
as $$
  select p.name, p.category, p.description
$$;

create function private.projects_search_text(p public.projects, out a text, out b text, out c text)
language sql
stable
set search_path = ''
as $$
  select p.title, concat_ws(' ', replace(p.kind, '_', ' '), p.summary, p.city, p.state),
         private.search_html_text(p.description_html)
$$;

create function private.learning_materials_search_text(p public.learning_materials, out a text, out b text, out c text)
language sql
stable
set search_path = ''
as $$
  select p.title, concat_ws(' ', p.summary, p.topic),
         (select private.search_html_text(k.body_html) from public.learning_material_contents k where k.material_id = p.id)
$$;

create function private.community_groups_search_text(p public.community_groups, out a text, out b text, out c text)
language sql
stable
set search_path = ''
as $$
  select p.name, p.category, p.description
$$;

-- A topic: its title and its opening message while that message is neither hidden nor deleted.
create function private.community_topics_search_text(p public.community_topics, out a text, out b text, out c text)
language sql
stable
set search_path = ''
as $$
  select p.title, null::text,
         (select private.search_html_text(m.body) from public.community_posts m
          where m.topic_id = p.id and m.is_opening and m.hidden_at is null and m.deleted_at is null)
$$;

create function private.profiles_search_text(p public.profiles, out a text, out b text, out c text)
language sql
stable
set search_path = ''
as $$
  select p.full_name,
         concat_ws(' ', p.handle, p.city, p.state, replace(array_to_string(p.offers, ' '), '-', ' '),
                   replace(array_to_string(p.needs, ' '), '-', ' ')),
         concat_ws(' ', p.bio, p.offers_note, p.needs_note)
$$;

alter table public.blog_posts add column search_vector tsvector not null default ''::tsvector;
alter table public.businesses add column search_vector tsvector not null default ''::tsvector;
alter table public.products add column search_vector tsvector not null default ''::tsvector;
alter table public.projects add column search_vector tsvector not null default ''::tsvector;
alter table public.learning_materials add column search_vector tsvector not null default ''::tsvector;
alter table public.community_groups add column search_vector tsvector not null default ''::tsvector;
alter table public.community_topics add column search_vector tsvector not null default ''::tsvector;
alter table public.profiles add column search_vector tsvector not null default ''::tsvector;

comment on column public.blog_posts.search_vector is 'Site search (A title; B excerpt, category, keywords; C body). Written by trigger.';
comment on column public.businesses.search_vector is 'Site search (A name; B category, city, UF; C description). Written by trigger.';
comment on column public.products.search_vector is 'Site search (A name; B category; C description). Written by trigger.';
comment on column public.projects.search_vector is 'Site search (A title; B kind, summary, city, UF; C description). Written by trigger.';
comment on column public.learning_materials.search_vector is
  'Site search (A title; B summary, topic; C body). Written by trigger. Not readable by visitors (members-only bodies).';
comment on column public.community_groups.search_vector is 'Site search (A name; B category; C description). Written by trigger.';
comment on column public.community_topics.search_vector is 'Site search (A title; C opening message unless hidden or deleted). Written by trigger.';
comment on column public.profiles.search_vector is 'Site search (A name; B handle, city, UF, skills; C bio and notes). Written by trigger.';

-- The body of a members-only material must not reach visitors through its lexemes.
revoke select on public.learning_materials from anon;
grant select (id, slug, kind, title, summary, cover_url, cover_alt, topic, level, estimated_minutes, author_id,
  author_name, access, status, published_at, search_text, created_at, updated_at)
  on public.learning_materials to anon;

-- One trigger function for every table, fired by `before insert or update of <its source columns>,
-- search_vector`: a column-list trigger fires when the UPDATE names the column, so counters
-- (views_count, members_count…) never recompute, while a forged search_vector is replaced.
create function private.search_vector_trigger()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_a text;
  v_b text;
  v_c text;
begin
  case tg_table_name
    when 'blog_posts' then
      select d.a, d.b, d.c into v_a, v_b, v_c from private.blog_posts_search_text(new) d;
    when 'businesses' then
      select d.a, d.b, d.c into v_a, v_b, v_c from private.businesses_search_text(new) d;
    when 'products' then
      select d.a, d.b, d.c into v_a, v_b, v_c from private.products_search_text(new) d;
    when 'projects' then
      select d.a, d.b, d.c into v_a, v_b, v_c from private.projects_search_text(new) d;
    when 'learning_materials' then
      select d.a, d.b, d.c into v_a, v_b, v_c from private.learning_materials_search_text(new) d;
    when 'community_groups' then
      select d.a, d.b, d.c into v_a, v_b, v_c from private.community_groups_search_text(new) d;
    when 'community_topics' then
      select d.a, d.b, d.c into v_a, v_b, v_c from private.community_topics_search_text(new) d;
    when 'profiles' then
      select d.a, d.b, d.c into v_a, v_b, v_c from private.profiles_search_text(new) d;
  end case;
  new.search_vector := private.search_doc(v_a, v_b, v_c);
  perform private.search_lexicon_add(concat_ws(' ', v_a, v_b, v_c));
  return new;
end;
$$;
revoke execute on function private.search_vector_trigger() from public, anon, authenticated;

create trigger blog_posts_search_vector before insert or update of title, excerpt, content, category_id, seo_keywords,
  search_vector on public.blog_posts for each row execute function private.search_vector_trigger();
create trigger businesses_search_vector before insert or update of name, description, category, city, state,
  search_vector on public.businesses for each row execute function private.search_vector_trigger();
create trigger products_search_vector before insert or update of name, description, category,
  search_vector on public.products for each row execute function private.search_vector_trigger();
create trigger projects_search_vector before insert or update of title, kind, summary, description_html, city, state,
  search_vector on public.projects for each row execute function private.search_vector_trigger();
create trigger learning_materials_search_vector before insert or update of title, summary, topic,
  search_vector on public.learning_materials for each row execute function private.search_vector_trigger();
create trigger community_groups_search_vector before insert or update of name, description, category,
  search_vector on public.community_groups for each row execute function private.search_vector_trigger();
create trigger community_topics_search_vector before insert or update of title,
  search_vector on public.community_topics for each row execute function private.search_vector_trigger();
create trigger profiles_search_vector before insert or update of full_name, handle, bio, city, state, offers, needs,
  offers_note, needs_note, search_vector on public.profiles for each row execute function private.search_vector_trigger();

-- Bodies kept in another table: a material's content and a topic's opening message recompute
-- their parent's document (naming search_vector fires the parent's trigger).
create function private.search_vector_from_child()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_table_name = 'learning_material_contents' then
    update public.learning_materials set search_vector = ''::tsvector where id = new.material_id;
  elsif new.is_opening then
    update public.community_topics set search_vector = ''::tsvector where id = new.topic_id;
  end if;
  return null;
end;
$$;
revoke execute on function private.search_vector_from_child() from public, anon, authenticated;

create trigger learning_material_contents_search_vector after insert or update of body_html
  on public.learning_material_contents for each row execute function private.search_vector_from_child();
create trigger community_posts_search_vector after insert or update of body, hidden_at, deleted_at
  on public.community_posts for each row execute function private.search_vector_from_child();

-- Backfill without the tables' other triggers (updated_at, revisions, notifications must not move).
alter table public.blog_posts disable trigger user;
update public.blog_posts p set search_vector = (select private.search_doc(d.a, d.b, d.c) from private.blog_posts_search_text(p) d);
alter table public.blog_posts enable trigger user;
alter table public.businesses disable trigger user;
update public.businesses p set search_vector = (select private.search_doc(d.a, d.b, d.c) from private.businesses_search_text(p) d);
alter table public.businesses enable trigger user;
alter table public.products disable trigger user;
update public.products p set search_vector = (select private.search_doc(d.a, d.b, d.c) from private.products_search_text(p) d);
alter table public.products enable trigger user;
alter table public.projects disable trigger user;
update public.projects p set search_vector = (select private.search_doc(d.a, d.b, d.c) from private.projects_search_text(p) d);
alter table public.projects enable trigger user;
alter table public.learning_materials disable trigger user;
update public.learning_materials p
set search_vector = (select private.search_doc(d.a, d.b, d.c) from private.learning_materials_search_text(p) d);
alter table public.learning_materials enable trigger user;
alter table public.community_groups disable trigger user;
update public.community_groups p
set search_vector = (select private.search_doc(d.a, d.b, d.c) from private.community_groups_search_text(p) d);
alter table public.community_groups enable trigger user;
alter table public.community_topics disable trigger user;
update public.community_topics p
set search_vector = (select private.search_doc(d.a, d.b, d.c) from private.community_topics_search_text(p) d);
alter table public.community_topics enable trigger user;
alter table public.profiles disable trigger user;
update public.profiles p set search_vector = (select private.search_doc(d.a, d.b, d.c) from private.profiles_search_text(p) d);
alter table public.profiles enable trigger user;

insert into private.search_lexicon (word)
select w from (
  select concat_ws(' ', d.a, d.b, d.c) as t from public.blog_posts p, private.blog_posts_search_text(p) d
  union all select concat_ws(' ', d.a, d.b, d.c) from public.businesses p, private.businesses_search_text(p) d
  union all select concat_ws(' ', d.a, d.b, d.c) from public.products p, private.products_search_text(p) d
  union all select concat_ws(' ', d.a, d.b, d.c) from public.projects p, private.projects_search_text(p) d
  union all select concat_ws(' ', d.a, d.b, d.c) from public.learning_materials p, private.learning_materials_search_text(p) d
  union all select concat_ws(' ', d.a, d.b, d.c) from public.community_groups p, private.community_groups_search_text(p) d
  union all select concat_ws(' ', d.a, d.b, d.c) from public.community_topics p, private.community_topics_search_text(p) d
  union all select concat_ws(' ', d.a, d.b, d.c) from public.profiles p, private.profiles_search_text(p) d
) docs, private.search_words(docs.t) w
on conflict do nothing;

create index blog_posts_search_idx on public.blog_posts using gin (search_vector);
create index businesses_search_idx on public.businesses using gin (search_vector);
create index products_search_idx on public.products using gin (search_vector);
create index projects_search_idx on public.projects using gin (search_vector);
create index learning_materials_search_idx on public.learning_materials using gin (search_vector);
create index community_groups_search_idx on public.community_groups using gin (search_vector);
create index community_topics_search_idx on public.community_topics using gin (search_vector);
create index profiles_search_idx on public.profiles using gin (search_vector);

revoke execute on function private.blog_posts_search_text(public.blog_posts), private.businesses_search_text(public.businesses),
  private.products_search_text(public.products), private.projects_search_text(public.projects),
  private.learning_materials_search_text(public.learning_materials),
  private.community_groups_search_text(public.community_groups),
  private.community_topics_search_text(public.community_topics), private.profiles_search_text(public.profiles)
  from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- 3. Who may find what: the one place the visibility rules of the search live
-- ---------------------------------------------------------------------------------------------

-- Up to p_cap visible rows of one kind matching p_match (p_q, with or without its words in the title),
-- in the GIN index's order, with their rank for p_q (ts_rank_cd on the weighted vector: titles
-- weigh most; listed businesses gain up to 10% from their rating) and the date that breaks ties
-- (newest first). Only through private.search_hits.
-- 'materials_area' is the learning list's rule: members-only materials are listed to visitors
-- too (their cards are public) but match a visitor only on title, summary and topic.
create function private.search_candidates(p_kind text, p_match tsquery, p_q tsquery, p_rank boolean, p_cap integer)
returns table (id uuid, rank real, happened_at timestamptz)
language plpgsql
stable
set search_path = ''
as $$
#variable_conflict use_column
declare
  v_uid uuid := auth.uid();
  v_blocked uuid[];
begin
  if p_match is null then
    return;
  end if;
  case p_kind
    when 'posts' then
      return query
      select c.id, case when p_rank then ts_rank_cd(c.v, p_q) else 0 end, c.at
      from (select p.id, p.search_vector as v, p.published_at as at
            from public.blog_posts p
            where p.search_vector @@ p_match and p.status = 'published'
            limit p_cap) c;
    when 'businesses' then
      return query
      select c.id, (case when p_rank then ts_rank_cd(c.v, p_q) else 0 end * (1 + coalesce(c.r, 0) / 50))::real, c.at
      from (select b.id, b.search_vector as v, b.rating_average as r, b.created_at as at
            from public.businesses b
            where b.search_vector @@ p_match and b.status = 'approved' and b.active
            limit p_cap) c;
    when 'products' then
      return query
      select c.id, case when p_rank then ts_rank_cd(c.v, p_q) else 0 end, c.at
      from (select p.id, p.search_vector as v, p.created_at as at
            from public.products p
            join public.businesses b on b.id = p.business_id
            where p.search_vector @@ p_match and not p.hidden and b.status = 'approved' and b.active
            limit p_cap) c;
    when 'projects' then
      return query
      select c.id, case when p_rank then ts_rank_cd(c.v, p_q) else 0 end, c.at
      from (select p.id, p.search_vector as v, p.starts_at as at
            from public.projects p
            where p.search_vector @@ p_match
            limit p_cap) c;
    when 'materials' then
      return query
      select c.id, case when p_rank then ts_rank_cd(c.v, p_q) else 0 end, c.at
      from (select m.id, m.search_vector as v, m.published_at as at
            from public.learning_materials m
            where m.search_vector @@ p_match and m.status = 'published' and (m.access = 'public' or v_uid is not null)
            limit p_cap) c;
    when 'materials_area' then
      return query
      select c.id, case when p_rank then ts_rank_cd(c.v, p_q) else 0 end, c.at
      from (select m.id, m.search_vector as v, m.published_at as at
            from public.learning_materials m
            where m.search_vector @@ p_match and m.status = 'published'
              and (m.access = 'public' or v_uid is not null or ts_filter(m.search_vector, '{a,b}') @@ p_q)
            limit p_cap) c;
    when 'groups' then
      return query
      select c.id, case when p_rank then ts_rank_cd(c.v, p_q) else 0 end, c.at
      from (select g.id, g.search_vector as v, g.last_activity_at as at
            from public.community_groups g
            where g.search_vector @@ p_match and g.kind <> 'hidden' and g.archived_at is null
            limit p_cap) c;
    when 'topics' then
      return query
      select c.id, case when p_rank then ts_rank_cd(c.v, p_q) else 0 end, c.at
      from (select t.id, t.search_vector as v, t.last_activity_at as at
            from public.community_topics t
            join public.community_groups g on g.id = t.group_id
            where t.search_vector @@ p_match and g.kind = 'open' and g.archived_at is null
              -- A scalar subquery (not EXISTS, which becomes a join reading every opening
              -- message): one index probe per candidate.
              and (select true from public.community_posts m
                   where m.topic_id = t.id and m.is_opening and m.hidden_at is null and m.deleted_at is null
                   limit 1)
            limit p_cap) c;
    when 'members' then
      -- private.is_blocked_pair, once for the caller instead of once per row.
      v_blocked := array(
        select case when k.blocker_id = v_uid then k.blocked_id else k.blocker_id end
        from public.member_blocks k
        where v_uid is not null and (k.blocker_id = v_uid or k.blocked_id = v_uid));
      return query
      select c.id, case when p_rank then ts_rank_cd(c.v, p_q) else 0 end, null::timestamptz
      from (select p.id, p.search_vector as v
            from public.profiles p
            where p.search_vector @@ p_match and p.handle is not null
              and (p.profile_visibility = 'public' or (p.profile_visibility = 'members' and v_uid is not null))
              and (p.id = v_uid or not (p.id = any (v_blocked)))
            limit p_cap) c;
    else
      return;
  end case;
end;
$$;
-- The planner may prefer scanning a table for a word most rows hold (the LIMIT makes it look
-- cheap); the index reads only the capped candidates, whatever the word.
alter function private.search_candidates(text, tsquery, tsquery, boolean, integer) set enable_seqscan = off;
revoke execute on function private.search_candidates(text, tsquery, tsquery, boolean, integer)
  from public, anon, authenticated;

/*
 * The visible rows of one kind matching p_q that the search ranks, with their rank and date. Called
 * only by the definer functions below, as their owner.
 * The candidate cap (README, product decisions): ranking reads every candidate's vector, so at most
 * p_cap matches are ranked, and a common word costs the same at any volume. So that those include
 * the best, the rows with every asked word in the title come first (the title is what weighs most),
 * then the other matches in the index's order, up to p_cap in all: pages and counts stop at p_cap
 * alike. Counts (p_rank false) need no order, so no title pass.
 */
create function private.search_hits(p_kind text, p_q tsquery, p_rank boolean default true, p_cap integer default 100)
returns table (id uuid, rank real, happened_at timestamptz)
language plpgsql
stable
set search_path = ''
as $$
declare
  v_title tsquery := case when p_rank then private.search_title_words(p_q) end;
  v_found integer := 0;
begin
  if v_title is null then
    return query select * from private.search_candidates(p_kind, p_q, p_q, p_rank, p_cap);
    return;
  end if;
  return query select * from private.search_candidates(p_kind, p_q && v_title, p_q, p_rank, p_cap);
  get diagnostics v_found = row_count;
  if v_found < p_cap then
    return query select * from private.search_candidates(p_kind, p_q && !!v_title, p_q, p_rank, p_cap - v_found);
  end if;
end;
$$;
-- At most p_cap rows, mostly a few: without this the planner expects 1000 and joins the callers'
-- tables by hashing every row of them (a 1-match directory search read all 2,400 businesses at 100×).
alter function private.search_hits(text, tsquery, boolean, integer) rows 20;
revoke execute on function private.search_hits(text, tsquery, boolean, integer) from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- 4. The site search
-- ---------------------------------------------------------------------------------------------

-- A result's snippet: plain text from the first 400 characters of p_text, the matched words wrapped
-- in U+E000 … U+E001. ts_headline parses and stems every word it is given, so its cost is the
-- length (about 0.2 µs a character).
create function private.search_snippet(p_text text, p_q tsquery)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select ts_headline('public.pt_busca'::regconfig, left(coalesce(p_text, ''), 400), p_q,
    'StartSel=' || chr(57344) || ', StopSel=' || chr(57345)
    || ', MaxWords=30, MinWords=12, ShortWord=2, MaxFragments=2, FragmentDelimiter=" … "')
$$;
revoke execute on function private.search_snippet(text, tsquery) from public, anon, authenticated;

/*
 * One page of results of one kind (p_kind: posts, businesses, products, projects, materials,
 * groups, topics, members), or with p_kind null up to p_limit of EACH kind (the "Tudo" tab), kinds
 * in that order, each by rank. An unknown kind or an empty query: no rows.
 *
 * snippet: plain text, never HTML; the matched words are wrapped in U+E000 … U+E001.
 * The link of each kind:
 *   posts      /convergindo/{slug}            businesses /diretorio/{slug}
 *   products   /loja/{slug} (parent_slug: the business's slug, for /diretorio/{parent_slug})
 *   projects   /projetos/{slug}               materials  /aprender/{slug}
 *   groups     /comunidade/{slug}             topics     /comunidade/{parent_slug}/{slug} (slug: the topic id)
 *   members    /associadas/{slug} (slug: the handle)
 * meta (what it is): posts {category, category_slug}; businesses {category, city, state,
 * rating_average, rating_count}; products {category, price_cents, availability, business_name};
 * projects {kind, format, status, city, state, starts_at}; materials {kind, topic, level, access,
 * estimated_minutes}; groups {kind, category, members_count}; topics {group_name, replies_count};
 * members {city, state, avatar_url}.
 * happened_at: posts and materials published_at, projects starts_at, groups and topics
 * last_activity_at, businesses and products created_at, members null.
 */
create function public.search_site(p_query text, p_kind text default null, p_limit integer default 10,
  p_offset integer default 0)
returns table (kind text, id uuid, title text, snippet text, slug text, parent_slug text, meta jsonb, rank real,
  happened_at timestamptz)
language plpgsql
stable
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  v_q tsquery := private.search_query(p_query);
  v_limit integer := least(greatest(coalesce(p_limit, 10), 1), 50);
  v_offset integer := least(greatest(coalesce(p_offset, 0), 0), 1000);
  -- "Tudo" shows a few of each kind: their best of fewer candidates (private.search_hits).
  v_cap integer := case when p_kind is null then 15 else 100 end;
begin
  if v_q is null or (p_kind is not null and p_kind not in
      ('posts', 'businesses', 'products', 'projects', 'materials', 'groups', 'topics', 'members')) then
    return;
  end if;

  if p_kind is null or p_kind = 'posts' then
    return query
    select 'posts'::text, p.id, p.title,
           private.search_snippet(concat_ws(' ', p.excerpt, private.search_html_text(left(p.content, 1000))), v_q),
           p.slug, null::text, jsonb_build_object('category', c.name, 'category_slug', c.slug), h.rank, h.happened_at
    from (select * from private.search_hits('posts', v_q, true, v_cap) x
          order by x.rank desc, x.happened_at desc nulls last, x.id limit v_limit offset v_offset) h
    join public.blog_posts p on p.id = h.id
    left join public.blog_categories c on c.id = p.category_id
    order by h.rank desc, h.happened_at desc nulls last, h.id;
  end if;

  if p_kind is null or p_kind = 'businesses' then
    return query
    select 'businesses'::text, b.id, b.name,
           private.search_snippet(b.description, v_q),
           b.slug, null::text,
           jsonb_build_object('category', b.category, 'city', b.city, 'state', b.state,
                              'rating_average', b.rating_average, 'rating_count', b.rating_count),
           h.rank, h.happened_at
    from (select * from private.search_hits('businesses', v_q, true, v_cap) x
          order by x.rank desc, x.happened_at desc nulls last, x.id limit v_limit offset v_offset) h
    join public.businesses b on b.id = h.id
    order by h.rank desc, h.happened_at desc nulls last, h.id;
  end if;

  if p_kind is null or p_kind = 'products' then
    return query
    select 'products'::text, p.id, p.name,
           private.search_snippet(p.description, v_q),
           p.slug, b.slug,
           jsonb_build_object('category', p.category, 'price_cents', p.price_cents, 'availability', p.availability,
                              'business_name', b.name),
           h.rank, h.happened_at
    from (select * from private.search_hits('products', v_q, true, v_cap) x
          order by x.rank desc, x.happened_at desc nulls last, x.id limit v_limit offset v_offset) h
    join public.products p on p.id = h.id
    join public.businesses b on b.id = p.business_id
    order by h.rank desc, h.happened_at desc nulls last, h.id;
  end if;

  if p_kind is null or p_kind = 'projects' then
    return query
    select 'projects'::text, p.id, p.title,
           private.search_snippet(concat_ws(' ', p.summary, private.search_html_text(left(p.description_html, 1000))), v_q),
           p.slug, null::text,
           jsonb_build_object('kind', p.kind, 'format', p.format, 'status', p.status, 'city', p.city,
                              'state', p.state, 'starts_at', p.starts_at),
           h.rank, h.happened_at
    from (select * from private.search_hits('projects', v_q, true, v_cap) x
          order by x.rank desc, x.happened_at desc nulls last, x.id limit v_limit offset v_offset) h
    join public.projects p on p.id = h.id
    order by h.rank desc, h.happened_at desc nulls last, h.id;
  end if;

  if p_kind is null or p_kind = 'materials' then
    return query
    select 'materials'::text, m.id, m.title,
           private.search_snippet(concat_ws(' ', m.summary, private.search_html_text(left(k.body_html, 1000))), v_q),
           m.slug, null::text,
           jsonb_build_object('kind', m.kind, 'topic', m.topic, 'level', m.level, 'access', m.access,
                              'estimated_minutes', m.estimated_minutes),
           h.rank, h.happened_at
    from (select * from private.search_hits('materials', v_q, true, v_cap) x
          order by x.rank desc, x.happened_at desc nulls last, x.id limit v_limit offset v_offset) h
    join public.learning_materials m on m.id = h.id
    left join public.learning_material_contents k on k.material_id = m.id
    order by h.rank desc, h.happened_at desc nulls last, h.id;
  end if;

  if p_kind is null or p_kind = 'groups' then
    return query
    select 'groups'::text, g.id, g.name,
           private.search_snippet(g.description, v_q),
           g.slug, null::text,
           jsonb_build_object('kind', g.kind, 'category', g.category, 'members_count', g.members_count),
           h.rank, h.happened_at
    from (select * from private.search_hits('groups', v_q, true, v_cap) x
          order by x.rank desc, x.happened_at desc nulls last, x.id limit v_limit offset v_offset) h
    join public.community_groups g on g.id = h.id
    order by h.rank desc, h.happened_at desc nulls last, h.id;
  end if;

  if p_kind is null or p_kind = 'topics' then
    return query
    select 'topics'::text, t.id, t.title,
           private.search_snippet(private.search_html_text(left(m.body, 1000)), v_q),
           t.id::text, g.slug,
           jsonb_build_object('group_name', g.name, 'replies_count', t.replies_count),
           h.rank, h.happened_at
    from (select * from private.search_hits('topics', v_q, true, v_cap) x
          order by x.rank desc, x.happened_at desc nulls last, x.id limit v_limit offset v_offset) h
    join public.community_topics t on t.id = h.id
    join public.community_groups g on g.id = t.group_id
    join public.community_posts m on m.topic_id = t.id and m.is_opening
    order by h.rank desc, h.happened_at desc nulls last, h.id;
  end if;

  if p_kind is null or p_kind = 'members' then
    return query
    select 'members'::text, p.id, private.member_display_name(p.full_name),
           private.search_snippet(concat_ws(' ', p.bio, p.offers_note, p.needs_note), v_q),
           p.handle, null::text,
           jsonb_build_object('city', p.city, 'state', p.state, 'avatar_url', p.avatar_url),
           h.rank, h.happened_at
    from (select * from private.search_hits('members', v_q, true, v_cap) x
          order by x.rank desc, x.id limit v_limit offset v_offset) h
    join public.profiles p on p.id = h.id
    order by h.rank desc, h.id;
  end if;
end;
$$;
comment on function public.search_site(text, text, integer, integer) is
  'The site search (issue #42): one kind or up to p_limit of each, by rank, only what the caller may see on the public site. Snippets are plain text with U+E000/U+E001 around matches. See the migration for links and meta.';

-- Every kind with its total (0 included), in search_site's order.
create function public.search_site_counts(p_query text)
returns table (kind text, total bigint)
language sql
stable
security definer
set search_path = ''
as $$
  -- Counting needs no rank (p_rank false: ts_rank_cd is most of a kind's cost).
  select k.kind, (select count(*) from private.search_hits(k.kind, private.search_query(p_query), false))
  from unnest(array['posts', 'businesses', 'products', 'projects', 'materials', 'groups', 'topics', 'members'])
    with ordinality as k(kind, n)
  order by k.n
$$;
comment on function public.search_site_counts(text) is
  'How many results of each kind search_site has for the caller (the tabs'' counts).';

-- The lexicon word most similar to p_word (trigram similarity ≥ 0.35), or null. Candidates are
-- the words sharing one of its trigrams, each found through the trigram index with LIKE: pg_trgm's
-- `%` operator (similarity_op) aborts the local backend's PGlite build on the migrated database,
-- while LIKE on the same GIN index and similarity() work in both.
create function private.search_similar_word(p_word text)
returns text
language sql
stable
set search_path = ''
as $$
  select c.word
  from (
    select distinct l.word
    from unnest(array(select '%' || substr(p_word, i, 3) || '%' from generate_series(1, length(p_word) - 2) i)) p(pattern),
    lateral (select x.word from private.search_lexicon x where x.word like p.pattern) l
  ) c
  where extensions.similarity(c.word, p_word) >= 0.35
  order by extensions.similarity(c.word, p_word) desc, c.word
  limit 1
$$;
revoke execute on function private.search_similar_word(text) from public, anon, authenticated;

/*
 * "Você quis dizer …?": each word of at least 3 letters the lexicon lacks is replaced by its most
 * similar lexicon word (trigram similarity ≥ 0.35); null when nothing changed or when the
 * corrected query finds nothing the caller may see (so no word of hidden text is ever suggested).
 */
create function public.search_correct(p_query text)
returns text
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_piece text;
  v_word text;
  v_best text;
  v_out text := '';
  v_changed boolean := false;
begin
  if p_query is null or btrim(p_query) = '' then
    return null;
  end if;
  for v_piece in select m[1] from regexp_matches(left(p_query, 200), '([[:alnum:]]+|[^[:alnum:]]+)', 'g') m loop
    v_word := lower(public.search_unaccent(v_piece));
    if v_word ~ '^[a-z]{3,40}$' and not exists (select 1 from private.search_lexicon l where l.word = v_word) then
      v_best := private.search_similar_word(v_word);
      if v_best is not null then
        v_piece := v_best;
        v_changed := true;
      end if;
    end if;
    v_out := v_out || v_piece;
  end loop;
  if not v_changed or not exists (select 1 from public.search_site_counts(v_out) c where c.total > 0) then
    return null;
  end if;
  return v_out;
end;
$$;
comment on function public.search_correct(text) is
  'The query with misspelt words replaced by the closest indexed word, or null (nothing to correct, or the correction finds nothing the caller may see).';

-- ---------------------------------------------------------------------------------------------
-- 5. The area searches: each list's rows in rank order, for the same select, filters, range and
--    count the list chains today (PostgREST applies them to a set-returning function). The data
--    layer must not add its own order when searching.
-- ---------------------------------------------------------------------------------------------

create function public.search_blog_posts(p_query text)
returns setof public.blog_posts
language sql
stable
security definer
set search_path = ''
as $$
  select p.* from private.search_hits('posts', private.search_query(p_query)) h
  join public.blog_posts p on p.id = h.id
  order by h.rank desc, h.happened_at desc nulls last, p.id
$$;

create function public.search_businesses(p_query text)
returns setof public.businesses
language sql
stable
security definer
set search_path = ''
as $$
  select b.* from private.search_hits('businesses', private.search_query(p_query)) h
  join public.businesses b on b.id = h.id
  order by h.rank desc, b.name, b.id
$$;

create function public.search_products(p_query text)
returns setof public.products
language sql
stable
security definer
set search_path = ''
as $$
  select p.* from private.search_hits('products', private.search_query(p_query)) h
  join public.products p on p.id = h.id
  order by h.rank desc, p.name, p.id
$$;

create function public.search_projects(p_query text)
returns setof public.projects
language sql
stable
security definer
set search_path = ''
as $$
  select p.* from private.search_hits('projects', private.search_query(p_query)) h
  join public.projects p on p.id = h.id
  order by h.rank desc, p.starts_at desc nulls last, p.id
$$;

-- search_vector is blanked: visitors must not read a members-only body's lexemes through it.
create function public.search_learning_materials(p_query text)
returns setof public.learning_materials
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_populate_record(m, '{"search_vector": ""}'::jsonb)
  from private.search_hits('materials_area', private.search_query(p_query)) h
  join public.learning_materials m on m.id = h.id
  order by h.rank desc, h.happened_at desc nulls last, m.id
$$;

-- The members' directory searched: list_member_profiles' shape, filters and paging, by rank.
create function public.search_member_profiles(
  p_query text, p_skill text default null, p_need text default null, p_city text default null,
  p_state text default null, p_limit integer default 24, p_offset integer default 0, p_mentoring boolean default false
)
returns table (
  id uuid, handle text, full_name text, avatar_url text, bio text, city text, state text, offers text[],
  needs text[], offers_mentoring boolean, total_count bigint
)
language sql
stable
security definer
set search_path = ''
as $$
  with listed as (
    select p.*, h.rank,
           exists (
             select 1 from public.mentor_offers o
             where o.user_id = p.id and o.active and exists (select 1 from public.mentor_slots s where s.mentor_id = o.user_id)
           ) as mentoring
    from private.search_hits('members', private.search_query(p_query)) h
    join public.profiles p on p.id = h.id
    where (nullif(p_skill, '') is null or p_skill = any (p.offers))
      and (nullif(p_need, '') is null or p_need = any (p.needs))
      and (nullif(btrim(coalesce(p_city, '')), '') is null
           or lower(extensions.unaccent(coalesce(p.city, ''))) like '%' || lower(extensions.unaccent(btrim(p_city))) || '%')
      and (nullif(p_state, '') is null or p.state = upper(p_state))
  )
  select l.id, l.handle, private.member_display_name(l.full_name), l.avatar_url, l.bio, l.city, l.state,
         l.offers, l.needs, l.mentoring, count(*) over ()
  from listed l
  where not coalesce(p_mentoring, false) or l.mentoring
  order by l.rank desc, lower(extensions.unaccent(l.full_name)), l.id
  limit least(greatest(coalesce(p_limit, 24), 1), 100)
  offset greatest(coalesce(p_offset, 0), 0)
$$;
comment on function public.search_member_profiles(text, text, text, text, text, integer, integer, boolean) is
  'list_member_profiles with a text search: the same rows (visitors public profiles, members members-only ones too, never hidden, never across a block), shape and filters, by rank.';

comment on function public.search_blog_posts(text) is 'The blog''s published posts matching the query, by rank.';
comment on function public.search_businesses(text) is 'Listed businesses matching the query, by rank (rating breaks near ties).';
comment on function public.search_products(text) is 'Shown products of listed businesses matching the query, by rank.';
comment on function public.search_projects(text) is 'Projects matching the query, by rank.';
comment on function public.search_learning_materials(text) is
  'Published materials matching the query, by rank; members-only ones match visitors on title, summary and topic only. search_vector comes back empty.';

revoke execute on function public.search_site(text, text, integer, integer), public.search_site_counts(text),
  public.search_correct(text), public.search_blog_posts(text), public.search_businesses(text),
  public.search_products(text), public.search_projects(text), public.search_learning_materials(text),
  public.search_member_profiles(text, text, text, text, text, integer, integer, boolean)
  from public;
grant execute on function public.search_site(text, text, integer, integer), public.search_site_counts(text),
  public.search_correct(text), public.search_blog_posts(text), public.search_businesses(text),
  public.search_products(text), public.search_projects(text), public.search_learning_materials(text),
  public.search_member_profiles(text, text, text, text, text, integer, integer, boolean)
  to anon, authenticated, service_role;
