import { storedObjectPath } from "@/lib/images/storage-url"

/** The Storage bucket of project covers (…_projects_shop.sql): public read, `{project id}/…` written by its instructors and admins. */
export const PROJECT_COVER_BUCKET = "project-covers"
/** The bucket's own limit; the action checks it first so the answer is pt-BR. */
export const PROJECT_COVER_MAX_BYTES = 5 * 1024 * 1024

/**
 * The object path of a cover this project stores for `projectId`, or null for anything else: an
 * address written into cover_url through the API, another bucket or another project's folder.
 */
export function storedCoverPath(url: string | null | undefined, projectId: string): string | null {
  return storedObjectPath(url, PROJECT_COVER_BUCKET, projectId)
}

/** The cover to show, or null: only this project's stored files, which next.config.ts lets next/image load. */
export function displayableCoverUrl(url: string | null | undefined, projectId: string): string | null {
  return storedCoverPath(url, projectId) ? url! : null
}
