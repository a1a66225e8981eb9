import {
  formatCnpj,
  formatCpf,
  getPixKeyInfo,
  isValidCnpj,
  isValidCpf,
  isValidEmail,
  isValidMobilePhone,
} from "@brazilian-utils/brazilian-utils"

/**
 * Pix keys as a seller types them (issue #38): which kind a key is, whether it is valid for the kind
 * she chose, and the form the Pix code carries (the DICT's: CPF/CNPJ digits only, phone `+55…`,
 * e-mail and random key in lower case). Check digits, e-mail and mobile-number rules come from
 * @brazilian-utils/brazilian-utils; the database checks the shape again
 * (set_business_order_settings). Isomorphic: no server-only import.
 */

export type PixKeyType = "cpf" | "cnpj" | "email" | "phone" | "random"

/** A valid key in the form the code carries, or a pt-BR message for the field. */
export type PixKeyCheckResult = { key: string } | { message: string }

export const PIX_KEY_MAX = 77

export const PIX_KEY_MESSAGES = {
  required: "Informe a sua chave Pix.",
  tooLong: `A chave Pix pode ter até ${PIX_KEY_MAX} caracteres.`,
  cpfLength: "Informe um CPF com 11 números.",
  cpfDigits: "Este CPF não é válido: confira os números.",
  cnpjLength: "Informe um CNPJ com 14 números.",
  cnpjAlphanumeric: "Por enquanto só aceitamos CNPJ com 14 números.",
  cnpjDigits: "Este CNPJ não é válido: confira os números.",
  email: "Informe um e-mail válido como chave Pix.",
  phoneCountry: "A chave de celular é um número do Brasil (+55).",
  phone: "Informe um celular com DDD, como (11) 98765-4321.",
  random: "Informe a chave aleatória como o banco mostra (32 letras e números, com hífens).",
} as const

// The library's name for a random key ("EVP", endereço virtual de pagamento) is ours "random".
const fromLibrary = (type: string): PixKeyType | null =>
  type === "evp" ? "random" : type === "cpf" || type === "cnpj" || type === "email" || type === "phone" ? type : null

/** The kind of key a value is, as the DICT would read it, with its normalised form; null when none. */
export function detectPixKeyType(value: string): { type: PixKeyType; key: string } | null {
  const info = getPixKeyInfo(value)
  if (!info) return null
  const type = fromLibrary(info.type)
  return type ? { type, key: info.value } : null
}

/** Whether the library reads the normalised key as the same kind and the same text (a second check). */
function confirmed(type: PixKeyType, key: string): boolean {
  const info = getPixKeyInfo(key)
  return info !== null && fromLibrary(info.type) === type && info.value === key
}

function checkCpf(value: string): PixKeyCheckResult {
  const digits = value.replace(/[\s.-]/g, "")
  if (!/^\d{11}$/.test(digits)) return { message: PIX_KEY_MESSAGES.cpfLength }
  if (!isValidCpf(digits) || !confirmed("cpf", digits)) return { message: PIX_KEY_MESSAGES.cpfDigits }
  return { key: digits }
}

function checkCnpj(value: string): PixKeyCheckResult {
  const compact = value.replace(/[\s./-]/g, "")
  // The alphanumeric CNPJ (from July 2026) is valid Pix, but the orders' database takes digits only.
  if (/^[0-9A-Za-z]{12}\d{2}$/.test(compact) && /[A-Za-z]/.test(compact)) {
    return {
      message: isValidCnpj(compact, { version: 2 }) ? PIX_KEY_MESSAGES.cnpjAlphanumeric : PIX_KEY_MESSAGES.cnpjDigits,
    }
  }
  if (!/^\d{14}$/.test(compact)) return { message: PIX_KEY_MESSAGES.cnpjLength }
  if (!isValidCnpj(compact) || !confirmed("cnpj", compact)) return { message: PIX_KEY_MESSAGES.cnpjDigits }
  return { key: compact }
}

function checkEmail(value: string): PixKeyCheckResult {
  const email = value.toLowerCase()
  if (email.length > PIX_KEY_MAX) return { message: PIX_KEY_MESSAGES.tooLong }
  if (!isValidEmail(email) || !confirmed("email", email)) return { message: PIX_KEY_MESSAGES.email }
  return { key: email }
}

function checkPhone(value: string): PixKeyCheckResult {
  if (!/^[\d\s()+.-]+$/.test(value)) return { message: PIX_KEY_MESSAGES.phone }
  const international = /^\s*(\+|00)/.test(value)
  const digits = value.replace(/\D/g, "")
  // Written with a country code, it must be Brazil's; the national number is DDD + 9 digits.
  if (international && !/^(00)?55/.test(digits)) return { message: PIX_KEY_MESSAGES.phoneCountry }
  const national =
    digits.length === 11 && !international
      ? digits
      : digits.length === 13 && digits.startsWith("55")
        ? digits.slice(2)
        : digits.length === 15 && digits.startsWith("0055")
          ? digits.slice(4)
          : null
  if (national === null || !isValidMobilePhone(national)) return { message: PIX_KEY_MESSAGES.phone }
  const key = `+55${national}`
  if (!confirmed("phone", key)) return { message: PIX_KEY_MESSAGES.phone }
  return { key }
}

function checkRandom(value: string): PixKeyCheckResult {
  let key = value.toLowerCase()
  // Some apps show it without hyphens: put them back where the DICT has them.
  if (/^[0-9a-f]{32}$/.test(key)) {
    key = `${key.slice(0, 8)}-${key.slice(8, 12)}-${key.slice(12, 16)}-${key.slice(16, 20)}-${key.slice(20)}`
  }
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(key) || !confirmed("random", key)) {
    return { message: PIX_KEY_MESSAGES.random }
  }
  return { key }
}

/**
 * The key she typed, checked for the kind she chose: `{ key }` in the form the Pix code carries, or
 * `{ message }` in pt-BR. The same signature as `PixKeyCheck` in lib/validations/orders.ts, which the
 * settings action passes to the form's schema.
 */
export function validatePixKey(type: PixKeyType, value: string): PixKeyCheckResult {
  const trimmed = value.trim()
  if (trimmed === "") return { message: PIX_KEY_MESSAGES.required }
  if (trimmed.length > PIX_KEY_MAX + 20) return { message: PIX_KEY_MESSAGES.tooLong }
  switch (type) {
    case "cpf":
      return checkCpf(trimmed)
    case "cnpj":
      return checkCnpj(trimmed)
    case "email":
      return checkEmail(trimmed)
    case "phone":
      return checkPhone(trimmed)
    case "random":
      return checkRandom(trimmed)
  }
}

/** A stored key as people read it: "123.456.789-09", "11.222.333/0001-81", "+55 (11) 98765-4321". */
export function formatPixKey(type: PixKeyType, key: string): string {
  if (type === "cpf" && /^\d{11}$/.test(key)) return formatCpf(key)
  if (type === "cnpj" && /^\d{14}$/.test(key)) return formatCnpj(key)
  const phone = /^\+55(\d{2})(\d{4,5})(\d{4})$/.exec(key)
  if (type === "phone" && phone) return `+55 (${phone[1]}) ${phone[2]}-${phone[3]}`
  return key
}
