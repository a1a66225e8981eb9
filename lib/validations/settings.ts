import { z } from "zod"

/** The site settings form (/admin/configuracoes): the same limits as the table's checks. */

// The database's own rule (private.is_valid_email).
const EMAIL_PATTERN =
  /^[a-z0-9._%+'-]+@[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*\.[a-z]{2,}$/

export const SOCIAL_FIELDS = ["social_instagram", "social_facebook", "social_linkedin", "social_youtube"] as const
export const FIGURE_COUNT = 4

const optionalText = (schema: z.ZodType<string, string>) =>
  z
    .string()
    .trim()
    .transform((value) => (value === "" ? null : value))
    .pipe(schema.nullable())

const httpsUrl = z
  .string()
  .max(300, "Use no máximo 300 caracteres.")
  .refine((value) => {
    try {
      return new URL(value).protocol === "https:"
    } catch {
      return false
    }
  }, "Informe um endereço que comece com https://.")

const figure = z.object({
  value: z.string().trim().min(1, "Informe o número.").max(12, "Use no máximo 12 caracteres."),
  label: z.string().trim().min(1, "Informe a legenda.").max(40, "Use no máximo 40 caracteres."),
})
export type Figure = z.infer<typeof figure>

export const settingsInputSchema = z.object({
  site_name: z.string().trim().min(2, "Informe o nome do site.").max(80, "Use no máximo 80 caracteres."),
  site_description: z
    .string()
    .trim()
    .min(10, "Descreva o site em pelo menos 10 caracteres.")
    .max(300, "Use no máximo 300 caracteres."),
  contact_email: optionalText(
    z
      .string()
      .max(254, "Informe um e-mail válido.")
      .transform((value) => value.toLowerCase())
      .pipe(z.string().regex(EMAIL_PATTERN, "Informe um e-mail válido."))
  ),
  contact_phone: optionalText(
    z.string().regex(/^[0-9+() -]{8,20}$/, "Informe um telefone válido, como (11) 99999-9999.")
  ),
  social_instagram: optionalText(httpsUrl),
  social_facebook: optionalText(httpsUrl),
  social_linkedin: optionalText(httpsUrl),
  social_youtube: optionalText(httpsUrl),
  home_stats: z.array(figure).length(FIGURE_COUNT),
  about_impact: z.array(figure).length(FIGURE_COUNT),
  live_figures: z.boolean(),
  commission_amount_cents: z
    .number({ error: "Informe o valor da comissão." })
    .int("Informe o valor em centavos inteiros.")
    .min(0, "O valor não pode ser negativo.")
    .max(10_000_000, "Valor alto demais."),
  referral_window_days: z
    .number({ error: "Informe a janela de indicação." })
    .int("Informe um número inteiro de dias.")
    .min(1, "Use de 1 a 365 dias.")
    .max(365, "Use de 1 a 365 dias."),
  directory_listing_approval: z.boolean(),
  directory_review_approval: z.boolean(),
  newsletter_optin_text: optionalText(z.string().max(1000, "Use no máximo 1000 caracteres.")),
})
export type SettingsInput = z.infer<typeof settingsInputSchema>

/** "12,50" or "12.50" or "12" (reais) → 1250 centavos; anything else → NaN, which the schema refuses. */
export function reaisToCents(raw: string): number {
  const clean = raw.trim().replace(/^R\$\s*/, "")
  if (!/^\d{1,6}([.,]\d{1,2})?$/.test(clean)) return Number.NaN
  const [whole, fraction = ""] = clean.replace(",", ".").split(".")
  return Number(whole) * 100 + Number(fraction.padEnd(2, "0"))
}

/** A FormData from the settings form into the schema's input shape (figures as stat_0_value…). */
export function settingsFormInput(fields: Record<string, string | undefined>) {
  const figures = (prefix: string) =>
    Array.from({ length: FIGURE_COUNT }, (_, index) => ({
      value: fields[`${prefix}_${index}_value`] ?? "",
      label: fields[`${prefix}_${index}_label`] ?? "",
    }))
  const days = fields.referral_window_days?.trim() ?? ""
  return {
    site_name: fields.site_name ?? "",
    site_description: fields.site_description ?? "",
    contact_email: fields.contact_email ?? "",
    contact_phone: fields.contact_phone ?? "",
    social_instagram: fields.social_instagram ?? "",
    social_facebook: fields.social_facebook ?? "",
    social_linkedin: fields.social_linkedin ?? "",
    social_youtube: fields.social_youtube ?? "",
    home_stats: figures("home_stats"),
    about_impact: figures("about_impact"),
    live_figures: fields.live_figures === "on",
    commission_amount_cents: reaisToCents(fields.commission_amount ?? ""),
    referral_window_days: /^\d{1,4}$/.test(days) ? Number(days) : Number.NaN,
    directory_listing_approval: fields.directory_listing_approval === "on",
    directory_review_approval: fields.directory_review_approval === "on",
    newsletter_optin_text: fields.newsletter_optin_text ?? "",
  }
}
