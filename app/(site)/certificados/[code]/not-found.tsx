import Link from "next/link"
import { SearchX } from "lucide-react"

import { CERTIFICATES_PATH } from "@/lib/certificate-paths"
import { Button } from "@/components/ui/button"
import { NoticePage } from "../../_shared/notice-page"

export const metadata = { title: "Certificado não encontrado", robots: { index: false, follow: false } }

/** A code no certificate has, or an address that cannot be a code (both 404). */
export default function CertificateNotFound() {
  return (
    <NoticePage
      icon={SearchX}
      title="Não encontramos este certificado"
      actions={
        <Button asChild>
          <Link href={CERTIFICATES_PATH}>Digitar outro código</Link>
        </Button>
      }
    >
      <p className="text-muted-foreground mt-4 text-lg leading-relaxed">
        Confira o código impresso no certificado: são 20 letras e números, em quatro grupos de cinco.
      </p>
    </NoticePage>
  )
}
