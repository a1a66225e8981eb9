/**
 * Set-up shared by the e-mail notification suites (issue #39): notifications written at chosen
 * times, the outbox rows of one member, and a clock in São Paulo time, so the queueing functions
 * can be run at any `p_now` instead of waiting.
 */
import { randomUUID } from "node:crypto"
import type { Db, Person } from "./community"

const HOUR = 3_600_000

/**
 * A UTC instant from a São Paulo wall-clock time (UTC−3 all year since 2019). Far-future dates keep
 * the suites' windows clear of the seed's notifications, which are dated around the real now.
 */
export function saoPaulo(date: string, hour: number, minute = 0): Date {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number]
  return new Date(Date.UTC(y, m - 1, d, hour + 3, minute))
}

export const plusHours = (at: Date, hours: number) => new Date(at.getTime() + hours * HOUR)

export interface NotificationInput {
  category: "messages" | "orders" | "community" | "directory" | "shop" | "projects" | "learning" | "account"
  createdAt: Date
  read?: boolean
  title?: string
}

/** A notification for `person` in `category`, as a producer would write it, dated `createdAt`. */
export async function notification(service: Db, person: Pick<Person, "id">, input: NotificationInput) {
  const { data, error } = await service
    .from("notifications")
    .insert({
      user_id: person.id,
      type: "user_action",
      category: input.category,
      title: input.title ?? `Aviso ${input.category} ${randomUUID().slice(0, 6)}`,
      message: "Algo aconteceu na sua conta.",
      action_url: "/dashboard",
      read: input.read ?? false,
      created_at: input.createdAt.toISOString(),
    })
    .select("id, title")
    .single()
  if (error) throw error
  return data
}

/** Every outbox row for `person`, oldest first. */
export async function outboxOf(service: Db, person: Pick<Person, "id">) {
  const { data, error } = await service
    .from("email_outbox")
    .select("id, template, to_email, category, notification_id, status, data, max_attempts, attempts")
    .eq("user_id", person.id)
    .order("id")
  if (error) throw error
  return data
}

export function queueEmails(service: Db, now: Date, delaySeconds = 300) {
  return service.rpc("queue_notification_emails", { p_now: now.toISOString(), p_delay_seconds: delaySeconds })
}

export function queueDigests(service: Db, now: Date) {
  return service.rpc("queue_notification_digests", { p_now: now.toISOString() })
}

export function queueReminders(service: Db, now: Date) {
  return service.rpc("queue_session_reminders", { p_now: now.toISOString() })
}

/** Claims what is due for one address only, so the suites' rows never meet. */
export function claimFor(service: Db, person: Pick<Person, "email">, templates: string[] | null = null) {
  return service.rpc("claim_email_outbox", {
    p_limit: 10,
    p_worker: "teste",
    p_lease_seconds: 120,
    p_to: person.email,
    ...(templates ? { p_templates: templates } : {}),
  })
}

export type Channel = "immediate" | "digest" | "off"

export function savePreferences(
  person: { db: Db },
  channels: Record<string, unknown>,
  digest: { frequency?: string | null; hour?: number | null; weekday?: number | null } = {}
) {
  return person.db.rpc("save_notification_preferences", {
    p_channels: channels as never,
    p_digest_frequency: (digest.frequency ?? null) as string,
    p_digest_hour: (digest.hour ?? null) as number,
    p_digest_weekday: (digest.weekday ?? null) as number,
  })
}

/** A project open for sign-ups with one session per given start; `who` sign up (confirmed). */
export async function projectWithSessions(service: Db, starts: Date[], who: Pick<Person, "db">[]) {
  const slug = `projeto-lembrete-${randomUUID().slice(0, 8)}`
  const project = await service
    .from("projects")
    .insert({
      slug,
      title: `Oficina ${slug}`,
      kind: "curso",
      summary: "Um projeto criado pelo teste dos lembretes.",
      format: "online",
      starts_at: starts[0]!.toISOString(),
      capacity: 50,
    })
    .select("id, slug, title")
    .single()
  if (project.error) throw project.error
  const sessions = await service
    .from("project_sessions")
    .insert(
      starts.map((at, i) => ({
        project_id: project.data.id,
        title: `Encontro ${i + 1}`,
        starts_at: at.toISOString(),
        ends_at: plusHours(at, 2).toISOString(),
      }))
    )
    .select("id, title, starts_at")
    .order("starts_at")
  if (sessions.error) throw sessions.error
  for (const person of who) {
    const { error } = await person.db.rpc("signup_for_project", { p_project_id: project.data.id })
    if (error) throw error
  }
  return { ...project.data, sessions: sessions.data }
}
