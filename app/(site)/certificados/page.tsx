import type { Metadata } from "next"
import { BadgeCheck } from "lucide-react"

import { CERTIFICATES_PATH } from "@/lib/certificate-paths"
import { pageMetadata } from "@/lib/metadata"

import { CertificateCodeForm } from "./_components/certificate-code-form"

export const metadata: Metadata = pageMetadata({
  title: "Verificar certificado",
  description: "Confira se um certificado emitido pela Convergência Empreendedora é válido, pelo código impresso nele.",
  path: CERTIFICATES_PATH,
})

/** Where anyone (an employer, a programme) types a certificate's code. Static; the form opens its page. */
export default function CertificatesPage() {
  return (
    <div className="mx-auto max-w-xl px-4 py-12 sm:py-16">
      <div className="bg-secondary text-secondary-foreground mb-6 flex size-14 items-center justify-center rounded-2xl">
        <BadgeCheck className="size-7" aria-hidden="true" />
      </div>
      <h1 className="text-3xl font-bold tracking-tight">Verificar certificado</h1>
      <p className="text-muted-foreground mt-3 mb-8 leading-relaxed">
        Digite o código impresso no certificado, abaixo do QR code, para saber se ele é válido, para quem foi emitido e
        por qual trilha ou projeto.
      </p>
      <CertificateCodeForm />
    </div>
  )
}
