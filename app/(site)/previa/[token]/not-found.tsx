import Link from "next/link"
import { LinkIcon } from "lucide-react"

import { BLOG_PATH } from "@/lib/routes"
import { Button } from "@/components/ui/button"
import { NoticePage } from "../../_shared/notice-page"

export const metadata = { title: "Link de pré-visualização inválido", robots: { index: false, follow: false } }

/** A preview link that was changed, has expired, or whose post is gone. */
export default function PreviewNotFound() {
  return (
    <NoticePage
      icon={LinkIcon}
      title="Link de pré-visualização inválido"
      actions={
        <Button asChild>
          <Link href={BLOG_PATH}>Ir para o blog</Link>
        </Button>
      }
    >
      <p className="text-muted-foreground mt-4 text-lg leading-relaxed">
        Este link expirou ou não está completo. Peça à autora do post um link novo.
      </p>
    </NoticePage>
  )
}
