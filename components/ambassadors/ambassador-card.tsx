"use client"

import { useState } from "react"
import { CheckIcon, CopyIcon, HandCoinsIcon } from "lucide-react"

import { formatDate } from "@/lib/format"
import type { AmbassadorSummary } from "@/lib/data/ambassadors"
import { whatsappShareUrl } from "@/lib/referral"
import { COMMISSION_STATUSES, formatCents, STATUS_LABELS } from "@/lib/validations/ambassadors"
import { Badge } from "@/components/ui/badge"
import { Button } from "@/components/ui/button"
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card"
import { Input } from "@/components/ui/input"
import { Label } from "@/components/ui/label"

export interface AmbassadorCardProps {
  summary: AmbassadorSummary
  /** The absolute referral link (/convite/CODE on this site). */
  link: string
}

/** The ambassador's own card: her link to share, her referrals and her commissions by state. */
export function AmbassadorCard({ summary, link }: AmbassadorCardProps) {
  const [copied, setCopied] = useState(false)
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link)
      setCopied(true)
      setTimeout(() => setCopied(false), 2000)
    } catch {
      setCopied(false)
    }
  }
  return (
    <section aria-labelledby="embaixadora-titulo" className="md:col-span-2 lg:col-span-3">
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <HandCoinsIcon className="size-5" aria-hidden="true" />
            <h2 id="embaixadora-titulo">Embaixadora</h2>
          </CardTitle>
          <CardDescription>Compartilhe seu link: cada cadastro confirmado por ele gera uma comissão.</CardDescription>
        </CardHeader>
        <CardContent className="space-y-6">
          <div className="space-y-2">
            <Label htmlFor="link-indicacao">Seu link de indicação</Label>
            <div className="flex flex-col gap-2 sm:flex-row">
              <Input id="link-indicacao" readOnly value={link} className="font-mono" />
              <Button type="button" variant="outline" onClick={copy}>
                {copied ? <CheckIcon aria-hidden="true" /> : <CopyIcon aria-hidden="true" />}
                {copied ? "Link copiado" : "Copiar link"}
              </Button>
              <Button asChild variant="outline">
                <a href={whatsappShareUrl(link)} target="_blank" rel="noopener noreferrer">
                  Compartilhar no WhatsApp<span className="sr-only"> (abre em nova aba)</span>
                </a>
              </Button>
            </div>
            <p role="status" className="sr-only">
              {copied ? "Link copiado." : ""}
            </p>
          </div>

          <dl className="grid grid-cols-2 gap-4 sm:grid-cols-5">
            <div>
              <dt className="text-muted-foreground text-sm">Indicações pendentes</dt>
              <dd className="text-2xl font-bold">{summary.referralsPending}</dd>
            </div>
            <div>
              <dt className="text-muted-foreground text-sm">Indicações confirmadas</dt>
              <dd className="text-2xl font-bold">{summary.referralsConfirmed}</dd>
            </div>
            {COMMISSION_STATUSES.map((status) => (
              <div key={status}>
                <dt className="text-muted-foreground text-sm">Comissões: {STATUS_LABELS[status].toLowerCase()}s</dt>
                <dd className="text-2xl font-bold">{formatCents(summary.totals[status].totalCents)}</dd>
              </div>
            ))}
          </dl>

          <div>
            <h3 className="mb-2 font-medium">Comissões recentes</h3>
            {summary.recent.length === 0 ? (
              <p className="text-muted-foreground text-sm">Nenhuma comissão ainda.</p>
            ) : (
              <ul className="divide-y text-sm">
                {summary.recent.map((entry) => (
                  <li key={entry.id} className="flex items-center justify-between gap-4 py-2">
                    <span>
                      {entry.description}
                      {entry.referredName ? ` de ${entry.referredName}` : ""} · {formatDate(entry.createdAt)}
                    </span>
                    <span className="flex items-center gap-2">
                      {formatCents(entry.amountCents)}
                      <Badge variant={entry.status === "paid" ? "default" : "secondary"}>
                        {STATUS_LABELS[entry.status]}
                      </Badge>
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </div>
        </CardContent>
      </Card>
    </section>
  )
}
