import { RestError } from "./errors.ts"

/** Collects bound parameters; every value from a request reaches PostgreSQL only as `$n`. */
export class Params {
  readonly values: unknown[] = []

  bind(value: unknown): string {
    this.values.push(value)
    return `$${this.values.length}`
  }
}

/** Quotes an identifier that has already been checked against the schema cache. */
export function ident(name: string): string {
  // The grammar refuses these; a NUL here would end the statement text early.
  if (name === "" || name.includes("\0")) throw new RestError(400, "PGRST100", "invalid identifier")
  return `"${name.replace(/"/g, '""')}"`
}

export const table = (name: string) => `"public".${ident(name)}`
