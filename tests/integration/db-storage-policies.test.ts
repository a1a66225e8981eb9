/**
 * The storage.objects policies and storage.buckets rows of 20261124130000_storage_buckets.sql,
 * per actor, as raw SQL on the migrated and seeded database (the twin of db-rls-matrix.test.ts
 * for the storage schema; local-storage.test.ts drives the same rules through the Storage API).
 * Each case runs in its own transaction as the Storage API scopes it (role, claims and
 * storage.allow_delete_query) and is rolled back.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { loadConfig } from "@/supabase/local/config"
import { LocalDatabase, type Queryable } from "@/supabase/local/db"
import { type Actor, contextFor, type Outcome, USERS } from "./rls-matrix"

const BUSINESS_OF_MEMBER2 = "60000000-0000-4000-a000-000000000003"
const BUSINESS_OTHER = "60000000-0000-4000-a000-000000000001"
const IMAGE_TYPES = ["image/jpeg", "image/png", "image/webp", "image/avif"]

/** One file per bucket, written with the service role before the cases run. */
const EXISTING = {
  avatar: `${USERS.member.id}/existing.png`,
  postImage: "posts/existing.webp",
  logo: `${BUSINESS_OF_MEMBER2}/existing.png`,
}

let db: LocalDatabase

async function attempt(actor: Actor, sql: string, params: unknown[] = []): Promise<Outcome> {
  const ctx = contextFor(actor)
  return db.exclusive(async (q: Queryable) => {
    await q.query("begin")
    try {
      await q.query(
        `select set_config('role', $1, true), set_config('request.jwt.claims', $2, true),
                set_config('storage.allow_delete_query', 'true', true)`,
        [ctx.role, JSON.stringify(ctx.claims)]
      )
      const result = await q.query(sql, params)
      return { rows: result.affectedRows && !result.rows.length ? result.affectedRows : result.rows.length }
    } catch (error) {
      return { error: (error as { code?: string }).code ?? String(error) }
    } finally {
      await q.query("rollback")
    }
  })
}

const insert = (bucket: string, name: string) =>
  [`insert into storage.objects (bucket_id, name) values ($1, $2)`, [bucket, name]] as const
const select = (bucket: string, name: string) =>
  [`select id from storage.objects where bucket_id = $1 and name = $2`, [bucket, name]] as const
const update = (bucket: string, name: string) =>
  [`update storage.objects set metadata = '{}' where bucket_id = $1 and name = $2`, [bucket, name]] as const
const remove = (bucket: string, name: string) =>
  [`delete from storage.objects where bucket_id = $1 and name = $2`, [bucket, name]] as const

const denied = { error: "42501" }
const rows = (n: number) => ({ rows: n })

type Case = [label: string, statement: readonly [string, readonly unknown[]], outcomes: Partial<Record<Actor, Outcome>>]

const CASES: Case[] = [
  // avatars/{user id}/…: each user her own folder; admins and editors get no exception.
  [
    "avatars insert into the member's folder",
    insert("avatars", `${USERS.member.id}/new.png`),
    { anon: denied, member: rows(1), member2: denied, editor: denied, admin: denied, service_role: rows(1) },
  ],
  ["avatars insert at the bucket root", insert("avatars", "new.png"), { member: denied, admin: denied }],
  [
    "avatars select the member's file",
    select("avatars", EXISTING.avatar),
    { anon: rows(0), member: rows(1), member2: rows(0), admin: rows(0), service_role: rows(1) },
  ],
  ["avatars update the member's file", update("avatars", EXISTING.avatar), { member: rows(1), member2: rows(0) }],
  [
    "avatars move the member's file into member2's folder",
    [
      `update storage.objects set name = $3 where bucket_id = $1 and name = $2`,
      ["avatars", EXISTING.avatar, `${USERS.member2.id}/moved.png`],
    ],
    { member: denied },
  ],
  [
    "avatars delete the member's file",
    remove("avatars", EXISTING.avatar),
    { anon: rows(0), member: rows(1), member2: rows(0), admin: rows(0), service_role: rows(1) },
  ],

  // post-images: blog editors and admins.
  [
    "post-images insert",
    insert("post-images", "posts/new.webp"),
    { anon: denied, member: denied, member2: denied, editor: rows(1), admin: rows(1), service_role: rows(1) },
  ],
  [
    "post-images select",
    select("post-images", EXISTING.postImage),
    { anon: rows(0), member: rows(0), editor: rows(1), admin: rows(1) },
  ],
  ["post-images delete", remove("post-images", EXISTING.postImage), { member: rows(0), editor: rows(1) }],

  // business-logos/{business id}/…: that business's owner.
  [
    "business-logos insert under member2's business",
    insert("business-logos", `${BUSINESS_OF_MEMBER2}/new.png`),
    { anon: denied, member: denied, member2: rows(1), editor: denied, admin: denied, service_role: rows(1) },
  ],
  [
    "business-logos insert under a business member2 does not own",
    insert("business-logos", `${BUSINESS_OTHER}/new.png`),
    { member2: denied },
  ],
  ["business-logos insert at the bucket root", insert("business-logos", "new.png"), { member2: denied }],
  [
    "business-logos select member2's logo",
    select("business-logos", EXISTING.logo),
    { anon: rows(0), member: rows(0), member2: rows(1) },
  ],
  [
    "business-logos delete member2's logo",
    remove("business-logos", EXISTING.logo),
    { member: rows(0), member2: rows(1) },
  ],

  // storage.buckets has RLS and no policy: only the service role reads or writes buckets.
  [
    "buckets select",
    ["select id from storage.buckets where id in ('avatars', 'post-images', 'business-logos')", []],
    { anon: rows(0), member: rows(0), admin: rows(0), service_role: rows(3) },
  ],
  [
    "buckets insert",
    ["insert into storage.buckets (id, name) values ('mine', 'mine')", []],
    { member: denied, admin: denied, service_role: rows(1) },
  ],
]

beforeAll(async () => {
  db = await LocalDatabase.open(loadConfig(process.env, { dataDir: "memory://", quiet: true }))
  await db.asOwner((q) =>
    q.query(
      `insert into storage.objects (bucket_id, name) values ('avatars', $1), ('post-images', $2), ('business-logos', $3)`,
      [EXISTING.avatar, EXISTING.postImage, EXISTING.logo]
    )
  )
})

afterAll(async () => {
  await db?.close()
})

describe("storage.objects policies per actor", () => {
  const cases = CASES.flatMap(([label, statement, outcomes]) =>
    Object.entries(outcomes).map(
      ([actor, expected]) => [`${label} as ${actor}`, statement, actor as Actor, expected] as const
    )
  )
  it.each(cases)("%s", async (_label, [sql, params], actor, expected) => {
    expect(await attempt(actor, sql, [...params])).toEqual(expected)
  })
})

describe("storage schema as a hosted project has it", () => {
  it("holds the three public image buckets with their size and MIME limits", async () => {
    const { rows: buckets } = await db.query(
      `select id, public, file_size_limit, allowed_mime_types from storage.buckets
       where id in ('avatars', 'post-images', 'business-logos') order by id`
    )
    expect(buckets).toEqual(
      ["avatars", "business-logos", "post-images"].map((id) => ({
        id,
        public: true,
        file_size_limit: 5 * 1024 * 1024,
        allowed_mime_types: IMAGE_TYPES,
      }))
    )
  })

  it("refuses direct deletes that bypass the Storage API, even to the service role", async () => {
    const ctx = contextFor("service_role")
    await expect(
      db.withRequest(ctx, (q) => q.query("delete from storage.objects where name = $1", [EXISTING.avatar]))
    ).rejects.toMatchObject({ code: "42501" })
  })

  // splinter 0025_public_bucket_allows_listing: a broad SELECT on a public bucket lists every file.
  it("has no broad SELECT policy on a public bucket (and the lint sees one)", async () => {
    expect(await publicBucketListing()).toEqual([])
    const withBroadPolicy = await db.exclusive(async (q) => {
      await q.query("begin")
      try {
        await q.query(
          `create policy "everyone lists avatars" on storage.objects for select using (bucket_id = 'avatars')`
        )
        return await publicBucketListing(q)
      } finally {
        await q.query("rollback")
      }
    })
    expect(withBroadPolicy).toEqual(["public bucket avatars is listable through policy everyone lists avatars"])
  })
})

async function publicBucketListing(q?: Queryable): Promise<string[]> {
  const sql = `
    select format('public bucket %s is listable through policy %s', b.id, p.policyname) as finding
    from storage.buckets b
    join pg_policies p on p.schemaname = 'storage' and p.tablename = 'objects'
      and p.cmd in ('SELECT', 'ALL') and p.permissive = 'PERMISSIVE'
      and p.roles && array['public'::name, 'anon'::name, 'authenticated'::name]
    where b.public
      and (p.qual is null
        or replace(lower(p.qual), ' ', '') in ('true', '(true)', '1=1', '(1=1)')
        or p.qual ~* ('^\\s*\\(*\\s*bucket_id\\s*=\\s*''' || b.id || '''(\\s*::\\s*[[:alnum:]_.]+)?\\s*\\)*\\s*$'))
    order by 1`
  const result = q ? await q.query<{ finding: string }>(sql) : await db.query<{ finding: string }>(sql)
  return result.rows.map((row) => row.finding)
}
