import type { Metadata } from "next"
import { notFound } from "next/navigation"

import { requireUser } from "@/lib/auth"
import { getMemberProfile } from "@/lib/data/profiles"
import { pageMetadata } from "@/lib/metadata"
import { cn } from "@/lib/utils"
import { ONBOARDING_STEPS, type OnboardingStep, parseOnboardingStep } from "@/lib/validations/profile"
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card"
import { OnboardingStepForm, SkipOnboardingForm } from "@/components/profile/onboarding"
import { profileFormValues, profileRoleChoices } from "@/components/profile/profile-values"

export const metadata: Metadata = pageMetadata({
  title: "Boas-vindas",
  description: "Três passos para começar na Convergência Empreendedora.",
  path: "/dashboard/boas-vindas",
  noIndex: true,
})

const STEPS: Record<OnboardingStep, { title: string; description: string }> = {
  "1": { title: "Seu perfil", description: "Como a comunidade vai te conhecer. Tudo aqui pode ser mudado depois." },
  "2": { title: "O que te traz aqui?", description: "Marque o que combina com você: o painel se adapta." },
  "3": { title: "Newsletter", description: "Novidades, eventos e oportunidades, no seu e-mail." },
}

type Props = { searchParams: Promise<{ passo?: string | string[] }> }

/**
 * The welcome flow (issue #19): the dashboard offers it until it is done or skipped, then never
 * again. The page itself stays open to anyone who comes back to it by its address, with a word
 * that everything is also on the profile.
 */
export default async function WelcomePage({ searchParams }: Props) {
  const viewer = await requireUser("/dashboard/boas-vindas")
  const profile = await getMemberProfile(viewer.userId)
  if (!profile) notFound()
  const step = parseOnboardingStep((await searchParams).passo)
  const firstName = profile.full_name.trim().split(/\s+/)[0] || "associada"

  return (
    <div className="container mx-auto max-w-2xl space-y-6 px-4 py-10">
      <header className="space-y-2">
        <h1 className="text-3xl font-bold tracking-tight">Boas-vindas, {firstName}!</h1>
        <p className="text-muted-foreground">Três passos rápidos para deixar sua conta com a sua cara.</p>
      </header>

      <nav aria-label="Passos">
        <ol className="grid grid-cols-3 gap-2 text-sm">
          {ONBOARDING_STEPS.map((each) => (
            <li
              key={each}
              aria-current={each === step ? "step" : undefined}
              className={cn(
                "rounded-md border px-3 py-2",
                each === step ? "border-primary bg-primary/10 font-semibold" : "text-muted-foreground"
              )}
            >
              <span className="sr-only">Passo </span>
              {each}. {STEPS[each].title}
            </li>
          ))}
        </ol>
      </nav>

      <section aria-labelledby="passo-atual">
        <Card>
          <CardHeader>
            <CardTitle>
              <h2 id="passo-atual" className="text-lg">
                Passo {step} de {ONBOARDING_STEPS.length}: {STEPS[step].title}
              </h2>
            </CardTitle>
            <CardDescription>{STEPS[step].description}</CardDescription>
          </CardHeader>
          <CardContent>
            <OnboardingStepForm
              key={step}
              step={step}
              title={STEPS[step].title}
              values={profileFormValues(profile)}
              choices={profileRoleChoices(profile)}
              subscribed={profile.newsletter_subscribed}
            />
          </CardContent>
        </Card>
      </section>

      <div className="flex flex-wrap items-center gap-2">
        <p className="text-muted-foreground text-sm">
          {profile.onboarding_completed
            ? "Você já passou por aqui: tudo isso também fica no seu perfil."
            : "Prefere fazer isso depois? Tudo fica no seu perfil."}
        </p>
        <SkipOnboardingForm label={profile.onboarding_completed ? "Voltar ao painel" : "Pular por agora"} />
      </div>
    </div>
  )
}
