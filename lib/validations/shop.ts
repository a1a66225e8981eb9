import { z } from "zod"

import { PRODUCT_AVAILABILITY, PRODUCT_CATEGORIES, parsePriceToCents } from "@/lib/shop"

export const SHOP_TEXT = {
  nameRequired: "Informe o nome do produto (de 2 a 120 caracteres).",
  descriptionTooLong: "A descrição pode ter no máximo 600 caracteres.",
  categoryRequired: "Escolha uma categoria.",
  priceInvalid: "Informe o preço em reais, por exemplo 49,90.",
  availabilityRequired: "Escolha a disponibilidade.",
  businessInvalid: "Escolha um dos seus negócios.",
  productInvalid: "Produto inválido.",
  reasonRequired: "Informe o motivo (até 500 caracteres).",
  tooManyPhotos: "Envie no máximo 4 fotos.",
} as const

const enumOf = <T extends Record<string, string>>(labels: T, message: string) =>
  z.enum(Object.keys(labels) as [keyof T & string, ...(keyof T & string)[]], { error: message })

export const productInputSchema = z.object({
  business_id: z.uuid({ error: SHOP_TEXT.businessInvalid }),
  name: z.string().trim().min(2, SHOP_TEXT.nameRequired).max(120, SHOP_TEXT.nameRequired),
  description: z.string().trim().max(600, SHOP_TEXT.descriptionTooLong).default(""),
  category: enumOf(PRODUCT_CATEGORIES, SHOP_TEXT.categoryRequired),
  price: z
    .string({ error: SHOP_TEXT.priceInvalid })
    .trim()
    .transform((value, ctx) => {
      const cents = parsePriceToCents(value)
      if (cents === null || cents > 100_000_000) {
        ctx.addIssue({ code: "custom", message: SHOP_TEXT.priceInvalid })
        return z.NEVER
      }
      return cents
    }),
  availability: enumOf(PRODUCT_AVAILABILITY, SHOP_TEXT.availabilityRequired),
})
export type ProductInput = z.infer<typeof productInputSchema>

export const PRODUCT_FORM_KEYS = ["business_id", "name", "description", "category", "price", "availability"] as const

export const productIdSchema = z.object({ productId: z.uuid({ error: SHOP_TEXT.productInvalid }) })

export const hideProductSchema = z.object({
  productId: z.uuid({ error: SHOP_TEXT.productInvalid }),
  reason: z.string().trim().min(1, SHOP_TEXT.reasonRequired).max(500, SHOP_TEXT.reasonRequired),
})
