"use client"

import { IDLE, type FormAction } from "@/lib/action-state"
import { formErrorToast, useActionToast } from "@/lib/hooks/use-action-toast"
import { useFormAction } from "@/lib/hooks/use-form-action"
import type { SiteSettings } from "@/lib/data/settings"
import { Button } from "@/components/ui/button"
import { shownUnderField } from "@/components/auth/form-parts"
import { ApprovalCheckbox, Field, Figures, SettingsSection } from "@/components/settings/settings-fields"

export interface SettingsFormProps {
  settings: SiteSettings
  action: FormAction
}

const centsToReais = (cents: number) => (cents / 100).toFixed(2).replace(".", ",")

const CONTACTS = [
  ["contact_email", "E-mail de contato", "email"],
  ["contact_phone", "Telefone de contato", "tel"],
] as const

const SOCIAL_NETWORKS = [
  ["social_instagram", "Instagram"],
  ["social_facebook", "Facebook"],
  ["social_linkedin", "LinkedIn"],
  ["social_youtube", "YouTube"],
] as const

/** The admin's settings form: one save for every section (one audited change). */
export function SettingsForm({ settings, action }: SettingsFormProps) {
  const [state, form, pending] = useFormAction(action, IDLE)
  useActionToast(state, { error: formErrorToast })
  const checked = (name: "directory_listing_approval" | "directory_review_approval" | "live_figures") =>
    state.status === "idle" || !state.values ? settings[name] : state.values[name] === "on"

  return (
    <form {...form} className="space-y-6" noValidate>
      <SettingsSection
        title="Organização"
        description="Nome e descrição usados nas buscas, no rodapé e nos dados estruturados."
        className="space-y-4"
      >
        <Field state={state} name="site_name" label="Nome do site" defaultValue={settings.site_name} />
        <Field
          state={state}
          name="site_description"
          label="Descrição"
          defaultValue={settings.site_description}
          multiline
        />
        <div className="grid gap-4 sm:grid-cols-2">
          {CONTACTS.map(([name, label, type]) => (
            <Field key={name} state={state} name={name} label={label} type={type} defaultValue={settings[name] ?? ""} />
          ))}
        </div>
      </SettingsSection>

      <SettingsSection
        title="Redes sociais"
        description="Os ícones do rodapé. Deixe em branco para não mostrar a rede."
        className="grid gap-4 sm:grid-cols-2"
      >
        {SOCIAL_NETWORKS.map(([name, label]) => (
          <Field key={name} state={state} name={name} label={label} type="url" defaultValue={settings[name] ?? ""} />
        ))}
      </SettingsSection>

      <SettingsSection
        title="Números do site"
        description="A faixa de números da página inicial e o impacto da página Sobre."
        className="space-y-6"
      >
        <Figures state={state} prefix="home_stats" title="Página inicial" figures={settings.home_stats} />
        <Figures state={state} prefix="about_impact" title="Página Sobre" figures={settings.about_impact} />
        <ApprovalCheckbox
          name="live_figures"
          label="Mostrar contagens ao vivo"
          hint="Marcado: os números cujo rótulo fala de mulheres, membros ou associadas, negócios, projetos ou cidades mostram a contagem atual arredondada para baixo (por exemplo, 1.200+), atualizada a cada hora; os demais (como a satisfação) continuam com o texto fixo acima. Desmarcado: todos mostram o texto fixo."
          defaultChecked={checked("live_figures")}
        />
      </SettingsSection>

      <SettingsSection
        title="Embaixadoras e moderação"
        description="Comissão por indicação confirmada e aprovação de conteúdo do diretório."
        className="space-y-4"
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            state={state}
            name="commission_amount"
            label="Comissão por indicação (R$)"
            inputMode="decimal"
            defaultValue={centsToReais(settings.commission_amount_cents)}
          />
          <Field
            state={state}
            name="referral_window_days"
            label="Janela de indicação (dias)"
            inputMode="numeric"
            defaultValue={String(settings.referral_window_days)}
            hint="Por quanto tempo o link de indicação vale depois da visita."
          />
        </div>
        <ApprovalCheckbox
          name="directory_listing_approval"
          label="Novos negócios do diretório precisam de aprovação"
          hint="Marcado: cada negócio novo (e cada mudança no nome, na descrição, na categoria, nos links ou no logo) espera a aprovação em Negócios. Desmarcado: o negócio aparece no diretório assim que é cadastrado."
          defaultChecked={checked("directory_listing_approval")}
        />
        <ApprovalCheckbox
          name="directory_review_approval"
          label="Novas avaliações precisam de aprovação"
          hint="Marcado: avaliações novas ou editadas só aparecem depois de aprovadas. Desmarcado: aparecem na hora e a dona do negócio é avisada."
          defaultChecked={checked("directory_review_approval")}
        />
      </SettingsSection>

      <SettingsSection
        title="Newsletter"
        description="Um parágrafo a mais no e-mail de confirmação da inscrição (opcional)."
      >
        <Field
          state={state}
          name="newsletter_optin_text"
          label="Texto do e-mail de confirmação"
          defaultValue={settings.newsletter_optin_text ?? ""}
          multiline
        />
      </SettingsSection>

      <div className="flex items-center gap-4">
        <Button type="submit" disabled={pending}>
          {pending ? "Salvando…" : "Salvar configurações"}
        </Button>
        <p role="status" className="text-muted-foreground text-sm">
          {state.status === "idle" || shownUnderField(state) ? "" : state.message}
        </p>
      </div>
    </form>
  )
}
