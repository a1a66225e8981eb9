import Link from "next/link"

import type { ProjectLearningLink } from "@/lib/data/project-learning"

/** "Materiais do projeto": the library's materials and tracks its instructors linked, in their order. */
export function ProjectLearningList({ links }: { links: ProjectLearningLink[] }) {
  if (!links.length) return null
  return (
    <section aria-labelledby="materiais-do-projeto" className="mt-8">
      <h2 id="materiais-do-projeto" className="text-xl font-semibold">
        Materiais do projeto
      </h2>
      <ul className="mt-2 space-y-1">
        {links.map((link) => (
          <li key={link.id}>
            <Link href={link.href} className="underline">
              {link.title}
            </Link>{" "}
            <span className="text-muted-foreground text-sm">({link.target === "track" ? "trilha" : "material"})</span>
          </li>
        ))}
      </ul>
    </section>
  )
}
