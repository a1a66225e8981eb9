/**
 * The 27 federative units, alphabetical by name: the one list (lib/validations/profile.ts
 * re-exports it as BRAZILIAN_STATES). On its own, without zod, so the proxy's route table (through
 * lib/members-url.ts) reads a directory's ?uf= cheaply; lib/members imports nothing of
 * lib/validations (whose files import lib/'s top-level modules: a cycle between folders).
 */
export const STATES = [
  { code: "AC", name: "Acre" },
  { code: "AL", name: "Alagoas" },
  { code: "AP", name: "Amapá" },
  { code: "AM", name: "Amazonas" },
  { code: "BA", name: "Bahia" },
  { code: "CE", name: "Ceará" },
  { code: "DF", name: "Distrito Federal" },
  { code: "ES", name: "Espírito Santo" },
  { code: "GO", name: "Goiás" },
  { code: "MA", name: "Maranhão" },
  { code: "MT", name: "Mato Grosso" },
  { code: "MS", name: "Mato Grosso do Sul" },
  { code: "MG", name: "Minas Gerais" },
  { code: "PA", name: "Pará" },
  { code: "PB", name: "Paraíba" },
  { code: "PR", name: "Paraná" },
  { code: "PE", name: "Pernambuco" },
  { code: "PI", name: "Piauí" },
  { code: "RJ", name: "Rio de Janeiro" },
  { code: "RN", name: "Rio Grande do Norte" },
  { code: "RS", name: "Rio Grande do Sul" },
  { code: "RO", name: "Rondônia" },
  { code: "RR", name: "Roraima" },
  { code: "SC", name: "Santa Catarina" },
  { code: "SP", name: "São Paulo" },
  { code: "SE", name: "Sergipe" },
  { code: "TO", name: "Tocantins" },
] as const

export type StateCode = (typeof STATES)[number]["code"]

const CODES: ReadonlySet<string> = new Set(STATES.map((state) => state.code))

export const isStateCode = (value: string): value is StateCode => CODES.has(value)
