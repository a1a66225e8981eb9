import { z } from "zod"

/** Never in a one-line value: a name or a city could otherwise carry CR/LF into a mail header or a CSV row. */
export const CONTROL_CHARS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/

export interface PersonNameText {
  required: string
  tooLong: string
  invalid: string
}

/** A person's name as she types it: trimmed, present, at most `max` characters, one plain line. */
export const personNameSchema = (max: number, text: PersonNameText) =>
  z
    .string({ error: text.required })
    .trim()
    .min(1, text.required)
    .max(max, text.tooLong)
    .refine((value) => !CONTROL_CHARS.test(value), text.invalid)
