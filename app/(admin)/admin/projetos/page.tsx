import { Suspense } from "react"
import type { Metadata } from "next"
import Link from "next/link"

import { guardRoute } from "@/lib/auth"
import { listManagedProjects } from "@/lib/data/projects"
import { listAllProducts } from "@/lib/data/shop"
import { formatDateTimeRange } from "@/lib/format"
import { pageMetadata } from "@/lib/metadata"
import { ADMIN_PROJECTS_PATH, MANAGE_PROJECTS_PATH, PROJECT_KINDS, PROJECT_STATUSES, projectPath } from "@/lib/projects"
import { formatPrice } from "@/lib/shop"
import { Button } from "@/components/ui/button"
import { AdminLoading } from "@/components/admin/shell/admin-loading"
import { AdminPageHeader } from "@/components/admin/shell/admin-page-header"
import { AdminRowForm } from "@/components/projects/admin-row-form"
import { deleteProjectAction, hideProductAction, showProductAction } from "./actions"

const INTRO = "Todos os projetos da rede e os produtos da loja: edite, exclua, oculte e mostre."

export const metadata: Metadata = pageMetadata({
  title: "Projetos e loja",
  description: INTRO,
  path: ADMIN_PROJECTS_PATH,
  noIndex: true,
})

export default function AdminProjectsPage() {
  return (
    <Suspense fallback={<AdminLoading />}>
      <AdminProjects />
    </Suspense>
  )
}

async function AdminProjects() {
  const { viewer } = await guardRoute(ADMIN_PROJECTS_PATH)
  const [projects, products] = await Promise.all([listManagedProjects(viewer?.userId ?? "", true), listAllProducts()])
  return (
    <div className="space-y-10">
      <AdminPageHeader title="Projetos e loja" description={INTRO}>
        <Button asChild>
          <Link href={`${MANAGE_PROJECTS_PATH}/novo`}>Novo projeto</Link>
        </Button>
      </AdminPageHeader>

      <section aria-labelledby="todos-os-projetos" className="space-y-3">
        <h2 id="todos-os-projetos" className="text-xl font-semibold">
          Projetos ({projects.length})
        </h2>
        <ul className="divide-y rounded-xl border">
          {projects.map((project) => (
            <li key={project.id} className="flex flex-wrap items-center justify-between gap-3 p-3">
              <div>
                <Link href={projectPath(project.slug)} className="font-medium underline-offset-4 hover:underline">
                  {project.title}
                </Link>
                <p className="text-muted-foreground text-sm">
                  {PROJECT_KINDS[project.kind]} · {PROJECT_STATUSES[project.status]} ·{" "}
                  {formatDateTimeRange(project.startsAt, project.endsAt)} · {project.confirmedCount}/{project.capacity}
                </p>
              </div>
              <div className="flex items-center gap-2">
                <Link href={`${MANAGE_PROJECTS_PATH}/${project.id}`} className="text-sm underline">
                  Editar <span className="sr-only">{project.title}</span>
                </Link>
                <AdminRowForm
                  action={deleteProjectAction}
                  fields={{ projectId: project.id }}
                  label="Excluir"
                  accessibleLabel={`Excluir ${project.title}`}
                />
              </div>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="produtos-da-loja" className="space-y-3">
        <h2 id="produtos-da-loja" className="text-xl font-semibold">
          Produtos da loja ({products.length})
        </h2>
        <ul className="divide-y rounded-xl border">
          {products.map((product) => (
            <li key={product.id} className="flex flex-wrap items-center justify-between gap-3 p-3">
              <div>
                <p className="font-medium">{product.name}</p>
                <p className="text-muted-foreground text-sm">
                  {product.businessName} · {formatPrice(product.priceCents)}
                  {product.hidden ? ` · Oculto: ${product.hiddenReason}` : ""}
                </p>
              </div>
              {product.hidden ? (
                <AdminRowForm
                  action={showProductAction}
                  fields={{ productId: product.id }}
                  label="Mostrar"
                  accessibleLabel={`Mostrar ${product.name}`}
                />
              ) : (
                <AdminRowForm
                  action={hideProductAction}
                  fields={{ productId: product.id }}
                  label="Ocultar"
                  accessibleLabel={`Ocultar ${product.name}`}
                  reason
                />
              )}
            </li>
          ))}
        </ul>
      </section>
    </div>
  )
}
