import "server-only"

import { requireProjectManager } from "@/lib/projects-auth"

/** The member area's authoring pages for materials and tracks (issue #36). */
export const TEACHING_PATH = "/dashboard/ensino"

export const teachingMaterialPath = (id: string) => `${TEACHING_PATH}/materiais/${id}`
export const teachingTrackPath = (id: string) => `${TEACHING_PATH}/trilhas/${id}`

/**
 * The signed-in viewer (visitors go to /auth) and whether she authors learning materials: the same
 * people who manage projects, instructors (a role admins grant) and admins. Pages show anyone else
 * a notice; actions refuse them; RLS refuses them again.
 */
export async function requireLearningAuthor(from: string) {
  const viewer = await requireProjectManager(from)
  return { ...viewer, canAuthor: viewer.canManage }
}
export type LearningAuthor = Awaited<ReturnType<typeof requireLearningAuthor>>
