import { FileQuestionIcon } from "lucide-react"

import { BLOG_PATH } from "@/lib/routes"
import { NotFoundView } from "@/components/errors/not-found-view"

/** "Post não encontrado" (spec §2): unknown, unpublished or (with a toast) unreadable posts. */
export function PostNotFound() {
  return (
    <NotFoundView
      icon={FileQuestionIcon}
      title="Post não encontrado"
      description="O post que você está procurando não existe ou foi removido."
      link={{ href: BLOG_PATH, label: "Voltar para o blog", back: true }}
    />
  )
}
