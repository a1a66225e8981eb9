/**
 * Seed storage objects: every file under `seed-storage/<bucket>/` beside the seed file becomes an
 * object of that bucket after the seed (as the Supabase CLI's `objects_path`), served with its
 * bytes on a fresh boot, after `POST /_local/reset`, and on a boot restored from the cached
 * snapshot, whose in-memory byte store starts empty. A schema of its own in a temporary folder.
 */
import { randomUUID } from "node:crypto"
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises"
import { tmpdir } from "node:os"
import path from "node:path"
import type { SupabaseClient } from "@supabase/supabase-js"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { LocalSupabase } from "../../server.ts"
import { clientFor, startBackend } from "../helpers/backend.ts"

const PDF = Buffer.from(`%PDF-1.4\n% ${randomUUID()}\n%%EOF\n`)
const CSV = Buffer.from("mes;entradas;saidas\njaneiro;1200;800\n")

let dir: string
let first: LocalSupabase | undefined
let second: LocalSupabase | undefined

const schema = () => ({
  migrationsDir: path.join(dir, "migrations"),
  seedFile: path.join(dir, "seed.sql"),
})

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "local-seed-storage-"))
  await mkdir(path.join(dir, "migrations"))
  // A unique bucket name per run: the boot-snapshot cache is keyed by the schema's text.
  await writeFile(
    path.join(dir, "migrations/20260101000000_buckets.sql"),
    `-- ${randomUUID()}
insert into storage.buckets (id, name, public) values ('demo-files', 'demo-files', false), ('demo-sheets', 'demo-sheets', false);`
  )
  await writeFile(path.join(dir, "seed.sql"), "select 1;\n")
  await mkdir(path.join(dir, "seed-storage/demo-files/docs"), { recursive: true })
  await mkdir(path.join(dir, "seed-storage/demo-sheets"), { recursive: true })
  await writeFile(path.join(dir, "seed-storage/demo-files/docs/guia.pdf"), PDF)
  await writeFile(path.join(dir, "seed-storage/demo-sheets/caixa.csv"), CSV)
  first = await startBackend(schema())
})

afterAll(async () => {
  await first?.close()
  await second?.close()
  await rm(dir, { recursive: true, force: true })
})

async function expectSeeded(service: SupabaseClient) {
  const pdf = await service.storage.from("demo-files").download("docs/guia.pdf")
  expect(pdf.error).toBeNull()
  expect(Buffer.from(await pdf.data!.arrayBuffer())).toEqual(PDF)
  expect(pdf.data!.type).toBe("application/pdf")
  const csv = await service.storage.from("demo-sheets").download("caixa.csv")
  expect(csv.error).toBeNull()
  expect(Buffer.from(await csv.data!.arrayBuffer())).toEqual(CSV)
}

describe("seed-storage", () => {
  it("stores each file as an object of its bucket after the seed", async () => {
    const service = clientFor(first!, first!.config.serviceRoleKey)
    await expectSeeded(service)
    const listed = await service.storage.from("demo-files").list("docs")
    expect(listed.data?.map((f) => f.name)).toEqual(["guia.pdf"])
    expect(listed.data?.[0]?.metadata).toMatchObject({ size: PDF.length, mimetype: "application/pdf" })
  })

  it("keeps them through a reset to the boot snapshot", async () => {
    const reset = await fetch(`${first!.url}/_local/reset`, {
      method: "POST",
      headers: { Authorization: `Bearer ${first!.config.serviceRoleKey}` },
    })
    expect(reset.status).toBe(200)
    await expectSeeded(clientFor(first!, first!.config.serviceRoleKey))
  })

  // A boot, even from the cache, takes seconds on a busy machine.
  it("puts their bytes back on a boot restored from the cached snapshot", { timeout: 120_000 }, async () => {
    second = await startBackend(schema())
    await expectSeeded(clientFor(second, second.config.serviceRoleKey))
  })
})
