import { Building2Icon, CreditCardIcon, DollarSignIcon, UsersIcon } from "lucide-react"

import type { AdminStats } from "@/lib/data/admin-stats"
import { formatCents, formatCount, formatInteger } from "@/lib/number-format"
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card"
import { TitledSection } from "@/components/layout/titled-section"

/** What the overview shows of orders (issue #38): the paid total and the month's count. */
export interface OrderFigures {
  paidTotalCents: number
  ordersThisMonth: number
}

/**
 * The four figures of the overview. "Receita Total" is the total of paid orders (paid, ready or
 * delivered; issue #38), still labelled as processed: the Pix went from buyer to seller, never
 * through the platform.
 */
export function StatCards({ stats, orders }: { stats: AdminStats; orders: OrderFigures }) {
  const cards = [
    {
      title: "Total de Usuárias",
      value: formatInteger(stats.totalUsers),
      note: `+${formatInteger(stats.newUsersThisMonth)} este mês`,
      icon: UsersIcon,
    },
    {
      title: "Negócios Ativos",
      value: formatInteger(stats.activeBusinesses),
      note:
        stats.pendingBusinesses > 0
          ? `No diretório · ${formatInteger(stats.pendingBusinesses)} aguardando aprovação`
          : "No diretório",
      icon: Building2Icon,
    },
    {
      title: "Assinaturas Ativas",
      value: formatInteger(stats.activeSubscriptions),
      note: `De ${formatInteger(stats.totalSubscriptions)} inscrições na newsletter`,
      icon: CreditCardIcon,
    },
    {
      title: "Receita Total",
      value: formatCents(orders.paidTotalCents),
      note: `Processados · ${formatCount(orders.ordersThisMonth, "encomenda este mês", "encomendas este mês")}`,
      icon: DollarSignIcon,
    },
  ]
  return (
    <TitledSection id="estatisticas" title="Estatísticas" className="space-y-3" titleClassName="sr-only">
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {cards.map((card) => (
          <li key={card.title}>
            <Card className="h-full gap-2">
              <CardHeader className="flex flex-row items-center justify-between">
                <CardTitle>
                  <h3 className="text-muted-foreground text-sm font-medium">{card.title}</h3>
                </CardTitle>
                <card.icon className="text-muted-foreground size-4" aria-hidden="true" />
              </CardHeader>
              <CardContent>
                <p className="text-3xl font-bold">{card.value}</p>
                <p className="text-muted-foreground text-xs">{card.note}</p>
              </CardContent>
            </Card>
          </li>
        ))}
      </ul>
    </TitledSection>
  )
}
