import { getViewer } from "@/lib/auth"
import { certificatePath } from "@/lib/certificate-paths"
import { getMyCertificate } from "@/lib/data/certificates"
import { renderCertificatePdf } from "@/lib/learning/certificate-pdf"
import { absoluteUrl } from "@/lib/site"

const PRIVATE = { "Cache-Control": "private, no-store" }

/**
 * Her certificate as a PDF, for her alone: anyone else's id, an unknown one or a revoked
 * certificate is a 404 (the same answer, so an id tells nothing). The QR code and the printed
 * address point at the configured site URL, never at a request header.
 */
export async function GET(_request: Request, ctx: { params: Promise<{ id: string }> }) {
  const viewer = await getViewer()
  if (!viewer) return Response.json({ error: "Entre na sua conta." }, { status: 401, headers: PRIVATE })
  const certificate = await getMyCertificate(viewer.userId, (await ctx.params).id)
  if (!certificate) return Response.json({ error: "Certificado não encontrado." }, { status: 404, headers: PRIVATE })
  const pdf = await renderCertificatePdf({
    holderName: certificate.holderName,
    title: certificate.title,
    kind: certificate.kind,
    hours: certificate.hours,
    startedOn: certificate.startedOn,
    completedOn: certificate.completedOn,
    instructorName: certificate.instructorName,
    code: certificate.code,
    verifyUrl: absoluteUrl(certificatePath(certificate.code)),
    issuedAt: certificate.issuedAt,
  })
  return new Response(Buffer.from(pdf), {
    headers: {
      ...PRIVATE,
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="certificado-${certificate.code}.pdf"`,
      "X-Content-Type-Options": "nosniff",
    },
  })
}
