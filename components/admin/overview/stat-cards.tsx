import { Building2Icon, CreditCardIcon, DollarSignIcon, UsersIcon } from "lucide-react"

import type { AdminStats } from "@/lib/data/admin-stats"
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card"

const number = new Intl.NumberFormat("pt-BR")
const currency = new Intl.NumberFormat("pt-BR", { style: "currency", currency: "BRL" })

/** The four figures of the overview; revenue is always zero until payments exist (spec section 9). */
export function StatCards({ stats }: { stats: AdminStats }) {
  const cards = [
    {
      title: "Total de Usuárias",
      value: number.format(stats.totalUsers),
      note: `+${number.format(stats.newUsersThisMonth)} este mês`,
      icon: UsersIcon,
    },
    {
      title: "Negócios Ativos",
      value: number.format(stats.activeBusinesses),
      note:
        stats.pendingBusinesses > 0
          ? `No diretório · ${number.format(stats.pendingBusinesses)} aguardando aprovação`
          : "No diretório",
      icon: Building2Icon,
    },
    {
      title: "Assinaturas Ativas",
      value: number.format(stats.activeSubscriptions),
      note: `De ${number.format(stats.totalSubscriptions)} inscrições na newsletter`,
      icon: CreditCardIcon,
    },
    { title: "Receita Total", value: currency.format(0), note: "Processados", icon: DollarSignIcon },
  ]
  return (
    <section aria-labelledby="estatisticas" className="space-y-3">
      <h2 id="estatisticas" className="sr-only">
        Estatísticas
      </h2>
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
    </section>
  )
}
