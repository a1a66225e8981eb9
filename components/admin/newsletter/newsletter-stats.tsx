import type { NewsletterStats as NewsletterStatsData } from "@/lib/data/newsletter"
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card"

type NewsletterStatsProps = NewsletterStatsData

/** One decimal, pt-BR decimal comma; 0 of 0 is 0,0%. */
export function percent(part: number, total: number) {
  const value = total === 0 ? 0 : (part / total) * 100
  return `${value.toLocaleString("pt-BR", { minimumFractionDigits: 1, maximumFractionDigits: 1 })}%`
}

function Stat({ title, value, hint }: { title: string; value: number; hint: string }) {
  return (
    <Card>
      <CardHeader className="pb-2">
        <CardTitle className="text-sm font-medium">{title}</CardTitle>
      </CardHeader>
      <CardContent>
        <p className="text-2xl font-bold">{value}</p>
        <p className="text-muted-foreground text-xs">{hint}</p>
      </CardContent>
    </Card>
  )
}

export function NewsletterStats({ total, confirmed, pending, unsubscribed, synced, errors }: NewsletterStatsProps) {
  return (
    <section aria-label="Resumo" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      <Stat title="Total de Assinantes" value={total} hint="Todas as inscrições" />
      <Stat title="Assinantes Confirmados" value={confirmed} hint={`${percent(confirmed, total)} do total`} />
      <Stat title="Pendentes" value={pending} hint="Aguardando a confirmação por e-mail" />
      <Stat title="Descadastrados" value={unsubscribed} hint={`${percent(unsubscribed, total)} do total`} />
      <Stat title="Sincronizados" value={synced} hint={`${percent(synced, total)} no MailRelay`} />
      <Stat title="Erros de Sync" value={errors} hint="Requerem atenção" />
    </section>
  )
}
