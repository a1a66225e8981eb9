import { Button } from "@/components/ui/button"
import { Input } from "@/components/ui/input"
import { Label } from "@/components/ui/label"

export type FooterNewsletterFormProps = {
  /** Server action that subscribes the person (issue #9). Without it the form is shown but cannot be sent. */
  action?: (formData: FormData) => void | Promise<void>
}

/**
 * The footer's newsletter sign-up. Until the sign-up exists the fields are disabled and say so,
 * rather than accepting a name and e-mail that would silently go nowhere.
 */
export function FooterNewsletterForm({ action }: FooterNewsletterFormProps) {
  const pending = !action
  return (
    <form action={action} className="space-y-3" aria-describedby={pending ? "newsletter-em-breve" : undefined}>
      <fieldset disabled={pending} className="space-y-3">
        <div className="space-y-1.5">
          <Label htmlFor="newsletter-nome">Nome</Label>
          <Input id="newsletter-nome" name="name" autoComplete="name" required placeholder="Seu nome" />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="newsletter-email">E-mail</Label>
          <Input
            id="newsletter-email"
            name="email"
            type="email"
            autoComplete="email"
            inputMode="email"
            required
            placeholder="voce@exemplo.com"
          />
        </div>
        <Button type="submit" className="w-full">
          Inscrever-se
        </Button>
      </fieldset>
      {pending ? (
        <p id="newsletter-em-breve" className="text-muted-foreground text-xs">
          Em breve: as inscrições na newsletter serão abertas aqui.
        </p>
      ) : null}
    </form>
  )
}
