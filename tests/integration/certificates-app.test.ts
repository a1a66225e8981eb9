/**
 * Certificates through the app's own code (issue #36), against the real local backend: her list
 * and her PDF (lib/data/certificates.ts and the download route, with her session), the public
 * lookup (service role) and the proxy's 404/429 before the page streams
 * (lib/routing/certificate-route.ts), the admins' list and revocation, and "Minha aprendizagem"'s
 * tracks in progress. Only next/headers' cookie jar and connection() are stood in for (Vitest has
 * no request); nothing of ours is mocked.
 */
import type { WebSocketLikeConstructor } from "@supabase/realtime-js"
import { extractText, getDocumentProxy } from "unpdf"
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest"
import WebSocket from "ws"

import type * as Certificates from "@/lib/data/certificates"
import type * as LearningDashboard from "@/lib/data/learning-dashboard"
import type * as CertificateRoute from "@/lib/routing/certificate-route"
import type * as PdfRoute from "@/app/(member)/dashboard/aprendizagem/certificados/[id]/route"
import type { createClient as CreateClient } from "@/lib/supabase/server"
import { type LearningWorld, makeMaterial, makeTrack, type Person, startLearningWorld } from "@/tests/helpers/learning"
import { cookieJar as jar } from "@/tests/helpers/request-scope"

vi.mock("next/headers", async () => (await import("@/tests/helpers/request-scope")).nextHeaders)
vi.mock("next/server", async (original) => ({ ...(await original<object>()), connection: async () => {} }))

const PASSWORD = "senha-do-teste-123"

let w: LearningWorld
let data: typeof Certificates & typeof LearningDashboard
let route: typeof CertificateRoute
let createClient: typeof CreateClient
let pdfRoute: typeof PdfRoute
let holder: Person
let other: Person
let materials: { id: string; slug: string }[]
let track: { id: string; slug: string; title: string }
let certificateId: string
let code: string

/** Signs the app's request scope in as `email` (the jar is the request's cookies). */
async function actAs(email: string, password = PASSWORD) {
  jar.clear()
  const { error } = await (await createClient()).auth.signInWithPassword({ email, password })
  if (error) throw error
}

const signOut = () => jar.clear()

beforeAll(async () => {
  w = await startLearningWorld()
  process.env.NEXT_PUBLIC_SUPABASE_URL = w.local.url
  process.env.NEXT_PUBLIC_SUPABASE_ANON_KEY = w.local.config.anonKey
  process.env.SUPABASE_SERVICE_ROLE_KEY = w.local.config.serviceRoleKey
  delete process.env.SUPABASE_URL
  delete process.env.SUPABASE_SECRET_KEY
  ;(globalThis as { WebSocket?: unknown }).WebSocket ??= WebSocket as unknown as WebSocketLikeConstructor
  data = { ...(await import("@/lib/data/certificates")), ...(await import("@/lib/data/learning-dashboard")) }
  route = await import("@/lib/routing/certificate-route")
  ;({ createClient } = await import("@/lib/supabase/server"))
  pdfRoute = await import("@/app/(member)/dashboard/aprendizagem/certificados/[id]/route")

  holder = await w.member("titular")
  other = await w.member("outra")
  await w.service.from("profiles").update({ full_name: "Conceição Araújo Teste" }).eq("id", holder.id)
  materials = await Promise.all(
    [1, 2, 3].map((i) => makeMaterial(w.service, { author: w.instructor.id, minutes: 40, title: `Passo ${i}` }))
  )
  track = await makeTrack(
    w.service,
    w.instructor.id,
    materials.map((m) => m.id)
  )
})

afterAll(async () => {
  await w?.local.close()
})

const markDone = async (person: Person, materialId: string) => {
  const { error } = await person.db.from("learning_progress").insert({ user_id: person.id, material_id: materialId })
  if (error) throw error
}

describe("Minha aprendizagem: tracks in progress", () => {
  it("shows a started track as 'n de N' with the next material, and drops it once finished", async () => {
    await actAs(holder.email)
    expect(await data.listMyTracksInProgress(holder.id)).toEqual([])

    await markDone(holder, materials[0]!.id)
    const started = await data.listMyTracksInProgress(holder.id)
    expect(started).toEqual([
      {
        id: track.id,
        slug: track.slug,
        title: track.title,
        done: 1,
        total: 3,
        next: { slug: materials[1]!.slug, title: "Passo 2" },
      },
    ])
    // Another member's progress is not hers.
    await actAs(other.email)
    expect(await data.listMyTracksInProgress(holder.id)).toEqual([])

    await markDone(holder, materials[1]!.id)
    await markDone(holder, materials[2]!.id)
    await actAs(holder.email)
    expect(await data.listMyTracksInProgress(holder.id)).toEqual([])
  })
})

describe("her certificates", () => {
  it("lists the certificate the finished track issued, only to her", async () => {
    await actAs(holder.email)
    const mine = await data.listMyCertificates(holder.id)
    expect(mine).toHaveLength(1)
    const [certificate] = mine
    expect(certificate).toMatchObject({
      holderName: "Conceição Araújo Teste",
      kind: "track",
      title: track.title,
      hours: 2,
      revokedAt: null,
    })
    certificateId = certificate!.id
    code = certificate!.code
    expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{20}$/)

    await actAs(other.email)
    expect(await data.listMyCertificates(holder.id)).toEqual([])
    expect(await data.getMyCertificate(other.id, certificateId)).toBeNull()
  })

  it("hands her the PDF with her name and the formatted code, and nobody else", async () => {
    const request = () => new Request(`http://app.test/dashboard/aprendizagem/certificados/${certificateId}`)
    const params = (id: string) => ({ params: Promise.resolve({ id }) })

    signOut()
    expect((await pdfRoute.GET(request(), params(certificateId))).status).toBe(401)

    await actAs(other.email)
    const refused = await pdfRoute.GET(request(), params(certificateId))
    expect(refused.status).toBe(404)
    expect(refused.headers.get("content-type")).not.toContain("pdf")

    // An admin may read every row (RLS), but the download is the holder's own.
    await actAs(w.admin.email, "demo-convergencia")
    expect((await pdfRoute.GET(request(), params(certificateId))).status).toBe(404)
    expect((await pdfRoute.GET(request(), params("nao-e-um-id"))).status).toBe(404)

    await actAs(holder.email)
    const response = await pdfRoute.GET(request(), params(certificateId))
    expect(response.status).toBe(200)
    expect(response.headers.get("content-type")).toBe("application/pdf")
    expect(response.headers.get("content-disposition")).toBe(`attachment; filename="certificado-${code}.pdf"`)
    expect(response.headers.get("cache-control")).toBe("private, no-store")
    const bytes = new Uint8Array(await response.arrayBuffer())
    const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true })
    const formatted = code.match(/.{5}/g)!.join("-")
    expect(text).toContain("Conceição Araújo Teste")
    expect(text).toContain(formatted)
    // The printed address (and the QR code's) is the configured site's, never the request's host.
    const { siteConfig } = await import("@/lib/site")
    const flat = text.replace(/\s+/g, "")
    expect(flat).toContain(`${siteConfig.url.replace(/^https?:\/\//, "")}/certificados/${code}`)
    expect(flat).not.toContain("app.test")
  })
})

describe("the public lookup and the proxy's statuses", () => {
  const address = `203.0.113.${Math.floor(Math.random() * 200) + 1}`
  const checks = () =>
    route.certificateRouteChecks(() => w.client(w.local.config.serviceRoleKey), w.local.config.serviceRoleKey)

  it("finds a code as people type it, and nothing for an unknown or malformed one", async () => {
    const typed = code
      .toLowerCase()
      .replace(/(.{5})/g, "$1 - ")
      .replace(/0/g, "o")
    expect(await data.verifyCertificate(typed)).toMatchObject({
      code,
      holderName: "Conceição Araújo Teste",
      title: track.title,
      revokedAt: null,
    })
    expect(await data.verifyCertificate("ABCDEFGHJKMNPQRSTVWX")).toBeNull()
    expect(await data.verifyCertificate("nao-e-um-codigo")).toBeNull()
  })

  it("answers 404 for unknown and malformed codes, nothing for a real one, 429 over the address's limit", async () => {
    process.env.CERTIFICATES_RATE_LIMIT_PER_IP = "2"
    try {
      const decide = (path: string) => route.decideCertificateRoute(path, address, checks())
      expect(await decide("/certificados/nao-e-um-codigo")).toBe(404)
      expect(await decide("/certificados/%E0%A4%A")).toBe(404)
      expect(await decide("/certificados/ABCDEFGHJKMNPQRSTVWX")).toBe(404)
      expect(await decide(`/certificados/${code}`)).toBeNull()
      expect(await decide("/certificados")).toBeNull()
      expect(await decide("/outra/pagina")).toBeNull()

      // The page counts each lookup; the proxy only checks.
      const { createCertificateLimiter, certificateLimitSettings } = await import("@/lib/rate-limit/certificates")
      const { createRateLimitStore } = await import("@/lib/rate-limit/counter")
      const limiter = createCertificateLimiter(
        createRateLimitStore(() => w.client(w.local.config.serviceRoleKey), w.local.config.serviceRoleKey),
        certificateLimitSettings()
      )
      expect((await limiter.hit(address)).allowed).toBe(true)
      expect(await decide(`/certificados/${code}`)).toBeNull()
      expect((await limiter.hit(address)).allowed).toBe(true)
      expect(await decide(`/certificados/${code}`)).toBe(429)
      expect(await decide("/certificados/ABCDEFGHJKMNPQRSTVWX")).toBe(429)
      expect((await limiter.hit(address)).allowed).toBe(false)
      // Malformed addresses are never looked up, so they stay a 404 without counting.
      expect(await decide("/certificados/nao-e-um-codigo")).toBe(404)
      // Another address has its own count.
      expect(await route.decideCertificateRoute(`/certificados/${code}`, "198.51.100.9", checks())).toBeNull()
    } finally {
      delete process.env.CERTIFICATES_RATE_LIMIT_PER_IP
    }
  })

  it("is the server's: visitors and members cannot run verify_certificate", async () => {
    // Without EXECUTE the API does not even list the function for them (PGRST202).
    for (const db of [w.anon, holder.db]) {
      const answer = await db.rpc("verify_certificate", { p_code: code })
      expect(answer.data).toBeNull()
      expect(answer.error).not.toBeNull()
    }
  })
})

describe("the admins' list and revocation", () => {
  it("finds by code (any spelling) or part of the name, and shows a member only her own", async () => {
    await actAs(w.admin.email, "demo-convergencia")
    const byCode = await data.listAdminCertificates(code.toLowerCase().replace(/(.{5})(?!$)/g, "$1-"), 1)
    expect(byCode.rows.map((row) => row.id)).toEqual([certificateId])
    expect(byCode.total).toBe(1)
    const byName = await data.listAdminCertificates("araújo teste", 1)
    expect(byName.rows.map((row) => row.id)).toContain(certificateId)
    expect(byName.rows.every((row) => row.holderName.toLowerCase().includes("araújo teste"))).toBe(true)
    const nothing = await data.listAdminCertificates("100%_nada", 1)
    expect(nothing).toMatchObject({ rows: [], total: 0, page: 1, pages: 1 })

    await actAs(other.email)
    expect((await data.listAdminCertificates("", 1)).rows).toEqual([])
  })

  it("lets only admins revoke, with a reason the public lookup then shows", async () => {
    await actAs(holder.email)
    const refused = await data.revokeCertificate(certificateId, "Tentativa da própria titular.")
    expect(refused.error?.code).toBe("42501")

    await actAs(w.admin.email, "demo-convergencia")
    const short = await data.revokeCertificate(certificateId, "x")
    expect(short.error?.hint).toBe("reason_required")
    expect(await data.revokeCertificate(certificateId, "Emitido por engano.")).toEqual({ data: null, error: null })
    const again = await data.revokeCertificate(certificateId, "Outra vez.")
    expect(again.error?.hint).toBe("already_revoked")

    const verified = await data.verifyCertificate(code)
    expect(verified?.revokedReason).toBe("Emitido por engano.")
    expect(verified?.revokedAt).not.toBeNull()

    // Her list keeps it (revoked), but the PDF is no longer handed out.
    await actAs(holder.email)
    expect((await data.listMyCertificates(holder.id))[0]?.revokedReason).toBe("Emitido por engano.")
    expect(await data.getMyCertificate(holder.id, certificateId)).toBeNull()
  })
})
