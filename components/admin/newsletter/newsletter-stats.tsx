import type { NewsletterStats as NewsletterStatsData } from "@/lib/data/newsletter"
import { formatOneDecimal } from "@/lib/number-format"
import { StatCard } from "@/components/admin/shell/stat-card"

type NewsletterStatsProps = NewsletterStatsData

/** One decimal, pt-BR decimal comma; 0 of 0 is 0,0%. */
export function percent(part: number, total: number) {
  const value = total === 0 ? 0 : (part / total) * 100
  return `${formatOneDecimal(value)}%`
}

export function NewsletterStats({ total, confirmed, pending, unsubscribed, synced, errors }: NewsletterStatsProps) {
  return (
    <section aria-label="Resumo" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      <StatCard title="Total de Assinantes" value={total} hint="Todas as inscrições" />
      <StatCard title="Assinantes Confirmados" value={confirmed} hint={`${percent(confirmed, total)} do total`} />
      <StatCard title="Pendentes" value={pending} hint="Aguardando a confirmação por e-mail" />
      <StatCard title="Descadastrados" value={unsubscribed} hint={`${percent(unsubscribed, total)} do total`} />
      <StatCard title="Sincronizados" value={synced} hint={`${percent(synced, total)} no MailRelay`} />
      <StatCard title="Erros de Sync" value={errors} hint="Requerem atenção" />
    </section>
  )
}
