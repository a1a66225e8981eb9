import Link from "next/link"

/** What a member who is not an instructor sees on the authoring pages (the actions refuse her too). */
export function NotTeacher() {
  return (
    <div className="container mx-auto max-w-2xl space-y-4 px-4 py-16 text-center">
      <h1 className="text-3xl font-bold tracking-tight">Área de instrutoras</h1>
      <p className="text-muted-foreground">
        Criar materiais e trilhas de aprendizagem é para instrutoras da rede. Se você quer ensinar, fale com a equipe.
      </p>
      <Link href="/aprender" className="underline">
        Ver a biblioteca
      </Link>
    </div>
  )
}
