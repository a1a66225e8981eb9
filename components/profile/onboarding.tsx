"use client"

import Link from "next/link"

import { IDLE } from "@/lib/action-state"
import type { OnboardingStep } from "@/lib/validations/profile"
import { useFormAction } from "@/lib/hooks/use-form-action"
import { Button } from "@/components/ui/button"
import { FormStatus } from "@/components/auth/form-parts"
import { saveOnboardingStep, skipOnboarding } from "@/components/profile/onboarding-actions"
import { BasicProfileFields, FormActions, type ProfileValues } from "@/components/profile/profile-fields"
import { NewsletterCheckbox, RoleCheckboxes, type RoleChoices } from "@/components/profile/profile-forms"

export interface OnboardingStepFormProps {
  step: OnboardingStep
  /** What she has saved so far: a step she comes back to shows it. */
  values: ProfileValues
  choices: RoleChoices
  subscribed: boolean
  title: string
}

/** One step of the welcome flow; each saves on its own and leads to the next (the last to the dashboard). */
export function OnboardingStepForm({ step, values, choices, subscribed, title }: OnboardingStepFormProps) {
  const [state, form, pending] = useFormAction(saveOnboardingStep, IDLE)
  const last = step === "3"
  return (
    <form {...form} noValidate aria-label={title} className="space-y-5">
      <input type="hidden" name="step" value={step} />
      {step === "1" ? <BasicProfileFields formId="boas-vindas" state={state} values={values} /> : null}
      {step === "2" ? <RoleCheckboxes formId="boas-vindas" state={state} choices={choices} /> : null}
      {step === "3" ? <NewsletterCheckbox formId="boas-vindas" state={state} subscribed={subscribed} /> : null}
      {state.status === "error" ? <FormStatus state={state} /> : null}
      <FormActions>
        <Button type="submit" disabled={pending} aria-busy={pending}>
          {pending ? "Salvando..." : last ? "Concluir" : "Continuar"}
        </Button>
        {step !== "1" ? (
          <Button asChild variant="outline">
            <Link href={`/dashboard/boas-vindas?passo=${Number(step) - 1}`}>Voltar</Link>
          </Button>
        ) : null}
      </FormActions>
    </form>
  )
}

/** "Pular por agora": the flow is marked done and never offered again. */
export function SkipOnboardingForm({ label = "Pular por agora" }: { label?: string }) {
  const [state, form, pending] = useFormAction(skipOnboarding, IDLE)
  return (
    <form {...form} className="space-y-2">
      <Button type="submit" variant="ghost" disabled={pending} aria-busy={pending}>
        {label}
      </Button>
      {state.status === "error" ? <FormStatus state={state} /> : null}
    </form>
  )
}
