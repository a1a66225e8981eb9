import { AdminNavLinks, type AdminNavLink } from "@/components/admin/shell/admin-nav-links"
import type { Viewer } from "@/lib/auth"
import { adminLinksFor } from "@/lib/viewer-state"

const ADMIN_SECTIONS: readonly AdminNavLink[] = [
  { title: "Visão geral", href: "/admin" },
  { title: "Relatórios", href: "/admin/relatorios" },
  { title: "Usuárias", href: "/admin/usuarios" },
  { title: "Editor de Blog", href: "/admin/blog" },
  { title: "Newsletter", href: "/admin/newsletter" },
  { title: "Importar", href: "/admin/importar" },
  { title: "Negócios", href: "/admin/negocios" },
  { title: "Comunidade", href: "/admin/comunidade" },
  { title: "Mensagens", href: "/admin/mensagens" },
  { title: "Encomendas", href: "/admin/encomendas" },
  { title: "Projetos e loja", href: "/admin/projetos" },
  { title: "Certificados", href: "/admin/certificados" },
  { title: "Embaixadoras", href: "/admin/embaixadoras" },
  { title: "MailRelay", href: "/admin/mailrelay" },
  { title: "E-mails", href: "/admin/emails" },
  { title: "Configurações", href: "/admin/configuracoes" },
  { title: "Teste de acesso", href: "/admin/test" },
]

/**
 * Which sections this viewer may open. Only navigation: each page runs guardRoute() itself before
 * rendering, so hiding a link here is never what keeps anyone out.
 */
export function AdminNav({ viewer }: { viewer: Viewer | null }) {
  if (!viewer) return null
  const links = adminLinksFor(viewer, ADMIN_SECTIONS)
  if (links.length === 0) return null
  return (
    <nav aria-label="Seções da administração" className="bg-background/95 border-b">
      <div className="container mx-auto max-w-7xl px-4">
        <AdminNavLinks links={links} />
      </div>
    </nav>
  )
}
