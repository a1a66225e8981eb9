import "server-only"
import type { z } from "zod"

import { type ActionFailure, type ActionState, failed, formFields, invalid } from "@/lib/action-state"
import { isNotFoundError } from "@/lib/db-errors"

/**
 * The one way server actions turn failures into an ActionState (issue #35): `runForm` parses the
 * form, checks the viewer and runs the body; `databaseFailure` reads a database refusal. Before it,
 * about ten action files each had their own translator and each logged differently. Server-only
 * (it logs database errors), so not in lib/action-state.ts, which forms import too.
 */

/**
 * A database refusal as PostgREST sends it (PostgrestError), or as a data function builds one
 * (settings' { code, message }): only the fields read here.
 */
export interface DatabaseError {
  code: string
  message: string
  hint?: string | null | undefined
  details?: string | null | undefined
}

/** What a failure answer carries besides its message: code, field errors, the form's values. */
export type FailureExtra = Omit<ActionFailure, "status" | "message">

/** A plain message, or a whole answer (its own code, field errors). */
export type FailureAnswer = string | ActionFailure

/**
 * An area's reading of database refusals. Expected ones (a right missing, a duplicate, a row gone)
 * get their own pt-BR text and are not logged; anything else is logged with the scope and answered
 * with `otherwise`, the area's generic "try again" text.
 */
export interface DatabaseFailures {
  /** By SQLSTATE ("42501", "23505"…); the key "not_found" matches PT404 and P0002 (lib/db-errors.ts). */
  codes?: Readonly<Record<string, FailureAnswer>>
  /** For refusals a code alone does not tell apart (a hint, a constraint's name); null when none applies. */
  read?: (error: DatabaseError) => FailureAnswer | null
  /** The answer to an unexpected error, which is logged first. */
  otherwise: FailureAnswer | ((error: DatabaseError) => FailureAnswer)
}

function answer(found: FailureAnswer, extra: FailureExtra): ActionFailure {
  return typeof found === "string" ? failed(found, extra) : { ...found, ...extra }
}

function expected(error: DatabaseError, failures: DatabaseFailures): FailureAnswer | null {
  const read = failures.read?.(error)
  if (read) return read
  const codes = failures.codes ?? {}
  if (error.code && Object.hasOwn(codes, error.code)) return codes[error.code]!
  if (Object.hasOwn(codes, "not_found") && isNotFoundError(error)) return codes.not_found!
  return null
}

/**
 * The answer to a database refusal. `scope` names the action in the server log
 * ("admin.users.revoke"); `extra` (usually the form's `values`) is added to every answer.
 */
export function databaseFailure(
  scope: string,
  error: DatabaseError,
  failures: DatabaseFailures,
  extra: FailureExtra = {}
): ActionFailure {
  const known = expected(error, failures)
  if (known) return answer(known, extra)
  console.error(`[${scope}]`, error)
  const otherwise = typeof failures.otherwise === "function" ? failures.otherwise(error) : failures.otherwise
  return answer(otherwise, extra)
}

/** Logs an unexpected failure that is not a database error (storage, a mail provider, a throw). */
export function unexpectedFailure(scope: string, cause: unknown, message: string, extra: FailureExtra = {}) {
  console.error(`[${scope}]`, cause)
  return failed(message, extra)
}

export interface FormRun<Schema extends z.ZodType, Viewer> {
  /** The form's schema, given the form's string fields (formFields). */
  schema: Schema
  /** Non-secret fields echoed back on a validation failure (never passwords or tokens). */
  keep?: readonly string[]
  /** The answer to bad input when it is not invalid()'s field errors (a hidden id: "Registro inválido."). */
  invalid?: (error: z.ZodError) => ActionFailure
  /**
   * Who may call it: requireUser(from)/requireAdmin()/requireBlogEditor(), which redirect anyone
   * else, or a check answering the "unauthenticated" failure. Runs after parsing, as each action did.
   */
  viewer: () => Promise<Viewer | ActionFailure>
}

const isFailure = (value: unknown): value is ActionFailure =>
  typeof value === "object" && value !== null && (value as { status?: unknown }).status === "error"

/**
 * Parse, check the viewer, run. Validation failures answer with every field's messages (invalid());
 * the body answers its own expected failures (databaseFailure) and lets unexpected throws reach
 * error.tsx, as before. `redirect()` in the body must stay outside any try/catch there.
 */
export async function runForm<Schema extends z.ZodType, Viewer, Data = never>(
  formData: unknown,
  run: FormRun<Schema, Viewer>,
  body: (input: z.output<Schema>, viewer: Viewer) => Promise<ActionState<Data>>
): Promise<ActionState<Data>> {
  const input = run.schema.safeParse(formFields(formData))
  if (!input.success) return run.invalid ? run.invalid(input.error) : invalid(input.error, formData, run.keep ?? [])
  const viewer = await run.viewer()
  if (isFailure(viewer)) return viewer
  return body(input.data, viewer)
}
