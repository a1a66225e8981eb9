import "server-only"

import { requireUser, type Viewer } from "@/lib/auth"
import { getMemberProfile } from "@/lib/data/profiles"
import { isProjectInstructor } from "@/lib/data/projects"

export type ProjectManager = Viewer & { isInstructor: boolean; canManage: boolean }

/**
 * The signed-in viewer (visitors go to /auth) and whether she manages projects: instructors (role
 * granted by admins) and admins. Pages show others a notice; actions refuse them.
 */
export async function requireProjectManager(from: string): Promise<ProjectManager> {
  const viewer = await requireUser(from)
  const profile = await getMemberProfile(viewer.userId)
  const isInstructor = profile?.roles.includes("instructor") === true
  return { ...viewer, isInstructor, canManage: viewer.isAdmin || isInstructor }
}

/** Whether this viewer may manage this project: an admin, or one of its instructors. */
export async function canManageProject(viewer: Viewer, projectId: string) {
  return viewer.isAdmin || (await isProjectInstructor(projectId, viewer.userId))
}
