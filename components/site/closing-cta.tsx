import { type CtaLink, CtaButtons } from "@/components/site/cta-buttons"

export type ClosingCtaProps = {
  /** The heading's id, which labels the section. */
  id: string
  title: string
  text: string
  primary: CtaLink
  secondary: CtaLink
}

/** The centred invitation that closes a public page: a heading, a line and two calls to action. */
export function ClosingCta({ id, title, text, primary, secondary }: ClosingCtaProps) {
  return (
    <section aria-labelledby={id} className="py-16 sm:py-24">
      <div className="mx-auto max-w-4xl px-4 text-center sm:px-6 lg:px-8">
        <h2 id={id} className="text-3xl font-bold tracking-tight sm:text-4xl">
          {title}
        </h2>
        <p className="text-muted-foreground mx-auto mt-4 max-w-2xl text-lg">{text}</p>
        <CtaButtons primary={primary} secondary={secondary} className="mt-8 justify-center" />
      </div>
    </section>
  )
}
