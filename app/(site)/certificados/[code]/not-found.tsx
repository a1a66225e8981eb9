import Link from "next/link"
import { SearchX } from "lucide-react"

import { CERTIFICATES_PATH } from "@/lib/certificate-paths"
import { Button } from "@/components/ui/button"

export const metadata = { title: "Certificado não encontrado", robots: { index: false, follow: false } }

/** A code no certificate has, or an address that cannot be a code (both 404). */
export default function CertificateNotFound() {
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center sm:py-24">
      <div className="bg-secondary text-secondary-foreground mx-auto mb-6 flex size-16 items-center justify-center rounded-2xl">
        <SearchX className="size-8" aria-hidden="true" />
      </div>
      <h1 className="text-3xl font-bold tracking-tight">Não encontramos este certificado</h1>
      <p className="text-muted-foreground mt-4 text-lg leading-relaxed">
        Confira o código impresso no certificado: são 20 letras e números, em quatro grupos de cinco.
      </p>
      <div className="mt-8 flex justify-center">
        <Button asChild>
          <Link href={CERTIFICATES_PATH}>Digitar outro código</Link>
        </Button>
      </div>
    </div>
  )
}
