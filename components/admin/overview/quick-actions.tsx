import Link from "next/link"
import {
  Building2Icon,
  HandCoinsIcon,
  LightbulbIcon,
  MailIcon,
  MessageSquareWarningIcon,
  SettingsIcon,
  ShoppingBagIcon,
  UsersIcon,
  UsersRoundIcon,
} from "lucide-react"

import { TitledSection } from "@/components/layout/titled-section"

const ACTIONS = [
  { href: "/admin/usuarios", title: "Gerenciar Usuárias", text: "Usuárias, permissões e papéis", icon: UsersIcon },
  { href: "/admin/mailrelay", title: "MailRelay", text: "Sincronização e newsletter", icon: MailIcon },
  { href: "/admin/negocios", title: "Negócios", text: "Gestão do diretório", icon: Building2Icon },
  { href: "/admin/embaixadoras", title: "Embaixadoras", text: "Controle de comissões", icon: HandCoinsIcon },
  { href: "/admin/comunidade", title: "Comunidade", text: "Gestão de grupos", icon: UsersRoundIcon },
  {
    href: "/admin/mensagens",
    title: "Mensagens",
    text: "Denúncias de conversas",
    icon: MessageSquareWarningIcon,
  },
  { href: "/admin/encomendas", title: "Encomendas", text: "Pedidos pagos por Pix e relatos", icon: ShoppingBagIcon },
  { href: "/admin/projetos", title: "Projetos e loja", text: "Projetos, inscrições e produtos", icon: LightbulbIcon },
  { href: "/admin/configuracoes", title: "Configurações", text: "Configurações do sistema", icon: SettingsIcon },
] as const

/**
 * The shortcuts of the overview, one per admin screen; each whole card is one link. `notes` adds a
 * line to a card by its address: the work waiting there ("2 denúncias abertas").
 */
export function QuickActions({ notes = {} }: { notes?: Readonly<Record<string, string>> }) {
  return (
    <TitledSection id="acoes-rapidas" title="Ações rápidas" className="space-y-3">
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {ACTIONS.map((action) => (
          <li key={action.href}>
            <Link
              href={action.href}
              className="bg-card hover:bg-muted/60 focus-visible:ring-ring flex h-full items-start gap-4 rounded-xl border p-5 transition-colors outline-none focus-visible:ring-2"
            >
              <span className="bg-primary/10 text-primary flex size-10 shrink-0 items-center justify-center rounded-lg">
                <action.icon className="size-5" aria-hidden="true" />
              </span>
              <span>
                <span className="block font-semibold">{action.title}</span>
                <span className="text-muted-foreground block text-sm">{action.text}</span>
                {notes[action.href] ? (
                  <span className="text-destructive block text-sm font-medium">{notes[action.href]}</span>
                ) : null}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </TitledSection>
  )
}
