"use server"

import { refresh } from "next/cache"

import { type ActionState, failed, succeeded } from "@/lib/action-state"
import { databaseFailure, runForm } from "@/lib/action-errors"
import { requireUser } from "@/lib/auth"
import * as progress from "@/lib/data/learning-progress"
import type { WriteResult } from "@/lib/data/write-result"
import { LEARNING_PATH, materialPath } from "@/lib/learning-url"
import { SLUG_PATTERN } from "@/lib/slug"
import { materialIdSchema } from "@/lib/validations/learning"

/**
 * A member marks a material done or takes the mark back (issue #36). RLS decides: she writes only
 * her own rows, and marks only a published material she can read. Marking the last material of a
 * track issues her certificate in the database (learning_progress's trigger).
 */

export type ProgressData = { done: boolean }

/** Where a visitor is sent to sign in: the material's page when the form names a real slug. */
function fromOf(formData: unknown): string {
  const slug = formData instanceof FormData ? formData.get("slug") : null
  return typeof slug === "string" && SLUG_PATTERN.test(slug) ? materialPath(slug) : LEARNING_PATH
}

async function change(
  formData: FormData,
  scope: string,
  write: (userId: string, materialId: string) => Promise<WriteResult>,
  done: boolean
): Promise<ActionState<ProgressData>> {
  return runForm(
    formData,
    {
      schema: materialIdSchema,
      invalid: () => failed("Material inválido.", { code: "invalid" }),
      viewer: () => requireUser(fromOf(formData)),
    },
    async ({ materialId }, viewer) => {
      const { error } = await write(viewer.userId, materialId)
      if (error) {
        return databaseFailure(`learning.progress.${scope}`, error, {
          codes: {
            "42501": failed("Este material não está disponível para você.", { code: "forbidden" }),
            "23503": failed("Material não encontrado.", { code: "not_found" }),
          },
          otherwise: failed("Não foi possível salvar agora. Tente novamente em instantes.", { code: "failed" }),
        })
      }
      // Her own pages (the material, its tracks) are rendered per request: show the new state.
      refresh()
      return succeeded<ProgressData>(done ? "Material marcado como concluído." : "Marcação desfeita.", {
        code: done ? "done" : "undone",
        data: { done },
      })
    }
  )
}

export async function markMaterialDone(
  _prev: ActionState<ProgressData>,
  formData: FormData
): Promise<ActionState<ProgressData>> {
  return change(formData, "mark", progress.markMaterialDone, true)
}

export async function unmarkMaterialDone(
  _prev: ActionState<ProgressData>,
  formData: FormData
): Promise<ActionState<ProgressData>> {
  return change(formData, "unmark", progress.unmarkMaterialDone, false)
}
