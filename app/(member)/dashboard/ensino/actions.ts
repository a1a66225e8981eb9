"use server"

import { refresh, updateTag } from "next/cache"
import { redirect } from "next/navigation"
import type { PostgrestError } from "@supabase/supabase-js"

import { type ActionState, failed, formFields, safeValues, succeeded } from "@/lib/action-state"
import { databaseFailure, runForm, unexpectedFailure } from "@/lib/action-errors"
import { TAGS } from "@/lib/cache-tags"
import * as authoring from "@/lib/data/learning-authoring"
import { applyCoverChoice, type CoverChoice, readCoverChoice } from "@/lib/images/cover-choice"
import { requireLearningAuthor, TEACHING_PATH, teachingMaterialPath, teachingTrackPath } from "@/lib/learning-auth"
import { sniffLearningFile } from "@/lib/learning/file-sniff"
import { slugify } from "@/lib/slug"
import {
  fileAttachSchema,
  fileUploadRequestSchema,
  LEARNING_FILE_MAX_BYTES,
  LEARNING_TEXT,
  learningFileExtension,
  MATERIAL_FORM_KEYS,
  materialIdSchema,
  materialInputSchema,
  statusChangeSchema,
  TRACK_FORM_KEYS,
  trackIdSchema,
  trackInputSchema,
  trackItemsSchema,
} from "@/lib/validations/learning"

/**
 * Instructors' and admins' authoring of the library (issue #36). Every action parses, checks the
 * role and, for an edit, that the material or track is hers (or she is an admin); the write runs
 * with her session, so RLS and the database's triggers have the last word.
 */

const FAILED = "Não foi possível salvar agora. Tente novamente."
const SLUG_TAKEN = "Este endereço já está em uso. Escolha outro."
const NOT_AUTHOR = "Só instrutoras e administradoras criam materiais e trilhas."
const COVER_FAILED = "Não foi possível enviar a capa agora. Tente novamente."
const FILE_FAILED = "Não foi possível enviar o arquivo agora. Tente novamente."

/** What "Publicar" needs for each kind, said the way she fixes it. */
const CONTENT_MISSING: Record<string, string> = {
  article: "Escreva o texto do artigo e salve antes de publicar.",
  video: "Cole o endereço do vídeo e salve antes de publicar.",
  file: "Envie o arquivo antes de publicar.",
  link: "Informe o endereço do link e salve antes de publicar.",
}
const KEEP_CONTENT =
  "Um material publicado precisa manter o conteúdo do seu tipo. Volte para rascunho antes de removê-lo ou de mudar o tipo."

const author = (from: string) => () => requireLearningAuthor(from)

// ------------------------------------------------------------------------------------------------
// Covers
// ------------------------------------------------------------------------------------------------

const COVER_LIMITS = {
  maxBytes: 5 * 1024 * 1024,
  tooLarge: "A capa deve ter no máximo 5 MB.",
  wrongType: "Envie a capa em JPEG, PNG, WebP ou AVIF.",
}

const coverChoice = (formData: FormData) => readCoverChoice(formData, COVER_LIMITS)

/** A material's or track's cover: stored in her folder of the covers bucket, then the row points at it. */
const applyCover = (
  table: "learning_materials" | "learning_tracks",
  id: string,
  userId: string,
  previousUrl: string | null,
  choice: CoverChoice
) =>
  applyCoverChoice(choice, previousUrl, {
    scope: "learning.cover",
    store: (bytes, type) => authoring.storeLearningCover(userId, bytes, type),
    point: (url) => authoring.setLearningCover(table, id, url),
    remove: authoring.removeLearningCover,
  })

const coverRefused = (message: string, values: Record<string, string>) =>
  failed(message, { fieldErrors: { cover: [message] }, values })

// ------------------------------------------------------------------------------------------------
// Materials
// ------------------------------------------------------------------------------------------------

const keepMaterial = (formData: FormData) => safeValues(formData, MATERIAL_FORM_KEYS)
const keepTrack = (formData: FormData) => safeValues(formData, TRACK_FORM_KEYS)

function saveFailure(scope: string, error: PostgrestError | null, values: Record<string, string>): ActionState {
  if (!error) return failed(FAILED, { code: "failed", values })
  return databaseFailure(
    `learning.${scope}`,
    error,
    {
      codes: {
        "23505": failed(SLUG_TAKEN, { code: "slug_taken", fieldErrors: { slug: [SLUG_TAKEN] } }),
        "42501": failed(NOT_AUTHOR, { code: "forbidden" }),
      },
      read: (e) => (e.hint === "content_missing" ? failed(KEEP_CONTENT, { code: "content_missing" }) : null),
      otherwise: failed(FAILED, { code: "failed" }),
    },
    { values }
  )
}

export async function createMaterial(_prev: ActionState, formData: FormData): Promise<ActionState> {
  return runForm(
    formData,
    { schema: materialInputSchema, keep: MATERIAL_FORM_KEYS, viewer: author(`${TEACHING_PATH}/novo-material`) },
    async (input, viewer) => {
      if (!viewer.canAuthor) return failed(NOT_AUTHOR, { code: "forbidden" })
      const values = keepMaterial(formData)
      const cover = await coverChoice(formData)
      if (cover.kind === "invalid") return coverRefused(cover.message, values)
      const slug = input.slug || slugify(input.title).slice(0, 100)
      const { data, error } = await authoring.createMaterial(input, slug)
      if (error || !data) return saveFailure("materials.create", error, values)
      // A draft: nothing public changed. The edit page says when the cover has to be sent again.
      const coverSaved = await applyCover("learning_materials", data.id, viewer.userId, null, cover)
      redirect(`${teachingMaterialPath(data.id)}${coverSaved ? "" : "?capa=erro"}`)
    }
  )
}

/** The material when it is hers to edit (or she is an admin), else null. */
async function ownMaterial(materialId: string) {
  const viewer = await requireLearningAuthor(teachingMaterialPath(materialId))
  if (!viewer.canAuthor) return null
  const material = await authoring.getMaterialForEdit(viewer, materialId)
  return material ? { viewer, material } : null
}

export async function updateMaterial(_prev: ActionState, formData: FormData): Promise<ActionState> {
  const id = materialIdSchema.safeParse(formFields(formData))
  if (!id.success) return failed(LEARNING_TEXT.materialInvalid, { code: "invalid" })
  return runForm(
    formData,
    { schema: materialInputSchema, keep: MATERIAL_FORM_KEYS, viewer: author(teachingMaterialPath(id.data.materialId)) },
    async (input) => {
      const values = keepMaterial(formData)
      const own = await ownMaterial(id.data.materialId)
      if (!own) return failed(LEARNING_TEXT.materialInvalid, { code: "forbidden", values })
      const cover = await coverChoice(formData)
      if (cover.kind === "invalid") return coverRefused(cover.message, values)
      const slug = input.slug || slugify(input.title).slice(0, 100)
      const { data, error } = await authoring.updateMaterial(own.material.id, input, slug)
      if (error || !data) return saveFailure("materials.update", error, values)
      const coverSaved = await applyCover(
        "learning_materials",
        own.material.id,
        own.viewer.userId,
        own.material.coverUrl,
        cover
      )
      updateTag(TAGS.learning)
      refresh()
      if (!coverSaved) {
        return failed(`Material salvo. ${COVER_FAILED}`, {
          code: "cover_failed",
          fieldErrors: { cover: [COVER_FAILED] },
        })
      }
      return succeeded("Material salvo.")
    }
  )
}

export async function setMaterialStatus(_prev: ActionState, formData: FormData): Promise<ActionState> {
  const fields = formFields(formData)
  const id = materialIdSchema.safeParse(fields)
  if (!id.success) return failed(LEARNING_TEXT.materialInvalid, { code: "invalid" })
  const change = statusChangeSchema.safeParse(fields)
  if (!change.success) return failed(LEARNING_TEXT.statusInvalid, { code: "invalid" })
  const own = await ownMaterial(id.data.materialId)
  if (!own) return failed(LEARNING_TEXT.materialInvalid, { code: "forbidden" })
  const { material } = own
  const missing = CONTENT_MISSING[material.kind] ?? FAILED
  if (change.data.status === "published" && !hasContent(material)) {
    return failed(missing, { code: "content_missing" })
  }
  const { data, error } = await authoring.setMaterialStatus(material.id, change.data.status)
  if (error) {
    return databaseFailure("learning.materials.status", error, {
      // The database's own check (private.learning_content_ready), should the content have gone meanwhile.
      read: (e) => (e.hint === "content_missing" ? failed(missing, { code: "content_missing" }) : null),
      otherwise: failed(FAILED, { code: "failed" }),
    })
  }
  if (!data) return failed(LEARNING_TEXT.materialInvalid, { code: "not_found" })
  updateTag(TAGS.learning)
  refresh()
  return succeeded(change.data.status === "published" ? "Material publicado." : "Material voltou para rascunho.")
}

function hasContent(material: authoring.MaterialForEdit) {
  switch (material.kind) {
    case "article":
      return material.bodyHtml.trim() !== ""
    case "video":
      return material.video !== null
    case "file":
      return material.file !== null
    case "link":
      return material.linkUrl !== null
  }
}

export async function deleteMaterial(_prev: ActionState, formData: FormData): Promise<ActionState> {
  const id = materialIdSchema.safeParse(formFields(formData))
  if (!id.success) return failed(LEARNING_TEXT.materialInvalid, { code: "invalid" })
  const own = await ownMaterial(id.data.materialId)
  if (!own) return failed(LEARNING_TEXT.materialInvalid, { code: "forbidden" })
  const { data, error } = await authoring.deleteMaterial(own.material.id)
  if (error)
    return databaseFailure("learning.materials.delete", error, { otherwise: failed(FAILED, { code: "failed" }) })
  if (!data) return failed(LEARNING_TEXT.materialInvalid, { code: "not_found" })
  // Nothing points at them any more.
  await Promise.all([
    authoring.removeLearningFile(own.material.file?.path),
    authoring.removeLearningCover(own.material.coverUrl),
  ])
  updateTag(TAGS.learning)
  redirect(TEACHING_PATH)
}

// ------------------------------------------------------------------------------------------------
// Files: the browser asks for a signed upload URL, sends the file straight to Storage (past the
// server actions' 3 MB body limit), then asks to attach it; the bytes are sniffed here first.
// ------------------------------------------------------------------------------------------------

export type FileUploadTicket = { path: string; token: string }

export async function requestMaterialFileUpload(
  _prev: ActionState<FileUploadTicket>,
  formData: FormData
): Promise<ActionState<FileUploadTicket>> {
  const input = fileUploadRequestSchema.safeParse(formFields(formData))
  if (!input.success) {
    return failed(input.error.issues[0]?.message ?? LEARNING_TEXT.fileWrongType, { code: "invalid" })
  }
  const own = await ownMaterial(input.data.materialId)
  if (!own) return failed(LEARNING_TEXT.materialInvalid, { code: "forbidden" })
  const extension = learningFileExtension(input.data.fileName)!
  // Her own folder, whoever wrote the material: the bucket lets each uploader write only there.
  const path = authoring.learningFilePath(own.viewer.userId, own.material.id, extension)
  const { data, error } = await authoring.createLearningFileUpload(path)
  if (error || !data) return unexpectedFailure("learning.file.sign", error, FILE_FAILED, { code: "failed" })
  return succeeded("", { data: { path: data.path, token: data.token } })
}

export async function attachMaterialFile(_prev: ActionState, formData: FormData): Promise<ActionState> {
  const input = fileAttachSchema.safeParse(formFields(formData))
  if (!input.success) return failed(LEARNING_TEXT.fileWrongType, { code: "invalid" })
  const own = await ownMaterial(input.data.materialId)
  if (!own) return failed(LEARNING_TEXT.materialInvalid, { code: "forbidden" })
  const { path, fileName } = input.data
  // Only an object this action's sibling named for her and this material: never another file.
  if (!authoring.isLearningFilePath(path, own.viewer.userId, own.material.id)) {
    return failed(LEARNING_TEXT.fileWrongType, { code: "invalid" })
  }
  const bytes = await authoring.readLearningFile(path)
  if (!bytes) return failed(FILE_FAILED, { code: "failed" })
  if (bytes.length > LEARNING_FILE_MAX_BYTES) {
    await authoring.removeLearningFile(path)
    return failed(LEARNING_TEXT.fileTooLarge, { code: "too_large" })
  }
  // The name and the Content-Type were the browser's word; the bytes decide.
  const sniffed = await sniffLearningFile(bytes, fileName)
  if ("error" in sniffed) {
    await authoring.removeLearningFile(path)
    return failed(sniffed.error, { code: "wrong_type" })
  }
  const { data, error } = await authoring.setMaterialFile(own.material.id, {
    path,
    name: fileName.trim(),
    mime: sniffed.mime,
    size: bytes.length,
  })
  if (error || !data) {
    await authoring.removeLearningFile(path)
    if (!error) return failed(LEARNING_TEXT.materialInvalid, { code: "not_found" })
    return databaseFailure("learning.file.attach", error, { otherwise: failed(FILE_FAILED, { code: "failed" }) })
  }
  if (own.material.file && own.material.file.path !== path) await authoring.removeLearningFile(own.material.file.path)
  updateTag(TAGS.learning)
  refresh()
  return succeeded("Arquivo enviado.")
}

// ------------------------------------------------------------------------------------------------
// Tracks
// ------------------------------------------------------------------------------------------------

export async function createTrack(_prev: ActionState, formData: FormData): Promise<ActionState> {
  return runForm(
    formData,
    { schema: trackInputSchema, keep: TRACK_FORM_KEYS, viewer: author(`${TEACHING_PATH}/nova-trilha`) },
    async (input, viewer) => {
      if (!viewer.canAuthor) return failed(NOT_AUTHOR, { code: "forbidden" })
      const values = keepTrack(formData)
      const cover = await coverChoice(formData)
      if (cover.kind === "invalid") return coverRefused(cover.message, values)
      const slug = input.slug || slugify(input.title).slice(0, 100)
      const { data, error } = await authoring.createTrack(input, slug)
      if (error || !data) return saveFailure("tracks.create", error, values)
      const coverSaved = await applyCover("learning_tracks", data.id, viewer.userId, null, cover)
      redirect(`${teachingTrackPath(data.id)}${coverSaved ? "" : "?capa=erro"}`)
    }
  )
}

/** The track when it is hers to edit (or she is an admin), else null. */
async function ownTrack(trackId: string) {
  const viewer = await requireLearningAuthor(teachingTrackPath(trackId))
  if (!viewer.canAuthor) return null
  const track = await authoring.getTrackForEdit(viewer, trackId)
  return track ? { viewer, track } : null
}

export async function updateTrack(_prev: ActionState, formData: FormData): Promise<ActionState> {
  const id = trackIdSchema.safeParse(formFields(formData))
  if (!id.success) return failed(LEARNING_TEXT.trackInvalid, { code: "invalid" })
  return runForm(
    formData,
    { schema: trackInputSchema, keep: TRACK_FORM_KEYS, viewer: author(teachingTrackPath(id.data.trackId)) },
    async (input) => {
      const values = keepTrack(formData)
      const own = await ownTrack(id.data.trackId)
      if (!own) return failed(LEARNING_TEXT.trackInvalid, { code: "forbidden", values })
      const cover = await coverChoice(formData)
      if (cover.kind === "invalid") return coverRefused(cover.message, values)
      const slug = input.slug || slugify(input.title).slice(0, 100)
      const { data, error } = await authoring.updateTrack(own.track.id, input, slug)
      if (error || !data) return saveFailure("tracks.update", error, values)
      const coverSaved = await applyCover("learning_tracks", own.track.id, own.viewer.userId, own.track.coverUrl, cover)
      updateTag(TAGS.learning)
      refresh()
      if (!coverSaved) {
        return failed(`Trilha salva. ${COVER_FAILED}`, { code: "cover_failed", fieldErrors: { cover: [COVER_FAILED] } })
      }
      return succeeded("Trilha salva.")
    }
  )
}

export async function setTrackStatus(_prev: ActionState, formData: FormData): Promise<ActionState> {
  const fields = formFields(formData)
  const id = trackIdSchema.safeParse(fields)
  if (!id.success) return failed(LEARNING_TEXT.trackInvalid, { code: "invalid" })
  const change = statusChangeSchema.safeParse(fields)
  if (!change.success) return failed(LEARNING_TEXT.statusInvalid, { code: "invalid" })
  const own = await ownTrack(id.data.trackId)
  if (!own) return failed(LEARNING_TEXT.trackInvalid, { code: "forbidden" })
  if (change.data.status === "published" && !own.track.items.some((item) => item.status === "published")) {
    return failed("Inclua na trilha pelo menos um material publicado antes de publicá-la.", { code: "empty_track" })
  }
  const { data, error } = await authoring.setTrackStatus(own.track.id, change.data.status)
  if (error) return databaseFailure("learning.tracks.status", error, { otherwise: failed(FAILED, { code: "failed" }) })
  if (!data) return failed(LEARNING_TEXT.trackInvalid, { code: "not_found" })
  updateTag(TAGS.learning)
  refresh()
  return succeeded(change.data.status === "published" ? "Trilha publicada." : "Trilha voltou para rascunho.")
}

export async function deleteTrack(_prev: ActionState, formData: FormData): Promise<ActionState> {
  const id = trackIdSchema.safeParse(formFields(formData))
  if (!id.success) return failed(LEARNING_TEXT.trackInvalid, { code: "invalid" })
  const own = await ownTrack(id.data.trackId)
  if (!own) return failed(LEARNING_TEXT.trackInvalid, { code: "forbidden" })
  const { data, error } = await authoring.deleteTrack(own.track.id)
  if (error) return databaseFailure("learning.tracks.delete", error, { otherwise: failed(FAILED, { code: "failed" }) })
  if (!data) return failed(LEARNING_TEXT.trackInvalid, { code: "not_found" })
  await authoring.removeLearningCover(own.track.coverUrl)
  updateTag(TAGS.learning)
  redirect(TEACHING_PATH)
}

/** The track's materials in the order she set (set_track_items checks author or admin again). */
export async function saveTrackItems(_prev: ActionState, formData: FormData): Promise<ActionState> {
  const input = trackItemsSchema.safeParse(formFields(formData))
  if (!input.success) {
    return failed(input.error.issues[0]?.message ?? LEARNING_TEXT.itemsInvalid, { code: "invalid" })
  }
  const own = await ownTrack(input.data.trackId)
  if (!own) return failed(LEARNING_TEXT.trackInvalid, { code: "forbidden" })
  const { error } = await authoring.setTrackItems(own.track.id, input.data.materialIds)
  if (error) {
    return databaseFailure("learning.tracks.items", error, {
      codes: { "42501": failed(LEARNING_TEXT.trackInvalid, { code: "forbidden" }) },
      read: (e) =>
        e.hint === "too_many_materials"
          ? LEARNING_TEXT.itemsTooMany
          : e.hint === "duplicate_material"
            ? LEARNING_TEXT.itemsRepeated
            : e.hint === "material_not_found"
              ? failed("Um dos materiais não existe mais. Recarregue a página.", { code: "not_found" })
              : null,
      otherwise: failed(FAILED, { code: "failed" }),
    })
  }
  updateTag(TAGS.learning)
  refresh()
  return succeeded("Ordem da trilha salva.")
}
