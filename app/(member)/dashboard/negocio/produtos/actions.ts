"use server"

import { refresh, updateTag } from "next/cache"
import { redirect } from "next/navigation"
import type { PostgrestError } from "@supabase/supabase-js"

import { type ActionState, failed, formFields, invalid, safeValues, succeeded } from "@/lib/action-state"
import { databaseFailure, runForm } from "@/lib/action-errors"
import { requireUser } from "@/lib/auth"
import { TAGS } from "@/lib/cache-tags"
import * as shop from "@/lib/data/shop"
import { type ReencodedImage, reencodeImage } from "@/lib/images/reencode"
import { OWNER_PRODUCTS_PATH } from "@/lib/shop"
import { slugify } from "@/lib/slug"
import { PRODUCT_FORM_KEYS, productIdSchema, productInputSchema, SHOP_TEXT } from "@/lib/validations/shop"

/**
 * The business owner's products (issue #22). Each action checks the session and that the business
 * is hers, then writes with her session: RLS refuses anyone else's business whatever the form says.
 * Photos: at most four, 5 MB each, the type read from the bytes.
 */

const PHOTO_MAX_BYTES = 5 * 1024 * 1024
const FAILED = "Não foi possível salvar agora. Tente novamente em instantes."

type Photos = { ok: true; files: ReencodedImage[] } | { ok: false; message: string }

async function readPhotos(formData: FormData, keep: number): Promise<Photos> {
  const files = formData.getAll("photos").filter((f): f is File => f instanceof File && f.size > 0)
  if (files.length + keep > shop.MAX_PRODUCT_PHOTOS) return { ok: false, message: SHOP_TEXT.tooManyPhotos }
  const read = []
  for (const file of files) {
    if (file.size > PHOTO_MAX_BYTES) return { ok: false, message: "Cada foto deve ter no máximo 5 MB." }
    // Written anew (issue #32): no EXIF or GPS reaches the bucket; AVIF becomes WebP.
    const image = await reencodeImage(new Uint8Array(await file.arrayBuffer()), {
      wrongType: "Envie fotos em JPEG, PNG, WebP ou AVIF.",
    })
    if ("message" in image) return { ok: false, message: image.message }
    read.push(image)
  }
  return { ok: true, files: read }
}

async function ownsBusiness(userId: string, businessId: string) {
  const businesses = await shop.listOwnerBusinesses(userId)
  return businesses.some((b) => b.id === businessId)
}

async function storePhotos(businessId: string, photos: Extract<Photos, { ok: true }>["files"]) {
  const urls: string[] = []
  for (const photo of photos) {
    const stored = await shop.storeProductPhoto(businessId, photo.bytes, photo.type)
    if (stored.error) {
      console.error("[shop.photo]", stored.error.message)
      return null
    }
    urls.push(stored.url)
  }
  return urls
}

const refused = (scope: string, error: PostgrestError, extra = {}) =>
  databaseFailure(`shop.${scope}`, error, { otherwise: failed(FAILED, { code: "failed" }) }, extra)

function changed() {
  updateTag(TAGS.shop)
}

export async function createProduct(_prev: ActionState, formData: FormData): Promise<ActionState> {
  return runForm(
    formData,
    { schema: productInputSchema, keep: PRODUCT_FORM_KEYS, viewer: () => requireUser(OWNER_PRODUCTS_PATH) },
    async (input, viewer) => {
      if (!(await ownsBusiness(viewer.userId, input.business_id))) {
        return failed(SHOP_TEXT.businessInvalid, { code: "forbidden", values: safeValues(formData, PRODUCT_FORM_KEYS) })
      }
      const photos = await readPhotos(formData, 0)
      if (!photos.ok) {
        return failed(photos.message, {
          fieldErrors: { photos: [photos.message] },
          values: safeValues(formData, PRODUCT_FORM_KEYS),
        })
      }
      const urls = await storePhotos(input.business_id, photos.files)
      if (!urls) return failed(FAILED, { code: "failed", values: safeValues(formData, PRODUCT_FORM_KEYS) })
      const base = slugify(input.name).slice(0, 100) || "produto"
      let created = await shop.createProduct(input, base, urls)
      // The slug index covers every product, including ones this owner cannot see: retry with a suffix.
      if (created.error?.code === "23505") {
        created = await shop.createProduct(input, `${base}-${crypto.randomUUID().slice(0, 6)}`, urls)
      }
      if (created.error) return refused("create", created.error, { values: safeValues(formData, PRODUCT_FORM_KEYS) })
      changed()
      refresh()
      return succeeded("Produto adicionado à loja.")
    }
  )
}

export async function updateProduct(_prev: ActionState, formData: FormData): Promise<ActionState> {
  const fields = formFields(formData)
  const id = productIdSchema.safeParse({ productId: fields.productId })
  if (!id.success) return failed(SHOP_TEXT.productInvalid, { code: "invalid" })
  const input = productInputSchema.safeParse(fields)
  if (!input.success) return invalid(input.error, formData, PRODUCT_FORM_KEYS)
  const viewer = await requireUser(OWNER_PRODUCTS_PATH)
  const businesses = (await shop.listOwnerBusinesses(viewer.userId)).map((b) => b.id)
  const current = await shop.getOwnerProduct(id.data.productId, businesses)
  if (!current || current.businessId !== input.data.business_id) {
    return failed(SHOP_TEXT.productInvalid, { code: "forbidden" })
  }
  const keep = current.photos.filter((url) => formData.getAll("keepPhotos").includes(url))
  const photos = await readPhotos(formData, keep.length)
  if (!photos.ok) {
    return failed(photos.message, {
      fieldErrors: { photos: [photos.message] },
      values: safeValues(formData, PRODUCT_FORM_KEYS),
    })
  }
  const urls = await storePhotos(current.businessId, photos.files)
  if (!urls) return failed(FAILED, { code: "failed", values: safeValues(formData, PRODUCT_FORM_KEYS) })
  const { error } = await shop.updateProduct(current.id, input.data, [...keep, ...urls])
  if (error) return refused("update", error, { values: safeValues(formData, PRODUCT_FORM_KEYS) })
  changed()
  redirect(OWNER_PRODUCTS_PATH)
}

export async function deleteProduct(_prev: ActionState, formData: FormData): Promise<ActionState> {
  const id = productIdSchema.safeParse({ productId: formFields(formData).productId })
  if (!id.success) return failed(SHOP_TEXT.productInvalid, { code: "invalid" })
  await requireUser(OWNER_PRODUCTS_PATH)
  const { data, error } = await shop.deleteProduct(id.data.productId)
  if (error) return refused("delete", error)
  if (!data) return failed(SHOP_TEXT.productInvalid, { code: "forbidden" })
  changed()
  refresh()
  return succeeded("Produto removido.")
}
