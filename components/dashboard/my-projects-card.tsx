import Link from "next/link"
import { LightbulbIcon } from "lucide-react"

import type { MyProject } from "@/lib/data/projects"
import { formatDate } from "@/lib/format"
import { PROJECTS_PATH, projectPath } from "@/lib/projects"
import { Button } from "@/components/ui/button"
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card"

/** "Meus projetos": the member's sign-ups (confirmed or waiting), soonest first; null when they failed to load. */
export function MyProjectsCard({ projects }: { projects: MyProject[] | null }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <LightbulbIcon className="text-primary size-5" aria-hidden />
          <h2>Meus projetos</h2>
        </CardTitle>
        <CardDescription>Os cursos, mentorias e encontros em que você se inscreveu.</CardDescription>
      </CardHeader>
      <CardContent>
        {projects === null ? (
          <p className="text-muted-foreground text-sm">Não foi possível carregar seus projetos agora.</p>
        ) : projects.length === 0 ? (
          <p className="text-muted-foreground text-sm">Você ainda não se inscreveu em nenhum projeto.</p>
        ) : (
          <ul className="space-y-2 text-sm">
            {projects.slice(0, 5).map((project) => (
              <li key={project.id}>
                <Link href={projectPath(project.slug)} className="font-medium underline-offset-4 hover:underline">
                  {project.title}
                </Link>
                <span className="text-muted-foreground block">
                  {formatDate(project.startsAt)} ·{" "}
                  {project.signupStatus === "confirmed"
                    ? "inscrição confirmada"
                    : `lista de espera (posição ${project.waitlistPosition})`}
                </span>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      <CardFooter className="mt-auto">
        <Button asChild variant="outline">
          <Link href={PROJECTS_PATH}>Ver projetos</Link>
        </Button>
      </CardFooter>
    </Card>
  )
}
