import Link from "next/link"
import { LinkIcon } from "lucide-react"

import { BLOG_PATH } from "@/lib/routes"
import { Button } from "@/components/ui/button"

export const metadata = { title: "Link de pré-visualização inválido", robots: { index: false, follow: false } }

/** A preview link that was changed, has expired, or whose post is gone. */
export default function PreviewNotFound() {
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center sm:py-24">
      <div className="bg-secondary text-secondary-foreground mx-auto mb-6 flex size-16 items-center justify-center rounded-2xl">
        <LinkIcon className="size-8" aria-hidden="true" />
      </div>
      <h1 className="text-3xl font-bold tracking-tight">Link de pré-visualização inválido</h1>
      <p className="text-muted-foreground mt-4 text-lg leading-relaxed">
        Este link expirou ou não está completo. Peça à autora do post um link novo.
      </p>
      <div className="mt-8 flex justify-center">
        <Button asChild>
          <Link href={BLOG_PATH}>Ir para o blog</Link>
        </Button>
      </div>
    </div>
  )
}
