import Link from "next/link"

import { PROJECTS_PATH } from "@/lib/projects"

/** What a member who is not an instructor sees on the project management pages. */
export function NotInstructor() {
  return (
    <div className="container mx-auto max-w-2xl space-y-4 px-4 py-16 text-center">
      <h1 className="text-3xl font-bold tracking-tight">Área de instrutoras</h1>
      <p className="text-muted-foreground">
        Criar e gerenciar projetos é para instrutoras da rede. Se você quer conduzir um curso ou uma mentoria, fale com
        a equipe.
      </p>
      <Link href={PROJECTS_PATH} className="underline">
        Ver os projetos abertos
      </Link>
    </div>
  )
}
