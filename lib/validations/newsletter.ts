import { z } from "zod"

import {
  containsLink,
  NEWSLETTER_EMAIL_MAX,
  NEWSLETTER_HONEYPOT_FIELD,
  NEWSLETTER_NAME_MAX,
  NEWSLETTER_TEXT,
} from "@/lib/newsletter"
import { personNameSchema } from "@/lib/validations/plain-text"

export * from "@/lib/newsletter"

// The database's own rule (private.is_valid_email), so nothing passes here that it would refuse.
const EMAIL_PATTERN =
  /^[a-z0-9._%+'-]+@[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*\.[a-z]{2,}$/

export const newsletterSchema = z.object({
  name: personNameSchema(NEWSLETTER_NAME_MAX, {
    required: NEWSLETTER_TEXT.nameRequired,
    tooLong: NEWSLETTER_TEXT.nameTooLong,
    invalid: NEWSLETTER_TEXT.nameInvalid,
  }).refine((name) => !containsLink(name), NEWSLETTER_TEXT.nameHasLink),
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
