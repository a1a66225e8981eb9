import { z } from "zod"

import { NEWSLETTER_EMAIL_MAX, NEWSLETTER_HONEYPOT_FIELD, NEWSLETTER_NAME_MAX, NEWSLETTER_TEXT } from "@/lib/newsletter"

export * from "@/lib/newsletter"

// The database's own rule (private.is_valid_email), so nothing passes here that it would refuse.
const EMAIL_PATTERN =
  /^[a-z0-9._%+'-]+@[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*\.[a-z]{2,}$/
const CONTROL_CHARS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/

export const newsletterSchema = z.object({
  name: z
    .string({ error: NEWSLETTER_TEXT.nameRequired })
    .trim()
    .min(1, NEWSLETTER_TEXT.nameRequired)
    .max(NEWSLETTER_NAME_MAX, NEWSLETTER_TEXT.nameTooLong)
    .refine((value) => !CONTROL_CHARS.test(value), NEWSLETTER_TEXT.nameInvalid),
  email: z
    .string({ error: NEWSLETTER_TEXT.emailRequired })
    .trim()
    .min(1, NEWSLETTER_TEXT.emailRequired)
    .max(NEWSLETTER_EMAIL_MAX, NEWSLETTER_TEXT.emailInvalid)
    .transform((value) => value.toLowerCase())
    .pipe(z.string().regex(EMAIL_PATTERN, NEWSLETTER_TEXT.emailInvalid)),
  [NEWSLETTER_HONEYPOT_FIELD]: z.string().optional().default(""),
})
export type NewsletterInput = z.infer<typeof newsletterSchema>
