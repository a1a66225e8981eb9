import "server-only"
import type { SupabaseClient } from "@supabase/supabase-js"

import type { Database } from "@/lib/database.types"
import { createClient } from "@/lib/supabase/server"
import type { CommissionStatus, LedgerFilter } from "@/lib/validations/ambassadors"
import { type WriteResult, writeOutcome } from "@/lib/data/write-result"

type Client = SupabaseClient<Database>

export type StatusTotals = Record<CommissionStatus, { entries: number; totalCents: number }>

export interface CommissionEntry {
  id: string
  /** Null for a paid entry of an ambassador who deleted her account (the ledger keeps it). */
  ambassadorId: string | null
  description: string
  amountCents: number
  status: CommissionStatus
  createdAt: string
  approvedAt: string | null
  paidAt: string | null
  /**
   * Whom a sign-up commission was for ("Carla N."), "Ex-associada" once her account is gone, null
   * for other kinds of entry. Only the ambassador herself and admins get it (get_commission_referrals).
   */
  referredName: string | null
}

export interface AmbassadorSummary {
  code: string
  referralsPending: number
  referralsConfirmed: number
  totals: StatusTotals
  recent: CommissionEntry[]
}

const emptyTotals = (): StatusTotals => ({
  pending: { entries: 0, totalCents: 0 },
  approved: { entries: 0, totalCents: 0 },
  paid: { entries: 0, totalCents: 0 },
})

type EntryRow = {
  id: string
  ambassador_id: string | null
  description: string
  amount_cents: number
  status: string
  created_at: string
  approved_at: string | null
  paid_at: string | null
}

const ENTRY_COLUMNS = "id, ambassador_id, description, amount_cents, status, created_at, approved_at, paid_at"

/** Names whom each entry was for, through the function that checks the caller (her own, or an admin). */
async function withReferredNames<T extends CommissionEntry>(supabase: Client, entries: T[]): Promise<T[]> {
  if (entries.length === 0) return entries
  const { data, error } = await supabase.rpc("get_commission_referrals", { p_entry_ids: entries.map((e) => e.id) })
  if (error) throw new Error(`get_commission_referrals: ${error.message}`, { cause: error })
  const names = new Map((data ?? []).map((row) => [row.entry_id, row.referred_name]))
  return entries.map((entry) => ({ ...entry, referredName: names.get(entry.id) ?? null }))
}

const toEntry = (row: EntryRow): CommissionEntry => ({
  id: row.id,
  ambassadorId: row.ambassador_id,
  description: row.description,
  amountCents: row.amount_cents,
  status: row.status as CommissionStatus,
  createdAt: row.created_at,
  approvedAt: row.approved_at,
  paidAt: row.paid_at,
  referredName: null,
})

/** Per-ambassador totals by state from the database (get_commission_totals; RLS decides whose). */
async function totalsByAmbassador(supabase: Client, filter: Pick<LedgerFilter, "from" | "to"> = {}) {
  const { data, error } = await supabase.rpc("get_commission_totals", {
    p_from: filter.from ?? undefined,
    p_to: filter.to ?? undefined,
  })
  if (error) throw new Error(`get_commission_totals: ${error.message}`, { cause: error })
  // Paid entries of ambassadors who deleted their accounts come under FORMER_AMBASSADOR.
  const totals = new Map<string, StatusTotals>()
  for (const row of data ?? []) {
    const key = (row.ambassador_id as string | null) ?? FORMER_AMBASSADOR
    const mine = totals.get(key) ?? emptyTotals()
    mine[row.status as CommissionStatus] = { entries: Number(row.entries), totalCents: Number(row.total_cents) }
    totals.set(key, mine)
  }
  return totals
}

const FORMER_AMBASSADOR = ""

/** The signed-in ambassador's card, or null when she is not one (RLS shows only her own rows). */
export async function getMyAmbassadorSummary(userId: string): Promise<AmbassadorSummary | null> {
  const supabase = await createClient()
  const { data: me, error } = await supabase.from("ambassadors").select("code").eq("user_id", userId).maybeSingle()
  if (error) throw new Error(`getMyAmbassadorSummary: ${error.message}`, { cause: error })
  if (!me) return null
  const [referrals, entries, totals] = await Promise.all([
    supabase.from("referrals").select("confirmed_at").eq("ambassador_id", userId),
    supabase
      .from("commission_entries")
      .select(ENTRY_COLUMNS)
      .eq("ambassador_id", userId)
      .order("created_at", { ascending: false })
      .limit(5),
    totalsByAmbassador(supabase),
  ])
  if (referrals.error) throw new Error(`referrals: ${referrals.error.message}`, { cause: referrals.error })
  if (entries.error) throw new Error(`entries: ${entries.error.message}`, { cause: entries.error })
  const confirmed = referrals.data.filter((r) => r.confirmed_at !== null).length
  return {
    code: me.code,
    referralsPending: referrals.data.length - confirmed,
    referralsConfirmed: confirmed,
    totals: totals.get(userId) ?? emptyTotals(),
    recent: await withReferredNames(supabase, entries.data.map(toEntry)),
  }
}

export interface AdminAmbassador {
  userId: string
  code: string
  name: string
  email: string | null
  totals: StatusTotals
}

export interface AdminLedgerEntry extends CommissionEntry {
  ambassadorName: string
  ambassadorCode: string
}

export interface AdminLedger {
  ambassadors: AdminAmbassador[]
  entries: AdminLedgerEntry[]
  /** All ambassadors together, by state, within the filter's period. */
  totals: StatusTotals
}

/** Everything /admin/embaixadoras shows, for an admin's client (RLS: admins read every row). */
export async function getAdminLedger(filter: LedgerFilter): Promise<AdminLedger> {
  const supabase = await createClient()
  const ambassadorsQuery = supabase
    .from("ambassadors")
    .select("user_id, code, profiles!ambassadors_user_id_fkey(full_name, email)")
    .order("code")
  let entriesQuery = supabase
    .from("commission_entries")
    .select(ENTRY_COLUMNS)
    .order("created_at", { ascending: false })
    .limit(500)
  if (filter.status) entriesQuery = entriesQuery.eq("status", filter.status)
  if (filter.from) entriesQuery = entriesQuery.gte("created_at", filter.from)
  if (filter.to) entriesQuery = entriesQuery.lt("created_at", filter.to)
  if (filter.ambassador) entriesQuery = entriesQuery.eq("ambassador_id", filter.ambassador)
  const [ambassadors, entries, totals] = await Promise.all([
    ambassadorsQuery,
    entriesQuery,
    totalsByAmbassador(supabase, filter),
  ])
  if (ambassadors.error) throw new Error(`ambassadors: ${ambassadors.error.message}`, { cause: ambassadors.error })
  if (entries.error) throw new Error(`entries: ${entries.error.message}`, { cause: entries.error })
  const list: AdminAmbassador[] = ambassadors.data.map((row) => {
    const profile = Array.isArray(row.profiles) ? row.profiles[0] : row.profiles
    return {
      userId: row.user_id,
      code: row.code,
      name: profile?.full_name ?? profile?.email ?? row.code,
      email: profile?.email ?? null,
      totals: totals.get(row.user_id) ?? emptyTotals(),
    }
  })
  const byId = new Map(list.map((a) => [a.userId, a]))
  // Every entry counts, those of former ambassadors included (money paid out stays paid out).
  const overall = emptyTotals()
  for (const mine of totals.values()) {
    for (const status of ["pending", "approved", "paid"] as const) {
      overall[status].entries += mine[status].entries
      overall[status].totalCents += mine[status].totalCents
    }
  }
  return {
    ambassadors: list,
    entries: await withReferredNames(
      supabase,
      entries.data.map((row) => {
        const owner = row.ambassador_id ? byId.get(row.ambassador_id) : undefined
        if (!owner) return { ...toEntry(row), ambassadorName: "Ex-embaixadora", ambassadorCode: "—" }
        return { ...toEntry(row), ambassadorName: owner.name, ambassadorCode: owner.code }
      })
    ),
    totals: overall,
  }
}

/** Moves entries one step (admin function, audited); returns how many moved, or the error. */
export async function setCommissionStatus(ids: string[], status: "approved" | "paid"): Promise<WriteResult<number>> {
  const supabase = await createClient()
  const { data, error } = await supabase.rpc("set_commission_status", { p_ids: ids, p_status: status })
  return { data: error ? null : (data ?? 0), error }
}

/** Changes an ambassador's code (admin function, audited). */
export async function setAmbassadorCode(userId: string, code: string): Promise<WriteResult> {
  const supabase = await createClient()
  const { error } = await supabase.rpc("set_ambassador_code", { p_user_id: userId, p_code: code })
  return writeOutcome(error)
}
