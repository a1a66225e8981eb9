-- Issue #25 (cost as the data grows; figures in the README, "Performance", from npm run bench:scale).
--
-- The admin's directory list (listAdminBusinesses) shows every listing whatever its status, by
-- name, 100 at a time. The partial indexes on name serve only the listed ones, so the whole table
-- was read and sorted to return the first 100; in name order the scan stops after them.
create index businesses_name_idx on public.businesses (name, id);

-- Not indexed, on purpose: the searches (`search_text ilike '%term%'` on posts, businesses and
-- products). A trigram GIN index would serve them for the table owner, but every search runs
-- under RLS as anon or authenticated, and Postgres cannot use an index for a qual whose operator
-- is not LEAKPROOF (ILIKE is not) before the policies' quals: the plan stays a sequential scan, so
-- such an index would only slow writes. They need a search function that applies the visibility
-- rules itself (security definer) before an index can help; see the README.
