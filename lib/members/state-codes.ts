/**
 * The 27 federative units' codes, on their own so the proxy's route table (through
 * lib/members-url.ts) reads a directory's ?uf= without bundling zod and the profile's schemas.
 * lib/members/vocabulary.test.ts checks they are BRAZILIAN_STATES' codes.
 */
export const STATE_CODES = [
  "AC",
  "AL",
  "AP",
  "AM",
  "BA",
  "CE",
  "DF",
  "ES",
  "GO",
  "MA",
  "MT",
  "MS",
  "MG",
  "PA",
  "PB",
  "PR",
  "PE",
  "PI",
  "RJ",
  "RN",
  "RS",
  "RO",
  "RR",
  "SC",
  "SP",
  "SE",
  "TO",
] as const

export type StateCodeOnly = (typeof STATE_CODES)[number]

const CODES: ReadonlySet<string> = new Set(STATE_CODES)

export const isStateCode = (value: string): value is StateCodeOnly => CODES.has(value)
