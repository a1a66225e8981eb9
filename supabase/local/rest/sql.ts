/** Collects bound parameters; every value from a request reaches PostgreSQL only as `$n`. */
export class Params {
  readonly values: unknown[] = []

  bind(value: unknown): string {
    this.values.push(value)
    return `$${this.values.length}`
  }
}

/** Quotes an identifier that has already been checked against the schema cache. */
export const ident = (name: string) => `"${name.replace(/"/g, '""')}"`

export const table = (name: string) => `"public".${ident(name)}`
