/**
 * CSV imports (issue #43; a benchmark, not a timed test: figures are printed, never asserted).
 * Run: npm run bench:import
 *
 * Boots the local backend in memory with the demo data, then for each kind builds a 10,000-row
 * CSV (IMPORT_BENCH_ROWS) and times, through the app's own code (lib/imports/read-csv.ts,
 * run-import.ts and lib/data/import-writes.ts, under the demo admin's session): the preview
 * (streamed parse, validation, duplicates, the existence checks) and the import (the writes, and
 * for members one GoTrue invitation each, mailed through the backend's outbox). A second import of
 * the same file shows what a re-run costs (it adds nothing). Members' invitations dominate; set
 * IMPORT_BENCH_KINDS=subscribers,businesses to skip them.
 */
import { performance } from "node:perf_hooks"
import type { WebSocketLikeConstructor } from "@supabase/realtime-js"
import { createClient, type SupabaseClient } from "@supabase/supabase-js"
import WebSocket from "ws"

import type { Database } from "../lib/database.types.ts"
import { importBackendFor } from "../lib/data/import-writes.ts"
import { readCsvRecords } from "../lib/imports/read-csv.ts"
import { runImport } from "../lib/imports/run-import.ts"
import type { ImportKind } from "../lib/validations/imports.ts"
import { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY } from "../supabase/local/config.ts"
import { startLocalSupabase } from "../supabase/local/server.ts"

const ROWS = Number(process.env.IMPORT_BENCH_ROWS ?? 10_000)
const KINDS = (process.env.IMPORT_BENCH_KINDS ?? "subscribers,businesses,members").split(",") as ImportKind[]
const UFS = ["MG", "SP", "RJ", "BA", "PE", "RS", "PR", "CE"]

function csvFor(kind: ImportKind, rows: number, run: string): string {
  const lines: string[] = []
  if (kind === "members") {
    lines.push("Nome;E-mail;Telefone;Cidade;UF;Papéis")
    for (let i = 0; i < rows; i++)
      lines.push(
        `Associada ${i};bench-${run}-${i}@import.test;(31) 9${String(i).padStart(4, "0")}-1234;Cidade ${i % 50};${UFS[i % 8]};cliente`
      )
  } else if (kind === "businesses") {
    lines.push("Nome do negócio;E-mail da dona;Nome da dona;Categoria;Cidade;UF")
    // Ten listings per owner, so a tenth of the rows invite someone.
    for (let i = 0; i < rows; i++)
      lines.push(
        `Negócio ${i};dona-${run}-${Math.floor(i / 10)}@import.test;Dona ${Math.floor(i / 10)};Alimentação;BH;${UFS[i % 8]}`
      )
  } else {
    lines.push("E-mail;Nome;Data do consentimento")
    for (let i = 0; i < rows; i++) lines.push(`leitora-${run}-${i}@import.test;Leitora ${i};01/03/2025`)
  }
  return `${lines.join("\n")}\n`
}

function streamOf(text: string): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(text)
  let at = 0
  // 64 KiB chunks, as a request body arrives.
  return new ReadableStream({
    pull(controller) {
      if (at >= bytes.length) return controller.close()
      controller.enqueue(bytes.slice(at, at + 65_536))
      at += 65_536
    },
  })
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`

async function main() {
  const local = await startLocalSupabase({ dataDir: "memory://", port: 0, quiet: true })
  const options = {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as unknown as WebSocketLikeConstructor },
  }
  try {
    const admin: SupabaseClient<Database> = createClient<Database>(local.url, LOCAL_ANON_KEY, options)
    const { error } = await admin.auth.signInWithPassword({
      email: "admin@convergencia.test",
      password: "demo-convergencia",
    })
    if (error) throw error
    const service = createClient<Database>(local.url, LOCAL_SERVICE_ROLE_KEY, options)
    const run = Date.now().toString(36)
    const results: string[][] = [["kind", "rows", "bytes", "preview", "import", "imported", "re-run", "re-run adds"]]
    for (const kind of KINDS) {
      const csv = csvFor(kind, ROWS, run)
      const backend = importBackendFor(admin, service, kind === "subscribers" ? "import_online_form" : undefined)
      const pass = async (write: boolean) => {
        const started = performance.now()
        const report = await runImport({
          kind,
          records: readCsvRecords(streamOf(csv)),
          mapping: null,
          remembered: null,
          backend,
          write,
        })
        return { ms: performance.now() - started, report }
      }
      const preview = await pass(false)
      const first = await pass(true)
      const again = await pass(true)
      results.push([
        kind,
        String(preview.report.total),
        `${(csv.length / 1024 / 1024).toFixed(2)} MB`,
        seconds(preview.ms),
        seconds(first.ms),
        String(first.report.imported),
        seconds(again.ms),
        String(again.report.imported),
      ])
      console.log(`${kind}: done`)
    }
    const widths = results[0]!.map((_, column) => Math.max(...results.map((row) => row[column]!.length)))
    for (const row of results) console.log(row.map((cell, column) => cell.padEnd(widths[column]!)).join("  "))
  } finally {
    await local.close()
  }
}

await main()
